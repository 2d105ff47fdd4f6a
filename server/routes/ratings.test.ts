import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginData, SessionRating, ViewCount } from '../../src/contracts';
import { DEMO_PASSWORD } from '../db/seed/identity';
import { createTestApp, type TestApp } from '../testing';
import { SESSION_RATING_CONTENT_MAX, SESSION_RATING_MAX, SESSION_RATING_MIN } from './ratings';

let t: TestApp;
const tokens: Record<string, string> = {};
let sessionId: number;
let presentationId: number;
beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['attendee', 'visitor']) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Token/ValidateLoginFromBody',
      payload: {
        Email: `${name}@ehc2026.test`,
        Password: DEMO_PASSWORD,
        AcceptTermsOfUse: false,
        RememberMe: true,
        ContextModel: { EContext: 'Event', Short: 'ehc2026' },
      },
    });
    tokens[name] = response.json<LoginData>().accessToken;
  }
  sessionId = (
    await t.db.selectFrom('programme_sessions').select('id').where('event_id', '=', 2026).orderBy('id').executeTakeFirstOrThrow()
  ).id;
  presentationId = (
    await t.db.selectFrom('programme_presentations').select('id').where('event_id', '=', 2026).orderBy('id').executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

const as = (name: string | null) => (name ? { authorization: `Bearer ${tokens[name]}` } : {});
const rate = (name: string | null, query: string, payload: unknown = [String(sessionId)]) =>
  t.app.inject({
    method: 'POST',
    url: `/api/Exhibition/CreateSessionRating/?id=2026&pSessionId=${sessionId}&${query}`,
    headers: as(name),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const rating = (name: string | null) =>
  t.app.inject({ method: 'GET', url: `/api/Exhibition/GetSessionRating/?id=2026&pSessionId=${sessionId}`, headers: as(name) });

describe('session ratings', () => {
  it('answers 401 to a rating without a token, and an empty rating to anyone before the first', async () => {
    expect((await rate(null, 'pRatingValue=4')).statusCode).toBe(401);
    const response = await rating(null);
    expect(response.statusCode).toBe(200);
    expect(response.json<SessionRating>()).toEqual({ SessionId: sessionId, Rating: null, Content: null, Average: null, Count: 0 });
  });

  it("stores one rating per user and session (a second replaces the first), the body's id list ignored", async () => {
    let response = await rate('attendee', 'pRatingValue=4&pContent=Very%20good');
    expect(response.statusCode).toBe(200);
    expect(response.json<SessionRating>()).toEqual({ SessionId: sessionId, Rating: 4, Content: 'Very good', Average: 4, Count: 1 });
    response = await rate('attendee', 'pRatingValue=5', []);
    expect(response.json<SessionRating>()).toMatchObject({ Rating: 5, Content: null, Average: 5, Count: 1 });
    // No body at all, in lower case and without the slash.
    response = await t.app.inject({
      method: 'POST',
      url: `/api/exhibition/createsessionrating?id=2026&pSessionId=${sessionId}&pRatingValue=2`,
      headers: as('visitor'),
    });
    expect(response.json<SessionRating>()).toMatchObject({ Rating: 2, Average: 3.5, Count: 2 });
    // An empty body with a JSON content type is no body.
    response = await t.app.inject({
      method: 'POST',
      url: `/api/Exhibition/CreateSessionRating/?id=2026&pSessionId=${sessionId}&pRatingValue=2`,
      headers: { ...as('visitor'), 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);

    expect((await rating('attendee')).json<SessionRating>()).toEqual({
      SessionId: sessionId,
      Rating: 5,
      Content: null,
      Average: 3.5,
      Count: 2,
    });
    expect((await rating(null)).json<SessionRating>()).toEqual({
      SessionId: sessionId,
      Rating: null,
      Content: null,
      Average: 3.5,
      Count: 2,
    });
    expect(await t.db.selectFrom('session_ratings').selectAll().execute()).toHaveLength(2);
  });

  it(`answers 400 naming pRatingValue outside ${SESSION_RATING_MIN}..${SESSION_RATING_MAX}, and the other fields, writing nothing`, async () => {
    const before = await t.db.selectFrom('session_ratings').selectAll().orderBy('user_id').execute();
    for (const value of ['0', '6', '-1', '3.5', 'x', '']) {
      const response = await rate('attendee', `pRatingValue=${value}`);
      expect(response.statusCode, value).toBe(400);
      expect(response.json(), value).toMatchObject({ statusCode: 400, field: 'pRatingValue' });
    }
    expect((await rate('attendee', '')).json()).toMatchObject({ field: 'pRatingValue' });
    expect((await rate('attendee', `pRatingValue=3&pContent=${'x'.repeat(SESSION_RATING_CONTENT_MAX + 1)}`)).json()).toMatchObject({
      field: 'pContent',
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/Exhibition/CreateSessionRating/?id=2026&pSessionId=99&pRatingValue=3',
      headers: as('attendee'),
    });
    expect(unknown.json()).toMatchObject({ statusCode: 400, field: 'pSessionId' });
    expect(await t.db.selectFrom('session_ratings').selectAll().orderBy('user_id').execute()).toEqual(before);
  });

  it('answers 401 to GetSessionRating with a bad token', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/Exhibition/GetSessionRating?id=2026&pSessionId=${sessionId}`,
      headers: { authorization: 'Bearer nonsense' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('view counts', () => {
  it('count one view per call of a session and of a presentation, without a token', async () => {
    const view = async (url: string) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      return response.json<ViewCount>().ViewCount;
    };
    expect(await view(`/api/App/SetSessionViewCount/?eventId=2026&sessionid=${sessionId}`)).toBe(1);
    expect(await view(`/api/App/SetSessionViewCount?eventId=2026&sessionid=${sessionId}`)).toBe(2);
    expect(await view(`/api/app/setsessionviewcount/?eventId=2026&sessionid=${sessionId}`)).toBe(3);
    expect(await view(`/api/App/SetPresentationViewCount/?eventId=2026&presentationId=${presentationId}`)).toBe(1);
    expect(await view(`/api/App/SetPresentationViewCount/?eventId=2026&presentationId=${presentationId}`)).toBe(2);
  });

  it('answer 404 for an id the programme does not have (a session id is not a presentation id), 400 naming a missing one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/App/SetSessionViewCount/?eventId=2026&sessionid=99' })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/App/SetPresentationViewCount/?eventId=2026&presentationId=${sessionId}` }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/App/SetSessionViewCount/?eventId=2026' })).json()).toMatchObject({
      field: 'sessionid',
    });
    expect(await t.db.selectFrom('programme_view_counts').select(['item_type', 'item_id']).where('item_id', '=', 99).execute()).toEqual([]);
  });
});
