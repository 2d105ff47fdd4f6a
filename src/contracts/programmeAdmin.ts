/**
 * The programme's administration (ours; not in docs/rules): a society's own programme put into VMX from the tools it
 * already has, reviewed, and published. Called with a service token (POST /api/Core/AuthenticationToken; `npm run
 * import` gets one), every call scoped to one event by `eventid` or its short name `shortname`:
 *
 *   POST   /api/Admin/Programme/Import?eventid&format&dryrun   body ProgrammeImportRequest → ProgrammeImportReport.
 *          The files are read (format: PROGRAMME_IMPORT_FORMATS) and compared with the programme as published. With
 *          `dryrun=true` nothing is kept; otherwise the import becomes the event's pending draft (replacing an earlier
 *          one). A file with problems is never kept: 422 with the report, which lists them, each with its place.
 *   GET    /api/Admin/Programme/Draft?eventid                  ProgrammeImportReport: the pending draft against the
 *                                                              programme now (404 when there is none)
 *   DELETE /api/Admin/Programme/Draft?eventid                  204: the pending draft is discarded
 *   POST   /api/Admin/Programme/Publish?eventid                ProgrammeImportReport (Published, Version): the pending
 *                                                              draft's changes and the pending edits made, in one
 *                                                              transaction, and the programme's version moved once
 *                                                              (every list cache and ETag changes; open pages are
 *                                                              told: ProgrammeChanged on the notification hub,
 *                                                              hubs.ts); 409 when nothing is pending
 *   GET    /api/Admin/Programme/Edits?eventid                  ProgrammeSessionEdit[]: the pending edits of single sessions
 *   PATCH  /api/Admin/Programme/Sessions/{id}?eventid          body ProgrammeSessionEditRequest → ProgrammeSessionEdit:
 *                                                              merged into the session's pending edit (400 naming the
 *                                                              field: end before start, a room not of the event, an
 *                                                              empty title, an unknown status; 404 for no such session)
 *   DELETE /api/Admin/Programme/Sessions/{id}?eventid          204: the session's pending edit dropped (404 without one)
 *
 * The draft's report (GET Draft, Publish) lists the pending edits among its changes; Format is null when no import is
 * pending. Import is for a service token only; the other calls also for a signed-in preview super user of the event
 * (the admin panel's programme editor): 401 signed out, 403 for anyone else.
 *
 * Items keep their ids across imports by their source id (ProgrammeItemChange.SourceId): favourites, notes, ratings and
 * comments stay attached. An item the source no longer has is withdrawn (taken out of the programme, kept with what is
 * attached to it) and comes back under its id when the source has it again. Items that came from no import are left as
 * they are.
 *
 * Errors: 401 without a valid service token or signed-in user, 403 for a user who is not a super user of the event; 400 naming the field (format, dryrun, Files); 413 for a body larger than
 * PROGRAMME_IMPORT_MAX_BYTES of files; 404 for an unknown event.
 */

/** The formats an import reads: pretalx/frab schedule JSON and XML, iCalendar, the spreadsheet template (docs/import.md). */
export const PROGRAMME_IMPORT_FORMATS = ['pretalx-json', 'frab-xml', 'ical', 'csv', 'xlsx'] as const;
export type ProgrammeImportFormat = (typeof PROGRAMME_IMPORT_FORMATS)[number];

/** Ours: the most bytes of files one import reads (all files together); a larger one is refused unread. */
export const PROGRAMME_IMPORT_MAX_BYTES = 40 * 1024 * 1024;

export interface ProgrammeImportFile {
  /** The file's name (the report names it; the CSV template knows its tables by it). */
  Name: string;
  /** The file's bytes, base64. */
  Content: string;
}

export interface ProgrammeImportRequest {
  Files: ProgrammeImportFile[];
}

/** Where in a file a problem is, and what it is. */
export interface ProgrammeImportProblem {
  File: string;
  Line: number | null;
  /** A JSON path or an XML element path. */
  Path: string | null;
  Sheet: string | null;
  Row: number | null;
  /** The field, in the source's own naming. */
  Field: string | null;
  Reason: string;
}

export const PROGRAMME_ITEM_KINDS = ['room', 'speaker', 'session', 'presentation'] as const;
export type ProgrammeItemKind = (typeof PROGRAMME_ITEM_KINDS)[number];

/** add: new; change: fields differ; withdraw: the source no longer has it; restore: withdrawn before, back now. */
export type ProgrammeChangeAction = 'add' | 'change' | 'withdraw' | 'restore';

export interface ProgrammeFieldChange {
  /** title, start, end, room, type, tracks, cancelled, chairs, speakers, abstract, name, affiliation, ... */
  Field: string;
  Before: string | null;
  After: string | null;
}

export interface ProgrammeItemChange {
  Kind: ProgrammeItemKind;
  Action: ProgrammeChangeAction;
  SourceId: string;
  /** Its id in the programme (for an added item, the id it gets when published now). */
  Id: number;
  /** Its title or name. */
  Name: string;
  /** What changes (change, restore); empty otherwise. */
  Fields: ProgrammeFieldChange[];
}

export interface ProgrammeChangeCounts {
  Added: number;
  Changed: number;
  Withdrawn: number;
  Restored: number;
  Unchanged: number;
}

export interface ProgrammeImportReport {
  /** null: no import pending, only edits (GET Draft, Publish). */
  Format: ProgrammeImportFormat | null;
  Files: string[];
  /** What could not be read; when there is any, nothing was kept and Changes is empty. */
  Problems: ProgrammeImportProblem[];
  Changes: ProgrammeItemChange[];
  Counts: Record<ProgrammeItemKind, ProgrammeChangeCounts>;
  /** The pending draft this import became; null for a dry run or a file with problems. */
  DraftId: number | null;
  Published: boolean;
  /** The programme's version after publishing; null before. */
  Version: string | null;
}

/**
 * Ours: a session's status as the editor sets it: `scheduled` is on the timetable, `unscheduled` is listed in the
 * programme but kept off the timetable (the session's HideOnScheduler).
 */
export const PROGRAMME_SESSION_STATUSES = ['scheduled', 'unscheduled'] as const;
export type ProgrammeSessionStatus = (typeof PROGRAMME_SESSION_STATUSES)[number];

/**
 * PATCH /api/Admin/Programme/Sessions/{id}?eventid: the fields to change, each optional (merged into the session's
 * pending edit). Instants are ISO 8601 with an offset or Z; RoomId a room of the event.
 */
export interface ProgrammeSessionEditRequest {
  StartDateTime?: string;
  EndDateTime?: string;
  RoomId?: number;
  Title?: string;
  Status?: ProgrammeSessionStatus;
  Cancelled?: boolean;
}

/** A session's pending edit: the fields it changes (null: not edited) and what they change from. */
export interface ProgrammeSessionEdit {
  SessionId: number;
  /** The session's title as published. */
  Name: string;
  StartDateTime: string | null;
  EndDateTime: string | null;
  RoomId: number | null;
  Title: string | null;
  Status: ProgrammeSessionStatus | null;
  Cancelled: boolean | null;
  /** The edited fields, before (as published) and after. */
  Fields: ProgrammeFieldChange[];
  /** `service:{client id}` or `user:{user id}`. */
  EditedBy: string;
  EditedAt: string;
}
