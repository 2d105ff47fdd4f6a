/**
 * Typed calls of the programme, the personal programme, ratings, view counts, notes and comments, and
 * the speaker mail (docs/rules/content-areas.md section 7: "Programme", "Personal programme", "Notes, comments,
 * mail"). Paths and casing as the spec writes them. Reply shapes and the lists' path table: src/contracts (programme.ts).
 *
 * Ours where the spec is silent: the lists take the language (names of session types and groups are
 * translated); SendCustomMail names the speaker by speakerid, since speakers' addresses are never
 * published; notes and comments carry the user's bearer token, which is who the server writes them for.
 */
import type { Http, Query } from './http';
import {
  PROGRAMME_LIST_PATHS,
  type CustomMail,
  type NoteLikes,
  type NoteRecord,
  type PersonalSchedule,
  type ProgrammeData,
  type ProgrammeListName,
  type ProgrammePresentation,
  type ProgrammeLists,
  type ProgrammeSession,
  type SessionRating,
  type ViewCount,
} from '../contracts';

/** The first entries of a list, by the event's short name (ours: first rows, before the event's id is known). */
export function getFirstProgrammeRows<N extends ProgrammeListName>(
  http: Http,
  list: N,
  shortname: string,
  language: string,
  take: number,
  signal?: AbortSignal,
) {
  return http.get<ProgrammeLists[N][]>(PROGRAMME_LIST_PATHS[list], { shortname, language, take }, signal);
}

/** A list; with take only its first entries (ours: first rows while the whole list loads). */
export function getProgrammeList<N extends ProgrammeListName>(
  http: Http,
  list: N,
  eventId: number,
  language: string,
  signal?: AbortSignal,
  take?: number,
) {
  return http.get<ProgrammeLists[N][]>(PROGRAMME_LIST_PATHS[list], { eventid: eventId, language, take }, signal);
}

export function getProgrammeData(http: Http, eventId: number, language: string, signal?: AbortSignal) {
  return http.get<ProgrammeData | null>('/api/Modules/PAGData', { eventid: eventId, language }, signal);
}

export function getHighlightedSessions(
  http: Http,
  query: { shortname: string; language: string; programGrade: string },
  signal?: AbortSignal,
) {
  return http.get<ProgrammeSession[]>('/api/Public/HighlightedSessions', { ...query }, signal);
}

/** POST /api/Public/SelectedSessions?shortname&language, body the session ids: "a chosen set of sessions" (section 7). */
export function getSelectedSessions(http: Http, query: { shortname: string; language: string }, sessionIds: readonly (number | string)[]) {
  return http.post<ProgrammeSession[]>('/api/Public/SelectedSessions', [...sessionIds], { ...query });
}

/** GET /api/Public/HighlightedPresentation: the highlighted presentation, null when there is none (section 7). */
export function getHighlightedPresentation(http: Http, query: { shortname: string; language: string }, signal?: AbortSignal) {
  return http.get<ProgrammePresentation | null>('/api/Public/HighlightedPresentation', { ...query }, signal);
}

/**
 * Ours: the live streams (config_json liveStreams, as core/programme/liveStreams.ts reads them) for the
 * signed-in user; the server answers 401/403 to whoever may not open the live page.
 */
export function getLiveStreams(http: Http, eventId: number, language: string, signal?: AbortSignal) {
  return http.get<Record<string, unknown>>('/api/Modules/GetLiveStreams', { eventid: eventId, language }, signal);
}

// ---- view counts ----

export function setSessionViewCount(http: Http, eventId: number, sessionId: number | string) {
  return http.get<ViewCount>('/api/App/SetSessionViewCount/', { eventId, sessionid: sessionId });
}

export function setPresentationViewCount(http: Http, eventId: number, presentationId: number | string) {
  return http.get<ViewCount>('/api/App/SetPresentationViewCount/', { eventId, presentationId });
}

// ---- personal programme ----

export function getPersonalSchedule(http: Http, eventId: number, signal?: AbortSignal) {
  return http.get<PersonalSchedule>('/api/Modules/PagPersonalSchedule/', { eventid: eventId }, signal);
}

/** Which personal-programme list a favourite kind lives in on the server. */
const PERSONAL_PROGRAMME = {
  sessions: { path: '/api/Modules/PersonalProgram/', idParam: 'pSessionId', extra: {} },
  presentations: { path: '/api/Modules/PersonalProgramPresentation/', idParam: 'pPresentationId', extra: {} },
  // Ours: the program type of a starred speaker (the spec names the parameter, not its values).
  speakers: { path: '/api/Modules/PersonalProgramUser/', idParam: 'pUserId', extra: { pProgramType: 'Speaker' } },
} as const satisfies Record<string, { path: string; idParam: string; extra: Query }>;
export type PersonalProgrammeList = keyof typeof PERSONAL_PROGRAMME;

export function addToPersonalProgramme(http: Http, list: PersonalProgrammeList, eventId: number, ids: readonly string[]) {
  const { path, extra } = PERSONAL_PROGRAMME[list];
  return http.post<PersonalSchedule>(path, ids, { eventid: eventId, ...extra });
}

export function removeFromPersonalProgramme(http: Http, list: PersonalProgrammeList, eventId: number, id: string) {
  const { path, idParam, extra } = PERSONAL_PROGRAMME[list];
  return http.request<PersonalSchedule>('DELETE', path, { query: { eventid: eventId, ...extra, [idParam]: id } });
}

export function downloadPersonalProgramme(http: Http, eventId: number, language: string) {
  return http.request<Blob>('GET', '/api/Modules/DownloadPersonalProgram/', { query: { eventid: eventId, language }, as: 'blob' });
}

/** Opened in a new tab, so a plain link (no token): the appointment of a session or presentation. */
export function appointmentUrl(
  http: Http,
  eventId: number,
  item: { sessionId: number | string } | { presentationId: number | string },
): string {
  return 'sessionId' in item
    ? http.url('/api/App/DownloadOutlookAppointmentSession/', { id: eventId, pSessionId: item.sessionId })
    : http.url('/api/App/DownloadOutlookAppointmentPresentation/', { id: eventId, pPresentationId: item.presentationId });
}

// ---- rating ----

export function getSessionRating(http: Http, eventId: number, sessionId: number | string, signal?: AbortSignal) {
  return http.request<SessionRating>('GET', '/api/Exhibition/GetSessionRating/', { query: { id: eventId, pSessionId: sessionId }, signal });
}

export function createSessionRating(http: Http, eventId: number, sessionId: number | string, rating: number, content: string) {
  return http.post<SessionRating>('/api/Exhibition/CreateSessionRating/', [String(sessionId)], {
    id: eventId,
    pSessionId: sessionId,
    pContent: content,
    pRatingValue: rating,
  });
}

// ---- notes and comments ----

/** A session's or a presentation's notes and comments. */
export type NoteTarget = { sessionId: number | string } | { presentationId: number | string };

function targetQuery(target: NoteTarget): Query {
  return 'sessionId' in target ? { pSessionId: target.sessionId } : { pPresentationId: target.presentationId };
}

export function getNotes(http: Http, eventId: number, userId: number, target: NoteTarget, isNote: boolean, signal?: AbortSignal) {
  return http.request<NoteRecord[]>('GET', '/api/App/GetNotes', {
    query: { id: eventId, pUserId: userId, ...targetQuery(target), pIsNote: isNote },
    signal,
  });
}

export interface NewNote {
  content: string;
  isNote: boolean;
  parentId?: number | null;
}

export function createNote(http: Http, eventId: number, userId: number, target: NoteTarget, note: NewNote) {
  const path = 'sessionId' in target ? '/api/App/CreateNote' : '/api/App/CreatePresentationNote';
  // The content goes in the body: it may be long, and it is the user's own text (not for access logs).
  return http.post<NoteRecord>(
    path,
    { pContent: note.content },
    {
      id: eventId,
      pUserId: userId,
      ...targetQuery(target),
      pIsNote: note.isNote,
      pVisibility: note.isNote ? 'private' : 'public',
      parentId: note.parentId ?? undefined,
    },
  );
}

export function toggleNoteLike(http: Http, eventId: number, noteId: number) {
  return http.get<NoteLikes>('/api/App/SetNoteLikeCount', { eventid: eventId, noteid: noteId });
}

export function reportNote(http: Http, eventId: number, noteId: number) {
  return http.post<boolean>('/api/App/SetNoteInappropriate', undefined, { id: eventId, pNoteId: noteId });
}

// ---- mail ----

export function sendSpeakerMail(http: Http, eventId: number, speakerId: number, mail: CustomMail) {
  return http.post<boolean>('/api/Mail/SendCustomMail', mail, { eventid: eventId, mailType: 'ContactSpeaker', speakerid: speakerId });
}
