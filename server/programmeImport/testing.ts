/**
 * For the programme importers' tests: the real files under tests/fixtures/import (tests/fixtures/import/README.md
 * says where each comes from), files made from text or bytes, and the one problem a test expects.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
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
