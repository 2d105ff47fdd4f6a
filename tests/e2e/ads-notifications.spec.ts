// Advertisement popups (docs/rules/shell-access-identity.md sections 4 and 5) and push notifications (section 7).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createConfirmedAccount, DEMO, expect, signInOnLoginPage, test } from './fixtures';

const { instance, event } = DEMO;
const DAY = 86_400_000;
const meetingHub = (language = 'en-GB') => `/meetinghub/${instance}/${event}/${language}`;
const notificationsPage = (language = 'en-GB') => `/notifications/${instance}/${event}/${language}`;

/** Fails the test when the page opens an alert or a planted script leaves its mark. */
function watchForScripts(page: Page): { ran: () => Promise<unknown> } {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  return {
    ran: async () => ({ alerts, marks: await page.evaluate(() => (window as unknown as { __planted?: unknown[] }).__planted ?? []) }),
  };
}

async function axeSerious(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
}

test.describe('advertisement popup', () => {
  test('shows on its page after the ad check, sets a 7-day cookie, and does not come back within 7 days', async ({
    page,
    context,
    baseURL,
  }) => {
    // Three ad checks of 4 s each.
    test.setTimeout(60_000);
    await page.goto(meetingHub());
    const popup = page.getByRole('dialog', { name: 'Meet the industry' });
    // Section 9: the first ad check is 4000 ms after start.
    await expect(popup).toBeVisible({ timeout: 10_000 });
    await expect(popup).toContainText('one-to-one meetings');
    await expect(popup.getByRole('link', { name: 'See the programme' })).toHaveAttribute('href', `/program/${instance}/${event}/en-GB`);

    const cookie = (await context.cookies()).find((c) => c.name.startsWith(`${event}.ad.`));
    expect(cookie).toBeDefined();
    const lifetimeMs = cookie!.expires * 1000 - Date.now();
    expect(lifetimeMs).toBeGreaterThan(7 * DAY - 60_000);
    expect(lifetimeMs).toBeLessThanOrEqual(7 * DAY + 1000);

    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toBeHidden();

    // Within 7 days: the page checks again and passes the ad over. The check shows the first eligible ad in the
    // server's order, so a second ad for this page, listed after ours, shows exactly when the check ran and skipped ours.
    await page.route('**/api/Exhibition/EventAdvertisement/**', async (route) => {
      const ads = (await (await route.fetch()).json()) as { vmxPage?: unknown }[];
      const ours = ads.find((ad) => ad.vmxPage === 'MeetingHubPage');
      await route.fulfill({ json: [...ads, { ...ours, id: 99_001, headlineTop: 'Checked' }] });
    });
    await page.reload();
    await expect(page.getByRole('dialog', { name: 'Checked' })).toBeVisible({ timeout: 10_000 });
    await expect(popup).toHaveCount(0);
    await page.unroute('**/api/Exhibition/EventAdvertisement/**');

    // Seven days later (the cookie was set 7 days ago): the ad is due again.
    await context.addCookies([{ name: cookie!.name, value: String(Date.now() - 7 * DAY - 1000), url: baseURL! }]);
    await page.reload();
    await expect(popup).toBeVisible({ timeout: 10_000 });
    // A real modal dialog: focus inside, nothing serious for axe, Escape closes it.
    await expect(popup.getByRole('button', { name: 'Close' })).toBeFocused();
    expect(await axeSerious(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
  });

  test('never runs a script planted in the ad, and never links a javascript: URL', async ({ page }) => {
    const scripts = watchForScripts(page);
    await page.route('**/api/Exhibition/EventAdvertisement/**', (route) =>
      route.fulfill({
        json: [
          {
            id: 991,
            vmxPage: 'MeetingHubPage',
            displayFromDate: null,
            displayToDate: null,
            headlineTop: 'Planted',
            text: '<img src=x onerror="(window.__planted=window.__planted||[]).push(\'img\');alert(1)"><script>(window.__planted=window.__planted||[]).push(\'script\')</script><p>Harmless words</p><a href="javascript:alert(2)">bad link</a>',
            optionalLink: 'javascript:alert(3)',
            optionalLinkButtonText: 'Go there',
            backgroundColor: 'red; background-image: url(x)',
          },
        ],
      }),
    );
    await page.goto(meetingHub());
    const popup = page.getByRole('dialog', { name: 'Planted' });
    await expect(popup).toBeVisible({ timeout: 10_000 });
    await expect(popup).toContainText('Harmless words');
    await expect(popup.getByRole('link', { name: 'Go there' })).toHaveCount(0);
    await expect(popup.getByRole('link', { name: 'bad link' })).toHaveCount(0);
    await expect(popup.locator('img[onerror], script')).toHaveCount(0);
    // The broken image has failed (complete, with no pixels): its onerror handler would have run by now.
    await expect.poll(() => popup.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 0)).toBe(true);
    expect(await scripts.ran()).toEqual({ alerts: [], marks: [] });
  });
});

test.describe('advertisement banners', () => {
  test('a configured desktop bottom banner shows below the page, with its link and a margin above it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.route('**/api/modules/GetResources?*setname=config_json*', async (route) => {
      const resources = (await (await route.fetch()).json()) as { resourcename: string; resourcevalue: string }[];
      const patched = resources.map((resource) => {
        if (resource.resourcename !== 'config_json') return resource;
        const config = JSON.parse(resource.resourcevalue) as Record<string, unknown>;
        return {
          ...resource,
          resourcevalue: JSON.stringify({
            ...config,
            desktopBannerBottom: {
              image: '/media/logos/nothing.png',
              link: 'https://sponsor.example/',
              target: '_blank',
              alt: 'Our sponsor',
            },
            mobileBannerBottom: { image: 'javascript:alert(1)' },
            desktopBannerHeight: 90,
          }),
        };
      });
      await route.fulfill({ json: patched });
    });
    await page.goto(meetingHub());
    const banner = page.getByRole('complementary', { name: 'Advertisement' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Our sponsor' })).toHaveAttribute('href', 'https://sponsor.example/');
    await expect(banner.getByRole('link', { name: 'Our sponsor' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect((await banner.boundingBox())!.height).toBe(90);
    // The spacer keeps the page's end above the banner: its height plus the 50 px margin.
    await expect(page.locator('[aria-hidden="true"][style*="height: 140px"]')).toHaveCount(1);
  });
});

test.describe('push notifications', () => {
  test('a notification published on the server shows as a toast within 2 s; planted HTML never runs; closing sends CloseNotification', async ({
    page,
    request,
  }) => {
    const scripts = watchForScripts(page);
    // de-DE: other spec files' open pages (en-GB) are in another hub group and see none of these toasts.
    const joined = new Promise<void>((resolve) => {
      page.on('websocket', (socket) => {
        socket.on('framereceived', (frame) => {
          if (String(frame.payload).includes('"type":3')) resolve();
        });
      });
    });
    const closeSent = new Promise<string>((resolve) => {
      page.on('websocket', (socket) =>
        socket.on('framesent', (frame) => String(frame.payload).includes('CloseNotification') && resolve(String(frame.payload))),
      );
    });
    await page.goto(notificationsPage('de-DE'));
    await expect(page.getByRole('listitem').filter({ hasText: 'Willkommen zur EHC' })).toBeVisible();
    await joined;

    const title = `Raumwechsel ${Date.now()}`;
    const published = await request.post('/dev/notifications', {
      data: {
        event,
        language: 'de-DE',
        title,
        text: "<img src=x onerror=\"(window.__planted=window.__planted||[]).push('img');alert(1)\"><script>(window.__planted=window.__planted||[]).push('script')</script><p>Sitzung 3 in Saal B</p>",
        link: 'javascript:alert(4)',
      },
    });
    expect(published.status()).toBe(201);
    const { notification } = (await published.json()) as { notification: { id: number } };

    const toast = page.getByRole('status').filter({ hasText: title });
    await expect(toast).toBeVisible({ timeout: 2000 });
    await expect(toast).toContainText('Sitzung 3 in Saal B');
    await expect(toast.getByRole('link')).toHaveCount(0);
    // The open notifications page lists it too, first.
    await expect(page.locator('[part="notifications"] > li').first()).toContainText(title);

    await page.getByRole('button', { name: `Benachrichtigung schließen: ${title}` }).click();
    await expect(page.getByRole('status').filter({ hasText: title })).toHaveCount(0);
    expect(await closeSent).toContain(`"arguments":[${notification.id}]`);
    expect(await scripts.ran()).toEqual({ alerts: [], marks: [] });
  });

  test('the notifications page lists them from the static file for a visitor, and passes axe', async ({ page }) => {
    const apiCalls: string[] = [];
    page.on('request', (r) => r.url().includes('/api/Exhibition/EventPushnotifications/') && apiCalls.push(r.url()));
    await page.goto(notificationsPage());
    const items = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect(items.filter({ hasText: 'Welcome to EHC' })).toBeVisible();
    await expect(items.filter({ hasText: 'Opening plenary' })).toBeVisible();
    await expect(items.filter({ hasText: 'Welcome to EHC' }).locator('time')).toHaveText(/2026/);
    expect(apiCalls).toEqual([]);
    expect(await axeSerious(page)).toEqual([]);
  });

  test("a signed-in user's page reads EventPushnotifications with the token, and falls back to the file when it fails", async ({
    page,
    request,
    baseURL,
  }) => {
    const account = await createConfirmedAccount(request, baseURL!, 'notifications');
    await signInOnLoginPage(page, account.email, account.password);

    const answered = page.waitForResponse((r) => r.url().includes('/api/Exhibition/EventPushnotifications/2026/en-GB'));
    await page.goto(notificationsPage());
    const response = await answered;
    expect(response.status()).toBe(200);
    expect(response.request().headers().authorization).toMatch(/^Bearer /);
    await expect(page.getByRole('listitem').filter({ hasText: 'Opening plenary' })).toBeVisible();

    await page.route('**/api/Exhibition/EventPushnotifications/**', (route) => route.fulfill({ status: 500, json: { message: 'down' } }));
    const fallback = page.waitForResponse((r) => r.url().includes('/static/pushnotifications/2026/en-GB.json'));
    await page.reload();
    expect((await fallback).status()).toBe(200);
    await expect(page.getByRole('listitem').filter({ hasText: 'Opening plenary' })).toBeVisible();
    expect(await axeSerious(page)).toEqual([]);
  });
});
