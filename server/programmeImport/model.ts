/**
 * What every programme importer reads a file into (pretalx/frab schedule JSON and XML, iCalendar, the spreadsheet
 * template), before anything touches the database: the source's rooms, speakers and sessions with the source's own
 * ids, times as instants, and every place the reader could not use, with the reason.
 *
 * A source's ids are what keeps an item the same item across imports (favourites, notes and ratings stay attached),
 * so every item has one: the source's id where it has one (pretalx's `guid`/`code`, frab's `guid`/`id`, iCalendar's
 * `UID`, the template's id columns), else one made from what names the item (documented per importer).
 *
 * A pretalx or frab talk is one VMX session holding one presentation (its title, abstract and speakers); the
 * spreadsheet template can give a session several presentations. Speakers are the programme's authors: the first
 * speaker of a presentation presents it, every speaker is an author of its abstract.
 */

/** Where in the file a problem is: a line (CSV, XML, iCalendar), a JSON path, a sheet and row (XLSX). */
export interface ImportPlace {
  /** The file's name as given (for the report). */
  file: string;
  line?: number;
  /** A JSON path (`schedule.conference.days[1].rooms.Hall B[3].start`) or an XML element path. */
  path?: string;
  sheet?: string;
  row?: number;
  /** The field the problem is about, in the source's own naming. */
  field?: string;
}

export interface ImportProblem extends ImportPlace {
  /** What is wrong, for a person: "missing", "not a time", "overlaps session X in Hall B", ... */
  reason: string;
}

export interface ImportedRoom {
  sourceId: string;
  name: string;
  /** Where the item was read (for the shared checks' problems and the report); absent for items made in code. */
  place?: ImportPlace;
}

export interface ImportedSpeaker {
  sourceId: string;
  /**
   * The name split as the source gives it; a source with one name field (pretalx, frab, iCalendar) is split at its
   * last space ("Anna van Berg" → "Anna van" / "Berg"), and a single word is all `surname`.
   */
  firstname: string;
  surname: string;
  /** Absent where the format has no such field (pretalx, frab, iCalendar): the programme keeps what it has. */
  title?: string | null;
  /** Absent as `title` is. */
  affiliation?: string;
  /** ISO 3166-1 alpha-2 or a country name as given; '' when the source has none. */
  country: string;
  /** Not published: where ContactSpeaker writes to. */
  email: string | null;
  /** A biography as plain text, when the source has one. */
  biography: string | null;
  place?: ImportPlace;
}

export interface ImportedPresentation {
  sourceId: string;
  title: string;
  /** Instants, ISO 8601 in UTC (`…Z`), within the session's. */
  start: string;
  end: string;
  /** Plain text (HTML from a source is turned into text by the importer). */
  abstract: string | null;
  /** Speakers' source ids, in the source's order: the first presents. */
  speakerIds: string[];
  place?: ImportPlace;
}

export interface ImportedSession {
  sourceId: string;
  /**
   * The code printed in the programme (pretalx's `code`, else the talk's numeric `id`: a frab slug is too long to
   * print; the template's code column); '' lets VMX number it.
   */
  code: string;
  /** The code is the talk's id, for want of a code (frab): a session the programme has keeps the code it has. */
  codeFromId?: boolean;
  title: string;
  /** Instants, ISO 8601 in UTC (`…Z`). */
  start: string;
  end: string;
  roomId: string;
  /**
   * The session type's name (pretalx/frab `type`; the template's type column); '' for the default type. Absent where
   * the format has none (iCalendar): a session the programme has keeps its type, a new one takes the default.
   */
  type?: string;
  /** Tracks (pretalx/frab `track`, iCalendar's CATEGORIES, the template's tracks column): the programme's groups. */
  tracks: string[];
  /**
   * Chairs' source ids (the template's chairs column, iCalendar's CHAIR attendees, schedule2's moderators). Absent
   * where the format has no chairs (schedule JSON v1, the XML) or an iCalendar event names none: a session the
   * programme has keeps its chairs.
   */
  chairIds?: string[];
  cancelled: boolean;
  presentations: ImportedPresentation[];
  place?: ImportPlace;
}

export interface ImportedProgramme {
  /**
   * The source's IANA time zone (schedule JSON/XML `time_zone_name`, iCalendar's X-WR-TIMEZONE or first TZID, the
   * template's setting), else the event's. Not checked by the importers: the shared checks say whether it exists.
   */
  timeZone: string;
  /** Where the time zone was named; absent when it is the event's (ImportOptions.defaultTimeZone). */
  timeZonePlace?: ImportPlace;
  rooms: ImportedRoom[];
  speakers: ImportedSpeaker[];
  sessions: ImportedSession[];
  /**
   * The format holds one track per talk (schedule JSON and XML): a session the programme has with that track among
   * several keeps them all.
   */
  oneTrackPerSession?: boolean;
}

/**
 * An importer's answer: what it read, and what it could not. A file with problems imports nothing. An item the
 * reader could not use (no readable time, no id) is left out of `programme` and named in `problems`, so what is in
 * `programme` always keeps the types' promises (instants, ids) and a dry run can still show it.
 */
export interface ImportReading {
  programme: ImportedProgramme;
  problems: ImportProblem[];
}

/** A file given to an importer: its name (for the report) and its bytes, not yet decoded. */
export interface ImportFile {
  name: string;
  bytes: Uint8Array;
}

export interface ImportOptions {
  /**
   * The event's IANA time zone: the programme's zone when the source names none, and the zone of the iCalendar's
   * floating times and of the spreadsheet template without a Settings `timezone`. A schedule JSON/XML wall time
   * (no UTC offset) in a file that names no `time_zone_name` is a problem instead: that file says nothing of its zone.
   */
  defaultTimeZone: string;
}

/**
 * An importer: reads the files of one format (one file, or for the CSV template one file per table) into the model.
 * It never throws for bad content: every problem is in the answer with its place. Asynchronous because reading an
 * XLSX workbook is (exceljs); the others answer at once.
 */
export type ProgrammeImporter = (files: readonly ImportFile[], options: ImportOptions) => Promise<ImportReading>;

/**
 * The formats the importers read and the most bytes a file may have are the administration API's
 * (src/contracts/programmeAdmin.ts), named here as the importers know them.
 */
export {
  PROGRAMME_IMPORT_FORMATS as IMPORT_FORMATS,
  PROGRAMME_IMPORT_MAX_BYTES as IMPORT_MAX_BYTES,
  type ProgrammeImportFormat as ImportFormat,
} from '../../src/contracts';
