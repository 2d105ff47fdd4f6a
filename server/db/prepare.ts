/**
 * A server's database made ready from its settings: migrated, and seeded when it holds no congress yet, once
 * however many processes start together on it (migrateAndSeedOnce's startup lock). main.ts prepares the database
 * it serves; server/cluster.ts and the cluster tests prepare it before their processes start.
 */
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config';
import { migrateAndSeedOnce, openDatabase } from './index';
import type { Database } from './schema';
import { seedPublicUrl } from './seed';

/** What was done, for the log: a line about the seed, or null when the database was seeded already. */
export async function prepareServedDatabase(db: Kysely<Database>, config: ServerConfig): Promise<string | null> {
  const summary = await migrateAndSeedOnce(db, config.seedScale, {
    tokenSecret: config.identity.tokenSecret,
    publicUrl: seedPublicUrl(config),
    dates: config.seedDates,
  });
  return (
    summary &&
    `seeded an empty database (${summary.scale}, ${config.seedDates} dates): ${summary.events.join(', ')}, ${summary.companyAccounts} company accounts`
  );
}

/** prepareServedDatabase on a connection of its own, closed again. */
export async function prepareDatabase(config: ServerConfig): Promise<string | null> {
  const db = openDatabase(config);
  try {
    return await prepareServedDatabase(db, config);
  } finally {
    await db.destroy();
  }
}
