import { defineConfig } from 'vitest/config';

// Unit tests live beside the code they test: src/**/*.test.ts(x) for rules, stores and elements,
// server/**/*.test.ts for the reference server's routes (fastify inject against a fresh database),
// build/**/*.test.ts for our build steps, tests/security/*.test.ts for the server's defences (one file per class
// of attack; the browser half of each class is tests/security/*.spec.ts).
// Component tests are the src/**/*.test.tsx beside their components: React Testing Library in happy-dom (each
// file starts with `// @vitest-environment happy-dom`; src/testing/renderInContext.tsx renders a component
// as inside an element). tests/component/*.test.ts is the contract every element runs (element-contract.test.ts).
export default defineConfig({
  test: {
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'build/**/*.test.ts', 'tests/security/**/*.test.ts'],
          environment: 'node',
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
