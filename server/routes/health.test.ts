import Fastify from 'fastify';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalBackplane, type Backplane } from '../backplane/backplane';
import { listen, RawHubSocket } from '../hubs/testClient';
import { createTestApp, type TestApp } from '../testing';
import { healthRoutes } from './health';

describe('health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is live, and ready while its database answers', async () => {
    const live = await t.app.inject({ url: '/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'live' });
    const ready = await t.app.inject({ url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'not used', draining: false } });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('is not ready while the process drains', async () => {
    const app = Fastify();
    await app.register(healthRoutes, { db: t.db, backplane: createLocalBackplane(), draining: () => true });
    const ready = await app.inject({ url: '/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'not ready', checks: { database: 'ok', redis: 'not used', draining: true } });
    await app.close();
  });

  it('is not ready, naming Redis, when the Redis the processes share does not answer', async () => {
    const app = Fastify();
    const unreachable: Backplane = {
      ...createLocalBackplane(),
      redis: {} as Redis,
      check: () => Promise.reject(new Error('Connection is closed.')),
    };
    await app.register(healthRoutes, { db: t.db, backplane: unreachable, draining: () => false });
    const ready = await app.inject({ url: '/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'not ready', checks: { database: 'ok', redis: 'Connection is closed.', draining: false } });
    await app.close();
  });

  it('is not ready, naming the database, once the database is gone', async () => {
    const own = await createTestApp();
    await own.db.destroy();
    const ready = await own.app.inject({ url: '/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'not ready', checks: { draining: false } });
    expect(ready.json<{ checks: { database: string } }>().checks.database).not.toBe('ok');
    await own.app.close();
  });
});

describe('drain (SIGTERM)', () => {
  it('finishes the request in flight, tells hub clients to reconnect, and accepts no new connection', async () => {
    const t = await createTestApp();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    t.app.get('/test/slow', async () => {
      await held;
      return { finished: true };
    });
    const base = await listen(t.app);
    try {
      const hub = await RawHubSocket.open(base, '/hubs/notificationhub');
      expect(await hub.handshake()).toEqual({});

      const inFlight = fetch(`${base}/test/slow`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const drained = t.app.drain();

      // The hub clients hear it first: Close with the reconnect hint (to another process behind the balancer).
      await hub.until(() => hub.frames.some((frame) => (frame as { type: number }).type === 7), 2000);
      expect(hub.frames.at(-1)).toEqual({ type: 7, allowReconnect: true });

      release();
      const response = await inFlight;
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ finished: true });
      await drained;
      await expect(fetch(`${base}/health/live`)).rejects.toThrow();
    } finally {
      release();
      await t.app.close();
      await t.db.destroy();
    }
  });
});
