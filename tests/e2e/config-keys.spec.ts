/**
 * The event configuration the spec names, as a visitor meets it: component visibility
 * (docs/rules/content-areas.md section 4, component time window) and the app config keys and query flags
 * of docs/rules/shell-access-identity.md sections 2 and 3.
 */
import type { Page } from '@playwright/test';
import { AD_CHECK_AFTER_START_MS } from '../../src/core/adSchedule';
import { createConfirmedAccount, expect, signInOnLoginPage, test } from './fixtures';

/**
 * Answers the ComponentVisibility set with the given rule for one component; every other set goes on to the
 * routes registered before this one (a changed config_json), or to the server.
 */
async function componentRule(page: Page, component: string, rule: Record<string, unknown>): Promise<void> {
  await page.route('**/api/modules/GetResources?*', async (route) => {
    const setname = new URL(route.request().url()).searchParams.get('setname');
    if (setname !== 'ComponentVisibility') return route.fallback();
    const seeded = (await (await route.fetch()).json()) as { resourcename: string; resourcevalue: string }[];
    await route.fulfill({
      json: seeded.map((row) => (row.resourcename === component ? { ...row, resourcevalue: JSON.stringify(rule) } : row)),
    });
  });
}

/** A rule that hides its component, and one whose window has closed. */
const HIDDEN = { visible: false, startTime: null, endTime: null };
const CLOSED = { visible: true, startTime: '2020-01-01T00:00:00Z', endTime: '2021-01-01T00:00:00Z' };
const HOME_ADDRESS = 'demo/ehc2026/en-GB';
const CONSENT_HOME = '/home/demo/ehc2025/en-GB';

/** Waits until the page has read its ComponentVisibility set and settled, so that an absence is not just "not yet". */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

test.describe('component visibility', () => {
  test('the seeded logoGrid rule (visible, no window) shows the partners on the CMS page and on home', async ({ page }) => {
    await page.goto('/demo/cms.html');
    await expect(page.locator('vmx-logo-grid [part="tier"]').first()).toBeVisible();
    await page.goto('/home/demo/ehc2026/en-GB');
    await expect(page.locator('vmx-logo-grid [part="tier"]').first()).toBeVisible();
  });

  test('a logoGrid rule with visible false hides the partners everywhere, while the ticker still shows', async ({ page }) => {
    await componentRule(page, 'logoGrid', { visible: false, startTime: null, endTime: null });
    await page.goto('/demo/cms.html');
    await expect(page.locator('vmx-ticker [part="ticker"]')).toBeVisible();
    await expect(page.locator('vmx-logo-grid [part="logo-grid"]')).toHaveCount(0);
    await page.goto('/home/demo/ehc2026/en-GB');
    await expect(page.locator('vmx-app h1')).toBeVisible();
    await expect(page.locator('vmx-ticker [part="ticker"]').first()).toBeVisible();
    await expect(page.locator('vmx-logo-grid [part="logo-grid"]')).toHaveCount(0);
  });

  test('a logoGrid rule whose window has not opened hides the partners; one that is open shows them', async ({ page }) => {
    await componentRule(page, 'logoGrid', { visible: true, startTime: '2099-01-01T00:00:00Z', endTime: null });
    await page.goto('/demo/cms.html');
    await expect(page.locator('vmx-ticker [part="ticker"]')).toBeVisible();
    await expect(page.locator('vmx-logo-grid [part="logo-grid"]')).toHaveCount(0);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await componentRule(page, 'logoGrid', { visible: true, startTime: '2020-01-01T00:00:00Z', endTime: '2099-01-01T00:00:00Z' });
    await page.reload();
    await expect(page.locator('vmx-logo-grid [part="tier"]').first()).toBeVisible();
  });

  test('a charityHighscore rule hides <vmx-charity-highscore> and the charity page highscores, not the challenges or partners', async ({
    page,
  }) => {
    const app = page.locator('vmx-app');
    for (const rule of [HIDDEN, CLOSED]) {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await componentRule(page, 'charityHighscore', rule);
      await page.goto('/demo/charity.html');
      await expect(page.getByRole('heading', { name: 'Leading projects' })).toBeVisible();
      await settled(page);
      await expect(page.locator('vmx-charity-highscore [part="highscore"]')).toHaveCount(0);
      await page.goto(`/${HOME_ADDRESS}/charity`);
      await expect(app.locator('[part="charity-challenge"]').first()).toBeVisible();
      await expect(app.locator('footer vmx-logo-grid [part="logo"]').first()).toBeVisible();
      await expect(app.getByRole('heading', { name: 'Highscores' })).toHaveCount(0);
      await expect(app.locator('[part="highscore"]')).toHaveCount(0);
    }
    // Seeded rule (visible, no window): both show.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.reload();
    await expect(app.getByRole('heading', { name: 'Highscores' })).toBeVisible();
    await page.goto('/demo/charity.html');
    await expect(page.locator('#projects [part="highscore"]')).toBeVisible();
  });

  test('a socialFeed rule hides the social feed on home, while the partners and the ticker still show', async ({ page }) => {
    const app = page.locator('vmx-app');
    for (const rule of [HIDDEN, CLOSED]) {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await componentRule(page, 'socialFeed', rule);
      await page.goto(`/home/${HOME_ADDRESS}`);
      await expect(app.locator('vmx-logo-grid [part="tier"]').first()).toBeVisible();
      await expect(app.locator('vmx-ticker [part="ticker"]').first()).toBeVisible();
      await expect(app.locator('[part="social-feed"]')).toHaveCount(0);
    }
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.reload();
    await expect(app.locator('[part="social-feed"]')).toBeVisible();
  });

  test('a tvWidget rule hides the TV widget, while the help desk and chat widgets still load', async ({ page }) => {
    // ehc2025 shows the cookie banner and the demo widgets; a choice lets them load.
    await page.goto(CONSENT_HOME);
    await page
      .getByRole('region', { name: 'Cookies on this platform' })
      .getByRole('button', { name: 'Accept necessary cookies only' })
      .click();
    const tv = page.locator('vmx-app [part="tv-widget"]');
    await expect(tv).toBeVisible();
    for (const rule of [HIDDEN, CLOSED]) {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await componentRule(page, 'tvWidget', rule);
      await page.reload();
      await expect(page.locator('[data-vmx-demo-widget="helpdesk"]').first()).toBeVisible();
      await expect(page.locator('[data-vmx-demo-widget="chat"]').first()).toContainText('token set');
      await expect(tv).toHaveCount(0);
    }
  });

  test('an adBanners rule hides the configured banner, while the footer partners still show', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await configWith(page, {
      desktopBannerBottom: { image: '/media/logos/nothing.png', link: 'https://sponsor.example/', target: '_blank', alt: 'Our sponsor' },
    });
    const banner = page.getByRole('complementary', { name: 'Advertisement' });
    const app = page.locator('vmx-app');
    await page.goto(`/meetinghub/${HOME_ADDRESS}`);
    await expect(banner).toBeVisible();
    for (const rule of [HIDDEN, CLOSED]) {
      await componentRule(page, 'adBanners', rule);
      await page.reload();
      await expect(app.locator('footer vmx-logo-grid [part="logo"]').first()).toBeVisible();
      await settled(page);
      await expect(banner).toHaveCount(0);
      await page.unroute('**/api/modules/GetResources?*');
      // Leaves the changed config_json in place: unroute took both; register it again for the next round.
      await configWith(page, {
        desktopBannerBottom: { image: '/media/logos/nothing.png', link: 'https://sponsor.example/', target: '_blank', alt: 'Our sponsor' },
      });
    }
  });

  test('an adPopup rule keeps the advertisement popup away after the ad check, while the footer partners still show', async ({ page }) => {
    const popup = page.getByRole('dialog', { name: 'Meet the industry' });
    const app = page.locator('vmx-app');
    for (const rule of [HIDDEN, CLOSED]) {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await componentRule(page, 'adPopup', rule);
      await page.goto(`/meetinghub/${HOME_ADDRESS}`);
      await expect(app.locator('footer vmx-logo-grid [part="logo"]').first()).toBeVisible();
      // Past the first ad check (4000 ms after start) and the seeded ad's delay.
      await page.waitForTimeout(AD_CHECK_AFTER_START_MS + 2_000);
      await expect(popup).toHaveCount(0);
    }
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.reload();
    await expect(popup).toBeVisible({ timeout: 10_000 });
  });

  test('a mobileCarousel rule keeps the intro carousel away in the app, while the home shows', async ({ page }) => {
    const dialog = page.getByRole('dialog', { name: 'Welcome' });
    const app = page.locator('vmx-app');
    for (const rule of [HIDDEN, CLOSED]) {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await componentRule(page, 'mobileCarousel', rule);
      await page.goto(`/home/${HOME_ADDRESS}?container=app`);
      await expect(app.locator('main[data-route="HomePage"] h1')).toBeVisible();
      await expect(app.locator('vmx-logo-grid [part="tier"]').first()).toBeVisible();
      await settled(page);
      await expect(dialog).toHaveCount(0);
    }
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.reload();
    await expect(dialog).toBeVisible();
  });

  test('a networkingWidget rule keeps the networking widget and its popup away, while the home shows', async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    // The demo keeps the widget off: turned on here, for a ticket holder (as tests/e2e/networking.spec.ts does).
    await configWith(page, { networkingWidget: true, networkingWidgetJS: '/demo/widgets/networking.js' });
    await page.route('**/api/Core/User?*', async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...((await response.json()) as object), hasTicket: true } });
    });
    const account = await createConfirmedAccount(request, baseURL!, 'visibility-networking');
    await signInOnLoginPage(page, account.email, account.password);
    await page.evaluate(() => {
      const session = JSON.parse(localStorage.getItem('vmx.demo.session') ?? '{}') as Record<string, unknown>;
      localStorage.setItem('vmx.demo.session', JSON.stringify({ ...session, hasTicket: true }));
    });
    const app = page.locator('vmx-app');
    const popup = app.locator('dialog[open]');
    for (const rule of [HIDDEN, CLOSED]) {
      await componentRule(page, 'networkingWidget', rule);
      await page.goto(`/home/${HOME_ADDRESS}`);
      await expect(app.locator('main[data-route="HomePage"] h1')).toBeVisible();
      await expect(app.locator('[part="social-feed"]')).toBeVisible();
      await page.waitForTimeout(1_500);
      await expect(popup).toHaveCount(0);
      await expect(page.locator('[data-vmx-demo-widget="networking"]')).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem('networking-popup-loaded'))).toBeNull();
      await page.unroute('**/api/modules/GetResources?*', undefined);
      await configWith(page, { networkingWidget: true, networkingWidgetJS: '/demo/widgets/networking.js' });
    }
    // With the seeded rule the popup opens.
    await page.reload();
    await expect(popup.getByRole('heading', { name: 'What are your areas of interest?' })).toBeVisible();
  });

  test('a super user sees a component whose window is closed (the social feed)', async ({ page }) => {
    await componentRule(page, 'socialFeed', CLOSED);
    await page.addInitScript(() => localStorage.setItem('sUser', 'true'));
    await page.goto(`/home/${HOME_ADDRESS}`);
    await expect(page.locator('vmx-app [part="social-feed"]')).toBeVisible();
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
