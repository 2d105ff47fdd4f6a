/** For tests: a fresh, migrated and seeded in-memory database, and the app over it. */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { LoginData } from '../src/contracts';
import type { Kysely } from 'kysely';
import { buildApp, type AppOptions } from './app';
import { createDb } from './db/connection';
import { migrateToLatest } from './db/migrations';
import type { Database } from './db/schema';
import { seed, type SeedScale } from './db/seed';
import { DEMO_PASSWORD } from './db/seed/identity';

export async function createTestDb(scale: SeedScale = 'demo'): Promise<Kysely<Database>> {
  const db = createDb({ file: ':memory:' });
  await migrateToLatest(db);
  // The congress on its fixed dates (10 to 13 June 2026): the tests compare against them.
  await seed(db, scale, { dates: 'fixed' });
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
