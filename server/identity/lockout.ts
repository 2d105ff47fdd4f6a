/**
 * The Lockout login result (docs/rules/shell-access-identity.md section 4) without a denial of service and without
 * an account oracle (OWASP ASVS V2.2.1): failed sign-ins are counted per e-mail address AND client
 * address, for addresses with and without an account alike. After LOCKOUT_MAX_FAILED_LOGINS wrong
 * passwords in a row, that client is answered "Lockout" for that address for LOCKOUT_DURATION_MS,
 * whatever it sends; the account's owner, signing in from elsewhere, is not locked out. Guessing spread
 * over many clients is the rate limiter's part (per target account).
 *
 * The counts are a brake, not a record: kept in process memory (a restart forgets them), or, when the server's
 * processes share a Redis (REDIS_URL), there (createSharedLockout), so that a balancer spreading one client's
 * guesses over N processes does not give it N times the tries.
 */
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { REDIS_PREFIX } from '../backplane/backplane';
import { LOCKOUT_DURATION_MS, LOCKOUT_MAX_FAILED_LOGINS, LOCKOUT_MAX_TRACKED } from './constants';

interface Entry {
  failures: number;
  /** When the lock ends (ms), 0 while not locked. */
  lockedUntil: number;
  /** The last failure (ms): a count older than the lock duration starts again. */
  lastFailure: number;
}

export interface Lockout {
  isLocked(email: string, client: string): Promise<boolean>;
  /** Counts a wrong password (or an unknown address); true when this failure locked the pair. */
  fail(email: string, client: string): Promise<boolean>;
  /** A right password: the pair's count starts again. */
  succeed(email: string, client: string): Promise<void>;
  /** A password reset proves the mailbox: every client's lock on the address ends. */
  clearAddress(email: string): Promise<void>;
}

export function createLockout(now: () => number): Lockout {
  const entries = new Map<string, Entry>();
  // A NUL cannot appear in an e-mail address or a client address: the key splits back unambiguously.
  const key = (email: string, client: string) => `${email}\u0000${client}`;
  const stale = (entry: Entry, at: number) => entry.lockedUntil <= at && at - entry.lastFailure > LOCKOUT_DURATION_MS;

  function prune(at: number) {
    for (const [name, entry] of entries) if (stale(entry, at)) entries.delete(name);
    // Still too many (a flood of distinct pairs): forget the oldest, so that memory stays bounded.
    for (const name of entries.keys()) {
      if (entries.size <= LOCKOUT_MAX_TRACKED) break;
      entries.delete(name);
    }
  }

  return {
    async isLocked(email, client) {
      const entry = entries.get(key(email, client));
      return entry !== undefined && entry.lockedUntil > now();
    },
    async fail(email, client) {
      const at = now();
      const name = key(email, client);
      let entry = entries.get(name);
      if (!entry || stale(entry, at) || (entry.lockedUntil !== 0 && entry.lockedUntil <= at))
        entry = { failures: 0, lockedUntil: 0, lastFailure: at };
      entry.failures += 1;
      entry.lastFailure = at;
      const locked = entry.failures >= LOCKOUT_MAX_FAILED_LOGINS;
      if (locked) entry.lockedUntil = at + LOCKOUT_DURATION_MS;
      // Re-inserted, so that the map's order is the order of last use.
      entries.delete(name);
      entries.set(name, entry);
      if (entries.size > LOCKOUT_MAX_TRACKED) prune(at);
      return locked;
    },
    async succeed(email, client) {
      entries.delete(key(email, client));
    },
    async clearAddress(email) {
      const prefix = `${email}\u0000`;
      for (const name of [...entries.keys()]) if (name.startsWith(prefix)) entries.delete(name);
    },
  };
}

/**
 * The lockout in the Redis the server's processes share: one hash per address (named by its SHA-256, so that no
 * address is stored in Redis), a count and a lock end per client. The hash expires LOCKOUT_DURATION_MS after the
 * address's last failure, which is when the memory variant forgets a count too.
 */
export function createSharedLockout(redis: Redis, now: () => number): Lockout {
  const keyOf = (email: string) => `${REDIS_PREFIX}lockout:${createHash('sha256').update(email).digest('hex')}`;
  const count = (client: string) => `failures:${client}`;
  const lock = (client: string) => `locked-until:${client}`;
  return {
    async isLocked(email, client) {
      return Number(await redis.hget(keyOf(email), lock(client))) > now();
    },
    async fail(email, client) {
      const key = keyOf(email);
      const at = now();
      const lockedUntil = await redis.hget(key, lock(client));
      // A lock that has ended: the count starts again.
      if (lockedUntil !== null && Number(lockedUntil) <= at) await redis.hdel(key, lock(client), count(client));
      const [[, failures] = []] = (await redis.multi().hincrby(key, count(client), 1).pexpire(key, LOCKOUT_DURATION_MS).exec()) ?? [];
      if (Number(failures) < LOCKOUT_MAX_FAILED_LOGINS) return false;
      await redis
        .multi()
        .hset(key, lock(client), String(at + LOCKOUT_DURATION_MS))
        .hdel(key, count(client))
        .pexpire(key, LOCKOUT_DURATION_MS)
        .exec();
      return true;
    },
    async succeed(email, client) {
      await redis.hdel(keyOf(email), count(client));
    },
    async clearAddress(email) {
      await redis.del(keyOf(email));
    },
  };
}
