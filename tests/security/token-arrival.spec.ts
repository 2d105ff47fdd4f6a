/**
 * Issue 16, point 7: arriving with a token never silently swaps a signed-in session. A link with
 * ?jwt_token= of another account (an attacker's, pushing the victim into his account: login CSRF) asks
 * first; the signed-in user's own token and a token that names no account keep the session; the address
 * is clean either way. Accounts of their own (fixtures.ts createConfirmedAccount): a sign-in ends the
 * account's other sessions, so the demo accounts other tests use stay out of this.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { accessToken, createConfirmedAccount, DEMO, expect, signInOnLoginPage, test } from '../e2e/fixtures';

const { instance, event, language } = DEMO;
const HOME = `/home/${instance}/${event}/${language}`;

/** A token of the account, from the API (as an attacker gets one for his own account). */
async function tokenOf(request: APIRequestContext, account: { email: string; password: string }): Promise<string> {
  const login = await request.post('/api/Token/ValidateLoginFromBody', {
    data: {
      Email: account.email,
      Password: account.password,
      AcceptTermsOfUse: true,
      RememberMe: false,
      ContextModel: { EContext: 'Event', Short: event },
    },
  });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { accessToken: string }).accessToken;
}

async function storedEmail(page: Page): Promise<string | null> {
  const stored = await page.evaluate(() => localStorage.getItem('vmx.demo.session'));
  return (JSON.parse(stored ?? '{}') as { email?: string | null }).email ?? null;
}

function switchDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Switch account?' });
}

test.describe('a link with another account’s token while signed in', () => {
  let victim: { email: string; password: string };
  let attacker: { email: string; password: string };

  test.beforeAll(async ({ request, baseURL }) => {
    victim = await createConfirmedAccount(request, baseURL!, 'arrival-victim');
    attacker = await createConfirmedAccount(request, baseURL!, 'arrival-link');
  });

  test('asks before switching, and Stay keeps the signed-in account; the address is clean', async ({ page, request }) => {
    await signInOnLoginPage(page, victim.email, victim.password);
    const before = await accessToken(page);
    await page.goto(`${HOME}?jwt_token=${encodeURIComponent(await tokenOf(request, attacker))}`);

    const dialog = switchDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`You are signed in as ${victim.email}. Switch to the account in this link?`);
    await expect(page).toHaveURL(new RegExp(`${HOME}$`));
    // A modal dialog: focus is inside it, on the safe answer.
    await expect(dialog.getByRole('button', { name: 'Stay' })).toBeFocused();

    await dialog.getByRole('button', { name: 'Stay' }).click();
    await expect(dialog).toBeHidden();
    expect(await accessToken(page)).toBe(before);
    expect(await storedEmail(page)).toBe(victim.email);
    await expect(page).toHaveURL(new RegExp(`${HOME}$`));
  });

  test('Switch signs into the link’s account', async ({ page, request }) => {
    await signInOnLoginPage(page, victim.email, victim.password);
    const linked = await tokenOf(request, attacker);
    await page.goto(`${HOME}?jwt_token=${encodeURIComponent(linked)}`);
    await switchDialog(page).getByRole('button', { name: 'Switch' }).click();
    await expect(switchDialog(page)).toBeHidden();
    await expect.poll(() => accessToken(page)).toBe(linked);
    await expect.poll(() => storedEmail(page)).toBe(attacker.email);
    await expect(page).toHaveURL(new RegExp(`${HOME}$`));
  });
});

test('the signed-in user’s own token, or one that names no account, keeps the session and only cleans the address', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await createConfirmedAccount(request, baseURL!, 'arrival-own');
  await signInOnLoginPage(page, account.email, account.password);
  const own = await accessToken(page);

  await page.goto(`${HOME}?jwt_token=${encodeURIComponent(own)}`);
  await expect(page).toHaveURL(new RegExp(`${HOME}$`));
  await expect(page.locator('vmx-app main[data-route="HomePage"]')).toBeVisible();
  await expect(switchDialog(page)).toHaveCount(0);
  expect(await accessToken(page)).toBe(own);

  await page.goto(`${HOME}?jwt_token=not-a-token`);
  await expect(page).toHaveURL(new RegExp(`${HOME}$`));
  await expect(page.locator('vmx-app main[data-route="HomePage"]')).toBeVisible();
  await expect(switchDialog(page)).toHaveCount(0);
  expect(await accessToken(page)).toBe(own);
  expect(await storedEmail(page)).toBe(account.email);
});
