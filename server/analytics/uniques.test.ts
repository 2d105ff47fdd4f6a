/**
 * Exact unique visitors (server/analytics/uniques.ts) through the dashboards (dashboard.ts) over rolled-up raw events:
 * a visitor counts once per bucket and once in a range, however many hours, days, pages, countries or devices their
 * events have; a company's figures count its own profile's visitors only; events without a visitor are visits, not
 * visitors; and the figures stay when the retention has deleted the raw events.
 */
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AnalyticsEventTable } from '../db/analyticsTables';
import { visitorIndexesBlob, visitorKey } from '../db/analyticsUniqueTables';
import type { Database } from '../db/schema';
import { DEMO_EVENT_ID } from '../db/seed/identity';
import { createTestDb } from '../testing';
import { companyDashboard, eventDashboard } from './dashboard';
import { expireRawEvents, rollUp } from './rollups';
import { countDistinct } from './uniques';

let db: Kysely<Database>;
let company: { company_account_id: string; name: string };
let otherCompany: { company_account_id: string; name: string };

/** Days after the seeded congress: its history has nothing there. */
const DAY_1 = '2026-07-01';
const DAY_2 = '2026-07-02';
/** Three days: shown per day. */
const DAYS = { from: `${DAY_1}T00:00:00.000Z`, to: '2026-07-04T00:00:00.000Z' };
/** The first day alone: shown per hour. */
const HOURS_OF_DAY_1 = { from: `${DAY_1}T00:00:00.000Z`, to: `${DAY_2}T00:00:00.000Z` };
const DAY_MS = 86_400_000;
const VISITOR_A = '5a1b0c2e-0000-4000-8000-00000000000a';
const VISITOR_B = '5a1b0c2e-0000-4000-8000-00000000000b';
const VISITOR_C = '5a1b0c2e-0000-4000-8000-00000000000c';

beforeAll(async () => {
  db = await createTestDb();
  const companies = await db
    .selectFrom('company_accounts')
    .select(['company_account_id', 'name'])
    .where('event_id', '=', DEMO_EVENT_ID)
    .orderBy('company_account_id')
    .limit(2)
    .execute();
  [company, otherCompany] = companies as [typeof company, typeof company];
});
afterAll(() => db.destroy());
beforeEach(async () => {
  await db.deleteFrom('analytics_events').where('occurred_at', '>=', DAYS.from).execute();
});

function opened(at: string, visitor: string | null, target: { type: 'page' | 'company'; id: string }, country = 'DE') {
  return {
    event_id: DEMO_EVENT_ID,
    kind: 'page-open',
    occurred_at: new Date(at).toISOString(),
    page: target.type === 'page' ? target.id : 'ProfilePage',
    element: '',
    target_type: target.type,
    target_id: target.id,
    value: null,
    seconds: null,
    visitor,
    analytics_user: null,
    country,
    device: 'desktop',
  } satisfies Omit<AnalyticsEventTable, 'id'>;
}

async function record(events: ReturnType<typeof opened>[]): Promise<void> {
  await db.insertInto('analytics_events').values(events).execute();
  await rollUp(db, { eventId: DEMO_EVENT_ID, from: DAYS.from, to: DAYS.to });
}

const profile = () => ({ type: 'company' as const, id: company.company_account_id });
const bucketsOf = <T extends { Bucket: string }>(list: readonly T[], pick: (bucket: T) => number) =>
  Object.fromEntries(list.filter((bucket) => pick(bucket) > 0).map((bucket) => [bucket.Bucket, pick(bucket)]));

describe('unique visitors', () => {
  it('counts a visitor of two hours and two pages of one day once that day, once an hour and once in the range', async () => {
    await record([
      opened(`${DAY_1}T09:10:00Z`, VISITOR_A, { type: 'page', id: 'HomePage' }),
      opened(`${DAY_1}T09:30:00Z`, VISITOR_A, profile()),
      opened(`${DAY_1}T14:20:00Z`, VISITOR_A, profile()),
      opened(`${DAY_1}T10:00:00Z`, VISITOR_B, { type: 'page', id: 'HomePage' }),
    ]);
    const byDay = await eventDashboard(db, DEMO_EVENT_ID, DAYS, Date.parse(DAYS.to));
    expect(byDay.Grain).toBe('day');
    expect(bucketsOf(byDay.Buckets, (bucket) => bucket.Visitors)).toEqual({ [`${DAY_1}T00:00:00.000Z`]: 2 });
    const byHour = await eventDashboard(db, DEMO_EVENT_ID, HOURS_OF_DAY_1, Date.parse(DAYS.to));
    expect(bucketsOf(byHour.Buckets, (bucket) => bucket.Visitors)).toEqual({
      [`${DAY_1}T09:00:00.000Z`]: 1,
      [`${DAY_1}T10:00:00.000Z`]: 1,
      [`${DAY_1}T14:00:00.000Z`]: 1,
    });
    expect(byHour.Countries).toEqual([expect.objectContaining({ Key: 'DE', Events: 4, Visitors: 2 })]);
    expect(byHour.Devices).toEqual([expect.objectContaining({ Key: 'desktop', Events: 4, Visitors: 2 })]);

    const companyByHour = await companyDashboard(db, DEMO_EVENT_ID, company, HOURS_OF_DAY_1);
    expect(bucketsOf(companyByHour.Buckets, (bucket) => bucket.UniqueVisitors)).toEqual({
      [`${DAY_1}T09:00:00.000Z`]: 1,
      [`${DAY_1}T14:00:00.000Z`]: 1,
    });
    expect(companyByHour.Totals).toMatchObject({ ProfileViews: 2, UniqueVisitors: 1 });
  });

  it('counts a visitor of two days once each day and once in the range total, by country and as a sponsor', async () => {
    await record([
      opened(`${DAY_1}T09:00:00Z`, VISITOR_A, profile()),
      opened(`${DAY_2}T11:00:00Z`, VISITOR_A, profile()),
      opened(`${DAY_2}T12:00:00Z`, VISITOR_B, profile(), 'AT'),
      opened(`${DAY_2}T12:30:00Z`, null, profile()),
    ]);
    const dashboard = await companyDashboard(db, DEMO_EVENT_ID, company, DAYS);
    expect(bucketsOf(dashboard.Buckets, (bucket) => bucket.UniqueVisitors)).toEqual({
      [`${DAY_1}T00:00:00.000Z`]: 1,
      [`${DAY_2}T00:00:00.000Z`]: 2,
    });
    // The event without a visitor (no consent) is a view, never a visitor.
    expect(dashboard.Totals).toMatchObject({ ProfileViews: 4, UniqueVisitors: 2 });
    expect(dashboard.Countries).toEqual([
      expect.objectContaining({ Key: 'DE', Events: 3, Visitors: 1 }),
      expect.objectContaining({ Key: 'AT', Events: 1, Visitors: 1 }),
    ]);
    const event = await eventDashboard(db, DEMO_EVENT_ID, DAYS, Date.parse(DAYS.to));
    expect(event.Sponsors.find((sponsor) => sponsor.CompanyAccountId === company.company_account_id)).toMatchObject({
      ProfileViews: 4,
      Visitors: 2,
    });
  });

  it("counts in a company's figures the visitors of its own profile only", async () => {
    await record([
      opened(`${DAY_1}T09:00:00Z`, VISITOR_A, profile()),
      opened(`${DAY_1}T09:05:00Z`, VISITOR_B, { type: 'company', id: otherCompany.company_account_id }),
      opened(`${DAY_1}T09:10:00Z`, VISITOR_B, { type: 'page', id: 'HomePage' }),
    ]);
    const own = await companyDashboard(db, DEMO_EVENT_ID, company, DAYS);
    expect(own.Totals).toMatchObject({ ProfileViews: 1, UniqueVisitors: 1 });
    expect(bucketsOf(own.Buckets, (bucket) => bucket.UniqueVisitors)).toEqual({ [`${DAY_1}T00:00:00.000Z`]: 1 });
    const other = await companyDashboard(db, DEMO_EVENT_ID, otherCompany, DAYS);
    expect(other.Totals).toMatchObject({ ProfileViews: 1, UniqueVisitors: 1 });
    const event = await eventDashboard(db, DEMO_EVENT_ID, DAYS, Date.parse(DAYS.to));
    expect(bucketsOf(event.Buckets, (bucket) => bucket.Visitors)).toEqual({ [`${DAY_1}T00:00:00.000Z`]: 2 });
    expect(event.Pages.find((page) => page.Key === 'HomePage')).toMatchObject({ Events: 1, Visitors: 1 });
  });

  it('keeps every figure once the retention has deleted the raw events', async () => {
    await record([
      opened(`${DAY_1}T09:00:00Z`, VISITOR_A, profile()),
      opened(`${DAY_1}T15:00:00Z`, VISITOR_A, { type: 'page', id: 'HomePage' }, 'AT'),
      opened(`${DAY_2}T11:00:00Z`, VISITOR_A, profile()),
      opened(`${DAY_2}T12:00:00Z`, VISITOR_B, profile()),
    ]);
    const read = async () => ({
      company: await companyDashboard(db, DEMO_EVENT_ID, company, DAYS),
      companyByHour: await companyDashboard(db, DEMO_EVENT_ID, company, HOURS_OF_DAY_1),
      event: await eventDashboard(db, DEMO_EVENT_ID, DAYS, Date.parse(DAYS.to)),
    });
    const before = await read();
    expect(before.company.Totals.UniqueVisitors).toBe(2);
    expect(before.event.Countries.map((country) => [country.Key, country.Visitors])).toEqual([
      ['DE', 2],
      ['AT', 1],
    ]);

    const deleted = await expireRawEvents(db, Date.parse(DAYS.to) + 90 * DAY_MS, 1);
    expect(deleted).toBeGreaterThanOrEqual(4);
    expect(await db.selectFrom('analytics_events').select('id').where('occurred_at', '>=', DAYS.from).execute()).toEqual([]);
    const after = await read();
    expect(after.company.Buckets).toEqual(before.company.Buckets);
    expect(after.company.Totals).toEqual(before.company.Totals);
    expect(after.company.Countries).toEqual(before.company.Countries);
    expect(after.companyByHour.Buckets).toEqual(before.companyByHour.Buckets);
    expect(after.companyByHour.Totals).toEqual(before.companyByHour.Totals);
    expect({ ...after.event, Now: null }).toEqual({ ...before.event, Now: null });
  });
});

describe('visitor numbers and the days’ lists', () => {
  const numbers = async () =>
    new Map(
      (
        await db
          .selectFrom('analytics_visitor_index')
          .select(['visitor_key', 'idx'])
          .where('event_id', '=', DEMO_EVENT_ID)
          .where('visitor_key', 'in', [VISITOR_A, VISITOR_B, VISITOR_C].map(visitorKey))
          .execute()
      ).map((row) => [Number(row.visitor_key), row.idx]),
    );

  it('numbers each new visitor once, after the event’s highest number, and keeps the numbers when a day is rolled up again', async () => {
    await db.deleteFrom('analytics_visitor_index').where('visitor_key', 'in', [VISITOR_A, VISITOR_B, VISITOR_C].map(visitorKey)).execute();
    const highest = async () =>
      (
        await db
          .selectFrom('analytics_visitor_index')
          .select(sql<number>`max(idx)`.as('idx'))
          .where('event_id', '=', DEMO_EVENT_ID)
          .executeTakeFirst()
      )?.idx ?? -1;
    const before = Number(await highest());
    await record([
      opened(`${DAY_1}T09:00:00Z`, VISITOR_A, profile()),
      opened(`${DAY_2}T09:00:00Z`, VISITOR_A, profile()),
      opened(`${DAY_2}T10:00:00Z`, VISITOR_B, { type: 'page', id: 'HomePage' }),
    ]);
    const first = await numbers();
    expect([...first.values()].sort((a, b) => a - b)).toEqual([before + 1, before + 2]);

    await record([opened(`${DAY_2}T11:00:00Z`, VISITOR_C, { type: 'page', id: 'HomePage' })]);
    const second = await numbers();
    expect(second.get(visitorKey(VISITOR_A))).toBe(first.get(visitorKey(VISITOR_A)));
    expect(second.get(visitorKey(VISITOR_B))).toBe(first.get(visitorKey(VISITOR_B)));
    expect(second.get(visitorKey(VISITOR_C))).toBe(before + 3);
    const homePage = await db
      .selectFrom('analytics_visitor_days')
      .select('visitor_indexes')
      .where('event_id', '=', DEMO_EVENT_ID)
      .where('scope', '=', 'page')
      .where('scope_id', '=', 'HomePage')
      .where('day', '=', `${DAY_2}T00:00:00.000Z`)
      .executeTakeFirstOrThrow();
    expect(Buffer.from(homePage.visitor_indexes)).toEqual(visitorIndexesBlob([before + 3, first.get(visitorKey(VISITOR_B))!]));
    const event = await eventDashboard(db, DEMO_EVENT_ID, DAYS, Date.parse(DAYS.to));
    expect(event.Pages.find((page) => page.Key === 'HomePage')).toMatchObject({ Events: 2, Visitors: 2 });
  });

  it('counts each number once however many lists hold it, whatever their alignment, call after call', () => {
    const unaligned = (indexes: number[]) => new Uint8Array(Buffer.concat([Buffer.of(0), visitorIndexesBlob(indexes)])).subarray(1);
    expect(countDistinct([visitorIndexesBlob([0, 2, 5]), unaligned([2, 3, 5, 70_000]), visitorIndexesBlob([])])).toBe(5);
    // A later count starts afresh: the earlier count's numbers are not taken as seen.
    expect(countDistinct([visitorIndexesBlob([2, 5]), unaligned([5])])).toBe(2);
    expect(countDistinct([])).toBe(0);
  });
});
