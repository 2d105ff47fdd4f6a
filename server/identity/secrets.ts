/**
 * The token-signing secret: VMX_TOKEN_SECRET when set, else a random one generated on first start and
 * kept in the settings table (so tokens survive a restart; no secret is in the repository). The same
 * secret keys the transfer signatures of the older Manage system (ManageTransferFromBody).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export const TOKEN_SECRET_SETTING = 'token_secret';

/** The secret as text: the configured one, else the stored one, else a new stored one. */
export async function loadTokenSecret(db: Kysely<Database>, configured?: string | null): Promise<string> {
  if (configured && configured.trim() !== '') return configured.trim();
  const read = () => db.selectFrom('settings').select('value').where('key', '=', TOKEN_SECRET_SETTING).executeTakeFirst();
  const stored = await read();
  if (stored) return stored.value;
  // Two starts racing: the first insert wins and both read it back.
  await db
    .insertInto('settings')
    .values({ key: TOKEN_SECRET_SETTING, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  return (await read())!.value;
}

/**
 * The Encrypted value of a transfer from the Manage system: HMAC-SHA256 (key: the server secret) of
 * the Manage user id and the lower-cased e-mail, base64url.
 */
export function transferSignature(secret: string, manageUserId: string, email: string): string {
  return createHmac('sha256', secret).update(`manage-transfer\n${manageUserId}\n${email.trim().toLowerCase()}`).digest('base64url');
}

export function isValidTransferSignature(secret: string, manageUserId: string, email: string, given: string): boolean {
  const expected = Buffer.from(transferSignature(secret, manageUserId, email));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Compares two secrets in constant time (for equal lengths; lengths are compared through a hash). */
export function safeEqual(a: string, b: string): boolean {
  const ha = createHmac('sha256', 'compare').update(a).digest();
  const hb = createHmac('sha256', 'compare').update(b).digest();
  return timingSafeEqual(ha, hb);
}
