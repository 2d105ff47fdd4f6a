/**
 * Issue 24's import figure (`import.largeMs`, budget ≤ 10 s): a 25,000-presentation schedule JSON (largeSchedule.ts)
 * imported through the administration API as `npm run import` does it: a dry run, the import kept as a draft, and
 * its publication (the rows written in one transaction), each a request to the server as `npm start` builds it
 * (server/app.ts) on a SQLite file with the demo congress. The figure is the three together; the reading alone
 * (readProgramme: decoding, parsing, the checks) is measured beside it, the file made beforehand and not timed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { ProgrammeImportReport } from '../../../src/contracts';
import { buildApp } from '../../../server/app';
import { createDb } from '../../../server/db/connection';
import { migrateAndSeedForTests } from '../../../server/testDatabases';
import { largeScheduleJson, measureLargeScheduleRead } from './largeSchedule';

/** Issue 24: 25,000 presentations, dry run and commit in ≤ 10 s. */
export const IMPORT_PRESENTATIONS = 25_000;
export const IMPORT_BUDGETS = { largeMs: 10_000 } as const;

export interface LargeImportFigures {
  presentations: number;
  bytes: number;
  readMs: number;
  dryRunMs: number;
  draftMs: number;
  publishMs: number;
  /** Dry run, draft and publication together. */
  largeMs: number;
  added: number;
}

export async function measureLargeImport(): Promise<LargeImportFigures> {
  const read = await measureLargeScheduleRead(IMPORT_PRESENTATIONS);
  const dir = mkdtempSync(join(tmpdir(), 'vmx-bench-import-'));
  const db = createDb({ file: join(dir, 'vmx.sqlite') });
  try {
    await migrateAndSeedForTests(db, 'demo');
    const app = await buildApp({ db, identity: { serviceClientId: 'bench', serviceClientSecret: 'bench-import-secret' } });
    try {
      const issued = await app.inject({
        method: 'POST',
        url: '/api/Core/AuthenticationToken?client_id=bench&client_secret=bench-import-secret',
      });
      const headers = { authorization: `Bearer ${issued.headers['x-service-token'] as string}` };
      const payload = { Files: [{ Name: 'large.json', Content: Buffer.from(largeScheduleJson(IMPORT_PRESENTATIONS)).toString('base64') }] };
      const timed = async (url: string, body?: object) => {
        const started = performance.now();
        const response = await app.inject({ method: 'POST', url, headers, ...(body ? { payload: body } : {}) });
        const ms = performance.now() - started;
        if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 500)}`);
        const report = response.json<ProgrammeImportReport>();
        if (report.Problems.length > 0) throw new Error(`${url}: ${JSON.stringify(report.Problems.slice(0, 3))}`);
        return { ms, report };
      };
      const dryRun = await timed('/api/Admin/Programme/Import?shortname=ehc2026&format=pretalx-json&dryrun=true', payload);
      const draft = await timed('/api/Admin/Programme/Import?shortname=ehc2026&format=pretalx-json', payload);
      const publish = await timed('/api/Admin/Programme/Publish?shortname=ehc2026');
      return {
        presentations: IMPORT_PRESENTATIONS,
        bytes: read.bytes,
        readMs: read.readMs,
        dryRunMs: dryRun.ms,
        draftMs: draft.ms,
        publishMs: publish.ms,
        largeMs: dryRun.ms + draft.ms + publish.ms,
        added: publish.report.Counts.presentation.Added,
      };
    } finally {
      await app.close();
    }
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}
