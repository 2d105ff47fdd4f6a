import cors from '@fastify/cors';
import { HubConnectionState } from '@microsoft/signalr';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { HubNotification, RemoteLogoutMessage } from '../../src/contracts';
import { createTestApp, type TestApp } from '../testing';
import { Hub, HubServer, SEND_BATCH_SIZE, type HubConnection } from './hubServer';
import { devToolsEnabled, registerHubs } from './index';
import { closed, fakeVerifyToken, listen, nextMessage, RawHubSocket, signalrClient } from './testClient';

const notification: HubNotification = {
  id: 1234,
  title: 'Plenary starts',
  text: 'Hall A in 5 minutes',
  link: '/home/demo/ehc2026/en-GB/programme',
  createdAt: '2026-05-04T09:55:00.000Z',
};

let t: TestApp;
let base: string;
const open: Array<{ stop(): Promise<void> }> = [];

beforeAll(async () => {
  t = await createTestApp({ verifyHubToken: fakeVerifyToken });
  base = await listen(t.app);
});
afterAll(() => t.close());
afterEach(async () => {
  await Promise.all(open.splice(0).map((connection) => connection.stop()));
});

function client(path: string, reconnect = false) {
  const connection = signalrClient(`${base}${path}`, reconnect);
  open.push(connection);
  return connection;
}

describe('negotiate', () => {
  it('answers version 1 with a connection id and token and WebSockets only, with CORS', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/hubs/notificationhub/negotiate?negotiateVersion=1',
      headers: { origin: 'https://society.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    const body = response.json();
    expect(body).toEqual({
      negotiateVersion: 1,
      connectionId: expect.any(String),
      connectionToken: expect.any(String),
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }],
    });
    expect(body.connectionToken).not.toBe(body.connectionId);
  });

  it('refuses the account hub without a valid jwt (401)', async () => {
    for (const query of ['', '&eventShort=ehc2026', '&eventShort=ehc2026&jwt=forged']) {
      const response = await t.app.inject({ method: 'POST', url: `/hubs/singlelogin/negotiate?negotiateVersion=1${query}` });
      expect(response.statusCode).toBe(401);
    }
    const ok = await t.app.inject({
      method: 'POST',
      url: '/hubs/singlelogin/negotiate?negotiateVersion=1&eventShort=ehc2026&jwt=user-7-a',
    });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses the upgrade of an unknown or reused connection token (404)', async () => {
    const statusOf = (url: string) =>
      new Promise<number | undefined>((resolve) => {
        const socket = new WebSocket(url);
        socket.on('unexpected-response', (_request, response) => {
          resolve(response.statusCode);
          socket.terminate();
        });
        socket.on('open', () => {
          resolve(101);
          socket.close();
        });
        socket.on('error', () => resolve(undefined));
      });
    const ws = base.replace('http', 'ws');
    expect(await statusOf(`${ws}/hubs/notificationhub?id=nosuchtoken`)).toBe(404);
    const { connectionToken } = (await (
      await fetch(`${base}/hubs/notificationhub/negotiate?negotiateVersion=1`, { method: 'POST' })
    ).json()) as { connectionToken: string };
    expect(await statusOf(`${ws}/hubs/notificationhub?id=${connectionToken}`)).toBe(101);
    expect(await statusOf(`${ws}/hubs/notificationhub?id=${connectionToken}`)).toBe(404);
    expect(await statusOf(`${ws}/hubs/nosuchhub?id=${connectionToken}`)).toBe(404);
    // Without negotiation the account hub checks the jwt on the upgrade itself.
    expect(await statusOf(`${ws}/hubs/singlelogin?eventShort=ehc2026&jwt=forged`)).toBe(401);
    expect(await statusOf(`${ws}/hubs/singlelogin?eventShort=ehc2026&jwt=user-7-a`)).toBe(101);
  });
});

describe('notification hub with the real @microsoft/signalr client', () => {
  it('connects, joins a group (completion null), receives NotificationAdded and sends CloseNotification', async () => {
    const connection = client('/hubs/notificationhub');
    await connection.start();
    expect(connection.state).toBe(HubConnectionState.Connected);
    await expect(connection.invoke('JoinGroup', 'ehc2026')).resolves.toBeNull();

    const outsider = client('/hubs/notificationhub');
    await outsider.start();
    await outsider.invoke('JoinGroup', 'other');
    let outsiderGot = 0;
    outsider.on('NotificationAdded', () => outsiderGot++);

    const received = nextMessage<HubNotification>(connection, 'NotificationAdded');
    expect(t.app.hubs.notifications.notify('ehc2026', notification)).toBe(1);
    expect(await received).toEqual(notification);
    await expect(connection.send('CloseNotification', 1234)).resolves.toBeUndefined();
    // Still connected: a send gets no reply and no error.
    await expect(connection.invoke('JoinGroup', 42)).resolves.toBeNull();
    expect(t.app.hubs.notifications.notify(42, notification)).toBe(1);
    expect(outsiderGot).toBe(0);
  });

  it('answers a bad call with an error completion and stays connected', async () => {
    const connection = client('/hubs/notificationhub');
    await connection.start();
    await expect(connection.invoke('JoinGroup')).rejects.toThrow(/JoinGroup expects a group id/);
    await expect(connection.invoke('NoSuchMethod', 1)).rejects.toThrow(/Unknown hub method 'NoSuchMethod'/);
    await expect(connection.invoke('joingroup', 'case-insensitive')).resolves.toBeNull();
    expect(connection.state).toBe(HubConnectionState.Connected);
  });
});

describe('account hub with the real @microsoft/signalr client', () => {
  const account = (jwt: string) => client(`/hubs/singlelogin?eventShort=ehc2026&jwt=${jwt}`, true);

  it('refuses a bad jwt', async () => {
    await expect(account('forged').start()).rejects.toThrow(/401/);
  });

  it("remoteLogout reaches only that user's other sessions", async () => {
    const [older, other, newer, stranger] = [account('user-7-a'), account('user-7-b'), account('user-7-c'), account('user-8-a')];
    await Promise.all([older, other, newer, stranger].map((connection) => connection.start()));
    const got = new Map<string, RemoteLogoutMessage[]>();
    for (const [name, connection] of Object.entries({ older, other, newer, stranger })) {
      got.set(name, []);
      connection.on('remoteLogout', (message: RemoteLogoutMessage) => got.get(name)!.push(message));
    }
    const olderGot = nextMessage(older, 'remoteLogout');
    const otherGot = nextMessage(other, 'remoteLogout');
    expect(t.app.hubs.account.remoteLogout(7, 'c')).toBe(2);
    expect(await olderGot).toEqual({ reason: 'signed-in-elsewhere' });
    await otherGot;
    // A round trip on the others: had anything been sent to them, it would have arrived before this.
    await Promise.all([newer, stranger].map((connection) => connection.invoke('CloseConnection').catch(() => undefined)));
    expect(got.get('newer')).toEqual([]);
    expect(got.get('stranger')).toEqual([]);
  });

  it('CloseConnection completes, then the server closes without reconnect', async () => {
    const connection = account('user-9-a');
    let reconnecting = false;
    connection.onreconnecting(() => (reconnecting = true));
    await connection.start();
    const whenClosed = closed(connection);
    await expect(connection.invoke('CloseConnection')).resolves.toBeNull();
    expect(await whenClosed).toBeUndefined();
    expect(connection.state).toBe(HubConnectionState.Disconnected);
    expect(reconnecting).toBe(false);
  });

  it('POST /dev/hubs/remote-logout signs a user out remotely (dev tools)', async () => {
    const connection = account('user-11-a');
    await connection.start();
    const got = nextMessage<RemoteLogoutMessage>(connection, 'remoteLogout');
    const response = await t.app.inject({ method: 'POST', url: '/dev/hubs/remote-logout?userId=11' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ reached: 1 });
    expect(await got).toEqual({ reason: 'signed-in-elsewhere' });
    const bad = await t.app.inject({ method: 'POST', url: '/dev/hubs/remote-logout?userId=x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'userId' });
  });
});

describe('the protocol on a raw socket', () => {
  it('answers the handshake with {} and rejects other protocols with an error', async () => {
    const good = await RawHubSocket.open(base, '/hubs/notificationhub');
    expect(await good.handshake()).toEqual({});
    good.socket.close();

    const messagepack = await RawHubSocket.open(base, '/hubs/notificationhub');
    messagepack.sendFrame({ protocol: 'messagepack', version: 1 });
    expect(await messagepack.next()).toEqual({ error: expect.stringMatching(/messagepack/) });
    expect(await messagepack.whenClosed()).toBe(1000);

    const garbage = await RawHubSocket.open(base, '/hubs/notificationhub');
    garbage.send('not json\u001e');
    expect(await garbage.next()).toEqual({ error: expect.any(String) });
    await garbage.whenClosed();
  });

  it('gives malformed invocations an error completion, closes on unreadable frames, and does not crash', async () => {
    const socket = await RawHubSocket.open(base, '/hubs/notificationhub');
    await socket.handshake();
    socket.sendFrame({ type: 1, invocationId: '1', arguments: [] });
    expect(await socket.next()).toEqual({ type: 3, invocationId: '1', error: 'Invocation lacks a target.' });
    socket.sendFrame({ type: 1, invocationId: '2', target: 'JoinGroup', arguments: 'g' });
    expect(await socket.next()).toEqual({ type: 3, invocationId: '2', error: 'Invocation arguments must be an array.' });
    socket.sendFrame({ type: 4, invocationId: '3', target: 'JoinGroup', arguments: [] });
    expect(await socket.next()).toEqual({ type: 3, invocationId: '3', error: 'Streaming is not supported.' });
    // Sends (no invocationId) of unknown methods, pings and unknown types: nothing comes back.
    socket.sendFrame({ type: 1, target: 'Nope', arguments: [] });
    socket.sendFrame({ type: 6 });
    socket.sendFrame({ type: 99 });
    // Two frames in one message are both handled.
    socket.send(
      `{"type":1,"target":"JoinGroup","arguments":["a"],"invocationId":"4"}\u001e{"type":1,"target":"JoinGroup","arguments":["b"],"invocationId":"5"}\u001e`,
    );
    expect(await socket.next()).toEqual({ type: 3, invocationId: '4', result: null });
    expect(await socket.next()).toEqual({ type: 3, invocationId: '5', result: null });
    socket.send('{"type":1,\u001e');
    expect(await socket.next()).toEqual({ type: 7, error: expect.stringMatching(/not valid JSON/), allowReconnect: false });
    expect(await socket.whenClosed()).toBe(1000);

    // The server is still there.
    const after = await RawHubSocket.open(base, '/hubs/notificationhub');
    expect(await after.handshake()).toEqual({});
    after.socket.close();
  });
});

describe('HubServer with a custom hub', () => {
  it('hides unexpected errors, runs the connection hooks and sends to a connection', async () => {
    const app = Fastify();
    const server = new HubServer();
    const events: string[] = [];
    const hub = server.register(app, {
      path: '/hubs/Test/',
      methods: {
        Boom: () => {
          throw new Error('secret detail');
        },
        Echo: async ({ args }) => args,
      },
      onConnected: (connection) => events.push(`connected ${connection.connectionId}`),
      onDisconnected: (connection) => events.push(`disconnected ${connection.connectionId}`),
    });
    server.attach(app.server);
    app.addHook('preClose', async () => server.close());
    const url = await listen(app);
    try {
      const connection = signalrClient(`${url}/hubs/test`);
      await connection.start();
      await expect(connection.invoke('Boom')).rejects.toThrow("An unexpected error occurred invoking 'Boom' on the server.");
      await expect(connection.invoke('Echo', 1, 'two', { three: 3 })).resolves.toEqual([1, 'two', { three: 3 }]);
      const [id] = [...hub.connections.keys()];
      const pushed = nextMessage(connection, 'hello');
      expect(hub.connection(id!)?.send('hello', 'you')).toBe(true);
      expect(await pushed).toBe('you');
      await connection.stop();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(events).toEqual([`connected ${id}`, `disconnected ${id}`]);
      expect(hub.connections.size).toBe(0);
    } finally {
      await app.close();
    }
  });
});

describe('a message to many connections', () => {
  it(`is serialised once and written ${SEND_BATCH_SIZE} sockets per turn of the event loop, so other work runs between`, async () => {
    const hub = new Hub({ path: '/hubs/test', methods: {} });
    const written: Buffer[] = [];
    const connections = Array.from({ length: SEND_BATCH_SIZE * 2 + 7 }, () => {
      const connection = { isOpen: true, writeFrame: (bytes: Buffer) => written.push(bytes) > 0 };
      return connection as unknown as HubConnection;
    });
    const closedOne = { isOpen: false, writeFrame: () => true } as unknown as HubConnection;
    expect(hub.sendTo([...connections, closedOne], 'NotificationAdded', notification)).toBe(connections.length);
    expect(written).toHaveLength(SEND_BATCH_SIZE);
    await new Promise((resolve) => setImmediate(resolve));
    expect(written).toHaveLength(SEND_BATCH_SIZE * 2);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(written).toHaveLength(connections.length);
    expect(new Set(written).size).toBe(1);
    expect(written[0]!.toString()).toBe(`${JSON.stringify({ type: 1, target: 'NotificationAdded', arguments: [notification] })}\u001e`);
  });
});

describe('pings, client timeout and shutdown', () => {
  it('pings every interval, drops a silent client, and app.close() closes the sockets', async () => {
    const app = Fastify();
    await app.register(cors, { origin: '*' });
    await registerHubs(app, { verifyToken: fakeVerifyToken, pingIntervalMs: 50, clientTimeoutMs: 400, devTools: false });
    const url = await listen(app);
    try {
      const raw = await RawHubSocket.open(url, '/hubs/notificationhub');
      expect(await raw.handshake()).toEqual({});
      expect(await raw.next(500)).toEqual({ type: 6 });
      expect(await raw.next(500)).toEqual({ type: 6 });
      // This client never writes after the handshake: it is dropped after clientTimeoutMs.
      await raw.until(() => raw.frames.some((frame) => (frame as { type: number }).type === 7), 2000);
      expect(raw.frames.at(-1)).toEqual({ type: 7, error: expect.stringMatching(/timeout/i), allowReconnect: false });

      const connection = signalrClient(`${url}/hubs/notificationhub`);
      const whenClosed = closed(connection);
      await connection.start();
      const alive = await RawHubSocket.open(url, '/hubs/notificationhub');
      await alive.handshake();
      expect((await app.inject({ method: 'POST', url: '/dev/hubs/remote-logout?userId=1' })).statusCode).toBe(404);

      await app.close();
      await whenClosed;
      expect(connection.state).toBe(HubConnectionState.Disconnected);
      expect(await alive.whenClosed()).toBeDefined();
    } finally {
      await app.close();
    }
  });

  it('turns dev tools on unless NODE_ENV is production, or with VMX_DEV_TOOLS=1', () => {
    expect(devToolsEnabled({ NODE_ENV: 'test' })).toBe(true);
    expect(devToolsEnabled({})).toBe(true);
    expect(devToolsEnabled({ NODE_ENV: 'production' })).toBe(false);
    expect(devToolsEnabled({ NODE_ENV: 'production', VMX_DEV_TOOLS: '1' })).toBe(true);
  });
});
