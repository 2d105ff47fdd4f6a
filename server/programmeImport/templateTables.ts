/**
 * The tables of a spreadsheet template read from CSV files or an XLSX workbook, whatever the template: the
 * programme's (spreadsheet.ts) and the exhibitors' (server/exhibitorImport). A template is a map of table names to
 * their columns; a table is a CSV file named after it (`sessions.csv`, any case; csv-parse) or a sheet of that name
 * (any case; exceljs; other sheets are ignored).
 *
 * Columns are found by their header (first row, any case, any order; unknown columns are ignored); a required one
 * missing is one problem naming the table and the column, and that table is not read. Empty rows are skipped.
 *
 * Every cell is read as the value it holds, never evaluated: `=HYPERLINK(…)`, `+cmd`, `-1+1` and `@SUM(…)` are text
 * as written (a CSV export must escape such cells again; of a CSV cell escaped so, `'=…`, the one quote is dropped).
 * A formula cell of an XLSX gives the value the spreadsheet saved with it (what its author saw), and a problem when it
 * saved none.
 */
import ExcelJS from 'exceljs';
import { parse as parseCsv } from 'csv-parse/sync';
import type { ImportFile, ImportPlace, ImportProblem } from './model';
import { decodeUtf8 } from './text';

/** A table's columns: those it must have, those it may have, and prefixes of columns it may have (`name.de-DE`). */
export interface TableSpec {
  required: readonly string[];
  optional: readonly string[];
  prefixed?: readonly string[];
}

/** A cell as read: text, or what an XLSX keeps typed (a date, a number) for the date and time columns. */
export type Cell = string | number | Date;

export interface Row {
  /** By column, lower-cased as the header names it. */
  cells: Map<string, Cell>;
  /** `{file, line}` for CSV, `{file, sheet, row}` for XLSX. */
  place: ImportPlace;
  /** A cell could not be read (its problem given): the row is not read, and says nothing more. */
  unreadable?: boolean;
}

export interface Table<Name extends string = string> {
  name: Name;
  rows: Row[];
  /** False when a required column is missing (its problem given): the table is there, but none of it is read. */
  readable: boolean;
}

/** The tables of `specs` among CSV files named after them; every file that is none of them is a problem. */
export function readCsvTables<Name extends string>(
  files: readonly ImportFile[],
  specs: Readonly<Record<Name, TableSpec>>,
  problems: ImportProblem[],
): Table<Name>[] {
  const names = Object.keys(specs) as Name[];
  const tables: Table<Name>[] = [];
  for (const file of files) {
    const base = (file.name.split(/[\\/]/).pop() ?? file.name).toLowerCase();
    const name = names.find((table) => `${table}.csv` === base);
    if (!name) {
      problems.push({
        file: file.name,
        reason: `not a table of the template: name the file ${names.map((table) => `${table}.csv`).join(', ')}`,
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
    const table = readCsvTable(file.name, name, specs[name], decoded.text, problems);
    if (table) tables.push(table);
  }
  return tables;
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

function readCsvTable<Name extends string>(
  file: string,
  name: Name,
  spec: TableSpec,
  text: string,
  problems: ImportProblem[],
): Table<Name> | null {
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
  const columns = columnsOf(header.record, name, spec, { file, line: 1 }, problems);
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
function columnsOf(
  header: readonly unknown[],
  table: string,
  spec: TableSpec,
  place: ImportPlace,
  problems: ImportProblem[],
): (string | null)[] | null {
  const known = new Set<string>([...spec.required, ...spec.optional]);
  const columns = header.map((title) => {
    const column = (typeof title === 'string' ? title : typeof title === 'number' ? String(title) : '').trim().toLowerCase();
    return known.has(column) || (spec.prefixed ?? []).some((prefix) => column.startsWith(prefix) && column.length > prefix.length)
      ? column
      : null;
  });
  const missing = spec.required.filter((column) => !columns.includes(column));
  for (const column of missing) {
    problems.push({ ...place, field: column, reason: `missing column "${column}" in the ${table} table` });
  }
  return missing.length === 0 ? columns : null;
}

/**
 * The tables of `specs` among the sheets of an XLSX workbook, or null with a problem when the file is no workbook
 * that may be read (not a ZIP archive, too large unpacked, not an XLSX).
 */
export async function readXlsxTables<Name extends string>(
  file: ImportFile,
  specs: Readonly<Record<Name, TableSpec>>,
  problems: ImportProblem[],
): Promise<Table<Name>[] | null> {
  const names = Object.keys(specs) as Name[];
  const unpacked = unpackedSize(file.bytes);
  if (unpacked === null || unpacked > XLSX_MAX_UNPACKED_BYTES) {
    const reason =
      unpacked === null
        ? 'not a readable XLSX workbook: not a ZIP archive'
        : `too large unpacked: ${Number.isFinite(unpacked) ? `${unpacked} bytes` : 'a ZIP64 archive'}, a workbook may unpack to at most ${XLSX_MAX_UNPACKED_BYTES} bytes`;
    problems.push({ file: file.name, reason });
    return null;
  }
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs types its input as its own Buffer (an ArrayBuffer); JSZip underneath reads an ArrayBuffer as well.
    await workbook.xlsx.load(new Uint8Array(file.bytes).buffer);
  } catch (error) {
    problems.push({ file: file.name, reason: `not a readable XLSX workbook: ${error instanceof Error ? error.message : String(error)}` });
    return null;
  }
  const tables: Table<Name>[] = [];
  for (const sheet of workbook.worksheets) {
    const name = names.find((table) => table === sheet.name.trim().toLowerCase());
    if (!name || tables.some((table) => table.name === name)) continue;
    const headerRow = sheet.getRow(1);
    const header: string[] = [];
    headerRow.eachCell({ includeEmpty: true }, (cell, column) => {
      header[column - 1] = cellText(cell.value);
    });
    const columns = columnsOf(
      Array.from(header, (title) => title ?? ''),
      name,
      specs[name],
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
  return tables;
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

/** A cell as trimmed text ('' when the table has no such column). */
export function rowText(row: Row, column: string): string {
  const cell = row.cells.get(column);
  if (cell === undefined) return '';
  return (cell instanceof Date ? cell.toISOString() : String(cell)).trim();
}

/** A `;`-separated list cell (tracks, chairs, speakers, booths, tags). */
export function rowList(row: Row, column: string): string[] {
  return rowText(row, column)
    .split(';')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** A yes/no cell: `yes`/`no`, `true`/`false`, `1`/`0`, `y`/`n`, `x`; empty is `empty`; anything else null. */
export function readYesNo(value: string, empty = false): boolean | null {
  const folded = value.trim().toLowerCase();
  if (folded === '') return empty;
  if (['no', 'false', '0', 'n'].includes(folded)) return false;
  if (['yes', 'true', '1', 'y', 'x'].includes(folded)) return true;
  return null;
}
