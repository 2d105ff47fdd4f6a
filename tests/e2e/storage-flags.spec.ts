/**
 * The local-storage flags of docs/rules/shell-access-identity.md section 3 (isVMX, VMXreload, tryLogin,
 * vmx-loaded, nextPage; what each holds: src/core/storageFlags.ts), as a visitor meets them: above all, a
 * visitor sent to sign in comes back to the page they wanted, even when the sign-in brings no returnUrl.
 */
import type { Page } from '@playwright/test';
import { createConfirmedAccount, DEMO, expect, test } from './fixtures';

const { instance, event, language } = DEMO;
const flag = (page: Page, name: string) => page.evaluate((key) => localStorage.getItem(key), name);

async function signInHere(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a visitor sent to sign in lands on the remembered page, even from a login link without returnUrl', async ({
  page,
  request,
  baseURL,
}) => {
  const { email, password } = await createConfirmedAccount(request, baseURL!, 'next-page');
  const wanted = `/myarea/${instance}/${event}/${language}/program`;
  await page.goto(wanted);
  await expect(page).toHaveURL(/\/login\/demo\/ehc2026\/en-GB\?returnUrl=/);
  expect(await flag(page, 'nextPage')).toBe(wanted);
  expect(Number(await flag(page, 'tryLogin'))).toBeGreaterThan(0);

  // The visitor wanders off (as to the sign-in link of a confirmation mail) and signs in from a plain login page.
  await page.goto(`/login/${instance}/${event}/${language}`);
  await signInHere(page, email, password);
  await expect(page).toHaveURL(new RegExp(`${wanted}$`));
  await expect(page.locator('vmx-app main[data-route="MyAreaPage"]')).toBeVisible();
  expect(await flag(page, 'nextPage')).toBeNull();
  expect(await flag(page, 'tryLogin')).toBeNull();
});

test('a search page is kept as the next page, and signing out forgets it', async ({ page, request, baseURL }) => {
  const { email, password } = await createConfirmedAccount(request, baseURL!, 'next-search');
  const search = `/${instance}/${event}/${language}/search`;
  await page.goto(search);
  await expect(page.locator('vmx-app main[data-route="PagSearchPage"]')).toBeVisible();
  expect(await flag(page, 'nextPage')).toBe(search);

  await page.goto(`/login/${instance}/${event}/${language}`);
  await signInHere(page, email, password);
  await expect(page).toHaveURL(new RegExp(`${search}$`));

  await page.goto(`/${instance}/${event}/${language}/facultySearch`);
  await expect(page.locator('vmx-app main[data-route="FacultySearchPage"]')).toBeVisible();
  await page.goto(`/login/${instance}/${event}/${language}`);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await flag(page, 'nextPage')).toBeNull();
});

test('a login already tried in this visit leads to the no-access page, not a second login', async ({ page }) => {
  await page.goto(`/home/${instance}/${event}/${language}`);
  await page.evaluate(() => localStorage.setItem('tryLogin', String(Date.now())));
  await page.goto(`/userform/${instance}/${event}/${language}`);
  await expect(page).toHaveURL(/\/noaccess\/demo\/ehc2026\/en-GB\?prevPage=/);
  // A try from long ago does not count: the login starts again.
  await page.evaluate(() => localStorage.setItem('tryLogin', String(Date.now() - 3_600_000)));
  await page.goto(`/userform/${instance}/${event}/${language}`);
  await expect(page).toHaveURL(/\/login\/demo\/ehc2026\/en-GB\?returnUrl=/);
});

test('isVMX marks the standalone platform, vmx-loaded the initialised app; the app container removes isVMX', async ({ page }) => {
  await page.goto(`/home/${instance}/${event}/${language}`);
  await expect(page.locator('vmx-app h1')).toBeVisible();
  expect(await flag(page, 'isVMX')).toBe('true');
  await expect.poll(() => flag(page, 'vmx-loaded'), { timeout: 5000 }).not.toBeNull();
  await page.goto(`/home/${instance}/${event}/${language}?container=app`);
  await expect(page.locator('vmx-app h1')).toBeVisible();
  await expect.poll(() => flag(page, 'isVMX')).toBeNull();
});

test("VMXreload marks the platform's own reload (the cookie banner's accept all) and is removed on the next start", async ({ page }) => {
  // ehc2025 asks for cookie consent (seeded showCookieBanner); accepting all reloads the page (section 4, cookie banner).
  // What the flag holds as each page load begins, before the platform reads and removes it.
  await page.addInitScript(() => {
    (window as unknown as { reloadFlagAtStart: string | null }).reloadFlagAtStart = localStorage.getItem('VMXreload');
  });
  await page.goto(`/home/${instance}/ehc2025/${language}`);
  let reloads = 0;
  page.on('load', () => (reloads += 1));
  await page.getByRole('button', { name: 'Accept all cookies' }).click();
  await expect.poll(() => reloads).toBe(1);
  await expect(page.locator('vmx-app h1')).toBeVisible();
  await expect.poll(() => flag(page, 'VMXreload')).toBeNull();
  expect(await page.evaluate(() => (window as unknown as { reloadFlagAtStart: string | null }).reloadFlagAtStart)).toBe('true');
});

test('signing in writes the ticket cookies (hcp, accesOnDays, tickets); signing out clears them', async ({ page, context }) => {
  // unregistered@ehc2026.test holds a valid (unpaid) 'Unregistered Visitor' ticket for the congress, 10 to 13 June
  // (stored as instants, 07:00 UTC on the 10th to 16:00 UTC on the 13th; the event's zone is Europe/Berlin).
  await page.goto(`/login/${instance}/${event}/${language}`);
  await signInHere(page, 'unregistered@ehc2026.test', 'vmx-demo-2026');
  await expect(page).toHaveURL(new RegExp(`/home/${instance}/${event}/${language}$`));
  const cookie = async (name: string) => (await context.cookies()).find((each) => each.name === name);
  await expect.poll(async () => (await cookie('accesOnDays'))?.value).toBe('2026-06-10,2026-06-11,2026-06-12,2026-06-13');
  expect((await cookie('hcp'))?.value).toBe('false');
  expect((await cookie('tickets'))?.value).toBe('Unregistered%20Visitor');
  const tickets = await cookie('tickets');
  expect(tickets?.path).toBe('/');
  expect(tickets?.sameSite).toBe('Lax');
  expect(tickets?.expires).toBeGreaterThan(Date.now() / 1000);

  await page.goto(`/login/${instance}/${event}/${language}`);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect
    .poll(async () => (await context.cookies()).map((each) => each.name).filter((name) => ['hcp', 'accesOnDays', 'tickets'].includes(name)))
    .toEqual([]);
});
