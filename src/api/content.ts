/**
 * Typed calls of the content pages, the list pages, the my-area dashboard and the contact form
 * (docs/rules/content-areas.md sections 2 and 7).
 * - GET /api/Modules/EventDashboard?eventid&language: the spec's path (section 7).
 * - GET /api/Public/ContentPage?shortname&language&pageName and GET /api/Public/ContentPages?...: ours
 *   (the spec names the content page route, not its call).
 * - POST /api/Mail/SendContactForm?eventid: ours (section 7: "the contact form posts an e-mail of the
 *   same shape through a contact-form action; path not shown"); 200 means sent.
 */
import type { Http } from './http';

/** One my-area box (docs/rules/content-areas.md section 2: each box has a title, button and description text). */
export interface DashboardModule {
  Module: string;
  Title: string;
  ButtonText: string;
  Description: string;
}

/** A content page; Html is as the editor wrote it and must be sanitised before it is shown. */
export interface ContentPage {
  PageName: string;
  Title: string;
  Html: string;
  List: string | null;
}

export interface ContentPageSummary {
  PageName: string;
  Title: string;
  Summary: string;
}

/** A slice of a list: Items from Skip on, and whether more follow. */
export interface ContentPageSlice {
  Items: ContentPageSummary[];
  HasMore: boolean;
}

import type { MailAddress } from './types';

export type { MailAddress } from './types';

export interface ContactMail {
  FromAddresses: MailAddress[];
  Subject: string;
  Content: string;
}

export function getEventDashboard(http: Http, eventId: number, language: string, signal?: AbortSignal) {
  return http.get<DashboardModule[]>('/api/Modules/EventDashboard', { eventid: eventId, language }, signal);
}

export function getContentPage(http: Http, ref: { event: string; language: string }, pageName: string, signal?: AbortSignal) {
  return http.get<ContentPage>('/api/Public/ContentPage', { shortname: ref.event, language: ref.language, pageName }, signal);
}

export function getContentPages(
  http: Http,
  ref: { event: string; language: string },
  slice: { list: string | null; skip: number; take: number },
  signal?: AbortSignal,
) {
  return http.get<ContentPageSlice>(
    '/api/Public/ContentPages',
    { shortname: ref.event, language: ref.language, list: slice.list ?? undefined, skip: slice.skip, take: slice.take },
    signal,
  );
}

export function sendContactForm(http: Http, eventId: number, mail: ContactMail) {
  return http.post<{ sent: true }>('/api/Mail/SendContactForm', mail, { eventid: eventId });
}
