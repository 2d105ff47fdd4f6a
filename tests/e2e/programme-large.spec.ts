/**
 * The search view with a large programme (SEED_SCALE=large: 5,000 sessions): the list scrolls through every
 * row while the DOM holds only the rows near the viewport. Starts a reference server of its own with the
 * large seed. An anonymous visitor's list leaves out the private symposia (a few of the 5,000).
 */
import { startReferenceServer } from '../referenceServer';
import { DEMO, expect, test } from './fixtures';

const { instance, event, language } = DEMO;

/** Ours: the most result rows the windowed list may keep in the DOM at any scroll position. */
const MAX_ROWS_IN_DOM = 100;
const LARGE_SESSIONS = 5000;

/**
 * Scrolls the window from top to bottom in viewport-sized steps; after each step (and two frames for the
 * list to follow) it records how many result rows are in the DOM and which positions they hold. A string
 * so that no bundler helper (tsx's __name) is needed in the page.
 */
const SCROLL_THROUGH = `(async () => {
  const deepAll = (root, selector) => {
    const found = [...root.querySelectorAll(selector)];
    for (const element of root.querySelectorAll('*')) if (element.shadowRoot) found.push(...deepAll(element.shadowRoot, selector));
    return found;
  };
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
  const counts = [];
  const positions = new Set();
  const record = () => {
    const results = deepAll(document, '[part="result"]');
    counts.push(results.length);
    for (const result of results) {
      const row = result.closest('li');
      if (row) positions.add(Number(row.getAttribute('aria-posinset')));
    }
  };
  window.scrollTo(0, 0);
  await frame(); await frame();
  record();
  for (let step = 0; step < 100000; step++) {
    const bottom = document.documentElement.scrollHeight - window.innerHeight;
    if (window.scrollY >= bottom - 1) break;
    window.scrollTo(0, Math.min(window.scrollY + window.innerHeight, bottom));
    await frame(); await frame();
    record();
  }
  return { counts, positions: [...positions] };
})()`;

test('with 5,000 sessions the search list scrolls through every row while the DOM keeps fewer than 100 result rows', async ({ page }) => {
  test.setTimeout(180_000);
  const server = await startReferenceServer({ env: { SEED_SCALE: 'large' }, timeoutMs: 120_000 });
  try {
    const listed = (await (
      await page.request.get(`${server.baseUrl}/api/Modules/PAGSessionsV2?shortname=${event}&language=${language}`)
    ).json()) as unknown[];
    const sessions = listed.length;
    expect(sessions).toBeGreaterThan(LARGE_SESSIONS * 0.99);
    expect(sessions).toBeLessThanOrEqual(LARGE_SESSIONS);
    await page.goto(`${server.baseUrl}/${instance}/${event}/${language}/search`);
    const app = page.locator('vmx-app');
    await expect(app.getByRole('status').filter({ hasText: /sessions$/ })).toHaveText(`${sessions.toLocaleString('en-GB')} sessions`, {
      timeout: 60_000,
    });
    await expect(app.locator('[part="result"]').first()).toBeVisible();
    await expect(app.locator('ul[part="list"] > li').first()).toHaveAttribute('aria-setsize', String(sessions));

    const { counts, positions } = await page.evaluate<{ counts: number[]; positions: number[] }>(SCROLL_THROUGH);
    // Many viewport steps were taken, each with rows in the DOM and never 100 or more.
    expect(counts.length).toBeGreaterThan(sessions / MAX_ROWS_IN_DOM);
    expect(Math.min(...counts)).toBeGreaterThan(0);
    expect(counts.filter((count) => count >= MAX_ROWS_IN_DOM)).toEqual([]);
    // Every position 1..sessions was shown at some step, and nothing else.
    const seen = new Set(positions);
    expect(seen.size).toBe(sessions);
    expect(Math.min(...seen)).toBe(1);
    expect(Math.max(...seen)).toBe(sessions);
    // The list is as tall as its rows: the last row ends where the list ends (the page's footer follows).
    const last = await app.locator(`ul[part="list"] > li[aria-posinset="${sessions}"]`).boundingBox();
    const list = await app.locator('ul[part="list"]').boundingBox();
    expect(last).not.toBeNull();
    expect(Math.abs(last!.y + last!.height - (list!.y + list!.height))).toBeLessThan(2);
  } finally {
    server.stop();
  }
});
