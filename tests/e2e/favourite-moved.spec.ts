/**
 * A signed-in attendee whose starred session moves hears of it (issue 24): they star a session in the platform's
 * programme, an importer publishes a programme change that moves it to another room and time (through the
 * administration API, tests/programmeChange.ts, as `npm run import` does), and the open page shows the notification
 * ("… moved to …, 14:00") without a reload, through the notification hub. It is kept: a reload shows it again, in the
 * page's language, until the attendee dismisses it; it leads to the session.
 *
 * This file starts a reference server of its own (with the importer's test-only credentials): publishing changes the
 * programme every other spec reads from the shared one. It signs in follower@ehc2026.test, whom no other spec signs
 * in (server/db/seed/community.ts).
 */
import type { Page } from '@playwright/test';
import { IMPORTER_ENV, importerToken, joinedNotificationHub, publishOneSession, type OneSession } from '../programmeChange';
import { startReferenceServer, type ReferenceServer } from '../referenceServer';
import { DEMO, expect, expectNoSeriousViolations, test } from './fixtures';

const { instance, event } = DEMO;
const FOLLOWER = { email: 'follower@ehc2026.test', password: 'vmx-demo-2026' };

let server: ReferenceServer;
let token: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startReferenceServer({ env: IMPORTER_ENV, timeoutMs: 100_000 });
  token = await importerToken(server.baseUrl);
});

test.afterAll(() => server?.stop());

const publish = (session: OneSession) => publishOneSession(server.baseUrl, token, session);

const session = (room: string, start: string): OneSession => ({
  guid: '5e55104e-0000-4000-8000-0000000f0024',
  title: 'Quillon trial: renal denervation update',
  room,
  start,
  minutes: 45,
});

const page$ = (language: string, path: string) => `${server.baseUrl}/${instance}/${event}/${language}/${path}`;

async function signIn(page: Page): Promise<void> {
  await page.goto(`${server.baseUrl}/login/${instance}/${event}/en-GB`);
  await page.getByLabel('E-mail').fill(FOLLOWER.email);
  await page.getByLabel('Password', { exact: true }).fill(FOLLOWER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/home/${instance}/${event}/en-GB$`));
}

test('an attendee whose starred session moves sees where and when it now is, live and after a reload, until they dismiss it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const before = session('Favourite Hall 1', '2026-06-11T09:30');
  await publish(before);
  await signIn(page);

  // The attendee stars the session in the programme.
  const joined = joinedNotificationHub(page);
  await page.goto(page$('en-GB', 'search'));
  const app = page.locator('vmx-app');
  await app.getByRole('searchbox', { name: 'Search the programme' }).fill('Quillon');
  const row = app.locator('[part="result"]').filter({ hasText: before.title });
  await expect(row).toContainText('Favourite Hall 1');
  const starred = page.waitForResponse(
    (response) => /\/api\/Modules\/PersonalProgram\//i.test(response.url()) && response.request().method() === 'POST',
  );
  await row.getByRole('button', { name: `Add ${before.title} to my programme` }).click();
  expect((await starred).ok()).toBe(true);
  await joined;
  const toasts = app.locator('[data-user-notification-id]');
  await expect(toasts).toHaveCount(0);

  // The change is published while the page is open: the notification shows without a reload.
  await publish(session('Favourite Hall 2', '2026-06-11T14:00'));
  const toast = toasts.filter({ hasText: before.title });
  await expect(toast).toContainText('Your programme changed');
  await expect(toast).toContainText(`“${before.title}” moved to Favourite Hall 2, 14:00`);
  await expectNoSeriousViolations(page, 'a moved session’s notification');

  // Kept: the next visit shows it again, in the page's language.
  await page.goto(page$('de-DE', 'search'));
  await expect(toast).toContainText(`„${before.title}“ wurde in Favourite Hall 2, 14:00 Uhr verlegt`);
  await expect(toast).toContainText('Ihr Programm hat sich geändert');
  await page.reload();
  await expect(toast).toContainText('Favourite Hall 2, 14:00 Uhr');

  // It leads to the session, where it now is.
  await toast.getByRole('link', { name: new RegExp(before.title) }).click();
  await expect(page).toHaveURL(/\/de-DE\/session\/\d+$/);
  await expect(app.getByRole('heading', { level: 2, name: before.title })).toBeVisible();
  await expect(app.locator('article')).toContainText('Favourite Hall 2');

  // Dismissed, it does not come back.
  const read = page.waitForResponse(
    (response) => /\/api\/Modules\/UserNotifications\/Read/i.test(response.url()) && response.request().method() === 'POST',
  );
  await toast.getByRole('button', { name: /Benachrichtigung schließen/ }).click();
  expect((await read).status()).toBe(204);
  await expect(toasts).toHaveCount(0);
  const readAgain = page.waitForResponse((response) => /\/api\/Modules\/UserNotifications\?/i.test(response.url()));
  await page.reload();
  await expect(app.getByRole('heading', { level: 2, name: before.title })).toBeVisible();
  expect(await (await readAgain).json()).toEqual([]);
  await expect(toasts).toHaveCount(0);
});
