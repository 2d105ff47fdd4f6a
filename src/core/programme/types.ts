/**
 * The programme records the search reads, reduced to the fields it needs (content section 3). These are not the
 * server's reply types (src/contracts): the search only needs a structural subset, so any reply that has these
 * fields can be searched. Text fields are optional and nullable because the API omits or nulls them freely, and
 * the search must treat a missing field exactly as fuse.js does (skip it).
 */

export interface SessionGroup {
  Name?: string | null;
}

export interface SessionPresentation {
  Title?: string | null;
  SpeakerFirstname?: string | null;
  SpeakerSurname?: string | null;
}

export interface SessionChair {
  Firstname?: string | null;
  Surname?: string | null;
}

export interface SessionRecord {
  Id: number;
  Name?: string | null;
  SessionType?: string | null;
  StartDateTime?: string | null;
  EndDateTime?: string | null;
  /** Tags derive from group names (content section 3). */
  groups?: readonly SessionGroup[] | null;
  Presentations?: readonly SessionPresentation[] | null;
  Chairs?: readonly SessionChair[] | null;
  RoomName?: string | null;
}

export interface PresentationRecord {
  Id: number;
  Title?: string | null;
  SpeakerFirstname?: string | null;
  SpeakerSurname?: string | null;
  SessionId?: number | null;
  SessionName?: string | null;
}

export interface AuthorRecord {
  Firstname?: string | null;
  Surname?: string | null;
  Affiliation?: string | null;
  City?: string | null;
  Country?: string | null;
}

export interface AbstractRecord {
  Number?: string | null;
  Title?: string | null;
  Authors?: ReadonlyArray<{ Firstname?: string | null; Surname?: string | null }> | null;
}
