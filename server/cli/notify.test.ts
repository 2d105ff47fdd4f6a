// The notify CLI against a listening reference server, with a real hub client in the event's group.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectNotifications } from '../../src/realtime';
import type { HubNotification } from '../../src/contracts';
import { createTestApp, type TestApp } from '../testing';
import { notify, readNotifyArgs } from './notify';

let t: TestApp;
let server: string;
beforeAll(async () => {
  t = await createTestApp({ identity: { serviceClientId: 'cli', serviceClientSecret: 'cli-secret' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  server = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(() => t.close());

const env = { VMX_SERVICE_CLIENT_ID: 'cli', VMX_SERVICE_CLIENT_SECRET: 'cli-secret' };

describe('npm run notify', () => {
  it('stores the notification and broadcasts NotificationAdded to open pages of the event and language', async () => {
    const got: HubNotification[] = [];
    const hub = connectNotifications({ hubBase: `${server}/hubs`, groupId: '2026-en-GB', onNotification: (n) => got.push(n) });
    try {
      await hub.ready;
      const args = readNotifyArgs(
        ['--event', 'ehc2026', '--title', 'Room change', '--text', 'Session 3 moves to Hall B', '--server', server],
        env,
      );
      const result = await notify(args);
      expect(result.reached).toBe(1);
      const deadline = Date.now() + 2000;
      while (got.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(got).toEqual([
        expect.objectContaining({ id: result.notification.id, title: 'Room change', text: 'Session 3 moves to Hall B' }),
      ]);
      const stored = await t.db
        .selectFrom('push_notifications')
        .selectAll()
        .where('id', '=', result.notification.id)
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ event_id: 2026, language: 'en-GB', title: 'Room change' });
    } finally {
      await hub.stop();
    }
  });

  it('fails with the reason when the credentials are wrong or arguments are missing', async () => {
    const wrong = readNotifyArgs(['--event', 'ehc2026', '--title', 'x', '--text', 'x', '--server', server], {
      ...env,
      VMX_SERVICE_CLIENT_SECRET: 'nope',
    });
    await expect(notify(wrong)).rejects.toThrow(/no service token \(401\)/);
    expect(() => readNotifyArgs(['--event', 'ehc2026'], env)).toThrow('missing --title, --text');
    expect(() => readNotifyArgs(['--event', 'e', '--title', 'x', '--text', 'x'], {})).toThrow(/VMX_SERVICE_CLIENT_ID/);
  });
});
