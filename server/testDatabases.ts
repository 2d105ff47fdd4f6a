/**
 * Test databases: how the tests migrate and seed one, and on PostgreSQL (the server-postgres project) databases of
 * their own on the test server, each dropped when its Kysely is destroyed. A seeded one is cloned (CREATE DATABASE …
 * TEMPLATE) from a template migrated and seeded once per run and scale: a copy of its files, far quicker than
 * migrating and seeding. testing.ts is what tests use; this is also for the project's global setup, outside vitest.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { createDb } from './db/connection';
import { migrateToLatest } from './db/migrations';
import type { Database } from './db/schema';
import { seed, type SeedScale } from './db/seed';

/** Every database the tests make is named so, and a run drops what an earlier one left (dropTestDatabases). */
const TEST_DATABASE_PREFIX = 'vmx_test_';
/** Ours, an arbitrary key: whoever makes a missing template holds it, the others wait. */
const TEMPLATE_LOCK_KEY = 7_766_120_002;

/** Templates this process has found or made, by server and name. */
const templates = new Map<string, Promise<void>>();

export async function migrateAndSeedForTests(db: Kysely<Database>, scale: SeedScale): Promise<void> {
  await migrateToLatest(db);
  // The congress on its fixed dates (10 to 13 June 2026): the tests compare against them.
  await seed(db, scale, { dates: 'fixed' });
}

/** Makes the scale's template on the server unless it is there. */
export async function ensurePostgresTemplate(serverUrl: string, scale: SeedScale): Promise<void> {
  const name = templateName(scale);
  const key = `${serverUrl} ${name}`;
  if (!templates.has(key)) templates.set(key, makeTemplate(serverUrl, name, scale));
  await templates.get(key);
}

/** A fresh database on the server, migrated and seeded at the scale (a clone of its template). */
export async function createSeededPostgresDb(serverUrl: string, scale: SeedScale): Promise<Kysely<Database>> {
  await ensurePostgresTemplate(serverUrl, scale);
  const name = newDatabaseName();
  await onServer(serverUrl, (client) =>
    client.query(`create database ${client.escapeIdentifier(name)} template ${client.escapeIdentifier(templateName(scale))}`),
  );
  return createDb({ url: databaseUrl(serverUrl, name), onDestroyed: () => dropDatabase(serverUrl, name) });
}

/** An empty database on the server (no tables), for several connections or pools to open: open() each. */
export async function createEmptyPostgresDatabase(serverUrl: string): Promise<{ open(): Kysely<Database>; drop(): Promise<void> }> {
  const name = newDatabaseName();
  await onServer(serverUrl, (client) => client.query(`create database ${client.escapeIdentifier(name)}`));
  return { open: () => createDb({ url: databaseUrl(serverUrl, name) }), drop: () => dropDatabase(serverUrl, name) };
}

/** Drops every database the tests made on the server, templates included (those of an earlier run may be stale). */
export async function dropTestDatabases(serverUrl: string): Promise<void> {
  const { rows } = await onServer(serverUrl, (client) =>
    client.query<{ datname: string }>(`select datname from pg_database where starts_with(datname, $1)`, [TEST_DATABASE_PREFIX]),
  );
  // FORCE: a test that failed may have left connections open.
  for (const { datname } of rows) await dropDatabase(serverUrl, datname, { force: true });
}

async function makeTemplate(serverUrl: string, name: string, scale: SeedScale): Promise<void> {
  await onServer(serverUrl, async (client) => {
    await client.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    try {
      const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
      if (rowCount) return;
      await client.query(`create database ${client.escapeIdentifier(name)}`);
      try {
        const db = createDb({ url: databaseUrl(serverUrl, name) });
        try {
          await migrateAndSeedForTests(db, scale);
        } finally {
          await db.destroy();
        }
        // CREATE DATABASE … TEMPLATE fails while anyone is connected to the template: no one may be.
        await client.query(`alter database ${client.escapeIdentifier(name)} allow_connections false`);
      } catch (error) {
        await dropDatabase(serverUrl, name);
        throw error;
      }
    } finally {
      await client.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
    }
  });
}

/**
 * Without force, PostgreSQL waits a few seconds for sessions that are closing (a pool's end() resolves before its
 * sockets are closed); force ends them, which their clients would report as errors.
 */
async function dropDatabase(serverUrl: string, name: string, { force = false } = {}): Promise<void> {
  await onServer(serverUrl, (client) =>
    client.query(`drop database if exists ${client.escapeIdentifier(name)}${force ? ' with (force)' : ''}`),
  );
}

function templateName(scale: SeedScale): string {
  return `${TEST_DATABASE_PREFIX}template_${scale}`;
}

function newDatabaseName(): string {
  return `${TEST_DATABASE_PREFIX}${randomBytes(6).toString('hex')}`;
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** One short-lived connection to the server's own database, for what is done to databases as a whole. */
async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
