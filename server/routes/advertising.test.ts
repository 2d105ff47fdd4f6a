import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdvertisementReply, PushNotificationReply } from '../../src/contracts';
import Fastify from 'fastify';
import { createTestApp, type TestApp } from '../testing';
import { advertisingRoutes } from './advertising';

let t: TestApp;
let userToken: string;
let serviceToken: string;

beforeAll(async () => {
  t = await createTestApp({ identity: { serviceClientId: 'cms', serviceClientSecret: 'cms-secret-1' } });
  const user = await t.db.selectFrom('users').select('id').where('email', '=', 'visitor@ehc2026.test').executeTakeFirstOrThrow();
  userToken = (await t.app.identity.startSession(user.id, 'ehc2026', false)).accessToken;
  const issued = await t.app.inject({ method: 'POST', url: '/api/Core/AuthenticationToken?client_id=cms&client_secret=cms-secret-1' });
  serviceToken = issued.headers['x-service-token'] as string;
});
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
const publish = (body: unknown, token?: string, url = '/api/Exhibition/PushNotification') =>
  t.app.inject({ method: 'POST', url, payload: body as object, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('GET /api/Exhibition/EventAdvertisement/{eventId}/{language}', () => {
  it("returns the event's ads with the fields of section 3 in the asked language", async () => {
    const en = await get('/api/Exhibition/EventAdvertisement/2026/en-GB');
    expect(en.statusCode).toBe(200);
    const ads = en.json<AdvertisementReply[]>();
    expect(ads.map((ad) => ad.vmxPage)).toEqual(['MeetingHubPage', 'LivePage', 'MeetingHubPage']);
    expect(ads[0]).toMatchObject({
      headlineTop: 'Meet the industry',
      CompanyAccountIds: [],
      CompanyAccountIdsShowOnProfile: [],
      optionalLinkTarget: '_self',
      showInSeconds: 0,
    });
    expect(ads[1]).toMatchObject({ channelId: 'hall-a' });
    const de = (await get('/api/Exhibition/EventAdvertisement/2026/de-DE')).json<AdvertisementReply[]>();
    expect(de[0]!.headlineTop).toBe('Treffen Sie die Industrie');
  });

  it('answers in other casings, falls back to the default language, 400 naming the field, 404 for an unknown event', async () => {
    expect((await get('/api/exhibition/EventAdvertisement/2026/en-GB')).statusCode).toBe(200);
    expect((await get('/api/Exhibition/EventAdvertisement/2026/fr-FR')).json<AdvertisementReply[]>()[0]!.headlineTop).toBe(
      'Meet the industry',
    );
    const bad = await get('/api/Exhibition/EventAdvertisement/abc/en-GB');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'eventId' });
    const badLanguage = await get('/api/Exhibition/EventAdvertisement/2026/english!');
    expect(badLanguage.json()).toMatchObject({ statusCode: 400, field: 'language' });
    expect((await get('/api/Exhibition/EventAdvertisement/999/en-GB')).statusCode).toBe(404);
  });
});

describe('GET /api/Exhibition/EventPushnotifications/{eventId}/{language}', () => {
  it("needs the user's bearer token and lists the notifications newest first", async () => {
    const anonymous = await get('/api/Exhibition/EventPushnotifications/2026/en-GB');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['www-authenticate']).toBe('Bearer');
    const signedIn = await get('/api/Exhibition/EventPushnotifications/2026/en-GB', userToken);
    expect(signedIn.statusCode).toBe(200);
    const list = signedIn.json<PushNotificationReply[]>();
    expect(list.map((n) => n.title).slice(-2)).toEqual(['Opening plenary', 'Welcome to EHC']);
    expect(list[0]).toEqual({
      id: expect.any(Number),
      title: expect.any(String),
      text: expect.any(String),
      link: null,
      createdAt: expect.any(String),
    });
  });

  it('refuses a service token (it is not a user) and names a bad field', async () => {
    expect((await get('/api/Exhibition/EventPushnotifications/2026/en-GB', serviceToken)).statusCode).toBe(401);
    expect((await get('/api/Exhibition/EventPushnotifications/x/en-GB', userToken)).json()).toMatchObject({
      statusCode: 400,
      field: 'eventId',
    });
  });
});

describe('GET /static/pushnotifications/{eventId}/{language}.json', () => {
  it('serves the same list without a token, as the static fallback', async () => {
    const file = await get('/static/pushnotifications/2026/de-DE.json');
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('no-cache');
    const signedIn = (await get('/api/Exhibition/EventPushnotifications/2026/de-DE', userToken)).json();
    expect(file.json()).toEqual(signedIn);
    expect(file.json<PushNotificationReply[]>().at(-1)!.title).toBe('Willkommen zur EHC');
    expect((await get('/static/pushnotifications/2026/de-DE.txt')).json()).toMatchObject({ statusCode: 400, field: 'file' });
  });
});

describe('POST /api/Exhibition/PushNotification', () => {
  it('refuses without a service token, and with a user token', async () => {
    const body = { event: 'ehc2026', title: 'Nope', text: 'x' };
    const none = await publish(body);
    expect(none.statusCode).toBe(401);
    expect((await publish(body, userToken)).statusCode).toBe(401);
    expect((await publish(body, 'forged.token.here')).statusCode).toBe(401);
  });

  it('stores the notification as given, lists it first and sends it to the hub group of its event and language', async () => {
    const sent: Array<[string, unknown]> = [];
    const notify = t.app.hubs.notifications.notify;
    t.app.hubs.notifications.notify = (group, notification) => {
      sent.push([String(group), notification]);
      return 0;
    };
    try {
      const planted = '<img src=x onerror="alert(1)"><script>alert(2)</script>Hall B';
      const response = await publish(
        { event: 'ehc2026', language: 'de-de', title: 'Raumwechsel', text: planted, link: '/live/demo/ehc2026/de-DE' },
        serviceToken,
      );
      expect(response.statusCode).toBe(201);
      const { notification } = response.json<{ notification: PushNotificationReply; reached: number }>();
      // Sanitising is the client's job: the server keeps what it was given.
      expect(notification).toMatchObject({ title: 'Raumwechsel', text: planted, link: '/live/demo/ehc2026/de-DE' });
      expect(sent).toEqual([['2026-de-DE', notification]]);
      const list = (await get('/static/pushnotifications/2026/de-DE.json')).json<PushNotificationReply[]>();
      expect(list[0]).toEqual(notification);
      const english = (await get('/static/pushnotifications/2026/en-GB.json')).json<PushNotificationReply[]>();
      expect(english.map((n) => n.id)).not.toContain(notification.id);
    } finally {
      t.app.hubs.notifications.notify = notify;
    }
  });

  it('answers 400 naming the field', async () => {
    expect((await publish({ event: 'ehc2026', text: 'x' }, serviceToken)).json()).toMatchObject({ statusCode: 400, field: 'title' });
    expect((await publish({ title: 'x', text: 'x' }, serviceToken)).json()).toMatchObject({ statusCode: 400, field: 'event' });
    expect((await publish({ event: 'nope', title: 'x', text: 'x' }, serviceToken)).json()).toMatchObject({
      statusCode: 400,
      field: 'event',
    });
    expect((await publish({ event: 'ehc2026', language: 'fr-FR', title: 'x', text: 'x' }, serviceToken)).json()).toMatchObject({
      statusCode: 400,
      field: 'language',
    });
    expect((await publish({ event: 'ehc2026', title: 'x'.repeat(201), text: 'x' }, serviceToken)).json()).toMatchObject({
      statusCode: 400,
      field: 'title',
    });
  });
});

describe('POST /dev/notifications', () => {
  it('publishes without a token when dev tools are on, and does not exist when they are off', async () => {
    const dev = await publish({ event: 2026, title: 'Dev', text: 'hello' }, undefined, '/dev/notifications');
    expect(dev.statusCode).toBe(201);
    expect(dev.json<{ notification: PushNotificationReply }>().notification.title).toBe('Dev');
    const production = Fastify();
    await production.register(advertisingRoutes, { db: t.db, identity: t.app.identity, devTools: false });
    try {
      expect(
        (await production.inject({ method: 'POST', url: '/dev/notifications', payload: { event: 2026, title: 'x', text: 'x' } }))
          .statusCode,
      ).toBe(404);
    } finally {
      await production.close();
    }
  });
});
