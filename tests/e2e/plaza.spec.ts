/**
 * The plaza (/plaza/{i}/{e}/{l}, PlazaPage): the congress's hub of tiles configured per event (config_json plaza),
 * each a real link with icon, title and text, in a grid that is one column on a phone and several on a wide screen;
 * for a signed-in user a tile whose target a policy closes is marked and opens the access-denied dialog, as the
 * header's menu does. en-GB and de-DE, with no serious accessibility violation.
 */
import type { Page } from '@playwright/test';
import { PLAZA_TEXTS_DE } from '../../server/db/seed/texts-de/plaza';
import { createConfirmedAccount, DEMO, expect, expectNoSeriousViolations, signInOnLoginPage, test } from './fixtures';

const { instance, event } = DEMO;
const plazaPath = (language: string) => `/plaza/${instance}/${event}/${language}`;
const tile = (page: Page, id: string) => page.locator(`vmx-app [data-plaza-tile="${id}"]`);

async function openPlaza(page: Page, language: string) {
  await page.goto(plazaPath(language));
  await expect(tile(page, 'live')).toBeVisible();
}

test('shows the configured tiles as links to the live rooms, lounges, meeting hub, networking, news and more (en-GB)', async ({ page }) => {
  await openPlaza(page, 'en-GB');
  const app = page.locator('vmx-app');
  await expect(app.getByRole('heading', { level: 1, name: 'Plaza' })).toBeVisible();
  await expect(app.getByText('Welcome to the plaza of EHC 2026')).toBeVisible();
  const base = `${instance}/${event}/en-GB`;
  const expected: [string, string, string][] = [
    ['live', 'Live rooms', `/live/${base}`],
    ['lounges', 'Industry lounges', `/industrylandingpage/${base}`],
    ['meetings', 'Meeting hub', `/meetinghub/${base}`],
    ['networking', 'Networking', `/messages/${base}`],
    ['news', 'News', `/news/${base}`],
    ['programme', 'Programme', `/program/${base}`],
    ['posters', 'E-posters', `/${base}/poster`],
    ['helpdesk', 'Helpdesk', `/helpdesk/${base}`],
  ];
  await expect(app.locator('[data-plaza-tile]')).toHaveCount(expected.length);
  for (const [id, title, href] of expected) {
    await expect(tile(page, id)).toHaveAttribute('href', href);
    await expect(tile(page, id).getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(tile(page, id).locator('svg')).toHaveCount(1);
  }
  await expect(tile(page, 'live')).toContainText('Watch the sessions on now');
  // A visitor who is not signed in sees no lock: the page asks them to sign in.
  await expect(app.locator('[data-locked]')).toHaveCount(0);
  await expectNoSeriousViolations(page, 'plaza en-GB');

  await tile(page, 'helpdesk').click();
  await expect(page).toHaveURL(new RegExp(`/helpdesk/${base}$`));
});

test('reads German (de-DE)', async ({ page }) => {
  await openPlaza(page, 'de-DE');
  const app = page.locator('vmx-app');
  await expect(app.getByText('Willkommen auf der Plaza der EHC 2026')).toBeVisible();
  await expect(tile(page, 'live').getByRole('heading', { name: PLAZA_TEXTS_DE['plaza.tile.live.title'] })).toBeVisible();
  await expect(tile(page, 'live')).toContainText(PLAZA_TEXTS_DE['plaza.tile.live.text']);
  await expect(tile(page, 'posters').getByRole('heading', { name: 'E-Poster' })).toBeVisible();
  await expect(tile(page, 'live')).toHaveAttribute('href', `/live/${instance}/${event}/de-DE`);
  await expectNoSeriousViolations(page, 'plaza de-DE');
});

test('lays the tiles out in one column on a phone and in several on a wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openPlaza(page, 'en-GB');
  const lefts = async () =>
    new Set(
      await page
        .locator('vmx-app [data-plaza-tile]')
        .evaluateAll((tiles) => tiles.map((item) => Math.round(item.getBoundingClientRect().left))),
    );
  expect((await lefts()).size).toBe(1);
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect.poll(async () => (await lefts()).size).toBeGreaterThanOrEqual(3);
});

test('for a signed-in user without a ticket, closed tiles are marked and open the access-denied dialog', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await createConfirmedAccount(request, baseURL!, 'plaza');
  await signInOnLoginPage(page, account.email, account.password);
  await openPlaza(page, 'en-GB');
  // The live rooms need a paid ticket (Page policy); networking its Key policy.
  await expect(tile(page, 'live')).toHaveAttribute('data-locked', '');
  await expect(tile(page, 'live')).toContainText('Needs a ticket that includes it');
  await expect(tile(page, 'networking')).toHaveAttribute('data-locked', '');
  await expect(tile(page, 'news')).not.toHaveAttribute('data-locked', '');
  await expectNoSeriousViolations(page, 'plaza signed in');

  await tile(page, 'live').click();
  const dialog = page.getByRole('dialog', { name: 'No access' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${plazaPath('en-GB')}$`));
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});
