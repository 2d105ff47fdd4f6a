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

/** scrypt N for passwords set in tests: fast, and still a real scrypt hash. */
export const TEST_SCRYPT_COST = 2 ** 10;

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  close(): Promise<void>;
}

export async function createTestApp(options: Omit<AppOptions, 'db'> = {}): Promise<TestApp> {
  const db = await createTestDb();
  // New passwords are hashed at a low scrypt cost in tests (the seeded demo hash keeps the production cost).
  const app = await buildApp({ db, ...options, identity: { scryptCost: TEST_SCRYPT_COST, ...options.identity } });
  return {
    app,
    db,
    async close() {
      await app.close();
      await db.destroy();
    },
  };
}
