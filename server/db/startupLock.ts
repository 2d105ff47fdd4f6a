/**
 * The startup lock: what one process does to a database while others starting on it at the same time wait (migrate,
 * seed an empty one: migrateAndSeedOnce in index.ts). PostgreSQL: an advisory lock, held by a pooled connection of its
 * own (so a process needs two: config.ts). SQLite file: an exclusive transaction on a lock database beside it (its locks
 * are the file system's, so a process that dies holding one lets go); an in-memory database has no other process.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import SQLite from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import { isPostgres } from './connection';
import type { Database } from './schema';

/** Ours, an arbitrary key: Kysely's migrator takes an advisory lock of its own with another. */
const POSTGRES_LOCK_KEY = 7_766_120_001;
/** The SQLite lock database: the database file's name with this appended. */
const SQLITE_LOCK_SUFFIX = '.startup-lock';
/** How often a waiting process tries the SQLite lock again (better-sqlite3 would wait synchronously, blocking the process). */
const SQLITE_LOCK_RETRY_MS = 50;

/** Runs work while no other process holds the startup lock of db's database; not re-entrant. */
export async function withStartupLock<T>(db: Kysely<Database>, work: () => Promise<T>): Promise<T> {
  if (isPostgres(db)) return withAdvisoryLock(db, work);
  const file = await sqliteFile(db);
  return file ? withLockDatabase(`${file}${SQLITE_LOCK_SUFFIX}`, work) : work();
}

async function withAdvisoryLock<T>(db: Kysely<Database>, work: () => Promise<T>): Promise<T> {
  return db.connection().execute(async (connection) => {
    // The wait is as long as another process's migrations and seed take: no statement timeout for it. SET LOCAL ends
    // with the transaction; the lock is the session's and stays.
    await connection.transaction().execute(async (trx) => {
      await sql`set local statement_timeout = 0`.execute(trx);
      await sql`select pg_advisory_lock(${sql.lit(POSTGRES_LOCK_KEY)})`.execute(trx);
    });
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${sql.lit(POSTGRES_LOCK_KEY)})`.execute(connection);
    }
  });
}

async function withLockDatabase<T>(path: string, work: () => Promise<T>): Promise<T> {
  const lock = new SQLite(path, { timeout: 0 });
  try {
    for (;;) {
      try {
        lock.exec('begin exclusive');
        break;
      } catch (error) {
        if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error;
        await sleep(SQLITE_LOCK_RETRY_MS);
      }
    }
    try {
      return await work();
    } finally {
      lock.exec('rollback');
    }
  } finally {
    lock.close();
  }
}

/** The file of a SQLite database; '' for an in-memory one. */
async function sqliteFile(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ file: string }>`select file from pragma_database_list where name = 'main'`.execute(db);
  return rows[0]?.file ?? '';
}
