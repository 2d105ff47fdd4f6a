/**
 * The society CMS page (demo/cms.html): an old-style page (layout table, hostile global CSS, inline
 * scripts that write widgets in with innerHTML) with one classic script tag, dist/vmx-all.js, at the end
 * of the body. <vmx-ticker> and <vmx-logo-grid> are in the markup before the script; <vmx-login> and
 * <vmx-programme> arrive later from the page's own scripts.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousViolations, test } from './fixtures';

/** Styles a hostile page would change. Sizes are left out: an element's width follows its container. */
const STYLE_PROPS = [
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'line-height',
  'letter-spacing',
  'word-spacing',
  'color',
  'background-color',
  'padding-top',
  'margin-top',
  'text-align',
  'text-indent',
  'text-transform',
  'text-decoration-line',
  'display',
  'list-style-type',
  'border-top-width',
  'filter',
];

/** The single-file script and what it loads from beside it: blocked, the page is the CMS page alone. */
const BUNDLE = /\/(vmx[\w-]*\.js|chunks\/.+)$/;

async function computed(page: Page, selector: string): Promise<Record<string, string>> {
  return page
    .locator(selector)
    .first()
    .evaluate((element, props) => {
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
  // The logos load lazily: bring each near the viewport (the grid is below the fold in the CMS's table).
  for (const logo of await logos.all()) await logo.scrollIntoViewIfNeeded();
  // Every logo image really loads from the server.
  await expect
    .poll(() =>
      logos.evaluateAll((images) =>
        images.every((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0),
      ),
    )
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

test('the old-style page loads every element with one classic script tag at the end of the body', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/demo/cms.html');
  const tag = await page.evaluate(`(() => {
    const script = document.querySelector('script[src="/vmx-all.js"]');
    return { type: script.type, last: script === document.body.lastElementChild };
  })()`);
  expect(tag).toEqual({ type: '', last: true });
  // Written in the markup before the script: upgraded once it has loaded.
  await expect(page.locator('vmx-ticker [part="item"]').first()).toBeVisible();
  await expect(page.locator('vmx-logo-grid [part="tier"]').first()).toBeVisible();
  // The one tag the page writes; our server's preload hints (Link header) may have the autoloader it loads, and the
  // elements' chunks, asked for before it (a chunk is named after a module, Messaging.styles-<hash>.js say).
  expect(scripts).toContain('/vmx-all.js');
  expect(scripts.filter((path) => !/^\/(vmx-all\.js|vmx\.js|chunks\/[\w.-]+\.js)$/.test(path))).toEqual([]);
  // The single script defines every element at once, also those not on the page yet.
  const tags = [
    'vmx-app',
    'vmx-ticker',
    'vmx-logo-grid',
    'vmx-login',
    'vmx-programme',
    'vmx-exhibitors',
    'vmx-exhibitor-profile',
    'vmx-charity-highscore',
    'vmx-evaluation',
    'vmx-news',
    'vmx-jobs',
    'vmx-inbox',
  ];
  await expect.poll(() => page.evaluate(`${JSON.stringify(tags)}.filter((tag) => !customElements.get(tag))`)).toEqual([]);
});

test("the CMS's own scripts add elements later with innerHTML, and they work", async ({ page }) => {
  await page.goto('/demo/cms.html');
  // The sidebar's widget loader writes the sign-in box in after a moment.
  const login = page.locator('#sidebar-widget vmx-login');
  await expect(login.getByLabel('E-mail')).toBeVisible();
  // The page hides every button; the element's buttons are its own.
  await expect(login.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('#host-button')).toBeHidden();

  await expect(page.locator('#programme-box vmx-programme')).toHaveCount(0);
  await page.locator('#show-programme').click();
  const programme = page.locator('#programme-box vmx-programme');
  await expect(programme.locator('[part="result"]').first()).toBeVisible();
  await expect(programme.getByRole('searchbox', { name: 'Search the programme' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/demo/cms.html');
});

/** Reads selectors' styles with the hostile CSS on and off; they must be equal and free of its values. */
async function expectUntouchedByHostCss(page: Page, selectors: string[]): Promise<Record<string, string>[]> {
  // A list may still swap its first rows for the full list: read again until every element is attached.
  const read = async () => {
    let styles: Record<string, string>[] = [];
    await expect
      .poll(async () => {
        styles = await Promise.all(selectors.map((selector) => computed(page, selector)));
        return styles.filter((style) => style['font-family'] === '').length;
      })
      .toBe(0);
    return styles;
  };
  const withHostCss = await read();
  await page.evaluate(() => ((document.getElementById('hostile-css') as HTMLStyleElement).disabled = true));
  const withoutHostCss = await read();
  await page.evaluate(() => ((document.getElementById('hostile-css') as HTMLStyleElement).disabled = false));
  expect(Object.fromEntries(selectors.map((selector, index) => [selector, withHostCss[index]]))).toEqual(
    Object.fromEntries(selectors.map((selector, index) => [selector, withoutHostCss[index]])),
  );
  // None of the hostile values reaches inside.
  for (const [index, style] of withHostCss.entries()) {
    const label = selectors[index]!;
    expect(style['font-family'], label).not.toContain('Times');
    expect(style['letter-spacing'], label).not.toBe('2px');
    expect(style['word-spacing'], label).not.toBe('8px');
    expect(style['font-style'], label).toBe('normal');
    expect(style['text-indent'], label).toBe('0px');
    expect(style.color, label).not.toBe('rgb(68, 34, 0)');
    expect(style.color, label).not.toBe('rgb(192, 0, 0)');
    expect(style.display, label).not.toBe('none');
  }
  return withHostCss;
}

test("the host page's CSS does not change the elements", async ({ page }) => {
  await page.goto('/demo/cms.html');
  const item = 'vmx-ticker [part="item"]';
  const title = 'vmx-logo-grid [part="tier-title"]';
  const pdf = 'vmx-logo-grid [part="pdf-button"]';
  const logo = 'vmx-logo-grid [part="logo"] img';
  const loginInput = '#cms-login input[type="email"]';
  const loginButton = '#cms-login button[type="submit"]';
  await expect(page.locator(pdf).first()).toBeVisible();
  await expect(page.locator(loginButton)).toBeVisible();
  const [, , , logoStyle, inputStyle] = await expectUntouchedByHostCss(page, [item, title, pdf, logo, loginInput, loginButton]);
  expect(logoStyle!.filter).toBe('none');
  expect(logoStyle!['border-top-width']).not.toBe('6px');
  expect(inputStyle!['background-color']).not.toBe('rgb(0, 0, 0)');
  expect(inputStyle!.color).not.toBe('rgb(0, 255, 0)');
  expect(inputStyle!['font-size']).not.toBe('30px');
});

test("the host page's CSS does not change the programme the CMS adds later", async ({ page }) => {
  await page.goto('/demo/cms.html');
  await page.locator('#show-programme').click();
  const row = '#cms-programme [part="result"]';
  const heading = '#cms-programme [part="result"] h3';
  const search = '#cms-programme input[type="search"]';
  await expect(page.locator(row).first()).toBeVisible();
  await expectUntouchedByHostCss(page, [row, heading, search]);
});

test("the elements' CSS does not leak into the host page: its styles are the same with the script blocked", async ({ page }) => {
  const hostSelectors = [
    'body',
    'table',
    '#main-cell',
    '#sidebar-cell',
    '#host-heading',
    '#host-list li',
    '#host-paragraph',
    '#host-button',
    '#show-programme',
    '#sidebar-heading',
    '#sidebar-note',
    '#sidebar-widget',
    '.content',
    'header h1',
  ];
  const read = () => Promise.all(hostSelectors.map((selector) => computed(page, selector)));
  await page.route(BUNDLE, (route) => route.abort());
  await page.goto('/demo/cms.html');
  // The page's own scripts run without the bundle: the sign-in box's tag is there, undefined.
  await expect(page.locator('#sidebar-widget vmx-login')).toHaveCount(1);
  await page.locator('#show-programme').click();
  await expect(page.locator('#programme-box vmx-programme')).toHaveCount(1);
  expect(await page.evaluate('customElements.get("vmx-ticker") === undefined')).toBe(true);
  const before = await read();

  await page.unroute(BUNDLE);
  await page.goto('/demo/cms.html');
  await page.locator('#show-programme').click();
  await expect(page.locator('vmx-logo-grid [part="tier"]').first()).toBeVisible();
  await expect(page.locator('#cms-login').getByLabel('E-mail')).toBeVisible();
  await expect(page.locator('#cms-programme [part="result"]').first()).toBeVisible();
  const after = await read();
  expect(after).toEqual(before);
  // The elements put no style sheet in the host document.
  expect(await page.evaluate('[...document.querySelectorAll("style")].map((style) => style.id)')).toEqual(['hostile-css']);
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
  // The sign-in box the CMS adds later joins the same context.
  await expect(page.locator('#cms-login').getByLabel('E-mail')).toBeVisible();

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

test('the CMS page has no serious or critical accessibility violation, with every element on it', async ({ page }) => {
  await page.goto('/demo/cms.html');
  await page.locator('#show-programme').click();
  await expect(page.locator('vmx-logo-grid [part="tier"]').first()).toBeVisible();
  await expect(page.locator('#cms-login').getByLabel('E-mail')).toBeVisible();
  await expect(page.locator('#cms-programme [part="result"]').first()).toBeVisible();
  await expectNoSeriousViolations(page, 'CMS page');
});
