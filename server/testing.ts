/**
 * For tests: a fresh, migrated and seeded database, and the app over it. On SQLite in memory; on PostgreSQL in the
 * server-postgres project (vitest.config.ts), whose global setup provides a test server (testDatabases.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { expect, inject } from 'vitest';
import type { LoginData } from '../src/contracts';
import type { Kysely } from 'kysely';
import { buildApp, type AppOptions } from './app';
import { createDb } from './db/connection';
import type { Database } from './db/schema';
import type { SeedScale } from './db/seed';
import { DEMO_PASSWORD } from './db/seed/identity';
import { createEmptyPostgresDatabase, createSeededPostgresDb, migrateAndSeedForTests } from './testDatabases';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PostgreSQL server of the server-postgres project (tests/services/postgresGlobalSetup.ts). */
    testPostgresUrl: string;
  }
}

export type TestDialect = 'sqlite' | 'postgres';

/** PostgreSQL in the server-postgres project, else SQLite. */
export function testDialect(): TestDialect {
  return postgresUrl() ? 'postgres' : 'sqlite';
}

function postgresUrl(): string | undefined {
  // Not provided (undefined) in the other projects.
  return inject('testPostgresUrl');
}

/** The test PostgreSQL server's URL (a database of the tests' own role on it). */
export function testPostgresUrl(): string {
  const url = postgresUrl();
  if (!url) throw new Error('no test PostgreSQL here: only the server-postgres project (vitest.config.ts) provides one');
  return url;
}

export async function createTestDb(scale: SeedScale = 'demo', dialect: TestDialect = testDialect()): Promise<Kysely<Database>> {
  if (dialect === 'postgres') return createSeededPostgresDb(testPostgresUrl(), scale);
  const db = createDb({ file: ':memory:' });
  await migrateAndSeedForTests(db, scale);
  return db;
}

/**
 * An empty database (no tables) that several connections open at once, as processes sharing one would: a SQLite
 * file in a folder of its own, or a database on the test PostgreSQL. drop() removes it once they are closed.
 */
export async function createEmptyTestDatabase(
  dialect: TestDialect = testDialect(),
): Promise<{ open(): Kysely<Database>; drop(): Promise<void> }> {
  if (dialect === 'postgres') return createEmptyPostgresDatabase(testPostgresUrl());
  const dir = mkdtempSync(join(tmpdir(), 'vmx-test-db-'));
  return {
    open: () => createDb({ file: join(dir, 'vmx.sqlite') }),
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** scrypt N for passwords set in tests: fast, and still a real scrypt hash. */
export const TEST_SCRYPT_COST = 2 ** 10;

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  close(): Promise<void>;
}

export async function createTestApp(options: Omit<AppOptions, 'db'> = {}, dialect: TestDialect = testDialect()): Promise<TestApp> {
  const db = await createTestDb('demo', dialect);
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

/** Signs demo accounts in (attendee signs in attendee@ehc2026.test): each one's token and user id, by name. */
export async function signInDemoUsers(
  app: FastifyInstance,
  names: readonly string[],
): Promise<Record<string, { token: string; id: number }>> {
  const users: Record<string, { token: string; id: number }> = {};
  for (const name of names) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/Token/ValidateLoginFromBody',
      payload: {
        Email: `${name}@ehc2026.test`,
        Password: DEMO_PASSWORD,
        AcceptTermsOfUse: false,
        RememberMe: true,
        ContextModel: { EContext: 'Event', Short: 'ehc2026' },
      },
    });
    const data = response.json<LoginData>();
    users[name] = { token: data.accessToken, id: data.userId };
  }
  return users;
}

/** A service token for a test app made with this service client (createTestApp's identity options), as tools get one. */
export async function serviceTokenOf(app: FastifyInstance, clientId: string, clientSecret: string): Promise<string> {
  const query = new URLSearchParams({ client_id: clientId, client_secret: clientSecret });
  const issued = await app.inject({ method: 'POST', url: `/api/Core/AuthenticationToken?${query}` });
  expect(issued.statusCode, issued.body).toBe(200);
  return issued.headers['x-service-token'] as string;
}

/**
 * GETs as one of the signed-in demo users (signInDemoUsers) or as 'anonymous', for tests that compare what
 * each caller is given; ok() expects a 200 and gives its JSON. App and users are read at each call, so
 * the helpers can be made before beforeAll has signed anyone in.
 */
export function callerRequests<Caller extends string>(app: () => FastifyInstance, users: () => Record<string, { token: string }>) {
  const headers = (caller: Caller): Record<string, string> =>
    caller === 'anonymous' ? {} : { authorization: `Bearer ${users()[caller]!.token}` };
  const get = (url: string, caller: Caller) => app().inject({ method: 'GET', url, headers: headers(caller) });
  async function ok<T>(url: string, caller: Caller): Promise<T> {
    const response = await get(url, caller);
    expect(response.statusCode, `${caller} ${url}`).toBe(200);
    return response.json<T>();
  }
  return { headers, get, ok };
}

/** GETs without a user, for the tests of public read-only routes; ok() expects a 200 and gives its JSON. */
export function publicRequests(app: () => FastifyInstance) {
  const caller = callerRequests<'anonymous'>(app, () => ({}));
  return {
    get: (url: string) => caller.get(url, 'anonymous'),
    ok: <T>(url: string) => caller.ok<T>(url, 'anonymous'),
  };
}
