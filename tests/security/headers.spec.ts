/**
 * Security headers in the browser (issue 16, points 1 and 8): the standalone page runs under its
 * Content-Security-Policy with nothing refused (home, login, programme, a session), and frame-ancestors
 * does what it says: the platform may be framed by the embedding origin (tests/security/attackerSite.ts)
 * but not by a foreign one, and the account pages and the OAuth sign-in page by neither.
 */
import type { Frame, Page } from '@playwright/test';
import { DEMO, expect, test } from '../e2e/fixtures';
import { OAUTH_CLIENT_ID } from '../../src/core/oauth';
import { attackerOrigins } from './attackerSite';

const { instance, event, language } = DEMO;

/** Starts collecting policy violations (the event is composed: shadow roots' too) and console reports. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const reports: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) reports.push(message.text());
  });
  await page.addInitScript(`
    window.__vmxViolations = [];
    window.addEventListener('securitypolicyviolation', (event) => {
      window.__vmxViolations.push(event.effectiveDirective + ' ' + event.blockedURI + ' ' + event.sample);
    }, true);
  `);
  return async () => [...(await page.evaluate<string[]>('window.__vmxViolations')), ...reports];
}

test('the standalone home, login, programme and session pages show under their policy with nothing refused', async ({ page }) => {
  const violations = await watchViolations(page);
  const home = await page.goto(`/home/${instance}/${event}/${language}`);
  const policy = home!.headers()['content-security-policy']!;
  expect(policy).toContain("script-src 'self' 'nonce-");
  expect(policy).not.toContain('unsafe-inline');
  await expect(page.locator('vmx-app h1').first()).toBeVisible();
  // <vmx-app> holds the page's nonce, which its styled-components styles carry.
  const nonce = /style-src 'self' 'nonce-([^']+)'/.exec(policy)![1];
  expect(await page.locator('vmx-app').evaluate((element) => (element as HTMLElement).nonce)).toBe(nonce);

  await page.goto(`/login/${instance}/${event}/${language}`);
  const signIn = page.getByRole('button', { name: 'Sign in' });
  await expect(signIn).toBeVisible();
  // Styled: a button of the theme, not the browser's grey default.
  expect(await signIn.evaluate((button) => getComputedStyle(button).backgroundColor)).not.toBe('rgb(239, 239, 239)');

  await page.goto(`/${instance}/${event}/${language}/search`);
  await expect(page.getByRole('searchbox', { name: 'Search the programme' })).toBeVisible();
  await expect(page.locator('[part="result"]').first()).toBeVisible();
  await page.locator('[part="result"] a').first().click();
  await expect(page).toHaveURL(/\/session\/\d+/);
  await expect(page.locator('vmx-app h1').first()).toBeVisible();

  expect(await violations()).toEqual([]);
});

/** The attacker site's page framing src; resolves with the frame once the page has loaded. */
async function framedBy(page: Page, origin: string, src: string): Promise<Frame> {
  await page.goto(`${origin}/frame?src=${encodeURIComponent(src)}`);
  const frame = await (await page.locator('#platform').elementHandle()).contentFrame();
  if (!frame) throw new Error('no frame');
  return frame;
}

/** A frame the browser refused to fill shows its own error page, never the platform. */
async function expectRefused(frame: Frame): Promise<void> {
  await expect.poll(() => frame.url()).toMatch(/^chrome-error:/);
  expect(await frame.locator('vmx-app').count()).toBe(0);
}

test('the embedding origin may frame the platform; a foreign origin may not', async ({ page, baseURL }) => {
  const { allowedOrigin, foreignOrigin } = attackerOrigins();
  const home = `${baseURL}/home/${instance}/${event}/${language}?noheader=true`;
  const allowed = await framedBy(page, allowedOrigin, home);
  await expect(allowed.locator('vmx-app')).toHaveCount(1);
  expect(allowed.url()).toBe(home);

  await expectRefused(await framedBy(page, foreignOrigin, home));
});

test('the account pages and the OAuth sign-in page are not framed even by the embedding origin', async ({ page, baseURL }) => {
  const { allowedOrigin } = attackerOrigins();
  const oauth = new URLSearchParams({
    response_type: 'token',
    client_id: OAUTH_CLIENT_ID,
    redirect_uri: `${baseURL}/home/${instance}/${event}/${language}`,
    state: 's',
    shortname: event,
  });
  for (const path of [
    `/login/${instance}/${event}/${language}`,
    `/resetpassword/${instance}/${event}/${language}`,
    `/${instance}/${event}/${language}/auth/correlate`,
    `/connect/authorize?${oauth}`,
  ]) {
    await expectRefused(await framedBy(page, allowedOrigin, `${baseURL}${path}`));
  }
});
