/**
 * Typed calls of the abstract submission page (ours; docs/rules/shell-access-identity.md section 2 names the page,
 * not its calls: see server/routes/submissions.ts). All but the topics carry the user's bearer token. Reply shapes:
 * src/contracts.
 */
import type { Http } from './http';
import type { AbstractSubmission, AbstractSubmissionInput, SubmissionTopic } from '../contracts';

/** GET /api/Submissions/Topics: the topics an abstract may be filed under. */
export function getSubmissionTopics(http: Http, eventId: number, language: string, signal?: AbortSignal) {
  return http.get<SubmissionTopic[]>('/api/Submissions/Topics', { eventid: eventId, language }, signal);
}

/** GET /api/Submissions: the signed-in user's abstracts, last changed first. */
export function getSubmissions(http: Http, eventId: number, language: string, signal?: AbortSignal) {
  return http.get<AbstractSubmission[]>('/api/Submissions', { eventid: eventId, language }, signal);
}

/** GET /api/Submissions/{id}: one of the user's abstracts (404 when it is not theirs). */
export function getSubmission(http: Http, eventId: number, language: string, id: number, signal?: AbortSignal) {
  return http.get<AbstractSubmission>(`/api/Submissions/${id}`, { eventid: eventId, language }, signal);
}

/** POST /api/Submissions (new) or PUT /api/Submissions/{id} (a draft changed or submitted). */
export function saveSubmission(http: Http, eventId: number, language: string, id: number | null, input: AbstractSubmissionInput) {
  return id === null
    ? http.post<AbstractSubmission>('/api/Submissions', input, { eventid: eventId, language })
    : http.request<AbstractSubmission>('PUT', `/api/Submissions/${id}`, { body: input, query: { eventid: eventId, language } });
}
