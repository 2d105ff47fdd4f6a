/**
 * A user's own notifications (routes/userNotifications.ts, src/contracts/userNotifications.ts) from a published
 * programme change (routes/programmeAdmin.ts, programmeImport/favouriteNotifications.ts): the user who starred a
 * session that moved gets one, kept and sent live on their notification-hub connection; nobody else sees it, reads
 * it or marks it.
 */
import type { HubConnection } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_NOTIFICATION_ADDED, type UserNotification } from '../../src/contracts';
import { importBody, oneSessionSchedule, type OneSession } from '../../tests/programmeChange';
import { listen, nextMessage, signalrClient } from '../hubs/testClient';
import { createTestApp, serviceTokenOf, type TestApp } from '../testing';

let t: TestApp;
let baseUrl: string;
let serviceToken: string;
let starrer: string;
let other: string;

const tokenOf = async (email: string) => {
  const user = await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return (await t.app.identity.startSession(user.id, 'ehc2026', false)).accessToken;
};

beforeAll(async () => {
  t = await createTestApp({ identity: { serviceClientId: 'importer', serviceClientSecret: 'importer-secret-1' } });
  baseUrl = await listen(t.app);
  serviceToken = await serviceTokenOf(t.app, 'importer', 'importer-secret-1');
  starrer = await tokenOf('visitor@ehc2026.test');
  other = await tokenOf('attendee@ehc2026.test');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: object) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: token ? { authorization: `Bearer ${token}` } : {} });
const unread = async (token: string, path = '/api/Modules/UserNotifications?eventid=2026') => {
  const response = await call('GET', path, token);
  expect(response.statusCode).toBe(200);
  return response.json<UserNotification[]>();
};

const GUID = '5e55104e-0000-4000-8000-00000000f024';
const talk = (room: string, start: string): OneSession => ({ guid: GUID, title: 'Renal denervation update', room, start, minutes: 45 });

async function publish(session: OneSession): Promise<void> {
  const imported = await call(
    'POST',
    '/api/Admin/Programme/Import?eventid=2026&format=pretalx-json',
    serviceToken,
    importBody(oneSessionSchedule(session)),
  );
  expect(imported.statusCode).toBe(200);
  expect((await call('POST', '/api/Admin/Programme/Publish?eventid=2026', serviceToken)).statusCode).toBe(200);
}

/** A page's notification-hub connection: the user's own with their token, else anonymous. */
async function hubClient(token: string | null): Promise<HubConnection> {
  const client = signalrClient(`${baseUrl}/hubs/notificationhub${token ? `?access_token=${encodeURIComponent(token)}` : ''}`);
  await client.start();
  return client;
}

describe('a user’s notifications of their personal programme', () => {
  it('needs the user’s token and names the bad field', async () => {
    expect((await call('GET', '/api/Modules/UserNotifications?eventid=2026', null)).statusCode).toBe(401);
    expect((await call('POST', '/api/Modules/UserNotifications/Read?eventid=2026', null, { Ids: [1] })).statusCode).toBe(401);
    expect((await call('GET', '/api/Modules/UserNotifications', starrer)).json()).toMatchObject({ statusCode: 400, field: 'eventid' });
    expect((await call('POST', '/api/Modules/UserNotifications/Read?eventid=2026', starrer, { Ids: [] })).json()).toMatchObject({
      statusCode: 400,
      field: 'Ids',
    });
    expect((await call('POST', '/api/Modules/UserNotifications/Read?eventid=2026', starrer, { Ids: ['x'] })).json()).toMatchObject({
      statusCode: 400,
      field: 'Ids.0',
    });
    expect((await call('POST', '/api/Modules/UserNotifications/Read?eventid=2026', starrer)).json()).toMatchObject({
      statusCode: 400,
      field: 'Ids',
    });
    expect((await call('GET', '/api/Modules/UserNotifications?eventid=999999', starrer)).statusCode).toBe(404);
  });

  it('gives the user who starred a session that a publication moved a notification, kept and sent live to them only', async () => {
    await publish(talk('Hall 24A', '2026-06-11T09:30'));
    const source = await t.db
      .selectFrom('programme_sources')
      .select('local_id')
      .where('event_id', '=', 2026)
      .where('kind', '=', 'session')
      .where('source_id', '=', GUID)
      .executeTakeFirstOrThrow();
    const sessionId = source.local_id;
    expect((await call('POST', '/api/Modules/PersonalProgram/?eventid=2026', starrer, [sessionId])).statusCode).toBe(200);

    // A token that is no good connects too, anonymously: the page keeps its event's notifications.
    const clients = await Promise.all([hubClient(starrer), hubClient(other), hubClient(null), hubClient('not-a-token')]);
    try {
      const [mine, theirs, anonymous, badToken] = clients;
      const heard = nextMessage<UserNotification>(mine, USER_NOTIFICATION_ADDED);
      const strayed: unknown[] = [];
      theirs.on(USER_NOTIFICATION_ADDED, (message: unknown) => strayed.push(message));
      for (const client of [anonymous, badToken]) client.on(USER_NOTIFICATION_ADDED, (message: unknown) => strayed.push(message));

      await publish(talk('Hall 24B', '2026-06-11T14:00'));

      const live = await heard;
      expect(live).toMatchObject({
        EventId: 2026,
        Kind: 'moved',
        SessionId: sessionId,
        Title: 'Renal denervation update',
        Room: 'Hall 24B',
        PreviousRoom: 'Hall 24A',
      });
      expect(Date.parse(live.Start ?? '')).toBe(Date.parse('2026-06-11T14:00:00+02:00'));
      expect(Date.parse(live.PreviousStart ?? '')).toBe(Date.parse('2026-06-11T09:30:00+02:00'));
      // The same notification is kept for when the user next opens the platform (paths in their case variants).
      expect(await unread(starrer)).toEqual([live]);
      expect(await unread(starrer, '/api/modules/UserNotifications/?eventid=2026')).toEqual([live]);
      // Nobody else has one, or heard one.
      expect(await unread(other)).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(strayed).toEqual([]);

      // Another user cannot mark it read.
      expect((await call('POST', '/api/Modules/UserNotifications/Read?eventid=2026', other, { Ids: [live.Id] })).statusCode).toBe(204);
      expect(await unread(starrer)).toEqual([live]);

      // A title-only change tells nobody.
      await publish({ ...talk('Hall 24B', '2026-06-11T14:00'), title: 'Renal denervation: the update' });
      expect(await unread(starrer)).toEqual([live]);

      // Who starred one of the session's presentations hears of the next move too, with the session's new title.
      const presentation = await t.db
        .selectFrom('programme_presentations')
        .select('id')
        .where('event_id', '=', 2026)
        .where('session_id', '=', sessionId)
        .executeTakeFirstOrThrow();
      expect((await call('POST', '/api/Modules/PersonalProgramPresentation/?eventid=2026', other, [presentation.id])).statusCode).toBe(200);
      await publish({ ...talk('Hall 24C', '2026-06-11T14:00'), title: 'Renal denervation: the update' });
      const theirsNow = await unread(other);
      expect(theirsNow).toMatchObject([{ Kind: 'moved', SessionId: sessionId, Title: 'Renal denervation: the update', Room: 'Hall 24C' }]);
      expect((await unread(starrer)).map((notification) => notification.Room)).toEqual(['Hall 24B', 'Hall 24C']);
      expect((await call('POST', '/api/Modules/UserNotifications/Read?eventid=2026', other, { Ids: [theirsNow[0]!.Id] })).statusCode).toBe(
        204,
      );
      expect(await unread(other)).toEqual([]);
      const [, second] = await unread(starrer);
      expect((await call('POST', '/api/Modules/UserNotifications/Read?eventid=2026', starrer, { Ids: [second!.Id] })).statusCode).toBe(204);

      // Dismissed, it is gone for good.
      expect((await call('POST', '/api/modules/UserNotifications/Read?eventid=2026', starrer, { Ids: [live.Id] })).statusCode).toBe(204);
      expect(await unread(starrer)).toEqual([]);
    } finally {
      await Promise.all(clients.map((client) => client.stop()));
    }
  });
});
