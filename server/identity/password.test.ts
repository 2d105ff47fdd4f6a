import { readdirSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TooManyRequestsError } from '../http/errors';
import {
  hashPassword,
  passwordHashingLoad,
  restAfterHash,
  SCRYPT_BUSY_LOOP,
  SCRYPT_CONCURRENCY,
  SCRYPT_NICE,
  SCRYPT_QUEUE_MAX,
  verifyPassword,
} from './password';

/** A cheap cost: the rules are the same at any cost, and the tests should not take seconds. */
const COST = 2 ** 10;

describe('password hashing', () => {
  // An idle event loop, as the slots measure it: no slot rests after its hash (that rule has tests of its own below).
  beforeEach(() => {
    vi.spyOn(performance, 'eventLoopUtilization').mockReturnValue({ idle: 1, active: 0, utilization: 0 });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('verifies the password it hashed, and no other', async () => {
    const stored = await hashPassword('correct horse 1', COST);
    expect(stored).toMatch(/^scrypt\$1024\$/);
    expect(await verifyPassword('correct horse 1', stored)).toBe(true);
    expect(await verifyPassword('correct horse 2', stored)).toBe(false);
  });

  it('runs at most SCRYPT_CONCURRENCY hashes at once, the others waiting their turn', async () => {
    const count = SCRYPT_CONCURRENCY * 4;
    let most = 0;
    const hashes = Array.from({ length: count }, () => hashPassword('a password 1', COST));
    const watch = setInterval(() => (most = Math.max(most, passwordHashingLoad().running)), 1);
    try {
      expect(passwordHashingLoad().running + passwordHashingLoad().waiting).toBe(count);
      await Promise.all(hashes);
    } finally {
      clearInterval(watch);
    }
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(SCRYPT_CONCURRENCY);
    expect(passwordHashingLoad()).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a hash past SCRYPT_QUEUE_MAX waiting with 429 and Retry-After, and takes new ones once the queue has drained', async () => {
    const flood = Array.from({ length: SCRYPT_CONCURRENCY + SCRYPT_QUEUE_MAX + 3 }, () =>
      hashPassword('a password 1', COST).then(
        () => 'hashed',
        (error: unknown) => error,
      ),
    );
    const outcomes = await Promise.all(flood);
    const refused = outcomes.filter((outcome) => outcome instanceof TooManyRequestsError);
    expect(refused).toHaveLength(3);
    expect(refused[0]).toMatchObject({ statusCode: 429, retryAfterSeconds: expect.any(Number) });
    expect(outcomes.filter((outcome) => outcome === 'hashed')).toHaveLength(SCRYPT_CONCURRENCY + SCRYPT_QUEUE_MAX);
    await expect(hashPassword('a password 1', COST)).resolves.toMatch(/^scrypt\$/);
  });
});

describe('password hashing threads', () => {
  it('hash in threads of their own at SCRYPT_NICE lower priority than the event loop (Linux)', async () => {
    await hashPassword('a password 1', COST);
    const niceOf = (task: string) => Number(readFileSync(`/proc/self/task/${task}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]);
    const tasks = readdirSync('/proc/self/task');
    expect(niceOf(String(process.pid))).toBe(0);
    const lowered = tasks.filter((task) => niceOf(task) === SCRYPT_NICE);
    expect(lowered.length).toBeGreaterThanOrEqual(1);
    expect(lowered.length).toBeLessThanOrEqual(SCRYPT_CONCURRENCY);
  });
});

describe('password hashing beside other requests', () => {
  it('rests a slot after a hash during which the event loop was busy, as long as the hash took; not after one beside an idle loop', () => {
    expect(restAfterHash(80, SCRYPT_BUSY_LOOP + 0.1)).toBe(80);
    expect(restAfterHash(80, 1)).toBe(80);
    expect(restAfterHash(80, SCRYPT_BUSY_LOOP)).toBe(0);
    expect(restAfterHash(80, 0.05)).toBe(0);
  });

  it('hands the key over at once, then keeps the slot resting about as long as the hash took when the event loop was busy meanwhile', async () => {
    // The event loop fully busy with other work while the hash runs, as the slot measures it.
    const busyLoop = vi.spyOn(performance, 'eventLoopUtilization').mockReturnValue({ idle: 0, active: 1, utilization: 1 });
    try {
      const started = performance.now();
      await hashPassword('a password 1', 2 ** 14);
      const handedOver = performance.now();
      await vi.waitFor(() => expect(passwordHashingLoad().running).toBe(0), { timeout: 10_000, interval: 5 });
      // The rest lasts as long as the hash took in its slot: half of what the caller waited leaves room for the queue.
      expect(performance.now() - handedOver).toBeGreaterThan((handedOver - started) / 2);
    } finally {
      busyLoop.mockRestore();
    }
  });
});
