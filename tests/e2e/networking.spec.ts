/**
 * The networking area's areas of interest: their page under my area's network (/myarea/{i}/{e}/{l}/network/interests;
 * the messages route shows the inbox, tests/e2e/messaging.spec.ts) and the networking widget's area-of-interest popup
 * (docs/rules/shell-access-identity.md section 4, local storage `networking-popup-loaded`). A signed-in user chooses
 * areas of interest in a dialog (focus kept inside, given back on close), saved on the server, and sees the sessions of
 * them; where the networking widget is active the popup asks once. en-GB and de-DE, with no serious accessibility
 * violation.
 */
import type { Page } from '@playwright/test';
import { NETWORKING_TEXTS_DE } from '../../server/db/seed/texts-de/networking';
import { NETWORKING_TEXTS } from '../../src/core/networking/texts';
import { createConfirmedAccount, DEMO, expect, expectNoSeriousViolations, signInOnLoginPage, test } from './fixtures';

const NETWORKING_INTRO = NETWORKING_TEXTS['networking.intro'];

const { instance, event } = DEMO;
const interestsPath = (language: string) => `/myarea/${instance}/${event}/${language}/network/interests`;
const main = (page: Page) => page.locator('vmx-app main[data-route="MyAreaPage"]');

test('the network leads to the areas of interest, which show what else networking offers (en-GB)', async ({ page, request, baseURL }) => {
  test.setTimeout(60_000);
  const account = await createConfirmedAccount(request, baseURL!, 'networking-links');
  await signInOnLoginPage(page, account.email, account.password);
  await page.goto(`/myarea/${instance}/${event}/en-GB/network`);
  // A new account has no ticket: the network says networking needs one, and the areas of interest stay reachable.
  await expect(main(page).getByText(/Networking is for participants with a ticket/u)).toBeVisible();
  await page.goto(interestsPath('en-GB'));
  await expect(main(page).getByText(NETWORKING_INTRO)).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Visit the exhibitors' })).toHaveAttribute(
    'href',
    `/industrylandingpage/${instance}/${event}/en-GB`,
  );
  await expect(main(page).getByRole('link', { name: 'Book a meeting in the meeting hub' })).toHaveAttribute(
    'href',
    `/meetinghub/${instance}/${event}/en-GB`,
  );
  await expectNoSeriousViolations(page, 'networking en-GB');

  // German (de-DE).
  await page.goto(interestsPath('de-DE'));
  await expect(main(page).getByText(NETWORKING_TEXTS_DE['networking.intro'])).toBeVisible();
  await expect(main(page).getByRole('link', { name: NETWORKING_TEXTS_DE['networking.more.exhibitors'] })).toBeVisible();
  await expectNoSeriousViolations(page, 'networking de-DE');
});

test('a signed-in user chooses areas of interest in a dialog, saved for them, and sees sessions of those areas', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const account = await createConfirmedAccount(request, baseURL!, 'networking');
  await signInOnLoginPage(page, account.email, account.password);
  await page.goto(interestsPath('en-GB'));
  const interests = main(page).locator('[data-networking="interests"]');
  await expect(interests).toContainText('You have not chosen any areas of interest yet.');
  await expect(main(page).locator('[data-networking="sessions"]')).toContainText('Choose areas of interest to see their sessions here.');

  const choose = interests.getByRole('button', { name: 'Choose areas of interest' });
  await choose.click();
  const dialog = page.locator('vmx-app dialog[open]');
  await expect(dialog.getByRole('heading', { name: 'What are your areas of interest?' })).toBeVisible();
  await expectNoSeriousViolations(page, 'networking dialog');
  // Escape closes it and gives focus back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(choose).toBeFocused();

  await choose.click();
  const boxes = dialog.getByRole('group', { name: 'Areas of interest' }).getByRole('checkbox');
  expect(await boxes.count()).toBeGreaterThan(3);
  const first = (await dialog.locator('label').nth(0).innerText()).trim();
  const second = (await dialog.locator('label').nth(1).innerText()).trim();
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(interests.getByRole('listitem')).toHaveText([first, second].sort((a, b) => a.localeCompare(b, 'en-GB')));
  await expect(interests.getByRole('button', { name: 'Change areas of interest' })).toBeVisible();
  const sessions = main(page).locator('[data-networking="sessions"] li a');
  await expect(sessions.first()).toHaveAttribute('href', new RegExp(`^/${instance}/${event}/en-GB/session/\\d+$`));

  // Saved on the server: a new page load shows the same choice.
  await page.reload();
  await expect(main(page).locator('[data-networking="interests"]').getByRole('listitem')).toHaveCount(2);
  await expectNoSeriousViolations(page, 'networking signed in');
});

test('where the networking widget is active, the area-of-interest popup opens once and remembers it', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(60_000);
  // The demo congress keeps the networking widget off (server/db/seed/footer.ts); this test turns it on.
  await page.route('**/api/modules/GetResources?*', async (route) => {
    if (new URL(route.request().url()).searchParams.get('setname') !== 'config_json') return route.continue();
    const response = await route.fetch();
    const [resource] = (await response.json()) as { resourcename: string; resourcevalue: string }[];
    const config = JSON.parse(resource!.resourcevalue) as Record<string, unknown>;
    config.networkingWidget = true;
    config.networkingWidgetJS = '/demo/widgets/networking.js';
    await route.fulfill({ json: [{ resourcename: 'config_json', resourcevalue: JSON.stringify(config) }] });
  });
  // The widget is for ticket holders: a new account, with a ticket as far as this page knows.
  await page.route('**/api/Core/User?*', async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...((await response.json()) as object), hasTicket: true } });
  });
  const account = await createConfirmedAccount(request, baseURL!, 'networking-popup');
  await signInOnLoginPage(page, account.email, account.password);
  await page.evaluate(() => {
    const session = JSON.parse(localStorage.getItem('vmx.demo.session') ?? '{}') as Record<string, unknown>;
    localStorage.setItem('vmx.demo.session', JSON.stringify({ ...session, hasTicket: true }));
  });
  await page.goto(`/home/${instance}/${event}/en-GB`);
  const dialog = page.locator('vmx-app dialog[open]');
  await expect(dialog.getByRole('heading', { name: 'What are your areas of interest?' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('networking-popup-loaded'))).toBe('true');
  await dialog.getByRole('button', { name: 'Not now' }).first().click();
  await expect(dialog).toHaveCount(0);

  // Once: not again on the next page load.
  await page.reload();
  await expect(page.locator('vmx-app main[data-route="HomePage"] h1')).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(dialog).toHaveCount(0);
});
