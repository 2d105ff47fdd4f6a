/** Accounts and sign-in against the reference server (docs/rules/shell-access-identity.md sections 4, 5 and 8). */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { createConfirmedAccount, DEMO, expect, test } from './fixtures';

const { instance, event, language } = DEMO;

interface OutboxMail {
  to: string;
  subject: string;
  links: string[];
}

/** The newest mail to address whose links include one containing fragment. */
async function mailLink(request: APIRequestContext, to: string, fragment: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await request.get(`/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as OutboxMail[];
      link = mails.flatMap((mail) => mail.links).find((url) => url.includes(fragment));
      return link;
    })
    .toBeTruthy();
  return link!;
}

function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('create an account, confirm it through the e-mailed link, sign in, stay signed in after a reload, sign out', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('new');
  await page.goto(`/createaccount/${instance}/${event}/${language}`);
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Surname').fill('Hopper');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('cobol-1959');
  await page.getByLabel('Confirm password').fill('cobol-1959');
  await page.getByLabel('I accept the terms of use').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.locator('vmx-app main').getByRole('status')).toContainText('Your account has been created');

  // Before confirming, sign-in says the address is unconfirmed.
  await page.goto(`/login/${instance}/${event}/${language}`);
  await signIn(page, email, 'cobol-1959');
  await expect(page.getByRole('alert')).toContainText('Please confirm your e-mail address first');

  await page.goto(await mailLink(request, email, '/confirmation/'));
  await expect(page.locator('vmx-app main').getByRole('status')).toContainText('Your e-mail address is confirmed');

  await page.goto(`/login/${instance}/${event}/${language}?returnUrl=${encodeURIComponent(`/contact/${instance}/${event}/${language}`)}`);
  await signIn(page, email, 'cobol-1959');
  await expect(page).toHaveURL(new RegExp(`/contact/${instance}/${event}/${language}$`));

  await page.reload();
  await page.goto(`/login/${instance}/${event}/${language}`);
  await expect(page.locator('vmx-app main').getByRole('status')).toHaveText('Signed in as Grace Hopper');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('a used confirmation link says so', async ({ page, request }) => {
  const email = uniqueEmail('twice');
  await page.goto(`/createaccount/${instance}/${event}/${language}`);
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Surname').fill('Lovelace');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('engine-1843');
  await page.getByLabel('Confirm password').fill('engine-1843');
  await page.getByLabel('I accept the terms of use').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  const link = await mailLink(request, email, '/confirmation/');
  await page.goto(link);
  await expect(page.locator('vmx-app main').getByRole('status')).toContainText('confirmed');
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText(/already been used/i);
});

test('reset a forgotten password through the e-mailed link', async ({ page, request }) => {
  const email = 'member@ehc2026.test';
  await page.goto(`/forgotpassword/${instance}/${event}/${language}`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.locator('vmx-app main').getByRole('status')).toContainText('If an account exists');

  await page.goto(await mailLink(request, email, '/resetpassword/'));
  await page.getByLabel('New password', { exact: true }).fill('new-secret-2026');
  await page.getByLabel('Confirm password').fill('new-secret-2026');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.locator('vmx-app main').getByRole('status')).toContainText('Your password has been changed');

  await page.goto(`/login/${instance}/${event}/${language}`);
  await signIn(page, email, 'new-secret-2026');
  await expect(page).toHaveURL(new RegExp(`/home/${instance}/${event}/${language}$`));
});

test('an unknown address asking for a reset gets the same answer as a known one', async ({ page }) => {
  await page.goto(`/forgotpassword/${instance}/${event}/${language}`);
  await page.getByLabel('E-mail').fill(uniqueEmail('nobody'));
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.locator('vmx-app main').getByRole('status')).toContainText('If an account exists');
});

test('five wrong passwords for an address make this client wait (Lockout)', async ({ page, request, baseURL }) => {
  // An account of its own: a seeded one locked here would refuse another spec's sign-in for 15 minutes.
  const { email, password } = await createConfirmedAccount(request, baseURL!, 'lockout');
  await page.goto(`/login/${instance}/${event}/${language}`);
  for (let attempt = 1; attempt <= 5; attempt++) {
    await signIn(page, email, `wrong-${attempt}`);
    await expect(page.getByRole('alert')).toHaveText('The e-mail address or the password is wrong.');
  }
  await signIn(page, email, password);
  await expect(page.getByRole('alert')).toContainText('please wait 15 minutes');
});

test('signing in through <vmx-login> signs in the other elements on the page and the other tabs', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const account = await createConfirmedAccount(request, baseURL!, 'widget');
  await page.goto('/demo/login.html');
  const other = await context.newPage();
  await other.goto('/demo/login.html');
  await expect(other.locator('#header-login').getByRole('button', { name: 'Sign in' })).toBeVisible();

  const signedIn = page.evaluate(
    () =>
      new Promise<unknown>((resolve) => document.addEventListener('vmx-login', (e) => resolve((e as CustomEvent).detail), { once: true })),
  );
  const sidebar = page.locator('#sidebar-login');
  await sidebar.getByLabel('E-mail').fill(account.email);
  await sidebar.getByLabel('Password', { exact: true }).fill(account.password);
  await sidebar.getByRole('button', { name: 'Sign in' }).click();
  expect(await signedIn).toMatchObject({ email: account.email });

  await expect(page.locator('#header-login').getByRole('status')).toContainText('Signed in as');
  await expect(other.locator('#header-login').getByRole('status')).toContainText('Signed in as');

  await other.locator('#header-login').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.locator('#sidebar-login').getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('the account pages have no serious or critical accessibility violation', async ({ page }) => {
  for (const path of ['login', 'createaccount', 'forgotpassword']) {
    await page.goto(`/${path}/${instance}/${event}/${language}`);
    await expect(page.locator('vmx-app form')).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => `${path}: ${violation.id}: ${violation.help}`)).toEqual([]);
  }
});
