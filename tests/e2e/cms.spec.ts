/**
 * The society CMS page (demo/cms.html): <vmx-ticker> and <vmx-logo-grid> dropped into a hostile page
 * with one script tag.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Styles a hostile page would change. Sizes are left out: an element's width follows its container. */
const STYLE_PROPS = ['font-family', 'font-size', 'line-height', 'letter-spacing', 'color', 'background-color', 'padding-top', 'margin-top', 'text-align', 'text-transform', 'text-decoration-line', 'display', 'list-style-type', 'border-top-width', 'filter'];

async function computed(page: Page, selector: string): Promise<Record<string, string>> {
  return page.locator(selector).first().evaluate((element, props) => {
    const style = getComputedStyle(element);
    return Object.fromEntries(props.map((prop) => [prop, style.getPropertyValue(prop)]));
  }, STYLE_PROPS);
}

test('the CMS page shows the ticker items and the partner logos by tier', async ({ page }) => {
  await page.goto('/demo/cms.html');
  const ticker = page.locator('vmx-ticker [part="ticker"]');
  await expect(ticker).toHaveAttribute('data-source', 'windowed');
  await expect(ticker.locator('[part="item"]')).toHaveText([
    'Welcome to EHC 2026',
    'Live sessions start daily at 08:00 CET',
    'Visit the exhibition hall',
  ]);

  const tiers = page.locator('vmx-logo-grid [part="tier"]');
  await expect(tiers).toHaveCount(3);
  await expect(page.locator('vmx-logo-grid [part="tier-title"]')).toHaveText(['Platinum partners', 'Gold partners', 'Bronze partners']);
  const logos = page.locator('vmx-logo-grid [part="logo"] img');
  expect(await logos.count()).toBeGreaterThan(10);
  // Every logo image really loads from the server.
  await expect
    .poll(() => logos.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0)))
    .toBe(true);
});

test('logo links go to the company profile, to the custom link, or nowhere for a company that is not public', async ({ page }) => {
  await page.goto('/demo/cms.html');
  const cells = page.locator('vmx-logo-grid [part="logo"]');
  await expect(cells.first()).toBeVisible();
  const links = await cells.evaluateAll((items) =>
    items.map((item) => item.querySelector('a:not([part="pdf-button"])')?.getAttribute('href') ?? null),
  );
  expect(links.some((href) => href?.includes('/demo/ehc2026/en-GB/profile/'))).toBe(true);
  expect(links.some((href) => href !== null && !href.includes('/profile/'))).toBe(true);
  expect(links.some((href) => href === null)).toBe(true);
  expect(links.every((href) => href === null || /^https?:/.test(href))).toBe(true);
});

test("the host page's CSS does not change the elements", async ({ page }) => {
  await page.goto('/demo/cms.html');
  const item = 'vmx-ticker [part="item"]';
  const title = 'vmx-logo-grid [part="tier-title"]';
  const pdf = 'vmx-logo-grid [part="pdf-button"]';
  const logo = 'vmx-logo-grid [part="logo"] img';
  await expect(page.locator(pdf).first()).toBeVisible();
  const read = () => Promise.all([item, title, pdf, logo].map((selector) => computed(page, selector)));
  const withHostCss = await read();
  await page.evaluate(() => ((document.getElementById('hostile-css') as HTMLStyleElement).disabled = true));
  const withoutHostCss = await read();
  expect(withHostCss).toEqual(withoutHostCss);
  expect(withHostCss[0]!['font-family']).not.toContain('Times');
});

test("the elements' CSS does not leak into the host page", async ({ page }) => {
  const hostSelectors = ['#host-heading', '#host-list li', '#host-paragraph', '#host-button', 'body'];
  await page.route('**/vmx.js', (route) => route.abort());
  await page.goto('/demo/cms.html');
  const before = await Promise.all(hostSelectors.map((selector) => computed(page, selector)));

  await page.unroute('**/vmx.js');
  await page.goto('/demo/cms.html');
  await expect(page.locator('vmx-logo-grid [part="tier"]').first()).toBeVisible();
  const after = await Promise.all(hostSelectors.map((selector) => computed(page, selector)));
  expect(after).toEqual(before);
});

test('two elements on a page share one event context: each shared resource is fetched once', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) requests.push(url.pathname + url.search);
  });
  await page.goto('/demo/cms.html');
  await expect(page.locator('vmx-logo-grid [part="tier"]').first()).toBeVisible();
  await expect(page.locator('vmx-ticker [part="item"]').first()).toBeVisible();

  const count = (fragment: string) => requests.filter((request) => request.includes(fragment)).length;
  expect(count('/api/Public/EventDetails')).toBe(1);
  for (const set of ['VMXTexts', 'config_json', 'VMXTheme', 'ComponentVisibility']) {
    expect(count(`setname=${set}`), set).toBe(1);
  }
});

test('language="de-DE" switches the texts of every element on the page', async ({ page }) => {
  await page.goto('/demo/cms.html');
  await expect(page.locator('vmx-logo-grid [part="tier-title"]').first()).toHaveText('Platinum partners');
  await page.locator('vmx-logo-grid').evaluate((element) => element.setAttribute('language', 'de-DE'));
  await expect(page.locator('vmx-logo-grid [part="tier-title"]').first()).toHaveText('Platin-Partner');
  // The ticker shares the context, so it follows the switch too.
  await expect(page.locator('vmx-ticker [part="item"]').first()).toHaveText('Willkommen zur EHC 2026');
});

test('a page with only the ticker never downloads the logo grid or the app', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/demo/ticker.html');
  await expect(page.locator('vmx-ticker [part="item"]').first()).toBeVisible();
  expect(scripts.some((path) => path.includes('ticker'))).toBe(true);
  expect(scripts.filter((path) => /logo-grid|LogoGrid|\/app-|shell/i.test(path))).toEqual([]);
});

test('an element without its attributes says which ones are missing', async ({ page }) => {
  await page.goto('/demo/ticker.html');
  await page.evaluate(() => document.body.append(document.createElement('vmx-logo-grid')));
  await expect(page.locator('vmx-logo-grid [role="alert"]')).toHaveText(
    'This element needs the attribute(s): instance, event, language, api-base.',
  );
});

test('the CMS page has no serious or critical accessibility violation in the elements', async ({ page }) => {
  await page.goto('/demo/cms.html');
  await expect(page.locator('vmx-logo-grid [part="tier"]').first()).toBeVisible();
  const results = await new AxeBuilder({ page }).include('vmx-ticker').include('vmx-logo-grid').analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
});
