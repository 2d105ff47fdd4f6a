/**
 * One-time codes of the e-mailed links (confirm, reset, transfer). The code goes into the link; only
 * its sha256 is stored. A code is used once and expires.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { CodeTable, Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;
export type CodeKind = CodeTable['kind'];
export type CodeCheck = 'ok' | 'invalid' | 'used' | 'expired';

export const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

/** Writes a new code and returns it (the only time it exists in clear). */
export async function issueCode(db: Db, kind: CodeKind, userId: number, now: number, validityMs: number): Promise<string> {
  const code = randomBytes(24).toString('base64url');
  await db
    .insertInto('codes')
    .values({
      id: randomUUID(),
      kind,
      user_id: userId,
      code_hash: hashCode(code),
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + validityMs).toISOString(),
      used_at: null,
    })
    .execute();
  return code;
}

/** Marks the code used when it is valid; otherwise says why not. */
export async function consumeCode(db: Db, kind: CodeKind, userId: number, code: string, now: number): Promise<CodeCheck> {
  const row = await db
    .selectFrom('codes')
    .select(['id', 'expires_at', 'used_at'])
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('code_hash', '=', hashCode(code))
    .executeTakeFirst();
  if (!row) return 'invalid';
  if (row.used_at !== null) return 'used';
  if (row.expires_at <= new Date(now).toISOString()) return 'expired';
  const result = await db
    .updateTable('codes')
    .set({ used_at: new Date(now).toISOString() })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  // Another request used it in between.
  return Number(result.numUpdatedRows) === 1 ? 'ok' : 'used';
}

/** What a person reads when a link cannot be used. */
export const CODE_MESSAGES: Record<Exclude<CodeCheck, 'ok'>, string> = {
  invalid: 'This link is not valid',
  used: 'This link has already been used',
  expired: 'This link has expired',
};
