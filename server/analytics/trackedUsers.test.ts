/**
 * The event dashboard's breakdown of the analytics users (server/analytics/trackedUsers.ts): those seen in the range
 * counted by HCP answer, profession and visitor type, a value fewer than DASHBOARD_MIN_GROUP share folded into '' with
 * the values not given; no user id, city or external id in the answer or its CSV.
 */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DASHBOARD_MIN_GROUP, type EventDashboard } from '../../src/contracts';
import type { AnalyticsUserTable } from '../db/analyticsUserTables';
import type { Database } from '../db/schema';
import { DEMO_EVENT_ID } from '../db/seed/identity';
import { createTestDb } from '../testing';
import { eventDashboardCsv } from './dashboardCsv';
import { trackedUsers } from './trackedUsers';

let db: Kysely<Database>;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.destroy());
beforeEach(async () => {
  await db.deleteFrom('analytics_users').execute();
});

const RANGE = { from: '2026-06-10T00:00:00.000Z', to: '2026-06-12T00:00:00.000Z' };
let next = 1_000_100;
function user(extra: Partial<AnalyticsUserTable> = {}): AnalyticsUserTable {
  next += 1;
  return {
    event_id: DEMO_EVENT_ID,
    analytics_user: next,
    is_hcp: 1,
    country: 'DE',
    visitor_type: 'Attendee',
    interests: '[]',
    profession: 'Cardiologist',
    city: `City ${next}`,
    gender: null,
    external_id: `EXT-${next}`,
    device: 'desktop',
    first_seen: '2026-06-10T09:00:00.000Z',
    last_seen: '2026-06-10T10:00:00.000Z',
    ...extra,
  };
}

describe('the tracked users breakdown', () => {
  it('counts the users seen in the range by HCP answer, profession and visitor type, folding groups too small to show', async () => {
    const cardiologists = Array.from({ length: DASHBOARD_MIN_GROUP }, () => user());
    await db
      .insertInto('analytics_users')
      .values([
        ...cardiologists,
        user({ profession: 'Nurse', is_hcp: 0, visitor_type: 'Exhibitor' }),
        user({ profession: '', is_hcp: null }),
        // Seen before the range only, and after it only: not counted.
        user({ first_seen: '2026-06-01T09:00:00.000Z', last_seen: '2026-06-09T23:59:59.999Z' }),
        user({ first_seen: '2026-06-12T00:00:00.000Z', last_seen: '2026-06-12T08:00:00.000Z' }),
        // Another event's.
        user({ event_id: 2025 }),
      ])
      .execute();
    const breakdown = await trackedUsers(db, DEMO_EVENT_ID, RANGE);
    expect(breakdown).toEqual({
      Total: DASHBOARD_MIN_GROUP + 2,
      Hcp: DASHBOARD_MIN_GROUP,
      NotHcp: 1,
      HcpNotGiven: 1,
      Professions: [
        { Key: 'Cardiologist', Users: DASHBOARD_MIN_GROUP },
        { Key: '', Users: 2 },
      ],
      VisitorTypes: [
        { Key: 'Attendee', Users: DASHBOARD_MIN_GROUP + 1 },
        { Key: '', Users: 1 },
      ],
    });

    const csv = eventDashboardCsv({
      ...({ From: RANGE.from, To: RANGE.to, Grain: 'day', Now: { Visitors: 0, AnonymousEvents: 0, Since: RANGE.from } } as const),
      EventId: DEMO_EVENT_ID,
      Buckets: [],
      Rooms: [],
      Sessions: [],
      Pages: [],
      Countries: [],
      Devices: [],
      Ads: [],
      Sponsors: [],
      TrackedUsers: breakdown,
    } satisfies EventDashboard);
    expect(csv).toContain(`Tracked users,${DASHBOARD_MIN_GROUP + 2}\r\nHealth care professionals,${DASHBOARD_MIN_GROUP}\r\n`);
    expect(csv).toContain(`Profession,Tracked users\r\nCardiologist,${DASHBOARD_MIN_GROUP}\r\nOther or not given,2\r\n`);
    expect(csv).toContain('Visitor type,Tracked users\r\nAttendee,');
    expect(csv).not.toMatch(/Nurse|Exhibitor|City |EXT-|100010/);
  });

  it('is all zeros and empty lists when nobody was tracked with their user id', async () => {
    expect(await trackedUsers(db, DEMO_EVENT_ID, RANGE)).toEqual({
      Total: 0,
      Hcp: 0,
      NotHcp: 0,
      HcpNotGiven: 0,
      Professions: [],
      VisitorTypes: [],
    });
  });
});
