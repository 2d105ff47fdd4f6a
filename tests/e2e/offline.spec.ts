/**
 * Offline use (docs/rules/shell-access-identity.md section 4): the offline banner and the online notice, a reload
 * while offline (service worker + kept query cache), the cache toast of a new build, maintenance (the
 * event's flag and a 503 from any call), and the admin panel's toggles.
 */
import { utimesSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DEMO, expect, test } from './fixtures';

const { instance, event, language } = DEMO;
const HOME = `/home/${instance}/${event}/${language}`;
/** The home page is headed by the congress's name. */
const HOME_HEADING = 'EHC 2026 – European Health Congress';
const OFFLINE_TEXT = 'Please note that some features and functions are currently not supported in offline mode.';

/** The overlay's code arrives beside the first render; the tests that go offline wait for it to show. */
async function gotoHome(page: Page, path = HOME): Promise<void> {
  await page.goto(path);
  await expect(page.locator('vmx-app h1')).not.toHaveText('Loading…');
  await expect(page.locator('vmx-app [part="connectivity"]')).toBeAttached();
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include('vmx-app').analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

/** Answers the event's config_json with changes of the test's own. */
async function withConfig(page: Page, change: (config: Record<string, unknown>) => void): Promise<void> {
  await page.route('**/api/modules/GetResources?*', async (route) => {
    if (new URL(route.request().url()).searchParams.get('setname') !== 'config_json') return route.continue();
    const response = await route.fetch();
    const [resource] = (await response.json()) as { resourcename: string; resourcevalue: string }[];
    const config = JSON.parse(resource!.resourcevalue) as Record<string, unknown>;
    change(config);
    await route.fulfill({ json: [{ resourcename: 'config_json', resourcevalue: JSON.stringify(config) }] });
  });
}

test('going offline shows the offline banner; back online, the online notice counts down and closes after 10 s', async ({
  page,
  context,
}) => {
  await page.clock.install();
  await gotoHome(page);
  await expect(page.locator('vmx-app h1')).toHaveText(HOME_HEADING);
  await expect(page.getByText(OFFLINE_TEXT)).toHaveCount(0);
  // From here the page's time moves only when the test says so.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);

  await context.setOffline(true);
  const banner = page.getByRole('alert').filter({ hasText: OFFLINE_TEXT });
  await expect(banner).toBeVisible();

  await context.setOffline(false);
  await expect(banner).toBeHidden();
  const notice = page.getByRole('status').filter({ hasText: 'You are online.' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('This message closes in 10 s.');
  await page.clock.runFor(4_000);
  await expect(notice).toContainText('This message closes in 6 s.');
  await page.clock.runFor(5_900);
  await expect(notice).toBeVisible();
  await page.clock.runFor(200);
  await expect(notice).toBeHidden();
});

test('the online notice can be closed with its button before its time', async ({ page, context }) => {
  await page.clock.install();
  await gotoHome(page);
  await expect(page.locator('vmx-app h1')).toHaveText(HOME_HEADING);
  await context.setOffline(true);
  await expect(page.getByRole('alert').filter({ hasText: OFFLINE_TEXT })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // The notice must still be there when the button is pressed, however busy the machine: the page's time
  // stands still from here (axe, above, needs it running).
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await context.setOffline(false);
  const notice = page.getByRole('status').filter({ hasText: 'You are online.' });
  await notice.getByRole('button', { name: 'Close' }).focus();
  await page.keyboard.press('Enter');
  await expect(notice).toBeHidden();
});

test('German pages show the banner in German', async ({ page, context }) => {
  await gotoHome(page, `/home/${instance}/${event}/de-DE`);
  await expect(page).toHaveTitle(/ - Startseite$/);
  // Every part of home is in: Chromium keeps a module that failed to load failed for the page's life, so a part whose
  // code was still on its way would stay an error after going back online (until the next page load).
  await expect(page.locator('vmx-app [aria-busy="true"]')).toHaveCount(0);
  await context.setOffline(true);
  // The banner.
  await expect(page.locator('[part="offline-banner"]')).toHaveAttribute('role', 'alert');
  await expect(page.locator('[part="offline-banner"]')).toContainText('im Offline-Modus derzeit nicht unterstützt');
  await context.setOffline(false);
  await expect(page.getByRole('alert').filter({ hasText: 'Etwas ist schiefgelaufen' })).toHaveCount(0);
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  /** Waits until the worker controls the page and has kept the page, the bundle and the event data. */
  async function waitUntilKept(page: Page): Promise<void> {
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
    await page.waitForFunction(
      async () => {
        const names = await caches.keys();
        const page = await caches.match(location.href);
        const details = (await Promise.all(names.map(async (name) => (await caches.open(name)).keys())))
          .flat()
          .some((request) => request.url.includes('/api/Public/EventDetails'));
        const kept = Object.keys(localStorage).some((key) => key.startsWith('vmx-query-cache:'));
        return names.some((name) => name.startsWith('vmx-bundle-')) && page !== undefined && details && kept;
      },
      undefined,
      { timeout: 15_000, polling: 250 },
    );
  }

  test('a loaded page stays usable after a reload while offline', async ({ page, context }) => {
    await page.goto(HOME);
    await expect(page.locator('vmx-app h1')).toHaveText(HOME_HEADING);
    await expect(page.locator('vmx-logo-grid [part="tier-title"]').first()).toBeVisible();
    await waitUntilKept(page);

    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('vmx-app h1')).toHaveText(HOME_HEADING);
    await expect(page).toHaveTitle(/^EHC 2026 .* - Home$/);
    await expect(page.locator('vmx-logo-grid [part="tier-title"]').first()).toBeVisible();
    // Chromium 150's emulated offline does not reach navigator.onLine of a page its service worker served on a reload
    // (it says online; microsoft/playwright#2311), where a browser really offline says offline from the start: the
    // banner is checked as the browser reports the network gone again.
    await context.setOffline(false);
    await context.setOffline(true);
    await expect(page.getByRole('alert').filter({ hasText: OFFLINE_TEXT })).toBeVisible();
    // The worker keeps the page shell for any address of the platform.
    await page.goto(`/contact/${instance}/${event}/${language}`);
    await expect(page.locator('vmx-app main[data-route="ContactPage"]')).toBeVisible();
  });

  test('a new build shows the cache toast; Refresh switches to it and reloads', async ({ page }) => {
    await page.goto(HOME);
    await expect(page.locator('vmx-app h1')).toHaveText(HOME_HEADING);
    await waitUntilKept(page);
    const before = await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);

    // A new build: version.json reports the bundle's time.
    const distDir = process.env.VMX_DIST_DIR || 'dist';
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(distDir, 'vmx.js'), later, later);

    await page.reload();
    const toast = page.locator('vmx-app [part="cache-toast"]');
    await expect(toast).toHaveAttribute('data-state', 'cached', { timeout: 15_000 });
    await expect(toast).toContainText('The new version is cached and ready.');
    expect(await seriousViolations(page)).toEqual([]);

    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await toast.getByRole('button', { name: 'Refresh' }).click();
    await page.waitForFunction(() => !(window as unknown as { marker?: boolean }).marker);
    await expect(page.locator('vmx-app h1')).toHaveText(HOME_HEADING);
    const after = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);
    expect(after).not.toBe(before);
    expect(after).toContain('/vmx-sw.js?build=');
    // The toast goes by itself after the refresh.
    await expect(toast).toHaveCount(0, { timeout: 5_000 });
  });
});

test('chrome whose code cannot load (offline, or gone with a new deployment) leaves the page standing without it', async ({ page }) => {
  // The header's, footer's and cookie banner's code is fetched after the page's first render.
  await page.route(/\/chunks\/(HeaderBody|Footer|ConsentBanner)-[^/]*\.js$/, (route) => route.abort('internetdisconnected'));
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await gotoHome(page);
  await expect(page.locator('vmx-app h1')).toHaveText(HOME_HEADING);
  await expect(page.locator('vmx-app [part="header"], vmx-app [part="footer"]')).toHaveCount(0);
  // The rest of the app still works: offline, the banner shows.
  await page.context().setOffline(true);
  await expect(page.getByRole('alert').filter({ hasText: OFFLINE_TEXT })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a 503 from any call shows the maintenance screen', async ({ page }) => {
  await page.route('**/api/Public/EventDetails?*', (route) => route.fulfill({ status: 503, json: { message: 'maintenance' } }));
  await page.goto(HOME);
  await expect(page.locator('vmx-app h1')).toHaveText("We'll be back soon!");
  expect(await seriousViolations(page)).toEqual([]);
});

test('a 503 to the first call, before the event is known, shows the maintenance screen too', async ({ page }) => {
  await page.route('**/api/Public/Instance?*', (route) => route.fulfill({ status: 503, body: '' }));
  await page.goto(HOME);
  await expect(page.locator('vmx-app h1')).toHaveText("We'll be back soon!");
});

test("the event's maintenance flag shows the maintenance screen; a malformed one is ignored with a warning", async ({ page }) => {
  await withConfig(page, (config) => (config.maintenanceMode = true));
  await page.goto(HOME);
  await expect(page.locator('vmx-app h1')).toHaveText("We'll be back soon!");
  // The maintenance screen replaces every page: it is the only <main>.
  await expect(page.locator('vmx-app main')).toHaveAttribute('data-route', 'MaintenancePage');

  await page.unrouteAll();
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await withConfig(page, (config) => (config.maintenanceMode = 'soon'));
  await page.goto(HOME);
  await expect(page.locator('vmx-app h1')).toHaveText(HOME_HEADING);
  expect(warnings.some((text) => text.includes('[vmx]') && text.includes('maintenanceMode'))).toBe(true);
});

test('the admin panel: build line, Dev and Live build by the version string, container views, content lock', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('sUser', 'true');
      sessionStorage.setItem('seeded', '1');
    }
  });
  await withConfig(
    page,
    (config) => (config.adminPanel = { devBuildUrl: 'https://dev.vmx.test/', liveBuildUrl: 'https://live.vmx.test/' }),
  );
  await page.route('**/version.json', (route) =>
    route.fulfill({
      json: { Version: '4.2.0-develop.17', BuildDateTime: '2026-05-04T08:30:00.000Z', BuildDateTimeHuman: '4 May 2026, 08:30 UTC' },
    }),
  );
  await page.route('https://live.vmx.test/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>live build</title>' }));
  await page.goto(HOME);
  await page.getByRole('button', { name: 'Admin panel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Admin panel' });
  await expect(dialog.getByText('Version 4.2.0-develop.17, built 4 May 2026, 08:30 UTC')).toBeVisible();
  // A develop build offers the live build only.
  await expect(dialog.getByLabel('Live build')).toBeVisible();
  await expect(dialog.getByLabel('Dev build')).toHaveCount(0);
  await expect(dialog.getByLabel('Content unlocked (super-user mode)')).toBeChecked();

  await dialog.getByLabel('App container view').check();
  await expect(page).toHaveURL(/\?container=app$/);
  await dialog.getByLabel('Terminal view').check();
  await expect(page).toHaveURL(/\?container=terminal$/);
  await expect(dialog.getByLabel('App container view')).not.toBeChecked();
  await dialog.getByLabel('Terminal view').uncheck();
  await expect(page).toHaveURL(new RegExp(`${HOME}$`));
  expect(await page.evaluate(() => [localStorage.getItem('isApp'), localStorage.getItem('isTerminal')])).toEqual([null, null]);
  expect(await seriousViolations(page)).toEqual([]);

  // Switching to the live build opens the same page there.
  await dialog.getByLabel('Live build').click();
  await expect(page).toHaveURL(`https://live.vmx.test${HOME}`);
});

test('a master build offers the dev build only', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('sUser', 'true'));
  await withConfig(
    page,
    (config) => (config.adminPanel = { devBuildUrl: 'https://dev.vmx.test/', liveBuildUrl: 'https://live.vmx.test/' }),
  );
  await page.route('**/version.json', (route) =>
    route.fulfill({
      json: { Version: '4.2.0-master', BuildDateTime: '2026-05-04T08:30:00.000Z', BuildDateTimeHuman: '4 May 2026, 08:30 UTC' },
    }),
  );
  await page.goto(HOME);
  await page.getByRole('button', { name: 'Admin panel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Admin panel' });
  await expect(dialog.getByLabel('Dev build')).toBeVisible();
  await expect(dialog.getByLabel('Live build')).toHaveCount(0);
});

/** The offline cache's parts in IndexedDB (src/areas/offline/offlineDb.ts): part name and characters kept. */
async function keptParts(page: Page): Promise<Record<string, number>> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('vmx-offline', 1);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(new Error('IndexedDB could not be opened'));
    });
    const read = <T>(request: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(new Error('IndexedDB could not be read'));
      });
    const store = db.transaction('chunks').objectStore('chunks');
    const [keys, values] = await Promise.all([read(store.getAllKeys()), read(store.getAll())]);
    const parts: Record<string, number> = {};
    keys.forEach((key, index) => {
      const part = (key as string).split('|')[1]!;
      parts[part] = (parts[part] ?? 0) + String(values[index]).length;
    });
    return parts;
  });
}

test('when the storage cannot hold the whole programme, the sessions are kept and the page says what did not fit', async ({ page }) => {
  // A browser that grants little storage: 400 kB, room for the sessions (about 250 kB) but not the presentations too.
  await page.addInitScript(() => {
    Object.defineProperty(navigator.storage, 'estimate', { value: () => Promise.resolve({ quota: 400_000, usage: 0 }) });
  });
  await page.goto(`/${instance}/${event}/${language}/poster`);
  const notice = page.locator('vmx-app [part="offline-saved"]');
  await expect(notice).toHaveText(/Saved for offline: the congress pages and sessions; presentations did not fit\./, { timeout: 15_000 });
  await expect(notice).toHaveAttribute('role', 'status');
  const parts = await keptParts(page);
  expect(parts.sessions).toBeGreaterThan(0);
  expect(parts.presentations).toBeUndefined();
  expect(await seriousViolations(page)).toEqual([]);
  await notice.getByRole('button', { name: 'Close' }).click();
  await expect(notice).toHaveCount(0);
});

test('the notice of what did not fit is in German on German pages', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator.storage, 'estimate', { value: () => Promise.resolve({ quota: 400_000, usage: 0 }) });
  });
  await page.goto(`/${instance}/${event}/de-DE/poster`);
  await expect(page.locator('vmx-app [part="offline-saved"]')).toContainText(
    'Offline gespeichert: die Kongressseiten und Sitzungen. Kein Platz mehr für: Vorträge.',
    { timeout: 15_000 },
  );
});

test('a browser that refuses the write (QuotaExceededError) gets the same notice instead of a silent drop', async ({ page, baseURL }) => {
  // The browser does not say how much it grants, so everything is tried, and Chromium's own quota for the
  // origin, far below the programme, makes IndexedDB refuse each list.
  await page.addInitScript(() => {
    Object.defineProperty(navigator.storage, 'estimate', { value: () => Promise.resolve({}) });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Storage.overrideQuotaForOrigin', { origin: new URL(baseURL!).origin, quotaSize: 50_000 });
  await page.goto(`/${instance}/${event}/${language}/poster`);
  await expect(page.locator('vmx-app [part="offline-saved"]')).toHaveText(
    /Saved for offline: the congress pages; sessions and presentations did not fit\./,
    { timeout: 15_000 },
  );
  expect(await keptParts(page)).toEqual({});
});
