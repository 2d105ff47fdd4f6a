/**
 * The spreadsheet template (docs/import.md) read into the import model: tables Rooms, Speakers, Sessions,
 * Presentations and Settings, as the sheets of one XLSX workbook (by sheet name, any case; exceljs) or as CSV files
 * named after them (`sessions.csv`, any case; csv-parse). Only Sessions is required: without Rooms a session's room
 * names its room, without Speakers no one may be named, without Presentations a session has none.
 *
 * The tables, their columns and cells (formulas never evaluated) are read by templateTables.ts, as the exhibitors'
 * template's are. Times are wall times (`date` YYYY-MM-DD, `start`/`end` HH:MM) in the Settings row `timezone`, else
 * in the event's zone.
 */
import type {
  ImportedPresentation,
  ImportedRoom,
  ImportedSession,
  ImportedSpeaker,
  ImportFile,
  ImportOptions,
  ImportPlace,
  ImportProblem,
  ImportReading,
} from './model';
import { readCsvTables, readXlsxTables, readYesNo, rowList, rowText, type Row, type Table as TemplateTable } from './templateTables';
import { htmlToText } from './text';
import { instantInZone, isKnownTimeZone, readTimeOfDay, wallTimeToInstant } from './time';

/** The template's tables and their columns (docs/import.md). */
export const TEMPLATE_TABLES = {
  rooms: { required: ['id', 'name'], optional: [] },
  speakers: { required: ['id', 'firstname', 'surname'], optional: ['title', 'affiliation', 'country', 'email', 'biography'] },
  sessions: { required: ['id', 'title', 'room', 'date', 'start', 'end'], optional: ['code', 'type', 'tracks', 'cancelled', 'chairs'] },
  presentations: { required: ['id', 'session', 'title'], optional: ['start', 'end', 'speakers', 'abstract'] },
  settings: { required: ['key', 'value'], optional: [] },
} as const;
type TableName = keyof typeof TEMPLATE_TABLES;
type Table = TemplateTable<TableName>;

export async function readSpreadsheetCsv(files: readonly ImportFile[], options: ImportOptions): Promise<ImportReading> {
  const problems: ImportProblem[] = [];
  const tables = readCsvTables(files, TEMPLATE_TABLES, problems);
  return new TemplateReader(options, problems).read(tables, files[0]?.name ?? '', 'file');
}

export async function readSpreadsheetXlsx(files: readonly ImportFile[], options: ImportOptions): Promise<ImportReading> {
  const [file] = files;
  const problems: ImportProblem[] = [];
  if (!file) return new TemplateReader(options, [{ file: '', reason: 'no file given' }]).read([], '', 'sheet');
  const tables = await readXlsxTables(file, TEMPLATE_TABLES, problems);
  if (!tables) return new TemplateReader(options, problems).read([], '', 'sheet');
  return new TemplateReader(options, problems).read(tables, file.name, 'sheet');
}

/** Turns the tables into the model; the same for CSV and XLSX. */
class TemplateReader {
  private readonly rooms = new Map<string, ImportedRoom>();
  private readonly speakers: ImportedSpeaker[] = [];
  private readonly sessions = new Map<string, ImportedSession>();
  /** Sessions whose times could not be read: their presentations are not a second problem. */
  private readonly unreadSessions = new Set<string>();
  private timeZone: string;
  private timeZonePlace: ImportPlace | undefined;

  constructor(
    options: ImportOptions,
    private readonly problems: ImportProblem[],
  ) {
    this.timeZone = options.defaultTimeZone;
  }

  /** `file` names the file a missing Sessions table is reported on ('' when the file could not be read at all). */
  read(tables: readonly Table[], file: string, unit: 'file' | 'sheet'): ImportReading {
    const table = (name: TableName) => tables.find((candidate) => candidate.name === name);
    const readable = (name: TableName) => {
      const found = table(name);
      return found?.readable ? found : undefined;
    };
    const settings = readable('settings');
    if (settings) this.readSettings(settings);
    const rooms = readable('rooms');
    if (rooms) this.readRooms(rooms);
    const speakers = readable('speakers');
    if (speakers) this.readSpeakers(speakers);
    const sessions = readable('sessions');
    // Without a readable Rooms table a session's room names its room (an unreadable one has its problem already).
    if (sessions) this.readSessions(sessions, rooms !== undefined);
    else if (!table('sessions') && file !== '') {
      this.problems.push({
        file,
        reason: unit === 'file' ? 'no sessions table: give a file sessions.csv' : 'no sessions table: give a sheet named Sessions',
      });
    }
    const presentations = readable('presentations');
    if (presentations) this.readPresentations(presentations);
    return {
      programme: {
        timeZone: this.timeZone,
        ...(this.timeZonePlace ? { timeZonePlace: this.timeZonePlace } : {}),
        rooms: [...this.rooms.values()],
        speakers: this.speakers,
        sessions: [...this.sessions.values()],
      },
      problems: this.problems,
    };
  }

  private problem(row: Row, field: string, reason: string) {
    this.problems.push({ ...row.place, field, reason });
  }

  private text(row: Row, column: string): string {
    return rowText(row, column);
  }

  private list(row: Row, column: string): string[] {
    return rowList(row, column);
  }

  private readSettings(table: Table) {
    for (const row of table.rows) {
      if (row.unreadable) continue;
      const key = this.text(row, 'key').toLowerCase();
      if (key === 'timezone') {
        this.timeZone = this.text(row, 'value');
        this.timeZonePlace = { ...row.place, field: 'value' };
      } else if (key !== '') this.problem(row, 'key', `unknown setting "${this.text(row, 'key')}": the template knows timezone`);
    }
  }

  private readRooms(table: Table) {
    for (const row of table.rows) {
      if (row.unreadable) continue;
      const id = this.text(row, 'id');
      const name = this.text(row, 'name');
      if (id === '') this.problem(row, 'id', 'missing: the room has no id');
      else if (name === '') this.problem(row, 'name', `missing: room "${id}" has no name`);
      // A second room of the same id is the shared checks' problem; the first one is kept for the references.
      else if (this.rooms.has(id)) this.problems.push({ ...row.place, field: 'id', reason: `room id "${id}" is used twice` });
      else this.rooms.set(id, { sourceId: id, name, place: row.place });
    }
  }

  private readSpeakers(table: Table) {
    for (const row of table.rows) {
      if (row.unreadable) continue;
      const id = this.text(row, 'id');
      if (id === '') {
        this.problem(row, 'id', 'missing: the speaker has no id');
        continue;
      }
      const title = this.text(row, 'title');
      const email = this.text(row, 'email');
      const biography = this.text(row, 'biography');
      this.speakers.push({
        sourceId: id,
        firstname: this.text(row, 'firstname'),
        surname: this.text(row, 'surname'),
        title: title === '' ? null : title,
        affiliation: this.text(row, 'affiliation'),
        country: this.text(row, 'country'),
        email: email === '' ? null : email,
        biography: biography === '' ? null : htmlToText(biography),
        place: row.place,
      });
    }
  }

  private readSessions(table: Table, hasRoomsTable: boolean) {
    for (const row of table.rows) {
      const id = this.text(row, 'id');
      if (row.unreadable) {
        this.unreadSessions.add(id);
        continue;
      }
      if (id === '') {
        this.problem(row, 'id', 'missing: the session has no id');
        continue;
      }
      const title = this.text(row, 'title');
      if (title === '') {
        this.problem(row, 'title', `missing: session "${id}" has no title`);
        this.unreadSessions.add(id);
        continue;
      }
      const room = this.room(row, hasRoomsTable);
      const date = this.date(row);
      const start = date === null ? null : this.instant(row, date, 'start');
      const end = date === null ? null : this.instant(row, date, 'end');
      const cancelled = this.flag(row, 'cancelled');
      if (room === null || start === null || end === null || cancelled === null) {
        this.unreadSessions.add(id);
        continue;
      }
      if (this.sessions.has(id)) {
        this.problem(row, 'id', `session id "${id}" is used twice`);
        continue;
      }
      this.sessions.set(id, {
        sourceId: id,
        code: this.text(row, 'code'),
        title,
        start,
        end,
        roomId: room,
        type: this.text(row, 'type'),
        tracks: this.list(row, 'tracks'),
        chairIds: this.list(row, 'chairs'),
        cancelled,
        presentations: [],
        place: row.place,
      });
    }
  }

  /** A session's room: a room's id, else a room's name; without a Rooms table the name makes the room. */
  private room(row: Row, hasRoomsTable: boolean): string | null {
    const value = this.text(row, 'room');
    if (value === '') {
      this.problem(row, 'room', 'missing: the session has no room');
      return null;
    }
    if (this.rooms.has(value)) return value;
    const byName = [...this.rooms.values()].find((room) => room.name.toLowerCase() === value.toLowerCase());
    if (byName) return byName.sourceId;
    if (!hasRoomsTable) {
      this.rooms.set(value, { sourceId: value, name: value, place: { ...row.place, field: 'room' } });
      return value;
    }
    // An unknown room is the shared checks' problem (a reference to no room).
    return value;
  }

  private date(row: Row): string | null {
    const cell = row.cells.get('date');
    if (cell instanceof Date) return cell.toISOString().slice(0, 10);
    if (typeof cell === 'number' && cell > 0) return new Date(Math.round((cell - 25569) * 86_400_000)).toISOString().slice(0, 10);
    const value = this.text(row, 'date');
    if (/^\d{4}-\d{2}-\d{2}$/.test(value) && wallTimeToInstant(value, '00:00', 'UTC') !== null) return value;
    this.problem(row, 'date', value === '' ? 'missing: the session has no date' : `not a date (YYYY-MM-DD): ${value}`);
    return null;
  }

  /** A wall time of `column` on `date` in the template's zone; null with a problem (none when the zone is the problem). */
  private instant(row: Row, date: string, column: 'start' | 'end'): string | null {
    const time = this.time(row, column);
    if (time === null) return null;
    if (!isKnownTimeZone(this.timeZone)) return null;
    return wallTimeToInstant(date, time, this.timeZone);
  }

  /** A time of day: text `HH:MM`, an XLSX time (a date on 1899-12-30, or a fraction of a day). */
  private time(row: Row, column: string): string | null {
    const cell = row.cells.get(column);
    if (cell instanceof Date) return cell.toISOString().slice(11, 19);
    if (typeof cell === 'number' && cell >= 0 && cell < 1) {
      const seconds = Math.round(cell * 86_400);
      return [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60]
        .map((part) => String(part).padStart(2, '0'))
        .join(':');
    }
    const value = this.text(row, column);
    const time = readTimeOfDay(value);
    if (time === null) this.problem(row, column, value === '' ? `missing: no ${column} time` : `not a time (HH:MM): ${value}`);
    return time;
  }

  private flag(row: Row, column: string): boolean | null {
    const value = readYesNo(this.text(row, column));
    if (value === null) this.problem(row, column, `not yes or no: ${this.text(row, column)}`);
    return value;
  }

  private readPresentations(table: Table) {
    for (const row of table.rows) {
      if (row.unreadable) continue;
      const id = this.text(row, 'id');
      if (id === '') {
        this.problem(row, 'id', 'missing: the presentation has no id');
        continue;
      }
      const sessionId = this.text(row, 'session');
      const session = this.sessions.get(sessionId);
      if (!session) {
        if (!this.unreadSessions.has(sessionId)) {
          this.problem(
            row,
            'session',
            sessionId === ''
              ? 'missing: the presentation names no session'
              : `presentation "${id}" names session "${sessionId}", which the sessions table does not have`,
          );
        }
        continue;
      }
      const title = this.text(row, 'title');
      if (title === '') {
        this.problem(row, 'title', `missing: presentation "${id}" has no title`);
        continue;
      }
      const times = this.presentationTimes(row, session);
      if (times === null) continue;
      const abstract = htmlToText(this.text(row, 'abstract'));
      const presentation: ImportedPresentation = {
        sourceId: id,
        title,
        ...times,
        abstract: abstract === '' ? null : abstract,
        speakerIds: this.list(row, 'speakers'),
        place: row.place,
      };
      session.presentations.push(presentation);
    }
  }

  /** Both times on the session's day, or neither: the presentation then takes the session's whole slot. */
  private presentationTimes(row: Row, session: ImportedSession): { start: string; end: string } | null {
    const given = (column: string) =>
      row.cells.has(column) &&
      (row.cells.get(column) instanceof Date || this.text(row, column) !== '' || typeof row.cells.get(column) === 'number');
    if (!given('start') && !given('end')) return { start: session.start, end: session.end };
    if (!given('start') || !given('end')) {
      this.problem(row, given('start') ? 'end' : 'start', 'give both start and end, or neither (the session’s times)');
      return null;
    }
    if (!isKnownTimeZone(this.timeZone)) return null;
    const day = instantInZone(session.start, this.timeZone).date;
    const start = this.instant(row, day, 'start');
    const end = this.instant(row, day, 'end');
    return start === null || end === null ? null : { start, end };
  }
}
