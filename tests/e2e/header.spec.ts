/**
 * The header of <vmx-app> (docs/rules/shell-access-identity.md sections 2, 3, 4 and 9): themes, menus by keyboard,
 * side navigation on mobile, language switch, access check on menu links, the app and terminal containers.
 * Screenshots are kept as test artifacts.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { createConfirmedAccount, DEMO, expect, signInOnLoginPage, test } from './fixtures';

const { instance, event, language } = DEMO;
const HOME = `/home/${instance}/${event}/${language}`;
const DESKTOP = { width: 1280, height: 900 };
const MOBILE = { width: 390, height: 844 };

async function attachScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  // Written into the test's output folder, so the picture stays after the run (test-results/ by default).
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** Asks the server for another of the seeded header themes (GetVMXHeader's theme preview parameter). */
async function useTheme(page: Page, theme: 'one' | 'two' | 'three'): Promise<void> {
  await page.route('**/api/Core/GetVMXHeader?**', (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set('theme', theme);
    return route.continue({ url: url.toString() });
  });
}

async function expectNoSeriousAxeViolation(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    serious.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

const header = (page: Page) => page.locator('vmx-app header[data-header-theme]');
/** The first page of a test waits longer: the machine may be busy with other test runs. */
const FIRST_PAGE = { timeout: 15_000 };
const mainMenu = (page: Page) => page.locator('vmx-app nav[aria-label="Main menu"]');

test.describe('at desktop width', () => {
  test.use({ viewport: DESKTOP });

  test('shows the header of theme one with logos, clock, menu bar, banner menu and sign-in, and no serious axe violation', async ({
    page,
  }, testInfo) => {
    await page.goto(HOME);
    await expect(header(page)).toHaveAttribute('data-header-theme', 'one', FIRST_PAGE);
    await expect(header(page)).toHaveAttribute('data-layout', 'bar');
    await expect(page.locator('vmx-app a[data-header="home"]')).toHaveAttribute('href', HOME);
    await expect(page.locator('vmx-app [data-header="clock"]')).toContainText(/\d{2}:\d{2}:\d{2}/);
    await expect(mainMenu(page).getByRole('button', { name: 'Programme' })).toBeVisible();
    await expect(mainMenu(page).getByRole('link', { name: 'Live' })).toHaveAttribute('href', `/live/${instance}/${event}/${language}`);
    // Mobile-only (News) and onlyInVMX-in-app items follow the layout; Helpdesk shows outside the containers.
    await expect(mainMenu(page).getByRole('link', { name: 'News' })).toHaveCount(0);
    await expect(mainMenu(page).getByRole('link', { name: 'Helpdesk' })).toBeVisible();
    const qna = mainMenu(page).getByRole('link', { name: /Ask a question/ });
    // Nobody is signed in: the Q&A link carries no token (README, Security).
    await expect(qna).toHaveAttribute('href', /user_id=.*event_id=.*isApp=false.*returnUrl=/);
    await expect(qna).not.toHaveAttribute('href', /access_token/);
    await expect(page.locator('vmx-app nav[aria-label="Quick links"]').getByRole('link', { name: 'Contact' })).toBeVisible();
    await expect(page.locator('vmx-app a[data-header="sign-in"]')).toHaveAttribute(
      'href',
      `/login/${instance}/${event}/${language}?returnUrl=${encodeURIComponent(HOME)}`,
    );
    await expect(page.locator('vmx-app [data-header="scan-qr"]')).toHaveCount(0);
    await attachScreenshot(page, testInfo, 'header-theme-one-desktop');

    await expectNoSeriousAxeViolation(page);
  });

  test('opens a dropdown by keyboard, closes it with Escape and gives focus back to its button', async ({ page }) => {
    await page.goto(HOME);
    const programme = mainMenu(page).getByRole('button', { name: 'Programme' });
    await expect(programme).toBeVisible(FIRST_PAGE);
    await expect(programme).toHaveAttribute('aria-expanded', 'false');
    await programme.focus();
    await page.keyboard.press('Enter');
    await expect(programme).toHaveAttribute('aria-expanded', 'true');
    const posters = mainMenu(page).getByRole('link', { name: 'Posters' });
    await expect(posters).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(mainMenu(page).getByRole('link', { name: 'Programme overview' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(programme).toHaveAttribute('aria-expanded', 'false');
    await expect(posters).toBeHidden();
    await expect(programme).toBeFocused();

    // Space opens it too, and following a link goes to the page and closes the dropdown.
    await page.keyboard.press(' ');
    await posters.click();
    await expect(page).toHaveURL(new RegExp(`/${instance}/${event}/${language}/poster$`));
    await expect(programme).toHaveAttribute('aria-expanded', 'false');
  });

  test('switches the language and keeps the page', async ({ page }) => {
    await page.goto(`/contact/${instance}/${event}/${language}`);
    // Switch once the page has settled: the footer's embedded logo grid, mounted while a switch loads,
    // still carries the old language (reported to the footer's owner).
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: /Switch to Deutsch/ }).click();
    await expect(page).toHaveURL(new RegExp(`/contact/${instance}/${event}/de-DE$`));
    await expect(page.locator('vmx-app nav[aria-label="Hauptmenü"]').getByRole('button', { name: 'Programm' })).toBeVisible();
    await expect(page.locator('vmx-app a[data-header="sign-in"]')).toHaveText('Anmelden');
    await expect(page.locator('vmx-app a[data-header="sign-in"]')).toHaveAttribute('href', /^\/login\/demo\/ehc2026\/de-DE\?/);
    await expect(page.locator('vmx-app a[data-language="de-DE"]')).toHaveAttribute('aria-current', 'true');
  });

  for (const theme of ['two', 'three'] as const) {
    test(`shows theme ${theme} of the seeded headers`, async ({ page }, testInfo) => {
      await useTheme(page, theme);
      await page.goto(HOME);
      await expect(header(page)).toHaveAttribute('data-header-theme', theme, FIRST_PAGE);
      if (theme === 'two') {
        // Theme two: the full-width banner and the social media icons, no clock.
        // The banner names the congress's dates in the language's own format (the seed writes them, U+2009 around the dash).
        await expect(page.locator('vmx-app header img[alt^="EHC 2026 Berlin, 10"]')).toHaveAttribute(
          'alt',
          /^EHC 2026 Berlin, 10\s–\s13 June$/,
        );
        await expect(page.locator('vmx-app [data-header="social"] a')).toHaveCount(3);
        await expect(page.locator('vmx-app [data-header="clock"]')).toHaveCount(0);
      } else {
        await expect(page.locator('vmx-app [data-header="clock"]')).toContainText('Berlin');
      }
      await attachScreenshot(page, testInfo, `header-theme-${theme}-desktop`);
      await expectNoSeriousAxeViolation(page);
    });
  }

  test('a menu link a policy closes shows the access-denied dialog and stays on the page', async ({ page, request, baseURL }, testInfo) => {
    // A fresh account has no ticket: the policy "Live stream for paid tickets" closes the live page.
    const { email, password } = await createConfirmedAccount(request, baseURL!, 'header-policy');
    // The menu checks a link only once the policies' inputs are in (the user's tickets come last).
    const tickets = page.waitForResponse((response) => response.url().includes('/BookedTickets') && response.ok());
    await signInOnLoginPage(page, email, password);
    await tickets;
    // The user's entries sit behind the account button (one header row at every desktop width).
    await page.locator('vmx-app [data-header="user-menu"]').click();
    await expect(page.locator('vmx-app [data-header="user-name"]')).toHaveText('Test header-policy');
    // No picture: the initials of first name and surname, and the link to edit the profile.
    await expect(page.locator('vmx-app [data-header="user"] .vmx-initials')).toHaveText('TH');
    await expect(page.locator('vmx-app [data-header="user"]').getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
      'href',
      `/userform/${instance}/${event}/${language}`,
    );
    await expect(page.locator('vmx-app a[data-header="sign-out"]')).toBeVisible();
    const live = mainMenu(page).getByRole('link', { name: 'Live' });
    await live.click();
    const dialog = page.getByRole('dialog', { name: 'No access' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${HOME}$`));
    await attachScreenshot(page, testInfo, 'header-access-denied');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(live).toBeFocused();

    // A link the policies leave open is followed.
    await mainMenu(page).getByRole('link', { name: 'Helpdesk' }).click();
    await expect(page).toHaveURL(new RegExp(`/helpdesk/${instance}/${event}/${language}$`));

    // Signing out from the header leaves a visitor with the sign-in link.
    await page.locator('vmx-app [data-header="user-menu"]').click();
    await page.locator('vmx-app a[data-header="sign-out"]').click();
    await expect(page.locator('vmx-app a[data-header="sign-in"]')).toBeVisible();
    await expect(page.locator('vmx-app [data-header="user"]')).toHaveCount(0);
  });

  test('hides with noheader, remembered for the next pages, and on the submission page', async ({ page }) => {
    await page.goto(`/${instance}/${event}/${language}/submission/abstracts`);
    await expect(page.locator('vmx-app main[data-route="SubmissionPage"]')).toBeVisible(FIRST_PAGE);
    // Once everything has loaded, so that a header still on its way would have arrived.
    await page.waitForLoadState('networkidle');
    await expect(header(page)).toHaveCount(0);
    await page.goto(`${HOME}?noheader`);
    await expect(page.locator('vmx-app main[data-route="HomePage"]')).toBeVisible();
    // Once everything has loaded, so that a header still on its way would have arrived.
    await page.waitForLoadState('networkidle');
    await expect(header(page)).toHaveCount(0);
    await page.goto(`/contact/${instance}/${event}/${language}`);
    await expect(page.locator('vmx-app main[data-route="ContactPage"]')).toBeVisible();
    // Once everything has loaded, so that a header still on its way would have arrived.
    await page.waitForLoadState('networkidle');
    await expect(header(page)).toHaveCount(0);
  });
});

test.describe('at mobile width', () => {
  test.use({ viewport: MOBILE });

  test('replaces the menu bar by the side navigation, with tiles and mobile-only items, closed by Escape', async ({ page }, testInfo) => {
    await page.goto(HOME);
    await expect(header(page)).toHaveAttribute('data-layout', 'side', FIRST_PAGE);
    await expect(mainMenu(page)).toHaveCount(0);
    const hamburger = page.getByRole('button', { name: 'Open menu' });
    await attachScreenshot(page, testInfo, 'header-mobile');
    await hamburger.click();
    const side = page.getByRole('dialog', { name: 'Menu' });
    await expect(side).toBeVisible();
    await expect(side.getByRole('link', { name: 'News' })).toBeVisible();
    // Tile navigation: two tiles a row.
    const columns = await side
      .locator('nav[aria-label="Main menu"] > ul')
      .evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(2);
    await attachScreenshot(page, testInfo, 'header-mobile-side-navigation');
    await expectNoSeriousAxeViolation(page);
    // Escape in an open group closes the group only.
    await side.getByRole('button', { name: 'Programme' }).click();
    await expect(side.getByRole('link', { name: 'Posters' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(side.getByRole('link', { name: 'Posters' })).toBeHidden();
    await expect(side).toBeVisible();
    await expect(side.getByRole('button', { name: 'Programme' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(side).toBeHidden();
    await expect(hamburger).toBeFocused();

    // It closes on a route change, and at the desktop breakpoint.
    await hamburger.click();
    await side.getByRole('link', { name: 'News' }).click();
    await expect(page).toHaveURL(new RegExp(`/news/${instance}/${event}/${language}$`));
    await expect(side).toBeHidden();
    await hamburger.click();
    await expect(side).toBeVisible();
    await page.setViewportSize(DESKTOP);
    await expect(side).toBeHidden();
    await expect(mainMenu(page)).toBeVisible();
  });
});

test.describe('in the app container', () => {
  test.use({ viewport: MOBILE });

  test('shows the bottom app navigation, the slide-in menu, Scan QR, and hides the banner past 120 px', async ({ page }, testInfo) => {
    // The app's intro carousel (another area's) would cover the page: seen already.
    await page.addInitScript(() => localStorage.setItem('mobileCarouselShown', 'shown'));
    await page.goto(`${HOME}?container=app`);
    const bar = page.getByRole('navigation', { name: 'App navigation' });
    await expect(bar).toBeVisible(FIRST_PAGE);
    await expect(page.locator('vmx-app [data-header="scan-qr"]')).toHaveAttribute('href', `/scan/${instance}/${event}/${language}`);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
    await attachScreenshot(page, testInfo, 'header-app');

    const menuButton = bar.getByRole('button', { name: 'Menu' });
    await menuButton.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.locator('[data-header="welcome"]')).toHaveText('Welcome to EHC 2026 in Berlin!');
    await expect(menu.getByRole('link', { name: 'Legal notice' })).toHaveAttribute(
      'href',
      `/${instance}/${event}/${language}/page/imprint`,
    );
    await expect(menu.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await attachScreenshot(page, testInfo, 'header-app-menu');
    await expectNoSeriousAxeViolation(page);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();

    // The container is remembered: a link without the query stays in the app.
    await bar.getByRole('link', { name: 'Programme' }).click();
    // In the app the programme opens the list view (docs/rules/shell-access-identity.md section 2).
    await expect(page).toHaveURL(new RegExp(`/program/${instance}/${event}/${language}\\?layout=list$`));
    await expect(bar).toBeVisible();

    const banner = page.locator('vmx-app [data-header="banner-row"]');
    await expect(banner).toBeVisible();
    await page.evaluate(() => {
      document.body.style.minHeight = '4000px';
      window.scrollTo(0, 300);
    });
    await expect(banner).toBeHidden();
    await bar.getByRole('button', { name: 'Top' }).click();
    await expect(banner).toBeVisible();
  });
});

test.describe('in the terminal container', () => {
  test.use({ viewport: { width: 1080, height: 1920 } });

  test('shows the header image and the looping muted promo video with its fallback text', async ({ page }, testInfo) => {
    await page.goto(`${HOME}?container=terminal`);
    await expect(page.locator('vmx-app [data-header="terminal-image"]')).toBeVisible(FIRST_PAGE);
    const video = page.locator('vmx-app video[data-header="promo-video"]');
    await expect(video).toHaveAttribute('loop', '');
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
    await expect(video).toHaveText('Your browser does not support HTML5 video.');
    // The seeded promo video loads (a browser with HTML5 video does not show the fallback).
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThan(0);
    await expect(page.locator('vmx-app header[data-header="terminal"] img')).toHaveCount(3);
    await expect(mainMenu(page)).toHaveCount(0);
    await attachScreenshot(page, testInfo, 'header-terminal');
  });
});
