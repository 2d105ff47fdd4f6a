/**
 * The programme's timetable grid beside the list: on the standalone platform (<vmx-app>) the sessions open
 * as the grid on a wide screen and as the list on a phone, the switch and the day tabs are links (so each
 * layout and day can be linked to and Back returns), the grid is walked with the keyboard alone, a star set
 * in the grid shows in the list, and <vmx-programme view="grid|list"> opens in that layout.
 */
import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, expectNoSeriousViolations, test } from './fixtures';

const { instance, event, language } = DEMO;
const base = `/${instance}/${event}/${language}`;

const app = (page: Page) => page.locator('vmx-app');
const gridOf = (root: Locator) => root.getByRole('grid');
const cellsOf = (root: Locator) => root.locator('[part="cell"]');
const dayTabsOf = (root: Locator) => root.locator('[part="days"] a');
const layoutLink = (root: Locator, name: 'List' | 'Timetable') =>
  root.locator('[part="layout-switch"]').getByRole('link', { name, exact: true });

/** The cell that has the keyboard focus (inside the element's shadow root), as [session id, room row]. */
function focusedCell(page: Page, host = 'vmx-app'): Promise<[string, string] | null> {
  return page.evaluate((selector) => {
    const active = document.querySelector(selector)?.shadowRoot?.activeElement;
    const cell = active?.closest('[data-cell]');
    const row = cell?.closest('[role="row"]');
    return cell && row ? [cell.getAttribute('data-session-id') ?? '', row.getAttribute('aria-rowindex') ?? ''] : null;
  }, host);
}

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the sessions open as a timetable: rooms as columns with their names, sessions as cells, a day tab current, no serious axe violation', async ({
    page,
  }) => {
    await page.goto(`${base}/search`);
    const root = app(page);
    await expect(gridOf(root)).toBeVisible();
    await expect(root.getByRole('rowheader', { name: 'Hall A – Plenary' })).toBeVisible();
    await expect(cellsOf(root).first()).toBeVisible();
    await expect(layoutLink(root, 'Timetable')).toHaveAttribute('aria-current', 'true');
    await expect(root.locator('[part="days"] a[aria-current="date"]')).toHaveCount(1);
    // The list is not shown beside it.
    await expect(root.locator('[part="result"]')).toHaveCount(0);
    // A session is as tall as it is long: 90 minutes are 1.5 times 60.
    const heights = await cellsOf(root).evaluateAll((cells) =>
      cells.map((cell) => {
        const time = cell.querySelector('span')?.textContent ?? '';
        const [start, end] = time.split('–').map((t) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5)));
        return { minutes: (end ?? 0) - (start ?? 0), height: cell.getBoundingClientRect().height };
      }),
    );
    const perMinute = heights.map(({ minutes, height }) => height / minutes);
    expect(Math.max(...perMinute) - Math.min(...perMinute)).toBeLessThan(0.01);
    await expectNoSeriousViolations(page, 'programme grid');
  });

  test('each day tab is a link with its day in the address, and that address opens on that day', async ({ page }) => {
    await page.goto(`${base}/search`);
    const root = app(page);
    await expect(gridOf(root)).toBeVisible();
    const tabs = dayTabsOf(root);
    expect(await tabs.count()).toBeGreaterThan(1);
    const second = tabs.nth(1);
    const label = (await second.textContent())!;
    await second.click();
    await expect(page).toHaveURL(/[?&]day=\d{4}-\d{2}-\d{2}/);
    const day = new URL(page.url()).searchParams.get('day')!;
    await expect(root.locator('[part="days"] a[aria-current="date"]')).toHaveText(label);

    await page.goto(`${base}/search?day=${day}`);
    await expect(gridOf(app(page))).toBeVisible();
    await expect(app(page).locator('[part="days"] a[aria-current="date"]')).toHaveText(label);
    // Every session shown starts on that day (the day's own filter).
    const ids = await cellsOf(app(page)).evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-session-id')));
    expect(ids.length).toBeGreaterThan(0);
  });

  test('keyboard only: one tab stop in the grid, arrows move between sessions, Home goes to the room’s first, Enter opens the session', async ({
    page,
  }) => {
    await page.goto(`${base}/search`);
    const root = app(page);
    await expect(gridOf(root)).toBeVisible();
    await expect(gridOf(root).locator('a[tabindex="0"]')).toHaveCount(1);

    // From the last day tab, Tab enters the grid at one cell.
    await dayTabsOf(root).last().focus();
    await page.keyboard.press('Tab');
    const first = await focusedCell(page);
    expect(first).not.toBeNull();

    await page.keyboard.press('ArrowDown');
    const below = await focusedCell(page);
    expect(below).not.toBeNull();
    expect(below![1]).toBe(first![1]);
    expect(below![0]).not.toBe(first![0]);

    await page.keyboard.press('Home');
    expect(await focusedCell(page)).toEqual(first);

    await page.keyboard.press('ArrowRight');
    const beside = await focusedCell(page);
    expect(beside).not.toBeNull();
    expect(beside![0]).not.toBe(first![0]);
    // Still one tab stop: the focused cell.
    await expect(gridOf(root).locator('a[tabindex="0"]')).toHaveCount(1);

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/session/${beside![0]}$`));
  });

  test('a star set in the grid shows in the list', async ({ page }) => {
    await page.goto(`${base}/search`);
    const root = app(page);
    await expect(gridOf(root)).toBeVisible();
    // The day in the address, so the list shows the same day, its first sessions at the top.
    await root.locator('[part="days"] a[aria-current="date"]').click();
    await expect(page).toHaveURL(/[?&]day=/);
    const cell = root.locator('[role="row"][aria-rowindex="1"] [role="gridcell"][aria-colindex="2"]');
    const id = (await cell.getAttribute('data-session-id'))!;
    const star = cell.locator('[part="favourite"]');
    await expect(star).toHaveAttribute('data-favourite', 'off');
    await star.click();
    await expect(star).toHaveAttribute('data-favourite', 'on');

    await layoutLink(root, 'List').click();
    await expect(page).toHaveURL(/[?&]layout=list/);
    await expect(root.locator(`[part="result"][data-session-id="${id}"] [part="favourite"]`)).toHaveAttribute('data-favourite', 'on');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the sessions open as the list; the switch goes to the grid and back, each in the address, and Back returns', async ({ page }) => {
    await page.goto(`${base}/search`);
    const root = app(page);
    await expect(root.locator('[part="result"]').first()).toBeVisible();
    await expect(gridOf(root)).toHaveCount(0);
    await expect(layoutLink(root, 'List')).toHaveAttribute('aria-current', 'true');

    await layoutLink(root, 'Timetable').click();
    await expect(page).toHaveURL(/[?&]layout=grid/);
    await expect(gridOf(root)).toBeVisible();
    await expect(cellsOf(root).first()).toBeVisible();

    await layoutLink(root, 'List').click();
    await expect(page).toHaveURL(/[?&]layout=list/);
    await expect(root.locator('[part="result"]').first()).toBeVisible();
    await expect(gridOf(root)).toHaveCount(0);

    await page.goBack();
    await expect(page).toHaveURL(/[?&]layout=grid/);
    await expect(gridOf(root)).toBeVisible();
  });
});

/** A host page with one <vmx-programme> of the given view. */
function elementPage(view: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>grid</title><script type="module" src="/vmx.js"></script></head><body>
<vmx-programme instance="${instance}" event="${event}" language="${language}" api-base="/" view="${view}"></vmx-programme></body></html>`;
}

test.describe('<vmx-programme view>', () => {
  test('view="grid" opens the sessions as the timetable even when narrow, view="list" as the list even when wide', async ({ page }) => {
    await page.setViewportSize({ width: 700, height: 900 });
    await page.route('**/grid-element.html', (route) => route.fulfill({ body: elementPage('grid'), contentType: 'text/html' }));
    await page.route('**/list-element.html', (route) => route.fulfill({ body: elementPage('list'), contentType: 'text/html' }));
    await page.goto('/grid-element.html');
    const element = page.locator('vmx-programme');
    await expect(gridOf(element)).toBeVisible();
    await expect(cellsOf(element).first()).toBeVisible();

    // Keyboard inside the element too: arrows move, Enter opens the session inside the element.
    await element.locator('[part="grid"] a[tabindex="0"]').focus();
    await page.keyboard.press('ArrowDown');
    const moved = await focusedCell(page, 'vmx-programme');
    expect(moved).not.toBeNull();
    await page.keyboard.press('Enter');
    await expect(element.locator('[part="page"]')).toHaveAttribute('data-route', 'SessionPage');

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/list-element.html');
    await expect(page.locator('vmx-programme [part="result"]').first()).toBeVisible();
    await expect(gridOf(page.locator('vmx-programme'))).toHaveCount(0);
  });
});

test('the whole session list is asked for only once the timetable’s code is in, so its first cells are painted from the first rows first', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.route('**/grid-element.html', (route) => route.fulfill({ body: elementPage('grid'), contentType: 'text/html' }));
  // The grid's code is held back until the test lets it through.
  let releaseTimetable = () => {};
  const timetableHeld = new Promise<void>((resolve) => (releaseTimetable = resolve));
  let timetableDelivered = false;
  await page.route('**/chunks/Timetable-*.js', async (route) => {
    await timetableHeld;
    timetableDelivered = true;
    await route.continue();
  });
  const wholeListAsked: boolean[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/PAGSessionsV2') && url.searchParams.has('eventid')) wholeListAsked.push(timetableDelivered);
  });
  const firstRows = page.waitForResponse((response) => /PAGSessionsV2\?.*take=/.test(response.url()));

  await page.goto('/grid-element.html');
  await firstRows;
  // Time enough for the old order (the whole list right after the first rows) to show.
  await page.waitForTimeout(1_000);
  expect(wholeListAsked).toEqual([]);

  releaseTimetable();
  const element = page.locator('vmx-programme');
  await expect(cellsOf(element).first()).toBeVisible();
  await expect.poll(() => wholeListAsked).toEqual([true]);
});
