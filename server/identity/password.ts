/**
 * Password hashing with node's crypto.scrypt and a random salt. The stored form carries its
 * parameters: scrypt$N$r$p$salt$hash (salt and hash base64url), so the cost can change without
 * breaking older hashes. Verification compares with timingSafeEqual.
 *
 * A hash is some 50-100 ms of a core, and a morning's sign-ins flat out would take every core from every other
 * request. So hashes run off the event loop, in worker threads of their own (piscina, scryptWorker.mjs) rather than
 * libuv's pool, which also compresses answers and reads files; at most SCRYPT_CONCURRENCY run at once (p-limit), the
 * others wait their turn, and past SCRYPT_QUEUE_MAX waiting a sign-in is refused with 429 and Retry-After instead of
 * waiting without end.
 *
 * Beside other requests, hashing is kept in check twice over (issue 21: other requests keep at least 70 % of their
 * throughput while sign-ins run flat out). The threads run at a lower priority (SCRYPT_NICE). And scrypt is
 * memory-hard (32 MiB per hash), so it slows the rest of the machine through its memory and caches whatever its
 * priority: a hash during which the event loop was busy with other work is followed by a rest of its slot
 * (restAfterHash), so that a busy process hashes at most SCRYPT_BUSY_SHARE of the time. A process that only signs
 * people in hashes at full speed. npm run loadtest measures both (its sign-in rows).
 */
import { randomBytes, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import pLimit from 'p-limit';
import { Piscina } from 'piscina';
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

/** Ours: how much lower the hashing threads' priority is than the event loop's (Linux nice, 0 to 19). */
export const SCRYPT_NICE = 10;
/**
 * Ours: a hash during which the event loop was busy more than this share of the time ran beside other requests
 * (pages, hub messages). Measured: signing in alone keeps the loop 3-10 % busy; pages at 3,000-4,000 requests a
 * second keep it 30-40 % busy.
 */
export const SCRYPT_BUSY_LOOP = 0.2;
/** Ours: the share of the time a hashing slot of a busy process hashes; it rests the rest. */
export const SCRYPT_BUSY_SHARE = 0.5;

/** How long a hashing slot rests after a hash of tookMs during which the event loop was busy loopUtilization (0-1). */
export function restAfterHash(tookMs: number, loopUtilization: number): number {
  return loopUtilization > SCRYPT_BUSY_LOOP ? tookMs * (1 / SCRYPT_BUSY_SHARE - 1) : 0;
}

const hashing = pLimit(SCRYPT_CONCURRENCY);
const hashers = new Piscina<ScryptTask, Uint8Array>({
  filename: new URL('./scryptWorker.mjs', import.meta.url).href,
  minThreads: 0,
  maxThreads: SCRYPT_CONCURRENCY,
  // A thread lives on a while after its last hash: a sign-in rush should not start one per hash.
  idleTimeout: 30_000,
  niceIncrement: SCRYPT_NICE,
});

interface ScryptTask {
  password: string;
  salt: Uint8Array;
  keylen: number;
  options: ScryptOptions;
}

/** The hashes running (or resting after a hash beside other requests) and waiting now. */
export function passwordHashingLoad(): { running: number; waiting: number } {
  return { running: hashing.activeCount, waiting: hashing.pendingCount };
}

function scryptAsync(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  if (hashing.pendingCount >= SCRYPT_QUEUE_MAX) {
    return Promise.reject(
      new TooManyRequestsError('Too many sign-ins at this moment; please try again shortly', SCRYPT_BUSY_RETRY_AFTER_S),
    );
  }
  let handOver!: (key: Promise<Buffer>) => void;
  const handedOver = new Promise<Buffer>((resolve) => (handOver = resolve));
  void hashing(async () => {
    const loopBefore = performance.eventLoopUtilization();
    const started = performance.now();
    const key = hashers.run({ password: password.normalize('NFC'), salt, keylen, options });
    handOver(key.then((bytes) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)));
    await key.catch(() => undefined);
    // The slot rests after the key is handed over: the person signing in does not wait for the rest, the next does.
    const rest = restAfterHash(performance.now() - started, performance.eventLoopUtilization(loopBefore).utilization);
    if (rest > 0) await delay(rest);
  });
  return handedOver;
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
