/**
 * The registration page and its landing on the standalone platform, in en-GB and de-DE: a signed-in user's tickets
 * with their state, registration number, the days they are valid on and the HCP flag; the link to the registration
 * shop from the configuration (the demo's stand-in shop returns to the landing, as a real shop does); linking a
 * registration number through ValidateRegistrationLogin (a wrong one says so plainly); the sub-routes; what a
 * signed-out visitor sees (a sign-in link that returns here). axe on each.
 *
 * registered@ehc2026.test is this file's own account (a sign-in signs the account's other sessions out).
 */
import type { Page } from '@playwright/test';
import { REGISTRATION_TEXTS } from '../../src/core/registration/texts';
import { DEMO_PASSWORD, REGISTERED_ACCOUNT } from '../../server/db/seed/identity';
import { REGISTRATION_TEXTS_DE } from '../../server/db/seed/texts-de/registration';
import { DEMO, expect, expectNoSeriousViolations, signInOnLoginPage, test } from './fixtures';

const { instance, event } = DEMO;
const LANGUAGES = ['en-GB', 'de-DE'] as const;
const textsOf = (language: string) => (language === 'de-DE' ? REGISTRATION_TEXTS_DE : REGISTRATION_TEXTS);
const MONTH = { 'en-GB': 'June', 'de-DE': 'Juni' } as const;

async function signIn(page: Page) {
  await signInOnLoginPage(page, REGISTERED_ACCOUNT.email, DEMO_PASSWORD);
}

for (const language of LANGUAGES) {
  const texts = textsOf(language);
  const registration = `/${instance}/${event}/${language}/registration`;
  const landing = `/${instance}/${event}/${language}/registrationLanding`;

  test.describe(`in ${language}`, () => {
    test('a signed-in user sees their ticket, its validity and days, and the link to the registration shop', async ({ page, baseURL }) => {
      await signIn(page);
      await page.goto(registration);
      const app = page.locator('vmx-app');
      const ticket = app.locator(`[data-ticket="${REGISTERED_ACCOUNT.registrationNumber}"]`);
      await expect(ticket).toBeVisible();
      await expect(ticket.locator('h3')).toHaveText('Full Congress');
      await expect(ticket).toHaveAttribute('data-state', 'valid');
      await expect(ticket).toContainText(texts['registration.ticket.state.valid']);
      await expect(ticket).toContainText(REGISTERED_ACCOUNT.registrationNumber);
      // The congress's four days (10 to 13 June 2026 in Berlin), written in the page's language.
      const days = ticket.locator('time');
      await expect(days).toHaveCount(4);
      await expect(days.first()).toHaveAttribute('datetime', '2026-06-10');
      await expect(days.first()).toContainText(MONTH[language]);
      await expect(days.last()).toHaveAttribute('datetime', '2026-06-13');
      await expect(ticket.locator('[data-hcp="yes"]')).toHaveText(texts['registration.ticket.hcpYes']);

      const shop = app.locator('a[data-link="shop"]');
      await expect(shop).toHaveText(texts['registration.shop.link']);
      await expect(shop).toHaveAttribute(
        'href',
        `${new URL(baseURL!).origin}/demo/media/registration/shop.html?instance=${instance}&event=${event}&language=${language}`,
      );
      await expectNoSeriousViolations(page, `registration ${language}`);

      // The shop (the demo's stand-in) sends the buyer back to the landing, which reads the tickets again.
      await shop.click();
      await expect(page).toHaveURL(/\/demo\/media\/registration\/shop\.html/);
      const again = page.waitForResponse((response) => response.url().includes('/BookedTickets') && response.ok());
      await page.locator('#finish').click();
      await expect(page).toHaveURL(new RegExp(`${landing}$`));
      await again;
      await expect(app.getByRole('heading', { name: texts['registration.landing.title'] })).toBeVisible();
      await expect(app.locator(`[data-ticket="${REGISTERED_ACCOUNT.registrationNumber}"]`)).toBeVisible();
    });

    test('linking a registration number works, and a wrong one says so plainly', async ({ page }) => {
      await signIn(page);
      await page.goto(`${registration}/link`);
      const app = page.locator('vmx-app');
      await expect(app.locator('[data-page="registration"][data-view="link"]')).toBeVisible();
      // The link view shows the form alone.
      await expect(app.locator('[data-section="tickets"]')).toHaveCount(0);
      const surname = app.getByLabel(texts['registration.link.surname']);
      await expect(surname).toHaveValue(REGISTERED_ACCOUNT.surname);

      const number = app.getByLabel(texts['registration.link.number']);
      await number.fill('EHC26-9999');
      await app.getByRole('button', { name: texts['registration.link.submit'] }).click();
      await expect(app.getByRole('alert')).toHaveText(texts['registration.link.notFound']);
      await expectNoSeriousViolations(page, `registration link error ${language}`);

      await number.fill(REGISTERED_ACCOUNT.registrationNumber);
      await number.press('Enter');
      await expect(app.getByRole('status').filter({ hasText: REGISTERED_ACCOUNT.registrationNumber })).toHaveText(
        texts['registration.link.done'].replace('{number}', REGISTERED_ACCOUNT.registrationNumber).replace('{type}', 'Full Congress'),
      );
      await expect(app.getByRole('alert')).toHaveCount(0);

      // An empty field is named before anything is sent.
      await surname.fill('');
      await app.getByRole('button', { name: texts['registration.link.submit'] }).click();
      await expect(app.getByText(texts['registration.link.required'])).toBeVisible();
    });

    test('the pay sub-route shows the shop alone', async ({ page }) => {
      await signIn(page);
      await page.goto(`${registration}/pay`);
      const app = page.locator('vmx-app');
      await expect(app.locator('[data-page="registration"][data-view="shop"] a[data-link="shop"]')).toBeVisible();
      await expect(app.locator('[data-section="link"]')).toHaveCount(0);
      await expect(app.locator('[data-section="tickets"]')).toHaveCount(0);
    });

    test('a signed-out visitor sees what registration offers, the shop and a sign-in link that returns here', async ({ page }) => {
      await page.goto(registration);
      const app = page.locator('vmx-app');
      await expect(app.locator('[data-page="registration"][data-signed-in="no"]')).toContainText(texts['registration.signedOut']);
      const signIn = app.locator('a[data-link="sign-in"]');
      await expect(signIn).toHaveText(texts['registration.signIn']);
      const target = new URL((await signIn.getAttribute('href'))!, 'http://vmx.invalid');
      expect(target.pathname).toBe(`/login/${instance}/${event}/${language}`);
      expect(target.searchParams.get('returnUrl')).toBe(registration);
      await expect(app.locator('a[data-link="shop"]')).toBeVisible();
      await expectNoSeriousViolations(page, `registration signed out ${language}`);
    });

    test('the landing says the purchase is being picked up and leads on to home and the programme', async ({ page }) => {
      await page.goto(landing);
      const app = page.locator('vmx-app');
      await expect(app.locator('[data-page="registration-landing"]')).toContainText(texts['registration.landing.text']);
      await expect(app.locator('a[data-link="home"]')).toHaveAttribute('href', `/home/${instance}/${event}/${language}`);
      await expect(app.locator('a[data-link="programme"]')).toHaveAttribute('href', `/program/${instance}/${event}/${language}`);
      const signIn = new URL((await app.locator('a[data-link="sign-in"]').getAttribute('href'))!, 'http://vmx.invalid');
      expect(signIn.searchParams.get('returnUrl')).toBe(landing);
      await expectNoSeriousViolations(page, `registration landing ${language}`);
    });
  });
}
