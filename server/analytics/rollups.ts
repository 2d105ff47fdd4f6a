/**
 * The roll-ups of tracking (analytics_rollups, server/db/analyticsTables.ts): the raw events counted per grain
 * (minute, hour, day, UTC) and bucket, kind, target, country and device (minutes without country and device), which the
 * dashboards read.
 *
 * rollUp rebuilds every bucket that overlaps a range: it deletes the buckets' rows and inserts them again, grouped
 * from analytics_events, in one transaction. Rebuilding rather than adding makes it idempotent: two processes of a
 * cluster running it at once, or a run repeated, end with the same rows (each transaction replaces whole buckets).
 * Buckets are computed in SQL from the ISO text of occurred_at (always written as Date#toISOString: 24 characters,
 * UTC), by substr and ||, which both dialects have alike; the ranges are compared as the same text.
 *
 * Beside the hour and day rows it rebuilds the buckets' exact unique visitors and the days' visitor lists (uniques.ts):
 * a row's `visitors` counts its own row only and is not to be added up.
 *
 * startAnalyticsJobs runs, in every server process, the roll-up of the recent buckets every minute (the last ten
 * minutes, the current and previous hour; the current and previous day every ten minutes), and the retention (raw events older than ANALYTICS_RETENTION_DAYS deleted; the
 * roll-ups kept) at start and daily. A bucket whose raw events the retention has already deleted is never rebuilt
 * by the job (it lies 90 days back); callers of rollUp rebuild only ranges whose raw events are still there.
 */
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { rebuildUniques } from './uniques';

export const ROLLUP_GRAINS = ['minute', 'hour', 'day'] as const;
export type RollupGrain = (typeof ROLLUP_GRAINS)[number];

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const GRAIN_MS: Record<RollupGrain, number> = { minute: MINUTE_MS, hour: HOUR_MS, day: DAY_MS };

/** The first instant of the bucket of `ms` (UTC; whole minutes, hours and days all divide the epoch evenly). */
export function bucketStart(grain: RollupGrain, ms: number): number {
  return Math.floor(ms / GRAIN_MS[grain]) * GRAIN_MS[grain];
}

/** The bucket of an ISO instant in SQL: its text cut at the grain and completed to a full instant. */
function bucketSql(grain: RollupGrain): RawBuilder<string> {
  const column = sql.ref('occurred_at');
  switch (grain) {
    case 'minute':
      return sql<string>`substr(${column}, 1, 16) || ':00.000Z'`;
    case 'hour':
      return sql<string>`substr(${column}, 1, 13) || ':00:00.000Z'`;
    case 'day':
      return sql<string>`substr(${column}, 1, 10) || 'T00:00:00.000Z'`;
  }
}

export interface RollUpRange {
  /** One event's roll-ups; every event's when absent. */
  eventId?: number;
  /** The range's first instant (a Date, ms, or an ISO instant). */
  from: Date | number | string;
  /** The instant after the range. */
  to: Date | number | string;
  /** The grains to rebuild (default all three). */
  grains?: readonly RollupGrain[];
}

const msOf = (value: Date | number | string) =>
  typeof value === 'number' ? value : typeof value === 'string' ? Date.parse(value) : value.getTime();

/** Rebuilds the minute, hour and day buckets that overlap [from, to) from the raw events, in one transaction. */
export async function rollUp(db: Kysely<Database>, range: RollUpRange): Promise<void> {
  const from = msOf(range.from);
  const to = msOf(range.to);
  if (!Number.isFinite(from) || !Number.isFinite(to)) throw new Error('rollUp: from and to must be instants');
  if (to <= from) return;
  await db.transaction().execute(async (trx) => {
    // Event by event: analytics_events is indexed by (event_id, occurred_at), so each read is a range of the index.
    const eventIds =
      range.eventId !== undefined ? [range.eventId] : (await trx.selectFrom('events').select('id').execute()).map((row) => row.id);
    for (const grain of range.grains ?? ROLLUP_GRAINS) {
      // Whole buckets: from the first one's start to the end of the last one that [from, to) touches.
      const first = new Date(bucketStart(grain, from)).toISOString();
      const after = new Date(bucketStart(grain, to - 1) + GRAIN_MS[grain]).toISOString();
      for (const eventId of eventIds) await rebuild(trx, eventId, grain, first, after);
    }
  });
}

async function rebuild(trx: Transaction<Database>, eventId: number, grain: RollupGrain, first: string, after: string): Promise<void> {
  await trx
    .deleteFrom('analytics_rollups')
    .where('event_id', '=', eventId)
    .where('grain', '=', grain)
    .where('bucket', '>=', first)
    .where('bucket', '<', after)
    .execute();
  const bucket = bucketSql(grain);
  // Minutes serve the live rooms' concurrency only: they are not split by country and device (which would make them
  // the table's largest part by far), so a room's minute is one row.
  const byPlace = grain !== 'minute';
  const counts = trx
    .selectFrom('analytics_events')
    .select([
      'event_id',
      sql.lit(grain).as('grain'),
      bucket.as('bucket'),
      'kind',
      'target_type',
      'target_id',
      byPlace ? sql.ref<string>('country').as('country') : sql.lit('').as('country'),
      byPlace ? sql.ref<string>('device').as('device') : sql.lit('').as('device'),
      sql<number>`count(*)`.as('events'),
      sql<number>`count(distinct visitor)`.as('visitors'),
      sql<number>`coalesce(sum(seconds), 0)`.as('seconds'),
    ])
    .where('event_id', '=', eventId)
    .where('occurred_at', '>=', first)
    .where('occurred_at', '<', after)
    .groupBy(
      byPlace
        ? ['event_id', bucket, 'kind', 'target_type', 'target_id', 'country', 'device']
        : ['event_id', bucket, 'kind', 'target_type', 'target_id'],
    );
  await trx
    .insertInto('analytics_rollups')
    .columns(['event_id', 'grain', 'bucket', 'kind', 'target_type', 'target_id', 'country', 'device', 'events', 'visitors', 'seconds'])
    .expression(counts)
    .execute();
  // The rows' `visitors` cannot be added up (a visitor is in several rows): each figure's exact uniques beside them.
  if (grain !== 'minute') await rebuildUniques(trx, eventId, grain, bucket, first, after);
}

/** ANALYTICS_RETENTION_DAYS' default: raw events are kept this many days (the roll-ups for ever). */
export const DEFAULT_ANALYTICS_RETENTION_DAYS = 90;

/**
 * Deletes the raw events older than the retention, and the analytics users (server/db/analyticsUserTables.ts) not seen
 * since then: a profile snapshot is as personal as the events it describes and goes with them. The number of events
 * deleted.
 */
export async function expireRawEvents(db: Kysely<Database>, now: number, retentionDays: number): Promise<number> {
  const cutoff = new Date(now - retentionDays * DAY_MS).toISOString();
  let deleted = 0;
  // Event by event, as rollUp reads: each delete is a range of the (event_id, occurred_at) index, not a scan of the table.
  for (const { id } of await db.selectFrom('events').select('id').execute()) {
    const result = await db.deleteFrom('analytics_events').where('event_id', '=', id).where('occurred_at', '<', cutoff).executeTakeFirst();
    deleted += Number(result.numDeletedRows);
    await db.deleteFrom('analytics_users').where('event_id', '=', id).where('last_seen', '<', cutoff).execute();
  }
  return deleted;
}

/** How often every process rebuilds the recent minute and hour buckets. */
export const ROLLUP_EVERY_MS = MINUTE_MS;
/**
 * Ours: how often the day buckets (today's and yesterday's) are rebuilt. Counting distinct visitors needs the day's raw
 * events, hundreds of thousands on a congress day: every ten minutes, not every minute, so that the job stays a small
 * share of the database's time (the day's figures lag the hours' by at most this).
 */
export const DAY_ROLLUP_EVERY_MS = 10 * MINUTE_MS;
/** Ours: minute buckets this far back are rebuilt every run, for events that arrive late (a page's queue, a beacon). */
export const MINUTE_ROLLUP_BACK_MS = 10 * MINUTE_MS;
/** How often the retention runs (and once at start). */
export const RETENTION_EVERY_MS = DAY_MS;

export interface AnalyticsJobDeps {
  db: Kysely<Database>;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  now: () => number;
  retentionDays: number;
}

/**
 * Ours: after midnight, yesterday's day bucket is rebuilt for this long (three day runs), for its last events; later
 * it is left as it is: rebuilding a day from its raw events again would take away what they no longer hold (events a
 * person deleted, a seeded history) while the roll-ups are to keep it.
 */
export const DAY_ROLLUP_LATE_MS = 3 * DAY_ROLLUP_EVERY_MS;

/**
 * One run of the roll-up job at `now`: the recent minutes, the current and previous hour, and (withDays) today, with
 * yesterday in the first DAY_ROLLUP_LATE_MS after midnight.
 */
export async function rollUpRecent(db: Kysely<Database>, now: number, withDays: boolean): Promise<void> {
  await rollUp(db, { from: now - MINUTE_ROLLUP_BACK_MS, to: now + 1, grains: ['minute'] });
  await rollUp(db, { from: bucketStart('hour', now) - HOUR_MS, to: now + 1, grains: ['hour'] });
  if (withDays) await rollUp(db, { from: bucketStart('day', now - DAY_ROLLUP_LATE_MS), to: now + 1, grains: ['day'] });
}

/**
 * Starts the roll-up (every minute; the day buckets every DAY_ROLLUP_EVERY_MS) and the retention (now and daily) in
 * this process. stop() ends both and waits for a run in progress.
 */
export function startAnalyticsJobs(deps: AnalyticsJobDeps): { stop(): Promise<void> } {
  let stopped = false;
  const running = new Set<Promise<void>>();
  const run = (name: string, work: () => Promise<unknown>) => {
    if (stopped) return;
    const done: Promise<void> = work()
      .then(() => undefined)
      .catch((error: unknown) => deps.log.error({ err: error }, `analytics ${name} failed`))
      .finally(() => running.delete(done));
    running.add(done);
  };
  let rolling = false;
  let lastDays = -Infinity;
  const rollRecent = () => {
    // One run at a time per process: a slow one is not overtaken by the next minute's.
    if (rolling) return;
    rolling = true;
    run('roll-up', async () => {
      try {
        const now = deps.now();
        const withDays = now - lastDays >= DAY_ROLLUP_EVERY_MS - 1_000;
        await rollUpRecent(deps.db, now, withDays);
        if (withDays) lastDays = now;
      } finally {
        rolling = false;
      }
    });
  };
  const expire = () =>
    run('retention', async () => {
      const deleted = await expireRawEvents(deps.db, deps.now(), deps.retentionDays);
      if (deleted > 0) deps.log.info({ events: deleted }, 'analytics raw events past their retention deleted');
    });
  expire();
  const rollTimer = setInterval(rollRecent, ROLLUP_EVERY_MS);
  const retentionTimer = setInterval(expire, RETENTION_EVERY_MS);
  rollTimer.unref();
  retentionTimer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(rollTimer);
      clearInterval(retentionTimer);
      await Promise.allSettled([...running]);
    },
  };
}
