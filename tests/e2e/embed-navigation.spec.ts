/**
 * Navigation inside embeds and height in host pages (issue 18, defects 2, 3 and 10): an embedded
 * <vmx-programme> keeps the page it shows in the host page's address (its own parameter, vmx-<id>), so
 * Back returns to the list inside the host page and a copied link reopens the session; a "Back to the
 * programme" link above a detail page; a cancelled vmx-navigate changes nothing. The framed platform
 * (demo/iframe.html, noheader) has a navigation of its own. page-size keeps demo/embedding.html a page.
 */
import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, test } from './fixtures';

const { instance, event, language } = DEMO;
const base = `/${instance}/${event}/${language}`;
/** The host's own parameter and hash, which the element must leave as they are. */
const HOST = '/demo/programme.html?society=ehs&utm_source=newsletter#programme';

/** Rows of sessions without a Session policy (10001 and 10002 carry one). */
const openRowsOf = (root: Locator) => root.locator('[part="result"]:not([data-session-id="10001"]):not([data-session-id="10002"])');
const routeOf = (root: Locator) => root.locator('[part="page"]');
const historyLength = (page: Page) => page.evaluate<number>('history.length');

/** Opens the nth open session of the list by its title link; answers its id. */
async function openSession(programme: Locator, nth: number): Promise<string> {
  const row = openRowsOf(programme).nth(nth);
  await expect(row).toBeVisible();
  const sessionId = (await row.getAttribute('data-session-id'))!;
  const name = (await row.getByRole('heading').textContent())!;
  await row.getByRole('link', { name, exact: true }).click();
  await expect(programme.locator('[part="session"]')).toHaveAttribute('data-session-id', sessionId);
  return sessionId;
}

test.describe('<vmx-programme> in a host page keeps its own history', () => {
  test('opening a session adds a history entry, and Back returns to the list inside the host page, keeping its parameters and hash', async ({
    page,
  }) => {
    await page.goto(HOST);
    const programme = page.locator('#programme');
    const before = await historyLength(page);
    const sessionId = await openSession(programme, 1);

    // The address follows the page shown (its writing code loads with the first page opened).
    await expect.poll(() => historyLength(page)).toBe(before + 1);
    const opened = new URL(page.url());
    expect(opened.pathname).toBe('/demo/programme.html');
    expect(opened.searchParams.get('society')).toBe('ehs');
    expect(opened.searchParams.get('utm_source')).toBe('newsletter');
    expect(opened.searchParams.get('vmx-programme')).toBe(`${base}/session/${sessionId}`);
    expect(opened.hash).toBe('#programme');
    // The other element on the page has a parameter of its own, untouched.
    expect(opened.searchParams.has('vmx-personal')).toBe(false);

    await page.goBack();
    await expect(routeOf(programme)).toHaveAttribute('data-route', 'PagSearchPage');
    await expect(openRowsOf(programme).first()).toBeVisible();
    const back = new URL(page.url());
    expect(back.pathname + back.search + back.hash).toBe('/demo/programme.html?society=ehs&utm_source=newsletter#programme');

    // Forward opens the session again.
    await page.goForward();
    await expect(programme.locator('[part="session"]')).toHaveAttribute('data-session-id', sessionId);
  });

  test('a reload or a copied link reopens the session in the element', async ({ page, context }) => {
    await page.goto(HOST);
    const sessionId = await openSession(page.locator('#programme'), 2);
    await expect.poll(() => new URL(page.url()).searchParams.has('vmx-programme')).toBe(true);
    const link = page.url();

    await page.reload();
    await expect(page.locator('#programme [part="session"]')).toHaveAttribute('data-session-id', sessionId);

    const other = await context.newPage();
    await other.goto(link);
    await expect(other.locator('#programme [part="session"]')).toHaveAttribute('data-session-id', sessionId);
    await expect(other.locator('#programme').getByRole('link', { name: 'Back to the programme' })).toBeVisible();
    // The list of the other element on the page is where it was.
    await expect(routeOf(other.locator('#personal'))).toHaveAttribute('data-route', 'PersonalProgramPage');
    await other.close();
  });

  test('the "Back to the programme" link works by keyboard, also on a page opened from a copied link', async ({ page }) => {
    await page.goto(HOST);
    const programme = page.locator('#programme');
    await openSession(programme, 1);
    const backLink = programme.getByRole('link', { name: 'Back to the programme' });
    await backLink.focus();
    await page.keyboard.press('Enter');
    await expect(routeOf(programme)).toHaveAttribute('data-route', 'PagSearchPage');
    await expect.poll(() => new URL(page.url()).search).toBe('?society=ehs&utm_source=newsletter');

    // Opened straight from a link, there is no list entry before it: the link opens the list as a new page.
    await page.goto(`/demo/programme.html?society=ehs&vmx-programme=${base}/session/10005`);
    await expect(programme.locator('[part="session"]')).toHaveAttribute('data-session-id', '10005');
    await backLink.focus();
    await page.keyboard.press('Enter');
    await expect(routeOf(programme)).toHaveAttribute('data-route', 'PagSearchPage');
    await expect.poll(() => new URL(page.url()).search).toBe('?society=ehs');
  });

  test('a cancelled vmx-navigate changes nothing: no page, no history entry, the same address', async ({ page }) => {
    await page.goto(HOST);
    const programme = page.locator('#programme');
    await expect(openRowsOf(programme).first()).toBeVisible();
    await page.evaluate(`document.addEventListener('vmx-navigate', (event) => event.preventDefault())`);
    const before = { length: await historyLength(page), url: page.url() };
    const row = openRowsOf(programme).first();
    const name = (await row.getByRole('heading').textContent())!;
    await row.getByRole('link', { name, exact: true }).click();
    await page.waitForTimeout(300);
    await expect(routeOf(programme)).toHaveAttribute('data-route', 'PagSearchPage');
    expect({ length: await historyLength(page), url: page.url() }).toEqual(before);
  });

  test('two programmes on one page keep their pages apart', async ({ page }) => {
    await page.goto(HOST);
    const programme = page.locator('#programme');
    const personal = page.locator('#personal');
    const sessionId = await openSession(programme, 1);
    await expect(routeOf(personal)).toHaveAttribute('data-route', 'PersonalProgramPage');
    await page.evaluate(`document.getElementById('personal').navigate('${base}/session/10005')`);
    await expect(personal.locator('[part="session"]')).toHaveAttribute('data-session-id', '10005');
    await expect.poll(() => new URL(page.url()).searchParams.has('vmx-personal')).toBe(true);
    const both = new URL(page.url()).searchParams;
    expect(both.get('vmx-programme')).toBe(`${base}/session/${sessionId}`);
    expect(both.get('vmx-personal')).toBe(`${base}/session/10005`);

    // Back takes the personal programme back; the other element stays on its session.
    await page.goBack();
    await expect(routeOf(personal)).toHaveAttribute('data-route', 'PersonalProgramPage');
    await expect(programme.locator('[part="session"]')).toHaveAttribute('data-session-id', sessionId);
  });
});

test.describe('the framed platform (noheader)', () => {
  async function framedHome(page: Page) {
    await page.goto('/demo/iframe.html');
    const frame = page.frameLocator('iframe[data-vmx-frame]');
    return frame.getByRole('navigation', { name: 'Main menu' });
  }

  test('offers a navigation of its own that reaches the programme and the exhibition', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const navigation = await framedHome(page);
    await navigation.getByRole('button', { name: 'Programme', exact: true }).click();
    await navigation.getByRole('link', { name: 'Programme overview' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('vmx-path')).toMatch(/^\/program\//);

    const again = page.frameLocator('iframe[data-vmx-frame]').getByRole('navigation', { name: 'Main menu' });
    await again.getByRole('button', { name: 'Exhibition', exact: true }).click();
    await again.getByRole('link', { name: 'Exhibitors' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('vmx-path') ?? '').toMatch(/industry/i);
  });

  test('on a phone the navigation is one menu button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const navigation = await framedHome(page);
    const button = navigation.getByRole('button', { name: 'Menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(navigation.getByRole('button', { name: 'Exhibition', exact: true })).toBeHidden();
    await button.click();
    await navigation.getByRole('button', { name: 'Exhibition', exact: true }).click();
    await expect(navigation.getByRole('link', { name: 'Exhibitors' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('height in host pages (page-size)', () => {
  test('two programmes and the faculty on demo/embedding.html leave the page bounded, and "Show more" adds rows', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/demo/embedding.html');
    const programme = page.locator('#programme-a');
    for (const id of ['#programme-a', '#programme-b']) await expect(openRowsOf(page.locator(id)).first()).toBeVisible();
    await expect(page.locator('#early [part="result"]').first()).toBeVisible();
    // The windowed list has loaded (its rows are placed) before the page is measured.
    await expect(programme.locator('[part="list"] li[style]').first()).toBeAttached();
    await expect(programme.locator('[part="more"]')).toBeVisible();
    expect(await page.evaluate<number>('document.documentElement.scrollHeight')).toBeLessThan(5000);

    // Ten rows (windowed: scrolled to, the last of them is there, and none after it).
    const row = (position: number) => programme.locator(`[part="list"] > li[aria-posinset="${position}"]`);
    const more = programme.getByRole('button', { name: 'Show 10 more' });
    await more.scrollIntoViewIfNeeded();
    await expect(row(10)).toBeAttached();
    await expect(row(11)).toHaveCount(0);
    await more.focus();
    await page.keyboard.press('Enter');
    // Still windowed: the new rows are there once scrolled to.
    await programme.getByRole('button', { name: 'Show 10 more' }).scrollIntoViewIfNeeded();
    await expect(row(20)).toBeAttached();
    await expect(row(21)).toHaveCount(0);
  });
});
