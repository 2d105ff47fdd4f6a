/** The test function of every browser test: baseURL is the reference server global-setup started. */
import { test as base, expect } from '@playwright/test';

export const test = base.extend({
  baseURL: async ({}, use) => {
    const url = process.env.VMX_BASE_URL;
    if (!url) throw new Error('VMX_BASE_URL is not set: tests/e2e/global-setup.ts did not run');
    await use(url);
  },
});

export { expect };

/** The demo congress every test uses (README: demo identifiers). */
export const DEMO = { instance: 'demo', event: 'ehc2026', language: 'en-GB' } as const;
