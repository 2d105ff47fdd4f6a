// The client module against the reference server (a real port, the real @microsoft/signalr client).
import { createServer } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../server/testing';
import { connectAccountHub, connectNotifications } from './index';
import { HUB_RETRY_MS, type HubNotification, type ProgrammeChangedMessage, type RemoteLogoutMessage } from '../contracts';

/** Accepts jwts shaped "user-{userId}-{sessionId}". */
async function verifyHubToken(jwt: string) {
  const match = /^user-(\d+)-(\w+)$/.exec(jwt);
  return match ? { userId: Number(match[1]), sessionId: match[2]! } : null;
}

const notification: HubNotification = { id: 1, title: 'Plenary starts', text: 'Hall A', link: null, createdAt: '2026-05-04T09:55:00.000Z' };

let t: TestApp;
let hubBase: string;
const handles: Array<{ stop(): Promise<void> }> = [];

beforeAll(async () => {
  t = await createTestApp({ verifyHubToken });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  hubBase = `http://127.0.0.1:${port(t)}/hubs`;
});
afterAll(() => t.close());
afterEach(async () => {
  await Promise.all(handles.splice(0).map((handle) => handle.stop()));
  vi.restoreAllMocks();
});

function port(app: TestApp): number {
  return (app.app.server.address() as { port: number }).port;
}

function keep<T extends { stop(): Promise<void> }>(handle: T): T {
  handles.push(handle);
  return handle;
}

const until = async (done: () => boolean, timeoutMs = 2000) => {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('connectAccountHub', () => {
  it('calls onRemoteLogout on remoteLogout and stops the connection', async () => {
    const got: RemoteLogoutMessage[] = [];
    const hub = keep(
      connectAccountHub({ hubBase, eventShort: 'ehc2026', token: 'user-5-a', onRemoteLogout: (message) => got.push(message) }),
    );
    await hub.ready;
    expect(t.app.hubs.account.remoteLogout(5, 'a')).toBe(0); // the signed-in session itself is spared
    expect(t.app.hubs.account.remoteLogout(5, 'b')).toBe(1);
    await until(() => got.length === 1);
    expect(got).toEqual([{ reason: 'signed-in-elsewhere' }]);
    // Stopped and not reconnecting: the server no longer has the connection.
    await until(() => t.app.hubs.account.remoteLogout(5) === 0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(t.app.hubs.account.remoteLogout(5)).toBe(0);
    expect(got).toHaveLength(1);
  });

  it('shares one connection per URL on a page; the last stop invokes CloseConnection', async () => {
    const warn = vi.spyOn(console, 'warn');
    const calls: string[] = [];
    const first = connectAccountHub({
      hubBase: `${hubBase}/`,
      eventShort: 'ehc2026',
      token: 'user-6-a',
      onRemoteLogout: () => calls.push('first'),
    });
    const second = connectAccountHub({ hubBase, eventShort: 'ehc2026', token: 'user-6-a', onRemoteLogout: () => calls.push('second') });
    await Promise.all([first.ready, second.ready]);
    await first.stop();
    expect(t.app.hubs.account.remoteLogout(6, 'x', 'test')).toBe(1);
    await until(() => calls.length === 1);
    expect(calls).toEqual(['second']);
    await second.stop();

    const third = connectAccountHub({ hubBase, eventShort: 'ehc2026', token: 'user-6-a', onRemoteLogout: () => calls.push('third') });
    await third.ready;
    await third.stop();
    await until(() => t.app.hubs.account.remoteLogout(6) === 0);
    // The server's Close after CloseConnection is expected: nothing logged, no retry.
    expect(warn).not.toHaveBeenCalled();
  });

  it('treats a refused token as the end of the session, logs it and does not retry it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const ended: RemoteLogoutMessage[] = [];
    const hub = keep(connectAccountHub({ hubBase, eventShort: 'ehc2026', token: 'forged', onRemoteLogout: (m) => ended.push(m) }));
    await until(() => warn.mock.calls.length > 0 && ended.length > 0);
    expect(ended).toEqual([{ reason: 'refused' }]);
    expect(String(warn.mock.calls[0]![0])).toMatch(/singlelogin: the server refused the connection/);
    // The token never reaches the log.
    expect(JSON.stringify(warn.mock.calls)).not.toContain('forged');
    await hub.stop();
  });
});

describe('connectNotifications', () => {
  it('joins the group, receives NotificationAdded and sends CloseNotification', async () => {
    const got: HubNotification[] = [];
    const hub = keep(connectNotifications({ hubBase, groupId: 'ehc2026', onNotification: (n) => got.push(n) }));
    await hub.ready;
    expect(t.app.hubs.notifications.notify('other', notification)).toBe(0);
    expect(t.app.hubs.notifications.notify('ehc2026', notification)).toBe(1);
    await until(() => got.length === 1);
    expect(got).toEqual([notification]);
    await hub.closeNotification(1);
    await hub.stop();
    await until(() => t.app.hubs.notifications.notify('ehc2026', notification) === 0);
  });

  it('hands ProgrammeChanged to a holder that shows no notifications, and NotificationAdded to one that does', async () => {
    const changes: ProgrammeChangedMessage[] = [];
    const got: HubNotification[] = [];
    const programme = keep(connectNotifications({ hubBase, groupId: '2026-en-GB', onProgrammeChanged: (m) => changes.push(m) }));
    const toasts = keep(connectNotifications({ hubBase, groupId: '2026-en-GB', onNotification: (n) => got.push(n) }));
    await Promise.all([programme.ready, toasts.ready]);
    // One page, one connection for both holders.
    expect(t.app.hubs.notifications.programmeChanged('2026-en-GB', { EventId: 2026, Version: 'v2' })).toBe(1);
    expect(t.app.hubs.notifications.notify('2026-en-GB', notification)).toBe(1);
    await until(() => changes.length === 1 && got.length === 1);
    expect(changes).toEqual([{ EventId: 2026, Version: 'v2' }]);
    expect(got).toEqual([notification]);
  });

  it(`retries a failed start every ${HUB_RETRY_MS} ms and rejoins the group after reconnecting`, { timeout: 25_000 }, async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const freePort = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    const got: HubNotification[] = [];
    const hub = keep(
      connectNotifications({ hubBase: `http://127.0.0.1:${freePort}/hubs`, groupId: 42, onNotification: (n) => got.push(n) }),
    );
    const began = Date.now();
    let first: TestApp | undefined = await createTestApp();
    let second: TestApp | undefined;
    try {
      await first.app.listen({ port: freePort, host: '127.0.0.1' });
      await hub.ready;
      expect(Date.now() - began).toBeGreaterThanOrEqual(HUB_RETRY_MS - 1000);
      expect(first.app.hubs.notifications.notify(42, notification)).toBe(1);
      await until(() => got.length === 1);

      // The server goes away and comes back: the automatic reconnect joins the group again.
      await first.close();
      first = undefined;
      second = await createTestApp();
      await second.app.listen({ port: freePort, host: '127.0.0.1' });
      const app = second.app;
      await until(() => app.hubs.notifications.notify('42', { ...notification, id: 2 }) === 1, HUB_RETRY_MS + 5000);
      await until(() => got.length === 2);
      expect(got.map((n) => n.id)).toEqual([1, 2]);
    } finally {
      await hub.stop();
      handles.splice(handles.indexOf(hub), 1);
      await first?.close();
      await second?.close();
    }
  });
});
