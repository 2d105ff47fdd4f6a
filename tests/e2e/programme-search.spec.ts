/**
 * The programme's search view on the standalone platform (<vmx-app>) and in the embeddable element
 * (<vmx-programme> on demo/programme.html): text search as you type, the filters, the sort, the view tabs
 * and their addresses, stars that follow between the list, the session page, the personal programme,
 * other tabs and the server, and accessibility.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
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

interface Session {
  Id: number;
  Name: string;
  RoomName: string;
  SessionType: string;
  StartDateTime: string;
  CompanyAccountId: number | null;
  groups: { Id: number; Name: string }[] | null;
}

async function allSessions(request: APIRequestContext): Promise<Session[]> {
  return (await (
    await request.get(`/api/Modules/PAGSessionsV2?eventid=${await eventId(request)}&language=${language}`)
  ).json()) as Session[];
}

const app = (page: Page) => page.locator('vmx-app');
/** The count of the search view ("120 sessions"), in a root (the app or an element). */
const countOf = (root: Locator) =>
  root.getByRole('status').filter({ hasText: /^[\d,]+ (sessions|presentations|speakers|abstracts|posters)$/ });
const rowsOf = (root: Locator) => root.locator('[part="result"]');
/** Rows of sessions without a Session policy (10001 and 10002 carry one). */
const openRowsOf = (root: Locator) => root.locator('[part="result"]:not([data-session-id="10001"]):not([data-session-id="10002"])');
const searchBox = (root: Locator) => root.getByRole('searchbox', { name: 'Search the programme' });

async function countNumber(root: Locator): Promise<number> {
  const text = (await countOf(root).textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

/** The text of each result row in the DOM (or of the row's elements matching selector, joined by " | "), read at once. */
function rowTexts(root: Locator, selector: string | null): Promise<string[]> {
  return rowsOf(root).evaluateAll(
    (rows, sel) =>
      rows.map((row) =>
        sel ? [...row.querySelectorAll(sel)].map((element) => element.textContent ?? '').join(' | ') : (row.textContent ?? ''),
      ),
    selector,
  );
}

/** Every result row in the DOM (at least one) has a text matching pattern (in its elements matching selector). */
async function expectEveryRow(root: Locator, selector: string | null, pattern: RegExp) {
  await expect
    .poll(async () => {
      const texts = await rowTexts(root, selector);
      return texts.length === 0 ? ['(no rows)'] : texts.filter((text) => !pattern.test(text));
    })
    .toEqual([]);
}

const TITLE = 'h3';
const FIRST_META = 'p:first-of-type';
const BADGES = 'p > span';
const INDUSTRY_BADGE = /(^| \| )Industry( \| |$)/;

// 10005 and 10007 have no Session policy (10001 and 10002 carry one).
const SURVIVORSHIP = 10005;

test('typing narrows the session list at each keystroke, the address follows after a pause, and a reload keeps the search', async ({
  page,
  request,
}) => {
  const sessions = await allSessions(request);
  await page.goto(`${base}/search`);
  const root = app(page);
  await expect(countOf(root)).toHaveText(`${sessions.length} sessions`);

  const box = searchBox(root);
  await box.pressSequentially('deb');
  // Narrowed before typing ends, from the text typed so far.
  await expect.poll(() => countNumber(root)).toBeLessThan(sessions.length);
  await box.pressSequentially('ate');
  const expected = sessions.filter((session) => session.Name.toLowerCase().includes('debate')).length;
  expect(expected).toBeGreaterThan(0);
  await expect(countOf(root)).toHaveText(`${expected} sessions`);
  await expectEveryRow(root, TITLE, /debate/i);

  await expect(page).toHaveURL(/[?&]q=debate(&|$)/);
  await page.reload();
  await expect(searchBox(app(page))).toHaveValue('debate');
  await expect(countOf(app(page))).toHaveText(`${expected} sessions`);
  await expectEveryRow(app(page), TITLE, /debate/i);
});

test('day, room, type, topic and programme filters each narrow the list to matching rows, Clear filters restores it, and sort by name orders titles', async ({
  page,
  request,
}) => {
  const sessions = await allSessions(request);
  const total = `${sessions.length} sessions`;
  await page.goto(`${base}/search`);
  const root = app(page);
  await expect(countOf(root)).toHaveText(total);
  const clear = root.getByRole('button', { name: 'Clear filters' });
  await expect(clear).toHaveCount(0);

  // Day: every session of 10 June 2026 in the event's zone (the demo sessions start in the day time).
  await root.getByRole('combobox', { name: 'Day' }).selectOption('2026-06-10');
  const firstDay = sessions.filter((session) => session.StartDateTime.startsWith('2026-06-10')).length;
  await expect(countOf(root)).toHaveText(`${firstDay} sessions`);
  expect(firstDay).toBeLessThan(sessions.length);
  await expectEveryRow(root, FIRST_META, /10 June 2026, /);
  await expect(page).toHaveURL(/[?&]day=2026-06-10(&|$)/);
  await clear.click();
  await expect(countOf(root)).toHaveText(total);

  // Room.
  await root.getByRole('combobox', { name: 'Room' }).selectOption({ label: 'Room Vienna' });
  await expect(countOf(root)).toHaveText(`${sessions.filter((session) => session.RoomName === 'Room Vienna').length} sessions`);
  await expectEveryRow(root, FIRST_META, / · Room Vienna · /);
  await clear.click();
  await expect(countOf(root)).toHaveText(total);

  // Session type.
  await root.getByRole('combobox', { name: 'Session type' }).selectOption({ label: 'Meet the expert' });
  await expect(countOf(root)).toHaveText(`${sessions.filter((session) => session.SessionType === 'Meet the expert').length} sessions`);
  await expectEveryRow(root, FIRST_META, / · Meet the expert$/);
  await clear.click();
  await expect(countOf(root)).toHaveText(total);

  // A topic.
  await root.getByRole('checkbox', { name: 'Cardiology' }).check();
  const cardiology = sessions.filter((session) => (session.groups ?? []).some((group) => group.Name === 'Cardiology')).length;
  expect(cardiology).toBeLessThan(sessions.length);
  await expect(countOf(root)).toHaveText(`${cardiology} sessions`);
  await expectEveryRow(root, null, /Cardiology/);
  await clear.click();
  await expect(countOf(root)).toHaveText(total);
  await expect(root.getByRole('checkbox', { name: 'Cardiology' })).not.toBeChecked();

  // The programme filter: industry sessions, each with its Industry badge.
  await root.getByRole('combobox', { name: 'Programme' }).selectOption({ label: 'Industry sessions' });
  const industry = sessions.filter((session) => session.CompanyAccountId).length;
  expect(industry).toBeGreaterThan(0);
  await expect(countOf(root)).toHaveText(`${industry} sessions`);
  await expectEveryRow(root, BADGES, INDUSTRY_BADGE);
  await expect(page).toHaveURL(/[?&]filter=industry(&|$)/);
  await clear.click();
  await expect(countOf(root)).toHaveText(total);
  await expect(root.getByRole('combobox', { name: 'Programme' })).toHaveValue('');
  await expect(clear).toHaveCount(0);

  // Sort by name: the first rows are the alphabetically first sessions.
  await root.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Name' });
  const collator = new Intl.Collator(language, { sensitivity: 'accent', numeric: true });
  const byName = sessions.map((session) => session.Name).sort((a, b) => collator.compare(a.trim(), b.trim()));
  await expect(rowsOf(root).getByRole('heading').nth(4)).toBeVisible();
  await expect.poll(async () => (await rowsOf(root).getByRole('heading').allTextContents()).slice(0, 5)).toEqual(byName.slice(0, 5));
  const shown = (await rowsOf(root).getByRole('heading').allTextContents()).slice(0, 5);
  expect([...shown].sort((a, b) => collator.compare(a, b))).toEqual(shown);
  await expect(page).toHaveURL(/[?&]sort=name(&|$)/);
  await expect(countOf(root)).toHaveText(total);
});

test('each view tab shows its list with a count, each view has its own address, industrySymposia opens filtered, and /program?session= lands on the session', async ({
  page,
  request,
}) => {
  const sessions = await allSessions(request);
  await page.goto(`${base}/search`);
  const root = app(page);
  const tabs = root.getByRole('navigation', { name: 'Programme views' });
  await expect(tabs.getByRole('link', { name: 'Sessions' })).toHaveAttribute('aria-current', 'page');
  await expect(countOf(root)).toHaveText(`${sessions.length} sessions`);
  await expect(rowsOf(root).first()).toHaveAttribute('data-session-id', /^\d+$/);

  const views = [
    { tab: 'Presentations', path: 'presentationSearch', noun: 'presentations', attribute: 'data-presentation-id' },
    { tab: 'Faculty', path: 'facultySearch', noun: 'speakers', attribute: 'data-speaker-id' },
    { tab: 'Abstracts', path: 'abstractSearch', noun: 'abstracts', attribute: 'data-abstract-id' },
    { tab: 'Posters', path: 'poster', noun: 'posters', attribute: 'data-presentation-id' },
  ];
  for (const view of views) {
    await tabs.getByRole('link', { name: view.tab }).click();
    await expect(page).toHaveURL(new RegExp(`${base}/${view.path}$`));
    await expect(tabs.getByRole('link', { name: view.tab })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: 'Sessions' })).not.toHaveAttribute('aria-current', 'page');
    await expect(countOf(root)).toHaveText(new RegExp(`^[1-9][\\d,]* ${view.noun}$`));
    await expect(rowsOf(root).first()).toHaveAttribute(view.attribute, /^\d+$/);
  }
  // Posters carry their poster number.
  await expect(
    rowsOf(root)
      .first()
      .locator('p span', { hasText: /^Poster / }),
  ).toHaveCount(1);

  for (const view of views) {
    await page.goto(`${base}/${view.path}`);
    await expect(app(page).getByRole('navigation', { name: 'Programme views' }).getByRole('link', { name: view.tab })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(countOf(app(page))).toHaveText(new RegExp(`^[1-9][\\d,]* ${view.noun}$`));
    await expect(rowsOf(app(page)).first()).toHaveAttribute(view.attribute, /^\d+$/);
  }

  await page.goto(`${base}/industrySymposia`);
  const industry = sessions.filter((session) => session.CompanyAccountId).length;
  await expect(app(page).getByRole('combobox', { name: 'Programme' })).toHaveValue('industry');
  await expect(countOf(app(page))).toHaveText(`${industry} sessions`);
  await expectEveryRow(app(page), BADGES, INDUSTRY_BADGE);

  await page.goto(`/program/${instance}/${event}/${language}?session=${SURVIVORSHIP}`);
  await expect(page).toHaveURL(new RegExp(`${base}/session/${SURVIVORSHIP}$`));
  const name = sessions.find((session) => session.Id === SURVIVORSHIP)!.Name;
  await expect(app(page).locator('[part="session"]').getByRole('heading', { level: 2, name })).toBeVisible();
});

test('a session opened from the search and starred on its page shows starred in the list after going back', async ({ page, request }) => {
  const name = (await allSessions(request)).find((session) => session.Id === SURVIVORSHIP)!.Name;
  await page.goto(`${base}/search`);
  const root = app(page);
  await searchBox(root).fill('survivorship');
  const row = root.locator(`[part="result"][data-session-id="${SURVIVORSHIP}"]`);
  await expect(row.locator('[part="favourite"]')).toHaveAttribute('data-favourite', 'off');
  await expect(page).toHaveURL(/[?&]q=survivorship(&|$)/);
  await row.getByRole('link', { name, exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`${base}/session/${SURVIVORSHIP}$`));
  const article = root.locator('[part="session"]');
  await article.getByRole('button', { name: `Add ${name} to my programme` }).click();
  await expect(article.getByRole('button', { name: `Remove ${name} from my programme` })).toHaveAttribute('data-favourite', 'on');

  await page.goBack();
  await expect(page).toHaveURL(/\/search\?q=survivorship$/);
  await expect(searchBox(root)).toHaveValue('survivorship');
  const star = root.locator(`[part="result"][data-session-id="${SURVIVORSHIP}"] [part="favourite"]`);
  await expect(star).toHaveAttribute('data-favourite', 'on');
  await expect(star).toHaveAttribute('aria-label', `Remove ${name} from my programme`);
});

test('in the embedded element a star shows at once in the personal programme and survives a reload, and a session opens inside the element', async ({
  page,
}) => {
  await page.goto('/demo/programme.html');
  const programme = page.locator('#programme');
  const personal = page.locator('#personal');
  const first = openRowsOf(programme).first();
  await expect(first).toBeVisible();
  const sessionId = (await first.getAttribute('data-session-id'))!;
  const name = (await first.getByRole('heading').textContent())!;
  await expect(personal.locator(`[data-session-id="${sessionId}"]`)).toHaveCount(0);

  await first.getByRole('button', { name: `Add ${name} to my programme` }).click();
  await expect(first.locator('[part="favourite"]')).toHaveAttribute('data-favourite', 'on');
  await expect(personal.locator(`[data-session-id="${sessionId}"]`)).toBeVisible();
  await expect(personal.getByRole('link', { name, exact: true })).toBeVisible();

  await page.reload();
  await expect(programme.locator(`[part="result"][data-session-id="${sessionId}"] [part="favourite"]`)).toHaveAttribute(
    'data-favourite',
    'on',
  );
  await expect(personal.locator(`[data-session-id="${sessionId}"]`)).toBeVisible();
  await expect(personal.getByRole('button', { name: `Remove ${name} from my programme` })).toHaveAttribute('data-favourite', 'on');

  // A session title inside the element opens the session page in the element; the host page stays.
  const other = openRowsOf(programme).nth(2);
  const otherId = (await other.getAttribute('data-session-id'))!;
  const otherName = (await other.getByRole('heading').textContent())!;
  await other.getByRole('link', { name: otherName, exact: true }).click();
  const article = programme.locator('[part="session"]');
  await expect(article.getByRole('heading', { level: 2, name: otherName })).toBeVisible();
  await expect(article).toHaveAttribute('data-session-id', otherId);
  await expect(programme.locator('[part="page"]')).toHaveAttribute('data-route', 'SessionPage');
  expect(new URL(page.url()).pathname).toBe('/demo/programme.html');
  await expect(rowsOf(programme)).toHaveCount(0);
});

test('a signed-in user’s star set in the embedded element is saved on the server', async ({ page, request, baseURL }) => {
  const { email, password } = await createConfirmedAccount(request, baseURL!, 'embed-star');
  await signInOnLoginPage(page, email, password);
  await page.goto('/demo/programme.html');
  const programme = page.locator('#programme');
  const row = openRowsOf(programme).nth(3);
  await expect(row).toBeVisible();
  const sessionId = Number(await row.getAttribute('data-session-id'));
  await row.locator('[part="favourite"]').click();
  await expect(row.locator('[part="favourite"]')).toHaveAttribute('data-favourite', 'on');
  await expect(page.locator('#personal').locator(`[data-session-id="${sessionId}"]`)).toBeVisible();

  const token = await accessToken(page);
  expect(token).toBeTruthy();
  const id = await eventId(request);
  await expect.poll(() => serverSessionIds(request, id, token)).toContain(sessionId);
});

test('a star set in one tab shows in another tab of the browser without a reload', async ({ page, context, request }) => {
  const sessions = await allSessions(request);
  const session = sessions.find((entry) => entry.Name.toLowerCase().includes('frailty'))!;
  const other = await context.newPage();
  for (const tab of [page, other]) await tab.goto(`${base}/search?q=frailty`);
  const starIn = (tab: Page) => app(tab).locator(`[part="result"][data-session-id="${session.Id}"] [part="favourite"]`);
  await expect(starIn(other)).toHaveAttribute('data-favourite', 'off');
  await expect(starIn(page)).toHaveAttribute('data-favourite', 'off');

  await starIn(page).click();
  await expect(starIn(page)).toHaveAttribute('data-favourite', 'on');
  await expect(starIn(other)).toHaveAttribute('data-favourite', 'on');
  await expect(starIn(other)).toHaveAttribute('aria-label', `Remove ${session.Name} from my programme`);

  // And back, from the other tab.
  await starIn(other).click();
  await expect(starIn(page)).toHaveAttribute('data-favourite', 'off');
  await other.close();
});

test('the search page with a search typed and the faculty view have no serious or critical accessibility violations', async ({ page }) => {
  await page.goto(`${base}/search`);
  await searchBox(app(page)).fill('cancer');
  await expect(page).toHaveURL(/[?&]q=cancer(&|$)/);
  await expect(rowsOf(app(page)).first()).toBeVisible();
  await expectNoSeriousViolations(page, 'session search');

  await page.goto(`${base}/facultySearch`);
  await expect(countOf(app(page))).toHaveText(/^[1-9][\d,]* speakers$/);
  await expect(rowsOf(app(page)).first()).toBeVisible();
  await expectNoSeriousViolations(page, 'faculty search');
});
