/**
 * Opens the database: PostgreSQL when a connection string is given, else SQLite through better-sqlite3
 * (a file, or ':memory:' for tests). Both dialects run the same migrations and queries.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type DbOptions = { url: string } | { file: string };

export function createDb(options: DbOptions): Kysely<Database> {
  if ('url' in options) {
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: options.url }) }) });
  }
  if (options.file !== ':memory:') mkdirSync(dirname(options.file), { recursive: true });
  const sqlite = new SQLite(options.file);
  // WAL lets readers run while the seed or a write is in progress.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

