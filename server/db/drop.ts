/** Drops every table, Kysely's migration bookkeeping included (db:reset on PostgreSQL). */
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';

export async function dropAllTables(db: Kysely<Database>): Promise<string[]> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  const names = tables.map((table) => table.name);
  if (names.length > 0) {
    // CASCADE drops the foreign keys between them in one statement, whatever their order.
    await sql`drop table if exists ${sql.join(names.map((name) => sql.id(name)))} cascade`.execute(db);
  }
  return names;
}
