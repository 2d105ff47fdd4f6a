/** The database as the server's entry points open it, migrate and seed it. */
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config';
import { createDb } from './connection';
import { migrateHoldingStartupLock } from './migrations';
import type { Database } from './schema';
import { isSeeded, seed, type SeedOptions, type SeedScale, type SeedSummary } from './seed';
import { withStartupLock } from './startupLock';

export type { Database } from './schema';

export function openDatabase(
  config: Pick<ServerConfig, 'databaseUrl' | 'databaseFile' | 'databasePoolMax' | 'databaseStatementTimeoutMs'>,
): Kysely<Database> {
  return createDb(
    config.databaseUrl
      ? { url: config.databaseUrl, maxConnections: config.databasePoolMax, statementTimeoutMs: config.databaseStatementTimeoutMs }
      : { file: config.databaseFile },
  );
}

/**
 * Migrates db to the latest migration and seeds it (seed(db, scale, options)) when it holds no congress yet, once
 * however many processes start together on it: under the startup lock, the first does the work and the others then
 * find it done. Resolves with the seed's summary, or null when the database was seeded already.
 */
export async function migrateAndSeedOnce(db: Kysely<Database>, scale: SeedScale, options: SeedOptions = {}): Promise<SeedSummary | null> {
  return withStartupLock(db, async () => {
    await migrateHoldingStartupLock(db);
    return (await isSeeded(db)) ? null : seed(db, scale, options);
  });
}
