/**
 * Password hashing with node's crypto.scrypt and a random salt. The stored form carries its
 * parameters: scrypt$N$r$p$salt$hash (salt and hash base64url), so the cost can change without
 * breaking older hashes. Verification compares with timingSafeEqual.
 *
 * scrypt runs in libuv's thread pool, off the event loop, but that pool also compresses answers and reads files,
 * and a hash is some 50 ms of a core: a morning's sign-ins flat out would take every core from every other request.
 * So at most SCRYPT_CONCURRENCY hashes run at once (p-limit), the others wait their turn, and past
 * SCRYPT_QUEUE_MAX waiting a sign-in is refused with 429 and Retry-After instead of waiting without end.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';
import { TooManyRequestsError } from '../http/errors';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SCRYPT_BLOCK_SIZE,
  SCRYPT_DEFAULT_COST,
  SCRYPT_KEY_LENGTH,
  SCRYPT_PARALLELISM,
  SCRYPT_SALT_BYTES,
} from './constants';

/** Ours: hashes at once: every core but one, which stays with the event loop (one on a single core). */
export const SCRYPT_CONCURRENCY = Math.max(1, availableParallelism() - 1);
/** Ours: hashes that may wait for their turn (some seconds of work on a small machine). */
export const SCRYPT_QUEUE_MAX = 100;
/** Ours: how long a refused sign-in is told to wait before it tries again. */
export const SCRYPT_BUSY_RETRY_AFTER_S = 5;

const hashing = pLimit(SCRYPT_CONCURRENCY);

/** The hashes running and waiting now. */
export function passwordHashingLoad(): { running: number; waiting: number } {
  return { running: hashing.activeCount, waiting: hashing.pendingCount };
}

function scryptAsync(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  if (hashing.pendingCount >= SCRYPT_QUEUE_MAX) {
    return Promise.reject(
      new TooManyRequestsError('Too many sign-ins at this moment; please try again shortly', SCRYPT_BUSY_RETRY_AFTER_S),
    );
  }
  return hashing(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize('NFC'), salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );
}

/** Memory scrypt may use: 128 * N * r bytes plus room. */
const maxmem = (N: number, r: number) => 256 * N * r + 1024 * 1024;

export async function hashPassword(password: string, cost: number = SCRYPT_DEFAULT_COST): Promise<string> {
  const salt = randomBytes(SCRYPT_SALT_BYTES);
  const r = SCRYPT_BLOCK_SIZE;
  const p = SCRYPT_PARALLELISM;
  const key = await scryptAsync(password, salt, SCRYPT_KEY_LENGTH, { N: cost, r, p, maxmem: maxmem(cost, r) });
  return ['scrypt', cost, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** False for a wrong password and for a stored value that is not a hash this module wrote. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0) || N > 2 ** 20) return false;
  const salt = Buffer.from(parts[4]!, 'base64url');
  const expected = Buffer.from(parts[5]!, 'base64url');
  if (expected.length === 0) return false;
  const key = await scryptAsync(password, salt, expected.length, { N, r, p, maxmem: maxmem(N, r) });
  return timingSafeEqual(key, expected);
}

/** The password rule (ours; the client checks the same): 8 to 256 characters, a letter and a digit. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `must be at least ${PASSWORD_MIN_LENGTH} characters long, with a letter and a digit`;
  if (password.length > PASSWORD_MAX_LENGTH) return `must be at most ${PASSWORD_MAX_LENGTH} characters long`;
  if (!/\p{L}/u.test(password) || !/\d/.test(password)) return 'must contain a letter and a digit';
  return null;
}
