/**
 * The event configuration the spec names, as a visitor meets it: component visibility
 * (docs/rules/content-areas.md section 4, component time window) and the app config keys and query flags
 * of docs/rules/shell-access-identity.md sections 2 and 3.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Answers the ComponentVisibility set with the given logoGrid rule; every other set comes from the server. */
async function logoGridRule(page: Page, rule: Record<string, unknown>): Promise<void> {
  await page.route('**/api/modules/GetResources?*', async (route) => {
    const setname = new URL(route.request().url()).searchParams.get('setname');
    if (setname !== 'ComponentVisibility') return route.continue();
    const seeded = (await (await route.fetch()).json()) as { resourcename: string; resourcevalue: string }[];
    await route.fulfill({
      json: seeded.map((row) => (row.resourcename === 'logoGrid' ? { ...row, resourcevalue: JSON.stringify(rule) } : row)),
    });
  });
}

test.describe('component visibility', () => {
  test('the seeded logoGrid rule (visible, no window) shows the partners on the CMS page and on home', async ({ page }) => {
    await page.goto('/demo/cms.html');
    await expect(page.locator('vmx-logo-grid [part="tier"]').first()).toBeVisible();
    await page.goto('/home/demo/ehc2026/en-GB');
    await expect(page.locator('vmx-logo-grid [part="tier"]').first()).toBeVisible();
  });

  test('a logoGrid rule with visible false hides the partners everywhere, while the ticker still shows', async ({ page }) => {
    await logoGridRule(page, { visible: false, startTime: null, endTime: null });
    await page.goto('/demo/cms.html');
    await expect(page.locator('vmx-ticker [part="ticker"]')).toBeVisible();
    await expect(page.locator('vmx-logo-grid [part="logo-grid"]')).toHaveCount(0);
    await page.goto('/home/demo/ehc2026/en-GB');
    await expect(page.locator('vmx-app h1')).toBeVisible();
    await expect(page.locator('vmx-ticker [part="ticker"]').first()).toBeVisible();
    await expect(page.locator('vmx-logo-grid [part="logo-grid"]')).toHaveCount(0);
  });

  test('a logoGrid rule whose window has not opened hides the partners; one that is open shows them', async ({ page }) => {
    await logoGridRule(page, { visible: true, startTime: '2099-01-01T00:00:00Z', endTime: null });
    await page.goto('/demo/cms.html');
    await expect(page.locator('vmx-ticker [part="ticker"]')).toBeVisible();
    await expect(page.locator('vmx-logo-grid [part="logo-grid"]')).toHaveCount(0);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await logoGridRule(page, { visible: true, startTime: '2020-01-01T00:00:00Z', endTime: '2099-01-01T00:00:00Z' });
    await page.reload();
    await expect(page.locator('vmx-logo-grid [part="tier"]').first()).toBeVisible();
  });
});

/** Answers config_json with the seeded configuration, changed as given (top-level keys replaced). */
async function configWith(page: Page, change: Record<string, unknown>): Promise<void> {
  await page.route('**/api/modules/GetResources?*', async (route) => {
    if (new URL(route.request().url()).searchParams.get('setname') !== 'config_json') return route.continue();
    const rows = (await (await route.fetch()).json()) as { resourcename: string; resourcevalue: string }[];
    await route.fulfill({
      json: rows.map((row) =>
        row.resourcename === 'config_json'
          ? { ...row, resourcevalue: JSON.stringify({ ...JSON.parse(row.resourcevalue), ...change }) }
          : row,
      ),
    });
  });
}

/**
 * An instance that signs in through the web forms (section 4, login action), which this test stands in for; the
 * demo instance's single sign-on is kept only when asked (single sign-on comes first in the login action).
 */
async function webformsInstance(page: Page, { keepSso = false } = {}): Promise<void> {
  await page.route('**/api/Public/Instance?*', async (route) => {
    const instance = (await (await route.fetch()).json()) as Record<string, unknown>;
    await route.fulfill({ json: { ...instance, webformsUrl: 'https://webforms.example', ...(keepSso ? {} : { sso: null }) } });
  });
  await page.route('https://webforms.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Web forms</h1>' }));
  // Each visit starts a fresh login (a login already tried in this visit would lead to the no-access page instead).
  await page.addInitScript(() => localStorage.removeItem('tryLogin'));
}

test.describe('app config keys', () => {
  const myArea = '/myarea/demo/ehc2026/en-GB/program';

  test('without forceLoginPage the login action leaves for the web forms; with it, the platform login page opens', async ({ page }) => {
    await webformsInstance(page);
    await page.goto(myArea);
    await expect(page).toHaveURL(/^https:\/\/webforms\.example\/Home\/GetToken\?returnUrl=/);

    await configWith(page, { defaults: { forceLoginPage: true } });
    await page.goto(myArea);
    await expect(page).toHaveURL(/\/login\/demo\/ehc2026\/en-GB\?returnUrl=/);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('forceLoginPageApp forces the login page inside the app container only', async ({ page }) => {
    await webformsInstance(page);
    await configWith(page, { defaults: { forceLoginPageApp: true } });
    await page.goto(`${myArea}?container=app`);
    await expect(page).toHaveURL(/\/login\/demo\/ehc2026\/en-GB\?returnUrl=/);
    // Outside the app (the container flag switched off again): the web forms.
    await page.evaluate(() => localStorage.removeItem('isApp'));
    await page.goto(myArea);
    await expect(page).toHaveURL(/^https:\/\/webforms\.example\/Home\/GetToken\?returnUrl=/);
  });

  test('SSOLogin true sends the login to the platform login page even where the web forms would sign in', async ({ page }) => {
    await webformsInstance(page);
    await configWith(page, { SSOLogin: true });
    await page.goto(myArea);
    await expect(page).toHaveURL(/\/login\/demo\/ehc2026\/en-GB\?returnUrl=/);
  });

  test('SSOLogin false signs in through the web forms even where the instance has single sign-on', async ({ page }) => {
    await webformsInstance(page, { keepSso: true });
    await page.goto(myArea);
    // The instance's single sign-on decides while SSOLogin is unset: the login page with its providers.
    await expect(page).toHaveURL(/\/login\/demo\/ehc2026\/en-GB\?returnUrl=/);
    await configWith(page, { SSOLogin: false });
    await page.goto(myArea);
    await expect(page).toHaveURL(/^https:\/\/webforms\.example\/Home\/GetToken\?returnUrl=/);
  });

  test('the seeded favicon is the page icon of the standalone platform; an event without one leaves the host page icon', async ({
    page,
  }) => {
    await page.goto('/home/demo/ehc2026/en-GB');
    await expect(page.locator('vmx-app h1')).toBeVisible();
    const icon = page.locator('head link[rel="icon"]').last();
    await expect(icon).toHaveAttribute('href', '/demo/media/favicon/ehc.svg');
    const response = await page.request.get('/demo/media/favicon/ehc.svg');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('image/svg+xml');

    await configWith(page, { favicon: null });
    await page.reload();
    await expect(page.locator('vmx-app h1')).toBeVisible();
    await expect(page.locator('head link[data-vmx-favicon]')).toHaveCount(0);
  });
});

test.describe('the menu on the programme, poster and search pages (section 2)', () => {
  /** The vmx-rerender events the document has heard so far. */
  const heard = (page: Page) => page.evaluate(() => (window as unknown as { rerenders: unknown[] }).rerenders);

  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const store = window as unknown as { rerenders: unknown[] };
      store.rerenders = [];
      document.addEventListener('vmx-rerender', (event) => store.rerenders.push((event as CustomEvent).detail));
    });
  });

  test('a menu click on the search page raises vmx-rerender with the page and the address; on home it does not', async ({ page }) => {
    await page.goto('/demo/ehc2026/en-GB/search');
    await expect(page.locator('vmx-app main[data-route="PagSearchPage"]')).toBeVisible();
    const header = page.locator('vmx-app [part="header"]');
    await header.getByRole('button', { name: 'Programme' }).click();
    await header.getByRole('link', { name: 'Posters', exact: true }).click();
    await expect(page).toHaveURL(/\/demo\/ehc2026\/en-GB\/poster$/);
    expect(await heard(page)).toEqual([{ route: 'PagSearchPage', to: '/demo/ehc2026/en-GB/poster' }]);

    // On the poster page too.
    await header.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL(/\/home\/demo\/ehc2026\/en-GB$/);
    expect(await heard(page)).toHaveLength(2);
    expect((await heard(page))[1]).toEqual({ route: 'PosterPage', to: '/home/demo/ehc2026/en-GB' });

    // Home is none of these pages: no event.
    await header.getByRole('link', { name: 'Live', exact: true }).click();
    await expect(page).not.toHaveURL(/\/home\//);
    expect(await heard(page)).toHaveLength(2);
  });
});

test.describe("the app container's programme link (section 2)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens the programme in the list view, in the app navigation; outside the app the link has no layout', async ({ page }) => {
    // The app's intro carousel (another area's) would cover the page: seen already.
    await page.addInitScript(() => localStorage.setItem('mobileCarouselShown', 'shown'));
    await page.goto('/home/demo/ehc2026/en-GB?container=app');
    const bar = page.getByRole('navigation', { name: 'App navigation' });
    const programme = bar.getByRole('link', { name: 'Programme' });
    await expect(programme).toHaveAttribute('href', '/program/demo/ehc2026/en-GB?layout=list');
    await programme.click();
    await expect(page).toHaveURL(/\/program\/demo\/ehc2026\/en-GB\?layout=list$/);

    await page.evaluate(() => localStorage.removeItem('isApp'));
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/home/demo/ehc2026/en-GB');
    const header = page.locator('vmx-app [part="header"]');
    await header.getByRole('button', { name: 'Programme' }).click();
    await expect(header.getByRole('link', { name: 'Programme overview', exact: true })).toHaveAttribute(
      'href',
      '/program/demo/ehc2026/en-GB',
    );
  });
});
