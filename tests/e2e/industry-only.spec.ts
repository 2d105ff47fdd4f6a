/**
 * Industry-only events (config key IndustryOnly, docs/rules/shell-access-identity.md section 6: "their own home page
 * logic and active-menu logic", core/industryOnly.ts): home leads to the exhibition and the industry symposia instead
 * of the programme, and the menu's exhibition entry stays current on the pages beneath it. The demo congress keeps
 * IndustryOnly off; these tests switch it on in the event's configuration as the page receives it.
 */
import type { Page } from '@playwright/test';
import { INDUSTRY_HOME_TEXTS_DE } from '../../server/db/seed/texts-de/industryHome';
import { DEMO, expect, expectNoSeriousViolations, test } from './fixtures';

const { instance, event } = DEMO;

async function industryOnly(page: Page) {
  await page.route('**/api/modules/GetResources?*', async (route) => {
    if (new URL(route.request().url()).searchParams.get('setname') !== 'config_json') return route.continue();
    const response = await route.fetch();
    const [resource] = (await response.json()) as { resourcename: string; resourcevalue: string }[];
    const config = JSON.parse(resource!.resourcevalue) as Record<string, unknown>;
    config.IndustryOnly = true;
    await route.fulfill({ json: [{ resourcename: 'config_json', resourcevalue: JSON.stringify(config) }] });
  });
}

const homeMain = (page: Page) => page.locator('vmx-app main[data-route="HomePage"]');

test('the home of an industry-only event leads to the exhibition and the industry symposia, not the programme (en-GB)', async ({
  page,
}) => {
  await industryOnly(page);
  await page.goto(`/home/${instance}/${event}/en-GB`);
  const ways = homeMain(page).locator('[data-home="industry"]');
  await expect(ways.getByRole('link', { name: 'Visit the exhibition' })).toHaveAttribute(
    'href',
    `/industrylandingpage/${instance}/${event}/en-GB`,
  );
  await expect(ways.getByRole('link', { name: 'Industry symposia' })).toHaveAttribute(
    'href',
    `/${instance}/${event}/en-GB/industrySymposia`,
  );
  await expect(homeMain(page).getByRole('link', { name: 'Browse the programme' })).toHaveCount(0);
  await expect(homeMain(page).locator('[data-home="on-now"]')).toHaveCount(0);
  await expectNoSeriousViolations(page, 'industry-only home en-GB');
});

test('reads German (de-DE)', async ({ page }) => {
  await industryOnly(page);
  await page.goto(`/home/${instance}/${event}/de-DE`);
  const ways = homeMain(page).locator('[data-home="industry"]');
  await expect(ways.getByRole('link', { name: INDUSTRY_HOME_TEXTS_DE['home.industry.exhibition'] })).toBeVisible();
  await expect(ways.getByRole('link', { name: INDUSTRY_HOME_TEXTS_DE['home.industry.symposia'] })).toBeVisible();
});

test('without IndustryOnly the demo home leads into the programme', async ({ page }) => {
  await page.goto(`/home/${instance}/${event}/en-GB`);
  await expect(homeMain(page).getByRole('link', { name: 'Browse the programme' })).toBeVisible();
  await expect(homeMain(page).locator('[data-home="industry"]')).toHaveCount(0);
});

async function exhibitorsEntry(page: Page) {
  const header = page.locator('vmx-app header').first();
  await header.getByRole('button', { name: 'Exhibition' }).first().click();
  return header.getByRole('link', { name: 'Exhibitors', exact: true }).first();
}

test('in an industry-only event the menu marks the exhibition entry current on the pages beneath it', async ({ page }) => {
  await industryOnly(page);
  await page.goto(`/symposia/${instance}/${event}/en-GB`);
  await expect(page.locator('vmx-app main[data-route="SymposiaPage"]')).toBeVisible();
  await expect(await exhibitorsEntry(page)).toHaveAttribute('aria-current', 'page');
});

test('without IndustryOnly the exhibition entry is current on its own page only', async ({ page }) => {
  await page.goto(`/symposia/${instance}/${event}/en-GB`);
  await expect(page.locator('vmx-app main[data-route="SymposiaPage"]')).toBeVisible();
  await expect(await exhibitorsEntry(page)).not.toHaveAttribute('aria-current', 'page');
});
