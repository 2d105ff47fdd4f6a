/**
 * One CSV cell, safe to open in a spreadsheet (RFC 4180 quoting; OWASP, "CSV Injection"): a spreadsheet opening a
 * CSV runs a cell that starts with `=`, `+`, `-` or `@` (and a tab or carriage return before one) as a formula. Such
 * a cell is written with a single quote before it (`'=HYPERLINK(…)`), which a spreadsheet shows as text; so is a cell
 * that already starts with quotes before such a character, so that an importer that drops that one quote again
 * (server/programmeImport/spreadsheet.ts) reads back exactly what was written. Every cell that holds the separator, a
 * quote or a line break is quoted. Shared by the programme's template export (server) and my area's download of what
 * was recorded (client).
 */

/** A cell a spreadsheet would take for a formula: quotes, then `=`, `+`, `-`, `@`, a tab or a carriage return. */
const FORMULA_LIKE = /^'*[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell as the CSV writes it: escaped against formula injection, then quoted when it must be. */
export function csvCell(value: string): string {
  const safe = FORMULA_LIKE.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows as a CSV file: a UTF-8 byte order mark (Excel needs it to read UTF-8), CRLF line ends. */
export function csvFile(rows: readonly (readonly string[])[]): string {
  return '\uFEFF' + rows.map((row) => row.map(csvCell).join(',') + '\r\n').join('');
}
