/**
 * Single sign-on against the reference server's OpenID Connect test provider (docs/rules/shell-access-identity.md
 * section 4): the login page's provider link, the provider's sign-in, the correlate page's steps
 * (registration, password confirmation) and the user data sync.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createConfirmedAccount, DEMO, expect, test } from './fixtures';

const { instance, event, language } = DEMO;
const home = `/home/${instance}/${event}/${language}`;
const PROVIDER_LABEL = 'EHC Society ID';

/** From the login page through the provider's sign-in form, as whom the test says. */
async function signOnAtProvider(page: Page, person: { email: string; givenName: string; familyName: string }) {
  await page.goto(`/login/${instance}/${event}/${language}?returnUrl=${encodeURIComponent(home)}`);
  await page.getByRole('link', { name: `Sign in with ${PROVIDER_LABEL}` }).click();
  await expect(page.getByRole('heading', { name: 'VMX test identity provider' })).toBeVisible();
  await page.getByLabel('E-mail address').fill(person.email);
  await page.getByLabel('Given name').fill(person.givenName);
  await page.getByLabel('Family name').fill(person.familyName);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/${instance}/${event}/${language}/auth/correlate`));
}

async function expectNoSeriousViolations(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${where}: ${violation.id}: ${violation.help}`)).toEqual([]);
}

/** The login page shows who is signed in. */
async function expectSignedInAs(page: Page, name: string) {
  await page.goto(`/login/${instance}/${event}/${language}`);
  await expect(page.locator('vmx-app main').getByRole('status')).toHaveText(`Signed in as ${name}`);
}

test('a new person registers through single sign-on with a password of their own, and is signed in', async ({ page, request }) => {
  const email = `sso-new-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
  await signOnAtProvider(page, { email, givenName: 'Nora', familyName: 'Neumann' });

  await expect(page.getByText(`${PROVIDER_LABEL} knows you as Nora Neumann (${email}).`)).toBeVisible();
  await expectNoSeriousViolations(page, 'correlate: register');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Please accept the terms of use to continue.')).toBeVisible();
  await page.getByLabel('I accept the terms of use').check();
  await page.getByLabel('Password (optional)').fill('sso-own-2026');
  await page.getByLabel('Confirm password').fill('sso-own-2026');
  await page.getByRole('button', { name: 'Create account' }).click();

  // The provider's names are the profile's: nothing to sync, straight on to where the person was going.
  await expect(page).toHaveURL(new RegExp(`${home}$`));
  await expectSignedInAs(page, 'Nora Neumann');

  // The chosen password signs in without the provider too.
  const login = await request.post('/api/Token/ValidateLoginFromBody', {
    data: {
      Email: email,
      Password: 'sso-own-2026',
      AcceptTermsOfUse: true,
      RememberMe: false,
      ContextModel: { EContext: 'Event', Short: event },
    },
  });
  expect(await login.json()).toMatchObject({ email });
});

test('an existing account is linked by its password, takes the provider’s names, and later signs on directly', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await createConfirmedAccount(request, baseURL!, 'sso-link');
  await signOnAtProvider(page, { email: account.email, givenName: 'Petra', familyName: 'Provider' });

  await expect(page.getByText(`There is already an account for ${account.email}.`)).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('not-the-password-1');
  await page.getByRole('button', { name: 'Link account' }).click();
  await expect(page.getByText('Something went wrong. Please check your password and try again.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Link account' }).click();

  await expect(page).toHaveURL(/\/auth\/correlate\/userdatasync/);
  const table = page.getByRole('table');
  await expect(table.getByRole('row', { name: /First name/ })).toContainText('Petra');
  await expect(table.getByRole('row', { name: /Surname/ })).toContainText('Provider');
  await expectNoSeriousViolations(page, 'user data sync');
  await page.getByRole('button', { name: `Use the details from ${PROVIDER_LABEL}` }).click();
  await expect(page).toHaveURL(new RegExp(`${home}$`));
  await expectSignedInAs(page, 'Petra Provider');

  // Linked now: after signing out, the next sign-on needs no password; other names at the provider are
  // offered again, and kept.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: `Sign in with ${PROVIDER_LABEL}` })).toBeVisible();
  await signOnAtProvider(page, { email: account.email, givenName: 'Pia', familyName: 'Provider' });
  await expect(page).toHaveURL(/\/auth\/correlate\/userdatasync/);
  await page.getByRole('button', { name: 'Keep my profile' }).click();
  await expect(page).toHaveURL(new RegExp(`${home}$`));
  await expectSignedInAs(page, 'Petra Provider');
});

test('cancelling at the provider says so and leads back to sign-in', async ({ page }) => {
  await page.goto(`/login/${instance}/${event}/${language}`);
  await page.getByRole('link', { name: `Sign in with ${PROVIDER_LABEL}` }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Single sign-on was cancelled.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/login/${instance}/${event}/${language}`));
});
