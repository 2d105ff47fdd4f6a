import { connect } from 'node:net';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { startRedis } from './redis';

describe('startRedis', () => {
  it('starts a Redis that answers on its URL, keeps nothing on disk, and is gone after stop()', async () => {
    const redis = await startRedis();
    const client = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.set('key', 'value');
      expect(await client.get('key')).toBe('value');
      expect(await client.config('GET', 'save')).toEqual(['save', '']);
      expect(await client.config('GET', 'appendonly')).toEqual(['appendonly', 'no']);
    } finally {
      client.disconnect();
      await redis.stop();
    }
    const { hostname, port } = new URL(redis.url);
    const connecting = new Promise<void>((resolve, reject) => {
      const socket = connect(Number(port), hostname, () => {
        socket.end();
        resolve();
      });
      socket.once('error', reject);
    });
    await expect(connecting).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });
});
