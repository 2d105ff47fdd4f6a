/**
 * Several processes starting on one database at once, as behind a balancer: two connections (SQLite) or two pools
 * (PostgreSQL, in the server-postgres project) on one empty database, each doing what a starting process does.
 */
import { describe, expect, it } from 'vitest';
import { createEmptyTestDatabase } from '../testing';
import { migrateAndSeedOnce } from './index';
import { MIGRATIONS, migrateToLatest } from './migrations';
import type { Database } from './schema';
import type { Kysely } from 'kysely';

/** Opens the database twice, runs work on both at once, and closes and drops everything. */
async function onTwoConnections<T>(work: (a: Kysely<Database>, b: Kysely<Database>) => Promise<T>): Promise<T> {
  const database = await createEmptyTestDatabase();
  const [a, b] = [database.open(), database.open()];
  try {
    return await work(a, b);
  } finally {
    await Promise.all([a.destroy(), b.destroy()]);
    await database.drop();
  }
}

describe('starting several processes on one empty database', () => {
  it('migrates it once when two migrate at the same time: both succeed, each migration is applied once', async () => {
    await onTwoConnections(async (a, b) => {
      const results = await Promise.all([migrateToLatest(a), migrateToLatest(b)]);
      const applied = results.flat().map((result) => [result.migrationName, result.status]);
      expect(applied).toEqual(Object.keys(MIGRATIONS).map((name) => [name, 'Success']));
      const recorded = await a
        .selectFrom('kysely_migration' as keyof Database)
        .select('name' as never)
        .execute();
      expect(recorded).toHaveLength(Object.keys(MIGRATIONS).length);
    });
  });

  it('migrates and seeds it once when two start at the same time: one seeds, the other finds it seeded', async () => {
    await onTwoConnections(async (a, b) => {
      const summaries = await Promise.all([migrateAndSeedOnce(a, 'demo'), migrateAndSeedOnce(b, 'demo')]);
      expect(summaries.filter((summary) => summary !== null)).toEqual([expect.objectContaining({ events: ['ehc2025', 'ehc2026'] })]);
      expect(await b.selectFrom('events').select('id').orderBy('id').execute()).toEqual([{ id: 2025 }, { id: 2026 }]);
      expect(await migrateAndSeedOnce(b, 'demo')).toBeNull();
    });
  }, 60_000); // seeding the demo congress takes seconds
});
