/**
 * Paint at once (issue 20): every element shows its skeleton in the first paint, before its code and its data
 * arrive (src/elements/skeletons.ts), without moving the page when the content replaces it (layout shift ≤ 0.02),
 * and the page is accessible while it loads. The test holds the element's code back and the API answers until it
 * has looked at the loading page.
 */
import type { Page, Route } from '@playwright/test';
import { expect, expectNoSeriousViolations, test } from './fixtures';

/** The code of the elements (dist/chunks) arrives this late, and neither it nor the API before the test releases them. */
const CODE_DELAY_MS = 600;

interface Held {
  /** API answers so far (none may arrive before release). */
  answered: () => number;
  release: () => void;
}

/** Delays the element chunks and holds every API request until release(); measures layout shift from the start. */
async function holdLoading(page: Page): Promise<Held> {
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    (window as unknown as { __vmxLayoutShift: typeof shifts }).__vmxLayoutShift = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.total += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let answered = 0;
  await page.route('**/chunks/**', async (route: Route) => {
    // At least CODE_DELAY_MS late, and never before the release: on a busy machine the test may take longer than that
    // to look at the loading page, and what it must see there is the page before the code.
    await Promise.all([new Promise((resolve) => setTimeout(resolve, CODE_DELAY_MS)), released]);
    await route.continue();
  });
  await page.route('**/api/**', async (route: Route) => {
    await released;
    await route.continue();
    answered++;
  });
  return { answered: () => answered, release };
}

const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { __vmxLayoutShift: { total: number } }).__vmxLayoutShift.total);

const CASES = [
  { name: 'programme', path: '/demo/programme.html', host: '#programme', content: '[part="result"][data-session-id]', shiftBudget: true },
  { name: 'exhibitors', path: '/demo/exhibitors.html', host: '#all', content: '[part="results"]', shiftBudget: true },
  { name: 'ticker', path: '/demo/ticker.html', host: 'vmx-ticker', content: '[part="ticker"]', shiftBudget: false },
  { name: 'app', path: '/home/demo/ehc2026/en-GB', host: 'vmx-app', content: 'h1', shiftBudget: false },
] as const;

for (const { name, path, host, content, shiftBudget } of CASES) {
  for (const width of [390, 1440]) {
    test(`the ${name} page paints its skeleton before the code and data arrive, then the content replaces it (${width} px)`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      const held = await holdLoading(page);
      await page.goto(path, { waitUntil: 'domcontentloaded' });

      const element = page.locator(host).first();
      const skeleton = element.locator('[data-vmx-skeleton]');
      await expect(skeleton).toBeVisible();
      await expect(skeleton).toHaveAttribute('aria-busy', 'true');
      const box = await skeleton.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThan(30);
      // The skeleton is there while no data has: the API is still held.
      expect(held.answered()).toBe(0);
      await page.screenshot({ path: testInfo.outputPath(`${name}-loading-${width}.png`) });
      if (width === 1440) await expectNoSeriousViolations(page, `${name} while loading`);

      held.release();
      await expect(element.locator(content).first()).toBeVisible();
      await expect(element.locator('[data-vmx-skeleton]')).toHaveCount(0);
      if (shiftBudget) {
        // Late pieces (counts, logos) settle: the shift is what loading did to the page, whole.
        await page.waitForLoadState('networkidle');
        expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
      }
    });
  }
}

test('an element whose code is already there paints no skeleton of its own', async ({ page }) => {
  await page.goto('/demo/programme.html');
  await expect(page.locator('#programme [part="result"][data-session-id]').first()).toBeVisible();
  // A programme added later upgrades at once: the autoloader leaves its shadow root to the element.
  await page.evaluate(() => {
    const added = document.createElement('vmx-programme');
    for (const [name, value] of Object.entries({
      id: 'late',
      instance: 'demo',
      event: 'ehc2026',
      language: 'en-GB',
      'api-base': '/',
      view: 'sessions',
    })) {
      added.setAttribute(name, value);
    }
    document.body.append(added);
  });
  // At the page's full width the sessions open as the timetable grid (sessionLayout.ts): its cells carry the id too.
  await expect(page.locator('#late [data-session-id]').first()).toBeVisible();
  await expect(page.locator('#late [data-vmx-skeleton]')).toHaveCount(0);
});
