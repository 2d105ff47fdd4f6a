/**
 * Tracking's roll-ups and retention (server/analytics/rollups.ts): the minute, hour and day buckets count the raw
 * events, their distinct visitors and their seconds; rebuilding is idempotent and touches only the buckets of its
 * range; the retention deletes raw events past their days (and the analytics users not seen since) and keeps the roll-ups.
 */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AnalyticsEventTable } from '../db/analyticsTables';
import { byteOrder } from '../db/connection';
import type { Database } from '../db/schema';
import { DEMO_EVENT_ID } from '../db/seed/identity';
import { createTestDb } from '../testing';
import { DAY_ROLLUP_LATE_MS, expireRawEvents, rollUp, rollUpRecent, startAnalyticsJobs } from './rollups';

let db: Kysely<Database>;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.destroy());
beforeEach(async () => {
  await db.deleteFrom('analytics_events').execute();
  await db.deleteFrom('analytics_rollups').execute();
});

const OTHER_EVENT_ID = 2025;

function raw(at: string, extra: Partial<Omit<AnalyticsEventTable, 'id'>> = {}): Omit<AnalyticsEventTable, 'id'> {
  return {
    event_id: DEMO_EVENT_ID,
    kind: 'page-open',
    occurred_at: new Date(at).toISOString(),
    page: 'search',
    element: '',
    target_type: 'page',
    target_id: 'search',
    value: null,
    seconds: null,
    visitor: null,
    analytics_user: null,
    country: 'DE',
    device: 'desktop',
    ...extra,
  };
}

const rollups = (grain: string) =>
  db
    .selectFrom('analytics_rollups')
    .select(['event_id', 'bucket', 'kind', 'target_id', 'country', 'events', 'visitors', 'seconds'])
    .where('grain', '=', grain)
    .orderBy('event_id')
    .orderBy(byteOrder(db, 'bucket'))
    .orderBy(byteOrder(db, 'kind'))
    .orderBy(byteOrder(db, 'target_id'))
    .orderBy(byteOrder(db, 'country'))
    .execute()
    .then((rows) =>
      rows.map((row) => ({ ...row, events: Number(row.events), visitors: Number(row.visitors), seconds: Number(row.seconds) })),
    );

describe('rollUp', () => {
  it('counts events, distinct visitors and seconds per minute, hour and day (by country and device but the minutes)', async () => {
    await db
      .insertInto('analytics_events')
      .values([
        raw('2026-06-11T09:15:10Z', { visitor: 'a' }),
        raw('2026-06-11T09:15:50Z', { visitor: 'a' }),
        raw('2026-06-11T09:15:59.999Z', { visitor: 'b' }),
        raw('2026-06-11T09:16:00Z'),
        raw('2026-06-11T10:01:00Z', { visitor: 'c' }),
        raw('2026-06-11T10:02:00Z', { kind: 'page-leave', seconds: 42.5, visitor: 'a' }),
        raw('2026-06-11T10:03:00Z', { kind: 'page-leave', seconds: 7.5, visitor: 'a' }),
        raw('2026-06-11T10:04:00Z', { country: 'FR' }),
        raw('2026-06-12T00:00:00Z', { visitor: 'a' }),
        raw('2026-06-11T09:15:20Z', { event_id: OTHER_EVENT_ID, visitor: 'z' }),
      ])
      .execute();
    await rollUp(db, { from: '2026-06-11T00:00:00Z', to: '2026-06-13T00:00:00Z' });

    const pageOpen = { kind: 'page-open', target_id: 'search', country: 'DE' };
    // Minutes are not split by country or device (they serve the live rooms' concurrency).
    const minuteOf = { ...pageOpen, country: '' };
    expect(await rollups('minute')).toEqual([
      { event_id: OTHER_EVENT_ID, bucket: '2026-06-11T09:15:00.000Z', ...minuteOf, events: 1, visitors: 1, seconds: 0 },
      { event_id: DEMO_EVENT_ID, bucket: '2026-06-11T09:15:00.000Z', ...minuteOf, events: 3, visitors: 2, seconds: 0 },
      { event_id: DEMO_EVENT_ID, bucket: '2026-06-11T09:16:00.000Z', ...minuteOf, events: 1, visitors: 0, seconds: 0 },
      { event_id: DEMO_EVENT_ID, bucket: '2026-06-11T10:01:00.000Z', ...minuteOf, events: 1, visitors: 1, seconds: 0 },
      {
        event_id: DEMO_EVENT_ID,
        bucket: '2026-06-11T10:02:00.000Z',
        ...minuteOf,
        kind: 'page-leave',
        events: 1,
        visitors: 1,
        seconds: 42.5,
      },
      {
        event_id: DEMO_EVENT_ID,
        bucket: '2026-06-11T10:03:00.000Z',
        ...minuteOf,
        kind: 'page-leave',
        events: 1,
        visitors: 1,
        seconds: 7.5,
      },
      { event_id: DEMO_EVENT_ID, bucket: '2026-06-11T10:04:00.000Z', ...minuteOf, country: '', events: 1, visitors: 0, seconds: 0 },
      { event_id: DEMO_EVENT_ID, bucket: '2026-06-12T00:00:00.000Z', ...minuteOf, events: 1, visitors: 1, seconds: 0 },
    ]);
    expect(await rollups('hour')).toEqual([
      { event_id: OTHER_EVENT_ID, bucket: '2026-06-11T09:00:00.000Z', ...pageOpen, events: 1, visitors: 1, seconds: 0 },
      { event_id: DEMO_EVENT_ID, bucket: '2026-06-11T09:00:00.000Z', ...pageOpen, events: 4, visitors: 2, seconds: 0 },
      { event_id: DEMO_EVENT_ID, bucket: '2026-06-11T10:00:00.000Z', ...pageOpen, kind: 'page-leave', events: 2, visitors: 1, seconds: 50 },
      { event_id: DEMO_EVENT_ID, bucket: '2026-06-11T10:00:00.000Z', ...pageOpen, events: 1, visitors: 1, seconds: 0 },
      { event_id: DEMO_EVENT_ID, bucket: '2026-06-11T10:00:00.000Z', ...pageOpen, country: 'FR', events: 1, visitors: 0, seconds: 0 },
      { event_id: DEMO_EVENT_ID, bucket: '2026-06-12T00:00:00.000Z', ...pageOpen, events: 1, visitors: 1, seconds: 0 },
    ]);
    expect(await rollups('day')).toEqual([
      { event_id: OTHER_EVENT_ID, bucket: '2026-06-11T00:00:00.000Z', ...pageOpen, events: 1, visitors: 1, seconds: 0 },
      { event_id: DEMO_EVENT_ID, bucket: '2026-06-11T00:00:00.000Z', ...pageOpen, kind: 'page-leave', events: 2, visitors: 1, seconds: 50 },
      // a, b and c: a visitor counted once however many events they have.
      { event_id: DEMO_EVENT_ID, bucket: '2026-06-11T00:00:00.000Z', ...pageOpen, events: 5, visitors: 3, seconds: 0 },
      { event_id: DEMO_EVENT_ID, bucket: '2026-06-11T00:00:00.000Z', ...pageOpen, country: 'FR', events: 1, visitors: 0, seconds: 0 },
      { event_id: DEMO_EVENT_ID, bucket: '2026-06-12T00:00:00.000Z', ...pageOpen, events: 1, visitors: 1, seconds: 0 },
    ]);
  });

  it('gives the same rows when run again, and rebuilds whole buckets of its range only, of its event only', async () => {
    await db
      .insertInto('analytics_events')
      .values([raw('2026-06-11T09:15:10Z'), raw('2026-06-11T11:15:10Z'), raw('2026-06-11T09:15:30Z', { event_id: OTHER_EVENT_ID })])
      .execute();
    await rollUp(db, { from: '2026-06-11T00:00:00Z', to: '2026-06-12T00:00:00Z' });
    const first = await rollups('hour');
    await rollUp(db, { from: '2026-06-11T00:00:00Z', to: '2026-06-12T00:00:00Z' });
    expect(await rollups('hour')).toEqual(first);

    // A late event in the 9 o'clock minute; a range that only touches that minute rebuilds the whole minute, hour and
    // day of the demo event, and leaves the other event's buckets as they were.
    await db
      .insertInto('analytics_events')
      .values([raw('2026-06-11T09:15:45Z'), raw('2026-06-11T09:15:46Z', { event_id: OTHER_EVENT_ID })])
      .execute();
    await rollUp(db, { eventId: DEMO_EVENT_ID, from: '2026-06-11T09:15:40Z', to: '2026-06-11T09:15:41Z' });
    const minutes = await rollups('minute');
    expect(minutes.map((row) => [row.event_id, row.bucket, row.events])).toEqual([
      [OTHER_EVENT_ID, '2026-06-11T09:15:00.000Z', 1],
      [DEMO_EVENT_ID, '2026-06-11T09:15:00.000Z', 2],
      [DEMO_EVENT_ID, '2026-06-11T11:15:00.000Z', 1],
    ]);
    expect((await rollups('day')).map((row) => [row.event_id, row.events])).toEqual([
      [OTHER_EVENT_ID, 1],
      [DEMO_EVENT_ID, 3],
    ]);
  });

  it('drops the rows of a bucket whose raw events are gone when it is rebuilt', async () => {
    await db
      .insertInto('analytics_events')
      .values([raw('2026-06-11T09:15:10Z')])
      .execute();
    await rollUp(db, { from: '2026-06-11T09:00:00Z', to: '2026-06-11T10:00:00Z' });
    expect(await rollups('minute')).toHaveLength(1);
    await db.deleteFrom('analytics_events').execute();
    await rollUp(db, { from: '2026-06-11T09:00:00Z', to: '2026-06-11T10:00:00Z' });
    expect(await rollups('minute')).toHaveLength(0);
  });

  it('rolls up the recent buckets as the job does each minute', async () => {
    const now = Date.parse('2026-06-11T10:30:20Z');
    await db
      .insertInto('analytics_events')
      .values([raw('2026-06-11T10:30:05Z'), raw('2026-06-11T10:25:00Z'), raw('2026-06-11T09:10:00Z'), raw('2026-06-10T12:00:00Z')])
      .execute();
    await rollUpRecent(db, now, false);
    expect((await rollups('minute')).map((row) => row.bucket)).toEqual(['2026-06-11T10:25:00.000Z', '2026-06-11T10:30:00.000Z']);
    expect((await rollups('hour')).map((row) => [row.bucket, row.events])).toEqual([
      ['2026-06-11T09:00:00.000Z', 1],
      ['2026-06-11T10:00:00.000Z', 2],
    ]);
    expect(await rollups('day')).toHaveLength(0);
    await rollUpRecent(db, now, true);
    expect((await rollups('day')).map((row) => [row.bucket, row.events])).toEqual([['2026-06-11T00:00:00.000Z', 3]]);
  });

  it('rebuilds yesterday only in the first DAY_ROLLUP_LATE_MS after midnight, then keeps it as it is', async () => {
    await db
      .insertInto('analytics_events')
      .values([raw('2026-06-10T23:59:30Z'), raw('2026-06-11T00:05:00Z')])
      .execute();
    const midnight = Date.parse('2026-06-11T00:00:00Z');
    await rollUpRecent(db, midnight + DAY_ROLLUP_LATE_MS - 1, true);
    expect((await rollups('day')).map((row) => [row.bucket, row.events])).toEqual([
      ['2026-06-10T00:00:00.000Z', 1],
      ['2026-06-11T00:00:00.000Z', 1],
    ]);
    // Yesterday's raw events gone (a person deleted theirs): the day keeps its count.
    await db.deleteFrom('analytics_events').where('occurred_at', '<', '2026-06-11T00:00:00Z').execute();
    await rollUpRecent(db, midnight + DAY_ROLLUP_LATE_MS, true);
    expect((await rollups('day')).map((row) => [row.bucket, row.events])).toEqual([
      ['2026-06-10T00:00:00.000Z', 1],
      ['2026-06-11T00:00:00.000Z', 1],
    ]);
  });
});

describe('retention', () => {
  it('deletes raw events older than the retention and keeps the roll-ups', async () => {
    await db
      .insertInto('analytics_events')
      .values([raw('2026-03-01T10:00:00Z'), raw('2026-03-12T09:59:59Z'), raw('2026-03-12T10:00:00Z'), raw('2026-06-10T10:00:00Z')])
      .execute();
    await rollUp(db, { from: '2026-03-01T00:00:00Z', to: '2026-06-11T00:00:00Z' });
    const before = await rollups('day');

    const now = Date.parse('2026-06-10T10:00:00Z');
    expect(await expireRawEvents(db, now, 90)).toBe(2);
    const left = await db.selectFrom('analytics_events').select('occurred_at').orderBy('occurred_at').execute();
    expect(left.map((row) => row.occurred_at)).toEqual(['2026-03-12T10:00:00.000Z', '2026-06-10T10:00:00.000Z']);
    expect(await rollups('day')).toEqual(before);
    expect(before.map((row) => row.bucket)).toContain('2026-03-01T00:00:00.000Z');
  });

  it('deletes the analytics users not seen within the retention, with the raw events', async () => {
    const user = (analyticsUser: number, seen: string) => ({
      event_id: DEMO_EVENT_ID,
      analytics_user: analyticsUser,
      is_hcp: 1,
      country: 'DE',
      visitor_type: 'Delegate',
      interests: '[]',
      profession: 'Cardiologist',
      city: 'Berlin',
      gender: null,
      external_id: '',
      device: 'desktop',
      first_seen: '2026-03-01T10:00:00.000Z',
      last_seen: seen,
    });
    try {
      await db
        .insertInto('analytics_users')
        .values([user(1_000_001, '2026-03-12T09:59:59.000Z'), user(1_000_002, '2026-03-12T10:00:00.000Z')])
        .execute();
      await expireRawEvents(db, Date.parse('2026-06-10T10:00:00Z'), 90);
      const left = await db.selectFrom('analytics_users').select('analytics_user').execute();
      expect(left.map((row) => Number(row.analytics_user))).toEqual([1_000_002]);
    } finally {
      await db.deleteFrom('analytics_users').execute();
    }
  });

  it('runs when the jobs start, with the days configured', async () => {
    await db
      .insertInto('analytics_events')
      .values([raw('2026-06-01T10:00:00Z'), raw('2026-06-09T10:00:00Z')])
      .execute();
    const logged: string[] = [];
    const jobs = startAnalyticsJobs({
      db,
      now: () => Date.parse('2026-06-10T10:00:00Z'),
      retentionDays: 7,
      log: { info: (_details: unknown, message?: string) => logged.push(String(message)), error: () => undefined } as never,
    });
    await jobs.stop();
    const left = await db.selectFrom('analytics_events').select('occurred_at').execute();
    expect(left.map((row) => row.occurred_at)).toEqual(['2026-06-09T10:00:00.000Z']);
    expect(logged).toEqual(['analytics raw events past their retention deleted']);
  });
});
