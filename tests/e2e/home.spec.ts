/**
 * The congress home (the HomePage route of <vmx-app>): the congress's name and dates in the event language,
 * what is on now (the browser's clock set inside a session), the highlighted sessions with skeletons while
 * they load, the partners once (not again in the footer), axe; and an ended congress is not "Coming soon".
 * Sessions and dates come from the API, so the test holds whichever dates the seed gives the congress.
 */
import type { APIRequestContext } from '@playwright/test';
import { DEMO, eventId, expect, expectNoSeriousViolations, test } from './fixtures';

const { instance, event } = DEMO;
const home = (language: string) => `/home/${instance}/${event}/${language}`;

interface Details {
  Name: string;
  StartDate: string;
  EndDate: string;
  TimeZone: string;
}
interface Session {
  Id: number;
  Name: string;
  RoomId: number | null;
  RoomName: string;
  StartDateTime: string;
  EndDateTime: string;
}

async function details(request: APIRequestContext, language: string): Promise<Details> {
  return (await (await request.get(`/api/Public/EventDetails?shortname=${event}&language=${language}`)).json()) as Details;
}

/** A session with a room, and the instant a minute after its start. */
async function runningSession(request: APIRequestContext): Promise<{ session: Session; at: Date }> {
  const sessions = (await (
    await request.get(`/api/Modules/PAGSessionsV2?eventid=${await eventId(request)}&language=en-GB`)
  ).json()) as Session[];
  const session = sessions.find(
    (candidate) => candidate.RoomId !== null && Date.parse(candidate.EndDateTime) - Date.parse(candidate.StartDateTime) > 120_000,
  );
  if (!session) throw new Error('no session with a room in the seed');
  return { session, at: new Date(Date.parse(session.StartDateTime) + 60_000) };
}

for (const language of ['en-GB', 'de-DE'] as const) {
  test(`the home names the congress and gives its dates in the event language (${language})`, async ({ page, request }) => {
    const congress = await details(request, language);
    await page.clock.install({ time: new Date(Date.parse(congress.StartDate) + 3_600_000) });
    await page.goto(home(language));
    const app = page.locator('vmx-app');
    await expect(app.getByRole('heading', { level: 1, name: congress.Name })).toBeVisible();
    // The month of the start as the language writes it, and the year.
    const monthName = new Intl.DateTimeFormat(language, { month: 'long', timeZone: congress.TimeZone }).format(
      new Date(congress.StartDate),
    );
    const dates = app.locator('[data-home="dates"]');
    await expect(dates).toContainText(monthName);
    await expect(dates).toContainText(String(new Date(congress.StartDate).getUTCFullYear()));
    await expect(app.getByRole('heading', { level: 1 })).toHaveCount(1);
  });
}

test('the home shows what is on now, with its room, a link to the session and to the live page', async ({ page, request }) => {
  const { session, at } = await runningSession(request);
  await page.clock.install({ time: at });
  await page.goto(home('en-GB'));
  const onNow = page.locator('vmx-app [data-home="on-now"]');
  await expect(onNow.getByRole('heading', { name: 'On now' })).toBeVisible();
  const card = onNow.locator(`[data-session-id="${session.Id}"]`);
  await expect(card).toContainText(session.RoomName);
  await expect(card.getByRole('link', { name: session.Name, exact: true })).toHaveAttribute(
    'href',
    `/${instance}/${event}/en-GB/session/${session.Id}`,
  );
  await expect(card.getByRole('link', { name: `Watch ${session.Name} live in ${session.RoomName}` })).toHaveAttribute(
    'href',
    new RegExp(`/live/${instance}/${event}/en-GB\\?roomid=${session.RoomId}$`),
  );
  await expectNoSeriousViolations(page, 'home page');
});

test('the home shows the partners once: not again in the footer', async ({ page, request }) => {
  const { at } = await runningSession(request);
  await page.clock.install({ time: at });
  await page.goto(home('en-GB'));
  const app = page.locator('vmx-app');
  await expect(app.locator('[data-home="partners"] vmx-logo-grid [part="logo"]').first()).toBeVisible();
  await expect(app.locator('[part="footer"]')).toBeVisible();
  await expect(page.locator('vmx-logo-grid')).toHaveCount(1);
  await expect(page.locator('vmx-logo-grid [part="tier"][data-tier="Platinum"]')).toHaveCount(1);
});

test('while the highlighted sessions load, card skeletons show in a busy status that says it is loading', async ({ page, request }) => {
  const { at } = await runningSession(request);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/Public/HighlightedSessions*', async (route) => {
    await held;
    await route.continue();
  });
  await page.clock.install({ time: at });
  await page.goto(home('en-GB'));
  const section = page.locator('vmx-app [part="highlighted-sessions"]');
  const busy = section.locator('[role="status"][aria-busy="true"]');
  await expect(busy).toBeVisible();
  await expect(busy.locator('[data-skeleton="cards"]')).toBeVisible();
  await expect(busy).toContainText('Loading');
  release();
  await expect(section.locator('[part="highlighted-session"]').first()).toBeVisible();
  await expect(section.locator('[data-skeleton]')).toHaveCount(0);
});

test('last year’s ended congress is headed as ended on the holding page, never "Coming soon"', async ({ page }) => {
  await page.goto(`/home/${instance}/ehc2025/en-GB`);
  await expect(page).toHaveURL(/\/holding\/demo\/ehc2025\/en-GB$/);
  const main = page.locator('vmx-app main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('This congress has ended');
  await expect(main).not.toContainText('Coming soon');
  await page.goto(`/holding/${instance}/ehc2025/de-DE`);
  await expect(page.locator('vmx-app main').getByRole('heading', { level: 1 })).toHaveText('Dieser Kongress ist beendet');
});

test('the demo logos show the whole company name: no line of the name runs outside the picture', async ({ page, request }) => {
  const accounts = (await (
    await request.get(`/api/exhibition/CompanyAccounts?eventid=${await eventId(request)}&language=en-GB`)
  ).json()) as {
    CompanyAccountId: string;
    LogoPath: string;
  }[];
  for (const account of accounts.slice(0, 40)) {
    await page.goto(account.LogoPath);
    const overflow = await page.evaluate(() => {
      const svg = document.querySelector('svg')!;
      const width = svg.viewBox.baseVal.width;
      return [...svg.querySelectorAll('text')]
        .map((text) => {
          const box = text.getBBox();
          return { text: text.textContent, left: box.x, right: box.x + box.width, width };
        })
        .filter((line) => line.left < 0 || line.right > line.width + 0.5);
    });
    expect(overflow, account.CompanyAccountId).toEqual([]);
  }
  // In the grid the picture is contained in its box, never cropped.
  await page.goto(home('en-GB'));
  // The grid sits below the home's other parts and its pictures load lazily: a visitor scrolls down to it.
  await page.locator('vmx-app vmx-logo-grid').scrollIntoViewIfNeeded();
  const logo = page.locator('vmx-app vmx-logo-grid [part="logo"] img').first();
  await expect(logo).toBeVisible();
  expect(await logo.evaluate((img) => getComputedStyle(img).objectFit)).toBe('contain');
});
