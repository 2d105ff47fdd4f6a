/**
 * First-party tracking in the browser (issue 23; src/contracts/analytics.ts): with the analytics consent ("accept all":
 * both consent cookies accepted), a header menu click, a session opened, a favourite and a programme search that found
 * nothing are sent to POST /api/Analytics/Events with this browser's visitor id (by beacon as the page is left: the
 * test dispatches pagehide, as a browser does when a page is left); with "necessary only" the same actions send no
 * visitor and no token, and no visitor id is kept. My area's "Recorded about you" then lists what was recorded, in
 * words, downloads it and deletes it behind a confirming dialog, after which the list is empty; axe on the module.
 *
 * It signs in tracking@ehc2026.test, whom no other spec signs in (server/db/seed/community.ts).
 */
import type { Page } from '@playwright/test';
import type { TrackingBatch } from '../../src/contracts';
import { DEMO, expect, expectNoSeriousViolations, test } from './fixtures';
import { collectBatches, kinds, leavePage, setConsent } from './trackingBatches';

const { instance, event, language } = DEMO;
const base = `/${instance}/${event}/${language}`;
const ACCOUNT = { email: 'tracking@ehc2026.test', password: 'vmx-demo-2026' };
/** A session without a Session policy, on the first congress day. */
const SESSION = 10005;
/** Found nothing, and starts as a spreadsheet formula would: the CSV download escapes it. */
const NOTHING_MATCHES = '=qzxwvqzxwv';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

test.describe.configure({ mode: 'serial' });

async function signIn(page: Page) {
  await page.goto(`/login/${instance}/${event}/${language}`);
  await page.getByLabel('E-mail').fill(ACCOUNT.email);
  await page.getByLabel('Password', { exact: true }).fill(ACCOUNT.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/home/${instance}/${event}/${language}$`), { timeout: 15_000 });
  // The address changes before the home page shows: a menu click before then happens on the login page.
  await expect(page.locator('vmx-app main[data-route="HomePage"]')).toBeVisible();
}

/** The tracked actions: a header menu click, a session opened and starred (then unstarred), an empty search. */
async function act(page: Page) {
  const app = page.locator('vmx-app');
  await app.locator('nav[aria-label="Main menu"]').getByRole('link', { name: 'Live' }).click();
  await expect(page).toHaveURL(new RegExp(`/live/${instance}/${event}/${language}`));
  await leavePage(page);

  await page.goto(`${base}/session/${SESSION}`);
  const add = app.getByRole('button', { name: /^Add .+ to my programme$/ }).first();
  await add.click();
  const remove = app.getByRole('button', { name: /^Remove .+ from my programme$/ }).first();
  await expect(remove).toHaveAttribute('data-favourite', 'on');
  await remove.click();
  await expect(app.getByRole('button', { name: /^Add .+ to my programme$/ }).first()).toHaveAttribute('data-favourite', 'off');
  await leavePage(page);

  await page.goto(`${base}/search`);
  await app.getByRole('searchbox', { name: 'Search the programme' }).fill(NOTHING_MATCHES);
  await expect(app.getByText(NOTHING_MATCHES).first()).toBeVisible();
  // The search settles (typing paused) before it counts as a search.
  await page.waitForTimeout(2_000);
  await leavePage(page);
}

test('with the analytics consent the actions are sent with a visitor id, and my area lists, downloads and deletes them', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await setConsent(context, baseURL!, 'accepted');
  const sentBatches = await collectBatches(page);
  await signIn(page);
  await act(page);

  let batches: TrackingBatch[] = [];
  await expect
    .poll(async () => kinds((batches = await sentBatches())))
    .toEqual(expect.arrayContaining(['page-open', 'page-leave', 'header-menu', 'session-open', 'favourite', 'search-empty']));
  const visitors = new Set(batches.map((batch) => batch.visitor));
  expect(visitors.size).toBe(1);
  const [visitor] = visitors;
  expect(visitor).toMatch(UUID);
  expect(batches.every((batch) => batch.consent)).toBe(true);
  const events = batches.flatMap((batch) => batch.events);
  expect(events.find((tracked) => tracked.kind === 'header-menu')).toMatchObject({ element: 'LivePage', page: 'HomePage' });
  expect(events.find((tracked) => tracked.kind === 'session-open')).toMatchObject({ targetType: 'session', targetId: String(SESSION) });
  expect(events.filter((tracked) => tracked.kind === 'favourite').map((tracked) => tracked.value)).toEqual([1, 0]);
  expect(events.find((tracked) => tracked.kind === 'search-empty')).toMatchObject({ element: NOTHING_MATCHES });
  expect(await page.evaluate((key) => localStorage.getItem(key), `${event}.analytics.visitor`)).toBe(visitor);

  // My area: what was recorded, in words (the server may take a moment to write a batch).
  await page.goto(`/myarea/${instance}/${event}/${language}`);
  await page.getByRole('listitem', { name: 'Recorded about you' }).getByRole('link', { name: 'See what was recorded' }).click();
  const module = page.locator('vmx-app [part="myarea-module"][data-module="recorded"]');
  await expect(module.locator('> h2')).toHaveText('Recorded about you');
  await expect(module).toContainText('You have allowed analytics cookies for this congress.');
  // The demo congress has no advancedUserTracking: nothing is recorded with the user id, so no profile facts either.
  await expect(module.locator('[part="recorded-user"] [data-recorded-user="none"]')).toHaveText('No profile facts are recorded about you.');
  const rows = module.locator('[part="recorded-entries"] tbody tr');
  await expect(async () => {
    await page.reload();
    await expect(rows.filter({ hasText: 'Searched without a result' })).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(rows.filter({ hasText: 'Chose a menu item' }).first()).toContainText('LivePage');
  await expect(rows.filter({ hasText: 'Opened a session' }).first()).toContainText(`Session ${SESSION}`);
  await expect(rows.filter({ hasText: 'Changed a favourite: Added' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Changed a favourite: Removed' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Opened a page' }).first()).toContainText(/\d{1,2}:\d{2}/);
  await expectNoSeriousViolations(page, 'recorded about you');

  // The CSV download escapes what a spreadsheet would run.
  const download = page.waitForEvent('download');
  await module.getByRole('button', { name: 'Download (CSV)' }).click();
  const csv = await (await download).path().then((path) => import('node:fs/promises').then((fs) => fs.readFile(path, 'utf8')));
  expect(csv.split('\r\n')[0]).toBe('\uFEFFAt,Kind,Page,Element,TargetType,TargetId,Value,Seconds,Country,Device,WithUserId');
  expect(csv).toContain(`search-empty,PagSearchPage,'${NOTHING_MATCHES}`);

  // Delete, behind a dialog that keeps focus and gives it back.
  const deleteButton = module.getByRole('button', { name: 'Delete my recorded data' });
  await deleteButton.click();
  const dialog = page.getByRole('dialog', { name: 'Delete your recorded data?' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(deleteButton).toBeFocused();
  await deleteButton.click();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(module.locator('[data-recorded="empty"]')).toHaveText('Nothing is recorded about you.');
  await expect(module.getByRole('status')).toHaveText('Your recorded data has been deleted.');
  // What was deleted stays deleted; with the consent still given, the reload itself is recorded anew.
  await page.reload();
  await expect(module.locator('[part="recorded-entries"] h3')).toBeVisible();
  for (const gone of ['Opened a session', 'Searched without a result', 'Chose a menu item', 'Changed a favourite']) {
    await expect(rows.filter({ hasText: gone })).toHaveCount(0);
  }
});

test('with necessary cookies only the same actions send no visitor and no token, and no visitor id is kept', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await setConsent(context, baseURL!, 'declined');
  const sentBatches = await collectBatches(page);
  await signIn(page);
  await act(page);

  let batches: TrackingBatch[] = [];
  await expect
    .poll(async () => kinds((batches = await sentBatches())))
    .toEqual(expect.arrayContaining(['header-menu', 'session-open', 'favourite', 'search-empty']));
  for (const batch of batches) {
    expect(batch.consent).toBe(false);
    expect(batch).not.toHaveProperty('visitor');
    expect(batch).not.toHaveProperty('token');
  }
  expect(await page.evaluate((key) => localStorage.getItem(key), `${event}.analytics.visitor`)).toBeNull();

  await page.goto(`/myarea/${instance}/${event}/${language}/recorded`);
  const module = page.locator('vmx-app [part="myarea-module"][data-module="recorded"]');
  await expect(module).toContainText('You have not allowed analytics cookies for this congress');
});
