import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startRedis } from '../../tests/services/redis';
import { LOCKOUT_DURATION_MS, LOCKOUT_MAX_FAILED_LOGINS } from './constants';
import { createLockout, createSharedLockout, type Lockout } from './lockout';

let redisServer: { url: string; stop(): Promise<void> };
let redis: Redis;
let clock = 0;
const now = () => clock;

beforeAll(async () => {
  redisServer = await startRedis();
  redis = new Redis(redisServer.url);
});
afterAll(async () => {
  await redis.quit();
  await redisServer.stop();
});
beforeEach(async () => {
  clock = 1_000_000;
  await redis.flushall();
});

async function failTimes(lockout: Lockout, email: string, client: string, times: number): Promise<boolean[]> {
  const locked: boolean[] = [];
  for (let attempt = 0; attempt < times; attempt++) locked.push(await lockout.fail(email, client));
  return locked;
}

describe.each([
  ['in process memory', () => createLockout(now)],
  ['in the Redis the processes share', () => createSharedLockout(redis, now)],
])('the lockout %s', (_where, create) => {
  it(`locks an address for one client at the ${LOCKOUT_MAX_FAILED_LOGINS}th failure in a row, and not for other clients`, async () => {
    const lockout = create();
    const locked = await failTimes(lockout, 'a@example.org', '10.0.0.1', LOCKOUT_MAX_FAILED_LOGINS);
    expect(locked).toEqual([...Array<boolean>(LOCKOUT_MAX_FAILED_LOGINS - 1).fill(false), true]);
    expect(await lockout.isLocked('a@example.org', '10.0.0.1')).toBe(true);
    expect(await lockout.isLocked('a@example.org', '10.0.0.2')).toBe(false);
    expect(await lockout.isLocked('b@example.org', '10.0.0.1')).toBe(false);
  });

  it('ends the lock after its duration, and counts from nothing again', async () => {
    const lockout = create();
    await failTimes(lockout, 'a@example.org', '10.0.0.1', LOCKOUT_MAX_FAILED_LOGINS);
    clock += LOCKOUT_DURATION_MS - 1;
    expect(await lockout.isLocked('a@example.org', '10.0.0.1')).toBe(true);
    clock += 2;
    expect(await lockout.isLocked('a@example.org', '10.0.0.1')).toBe(false);
    expect(await lockout.fail('a@example.org', '10.0.0.1')).toBe(false);
  });

  it('starts the count again after the right password', async () => {
    const lockout = create();
    await failTimes(lockout, 'a@example.org', '10.0.0.1', LOCKOUT_MAX_FAILED_LOGINS - 1);
    await lockout.succeed('a@example.org', '10.0.0.1');
    expect(await failTimes(lockout, 'a@example.org', '10.0.0.1', LOCKOUT_MAX_FAILED_LOGINS - 1)).not.toContain(true);
  });

  it("ends every client's lock on an address when its password is reset", async () => {
    const lockout = create();
    for (const client of ['10.0.0.1', '10.0.0.2']) await failTimes(lockout, 'a@example.org', client, LOCKOUT_MAX_FAILED_LOGINS);
    await lockout.clearAddress('a@example.org');
    for (const client of ['10.0.0.1', '10.0.0.2']) expect(await lockout.isLocked('a@example.org', client)).toBe(false);
  });
});

describe('the shared lockout', () => {
  it('counts the failures of one client at every process, and stores no address', async () => {
    const otherConnection = new Redis(redisServer.url);
    const [first, second] = [createSharedLockout(redis, now), createSharedLockout(otherConnection, now)];
    const locked: boolean[] = [];
    for (let attempt = 0; attempt < LOCKOUT_MAX_FAILED_LOGINS; attempt++) {
      locked.push(await (attempt % 2 === 0 ? first : second).fail('a@example.org', '10.0.0.1'));
    }
    await otherConnection.quit();
    expect(locked.at(-1)).toBe(true);
    expect(await first.isLocked('a@example.org', '10.0.0.1')).toBe(true);
    expect((await redis.keys('*')).join(' ')).not.toContain('example.org');
  });
});
