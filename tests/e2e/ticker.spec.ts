/** The ticker's sources (docs/rules/content-areas.md section 4): RSS when configured, else the time-windowed texts. */
import { expect, test } from './fixtures';

test('the ticker shows the RSS feed when the event configures one', async ({ page, request }) => {
  const feed = await (await request.get('/rss/ehc2025/en-GB.xml')).text();
  const titles = [...feed.matchAll(/<item>[\s\S]*?<title>(?:<!\[CDATA\[)?([\s\S]*?)(?:\]\]>)?<\/title>/g)].map((match) => match[1]!.trim());
  expect(titles.length).toBeGreaterThan(0);

  await page.goto('/demo/ticker.html?event=ehc2025');
  const ticker = page.locator('vmx-ticker [part="ticker"]');
  await expect(ticker).toHaveAttribute('data-source', 'rss');
  await expect(ticker.locator('[part="item"]')).toHaveText(titles);
});

test('without a feed the ticker shows only the texts whose time window is open now', async ({ page }) => {
  await page.goto('/demo/ticker.html');
  const ticker = page.locator('vmx-ticker [part="ticker"]');
  await expect(ticker).toHaveAttribute('data-source', 'windowed');
  const items = ticker.locator('[part="item"]');
  await expect(items).toHaveText(['Welcome to EHC 2026', 'Live sessions start daily at 08:00 CET', 'Visit the exhibition hall']);
  await expect(ticker).not.toContainText('EHC 2020');
  await expect(ticker).not.toContainText('EHC 2099');
});

test('the ticker is hidden in preview', async ({ page }) => {
  await page.goto('/home/demo/ehc2026/en-GB?preview=true');
  await expect(page.locator('vmx-app h1')).toHaveText('EHC 2026 – European Health Congress');
  await expect(page.locator('vmx-logo-grid [part="tier"]').first()).toBeVisible();
  await expect(page.locator('vmx-ticker [part="ticker"]')).toHaveCount(0);
});

test('a malformed configuration falls back to the defaults with a console warning, never a blank element', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.route('**/api/modules/GetResources?*', async (route) => {
    const setname = new URL(route.request().url()).searchParams.get('setname');
    if (setname === 'config_json') {
      await route.fulfill({ json: [{ resourcename: 'config_json', resourcevalue: '{"ticker": {"tickerText": [oops' }] });
    } else if (setname === 'VMXTheme') {
      await route.fulfill({ json: [{ resourcename: 'color-primary', resourcevalue: 'red; } body { display: none' }] });
    } else {
      await route.continue();
    }
  });
  await page.goto('/demo/ticker.html');
  // With no usable ticker configuration, the ticker falls back to the IndustryLandingPageTickerText set.
  const ticker = page.locator('vmx-ticker [part="ticker"]');
  await expect(ticker).toHaveAttribute('data-source', 'resource');
  await expect(ticker.locator('[part="item"]').first()).toBeVisible();
  expect(warnings.some((text) => text.includes('config_json') && text.includes('not valid JSON'))).toBe(true);
  expect(warnings.some((text) => text.includes('color-primary'))).toBe(true);
});
