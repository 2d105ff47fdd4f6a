/**
 * One scrypt hash, run by password.ts's pool (piscina) in a worker thread of lowered priority. Plain JavaScript, so
 * that a worker thread loads it as it is under tsx, vitest and node alike.
 */
import { scryptSync } from 'node:crypto';

/**
 * @param {{ password: string; salt: Uint8Array; keylen: number; options: import('node:crypto').ScryptOptions }} task
 * @returns {Uint8Array}
 */
export default function hash({ password, salt, keylen, options }) {
  return scryptSync(password, salt, keylen, options);
}
