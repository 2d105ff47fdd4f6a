/**
 * Opens the database: PostgreSQL when a connection string is given, else SQLite through better-sqlite3
 * (a file, or ':memory:' for tests). Both dialects run the same migrations and queries.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { LRUCache } from 'lru-cache';
import { Kysely, PostgresAdapter, PostgresDialect, sql, SqliteDialect, type Expression } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { VISITOR_KEY_FUNCTION, visitorKey } from './analyticsUniqueTables';

/** How many connections a process keeps to PostgreSQL at most (DATABASE_POOL_MAX). */
export const DEFAULT_POOL_MAX = 10;
/**
 * How long one PostgreSQL statement may run before the server cancels it (DATABASE_STATEMENT_TIMEOUT_MS): a runaway
 * query must not hold a pooled connection, and the requests queued behind it, forever.
 */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 15_000;

/**
 * url: a PostgreSQL connection string; maxConnections caps its pool (DEFAULT_POOL_MAX); statementTimeoutMs cancels a
 * longer statement (DEFAULT_STATEMENT_TIMEOUT_MS; 0: never); onDestroyed runs once db.destroy() has closed every
 * connection (the tests drop their throwaway database there).
 */
export type DbOptions =
  { url: string; maxConnections?: number; statementTimeoutMs?: number; onDestroyed?: () => Promise<void> } | { file: string };

export function createDb(options: DbOptions): Kysely<Database> {
  if ('url' in options) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.maxConnections ?? DEFAULT_POOL_MAX,
      // Sent when each connection opens, so it holds for every statement on it (pg leaves it unset for 0).
      statement_timeout: options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS,
    });
    const { onDestroyed } = options;
    const closing = onDestroyed
      ? {
          connect: () => pool.connect(),
          async end() {
            await pool.end();
            await onDestroyed();
          },
        }
      : pool;
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool: closing }) });
  }
  if (options.file !== ':memory:') mkdirSync(dirname(options.file), { recursive: true });
  const sqlite = new SQLite(options.file);
  // WAL lets readers run while the seed or a write is in progress.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // The roll-up stores visitors as pseudonymous keys; PostgreSQL has md5() for it, SQLite gets the same function here.
  sqlite.function(VISITOR_KEY_FUNCTION, { deterministic: true }, (visitor: unknown) =>
    typeof visitor === 'string' ? visitorKey(visitor) : null,
  );
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withKeptStatements(sqlite) }) });
}

/**
 * Ours: how many prepared statements a SQLite database keeps. The server sends a few hundred distinct queries; a
 * query built with a list of values (where id in (...)) makes one per length, and those come and go: past the bound
 * the least recently used goes (lru-cache).
 */
export const KEPT_STATEMENTS_MAX = 1_000;

/**
 * The database as Kysely's SQLite dialect takes it, keeping each prepared statement for the next query with the same
 * text: Kysely asks better-sqlite3 to prepare every query it runs, which was a third of the time of a cached answer
 * (http/answerCache.ts) under load. Safe to share: Kysely runs one query at a time on the connection (and holds it
 * while a streamed query iterates), and a statement takes its parameters per run.
 */
function withKeptStatements(sqlite: SQLite.Database): { prepare(sql: string): SQLite.Statement; close(): void } {
  const kept = new LRUCache<string, SQLite.Statement>({ max: KEPT_STATEMENTS_MAX });
  return {
    prepare(source) {
      let statement = kept.get(source);
      if (!statement) {
        statement = sqlite.prepare(source);
        kept.set(source, statement);
      }
      return statement;
    },
    close() {
      kept.clear();
      sqlite.close();
    },
  };
}

/** Any Kysely instance or transaction, whatever its schema: only its dialect is asked for. */
type AnyKysely = Pick<Kysely<unknown>, 'getExecutor'>;

/** True when db (a Kysely instance or a transaction) talks to PostgreSQL. */
export function isPostgres(db: AnyKysely): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * A text column to ORDER BY in byte order on both dialects. SQLite compares text bytewise (BINARY);
 * PostgreSQL uses the database's collation, which for a locale such as en_US.UTF-8 skips punctuation
 * and folds case, so lists would come out in another order than on SQLite. Its "C" collation is bytewise.
 */
export function byteOrder(db: AnyKysely, column: string): Expression<string> {
  return isPostgres(db) ? sql<string>`${sql.ref(column)} collate "C"` : sql.ref<string>(column);
}
