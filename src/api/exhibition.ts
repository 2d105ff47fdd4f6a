/** Typed calls of the exhibitors area (content-areas.md section 7, "Exhibitors and symposia"). */
import type { Http } from './http';
import type { PublicCompanyAccount } from './types';

export function getPublicCompanyAccounts(http: Http, eventId: number, language: string, signal?: AbortSignal) {
  return http.get<PublicCompanyAccount[]>('/api/Public/CompanyAccounts', { eventid: eventId, language }, signal);
}
