/**
 * The dashboards' reads (src/contracts/analytics.ts, "Dashboards"), with the signed-in user's bearer token: a
 * company's for its staff, the event's for its super users; each as JSON or as its CSV file (a Blob the page offers
 * as a download: a plain link would carry no token). Only the dashboards (loaded on demand) call these.
 */
import { ANALYTICS_COMPANY_DASHBOARD_PATH, ANALYTICS_EVENT_DASHBOARD_PATH, type CompanyDashboard, type EventDashboard } from '../contracts';
import type { Http } from './http';

export interface DashboardRange {
  /** ISO 8601 instants, `to` exclusive; both left out: the event's days. */
  from?: string | undefined;
  to?: string | undefined;
}

const companyQuery = (eventId: number, companyAccountId: string, range: DashboardRange) => ({
  eventid: eventId,
  companyaccountid: companyAccountId,
  from: range.from,
  to: range.to,
});

export function getCompanyDashboard(
  http: Http,
  eventId: number,
  companyAccountId: string,
  range: DashboardRange,
  signal?: AbortSignal,
): Promise<CompanyDashboard> {
  return http.get<CompanyDashboard>(ANALYTICS_COMPANY_DASHBOARD_PATH, companyQuery(eventId, companyAccountId, range), signal);
}

export function getCompanyDashboardCsv(http: Http, eventId: number, companyAccountId: string, range: DashboardRange): Promise<Blob> {
  return http.request('GET', ANALYTICS_COMPANY_DASHBOARD_PATH, {
    query: { ...companyQuery(eventId, companyAccountId, range), format: 'csv' },
    as: 'blob',
  });
}

export function getEventDashboard(http: Http, eventId: number, range: DashboardRange, signal?: AbortSignal): Promise<EventDashboard> {
  return http.get<EventDashboard>(ANALYTICS_EVENT_DASHBOARD_PATH, { eventid: eventId, from: range.from, to: range.to }, signal);
}

export function getEventDashboardCsv(http: Http, eventId: number, range: DashboardRange): Promise<Blob> {
  return http.request('GET', ANALYTICS_EVENT_DASHBOARD_PATH, {
    query: { eventid: eventId, from: range.from, to: range.to, format: 'csv' },
    as: 'blob',
  });
}
