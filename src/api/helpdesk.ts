/**
 * Typed call of the helpdesk's questions and answers. Ours: GET /api/Public/HelpdeskFaq?shortname&language (the rules
 * name the HelpdeskPage, docs/rules/shell-access-identity.md section 2, but no call for it; the reference server
 * answers it in server/routes/helpdesk.ts). Reply shape: src/contracts (helpdesk.ts).
 */
import type { HelpdeskFaq } from '../contracts';
import type { Http } from './http';

export function getHelpdeskFaq(http: Http, ref: { event: string; language: string }, signal?: AbortSignal) {
  return http.get<HelpdeskFaq>('/api/Public/HelpdeskFaq', { shortname: ref.event, language: ref.language }, signal);
}
