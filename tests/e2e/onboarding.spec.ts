/**
 * Moving an account of the older system (docs/rules/shell-access-identity.md sections 3 and 7, account transfer) and
 * linking a registration on the auth page (section 4 step 5, OnboardingV2). Each test uses a seeded
 * account of its own: legacy@ehc2026.test and onboarding@ehc2026.test (README: demo accounts).
 */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, expect, signInOnLoginPage, test } from './fixtures';

const { instance, event, language } = DEMO;
const DEMO_PASSWORD = 'vmx-demo-2026';

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('vmx-app').analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
}

/**
 * The path and query of the transfer link in the seeded invitation. The seed writes the link for
 * PUBLIC_URL or npm start's address; the test server listens on a port of its own.
 */
async function transferLink(request: APIRequestContext): Promise<URL> {
  const mails = (await (await request.get('/dev/outbox?to=legacy%40ehc2026.test')).json()) as { links: string[] }[];
  const link = mails.flatMap((mail) => mail.links).find((url) => url.includes('/createaccount/') && url.includes('transfer='));
  expect(link).toBeTruthy();
  const url = new URL(link!);
  return new URL(url.pathname + url.search, 'http://vmx.invalid');
}

const path = (url: URL) => url.pathname + url.search;

/** auth.transfer.refused: a link that is not valid, or of an account moved already. */
const REFUSED =
  'This link cannot move an account: it is not valid, or the account has been moved already. If you moved it, sign in with your new password, or reset it.';

test('the transfer e-mail link moves the old account; a tampered link and missing terms show why not; then sign in with the new password', async ({
  page,
  request,
}) => {
  const link = await transferLink(request);
  expect(link.pathname).toBe(`/createaccount/${instance}/${event}/${language}`);

  // A link whose signature was changed: the server refuses it (403), said in the page's language.
  const tampered = new URL(link);
  tampered.searchParams.set('Encrypted', 'forged-signature');
  await page.goto(path(tampered));
  await page.getByLabel('Password', { exact: true }).fill('moved-over-2026');
  await page.getByLabel('Confirm password').fill('moved-over-2026');
  await page.getByLabel('I accept the terms of use').check();
  await page.getByRole('button', { name: 'Move account' }).click();
  await expect(page.getByRole('alert')).toHaveText(REFUSED);
  await expect(page.getByRole('link', { name: 'Forgot your password?' })).toBeVisible();

  await page.goto(path(link));
  await expect(page.getByRole('form', { name: 'Move your account' })).toBeVisible();
  const email = page.getByLabel('E-mail');
  await expect(email).toHaveValue('legacy@ehc2026.test');
  await expect(email).toHaveAttribute('readonly', '');
  await expectNoSeriousAxeViolations(page);

  // Passwords that do not match are caught before the call; without the terms the server refuses.
  await page.getByLabel('Password', { exact: true }).fill('moved-over-2026');
  await page.getByLabel('Confirm password').fill('moved-over-2025');
  await page.getByRole('button', { name: 'Move account' }).click();
  await expect(page.getByText('The passwords do not match.')).toBeVisible();
  await page.getByLabel('Confirm password').fill('moved-over-2026');
  await page.getByRole('button', { name: 'Move account' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please accept the terms of use to continue.');

  await page.getByLabel('I accept the terms of use').check();
  await page.getByRole('button', { name: 'Move account' }).click();
  await expect(page.locator('vmx-app main').getByRole('status')).toHaveText(
    'Your account has been moved. You can sign in now with your new password.',
  );
  await expectNoSeriousAxeViolations(page);

  await page.locator('vmx-app main').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/login/${instance}/${event}/${language}$`));
  await page.getByLabel('E-mail').fill('legacy@ehc2026.test');
  await page.getByLabel('Password', { exact: true }).fill('moved-over-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/home/${instance}/${event}/${language}$`));

  // The link cannot be used twice.
  await page.goto(path(link));
  await page.getByLabel('Password', { exact: true }).fill('moved-again-2026');
  await page.getByLabel('Confirm password').fill('moved-again-2026');
  await page.getByLabel('I accept the terms of use').check();
  await page.getByRole('button', { name: 'Move account' }).click();
  await expect(page.getByRole('alert')).toHaveText(REFUSED);
  await page.locator('vmx-app main').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/login/${instance}/${event}/${language}$`));
});

test('the transfer page speaks German, and is used with the keyboard alone', async ({ page }) => {
  await page.goto(`/createaccount/${instance}/${event}/de-DE?transfer=1&ManageUserId=M-1&Encrypted=forged&Email=someone%40ehc2026.test`);
  const form = page.getByRole('form', { name: 'Konto übertragen' });
  await expect(form).toBeVisible();
  await page.getByLabel('Passwort', { exact: true }).focus();
  await page.keyboard.type('moved-over-2026');
  await page.keyboard.press('Tab'); // the hint is text, not a stop: on to the confirmation
  await page.keyboard.type('moved-over-2026');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox')).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Konto übertragen' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText(/^Mit diesem Link lässt sich kein Konto übertragen/);
});

test('a transfer link without its values says it is incomplete', async ({ page }) => {
  await page.goto(`/createaccount/${instance}/${event}/${language}?transfer=1&Email=legacy%40ehc2026.test`);
  await expect(page.getByRole('alert')).toHaveText('This transfer link is incomplete. Please open the link from the e-mail again.');
});

test('an onboarding user is sent to the auth page, links their registration and lands on the page they wanted', async ({ page }) => {
  await signInOnLoginPage(page, 'onboarding@ehc2026.test', DEMO_PASSWORD);
  const live = `/live/${instance}/${event}/${language}`;
  await page.goto(live);
  await expect(page).toHaveURL(new RegExp(`/auth/${instance}/${event}/${language}\\?returnUrl=${encodeURIComponent(live)}$`));
  const form = page.getByRole('form', { name: 'Link registration' });
  await expect(form).toBeVisible();
  await expect(page.getByLabel('Surname')).toHaveValue('Ortmann');
  await expectNoSeriousAxeViolations(page);

  await page.getByLabel('Registration number').fill('EHC26-9999');
  await page.getByRole('button', { name: 'Link registration' }).click();
  await expect(page.getByRole('alert')).toContainText('We could not find a registration with this surname and registration number.');
  await expectNoSeriousAxeViolations(page);

  // Someone else's registration (attendee@'s) is not linked to this account, and answers like none: the
  // lookup does not tell whether another person holds a ticket.
  await page.getByLabel('Surname').fill('Adler');
  await page.getByLabel('Registration number').fill('EHC26-0001');
  await page.getByRole('button', { name: 'Link registration' }).click();
  await expect(page.getByRole('alert')).toContainText('We could not find a registration with this surname and registration number.');

  // With the keyboard: Enter in the field submits the form.
  await page.getByLabel('Surname').fill('Ortmann');
  await page.getByLabel('Registration number').fill('EHC26-0007');
  await page.getByLabel('Registration number').press('Enter');
  await expect(page).toHaveURL(new RegExp(`${live}$`));
  await expect(page.locator('vmx-app main[data-route="LivePage"]')).toBeVisible();

  // Linked for good: the live page opens directly after a reload.
  await page.reload();
  await expect(page.locator('vmx-app main[data-route="LivePage"]')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${live}$`));
});

test('the auth page asks a visitor who is not signed in to sign in first, and comes back to itself', async ({ page }) => {
  const live = `/live/${instance}/${event}/${language}`;
  await page.goto(`/auth/${instance}/${event}/${language}?returnUrl=${encodeURIComponent(live)}`);
  await expect(page.locator('vmx-app main').getByRole('status')).toHaveText('Please sign in first to link your registration.');
  const signIn = page.locator('vmx-app main').getByRole('link', { name: 'Sign in' });
  const target = new URL((await signIn.getAttribute('href'))!, 'http://vmx.invalid');
  expect(target.pathname).toBe(`/login/${instance}/${event}/${language}`);
  expect(target.searchParams.get('returnUrl')).toBe(`/auth/${instance}/${event}/${language}?returnUrl=${encodeURIComponent(live)}`);
});
