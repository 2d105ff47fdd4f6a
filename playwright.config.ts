import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/chromium';

/**
 * Browser tests in Debian's Chromium (no browser is downloaded). tests/e2e/global-setup.ts starts the
 * reference server on a free port with a fresh database; the tests take its address from the fixture
 * in tests/e2e/fixtures.ts.
 */
export default defineConfig({
  // The user flows (tests/e2e) and the attacks a hostile page or user would try (tests/security).
  testDir: 'tests',
  testMatch: ['e2e/**/*.spec.ts', 'security/**/*.spec.ts'],
  globalSetup: './tests/e2e/global-setup.ts',
  // Files run side by side; the tests of a file one after another, because they sign in with the
  // same demo accounts and a sign-in signs the account's other sessions out (single login).
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  // Two workers, two browsers and the server share this machine's two cores: a page that shows in under a
  // second alone can take five while another worker signs people in. Ten seconds is still a failure
  // for anything that does not show at all.
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    headless: true,
    // <vmx-app> registers a service worker (offline use); requests it serves bypass page.route, so only
    // the tests of offline use (tests/e2e/offline.spec.ts) allow it.
    serviceWorkers: 'block',
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
  },
});
