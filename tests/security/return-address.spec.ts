/**
 * Issue 16, point 6, in the browser: the venue page's "Continue" link follows ?returnUrl= by the one
 * return-address rule. For every address of the table (tests/security/returnAddressTable.ts), the link
 * Chromium resolves stays on the platform's origin; for the tricks that look like a path, a click on it
 * stays on the platform too.
 */
import type { Page } from '@playwright/test';
import { DEMO, expect, test } from '../e2e/fixtures';
import { HOSTILE_RETURN_ADDRESSES, PLATFORM_RETURN_ADDRESSES } from './returnAddressTable';

const { instance, event, language } = DEMO;
const VENUE = `/venue/${instance}/${event}/${language}`;

function venueWith(candidate: string): string {
  return `${VENUE}?returnUrl=${encodeURIComponent(candidate)}`;
}

/** Shows the venue page for candidate inside the running <vmx-app> (its navigate method: no reload). */
async function showVenue(page: Page, candidate: string): Promise<string> {
  await page.evaluate(
    (path) => (document.querySelector('vmx-app') as HTMLElement & { navigate(path: string): void }).navigate(path),
    venueWith(candidate),
  );
  await expect.poll(() => page.evaluate(() => location.pathname + location.search)).toBe(venueWith(candidate));
  const link = page.locator('vmx-app [part="venue"] a');
  await expect(link).toBeVisible();
  // The href property: the address as Chromium resolves it, where a click goes.
  return link.evaluate((anchor: HTMLAnchorElement) => anchor.href);
}

test('every return address of the table resolves, in Chromium, to a link on the platform’s origin', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  await page.goto(VENUE);
  await expect(page.locator('vmx-app [part="venue"] a')).toBeVisible();
  const leaving: string[] = [];
  for (const candidate of HOSTILE_RETURN_ADDRESSES) {
    const href = await showVenue(page, candidate);
    if (new URL(href).origin !== origin) leaving.push(`${JSON.stringify(candidate)} -> ${href}`);
  }
  expect(leaving).toEqual([]);
  for (const { candidate, path } of PLATFORM_RETURN_ADDRESSES) {
    expect(await showVenue(page, candidate), candidate).toBe(`${origin}${path}`);
  }
});

for (const candidate of ['/\t/evil.example', '/\n/evil.example', '/\t\\evil.example']) {
  test(`a click on the "Continue" link for ${JSON.stringify(candidate)} stays on the platform`, async ({ page, baseURL }) => {
    // Were the link to leave, it would land here (the machine has no network).
    await page.route('http://evil.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Another site</h1>' }));
    await page.goto(venueWith(candidate));
    await page.locator('vmx-app [part="venue"] a').click();
    await expect(page.locator('vmx-app main[data-route="HomePage"]')).toBeVisible();
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
  });
}
