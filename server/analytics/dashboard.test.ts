/**
 * The dashboards' routes (analytics/dashboardRoutes.ts) against the seeded demo: who may read which (a company's own
 * staff; the event's super users; 401 signed out, 403 anyone else), the figures from known roll-up rows (in a range
 * the seeded history leaves empty), per hour or per day by the range, the live rooms' peaks and the sessions' live
 * attendance from the minute rows, "now" from the raw events, the CSV with formula-like cells escaped, and the
 * seeded history itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyDashboard, EventDashboard } from '../../src/contracts';
import { visitorIndexesBlob } from '../db/analyticsUniqueTables';
import { createTestApp, type TestApp } from '../testing';
import { eventDashboard } from './dashboard';

let t: TestApp;
let staffToken: string;
let attendeeToken: string;
let superUserToken: string;
let staffCompany: string;
let otherCompany: string;

const EVENT = 2026;
/** A range after the congress: the seeded history has nothing there. */
const FROM = '2026-07-01T00:00:00.000Z';
const TO = '2026-07-03T00:00:00.000Z';

const tokenOf = async (email: string) => {
  const user = await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return (await t.app.identity.startSession(user.id, 'ehc2026', false)).accessToken;
};
const get = (url: string, token: string | null) => t.app.inject({ url, headers: token ? { authorization: `Bearer ${token}` } : {} });
const companyUrl = (company: string, extra = `&from=${FROM}&to=${TO}`) =>
  `/api/Analytics/Dashboard/Company?eventid=${EVENT}&companyaccountid=${encodeURIComponent(company)}${extra}`;
const eventUrl = (extra = `&from=${FROM}&to=${TO}`) => `/api/Analytics/Dashboard/Event?eventid=${EVENT}${extra}`;

const row = (
  fields: { grain: string; bucket: string; kind: string; target_type: string; target_id: string } & Partial<Record<string, unknown>>,
) => ({
  event_id: EVENT,
  country: 'DE',
  device: 'desktop',
  events: 1,
  visitors: 1,
  seconds: 0,
  ...fields,
});

beforeAll(async () => {
  t = await createTestApp();
  const staff = await t.db
    .selectFrom('tickets')
    .innerJoin('users', 'users.id', 'tickets.user_id')
    .select('tickets.company_account_id')
    .where('users.email', '=', 'staff@ehc2026.test')
    .executeTakeFirstOrThrow();
  staffCompany = staff.company_account_id!;
  const other = await t.db
    .selectFrom('company_accounts')
    .select('company_account_id')
    .where('event_id', '=', EVENT)
    .where('company_account_id', '!=', staffCompany)
    .orderBy('company_account_id')
    .executeTakeFirstOrThrow();
  otherCompany = other.company_account_id;
  staffToken = await tokenOf('staff@ehc2026.test');
  attendeeToken = await tokenOf('attendee@ehc2026.test');
  superUserToken = await tokenOf('preview@ehc2026.test');

  const ad = await t.db
    .insertInto('advertisements')
    .values({
      event_id: EVENT,
      language: 'en-GB',
      position: 99,
      vmx_page: 'HomePage',
      display_from: null,
      display_to: null,
      channel_id: null,
      company_account_ids: JSON.stringify([staffCompany]),
      company_account_ids_show_on_profile: '[]',
      show_in_seconds: 0,
      background_color: null,
      headline_top: 'Dashboard test ad',
      headline_bottom: null,
      picture_file_path: null,
      video_file_path: null,
      text: null,
      optional_link: null,
      optional_link_target: null,
      optional_link_button_text: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const room = await t.db
    .selectFrom('programme_rooms')
    .select(['id', 'name'])
    .where('event_id', '=', EVENT)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('programme_sessions')
    .values({
      event_id: EVENT,
      id: 990_001,
      code: 'T-1',
      name: 'Dashboard test session',
      session_type_id: (
        await t.db.selectFrom('programme_sessions').select('session_type_id').where('event_id', '=', EVENT).executeTakeFirstOrThrow()
      ).session_type_id,
      room_id: room.id,
      start_date_time: '2026-07-01T09:00:00Z',
      end_date_time: '2026-07-01T09:03:00Z',
      color: '#000000',
      image_thumb_path: null,
      company_account_id: null,
      programme_grade: 'Scientific',
      hide_on_scheduler: 0,
      is_highlighted: 0,
      is_cancelled: 0,
    })
    .execute();
  const company = (kind: string, bucket: string, extra: Record<string, unknown> = {}) =>
    row({ grain: 'hour', bucket, kind, target_type: 'company', target_id: staffCompany, ...extra });
  await t.db
    .insertInto('analytics_rollups')
    .values([
      company('page-open', '2026-07-01T10:00:00.000Z', { events: 7, visitors: 5 }),
      company('page-open', '2026-07-01T10:00:00.000Z', { country: 'AT', events: 3, visitors: 2 }),
      company('page-open', '2026-07-02T08:00:00.000Z', { events: 4, visitors: 4 }),
      company('profile-tab', '2026-07-01T10:00:00.000Z', { events: 6 }),
      company('file-download', '2026-07-01T11:00:00.000Z', { events: 2 }),
      company('video-progress', '2026-07-01T11:00:00.000Z', { events: 8, visitors: 3, seconds: 900 }),
      // Another company's rows are not this one's.
      row({
        grain: 'hour',
        bucket: '2026-07-01T10:00:00.000Z',
        kind: 'page-open',
        target_type: 'company',
        target_id: otherCompany,
        events: 50,
      }),
      row({
        grain: 'hour',
        bucket: '2026-07-01T10:00:00.000Z',
        kind: 'ad-impression',
        target_type: 'ad',
        target_id: String(ad.id),
        events: 200,
      }),
      row({ grain: 'hour', bucket: '2026-07-01T10:00:00.000Z', kind: 'ad-click', target_type: 'ad', target_id: String(ad.id), events: 5 }),
      // The event's: page opens, two minutes of a live room (one viewer more from Austria in the second), a recording.
      row({
        grain: 'hour',
        bucket: '2026-07-01T09:00:00.000Z',
        kind: 'page-open',
        target_type: 'page',
        target_id: 'HomePage',
        events: 20,
        visitors: 9,
      }),
      row({
        grain: 'hour',
        bucket: '2026-07-01T09:00:00.000Z',
        kind: 'page-open',
        target_type: 'page',
        target_id: 'ProgramPage',
        device: 'mobile',
        events: 5,
        visitors: 4,
      }),
      row({
        grain: 'minute',
        bucket: '2026-07-01T09:00:00.000Z',
        kind: 'live-watch',
        target_type: 'room',
        target_id: String(room.id),
        events: 10,
        visitors: 10,
        seconds: 600,
      }),
      row({
        grain: 'minute',
        bucket: '2026-07-01T09:01:00.000Z',
        kind: 'live-watch',
        target_type: 'room',
        target_id: String(room.id),
        events: 12,
        visitors: 12,
        seconds: 720,
      }),
      row({
        grain: 'minute',
        bucket: '2026-07-01T09:01:00.000Z',
        kind: 'live-watch',
        target_type: 'room',
        target_id: String(room.id),
        country: 'AT',
        events: 1,
        visitors: 1,
        seconds: 60,
      }),
      // After the session: in the room's peak, not the session's.
      row({
        grain: 'minute',
        bucket: '2026-07-01T09:05:00.000Z',
        kind: 'live-watch',
        target_type: 'room',
        target_id: String(room.id),
        events: 30,
        visitors: 30,
        seconds: 1800,
      }),
      row({
        grain: 'hour',
        bucket: '2026-07-01T12:00:00.000Z',
        kind: 'video-progress',
        target_type: 'session',
        target_id: '990001',
        events: 4,
        visitors: 2,
        seconds: 1200,
      }),
    ])
    .execute();
  await t.db
    .insertInto('analytics_events')
    .values(
      ['products', 'products', '=HYPERLINK("http://evil.example")'].map((element, index) => ({
        event_id: EVENT,
        kind: 'profile-tab',
        occurred_at: `2026-07-01T10:0${index}:00.000Z`,
        page: 'ProfilePage',
        element,
        target_type: 'company',
        target_id: staffCompany,
        visitor: `v${index % 2}`,
        country: 'DE',
        device: 'desktop',
      })),
    )
    .execute();
  // The unique visitors as the roll-up counts them beside those rows (uniques.ts): not the rows' visitors added up.
  const unique = (grain: string, bucket: string, scope: string, scopeId: string, visitors: number) => ({
    event_id: EVENT,
    grain,
    bucket,
    scope,
    scope_id: scopeId,
    visitors,
  });
  await t.db
    .insertInto('analytics_unique_counts')
    .values([
      unique('hour', '2026-07-01T10:00:00.000Z', 'company', staffCompany, 6),
      unique('hour', '2026-07-02T08:00:00.000Z', 'company', staffCompany, 4),
      unique('hour', '2026-07-01T11:00:00.000Z', 'company-video', staffCompany, 3),
      unique('hour', '2026-07-01T09:00:00.000Z', 'event', '', 12),
    ])
    .execute();
  // A day's visitors as the roll-up lists them: visitor numbers `from` to `to`.
  const keys = (scope: string, scopeId: string, day: string, from: number, to: number) => ({
    event_id: EVENT,
    scope,
    scope_id: scopeId,
    day,
    visitor_indexes: visitorIndexesBlob(Array.from({ length: to - from + 1 }, (_, index) => from + index)),
  });
  await t.db
    .insertInto('analytics_visitor_days')
    .values([
      // Six on the first day, four on the second, two of them again: eight in the two days.
      keys('company', staffCompany, '2026-07-01T00:00:00.000Z', 1, 6),
      keys('company', staffCompany, '2026-07-02T00:00:00.000Z', 5, 8),
      keys('company-video', staffCompany, '2026-07-01T00:00:00.000Z', 1, 3),
      keys('session', '990001', '2026-07-01T00:00:00.000Z', 1, 2),
    ])
    .execute();
});
afterAll(() => t.close());

describe('who may read the dashboards', () => {
  it("gives a company's staff its dashboard and refuses them another company's (403)", async () => {
    expect((await get(companyUrl(staffCompany), staffToken)).statusCode).toBe(200);
    expect((await get(companyUrl(otherCompany), staffToken)).statusCode).toBe(403);
  });

  it('refuses an attendee (403) and a signed-out caller (401), for a company and for the event', async () => {
    expect((await get(companyUrl(staffCompany), attendeeToken)).statusCode).toBe(403);
    expect((await get(companyUrl(staffCompany), null)).statusCode).toBe(401);
    expect((await get(eventUrl(), attendeeToken)).statusCode).toBe(403);
    expect((await get(eventUrl(), staffToken)).statusCode).toBe(403);
    expect((await get(eventUrl(), null)).statusCode).toBe(401);
  });

  it("gives the event's super user the event's dashboard, but no company's (they are no company's staff)", async () => {
    expect((await get(eventUrl(), superUserToken)).statusCode).toBe(200);
    expect((await get(companyUrl(staffCompany), superUserToken)).statusCode).toBe(403);
  });

  it('answers in the case variants and refuses a range that ends before it starts (400 naming to)', async () => {
    expect((await get(companyUrl(staffCompany).replace('/api/Analytics/', '/api/analytics/'), staffToken)).statusCode).toBe(200);
    const backwards = await get(companyUrl(staffCompany, `&from=${TO}&to=${FROM}`), staffToken);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body).toContain('to');
    expect((await get(eventUrl('&from=yesterday'), superUserToken)).statusCode).toBe(400);
  });
});

describe("a company's figures", () => {
  it('adds up its roll-ups per hour for a range of two days (its visitors counted once), by country, with its ads and its tabs by name', async () => {
    const dashboard = (await get(companyUrl(staffCompany), staffToken)).json<CompanyDashboard>();
    expect(dashboard.Grain).toBe('hour');
    expect(dashboard.Buckets).toHaveLength(48);
    const ten = dashboard.Buckets.find((bucket) => bucket.Bucket === '2026-07-01T10:00:00.000Z')!;
    expect(ten).toMatchObject({ ProfileViews: 10, UniqueVisitors: 6, TabViews: 6, AdImpressions: 200, AdClicks: 5 });
    expect(dashboard.Totals).toMatchObject({
      ProfileViews: 14,
      UniqueVisitors: 8,
      TabViews: 6,
      FileDownloads: 2,
      WebcastPlays: 3,
      WatchSeconds: 900,
      AdImpressions: 200,
      AdClicks: 5,
      AdCtr: 0.025,
    });
    expect(dashboard.Countries.map((country) => [country.Key, country.Events])).toEqual([
      ['DE', 11],
      ['AT', 3],
    ]);
    expect(dashboard.Ads.find((ad) => ad.Label === 'Dashboard test ad')).toMatchObject({ Impressions: 200, Clicks: 5, Ctr: 0.025 });
    expect(dashboard.Tabs[0]).toMatchObject({ Key: 'products', Events: 2, Visitors: 2 });
  });

  it('is per day over a longer range', async () => {
    const dashboard = (
      await get(companyUrl(staffCompany, `&from=${FROM}&to=2026-07-05T00:00:00.000Z`), staffToken)
    ).json<CompanyDashboard>();
    expect(dashboard.Grain).toBe('day');
    expect(dashboard.Buckets.map((bucket) => bucket.ProfileViews)).toEqual([0, 0, 0, 0]);
  });

  it('escapes formula-like cells in its CSV, as an attachment', async () => {
    const reply = await get(companyUrl(staffCompany, `&from=${FROM}&to=${TO}&format=csv`), staffToken);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('text/csv');
    expect(reply.headers['content-disposition']).toMatch(/^attachment; filename=".+\.csv"$/);
    expect(reply.body).toContain(`"'=HYPERLINK(""http://evil.example"")",1,1`);
    expect(reply.body).not.toMatch(/(^|\n|,)=HYPERLINK/);
    expect(reply.body).toContain('2026-07-01T10:00:00.000Z,10,6,6,0,0,0,200,5,0,0');
  });
});

describe("the event's figures", () => {
  it("reads page views, the live room's peak, the session's live and on-demand attendance, pages and devices", async () => {
    const dashboard = (await get(eventUrl(), superUserToken)).json<EventDashboard>();
    expect(dashboard.Grain).toBe('hour');
    expect(dashboard.Buckets.find((bucket) => bucket.Bucket === '2026-07-01T09:00:00.000Z')).toMatchObject({ PageViews: 25, Visitors: 12 });
    expect(dashboard.Rooms[0]).toMatchObject({ PeakViewers: 30, PeakAt: '2026-07-01T09:05:00.000Z', WatchMinutes: 53 });
    expect(dashboard.Sessions.find((session) => session.SessionId === 990_001)).toMatchObject({
      LiveMinutes: 23,
      LivePeak: 13,
      OnDemandViews: 4,
      OnDemandViewers: 2,
      OnDemandMinutes: 20,
    });
    expect(dashboard.Pages.map((page) => [page.Key, page.Events])).toEqual([
      ['HomePage', 20],
      ['ProgramPage', 5],
    ]);
    expect(dashboard.Devices.map((device) => [device.Key, device.Events])).toEqual([
      ['desktop', 84],
      ['mobile', 5],
    ]);
    expect(dashboard.Sponsors.find((sponsor) => sponsor.CompanyAccountId === otherCompany)).toMatchObject({ ProfileViews: 50 });
  });

  it('counts visitors now from the raw events of the last five minutes, and events without a visitor apart', async () => {
    const now = new Date(t.app.identity.now());
    const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000).toISOString();
    const raw = (visitor: string | null, minutesAgo: number) => ({
      event_id: EVENT,
      kind: 'page-open',
      occurred_at: at(minutesAgo),
      target_type: 'page',
      target_id: 'HomePage',
      page: 'HomePage',
      element: '',
      country: 'DE',
      device: 'desktop',
      visitor,
    });
    await t.db
      .insertInto('analytics_events')
      .values([raw('now-a', 1), raw('now-a', 2), raw('now-b', 4), raw(null, 1), raw(null, 3), raw('earlier', 9)])
      .execute();
    const dashboard = (await get(eventUrl(), superUserToken)).json<EventDashboard>();
    expect(dashboard.Now).toMatchObject({ Visitors: 2, AnonymousEvents: 2 });
  });
});

describe("the live rooms' peaks", () => {
  it("are a room's busiest minute, read as soon as its minute rows are written", async () => {
    const room = await t.db
      .selectFrom('programme_rooms')
      .select('id')
      .where('event_id', '=', EVENT)
      .orderBy('id')
      .limit(1)
      .offset(1)
      .executeTakeFirstOrThrow();
    const now = Date.parse('2026-07-02T12:00:00.000Z');
    const range = { from: FROM, to: TO };
    const peakOf = async () => (await eventDashboard(t.db, EVENT, range, now)).Rooms.find((entry) => entry.RoomId === String(room.id));
    expect(await peakOf()).toBeUndefined();
    const minute = (bucket: string, events: number) =>
      row({
        grain: 'minute',
        bucket,
        kind: 'live-watch',
        target_type: 'room',
        target_id: String(room.id),
        events,
        visitors: events,
        seconds: events * 60,
      });
    await t.db
      .insertInto('analytics_rollups')
      .values([minute('2026-07-02T11:59:00.000Z', 7)])
      .execute();
    expect(await peakOf()).toMatchObject({ PeakViewers: 7, PeakAt: '2026-07-02T11:59:00.000Z' });
    await t.db
      .insertInto('analytics_rollups')
      .values([minute('2026-07-02T08:00:00.000Z', 40)])
      .execute();
    expect(await peakOf()).toMatchObject({ PeakViewers: 40, PeakAt: '2026-07-02T08:00:00.000Z' });
  });
});

describe('the seeded history', () => {
  it("gives the staff company's dashboard figures on every day of the congress and the event's live rooms their peaks", async () => {
    const company = (await get(companyUrl(staffCompany, ''), staffToken)).json<CompanyDashboard>();
    expect(company.Grain).toBe('day');
    expect(company.Buckets).toHaveLength(4);
    for (const bucket of company.Buckets) expect(bucket.ProfileViews).toBeGreaterThan(0);
    expect(company.Countries.length).toBeGreaterThan(3);
    const event = (await get(eventUrl(''), superUserToken)).json<EventDashboard>();
    expect(event.Rooms.length).toBeGreaterThan(3);
    expect(event.Rooms.every((room) => room.PeakViewers > 0)).toBe(true);
    expect(event.Sessions.some((session) => session.LiveMinutes > 0 && session.OnDemandViews > 0)).toBe(true);
    expect(new Set(event.Devices.map((device) => device.Key))).toEqual(new Set(['desktop', 'mobile', 'tablet']));
  });
});
