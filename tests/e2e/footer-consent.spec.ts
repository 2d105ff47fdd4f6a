/**
 * The footer (docs/rules/shell-access-identity.md section 2), the cookie banner (section 4) and the third-party
 * widgets it gates (section 5). ehc2026 shows the footer; ehc2025 (closed: its pages lead to the holding
 * page) also shows the cookie banner and the demo widgets, which are same-origin files that put a marker
 * on the page when they load.
 */
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { DEMO, expect, test } from './fixtures';

const { instance, language } = DEMO;
const HOME = `/home/${instance}/ehc2026/${language}`;
/** A page whose footer shows the partner logos (the home page shows them once, above its footer). */
const CONTACT = `/contact/${instance}/ehc2026/${language}`;
const CONSENT_HOME = `/home/${instance}/ehc2025/${language}`;
const DAY_S = 86_400;

const seriousViolations = async (page: Page) => {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help}`);
};

const consentCookies = async (context: BrowserContext) =>
  Object.fromEntries(
    (await context.cookies()).filter((cookie) => cookie.name.startsWith('ehc2025.cookie')).map((cookie) => [cookie.name, cookie]),
  );

test.describe('footer', () => {
  test('shows its boxes, the partner logos, the template and the session colour, but not drafts', async ({ page }) => {
    await page.goto(CONTACT);
    const footer = page.locator('vmx-app footer');
    await expect(footer).toBeVisible();
    const box = footer.locator('[part="footer-box"]');
    await expect(box.getByRole('heading', { name: 'Congress office' })).toBeVisible();
    await expect(box.locator('address')).toContainText('Unter den Linden 1');
    await expect(box.getByRole('link', { name: '+49 30 1234 5670' })).toHaveAttribute('href', 'tel:+493012345670');
    await expect(box.getByRole('link', { name: 'office@ehc2026.example' })).toHaveAttribute('href', 'mailto:office@ehc2026.example');
    await expect(box.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact/demo/ehc2026/en-GB');
    await expect(footer.locator('vmx-logo-grid [part="logo"]').first()).toBeVisible();
    await expect(footer.locator('[part="footer-copyright"]')).toHaveText('© 2026 European Health Society. All rights reserved.');
    await expect(footer.getByRole('link', { name: /Society website/ })).toHaveAttribute('target', '_blank');
    await expect(footer).toHaveCSS('border-left-color', 'rgb(224, 123, 0)');
    await expect(footer).not.toContainText('EHC 2027');
    // ehc2026 asks for no cookie choice.
    await expect(page.getByRole('region', { name: 'Cookies on this platform' })).toHaveCount(0);
  });

  test('comes in German at the German address', async ({ page }) => {
    await page.goto(`/home/${instance}/ehc2026/de-DE`);
    const footer = page.locator('vmx-app footer');
    await expect(footer.getByRole('link', { name: 'Impressum' })).toBeVisible();
    await expect(footer.getByText('Telefon')).toBeVisible();
  });

  test('is hidden with noheader', async ({ page }) => {
    await page.goto(`${HOME}?noheader=true`);
    await expect(page.locator('vmx-app main[data-route="HomePage"]')).toBeVisible();
    await expect(page.locator('vmx-app vmx-logo-grid').first()).toBeVisible();
    await expect(page.locator('vmx-app footer')).toHaveCount(0);
  });

  test('opens the imprint in an 800 px tall iframe modal that Escape, the backdrop and the close button close, returning focus', async ({
    page,
  }) => {
    await page.goto(HOME);
    const imprint = page.locator('vmx-app footer').getByRole('link', { name: 'Imprint' });
    const dialog = page.getByRole('dialog', { name: 'Imprint' });

    await imprint.click();
    await expect(dialog).toBeVisible();
    const frame = dialog.locator('iframe[title="Imprint"]');
    expect(await frame.evaluate((element) => element.getBoundingClientRect().height)).toBe(800);
    await expect(page.frameLocator('iframe[title="Imprint"]').getByRole('heading', { name: 'Imprint' })).toBeVisible();
    // The page stays where it is: the link did not navigate.
    await expect(page).toHaveURL(new RegExp(`${HOME}$`));
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(imprint).toBeFocused();

    await imprint.press('Enter');
    await expect(dialog).toBeVisible();
    await page.mouse.click(3, 3);
    await expect(dialog).toHaveCount(0);
    await expect(imprint).toBeFocused();

    await imprint.click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(imprint).toBeFocused();
  });

  test('has no serious accessibility violation, with the modal open either', async ({ page }) => {
    await page.goto(CONTACT);
    await expect(page.locator('vmx-app footer vmx-logo-grid [part="logo"]').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.locator('vmx-app footer').getByRole('link', { name: 'Terms of use' }).click();
    await expect(page.getByRole('dialog', { name: 'Terms of use' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('cookie banner and widgets', () => {
  const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on this platform' });
  const marker = (page: Page, name: string) => page.locator(`[data-vmx-demo-widget="${name}"]`);

  test('shows until a choice exists, loads no third-party code before it, and has no serious accessibility violation', async ({ page }) => {
    await page.goto(CONSENT_HOME);
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toContainText('Analytics cookies tell us');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.locator('script[data-vmx-third-party]').count()).toBe(0);
    await expect(marker(page, 'helpdesk')).toHaveCount(0);
  });

  test('accept necessary declines both cookies for 14 days: the service widgets load, analytics does not', async ({ page, context }) => {
    await page.goto(CONSENT_HOME);
    const before = Date.now() / 1000;
    await banner(page).getByRole('button', { name: 'Accept necessary cookies only' }).click();
    await expect(banner(page)).toHaveCount(0);
    const cookies = await consentCookies(context);
    expect(cookies['ehc2025.cookie']?.value).toBe('declined');
    expect(cookies['ehc2025.cookie.typekit']?.value).toBe('declined');
    for (const cookie of Object.values(cookies)) {
      expect(cookie.path).toBe('/');
      expect(cookie.expires - before).toBeGreaterThan(14 * DAY_S - 60);
      expect(cookie.expires - before).toBeLessThan(14 * DAY_S + 60);
    }
    await expect(marker(page, 'helpdesk')).toBeVisible();
    await expect(marker(page, 'chat')).toContainText('token set');
    await expect(page.locator('vmx-app [part="tv-widget"] img[alt="Congress TV"]')).toBeVisible();
    await expect(marker(page, 'analytics')).toHaveCount(0);
    // The choice holds on the next visit.
    await page.reload();
    await expect(marker(page, 'helpdesk')).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await expect(marker(page, 'analytics')).toHaveCount(0);
  });

  test('accept all accepts both cookies, reloads, and analytics loads with its measurement configured', async ({ page, context }) => {
    await page.goto(CONSENT_HOME);
    await banner(page).getByRole('button', { name: 'Accept all cookies' }).click();
    await expect(marker(page, 'analytics')).toHaveText('Demo analytics loaded (G-DEMO2025, configured)');
    const cookies = await consentCookies(context);
    expect([cookies['ehc2025.cookie']?.value, cookies['ehc2025.cookie.typekit']?.value]).toEqual(['accepted', 'accepted']);
    await expect(banner(page)).toHaveCount(0);
  });

  test('customising by keyboard sets each cookie from its toggle', async ({ page, context }) => {
    await page.goto(CONSENT_HOME);
    await banner(page).getByRole('button', { name: 'Customise' }).focus();
    await page.keyboard.press('Enter');
    const analytics = banner(page).getByRole('checkbox', { name: 'Analytics cookies' });
    await expect(analytics).toBeFocused();
    await expect(banner(page).getByRole('checkbox', { name: 'Necessary cookies (always on)' })).toBeDisabled();
    await page.keyboard.press('Space');
    await expect(analytics).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(banner(page).getByRole('checkbox', { name: 'Web font cookies (Adobe Typekit)' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(banner(page).getByRole('button', { name: 'Save my choice' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(marker(page, 'analytics')).toBeVisible();
    const cookies = await consentCookies(context);
    expect([cookies['ehc2025.cookie']?.value, cookies['ehc2025.cookie.typekit']?.value]).toEqual(['accepted', 'declined']);
  });
});
