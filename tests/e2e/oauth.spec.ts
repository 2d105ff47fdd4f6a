/**
 * The login action's OAuth authorization (docs/rules/shell-access-identity.md section 4, login action and access
 * flow step 3), on the demo-oauth instance: no single sign-on, and the reference server as its identity
 * service (server/routes/oauth.ts).
 */
import AxeBuilder from '@axe-core/playwright';
import { createConfirmedAccount, DEMO, expect, test } from './fixtures';

const { event, language } = DEMO;
const instance = 'demo-oauth';
const myArea = `/myarea/${instance}/${event}/${language}`;

test('a page that needs sign-in goes through the identity service’s authorization and comes back signed in', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await createConfirmedAccount(request, baseURL!, 'oauth');
  await page.goto(myArea);
  // After the redirect delay, the identity service's sign-in page.
  await expect(page).toHaveURL(/\/connect\/authorize\?/, { timeout: 10_000 });
  const axe = await new AxeBuilder({ page }).analyze();
  expect(
    axe.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => violation.id),
  ).toEqual([]);

  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password').fill('not-the-password-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The e-mail address or the password is wrong.');
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  // Back on the wanted page, signed in, with the token gone from the address.
  await expect(page).toHaveURL(new RegExp(`${myArea}$`));
  await expect(page.locator('vmx-app h1')).toHaveText('My Area');
  await page.reload();
  await expect(page.locator('vmx-app h1')).toHaveText('My Area');
  // The token's session learns whose it is from the profile.
  await page.goto(`/login/${instance}/${event}/${language}`);
  await expect(page.locator('vmx-app main').getByRole('status')).toHaveText('Signed in as Test oauth');
});

test('cancelling the authorization leads to the no-access page instead of another round', async ({ page }) => {
  await page.goto(myArea);
  await expect(page).toHaveURL(/\/connect\/authorize\?/, { timeout: 10_000 });
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(new RegExp(`/noaccess/${instance}/${event}/${language}\\?prevPage=`));
});

test('a token in the address for a state this session did not start is not taken', async ({ page, request, baseURL }) => {
  const account = await createConfirmedAccount(request, baseURL!, 'oauth-forged');
  const login = await request.post('/api/Token/ValidateLoginFromBody', {
    data: {
      Email: account.email,
      Password: account.password,
      AcceptTermsOfUse: true,
      RememberMe: false,
      ContextModel: { EContext: 'Event', Short: event },
    },
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  await page.goto(
    `/login/${instance}/${event}/${language}?access_token=${encodeURIComponent(accessToken)}&token_type=Bearer&expires_in=3600&state=forged`,
  );
  await expect(page).toHaveURL(new RegExp(`/login/${instance}/${event}/${language}$`));
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});
