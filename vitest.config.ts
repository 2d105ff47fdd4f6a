import { defineConfig } from 'vitest/config';

// Unit tests live beside the code they test: src/**/*.test.ts(x) for rules, stores and elements,
// server/**/*.test.ts for the reference server's routes (fastify inject against a fresh database),
// build/**/*.test.ts for our build steps, tests/security/*.test.ts for the server's defences (one file per class
// of attack; the browser half of each class is tests/security/*.spec.ts).
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'build/**/*.test.ts', 'tests/security/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
  },
});
