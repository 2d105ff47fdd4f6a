import { describe, expect, it } from 'vitest';
import { TooManyRequestsError } from '../http/errors';
import { hashPassword, passwordHashingLoad, SCRYPT_CONCURRENCY, SCRYPT_QUEUE_MAX, verifyPassword } from './password';

/** A cheap cost: the rules are the same at any cost, and the tests should not take seconds. */
const COST = 2 ** 10;

describe('password hashing', () => {
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
