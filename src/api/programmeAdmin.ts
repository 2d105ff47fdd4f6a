/**
 * The programme's administration API as the programme editor calls it (src/contracts/programmeAdmin.ts), with the
 * signed-in super user's bearer token: the pending import and edits, a session's edit, dropping it, publishing. Only
 * the editor (loaded on demand) calls these.
 */
import type { ProgrammeImportReport, ProgrammeSessionEdit, ProgrammeSessionEditRequest } from '../contracts';
import { HttpError, type Http } from './http';

const BASE = '/api/Admin/Programme';

/** GET Draft: the pending import and edits against the programme now; null when nothing is pending (404). */
export async function getPendingReport(http: Http, eventId: number, signal?: AbortSignal): Promise<ProgrammeImportReport | null> {
  try {
    return await http.get<ProgrammeImportReport>(`${BASE}/Draft`, { eventid: eventId }, signal);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

/** GET Edits: the pending edits of single sessions. */
export function getPendingEdits(http: Http, eventId: number, signal?: AbortSignal): Promise<ProgrammeSessionEdit[]> {
  return http.get<ProgrammeSessionEdit[]>(`${BASE}/Edits`, { eventid: eventId }, signal);
}

/** PATCH Sessions/{id}: merged into the session's pending edit. */
export function editSession(
  http: Http,
  eventId: number,
  sessionId: number,
  body: ProgrammeSessionEditRequest,
): Promise<ProgrammeSessionEdit> {
  return http.request('PATCH', `${BASE}/Sessions/${sessionId}`, { query: { eventid: eventId }, body });
}

/** DELETE Sessions/{id}: the session's pending edit dropped. */
export function discardSessionEdit(http: Http, eventId: number, sessionId: number): Promise<unknown> {
  return http.request('DELETE', `${BASE}/Sessions/${sessionId}`, { query: { eventid: eventId }, as: 'text' });
}

/** POST Publish: the pending import and edits made, the version moved. */
export function publishProgramme(http: Http, eventId: number): Promise<ProgrammeImportReport> {
  return http.post<ProgrammeImportReport>(`${BASE}/Publish`, undefined, { eventid: eventId });
}
