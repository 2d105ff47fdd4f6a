/**
 * The exhibitors' template (docs/import.md, "Exhibitors") read into the model: tables Exhibitors (required) and Tiers,
 * as CSV files `exhibitors.csv` and `tiers.csv` or as the sheets of one XLSX workbook. The tables, their columns and
 * their cells are read as the programme's template's are (server/programmeImport/templateTables.ts: headers in any
 * order and case, formulas never evaluated, an XLSX formula by its saved value); this module says what the cells
 * mean. Nothing is written; every cell it cannot use is a problem naming the file, line or sheet and row, and the
 * column. A file larger than the import's limit is refused unread, as the programme's are.
 */
import { safeExternalUrl } from '../../src/core/url';
import { tooLarge } from '../programmeImport';
import type { ImportFile, ImportProblem } from '../programmeImport/model';
import { readCsvTables, readXlsxTables, readYesNo, rowList, rowText, type Row, type Table } from '../programmeImport/templateTables';
import type { ExhibitorImportOptions, ExhibitorReading, ImportedExhibitor, ImportedTier } from './model';
import type { ExhibitorImportFormat } from '../../src/contracts';

/** The template's tables and their columns (docs/import.md). A tier's name per language: `name.de-DE`. */
export const EXHIBITOR_TABLES = {
  exhibitors: {
    required: ['id', 'name'],
    optional: [
      'tier',
      'rank',
      'booths',
      'website',
      'logo',
      'link',
      'pdf',
      'pdflabel',
      'email',
      'phone',
      'address',
      'summary',
      'description',
      'tags',
      'public',
      'hcponly',
    ],
  },
  tiers: { required: ['id', 'name'], optional: ['rank'], prefixed: ['name.'] },
} as const;
type TableName = keyof typeof EXHIBITOR_TABLES;

/** The tier of an exhibitor that names none: exhibits without a place on the logo grid. */
export const DEFAULT_TIER = 'Exhibitor';
/** Ours: what a source id may be, since it becomes the company's id in addresses (`/exhibitor/ca-0001`). */
const SOURCE_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;
/** Ours: the longest company and tier name (the routes take company ids of up to 200 characters too). */
const NAME_MAX = 200;
/** A booth number: no comma (the booths are kept comma-separated), at most 20 characters. */
const BOOTH = /^[^,;]{1,20}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Reads the files of one format. Never throws for what the files hold. */
export async function readExhibitors(
  format: ExhibitorImportFormat,
  files: readonly ImportFile[],
  options: ExhibitorImportOptions,
): Promise<ExhibitorReading> {
  const empty = { tiers: null, exhibitors: [] };
  const refused = tooLarge(files);
  if (refused.length > 0) return { exhibitors: empty, problems: refused };
  if (files.length === 0) return { exhibitors: empty, problems: [{ file: '', reason: 'no file given' }] };
  const problems: ImportProblem[] = [];
  let tables: Table<TableName>[];
  if (format === 'exhibitors-csv') tables = readCsvTables(files, EXHIBITOR_TABLES, problems);
  else {
    if (files.length > 1) {
      const reason = `one file only: the ${format} format reads one workbook`;
      return { exhibitors: empty, problems: files.slice(1).map((file) => ({ file: file.name, reason })) };
    }
    try {
      tables = (await readXlsxTables(files[0]!, EXHIBITOR_TABLES, problems)) ?? [];
    } catch (error) {
      // readXlsxTables answers every problem of content itself; this is exceljs failing on a file no test foresaw.
      const reason = `could not be read: ${error instanceof Error ? error.message : String(error)}`;
      return { exhibitors: empty, problems: [{ file: files[0]!.name, reason }] };
    }
    if (problems.length > 0 && tables.length === 0) return { exhibitors: empty, problems };
  }
  const table = (name: TableName) => tables.find((candidate) => candidate.name === name);
  const tiersTable = table('tiers');
  const tiers = tiersTable?.readable ? readTiers(tiersTable, options, problems) : null;
  const exhibitorsTable = table('exhibitors');
  if (!exhibitorsTable) {
    problems.push({
      file: files[0]!.name,
      reason:
        format === 'exhibitors-csv'
          ? 'no exhibitors table: give a file exhibitors.csv'
          : 'no exhibitors table: give a sheet named Exhibitors',
    });
  }
  // An unreadable Tiers table has its problem; the exhibitors are not checked against tiers no one could read.
  const tierCheck = tiersTable && !tiersTable.readable ? 'skip' : tiers;
  const exhibitors = exhibitorsTable?.readable ? readExhibitorRows(exhibitorsTable, tierCheck, problems) : [];
  return { exhibitors: { tiers, exhibitors }, problems };
}

function problem(problems: ImportProblem[], row: Row, field: string, reason: string) {
  problems.push({ ...row.place, field, reason });
}

/** A whole number of at least 1, or null for an empty cell; undefined (with a problem) for anything else. */
function rankOf(row: Row, problems: ImportProblem[]): number | null | undefined {
  const value = rowText(row, 'rank');
  if (value === '') return null;
  if (/^\d{1,9}$/.test(value) && Number(value) >= 1) return Number(value);
  problem(problems, row, 'rank', `not a whole number from 1: ${value}`);
  return undefined;
}

/** The id column as a source id, or null with a problem. */
function sourceIdOf(row: Row, what: string, seen: Map<string, Row>, problems: ImportProblem[]): string | null {
  const id = rowText(row, 'id');
  if (id === '') {
    problem(problems, row, 'id', `missing: the ${what} has no id`);
    return null;
  }
  if (!SOURCE_ID.test(id)) {
    problem(problems, row, 'id', `not an id: "${id}" (letters, digits, ".", "-" and "_", at most 100, starting with a letter or digit)`);
    return null;
  }
  // Ids are compared ignoring case: the exhibitor profile's address retries an id lower-cased.
  const first = seen.get(id.toLowerCase());
  if (first) {
    const where = first.place.line !== undefined ? `line ${first.place.line}` : `row ${first.place.row}`;
    problem(problems, row, 'id', `${what} id "${id}" is used twice (first in ${where})`);
    return null;
  }
  seen.set(id.toLowerCase(), row);
  return id;
}

function nameOf(row: Row, column: string, what: string, problems: ImportProblem[]): string | null {
  const name = rowText(row, column);
  if (name === '') problem(problems, row, column, `missing: ${what} has no name`);
  else if (name.length > NAME_MAX) problem(problems, row, column, `too long: at most ${NAME_MAX} characters`);
  else return name;
  return null;
}

function readTiers(table: Table, options: ExhibitorImportOptions, problems: ImportProblem[]): ImportedTier[] {
  const byLanguage = new Map(options.languages.map((language) => [language.toLowerCase(), language]));
  const reported = new Set<string>();
  const seen = new Map<string, Row>();
  const read: { tier: ImportedTier; given: number | null; index: number }[] = [];
  table.rows.forEach((row, index) => {
    if (row.unreadable) return;
    for (const column of row.cells.keys()) {
      if (!column.startsWith('name.') || byLanguage.has(column.slice('name.'.length)) || reported.has(column)) continue;
      reported.add(column);
      problem(
        problems,
        row,
        column,
        `the event has no language ${column.slice('name.'.length)}: its languages are ${options.languages.join(', ')}`,
      );
    }
    const id = sourceIdOf(row, 'tier', seen, problems);
    const name = nameOf(row, 'name', `tier "${id ?? ''}"`, problems);
    const rank = rankOf(row, problems);
    if (id === null || name === null || rank === undefined) return;
    const names = Object.fromEntries(
      options.languages.map((language) => [language, rowText(row, `name.${language.toLowerCase()}`) || name] as const),
    );
    read.push({ tier: { sourceId: id, names, rank: 0, place: row.place }, given: rank, index });
  });
  // The tiers' order: the ranks given, then the others as the table lists them.
  read.sort((a, b) => (a.given ?? Infinity) - (b.given ?? Infinity) || a.index - b.index);
  return read.map(({ tier }, position) => ({ ...tier, rank: position + 1 }));
}

/** A tier cell's tier id: a tier's id or one of its names (any case); without a Tiers table the text itself. */
function tierOf(row: Row, tiers: ImportedTier[] | null | 'skip', problems: ImportProblem[]): string | null {
  const value = rowText(row, 'tier');
  if (value === '') return DEFAULT_TIER;
  if (tiers === 'skip') return value;
  if (tiers === null) {
    if (value.length <= NAME_MAX) return value;
    problem(problems, row, 'tier', `too long: at most ${NAME_MAX} characters`);
    return null;
  }
  const folded = value.toLowerCase();
  const tier = tiers.find(
    (candidate) =>
      candidate.sourceId.toLowerCase() === folded || Object.values(candidate.names).some((name) => name.toLowerCase() === folded),
  );
  if (tier) return tier.sourceId;
  const known = tiers.map((candidate) => candidate.sourceId).join(', ');
  problem(problems, row, 'tier', `unknown tier "${value}": the tiers table has ${known || 'none'}`);
  return null;
}

/** An http(s) URL cell, null when empty; undefined (with a problem naming the cell) for anything else. */
function urlOf(row: Row, column: string, problems: ImportProblem[]): string | null | undefined {
  const value = rowText(row, column);
  if (value === '') return null;
  if (safeExternalUrl(value) !== null && URL.canParse(value)) return value;
  problem(problems, row, column, `not an http(s) URL: ${value.length > 80 ? `${value.slice(0, 80)}…` : value}`);
  return undefined;
}

function flagOf(row: Row, column: string, empty: boolean, problems: ImportProblem[]): boolean | undefined {
  const value = readYesNo(rowText(row, column), empty);
  if (value !== null) return value;
  problem(problems, row, column, `not yes or no: ${rowText(row, column)}`);
  return undefined;
}

function optional(row: Row, column: string): string | null {
  const value = rowText(row, column);
  return value === '' ? null : value;
}

function readExhibitorRows(table: Table, tiers: ImportedTier[] | null | 'skip', problems: ImportProblem[]): ImportedExhibitor[] {
  const seen = new Map<string, Row>();
  const exhibitors: ImportedExhibitor[] = [];
  for (const row of table.rows) {
    if (row.unreadable) continue;
    const id = sourceIdOf(row, 'exhibitor', seen, problems);
    const name = nameOf(row, 'name', `exhibitor "${id ?? ''}"`, problems);
    const tier = tierOf(row, tiers, problems);
    const rank = rankOf(row, problems);
    const booths = rowText(row, 'booths')
      .split(/[;,]/)
      .map((booth) => booth.trim())
      .filter((booth) => booth !== '');
    const badBooth = booths.find((booth) => !BOOTH.test(booth));
    if (badBooth !== undefined) problem(problems, row, 'booths', `not a booth number (at most 20 characters): ${badBooth}`);
    const [website, logo, link, pdf] = (['website', 'logo', 'link', 'pdf'] as const).map((column) => urlOf(row, column, problems));
    const email = optional(row, 'email');
    if (email !== null && !EMAIL.test(email)) problem(problems, row, 'email', `not an e-mail address: ${email}`);
    const isPublic = flagOf(row, 'public', true, problems);
    const hcpOnly = flagOf(row, 'hcponly', false, problems);
    if (
      id === null ||
      name === null ||
      tier === null ||
      rank === undefined ||
      badBooth !== undefined ||
      website === undefined ||
      logo === undefined ||
      link === undefined ||
      pdf === undefined ||
      (email !== null && !EMAIL.test(email)) ||
      isPublic === undefined ||
      hcpOnly === undefined
    ) {
      continue;
    }
    exhibitors.push({
      sourceId: id,
      name,
      tier,
      rank,
      booths: [...new Set(booths)],
      website,
      logo,
      link,
      pdf,
      pdfLabel: optional(row, 'pdflabel'),
      email,
      phone: optional(row, 'phone'),
      address: optional(row, 'address'),
      summary: optional(row, 'summary'),
      description: optional(row, 'description'),
      tags: [...new Set(rowList(row, 'tags'))],
      isPublic,
      hcpOnly,
      place: row.place,
    });
  }
  return exhibitors;
}
