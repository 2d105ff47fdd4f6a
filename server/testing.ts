/** For tests: a fresh, migrated and seeded in-memory database, and the app over it. */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp, type AppOptions } from './app';
import { createDb } from './db/connection';
import { migrateToLatest } from './db/migrations';
import type { Database } from './db/schema';
import { seed, type SeedScale } from './db/seed';

export async function createTestDb(scale: SeedScale = 'demo'): Promise<Kysely<Database>> {
  const db = createDb({ file: ':memory:' });
  await migrateToLatest(db);
  await seed(db, scale);
  return db;
}

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  close(): Promise<void>;
}

export async function createTestApp(options: Omit<AppOptions, 'db'> = {}): Promise<TestApp> {
  const db = await createTestDb();
  const app = await buildApp({ db, ...options });
  return {
    app,
    db,
    async close() {
      await app.close();
      await db.destroy();
    },
  };
}
