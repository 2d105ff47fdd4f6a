/**
 * Issue 23's ingestion figure (`analytics.ingestPerSec`, budget ≥ 5,000 events a second on one server process):
 * tracked events posted to POST /api/Analytics/Events and stored, per second. The server runs in this process, as
 * `npm start` builds it (server/app.ts: every route, the roll-up and retention jobs) on a SQLite file with the demo
 * congress, behind a trusted proxy (the clients name public addresses in X-Forwarded-For, so that every batch is
 * looked up in the geo database). A child process (analytics/ingestClients.ts) runs INGEST_CONCURRENCY clients that
 * post INGEST_BATCHES batches of ANALYTICS_MAX_BATCH events as text/plain (navigator.sendBeacon's way): half with the
 * analytics consent and a visitor id, a quarter of those signed in with advanced tracking on (their token verified).
 * The figure is the rows in analytics_events at the end, counted, divided by the clients' wall time; a warm-up round
 * before it is not counted.
 */
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { ANALYTICS_MAX_BATCH, RESOURCE_SETS, TRACKING_KINDS, type TrackingBatch } from '../../../src/contracts';
import { buildApp } from '../../../server/app';
import { createDb } from '../../../server/db/connection';
import { writeContentVersions } from '../../../server/db/contentVersions';
import { DEMO_EVENT_ID } from '../../../server/db/seed/identity';
import { migrateAndSeedForTests } from '../../../server/testDatabases';
import { signInDemoUsers } from '../../../server/testing';
import type { IngestClientsPlan, IngestClientsReport } from './ingestClients';

/** Issue 23: at least 5,000 events a second accepted and stored by one process. */
export const INGEST_BUDGETS = { ingestPerSec: 5_000 } as const;
const INGEST_BATCHES = 1_000;
const INGEST_CONCURRENCY = 32;
const WARM_UP_BATCHES = 100;
/** Public addresses of a few countries, as a proxy forwards them. */
const ADDRESSES = ['193.99.144.80', '81.2.69.142', '8.8.8.8', '2.16.0.1', '62.156.0.1'];

export interface IngestFigures {
  /** Events stored per second. */
  ingestPerSec: number;
  events: number;
  batches: number;
  concurrency: number;
  ms: number;
  refused: number;
}

export async function measureIngestion(): Promise<IngestFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'vmx-bench-analytics-'));
  const db = createDb({ file: join(dir, 'vmx.sqlite') });
  try {
    await migrateAndSeedForTests(db, 'demo');
    await turnAdvancedTrackingOn(db);
    const app = await buildApp({ db, rateLimitScale: 1_000_000, trustProxy: true });
    try {
      const users = await signInDemoUsers(app, ['visitor', 'attendee', 'hcp', 'member']);
      const tokens = Object.values(users).map((user) => user.token);
      await app.listen({ port: 0, host: '127.0.0.1' });
      const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const bodies = Array.from({ length: 64 }, (_, i) => JSON.stringify(batch(i, tokens)));
      const plan = { baseUrl, bodies, addresses: ADDRESSES, concurrency: INGEST_CONCURRENCY };

      await runClients({ ...plan, batches: WARM_UP_BATCHES });
      await db.deleteFrom('analytics_events').execute();
      const report = await runClients({ ...plan, batches: INGEST_BATCHES });
      if (report.refused > 0) throw new Error(`${report.refused} batches refused: ${report.firstError}`);
      const { count } = await db
        .selectFrom('analytics_events')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      const events = Number(count);
      if (events !== INGEST_BATCHES * ANALYTICS_MAX_BATCH)
        throw new Error(`${events} events stored of ${INGEST_BATCHES * ANALYTICS_MAX_BATCH}`);
      return {
        ingestPerSec: events / (report.ms / 1000),
        events,
        batches: INGEST_BATCHES,
        concurrency: INGEST_CONCURRENCY,
        ms: report.ms,
        refused: report.refused,
      };
    } finally {
      await app.close();
    }
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A page's batch: ANALYTICS_MAX_BATCH events of every kind; with consent for even i, signed in for every fourth. */
function batch(i: number, tokens: readonly string[]): TrackingBatch {
  const consent = i % 2 === 0;
  const now = Date.now();
  return {
    eventId: DEMO_EVENT_ID,
    consent,
    ...(consent ? { visitor: randomUUID() } : {}),
    ...(consent && i % 4 === 0 ? { token: tokens[(i / 4) % tokens.length]! } : {}),
    device: (['mobile', 'tablet', 'desktop'] as const)[i % 3]!,
    events: Array.from({ length: ANALYTICS_MAX_BATCH }, (_, j) => ({
      kind: TRACKING_KINDS[j % TRACKING_KINDS.length]!,
      at: new Date(now - j * 1_000).toISOString(),
      page: 'exhibitorProfile',
      element: j % 5 === 0 ? 'Downloads' : '',
      targetType: 'company' as const,
      targetId: String(100 + (j % 40)),
      ...(j % 4 === 0 ? { seconds: 12.5 } : {}),
    })),
  };
}

async function turnAdvancedTrackingOn(db: ReturnType<typeof createDb>): Promise<void> {
  const rows = await db
    .selectFrom('resources')
    .select(['language', 'resourcevalue'])
    .where('event_id', '=', DEMO_EVENT_ID)
    .where('setname', '=', RESOURCE_SETS.config)
    .where('resourcename', '=', RESOURCE_SETS.config)
    .execute();
  for (const row of rows) {
    await db
      .updateTable('resources')
      .set({ resourcevalue: JSON.stringify({ ...(JSON.parse(row.resourcevalue) as object), advancedUserTracking: true }) })
      .where('event_id', '=', DEMO_EVENT_ID)
      .where('setname', '=', RESOURCE_SETS.config)
      .where('resourcename', '=', RESOURCE_SETS.config)
      .where('language', '=', row.language)
      .execute();
  }
  await writeContentVersions(db, [DEMO_EVENT_ID]);
}

function runClients(plan: IngestClientsPlan): Promise<IngestClientsReport> {
  const child = fork(fileURLToPath(new URL('./ingestClients.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  });
  return new Promise((resolve, reject) => {
    child.once('message', (report: IngestClientsReport) => resolve(report));
    child.once('exit', (code) => reject(new Error(`the ingestion clients' process exited (${code}) before it reported`)));
    child.send(plan);
  });
}
