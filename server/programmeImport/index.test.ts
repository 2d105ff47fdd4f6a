/**
 * readProgramme, the importers' one door: a file over IMPORT_MAX_BYTES is refused unread, each format but csv
 * takes one file, and a 25,000-presentation schedule JSON (tests/bench/import/largeSchedule.ts) is read and checked
 * whole. The bench measures its time (import.largeMs); here a loose bound only catches a read gone quadratic.
 */
import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { largeScheduleJson } from '../../tests/bench/import/largeSchedule';
import { IMPORT_FORMATS, IMPORT_MAX_BYTES, readProgramme } from './index';
import { fixture, OPTIONS } from './testing';

describe('readProgramme', () => {
  it('refuses a file larger than IMPORT_MAX_BYTES in every format without reading it', async () => {
    // Zero bytes: read, they would be a syntax error (JSON, XML, iCalendar) or a file without tables.
    const big = { name: 'big.file', bytes: new Uint8Array(IMPORT_MAX_BYTES + 1) };
    for (const format of IMPORT_FORMATS) {
      const { programme, problems } = await readProgramme(format, [big], OPTIONS);
      expect(programme.sessions).toEqual([]);
      expect(problems).toEqual([
        {
          file: 'big.file',
          reason: `too large: ${IMPORT_MAX_BYTES + 1} bytes, an import takes at most ${IMPORT_MAX_BYTES} bytes (40 MB) per file`,
        },
      ]);
    }
  });

  it('reads a file of exactly IMPORT_MAX_BYTES', async () => {
    const { problems } = await readProgramme('pretalx-json', [{ name: 'max.json', bytes: new Uint8Array(IMPORT_MAX_BYTES) }], OPTIONS);
    expect(problems.map((problem) => problem.reason)).toEqual(['not valid JSON at line 1, column 1: InvalidSymbol']);
  });

  it('takes one file for a schedule, a calendar or a workbook, and says so of the others', async () => {
    const { problems } = await readProgramme('pretalx-json', [fixture('pretalx-democon.json'), fixture('pretalx-rc3.json')], OPTIONS);
    expect(problems).toEqual([{ file: 'pretalx-rc3.json', reason: 'one file only: the pretalx-json format reads one file' }]);
    expect((await readProgramme('ical', [], OPTIONS)).problems).toEqual([{ file: '', reason: 'no file given' }]);
  });

  it('reads a 25,000-presentation schedule JSON whole, with no problem', { timeout: 60_000 }, async () => {
    const bytes = new TextEncoder().encode(largeScheduleJson(25_000));
    const started = performance.now();
    const { programme, problems } = await readProgramme('pretalx-json', [{ name: 'large.json', bytes }], {
      defaultTimeZone: 'Europe/Berlin',
    });
    const elapsed = performance.now() - started;
    expect(problems).toEqual([]);
    expect(programme.sessions).toHaveLength(25_000);
    expect(programme.rooms).toHaveLength(100);
    expect(programme.speakers).toHaveLength(10_000);
    expect(programme.sessions[0]).toMatchObject({ roomId: 'Room 001', start: '2026-06-10T06:00:00Z', end: '2026-06-10T06:15:00Z' });
    // The whole import's budget is 10 s; reading alone takes about a second on a busy two-core machine.
    expect(elapsed).toBeLessThan(10_000);
  });
});
