import { configDefaults, defineConfig } from 'vitest/config';

// Unit tests live beside the code they test: src/**/*.test.ts(x) for rules, stores and elements,
// server/**/*.test.ts for the reference server's routes (fastify inject against a fresh database),
// build/**/*.test.ts for our build steps, tests/security/*.test.ts for the server's defences (one file per class
// of attack; the browser half of each class is tests/security/*.spec.ts).
// The server's tests run twice: on SQLite (unit) and on PostgreSQL (server-postgres: a throwaway server for the run,
// tests/services/postgres.ts, from Debian's postgresql package, which .ci/run installs; each test database is cloned
// from one seeded once, server/testDatabases.ts).
// tests/cluster/*.test.ts start real server processes with Redis and nginx (several processes as in production):
// their own project, run on their own by npm run test:cluster, so that no other test competes with them for the cores.
// Component tests are the src/**/*.test.tsx beside their components: React Testing Library in happy-dom (each
// file starts with `// @vitest-environment happy-dom`; src/testing/renderInContext.tsx renders a component
// as inside an element). tests/component/*.test.ts is the contract every element runs (element-contract.test.ts).
const SERVER_TESTS = ['server/**/*.test.ts', 'tests/security/**/*.test.ts'];
/** Tests of what only PostgreSQL has (its pool, its statement timeout): in server-postgres only. */
const POSTGRES_ONLY_TESTS = ['server/**/*.postgres.test.ts'];

export default defineConfig({
  test: {
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', ...SERVER_TESTS, 'build/**/*.test.ts', 'tests/services/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...POSTGRES_ONLY_TESTS],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'server-postgres',
          include: SERVER_TESTS,
          globalSetup: ['tests/services/postgresGlobalSetup.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'cluster',
          include: ['tests/cluster/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The elements in happy-dom against the reference server in process: its modules need the server transform.
        extends: true,
        test: {
          name: 'element-contract',
          include: ['tests/component/**/*.test.ts'],
          environment: './tests/component/happyDomOnServer.ts',
          testTimeout: 30_000,
        },
      },
    ],
  },
});
