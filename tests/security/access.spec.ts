/**
 * Access rules held by the server, seen in the browser (issue 16, point 11): an HCP-only company's
 * products, webcasts and lounge room reach a signed-in healthcare professional, not an anonymous visitor
 * who merely answered "yes" (an answer kept in the visitor's own storage proves nothing to the server).
 * ca-0005 is the demo's HCP-only company with products, webcasts and a lounge (its profile shows with
 * ?preview=true, as it receives at a 2D booth). A fresh account is used, so that no other test's demo
 * session is signed out by this one (single login).
 */
import type { Page } from '@playwright/test';
import { createConfirmedAccount, DEMO, eventId, expect, signInOnLoginPage, test } from '../e2e/fixtures';

const { instance, event, language } = DEMO;
const profileUrl = `/${instance}/${event}/${language}/profile/ca-0005?preview=true`;
const app = (page: Page) => page.locator('vmx-app');
const article = (page: Page) => app(page).locator('[part="exhibitor-profile"]');
const hcpDialog = (page: Page) => app(page).getByRole('dialog', { name: 'Healthcare professionals only' });

test('an anonymous visitor who says "yes" gets no products, webcasts or lounge room of an HCP-only company, and is asked to sign in', async ({
  page,
  request,
}) => {
  const products: unknown[][] = [];
  page.on('response', async (response) => {
    if (/ExhibitiorProducts\/.*\/ca-0005$/i.test(new URL(response.url()).pathname)) products.push((await response.json()) as unknown[]);
  });
  await page.goto(profileUrl);
  await hcpDialog(page).getByRole('button', { name: 'Yes, I am' }).click();
  await expect(article(page)).toBeVisible();
  await expect(article(page).locator('[data-hcp-sign-in]')).toContainText('signed-in healthcare professionals');
  await expect(article(page).getByRole('tab', { name: 'Lounge' })).toBeVisible();
  await expect.poll(() => products.length).toBeGreaterThan(0);
  expect(products.every((list) => list.length === 0)).toBe(true);
  await expect(article(page).getByRole('tab', { name: 'Products' })).toHaveCount(0);
  await expect(article(page).getByRole('tab', { name: 'Webcasts' })).toHaveCount(0);

  await article(page).getByRole('tab', { name: 'Lounge' }).click();
  await expect(article(page).getByRole('tabpanel')).toContainText('Please sign in to join the lounge.');
  await expect(article(page).getByRole('link', { name: 'Join the lounge' })).toHaveCount(0);
  // The server's own answer, not only the page: no room address for an anonymous caller.
  const lounge = (await (await request.get(`/api/Exhibition/ExhibitorLounge/${await eventId(request)}/de-DE?id=ca-0005`)).json()) as {
    MeetingUrl: string | null;
  };
  expect(lounge.MeetingUrl).toBeNull();
});

test('a signed-in user is asked even with a "yes" stored in the browser, and once their profile says so they get the products, webcasts and lounge room', async ({
  page,
  request,
  baseURL,
}) => {
  const { email, password } = await createConfirmedAccount(request, baseURL!, 'hcp-server');
  // An answer given before signing in, in this browser.
  await page.addInitScript(() => localStorage.setItem('hcp', 'accepted'));
  await signInOnLoginPage(page, email, password);
  await page.goto(profileUrl);
  await hcpDialog(page).getByRole('button', { name: 'Yes, I am' }).click();
  await expect(article(page)).toBeVisible();
  await expect(article(page).locator('[data-hcp-sign-in]')).toHaveCount(0);

  await article(page).getByRole('tab', { name: 'Products' }).click();
  await expect(article(page).getByRole('tabpanel').locator('[part="product"]').first()).toBeVisible();
  await article(page).getByRole('tab', { name: 'Webcasts' }).click();
  await expect(article(page).getByRole('tabpanel').locator('video').first()).toHaveAttribute('src', /^https:\/\/video\.example\//);
  await article(page).getByRole('tab', { name: 'Lounge' }).click();
  await expect(article(page).getByRole('link', { name: 'Join the lounge' })).toHaveAttribute('href', /^https:\/\/meet\.example\//);
});
