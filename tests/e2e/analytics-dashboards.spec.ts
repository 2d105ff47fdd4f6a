/**
 * The dashboards (issue 23) from the seeded history: a member of the staff company's staff (stats-staff@, whom no
 * other spec signs in) finds the company's statistics in its lounge (totals, charts by day with their tables, by
 * country), narrows them to one day (per hour) and downloads them as CSV; a preview super user (stats-organiser@, the
 * same) opens the event's dashboard from the admin panel (visitors over time, peak viewers per live room, attendance
 * per session). axe on both.
 */
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, STATISTICS_ORGANISER_ACCOUNT, STATISTICS_STAFF_ACCOUNT } from '../../server/db/seed/identity';
import { accessToken, DEMO, eventId, expect, expectNoSeriousViolations, test } from './fixtures';

const { instance, event, language } = DEMO;

/** Signs in on the login page; a company's staff land in its lounge on their first sign-in, everyone else home. */
async function signIn(page: Page, email: string): Promise<void> {
  await page.goto(`/login/${instance}/${event}/${language}`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/(home/${instance}/${event}/${language}|${instance}/${event}/${language}/profile/[^/]+/lounge)$`),
  );
}

/** The company the signed-in staff member's ticket names. */
async function staffCompany(request: APIRequestContext, page: Page): Promise<string> {
  const id = await eventId(request);
  const tickets = (await (
    await request.get(`/api/modules/BookedTickets?eventid=${id}`, { headers: { Authorization: `Bearer ${await accessToken(page)}` } })
  ).json()) as { CompanyAccountId: string | null }[];
  const company = tickets.find((ticket) => ticket.CompanyAccountId)?.CompanyAccountId;
  expect(company).toBeTruthy();
  return company!;
}

/** A number as the tables write it in en-GB (1,234). */
const figure = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

test("a company's staff member sees its statistics from the seeded history, by day and by hour, and downloads the CSV", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signIn(page, STATISTICS_STAFF_ACCOUNT);
  const company = await staffCompany(request, page);
  await page.goto(`/${instance}/${event}/${language}/profile/${company}/lounge?lounge`);
  const statistics = page.getByRole('region', { name: 'Statistics', exact: true });
  await expect(statistics.getByRole('table', { name: 'Totals' })).toBeVisible();

  // Totals: the seeded congress's profile views.
  const views = statistics
    .getByRole('table', { name: 'Totals' })
    .getByRole('row', { name: /^Profile views/ })
    .getByRole('cell');
  expect(figure(await views.textContent())).toBeGreaterThan(100);
  // A chart (uPlot, loaded for it) with its table beside it: the congress's four days, each with views.
  const visits = statistics.getByRole('table', { name: 'Profile views and unique visitors' });
  await expect(visits.getByRole('columnheader', { name: 'Day' })).toBeVisible();
  await expect(visits.locator('tbody tr')).toHaveCount(4);
  for (const cell of await visits.locator('tbody tr td:first-of-type').allTextContents()) expect(figure(cell)).toBeGreaterThan(0);
  await expect(statistics.locator('[data-chart] canvas').first()).toBeVisible();
  // By country, named in the page's language.
  await expect(
    statistics.getByRole('table', { name: 'Profile views by country' }).getByRole('rowheader', { name: 'Germany' }),
  ).toBeVisible();
  await expectNoSeriousViolations(page, 'company statistics');

  // One day: per hour.
  await statistics.getByLabel('Days').selectOption({ index: 2 });
  await expect(visits.getByRole('columnheader', { name: 'Hour' })).toBeVisible();
  await expect(visits.locator('tbody tr')).toHaveCount(24);

  // The CSV: a download of the same figures.
  const download = page.waitForEvent('download');
  await statistics.getByRole('button', { name: 'Download as CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^statistics-.+\.csv$/);
  const csv = await readFile(await file.path(), 'utf8');
  expect(csv).toContain('Hour,Profile views,Unique visitors');
  expect(csv).toContain('Country,Events,Visitors');
});

test("a super user opens the event's dashboard in the admin panel: visitors over time, live rooms' peaks, attendance per session", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, STATISTICS_ORGANISER_ACCOUNT);
  await page.getByRole('button', { name: 'Admin panel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Admin panel' });
  await dialog.getByRole('button', { name: 'Statistics' }).click();
  const dashboard = dialog.getByRole('region', { name: 'Event statistics' });
  await expect(dashboard.getByRole('table', { name: 'Page views and visitors over time' }).locator('tbody tr')).toHaveCount(4);
  await expect(dashboard.locator('[data-chart] canvas')).toBeVisible();
  await expect(dashboard.getByRole('status')).toContainText('Visitors now');

  const rooms = dashboard.getByRole('table', { name: 'Peak concurrent viewers per live room' });
  await expect(rooms.getByRole('rowheader').first()).toBeVisible();
  expect(await rooms.locator('tbody tr').count()).toBeGreaterThan(3);
  expect(figure(await rooms.locator('tbody tr').first().locator('td').first().textContent())).toBeGreaterThan(0);
  const sessions = dashboard.getByRole('table', { name: 'Attendance per session' });
  expect(await sessions.locator('tbody tr').count()).toBeGreaterThan(20);
  await expect(dashboard.getByRole('table', { name: 'Page views by device' }).getByRole('rowheader', { name: 'Desktop' })).toBeVisible();
  // The demo congress has no advancedUserTracking: nobody is tracked with their user id, and the breakdown says so.
  for (const name of ['Users tracked with their user id', 'Tracked users by profession', 'Tracked users by visitor type']) {
    await expect(dashboard.getByRole('table', { name }).locator('tbody')).toHaveText('Nothing recorded in this range.');
  }
  await expectNoSeriousViolations(page, 'event dashboard');
});
