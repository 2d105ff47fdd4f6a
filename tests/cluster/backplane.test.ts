/**
 * Two server processes on one database and one Redis (REDIS_URL), as behind a load balancer: what one process does
 * for a user holds at the other. Real processes (tests/referenceServer.ts), a real redis-server
 * (tests/services/redis.ts), the real @microsoft/signalr client.
 */
import { randomUUID } from 'node:crypto';
import { HttpTransportType, HubConnectionBuilder, HubConnectionState, LogLevel, type HubConnection } from '@microsoft/signalr';
import SQLite from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ChatHubMethods,
  HubMethods,
  type ChatMessageAdded,
  type ChatUnreadChanged,
  type ConversationsAnswer,
  type HubNotification,
  type LoginData,
  type ProgrammeChangedMessage,
  type ProgrammeSession,
  type RemoteLogoutMessage,
} from '../../src/contracts';
import { notificationGroup } from '../../src/core/pushNotifications';
import { notify } from '../../server/cli/notify';
import { serviceToken } from '../../server/cli/serviceClient';
import { DEMO_PASSWORD } from '../../server/db/seed/identity';
import { LOCKOUT_MAX_FAILED_LOGINS } from '../../server/identity/constants';
import { closed, nextMessage, RawHubSocket, signalrClient } from '../../server/hubs/testClient';
import { importDraft, oneSessionSchedule, publishDraft } from '../programmeChange';
import { startReferenceServer, type ReferenceServer } from '../referenceServer';
import { startRedis } from '../services/redis';

const SERVICE = { VMX_SERVICE_CLIENT_ID: 'backplane-test', VMX_SERVICE_CLIENT_SECRET: 'backplane-test-secret-0123456789' };
const EVENT_ID = 2026;

let redis: { url: string; stop(): Promise<void> };
let a: ReferenceServer;
let b: ReferenceServer;
const open: HubConnection[] = [];

beforeAll(async () => {
  redis = await startRedis();
  const env = { REDIS_URL: redis.url, LOG_LEVEL: 'warn', ...SERVICE };
  a = await startReferenceServer({ env });
  // The second process starts on the first one's database, migrated and seeded by then.
  b = await startReferenceServer({ env: { ...env, DATABASE_FILE: a.databaseFile } });
}, 120_000);

afterAll(async () => {
  b?.stop();
  a?.stop();
  await redis?.stop();
});

afterEach(async () => {
  await Promise.all(open.splice(0).map((connection) => connection.stop()));
});

function hubClient(url: string): HubConnection {
  const connection = signalrClient(url);
  open.push(connection);
  return connection;
}

/** A sign-in for the demo congress through the server, as the sign-in page sends it. */
function postSignIn(server: ReferenceServer, email: string, password: string): Promise<Response> {
  return fetch(`${server.baseUrl}/api/Token/ValidateLoginFromBody`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      Email: email,
      Password: password,
      AcceptTermsOfUse: false,
      RememberMe: false,
      ContextModel: { EContext: 'Event', Short: 'ehc2026' },
    }),
  });
}

async function signIn(server: ReferenceServer, name: string): Promise<LoginData> {
  const response = await postSignIn(server, `${name}@ehc2026.test`, DEMO_PASSWORD);
  expect(response.status).toBe(200);
  return (await response.json()) as LoginData;
}

describe('two server processes sharing one Redis', () => {
  it('are both ready, each naming Redis as reachable', async () => {
    for (const server of [a, b]) {
      const ready = await fetch(`${server.baseUrl}/health/ready`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toMatchObject({ checks: { database: 'ok', redis: 'ok' } });
    }
  });

  it('deliver a notification published through one process to a client connected to the other', async () => {
    const client = hubClient(`${b.baseUrl}/hubs/notificationhub`);
    await client.start();
    await client.invoke(HubMethods.joinGroup, notificationGroup(EVENT_ID, 'en-GB'));
    const arrives = nextMessage<HubNotification>(client, HubMethods.notificationAdded, 5_000);
    const published = await notify({
      server: a.baseUrl,
      event: 'ehc2026',
      title: 'Plenary moved',
      text: 'Now in Hall B',
      clientId: SERVICE.VMX_SERVICE_CLIENT_ID,
      clientSecret: SERVICE.VMX_SERVICE_CLIENT_SECRET,
    });
    expect(await arrives).toMatchObject({ id: published.notification.id, title: 'Plenary moved', text: 'Now in Hall B' });
  });

  it('tell a page connected to the other process of a programme change published through one (ProgrammeChanged)', async () => {
    const client = hubClient(`${b.baseUrl}/hubs/notificationhub`);
    await client.start();
    await client.invoke(HubMethods.joinGroup, notificationGroup(EVENT_ID, 'de-DE'));
    const token = await serviceToken({
      server: a.baseUrl,
      clientId: SERVICE.VMX_SERVICE_CLIENT_ID,
      clientSecret: SERVICE.VMX_SERVICE_CLIENT_SECRET,
    });
    await importDraft(
      a.baseUrl,
      token,
      oneSessionSchedule({
        guid: '5e55104e-0000-4000-8000-000000000021',
        title: 'Backplane check',
        room: 'Hall 21',
        start: '2026-06-12T14:00',
        minutes: 30,
      }),
    );
    const arrives = nextMessage<ProgrammeChangedMessage>(client, HubMethods.programmeChanged, 5_000);
    const published = await publishDraft(a.baseUrl, token);
    expect(await arrives).toEqual({ EventId: EVENT_ID, Version: published.Version });
  });

  it('deliver a chat message sent through one process to the chat client of its receiver connected to the other', async () => {
    const receiver = await signIn(a, 'attendee');
    // The demo attendee's contact (server/db/seed/networking.ts), with whom they have a conversation.
    const sender = await signIn(a, 'lucas.moreau');
    const chat = new HubConnectionBuilder()
      .withUrl(`${b.baseUrl}/hubs/chat?eventid=${EVENT_ID}`, {
        transport: HttpTransportType.WebSockets,
        accessTokenFactory: () => receiver.accessToken,
      })
      .configureLogging(LogLevel.None)
      .build();
    open.push(chat);
    await chat.start();
    const conversations = await fetch(`${a.baseUrl}/api/Messages/Conversations?eventid=${EVENT_ID}`, {
      headers: { authorization: `Bearer ${sender.accessToken}` },
    });
    const conversation = ((await conversations.json()) as ConversationsAnswer).Conversations[0]!;
    const arrives = nextMessage<ChatMessageAdded>(chat, ChatHubMethods.messageAdded, 5_000);
    const unread = nextMessage<ChatUnreadChanged>(chat, ChatHubMethods.unreadChanged, 5_000);
    const id = randomUUID();
    const sent = await fetch(`${a.baseUrl}/api/Messages/Conversations/${conversation.Id}/Messages?eventid=${EVENT_ID}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sender.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ Id: id, Text: 'Sent through the other process' }),
    });
    expect(sent.status).toBe(201);
    expect(await arrives).toMatchObject({
      Id: id,
      ConversationId: conversation.Id,
      SenderName: 'Lucas Moreau',
      Text: 'Sent through the other process',
    });
    expect(await unread).toMatchObject({ ConversationId: conversation.Id, ConversationUnread: expect.any(Number) });
  });

  it("sign the other process's sockets of an account out when it signs in again through one (single login)", async () => {
    const first = await signIn(a, 'attendee');
    const account = hubClient(`${b.baseUrl}/hubs/singlelogin?eventShort=ehc2026&jwt=${encodeURIComponent(first.accessToken)}`);
    await account.start();
    const loggedOut = nextMessage<RemoteLogoutMessage>(account, HubMethods.remoteLogout, 5_000);
    const gone = closed(account, 5_000);
    await signIn(a, 'attendee');
    expect(await loggedOut).toEqual({ reason: expect.any(String) });
    await gone;
    expect(account.state).toBe(HubConnectionState.Disconnected);
  });

  it('accept at one process a connection token negotiated at the other, and only once', async () => {
    const negotiated = await fetch(`${a.baseUrl}/hubs/notificationhub/negotiate?negotiateVersion=1`, { method: 'POST' });
    const { connectionToken } = (await negotiated.json()) as { connectionToken: string };
    const socket = await RawHubSocket.connect(b.baseUrl, `/hubs/notificationhub?id=${encodeURIComponent(connectionToken)}`);
    expect(await socket.handshake()).toEqual({});
    socket.close();
    // Used once at b: the token is refused everywhere after.
    for (const server of [a, b]) {
      await expect(RawHubSocket.connect(server.baseUrl, `/hubs/notificationhub?id=${encodeURIComponent(connectionToken)}`)).rejects.toThrow(
        /404/,
      );
    }
  });

  it('keep a rate limit reached through one process at the other', async () => {
    const ask = (server: ReferenceServer) =>
      fetch(`${server.baseUrl}/api/Token/ForgotPasswordFromBody?context=Event&shortname=ehc2026&language=en-GB&returnUrl=%2F`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ Email: 'rate-limited@ehc2026.test' }),
      });
    // forgot-password: 3 per hour and address (server/http/rateLimits.ts).
    for (let attempt = 0; attempt < 3; attempt++) expect((await ask(a)).status).toBe(200);
    const refused = await ask(b);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('answer Lockout at one process to a client that gave wrong passwords at both', async () => {
    const attempt = (server: ReferenceServer, password: string) => postSignIn(server, 'hcp@ehc2026.test', password);
    for (let failure = 0; failure < LOCKOUT_MAX_FAILED_LOGINS; failure++) {
      expect((await attempt(failure % 2 === 0 ? a : b, `wrong-${failure}-password`)).status).toBe(401);
    }
    expect(await (await attempt(a, DEMO_PASSWORD)).json()).toBe('Lockout');
    expect(await (await attempt(b, DEMO_PASSWORD)).json()).toBe('Lockout');
  });

  it("see a programme change written through one at the other: the other's kept list and its ETag change", async () => {
    const list = (server: ReferenceServer) => fetch(`${server.baseUrl}/api/Modules/PAGSessionsV2?eventid=${EVENT_ID}&language=en-GB`);
    const before = await list(b);
    expect(before.status).toBe(200);
    const etag = before.headers.get('etag');
    const sessions = (await before.json()) as ProgrammeSession[];
    const session = sessions[0]!;
    // What a programme writer does (one statement, as a transaction would): the session's title and a new version.
    const database = new SQLite(a.databaseFile);
    try {
      database.transaction(() => {
        database
          .prepare('update programme_sessions set name = ? where event_id = ? and id = ?')
          .run('Moved to Hall B', EVENT_ID, session.Id);
        database.prepare('update programme_versions set version = version || ? where event_id = ?').run('-changed', EVENT_ID);
      })();
    } finally {
      database.close();
    }
    const after = await list(b);
    expect(after.headers.get('etag')).not.toBe(etag);
    const changed = ((await after.json()) as ProgrammeSession[]).find((item) => item.Id === session.Id);
    expect(changed?.Name).toBe('Moved to Hall B');
    const revalidated = await fetch(`${b.baseUrl}/api/Modules/PAGSessionsV2?eventid=${EVENT_ID}&language=en-GB`, {
      headers: { 'if-none-match': etag! },
    });
    expect(revalidated.status).toBe(200);
  });
});
