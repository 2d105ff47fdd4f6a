/**
 * The personal programme (starring on session pages, the list by day, unstarring, the PDF), the programme
 * landing (days box, highlighted sessions) and the live page (rooms, a room's iframe stream).
 */
import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import {
  createConfirmedAccount,
  DEMO,
  expect,
  signInOnLoginPage,
  test,
  expectNoSeriousViolations,
  eventId,
  accessToken,
  serverSessionIds,
} from './fixtures';

const { instance, event, language } = DEMO;
const base = `/${instance}/${event}/${language}`;

async function sessionNames(request: APIRequestContext, id: number): Promise<Map<number, string>> {
  const sessions = (await (await request.get(`/api/Modules/PAGSessionsV2?eventid=${id}&language=${language}`)).json()) as {
    Id: number;
    Name: string;
  }[];
  return new Map(sessions.map((session) => [session.Id, session.Name]));
}

// 10005 is on the first congress day (10 June), 10029 on the second (11 June); neither has a Session policy.
const FIRST_DAY_SESSION = 10005;
const SECOND_DAY_SESSION = 10029;

test('starred sessions are listed by day, unstarring removes one, and the PDF downloads', async ({ page, request, baseURL }) => {
  const id = await eventId(request);
  const names = await sessionNames(request, id);
  const { email, password } = await createConfirmedAccount(request, baseURL!, 'personal');
  await signInOnLoginPage(page, email, password);

  for (const sessionId of [FIRST_DAY_SESSION, SECOND_DAY_SESSION]) {
    await page.goto(`${base}/session/${sessionId}`);
    const star = page.locator('vmx-app').getByRole('button', { name: `Add ${names.get(sessionId)} to my programme` });
    await expect(star).toHaveAttribute('data-favourite', 'off');
    await star.click();
    await expect(page.locator('vmx-app').getByRole('button', { name: `Remove ${names.get(sessionId)} from my programme` })).toHaveAttribute(
      'data-favourite',
      'on',
    );
  }
  const token = await accessToken(page);
  await expect.poll(async () => (await serverSessionIds(request, id, token)).sort()).toEqual([FIRST_DAY_SESSION, SECOND_DAY_SESSION]);

  await page.goto(`${base}/personalprogram`);
  const programme = page.locator('vmx-app [part="personal-programme"]');
  const firstDay = programme.locator('section[data-day="2026-06-10"]');
  const secondDay = programme.locator('section[data-day="2026-06-11"]');
  await expect(firstDay.getByRole('heading', { level: 3 })).toHaveText('10 June 2026');
  await expect(secondDay.getByRole('heading', { level: 3 })).toHaveText('11 June 2026');
  await expect(firstDay.getByRole('link', { name: names.get(FIRST_DAY_SESSION), exact: true })).toHaveAttribute(
    'href',
    `${base}/session/${FIRST_DAY_SESSION}`,
  );
  await expect(secondDay.getByRole('link', { name: names.get(SECOND_DAY_SESSION), exact: true })).toHaveAttribute(
    'href',
    `${base}/session/${SECOND_DAY_SESSION}`,
  );
  // Times in the event's zone (Europe/Berlin): 08:30Z is 10:30.
  await expect(firstDay.locator(`[data-session-id="${FIRST_DAY_SESSION}"]`)).toContainText('10:30–');
  await expect(firstDay.getByRole('link', { name: `Add to calendar: ${names.get(FIRST_DAY_SESSION)}` })).toHaveAttribute(
    'href',
    new RegExp(`DownloadOutlookAppointmentSession/\\?id=${id}&pSessionId=${FIRST_DAY_SESSION}$`),
  );
  await expectNoSeriousViolations(page, 'personal programme');

  const [download] = await Promise.all([page.waitForEvent('download'), programme.getByRole('button', { name: 'Download as PDF' }).click()]);
  expect(download.suggestedFilename()).toBe('personal-programme.pdf');
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await secondDay.getByRole('button', { name: `Remove ${names.get(SECOND_DAY_SESSION)} from my programme` }).click();
  await expect(secondDay).toHaveCount(0);
  await expect(firstDay.locator(`[data-session-id="${FIRST_DAY_SESSION}"]`)).toBeVisible();
  await expect.poll(async () => serverSessionIds(request, id, token)).toEqual([FIRST_DAY_SESSION]);
});

test('a visitor’s local favourites show with a sign-in note, and a removed id can be cleared', async ({ page, request }) => {
  const names = await sessionNames(request, await eventId(request));
  await page.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem(key!, value!);
        sessionStorage.setItem('seeded', '1');
      }
    },
    [
      `vmx.${instance}.${event}.favourites`,
      JSON.stringify({ sessions: [String(FIRST_DAY_SESSION), '999999'], presentations: [], speakers: [] }),
    ],
  );
  await page.goto(`${base}/personalprogram`);
  const programme = page.locator('vmx-app [part="personal-programme"]');
  await expect(programme.getByRole('link', { name: names.get(FIRST_DAY_SESSION), exact: true })).toBeVisible();
  await expect(programme).toContainText('Sign in to keep them on every device');
  await expect(programme.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    `/login/${instance}/${event}/${language}?returnUrl=${encodeURIComponent(`${base}/personalprogram`)}`,
  );
  await expect(programme.getByRole('button', { name: 'Download as PDF' })).toHaveCount(0);

  const missing = programme.locator('[data-missing="sessions:999999"]');
  await expect(missing).toContainText('Session 999999');
  await missing.getByRole('button', { name: 'Remove Session 999999 from my programme' }).click();
  await expect(missing).toHaveCount(0);
  await expect(programme.getByRole('heading', { name: 'No longer in the programme' })).toHaveCount(0);
  expect(
    await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}').sessions, `vmx.${instance}.${event}.favourites`),
  ).toEqual([String(FIRST_DAY_SESSION)]);

  // Unstarring the last one leaves the empty state, which links to the search.
  await programme.getByRole('button', { name: `Remove ${names.get(FIRST_DAY_SESSION)} from my programme` }).click();
  await expect(programme.getByRole('link', { name: 'Search the programme' })).toHaveAttribute('href', `${base}/search`);
});

test('the programme landing shows one link per programme day, the highlighted sessions and the full search', async ({ page }) => {
  await page.goto(`/programlanding/${instance}/${event}/${language}`);
  const days = page.locator('vmx-app [part="programme-day"]');
  await expect(days).toHaveCount(4);
  await expect(days.first()).toContainText('Wednesday, 10 June 2026');
  for (const link of await days.all()) await expect(link).toHaveAttribute('href', /[?&]day=2026-06-1[0-3](&|$)/);
  await expect(days.first()).toHaveAttribute('href', `${base}/search?day=2026-06-10&view=sessions`);

  const cards = page.locator('vmx-app [part="highlighted-session"]');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(0);
  const first = cards.first();
  await expect(first.locator('[data-placeholder]')).toHaveCount(1);
  await expect(first.getByRole('link', { name: /^Go to session / })).toHaveAttribute('href', new RegExp(`^${base}/session/\\d+$`));
  await expect(page.locator('vmx-app').getByRole('link', { name: 'Browse the full programme' })).toHaveAttribute('href', `${base}/search`);
  await expectNoSeriousViolations(page, 'programme landing');
});

test('the live page lists the rooms and plays a room’s configured stream', async ({ page }) => {
  // During the congress: 10 June, 10:45 in Berlin, while session 10005 runs in Hall A (10:30–12:00).
  await page.clock.setFixedTime(new Date('2026-06-10T08:45:00Z'));
  // A demo account with a paid ticket (the LivePage policy lets only paid tickets in), signed in by no
  // other file: a sign-in ends the account's other sessions (single login) and files run side by side.
  await signInOnLoginPage(page, 'hcp@ehc2026.test', 'vmx-demo-2026');
  await page.goto(`/live/${instance}/${event}/${language}?roomid=1`);
  const live = page.locator('vmx-app [part="live"]');
  const rooms = live.locator('[part="live-room"]');
  await expect(rooms).toHaveCount(8);
  await expect(rooms.first()).toContainText('Hall A – Plenary');
  await expect(rooms.first()).toHaveAttribute('aria-pressed', 'true');
  await expect(rooms.first()).toContainText('Now: Meet the expert: Cancer survivorship');
  await expect(rooms.first()).toContainText(/Next: \d\d:\d\d \S/);
  await expect(live.getByRole('link', { name: 'Meet the expert: Cancer survivorship' })).toHaveAttribute('href', `${base}/session/10005`);
  const player = live.locator('iframe[title="Live stream: Hall A – Plenary"]');
  await expect(player).toHaveAttribute('src', /\/demo\/media\/live\/stream\.html\?room=Hall%20A$/);
  await expect(page.frameLocator('vmx-app iframe[title="Live stream: Hall A – Plenary"]').getByRole('heading')).toHaveText('Hall A — live');

  // A room without a stream says so; the choice is in the address.
  await live.getByRole('button', { name: /^Room Berlin/ }).click();
  await expect(page).toHaveURL(/[?&]roomid=3$/);
  await expect(live).toContainText('No live stream is set up for Room Berlin.');
  await expect(live.locator('iframe')).toHaveCount(0);

  await live.getByRole('button', { name: /^Hall B/ }).click();
  await expect(page).toHaveURL(/[?&]roomid=2$/);
  await expect(live.locator('iframe[title="Live stream: Hall B"]')).toHaveAttribute('src', /room=Hall%20B$/);
  await expectNoSeriousViolations(page, 'live page');
});
