/**
 * For the programme importers' tests (and the exhibitors'): the real files under tests/fixtures/import
 * (tests/fixtures/import/README.md says where each comes from), files made from text or bytes, an XLSX workbook made
 * from rows, and the one problem a test expects.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { ImportFile, ImportOptions, ImportProblem } from './model';

const FIXTURES = new URL('../../tests/fixtures/import/', import.meta.url);

/** The event's zone in these tests: not the zone of any fixture, so a test sees which zone a time was read in. */
export const OPTIONS: ImportOptions = { defaultTimeZone: 'America/New_York' };

export function fixture(name: string): ImportFile {
  return { name, bytes: new Uint8Array(readFileSync(fileURLToPath(new URL(name, FIXTURES)))) };
}

export function textFile(name: string, text: string): ImportFile {
  return { name, bytes: new TextEncoder().encode(text) };
}

/** The problems whose reason contains `text`; the test fails unless there is exactly one. */
export function onlyProblem(problems: readonly ImportProblem[], text: string): ImportProblem {
  const found = problems.filter((problem) => problem.reason.includes(text));
  expect(found, `one problem "${text}" in ${JSON.stringify(problems, null, 1)}`).toHaveLength(1);
  return found[0] as ImportProblem;
}

/** An XLSX workbook with a sheet of these rows per name (exceljs; a cell may be a formula `{ formula, result }`). */
export async function workbook(sheets: Record<string, unknown[][]>): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = book.addWorksheet(name);
    for (const row of rows) sheet.addRow(row);
  }
  return new Uint8Array(await book.xlsx.writeBuffer());
}
