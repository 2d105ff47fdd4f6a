import { defineConfig } from 'vitest/config';

// Unit tests live beside the code they test: src/**/*.test.ts(x) for rules, stores and elements,
// server/**/*.test.ts for the reference server's routes (fastify inject against a fresh database),
// build/**/*.test.ts for our build steps.
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'build/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
  },
});
