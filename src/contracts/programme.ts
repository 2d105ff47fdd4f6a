/**
 * Contracts of the programme, the personal programme, ratings, view counts, notes and comments
 * (docs/rules/content-areas.md sections 3 and 7, "Programme", "Personal programme", "Notes, comments, mail"), and
 * the paths of the programme's lists. Calls: src/api/programme.ts; the reference server answers them in
 * server/routes/programme.ts, personalProgramme.ts, ratings.ts, viewCounts.ts and notes.ts.
 *
 * Section 3 names the Session fields (Id ... Chairs) and the programme day's counts; it shows no other
 * programme record, so the rest is ours, in the same PascalCase style: a session also carries its
 * SessionTypeId, RoomId/RoomName, Code, ProgramGrade, IsPoster, HideOnScheduler, Highlighted and IsCancelled, and ids in
 * its groups, presentations and chairs; ProgrammePresentation, ProgrammeAuthor, ProgrammeRoom,
 * ProgrammeAbstract and ProgrammeData below are entirely ours. Instants are ISO 8601 in UTC (…Z); the
 * client shows them in the event's time zone (ProgrammeData.TimeZone). Names of session types and groups
 * follow the request's language; titles of sessions and talks are English in every language, as at the
 * congresses the demo imitates.
 */

/** A session group (a topic track); tags derive from group names. */
export interface ProgrammeGroup {
  Id: number;
  Name: string;
}

/** A presentation as its session lists it (section 3: Title, SpeakerFirstname, SpeakerSurname). */
export interface ProgrammeSessionPresentation {
  Id: number;
  Title: string;
  SpeakerId: number | null;
  SpeakerFirstname: string | null;
  SpeakerSurname: string | null;
  StartDateTime: string;
  EndDateTime: string;
}

/** A chair of a session (section 3: Firstname, Surname). */
export interface ProgrammeChair {
  Id: number;
  Firstname: string;
  Surname: string;
}

/** GET /api/Modules/PAGSessionsV2, HighlightedSessions, SelectedSessions: section 3's Session. */
export interface ProgrammeSession {
  Id: number;
  Code: string;
  Name: string;
  SessionType: string;
  SessionTypeId: number;
  IsPoster: boolean;
  StartDateTime: string;
  EndDateTime: string;
  RoomId: number;
  RoomName: string;
  ImageThumbPath: string | null;
  Color: string;
  CompanyAccountId: string | null;
  CompanyAccountName: string | null;
  SponsorType: string | null;
  /** Scientific, Industry, Educational or Society. */
  ProgramGrade: string;
  HideOnScheduler: boolean;
  Highlighted: boolean;
  /** Ours: cancelled, still listed and marked (an import's or an editor's flag, docs/import.md). */
  IsCancelled: boolean;
  groups: ProgrammeGroup[];
  Presentations: ProgrammeSessionPresentation[];
  Chairs: ProgrammeChair[];
}

/** GET /api/Modules/PAGPresentations (one entry per presentation) and HighlightedPresentation. */
export interface ProgrammePresentation {
  Id: number;
  SessionId: number;
  SessionName: string;
  /** 1-based order within the session. */
  Position: number;
  Title: string;
  StartDateTime: string;
  EndDateTime: string;
  RoomId: number;
  RoomName: string;
  SpeakerId: number | null;
  SpeakerTitle: string | null;
  SpeakerFirstname: string | null;
  SpeakerSurname: string | null;
  SpeakerAffiliation: string | null;
  AbstractId: number | null;
  IsPoster: boolean;
  PosterNumber: string | null;
  /**
   * Ours (the spec names no poster file field): the poster's file, a PDF or an image, as a path under the API base
   * (or an http(s) URL); null or absent when the presentation has none. The e-poster viewer opens it.
   */
  PosterFile?: string | null;
  Highlighted: boolean;
}

/** GET /api/Modules/PAGAuthors and PAGAuthorsHighlighted: speakers, chairs and abstract authors. */
export interface ProgrammeAuthor {
  Id: number;
  Title: string | null;
  Firstname: string;
  Surname: string;
  Affiliation: string;
  City: string;
  Country: string;
  PicturePath: string | null;
  Highlighted: boolean;
  /** Sessions the person chairs. */
  ChairSessionIds: number[];
  /** Presentations the person gives. */
  PresentationIds: number[];
  AbstractIds: number[];
}

/** GET /api/Modules/PAGRooms. */
export interface ProgrammeRoom {
  Id: number;
  Name: string;
  Sort: number;
}

export interface ProgrammeAbstractAuthor {
  Id: number;
  Firstname: string;
  Surname: string;
  Affiliation: string;
  Presenting: boolean;
}

/** GET /api/Modules/PAGAbstracts. */
export interface ProgrammeAbstract {
  Id: number;
  Number: string;
  Title: string;
  /** Plain text; paragraphs separated by a blank line. */
  Text: string;
  PresentationId: number | null;
  SessionId: number | null;
  Authors: ProgrammeAbstractAuthor[];
}

/** A programme day (section 3), date YYYY-MM-DD in the event's time zone. */
export interface ProgrammeDay {
  date: string;
  sessionsCount: number;
  PosterSessionsCount: number;
  SessionsHideOnSchedulerCount: number;
  PosterSessionsHideOnSchedulerCount: number;
}

export interface ProgrammeSessionType {
  Id: number;
  Name: string;
  IsPoster: boolean;
  Color: string;
}

/** GET /api/Modules/PAGData: the programme's metadata, or null when the event has no programme. */
export interface ProgrammeData {
  EventId: number;
  /** Changes whenever the programme does; the large lists' ETags follow it. */
  Version: string;
  TimeZone: string;
  Days: ProgrammeDay[];
  SessionTypes: ProgrammeSessionType[];
  Groups: ProgrammeGroup[];
  Rooms: ProgrammeRoom[];
  ProgramGrades: string[];
  SessionsCount: number;
  PresentationsCount: number;
  AuthorsCount: number;
  AbstractsCount: number;
}

export interface ProgrammeLists {
  sessions: ProgrammeSession;
  presentations: ProgrammePresentation;
  authors: ProgrammeAuthor;
  authorsHighlighted: ProgrammeAuthor;
  rooms: ProgrammeRoom;
  abstracts: ProgrammeAbstract;
}
export type ProgrammeListName = keyof ProgrammeLists;

/** The paths of the programme's lists (section 7); the reference server serves the same table. */
export const PROGRAMME_LIST_PATHS: Record<ProgrammeListName, string> = {
  sessions: '/api/Modules/PAGSessionsV2',
  presentations: '/api/Modules/PAGPresentations',
  authors: '/api/Modules/PAGAuthors',
  authorsHighlighted: '/api/Modules/PAGAuthorsHighlighted',
  rooms: '/api/Modules/PAGRooms',
  abstracts: '/api/Modules/PAGAbstracts',
};

// ---- personal programme, ratings, view counts (docs/rules/content-areas.md sections 3 and 7) ----
// Section 3 names the schedule entry (SessionId, PresentationId, UserId) and the three favourite lists; the
// reply shapes below are ours, in the same style.

/** One entry of a personal programme: a starred session, presentation or speaker. */
export interface PersonalScheduleEntry {
  UserId: number;
  SessionId: number | null;
  PresentationId: number | null;
  /** A starred speaker (PersonalProgramUser; the author's id). */
  SpeakerId: number | null;
}

/**
 * GET /api/Modules/PagPersonalSchedule, and the reply of every PersonalProgram* change: the signed-in
 * user's whole personal programme after the change.
 */
export interface PersonalSchedule {
  Entries: PersonalScheduleEntry[];
  SessionIds: number[];
  PresentationIds: number[];
  SpeakerIds: number[];
}

/** GET /api/Exhibition/GetSessionRating and CreateSessionRating (section 3: content text and Rating value). */
export interface SessionRating {
  SessionId: number;
  /** The signed-in user's own rating, or null when they have not rated. */
  Rating: number | null;
  Content: string | null;
  /** Over all users. */
  Average: number | null;
  Count: number;
}

/** GET /api/App/SetSessionViewCount and SetPresentationViewCount. */
export interface ViewCount {
  ViewCount: number;
}

// ---- notes and comments (docs/rules/content-areas.md sections 3 and 7, "Notes, comments, mail") ----

/**
 * A note (private, isNote true) or comment (public, isNote false) on a session or presentation. Section 3
 * names sessionId, presentationId, userId, isNote, content, visibility, parentId and noteId; the author's
 * name, the time, the likes and the reported flag are ours. content is plain text, never HTML.
 */
export interface NoteRecord {
  noteId: number;
  sessionId: number | null;
  presentationId: number | null;
  userId: number;
  authorName: string;
  isNote: boolean;
  content: string;
  /** 'private' for notes, 'public' for comments. */
  visibility: 'private' | 'public';
  /** The comment this one answers; null for a top-level one. */
  parentId: number | null;
  createdAt: string;
  likeCount: number;
  /** Whether the signed-in user liked it. */
  likedByMe: boolean;
  /** Whether the signed-in user reported it as inappropriate. */
  reportedByMe: boolean;
}

/** GET /api/App/SetNoteLikeCount: the note's likes after the call. */
export interface NoteLikes {
  noteId: number;
  likeCount: number;
  likedByMe: boolean;
}
