/** The access flow on entering a page (docs/rules/shell-access-identity.md section 4, steps 1 to 9). */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createConfirmedAccount, DEMO, expect, signInOnLoginPage, test } from './fixtures';

const { instance, event, language } = DEMO;
const DEMO_PASSWORD = 'vmx-demo-2026';
// A sign-in ends the account's other sessions for the event (single login), and files run side by side:
// the demo accounts signed in here (visitor, staff, preview) are signed in by no other file; where any
// account will do, a test has its own.

function signInAs(page: Page, email: string) {
  return signInOnLoginPage(page, email, DEMO_PASSWORD);
}

test('a page that needs sign-in sends a visitor to the login page and back after signing in', async ({ page, request, baseURL }) => {
  const account = await createConfirmedAccount(request, baseURL!, 'return');
  await page.goto(`/myarea/${instance}/${event}/${language}/evaluation`);
  await expect(page).toHaveURL(/\/login\/demo\/ehc2026\/en-GB\?returnUrl=/);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/myarea/${instance}/${event}/${language}/evaluation$`));
  await expect(page.locator('vmx-app h1')).toHaveText('My Area');
});

test('a ticket-required page without a ticket gives the no-access page with its reason', async ({ page }) => {
  await signInAs(page, 'visitor@ehc2026.test');
  await page.goto(`/live/${instance}/${event}/${language}`);
  await expect(page).toHaveURL(/\/noaccess\/demo\/ehc2026\/en-GB\?prevPage=/);
  await expect(page.getByRole('alert')).toContainText(/ticket/i);
});

test('a ticket holder enters the ticket-required page', async ({ page }) => {
  await signInAs(page, 'preview@ehc2026.test');
  await page.goto(`/live/${instance}/${event}/${language}`);
  await expect(page.locator('vmx-app main[data-route="LivePage"]')).toBeVisible();
});

test('arriving with ?jwt_token= signs in and cleans the address', async ({ page, request, baseURL }) => {
  const account = await createConfirmedAccount(request, baseURL!, 'jwt-arrival');
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
  await page.goto(`/myarea/${instance}/${event}/${language}?jwt_token=${encodeURIComponent(accessToken)}`);
  await expect(page).toHaveURL(new RegExp(`/myarea/${instance}/${event}/${language}$`));
  await expect(page.locator('vmx-app h1')).toHaveText('My Area');
});

test('after the congress has closed, visitors land on the holding page', async ({ page }) => {
  await page.goto(`/home/${instance}/ehc2025/${language}`);
  await expect(page).toHaveURL(/\/holding\/demo\/ehc2025\/en-GB$/);
  await expect(page.locator('vmx-app main').getByRole('status')).toHaveText('The congress has ended. Thank you for taking part.');
});

test('a remote logout over the account hub signs out the open page', async ({ page, request, baseURL }) => {
  const account = await createConfirmedAccount(request, baseURL!, 'remote-logout');
  await signInOnLoginPage(page, account.email, account.password);
  const userId = await page.evaluate(() => {
    const raw = localStorage.getItem('vmx.demo.session');
    return raw ? (JSON.parse(raw) as { userId: number }).userId : null;
  });
  expect(userId).not.toBeNull();
  // Once the page's hub connection is up, the server reaches it.
  await expect
    .poll(async () => ((await (await request.post(`/dev/hubs/remote-logout?userId=${userId}`)).json()) as { reached: number }).reached)
    .toBeGreaterThan(0);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('vmx.demo.session'))).toBeNull();
  await page.goto(`/login/${instance}/${event}/${language}`);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('signing in again elsewhere signs out the earlier page (single login)', async ({ page, request, baseURL }) => {
  const account = await createConfirmedAccount(request, baseURL!, 'single-login');
  await signInOnLoginPage(page, account.email, account.password);
  const signInElsewhere = () =>
    request.post('/api/Token/ValidateLoginFromBody', {
      data: {
        Email: account.email,
        Password: account.password,
        AcceptTermsOfUse: true,
        RememberMe: false,
        ContextModel: { EContext: 'Event', Short: event },
      },
    });
  // Sign in elsewhere until the page's hub connection (started after its own sign-in) hears about it.
  await expect
    .poll(
      async () => {
        await signInElsewhere();
        return page.evaluate(() => localStorage.getItem('vmx.demo.session'));
      },
      { timeout: 15_000 },
    )
    .toBeNull();
});

test('exhibitor staff land in their company lounge on their first sign-in', async ({ page }) => {
  await page.goto(`/login/${instance}/${event}/${language}`);
  await page.getByLabel('E-mail').fill('staff@ehc2026.test');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/${instance}/${event}/${language}/profile/[^/]+/lounge$`));
  await expect(page.locator('vmx-app main[data-route="ProfilePage"]')).toBeVisible();
  // Only the first time: home stays home afterwards.
  await page.goto(`/home/${instance}/${event}/${language}`);
  await expect(page.locator('vmx-app main[data-route="HomePage"]')).toBeVisible();
});

test('before the opening, visitors wait on the holding page and the preview super user goes in', async ({ page }) => {
  // The event's configuration, with holding switched on until a future opening.
  await page.route('**/api/modules/GetResources?*', async (route) => {
    if (new URL(route.request().url()).searchParams.get('setname') !== 'config_json') return route.continue();
    const response = await route.fetch();
    const [resource] = (await response.json()) as { resourcename: string; resourcevalue: string }[];
    const config = JSON.parse(resource!.resourcevalue) as Record<string, unknown>;
    config.holding = { isActive: true, eventStartTime: '2099-06-10T09:00', eventEndTime: '2099-06-13T18:00' };
    await route.fulfill({ json: [{ resourcename: 'config_json', resourcevalue: JSON.stringify(config) }] });
  });
  await page.goto(`/home/${instance}/${event}/${language}`);
  await expect(page).toHaveURL(new RegExp(`/holding/${instance}/${event}/${language}$`));
  await expect(page.locator('vmx-app main').getByRole('status')).toContainText('The congress opens on');
  await expect(page.locator('vmx-app main').getByRole('status')).toContainText('2099');

  await page.goto(`/login/${instance}/${event}/${language}`);
  await page.getByLabel('E-mail').fill('preview@ehc2026.test');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/home/${instance}/${event}/${language}$`));
  await expect(page.locator('vmx-app main[data-route="HomePage"]')).toBeVisible();
});

test('a preview super user uses the admin panel; other visitors do not see it', async ({ page }) => {
  await page.goto(`/home/${instance}/${event}/${language}`);
  await expect(page.locator('vmx-app main[data-route="HomePage"]')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Admin panel' })).toHaveCount(0);

  await signInAs(page, 'preview@ehc2026.test');
  const open = page.getByRole('button', { name: 'Admin panel' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Admin panel' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/^Version .+, built /)).toBeVisible();
  const unlocked = dialog.getByLabel('Content unlocked (super-user mode)');
  await expect(unlocked).toBeChecked(); // on by default for a preview super user
  await unlocked.uncheck();
  expect(await page.evaluate(() => localStorage.getItem('sUser'))).toBe('false');
  await dialog.getByLabel('App container view').check();
  await expect(page).toHaveURL(/\?container=app$/);

  const results = await new AxeBuilder({ page }).include('vmx-app').analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});

test('a page closed by a policy shows the access-denied dialog, and Escape leaves the page', async ({ page }) => {
  // The seeded Page policy denies the industry symposia to users in the US, such as visitor@.
  await signInAs(page, 'visitor@ehc2026.test');
  await page.goto(`/${instance}/${event}/${language}/industrySymposia`);
  const dialog = page.getByRole('dialog', { name: 'No access' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Your account does not give access to this content.');
  await expect(page.locator('vmx-app main[data-access="denied"]')).toBeVisible();
  const results = await new AxeBuilder({ page }).include('vmx-app').analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page).not.toHaveURL(/industrySymposia/);
});

test('the same page opens for a user the policy does not deny', async ({ page }) => {
  await signInAs(page, 'preview@ehc2026.test');
  await page.goto(`/${instance}/${event}/${language}/industrySymposia`);
  await expect(page.locator('vmx-app main[data-route="IndustrySymposiaPage"]:not([data-access])')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the healthcare-professional question: decline leaves, accept shows the page and is saved to the profile', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await createConfirmedAccount(request, baseURL!, 'hcp-question');
  await signInOnLoginPage(page, account.email, account.password);

  const products = `/products/${instance}/${event}/${language}`;
  await page.goto(products);
  const question = page.getByRole('dialog', { name: 'Are you a healthcare professional?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'No' }).click();
  await expect(page).not.toHaveURL(/\/products\//);
  expect(await page.evaluate(() => localStorage.getItem('hcp'))).toBe('declined');

  await page.goto(products);
  await question.getByRole('button', { name: 'Yes, I am a healthcare professional' }).click();
  await expect(question).toBeHidden();
  await expect(page.locator('vmx-app main[data-route="ProductsPage"]:not([data-access])')).toBeVisible();

  // The answer is in the profile: without the stored answer, the question is not asked again.
  await page.evaluate(() => localStorage.removeItem('hcp'));
  await page.reload();
  await expect(page.locator('vmx-app main[data-route="ProductsPage"]:not([data-access])')).toBeVisible();
  await expect(question).toHaveCount(0);
});

test('edit the own profile on the user form page, then return where the visitor was going', async ({ page, request, baseURL }) => {
  const account = await createConfirmedAccount(request, baseURL!, 'profile');
  await signInOnLoginPage(page, account.email, account.password);

  await page.goto(
    `/userform/${instance}/${event}/${language}?returnUrl=${encodeURIComponent(`/contact/${instance}/${event}/${language}`)}`,
  );
  await expect(page.getByLabel('First name')).toHaveValue('Test');
  const results = await new AxeBuilder({ page }).include('vmx-app').analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await page.getByLabel('Profession', { exact: true }).fill('Cardiologist');
  await page.getByLabel('City').fill('Vienna');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page).toHaveURL(new RegExp(`/contact/${instance}/${event}/${language}$`));

  await page.goto(`/userform/${instance}/${event}/${language}`);
  await expect(page.getByLabel('Profession', { exact: true })).toHaveValue('Cardiologist');
  await expect(page.getByLabel('City')).toHaveValue('Vienna');
});
