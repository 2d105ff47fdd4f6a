/**
 * The global setup of the server-postgres project (vitest.config.ts): a throwaway PostgreSQL server for the run
 * (./postgres.ts), or the one VMX_TEST_POSTGRES_URL names (a role that may create databases; the tests make and drop
 * their own, named vmx_test_*). Its URL goes to the tests as inject('testPostgresUrl') (server/testing.ts).
 */
import type { TestProject } from 'vitest/node';
import { dropTestDatabases, ensurePostgresTemplate } from '../../server/testDatabases';
import { startPostgres } from './postgres';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const postgres = await givenOrThrowaway();
  try {
    // The demo congress's template now, rather than in the first test hook of every worker (which would wait for it).
    await ensurePostgresTemplate(postgres.url, 'demo');
  } catch (error) {
    await postgres.stop();
    throw error;
  }
  project.provide('testPostgresUrl', postgres.url);
  return postgres.stop;
}

async function givenOrThrowaway(): Promise<{ url: string; stop(): Promise<void> }> {
  const given = process.env.VMX_TEST_POSTGRES_URL?.trim();
  if (!given) return startPostgres();
  // An earlier run's templates may be of older migrations or seed.
  await dropTestDatabases(given);
  return { url: given, stop: () => dropTestDatabases(given) };
}
