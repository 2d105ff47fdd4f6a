/**
 * npm run db:reset [-- --scale demo|large]: starts the database over. SQLite: deletes the file;
 * PostgreSQL (DATABASE_URL): drops every table. Then migrates and seeds.
 */
import { rmSync } from 'node:fs';
import { readConfig } from '../config';
import { openDatabase } from '../db';
import { dropAllTables } from '../db/drop';
import { migrateToLatest } from '../db/migrations';
import { seed, seedPublicUrl } from '../db/seed';

const config = readConfig();
if (config.databaseUrl) {
  const db = openDatabase(config);
  const dropped = await dropAllTables(db);
  await db.destroy();
  console.log(`PostgreSQL: dropped ${dropped.length} tables${dropped.length ? ` (${dropped.join(', ')})` : ''}`);
} else if (config.databaseFile !== ':memory:') {
  // WAL mode keeps two companion files beside the database.
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${config.databaseFile}${suffix}`, { force: true });
  console.log(`SQLite: removed ${config.databaseFile} (if it existed)`);
}

const db = openDatabase(config);
const migrations = await migrateToLatest(db);
console.log(`migrated: ${migrations.map((result) => result.migrationName).join(', ') || 'nothing to do'}`);
const summary = await seed(db, config.seedScale, {
  tokenSecret: config.identity.tokenSecret,
  publicUrl: seedPublicUrl(config),
  dates: config.seedDates,
});
console.log(
  `seeded (${summary.scale}): events ${summary.events.join(', ')}; ${summary.companyAccounts} company accounts, ` +
    `${summary.resources} resources, ${summary.rssItems} RSS items, ${summary.users} demo accounts, ${summary.tickets} tickets; ` +
    `programme: ${summary.sessions} sessions, ${summary.presentations} presentations, ${summary.speakers} speakers`,
);
await db.destroy();
