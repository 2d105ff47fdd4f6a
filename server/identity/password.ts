/**
 * Password hashing with node's crypto.scrypt and a random salt. The stored form carries its
 * parameters: scrypt$N$r$p$salt$hash (salt and hash base64url), so the cost can change without
 * breaking older hashes. Verification compares with timingSafeEqual.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SCRYPT_BLOCK_SIZE,
  SCRYPT_DEFAULT_COST,
  SCRYPT_KEY_LENGTH,
  SCRYPT_PARALLELISM,
  SCRYPT_SALT_BYTES,
} from './constants';

function scryptAsync(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
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
