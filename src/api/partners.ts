/**
 * The company logo grid's one call (docs/rules/content-areas.md section 7: GET /api/Public/CompanyAccounts). It is a
 * module of its own so that the logo grid, which every sponsor page embeds, never shares a chunk with the
 * exhibitor list's calls (api/exhibition.ts).
 */
import type { Http } from './http';
import type { PublicCompanyAccount } from '../contracts';

export function getPublicCompanyAccounts(http: Http, eventId: number, language: string, signal?: AbortSignal) {
  return http.get<PublicCompanyAccount[]>('/api/Public/CompanyAccounts', { eventid: eventId, language }, signal);
}
