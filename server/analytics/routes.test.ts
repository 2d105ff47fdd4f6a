/**
 * First-party tracking's API (server/analytics/routes.ts, src/contracts/analytics.ts): a batch is checked whole and
 * stored as the consent allows (no visitor and no user without it; the user only with advancedUserTracking and a good
 * token of this event), its country looked up from the trusted forwarded address and the address itself kept nowhere;
 * a person reads and deletes only what was recorded about them. The spec's analytics user (the profile's facts) is
 * recorded with the events that carry the user id, and only then, updated at each such batch, read and deleted by the
 * person alone.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ANALYTICS_MAX_BATCH,
  ANALYTICS_MAX_BATCH_BYTES,
  ANALYTICS_MAX_FIELD,
  ANALYTICS_USER_OFFSET,
  ANALYTICS_VISITOR_HEADER,
  RESOURCE_SETS,
  type RecordedAnalyticsUser,
  type RecordedEvents,
  type TrackedEvent,
  type TrackingBatch,
} from '../../src/contracts';
import { visitorKey } from '../db/analyticsUniqueTables';
import { writeContentVersions } from '../db/contentVersions';
import { DEMO_EVENT_ID } from '../db/seed/identity';
import { createTestApp, signInDemoUsers, type TestApp } from '../testing';
import { rollUp } from './rollups';

let t: TestApp;
let users: Record<string, { token: string; id: number }>;

beforeAll(async () => {
  t = await createTestApp({ trustProxy: true, analyticsJobs: false });
  users = await signInDemoUsers(t.app, ['visitor', 'attendee']);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.deleteFrom('analytics_events').execute();
  await t.db.deleteFrom('analytics_users').execute();
});

const PUBLIC_DE = '193.99.144.80';
const opened = (extra: Partial<TrackedEvent> = {}): TrackedEvent => ({
  kind: 'page-open',
  at: new Date().toISOString(),
  page: 'search',
  targetType: 'page',
  targetId: 'search',
  ...extra,
});
const batchOf = (extra: Partial<TrackingBatch> = {}): TrackingBatch => ({
  eventId: DEMO_EVENT_ID,
  consent: false,
  events: [opened()],
  ...extra,
});

const post = (body: unknown, headers: Record<string, string> = {}, url = '/api/Analytics/Events') =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
const rows = () => t.db.selectFrom('analytics_events').selectAll().orderBy('id').execute();
const analyticsUsers = () => t.db.selectFrom('analytics_users').selectAll().orderBy('analytics_user').execute();

async function setAdvancedTracking(on: boolean): Promise<void> {
  const event = await t.db.selectFrom('events').selectAll().where('id', '=', DEMO_EVENT_ID).executeTakeFirstOrThrow();
  const row = await t.db
    .selectFrom('resources')
    .select('resourcevalue')
    .where('event_id', '=', DEMO_EVENT_ID)
    .where('setname', '=', RESOURCE_SETS.config)
    .where('resourcename', '=', RESOURCE_SETS.config)
    .where('language', '=', event.default_language)
    .executeTakeFirstOrThrow();
  const config = JSON.parse(row.resourcevalue) as Record<string, unknown>;
  await t.db
    .updateTable('resources')
    .set({ resourcevalue: JSON.stringify({ ...config, advancedUserTracking: on }) })
    .where('event_id', '=', DEMO_EVENT_ID)
    .where('setname', '=', RESOURCE_SETS.config)
    .where('resourcename', '=', RESOURCE_SETS.config)
    .where('language', '=', event.default_language)
    .execute();
  await writeContentVersions(t.db, [DEMO_EVENT_ID]);
}

describe('POST /api/Analytics/Events: validation', () => {
  it('refuses a bad batch with a 400 naming the field, and stores none of it', async () => {
    const cases: Array<[unknown, string]> = [
      [batchOf({ events: [opened(), opened(), opened(), { ...opened(), kind: 'mouse-move' as never }] }), 'events.3.kind'],
      [batchOf({ events: Array.from({ length: ANALYTICS_MAX_BATCH + 1 }, () => opened()) }), 'events'],
      [batchOf({ events: [] }), 'events'],
      [batchOf({ events: [opened({ element: 'x'.repeat(ANALYTICS_MAX_FIELD + 1) })] }), 'events.0.element'],
      [batchOf({ events: [opened({ at: 'yesterday' })] }), 'events.0.at'],
      [batchOf({ events: [opened(), opened({ at: new Date(Date.now() - 25 * 3_600_000).toISOString() })] }), 'events.1.at'],
      [batchOf({ events: [opened({ targetType: 'user' as never })] }), 'events.0.targetType'],
      [batchOf({ events: [opened({ seconds: -1 })] }), 'events.0.seconds'],
      [batchOf({ eventId: 999_999 }), 'eventId'],
      [batchOf({ device: 'watch' as never }), 'device'],
      [batchOf({ consent: true, visitor: 'not-a-uuid' }), 'visitor'],
      [{ events: [opened()] }, 'eventId'],
      ['{not json', 'body'],
    ];
    for (const [body, field] of cases) {
      const response = await post(body);
      expect(response.statusCode, field).toBe(400);
      expect(response.json(), field).toMatchObject({ statusCode: 400, field });
    }
    expect(await rows()).toHaveLength(0);
  });

  it('answers 413 to a body over the byte limit, before reading it', async () => {
    const big = batchOf({ events: [opened({ page: 'x'.repeat(ANALYTICS_MAX_BATCH_BYTES) })] });
    const response = await post(big);
    expect(response.statusCode).toBe(413);
    expect(await rows()).toHaveLength(0);
  });

  it('stores a batch sent as text/plain, as navigator.sendBeacon sends it, at every case variant', async () => {
    for (const url of ['/api/Analytics/Events', '/api/analytics/Events', '/api/analytics/events']) {
      const response = await post(batchOf(), { 'content-type': 'text/plain;charset=UTF-8' }, url);
      expect(response.statusCode, url).toBe(204);
    }
    expect(await rows()).toHaveLength(3);
  });

  it('answers a beacon from another origin with CORS headers, without a preflight', async () => {
    const response = await post(batchOf(), { 'content-type': 'text/plain', origin: 'https://cms.example.org' });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/Analytics/Me?eventid=2026',
      headers: {
        origin: 'https://cms.example.org',
        'access-control-request-method': 'DELETE',
        'access-control-request-headers': 'x-vmx-visitor',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(String(preflight.headers['access-control-allow-headers'])).toContain(ANALYTICS_VISITOR_HEADER);
    expect(String(preflight.headers['access-control-allow-methods'])).toContain('DELETE');
  });

  it('stores every event of many batches sent at once (written together, each answered once stored)', async () => {
    const sent = Array.from({ length: 25 }, (_, i) => batchOf({ events: Array.from({ length: 40 }, () => opened({ element: `b${i}` })) }));
    const answers = await Promise.all(sent.map((body) => post(body)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(sent.map(() => 204));
    const stored = await rows();
    expect(stored).toHaveLength(25 * 40);
    expect(new Set(stored.map((row) => row.element)).size).toBe(25);
  });

  it('keeps an event up to a minute ahead as sent and puts one further ahead at the server’s now', async () => {
    const skewed = new Date(Date.now() + 30_000).toISOString();
    const before = Date.now();
    const ahead = new Date(Date.now() + 3_600_000).toISOString();
    expect((await post(batchOf({ events: [opened({ at: skewed }), opened({ at: ahead })] }))).statusCode).toBe(204);
    const [first, second] = await rows();
    expect(first!.occurred_at).toBe(skewed);
    expect(Date.parse(second!.occurred_at)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(second!.occurred_at)).toBeLessThanOrEqual(Date.now());
  });
});

describe('POST /api/Analytics/Events: consent', () => {
  it('stores no visitor and no user without consent, even when they are sent', async () => {
    await setAdvancedTracking(true);
    try {
      const sent = batchOf({ consent: false, visitor: randomUUID(), token: users.visitor!.token, device: 'mobile' });
      expect((await post(sent)).statusCode).toBe(204);
      const [row] = await rows();
      expect(row).toMatchObject({ visitor: null, analytics_user: null, device: 'mobile', kind: 'page-open', page: 'search' });
    } finally {
      await setAdvancedTracking(false);
    }
  });

  it('stores the visitor id with consent, and no user while the event has no advancedUserTracking', async () => {
    const visitor = randomUUID().toUpperCase();
    expect((await post(batchOf({ consent: true, visitor, token: users.visitor!.token }))).statusCode).toBe(204);
    const [row] = await rows();
    expect(row).toMatchObject({ visitor: visitor.toLowerCase(), analytics_user: null, device: '' });
  });

  it('stores the user id plus the offset with consent, advancedUserTracking and a good token of this event only', async () => {
    await setAdvancedTracking(true);
    try {
      const visitor = randomUUID();
      const otherEvent = (await t.app.identity.startSession(users.attendee!.id, 'ehc2025', false)).accessToken;
      expect((await post(batchOf({ consent: true, visitor, token: users.visitor!.token }))).statusCode).toBe(204);
      expect((await post(batchOf({ consent: true, visitor, token: otherEvent }))).statusCode).toBe(204);
      expect((await post(batchOf({ consent: true, visitor, token: 'forged.token.value' }))).statusCode).toBe(204);
      const stored = await rows();
      expect(stored.map((row) => row.analytics_user)).toEqual([users.visitor!.id + ANALYTICS_USER_OFFSET, null, null]);
      expect(stored.every((row) => row.visitor === visitor)).toBe(true);
    } finally {
      await setAdvancedTracking(false);
    }
  });
});

describe('POST /api/Analytics/Events: geo', () => {
  it('records the country of the trusted forwarded address, none for a loopback one, and keeps no address', async () => {
    expect((await post(batchOf(), { 'x-forwarded-for': PUBLIC_DE })).statusCode).toBe(204);
    expect((await post(batchOf(), { 'x-forwarded-for': '10.0.0.7' })).statusCode).toBe(204);
    expect((await post(batchOf())).statusCode).toBe(204);
    const stored = await rows();
    expect(stored.map((row) => row.country)).toEqual(['DE', '', '']);
    for (const row of stored) {
      for (const value of Object.values(row)) expect(String(value)).not.toMatch(/193\.99|10\.0\.0\.7|127\.0\.0\.1/);
    }
  });
});

describe('GET and DELETE /api/Analytics/Me', () => {
  it('needs a token or a visitor id, and a good token when one is sent', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/Analytics/Me?eventid=2026' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/Analytics/Me?eventid=2026' })).statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/Analytics/Me?eventid=2026',
      headers: { authorization: 'Bearer forged', [ANALYTICS_VISITOR_HEADER]: randomUUID() },
    });
    expect(forged.statusCode).toBe(401);
    const badVisitor = await t.app.inject({
      method: 'GET',
      url: '/api/Analytics/Me?eventid=2026',
      headers: { [ANALYTICS_VISITOR_HEADER]: 'me' },
    });
    expect(badVisitor.json()).toMatchObject({ statusCode: 400, field: ANALYTICS_VISITOR_HEADER });
  });

  it('returns only the caller’s rows, newest first, and DELETE removes only theirs', async () => {
    await setAdvancedTracking(true);
    try {
      const mine = randomUUID();
      const theirs = randomUUID();
      const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
      // My browser before signing in, then signed in (advanced tracking); someone else; an anonymous count.
      await post(batchOf({ consent: true, visitor: mine, events: [opened({ at: at(30) })] }));
      await post(
        batchOf({ consent: true, visitor: randomUUID(), token: users.visitor!.token, events: [opened({ at: at(20), page: 'live' })] }),
      );
      await post(batchOf({ consent: true, visitor: theirs, token: users.attendee!.token, events: [opened({ at: at(10) })] }));
      await post(batchOf({ consent: false, events: [opened({ at: at(5) })] }));

      const read = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/analytics/me?eventid=2026', headers });
      const byBoth = await read({ authorization: `Bearer ${users.visitor!.token}`, [ANALYTICS_VISITOR_HEADER]: mine });
      expect(byBoth.statusCode).toBe(200);
      const body = byBoth.json<RecordedEvents>();
      expect(body.Total).toBe(2);
      expect(body.Events.map((event) => [event.Page, event.WithUserId])).toEqual([
        ['live', true],
        ['search', false],
      ]);
      expect(body.Events[0]).toMatchObject({ Kind: 'page-open', TargetType: 'page', TargetId: 'search', Value: null, Seconds: null });
      expect(byBoth.headers['cache-control']).toBe('private, no-store');
      expect((await read({ [ANALYTICS_VISITOR_HEADER]: mine })).json<RecordedEvents>().Total).toBe(1);

      const removed = await t.app.inject({
        method: 'DELETE',
        url: '/api/Analytics/Me?eventid=2026',
        headers: { authorization: `Bearer ${users.visitor!.token}`, [ANALYTICS_VISITOR_HEADER]: mine },
      });
      expect(removed.statusCode).toBe(204);
      const left = await rows();
      expect(left).toHaveLength(2);
      expect(left.map((row) => row.visitor)).toEqual([theirs, null]);
      expect((await read({ [ANALYTICS_VISITOR_HEADER]: theirs })).json<RecordedEvents>().Total).toBe(1);
    } finally {
      await setAdvancedTracking(false);
    }
  });

  it('DELETE removes the visitor id’s number from the unique visitors’ index, and its day lists keep it as a count of nobody', async () => {
    const mine = randomUUID();
    const theirs = randomUUID();
    const at = new Date(Date.now() - 60_000).toISOString();
    await post(batchOf({ consent: true, visitor: mine, events: [opened({ at })] }));
    await post(batchOf({ consent: true, visitor: theirs, events: [opened({ at })] }));
    await rollUp(t.db, { eventId: DEMO_EVENT_ID, from: Date.parse(at), to: Date.parse(at) + 1 });
    const numbered = async () =>
      (
        await t.db
          .selectFrom('analytics_visitor_index')
          .select('visitor_key')
          .where('event_id', '=', DEMO_EVENT_ID)
          .where('visitor_key', 'in', [visitorKey(mine), visitorKey(theirs)])
          .execute()
      ).map((row) => Number(row.visitor_key));
    const searchPage = () =>
      t.db
        .selectFrom('analytics_visitor_days')
        .select('visitor_indexes')
        .where('event_id', '=', DEMO_EVENT_ID)
        .where('scope', '=', 'page')
        .where('scope_id', '=', 'search')
        .where('day', '=', `${at.slice(0, 10)}T00:00:00.000Z`)
        .executeTakeFirstOrThrow();
    expect((await numbered()).sort()).toEqual([visitorKey(mine), visitorKey(theirs)].sort());
    const listBefore = await searchPage();
    expect(listBefore.visitor_indexes.byteLength).toBe(2 * 4);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/Analytics/Me?eventid=2026',
      headers: { [ANALYTICS_VISITOR_HEADER]: mine },
    });
    expect(removed.statusCode).toBe(204);
    expect(await numbered()).toEqual([visitorKey(theirs)]);
    expect(await searchPage()).toEqual(listBefore);
  });
});

describe('POST /api/Analytics/Events: rate limit', () => {
  it('answers 429 past the per-address limit', async () => {
    // 6,000 a minute scaled down to 2.
    const limited = await createTestApp({ analyticsJobs: false, rateLimitScale: 2 / 6_000 });
    try {
      const send = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/Analytics/Events',
          headers: { 'content-type': 'text/plain' },
          payload: JSON.stringify(batchOf()),
        });
      expect((await send()).statusCode).toBe(204);
      expect((await send()).statusCode).toBe(204);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/Analytics/Events: the analytics user', () => {
  const profile = {
    profession: 'Cardiologist',
    health_care_professional: 1,
    city: 'Heidelberg',
    gender: 0,
    selected_interests: JSON.stringify(['Heart failure', 'Imaging']),
    import_id: 'MANAGE-4711',
  };
  beforeAll(async () => {
    await t.db.updateTable('users').set(profile).where('id', '=', users.attendee!.id).execute();
  });

  it('records the profile’s facts only for a batch whose events carry the user id', async () => {
    const visitor = randomUUID();
    // Consent and a good token, but no advancedUserTracking: no user id, so no analytics user.
    expect((await post(batchOf({ consent: true, visitor, token: users.attendee!.token }))).statusCode).toBe(204);
    expect(await analyticsUsers()).toEqual([]);
    await setAdvancedTracking(true);
    try {
      const otherEvent = (await t.app.identity.startSession(users.attendee!.id, 'ehc2025', false)).accessToken;
      for (const sent of [
        batchOf({ consent: false, visitor, token: users.attendee!.token }),
        batchOf({ consent: true, visitor, token: 'forged.token.value' }),
        batchOf({ consent: true, visitor, token: otherEvent }),
        batchOf({ consent: true, visitor }),
      ]) {
        expect((await post(sent)).statusCode).toBe(204);
      }
      expect(await analyticsUsers()).toEqual([]);

      const before = Date.now();
      const sent = batchOf({ consent: true, visitor, token: users.attendee!.token, device: 'tablet' });
      expect((await post(sent, { 'x-forwarded-for': PUBLIC_DE })).statusCode).toBe(204);
      const [row, ...others] = await analyticsUsers();
      expect(others).toEqual([]);
      expect({
        ...row,
        analytics_user: Number(row!.analytics_user),
        is_hcp: Number(row!.is_hcp),
        gender: Number(row!.gender),
      }).toMatchObject({
        event_id: DEMO_EVENT_ID,
        analytics_user: users.attendee!.id + ANALYTICS_USER_OFFSET,
        is_hcp: 1,
        country: 'DE',
        visitor_type: 'Attendee',
        interests: profile.selected_interests,
        profession: 'Cardiologist',
        city: 'Heidelberg',
        gender: 0,
        external_id: 'MANAGE-4711',
        device: 'tablet',
      });
      expect(Date.parse(row!.first_seen)).toBeGreaterThanOrEqual(before);
      expect(row!.last_seen).toBe(row!.first_seen);
      // Nothing that names the person.
      expect(JSON.stringify(row)).not.toMatch(/Alice|Adler|attendee@/);
    } finally {
      await setAdvancedTracking(false);
    }
  });

  it('updates the facts from the profile as it is at each later batch, keeping when it was first seen', async () => {
    await setAdvancedTracking(true);
    try {
      const visitor = randomUUID();
      await post(batchOf({ consent: true, visitor, token: users.attendee!.token, device: 'desktop' }), { 'x-forwarded-for': PUBLIC_DE });
      const [first] = await analyticsUsers();
      await t.db
        .updateTable('users')
        .set({ profession: 'Nurse', health_care_professional: 0, city: null })
        .where('id', '=', users.attendee!.id)
        .execute();
      try {
        await new Promise((resolve) => setTimeout(resolve, 5));
        // Many batches of the same user at once: one group commit, still one row (PostgreSQL refuses to upsert a row twice in a statement).
        const answers = await Promise.all(
          Array.from({ length: 12 }, () => post(batchOf({ consent: true, visitor, token: users.attendee!.token, device: 'mobile' }))),
        );
        expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 204));
      } finally {
        await t.db.updateTable('users').set(profile).where('id', '=', users.attendee!.id).execute();
      }
      const [row, ...others] = await analyticsUsers();
      expect(others).toEqual([]);
      expect(row).toMatchObject({ profession: 'Nurse', city: '', country: '', device: 'mobile', first_seen: first!.first_seen });
      expect(Number(row!.is_hcp)).toBe(0);
      expect(Date.parse(row!.last_seen)).toBeGreaterThan(Date.parse(first!.last_seen));
      expect(await rows()).toHaveLength(13);
    } finally {
      await setAdvancedTracking(false);
    }
  });

  it('records no analytics user for a refused batch', async () => {
    await setAdvancedTracking(true);
    try {
      const bad = batchOf({
        consent: true,
        token: users.attendee!.token,
        events: [opened(), { ...opened(), kind: 'mouse-move' as never }],
      });
      const response = await post(bad);
      expect(response.json()).toMatchObject({ statusCode: 400, field: 'events.1.kind' });
      expect(await rows()).toEqual([]);
      expect(await analyticsUsers()).toEqual([]);
    } finally {
      await setAdvancedTracking(false);
    }
  });

  it('shows a person their own analytics user only, and DELETE removes only theirs', async () => {
    await setAdvancedTracking(true);
    try {
      const mine = randomUUID();
      await post(batchOf({ consent: true, visitor: mine, token: users.attendee!.token, device: 'desktop' }));
      await post(batchOf({ consent: true, visitor: randomUUID(), token: users.visitor!.token }));
      const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/Analytics/Me?eventid=2026', headers });

      const attendee = (await me({ authorization: `Bearer ${users.attendee!.token}` })).json<RecordedEvents>();
      expect(attendee.User).toEqual<RecordedAnalyticsUser>({
        AnalyticsUserId: users.attendee!.id + ANALYTICS_USER_OFFSET,
        IsHcp: true,
        Country: '',
        VisitorType: 'Attendee',
        Interests: ['Heart failure', 'Imaging'],
        Profession: 'Cardiologist',
        City: 'Heidelberg',
        Gender: false,
        ExternalId: 'MANAGE-4711',
        Device: 'desktop',
        FirstSeen: expect.any(String) as string,
        LastSeen: expect.any(String) as string,
      });
      const visitor = (await me({ authorization: `Bearer ${users.visitor!.token}` })).json<RecordedEvents>();
      expect(visitor.User).toMatchObject({ AnalyticsUserId: users.visitor!.id + ANALYTICS_USER_OFFSET, VisitorType: '', IsHcp: null });
      // By this browser's visitor id alone: its events, but no profile facts (those need the sign-in).
      const byVisitor = (await me({ [ANALYTICS_VISITOR_HEADER]: mine })).json<RecordedEvents>();
      expect(byVisitor).toMatchObject({ Total: 1, User: null });

      const removed = await t.app.inject({
        method: 'DELETE',
        url: '/api/Analytics/Me?eventid=2026',
        headers: { authorization: `Bearer ${users.attendee!.token}` },
      });
      expect(removed.statusCode).toBe(204);
      expect((await analyticsUsers()).map((row) => Number(row.analytics_user))).toEqual([users.visitor!.id + ANALYTICS_USER_OFFSET]);
      expect((await me({ authorization: `Bearer ${users.attendee!.token}` })).json<RecordedEvents>()).toEqual({
        Events: [],
        Total: 0,
        User: null,
      });
    } finally {
      await setAdvancedTracking(false);
    }
  });
});
