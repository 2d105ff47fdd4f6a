/**
 * The Lockout login result (docs/rules/shell-access-identity.md section 4) without a denial of service and without
 * an account oracle (OWASP ASVS V2.2.1): failed sign-ins are counted per e-mail address AND client
 * address, for addresses with and without an account alike. After LOCKOUT_MAX_FAILED_LOGINS wrong
 * passwords in a row, that client is answered "Lockout" for that address for LOCKOUT_DURATION_MS,
 * whatever it sends; the account's owner, signing in from elsewhere, is not locked out. Guessing spread
 * over many clients is the rate limiter's part (per target account).
 *
 * Process memory (a restart forgets the counts): the counts are a brake, not a record.
 */
import { LOCKOUT_DURATION_MS, LOCKOUT_MAX_FAILED_LOGINS, LOCKOUT_MAX_TRACKED } from './constants';

interface Entry {
  failures: number;
  /** When the lock ends (ms), 0 while not locked. */
  lockedUntil: number;
  /** The last failure (ms): a count older than the lock duration starts again. */
  lastFailure: number;
}

export interface Lockout {
  isLocked(email: string, client: string): boolean;
  /** Counts a wrong password (or an unknown address); true when this failure locked the pair. */
  fail(email: string, client: string): boolean;
  /** A right password: the pair's count starts again. */
  succeed(email: string, client: string): void;
  /** A password reset proves the mailbox: every client's lock on the address ends. */
  clearAddress(email: string): void;
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
    isLocked(email, client) {
      const entry = entries.get(key(email, client));
      return entry !== undefined && entry.lockedUntil > now();
    },
    fail(email, client) {
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
    succeed(email, client) {
      entries.delete(key(email, client));
    },
    clearAddress(email) {
      const prefix = `${email}\u0000`;
      for (const name of [...entries.keys()]) if (name.startsWith(prefix)) entries.delete(name);
    },
  };
}
