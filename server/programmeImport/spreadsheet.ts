/**
 * The spreadsheet template (docs/import.md) read into the import model: tables Rooms, Speakers, Sessions,
 * Presentations and Settings, as the sheets of one XLSX workbook (by sheet name, any case; exceljs) or as CSV files
 * named after them (`sessions.csv`, any case; csv-parse). Only Sessions is required: without Rooms a session's room
 * names its room, without Speakers no one may be named, without Presentations a session has none.
 *
 * Columns are found by their header (first row, any case, any order; unknown columns are ignored); a required one
 * missing is one problem naming the table and the column, and that table is not read. Times are wall times
 * (`date` YYYY-MM-DD, `start`/`end` HH:MM) in the Settings row `timezone`, else in the event's zone.
 *
 * Every cell is read as the value it holds, never evaluated: `=HYPERLINK(…)`, `+cmd`, `-1+1` and `@SUM(…)` are text
 * as written (a CSV export must escape such cells again; of a CSV cell escaped so, `'=…`, the one quote is dropped).
 * A formula cell of an XLSX gives the value the spreadsheet saved with it (what its author saw), and a problem when it
 * saved none.
 */
import ExcelJS from 'exceljs';
import { parse as parseCsv } from 'csv-parse/sync';
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
import { decodeUtf8, htmlToText } from './text';
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
const TABLE_NAMES = Object.keys(TEMPLATE_TABLES) as TableName[];

/** A cell as read: text, or what an XLSX keeps typed (a date, a number) for the date and time columns. */
type Cell = string | number | Date;

interface Row {
  cells: Map<string, Cell>;
  /** `{file, line}` for CSV, `{file, sheet, row}` for XLSX. */
  place: ImportPlace;
  /** A cell could not be read (its problem given): the row is not read, and says nothing more. */
  unreadable?: boolean;
}

interface Table {
  name: TableName;
  rows: Row[];
  /** False when a required column is missing (its problem given): the table is there, but none of it is read. */
  readable: boolean;
}

export async function readSpreadsheetCsv(files: readonly ImportFile[], options: ImportOptions): Promise<ImportReading> {
  const problems: ImportProblem[] = [];
  const tables: Table[] = [];
  for (const file of files) {
    const base = (file.name.split(/[\\/]/).pop() ?? file.name).toLowerCase();
    const name = TABLE_NAMES.find((table) => `${table}.csv` === base);
    if (!name) {
      problems.push({
        file: file.name,
        reason: `not a table of the template: name the file ${TABLE_NAMES.map((table) => `${table}.csv`).join(', ')}`,
      });
      continue;
    }
    if (tables.some((table) => table.name === name)) {
      problems.push({ file: file.name, reason: `a second ${name}.csv: give each table once` });
      continue;
    }
    const decoded = decodeUtf8(file);
    if (decoded.problem) {
      problems.push(decoded.problem);
      continue;
    }
    const table = readCsvTable(file.name, name, decoded.text, problems);
    if (table) tables.push(table);
  }
  return new TemplateReader(options, problems).read(tables, files[0]?.name ?? '', 'file');
}

/** A CSV cell a spreadsheet would take for a formula once quoted against it: quotes, then `=`, `+`, `-`, `@`, tab or CR. */
const QUOTED_FORMULA = /^'+[=+\-@\t\r]/;

/**
 * A CSV cell with the one single quote dropped that VMX's CSV export (programmeExport/templateCsv.ts) and OWASP's
 * advice against formula injection put before a formula-like cell (`'=1+1` is read as `=1+1`, `''=1` as `'=1`), so
 * an exported programme imports as it was. Any other cell is read as it is.
 */
function unquoteFormula(cell: string): string {
  return QUOTED_FORMULA.test(cell) ? cell.slice(1) : cell;
}

/** The delimiter the header line uses most: `,`, `;` (spreadsheets set to a German or French locale) or a tab. */
function delimiterOf(text: string): string {
  const header = text.slice(0, text.indexOf('\n') === -1 ? text.length : text.indexOf('\n'));
  const counts = [',', ';', '\t'].map((delimiter) => ({ delimiter, count: header.split(delimiter).length - 1 }));
  return counts.reduce((best, candidate) => (candidate.count > best.count ? candidate : best)).delimiter;
}

interface CsvRecord {
  record: string[];
  info: { lines: number; empty_lines: number; comment_lines: number };
}

function readCsvTable(file: string, name: TableName, text: string, problems: ImportProblem[]): Table | null {
  let records: CsvRecord[];
  try {
    // With `info`, each record comes with where it ends in the file (csv-parse's types do not follow the option).
    records = parseCsv(text, {
      delimiter: delimiterOf(text),
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
    }) as unknown as CsvRecord[];
  } catch (error) {
    const line = typeof (error as { lines?: unknown }).lines === 'number' ? (error as { lines: number }).lines : undefined;
    problems.push({
      file,
      ...(line === undefined ? {} : { line }),
      reason: `not readable CSV: ${error instanceof Error ? error.message : String(error)}`,
    });
    return null;
  }
  const [header, ...body] = records;
  if (!header) {
    problems.push({ file, line: 1, reason: `empty: the ${name} table needs its header row` });
    return null;
  }
  const columns = columnsOf(header.record, name, { file, line: 1 }, problems);
  if (!columns) return { name, rows: [], readable: false };
  const rows: Row[] = [];
  let previousEnd = header.info.lines;
  let previousSkipped = header.info.empty_lines + header.info.comment_lines;
  for (const { record, info } of body) {
    const skipped = info.empty_lines + info.comment_lines;
    const line = previousEnd + 1 + (skipped - previousSkipped);
    previousEnd = info.lines;
    previousSkipped = skipped;
    // A row of empty cells (`,,,,` as spreadsheets save the rows below a table) is no row.
    if (record.every((value) => value.trim() === '')) continue;
    const cells = new Map<string, Cell>();
    columns.forEach((column, index) => {
      if (column !== null) cells.set(column, unquoteFormula(record[index] ?? ''));
    });
    rows.push({ cells, place: { file, line } });
  }
  return { name, rows, readable: true };
}

/**
 * The template column of each position of a header row (null for a column the template does not know), or null
 * with one problem per required column missing.
 */
function columnsOf(header: readonly unknown[], table: TableName, place: ImportPlace, problems: ImportProblem[]): (string | null)[] | null {
  const spec = TEMPLATE_TABLES[table];
  const known = new Set<string>([...spec.required, ...spec.optional]);
  const columns = header.map((title) => {
    const column = (typeof title === 'string' ? title : typeof title === 'number' ? String(title) : '').trim().toLowerCase();
    return known.has(column) ? column : null;
  });
  const missing = spec.required.filter((column) => !columns.includes(column));
  for (const column of missing) {
    problems.push({ ...place, field: column, reason: `missing column "${column}" in the ${table} table` });
  }
  return missing.length === 0 ? columns : null;
}

export async function readSpreadsheetXlsx(files: readonly ImportFile[], options: ImportOptions): Promise<ImportReading> {
  const [file] = files;
  const problems: ImportProblem[] = [];
  if (!file) return new TemplateReader(options, [{ file: '', reason: 'no file given' }]).read([], '', 'sheet');
  const unpacked = unpackedSize(file.bytes);
  if (unpacked === null || unpacked > XLSX_MAX_UNPACKED_BYTES) {
    const reason =
      unpacked === null
        ? 'not a readable XLSX workbook: not a ZIP archive'
        : `too large unpacked: ${Number.isFinite(unpacked) ? `${unpacked} bytes` : 'a ZIP64 archive'}, a workbook may unpack to at most ${XLSX_MAX_UNPACKED_BYTES} bytes`;
    return new TemplateReader(options, [{ file: file.name, reason }]).read([], '', 'sheet');
  }
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs types its input as its own Buffer (an ArrayBuffer); JSZip underneath reads an ArrayBuffer as well.
    await workbook.xlsx.load(new Uint8Array(file.bytes).buffer);
  } catch (error) {
    const reason = `not a readable XLSX workbook: ${error instanceof Error ? error.message : String(error)}`;
    return new TemplateReader(options, [{ file: file.name, reason }]).read([], '', 'sheet');
  }
  const tables: Table[] = [];
  for (const sheet of workbook.worksheets) {
    const name = TABLE_NAMES.find((table) => table === sheet.name.trim().toLowerCase());
    if (!name || tables.some((table) => table.name === name)) continue;
    const headerRow = sheet.getRow(1);
    const header: string[] = [];
    headerRow.eachCell({ includeEmpty: true }, (cell, column) => {
      header[column - 1] = cellText(cell.value);
    });
    const columns = columnsOf(
      Array.from(header, (title) => title ?? ''),
      name,
      { file: file.name, sheet: sheet.name, row: 1 },
      problems,
    );
    if (!columns) {
      tables.push({ name, rows: [], readable: false });
      continue;
    }
    const rows: Row[] = [];
    sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
      if (rowNumber === 1) return;
      const place = { file: file.name, sheet: sheet.name, row: rowNumber };
      const cells = new Map<string, Cell>();
      let unreadable = false;
      columns.forEach((column, index) => {
        if (column === null) return;
        const value = cellValue(row.getCell(index + 1).value);
        if (value === undefined) {
          problems.push({
            ...place,
            field: column,
            reason: 'a formula without a saved value: enter the value, or open and save the file in a spreadsheet',
          });
          unreadable = true;
        }
        cells.set(column, value ?? '');
      });
      // A formatted but empty row is no row.
      if (!unreadable && [...cells.values()].every((value) => typeof value === 'string' && value.trim() === '')) return;
      rows.push({ cells, place, ...(unreadable ? { unreadable } : {}) });
    });
    tables.push({ name, rows, readable: true });
  }
  return new TemplateReader(options, problems).read(tables, file.name, 'sheet');
}

/**
 * Ours: what an XLSX workbook (a ZIP archive of XML files) may unpack to. exceljs unpacks and parses all of it in
 * memory, so a small archive of huge files (a "ZIP bomb") is refused from its directory before exceljs sees it.
 */
const XLSX_MAX_UNPACKED_BYTES = 256 * 1024 * 1024;

/**
 * The sum of the unpacked sizes a ZIP archive's central directory declares, or null when the bytes are no ZIP
 * archive. ZIP64 archives (sizes in extra fields, 0xFFFFFFFF here) count as too large: no workbook needs one.
 */
function unpackedSize(bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end-of-central-directory record: 22 bytes and a comment of up to 65,535, at the end.
  let end = -1;
  for (let offset = bytes.length - 22; offset >= 0 && offset >= bytes.length - 22 - 65_535; offset--) {
    if (view.getUint32(offset, true) === 0x06054b50) {
      end = offset;
      break;
    }
  }
  if (end === -1) return null;
  const entries = view.getUint16(end + 10, true);
  let offset = view.getUint32(end + 16, true);
  let total = 0;
  for (let entry = 0; entry < entries; entry++) {
    if (offset + 46 > bytes.length || view.getUint32(offset, true) !== 0x02014b50) return null;
    const size = view.getUint32(offset + 24, true);
    if (size === 0xffffffff) return Number.POSITIVE_INFINITY;
    total += size;
    offset += 46 + view.getUint16(offset + 28, true) + view.getUint16(offset + 30, true) + view.getUint16(offset + 32, true);
  }
  return total;
}

type ExcelValue = ExcelJS.CellValue;

/** A cell's value as the template reads it; undefined for a formula the file saved no value of. */
function cellValue(value: ExcelValue): Cell | undefined {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number' || value instanceof Date) return value;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'object') {
    if ('formula' in value || 'sharedFormula' in value) {
      const result = (value as { result?: ExcelValue }).result;
      return result === undefined || result === null
        ? undefined
        : typeof result === 'object' && 'error' in result
          ? String(result.error)
          : cellValue(result);
    }
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value && 'hyperlink' in value) return typeof value.text === 'string' ? value.text : cellText(value.text);
    if ('error' in value) return String(value.error);
  }
  // exceljs has no other kind of cell value.
  return '';
}

function cellText(value: ExcelValue): string {
  const cell = cellValue(value) ?? '';
  return cell instanceof Date ? cell.toISOString() : String(cell);
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
    const cell = row.cells.get(column);
    if (cell === undefined) return '';
    return (cell instanceof Date ? cell.toISOString() : String(cell)).trim();
  }

  /** A `;`-separated list cell (tracks, chairs, speakers). */
  private list(row: Row, column: string): string[] {
    return this.text(row, column)
      .split(';')
      .map((item) => item.trim())
      .filter((item) => item !== '');
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
    const value = this.text(row, column).toLowerCase();
    if (['', 'no', 'false', '0', 'n'].includes(value)) return false;
    if (['yes', 'true', '1', 'y', 'x'].includes(value)) return true;
    this.problem(row, column, `not yes or no: ${this.text(row, column)}`);
    return null;
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
