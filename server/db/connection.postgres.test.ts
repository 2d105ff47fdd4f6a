/** The PostgreSQL pool as createDb makes it: its size and its statement timeout (server-postgres project only). */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testPostgresUrl } from '../testing';
import { createDb, DEFAULT_STATEMENT_TIMEOUT_MS } from './connection';

/** The test server's URL under a name of its own, so that its sessions can be told from everyone else's. */
function namedUrl(): { url: string; name: string } {
  const name = `vmx-pool-${randomBytes(4).toString('hex')}`;
  const url = new URL(testPostgresUrl());
  url.searchParams.set('application_name', name);
  return { url: url.toString(), name };
}

describe('createDb on PostgreSQL', () => {
  it('cancels a statement that runs past the statement timeout, and the connection serves the next one', async () => {
    const db = createDb({ url: namedUrl().url, maxConnections: 2, statementTimeoutMs: 200 });
    try {
      await expect(sql`select pg_sleep(5)`.execute(db)).rejects.toMatchObject({ code: '57014' }); // query_canceled
      expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows).toEqual([{ one: 1 }]);
    } finally {
      await db.destroy();
    }
  });

  it('sets the default statement timeout on every connection', async () => {
    const db = createDb({ url: namedUrl().url });
    try {
      const { rows } = await sql<{ timeout: string }>`select current_setting('statement_timeout') as timeout`.execute(db);
      expect(rows).toEqual([{ timeout: `${DEFAULT_STATEMENT_TIMEOUT_MS / 1000}s` }]);
    } finally {
      await db.destroy();
    }
  });

  it('opens no more connections than maxConnections however many queries wait', async () => {
    const { url, name } = namedUrl();
    const db = createDb({ url, maxConnections: 2 });
    try {
      // Each query sleeps a little, so that they overlap, and counts the sessions of this pool meanwhile.
      const counts = await Promise.all(
        Array.from({ length: 6 }, async () => {
          const { rows } = await sql<{ sessions: string }>`
            select (select count(*) from pg_stat_activity where application_name = ${name}) as sessions, pg_sleep(0.1)`.execute(db);
          return Number(rows[0]!.sessions);
        }),
      );
      expect(Math.max(...counts)).toBe(2);
    } finally {
      await db.destroy();
    }
  });
});
