/**
 * The content area in <vmx-app>: content pages (sanitised HTML), list pages with the infinite loader,
 * the contact form, scrolling (hash anchors, back to top), the splash screen, the intro
 * carousel in the app container and the app-install recommendation.
 */
import type { Page, Request } from '@playwright/test';
import { AD_CHECK_AFTER_START_MS } from '../../src/core/adSchedule';
import { ANCHOR_WAIT_MS, SCROLL_TO_ANCHOR_DELAY_MS } from '../../src/core/scroll';
import { createConfirmedAccount, DEMO, expect, signInOnLoginPage, test, expectNoSeriousViolations } from './fixtures';

const { instance, event, language } = DEMO;
const base = `/${instance}/${event}/${language}`;

/** A promise and the function that fulfils it: a response held until the test lets it go. */
function gate(): { opened: Promise<void>; open: () => void } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/**
 * The requests for an on-demand chunk (the build names a chunk after its module, e.g. MobileCarouselDialog-<hash>.js):
 * an overlay that decides to show its dialog asks for the dialog's code in that same render.
 */
function chunkRequests(page: Page, name: string): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.split('/').pop()?.startsWith(`${name}-`)) urls.push(request.url());
  });
  return urls;
}

/**
 * The first ad check's request (AdsOverlay: 4 s after start). It comes after every start-up overlay has decided:
 * the intro carousel in the overlays' first render, the app recommendation at the app start (2 s). So once it is
 * seen, a dialog either of them decided to show has asked for its code. Ask before the page loads.
 */
function firstAdCheck(page: Page): Promise<Request> {
  return page.waitForRequest((request) => request.url().includes('/api/Exhibition/EventAdvertisement/'));
}

test('a content page shows the editor’s HTML from the server', async ({ page }) => {
  await page.goto(`${base}/page/imprint`);
  const article = page.locator('vmx-app [part="content-page"]');
  await expect(article.getByRole('heading', { name: 'Imprint' })).toBeVisible();
  await expect(article).toContainText('10115 Berlin');
  await expect(article.getByRole('link', { name: 'info@ehc.example' })).toHaveAttribute('href', 'mailto:info@ehc.example');
});

test('a content page in German comes in German', async ({ page }) => {
  await page.goto(`/${instance}/${event}/de-DE/page/imprint`);
  await expect(page.locator('vmx-app [part="content-page"] h2')).toHaveText('Impressum');
});

test('planted script, onerror handlers and javascript: links in a content page never run', async ({ page }) => {
  await page.route('**/api/Public/ContentPage?*', (route) =>
    route.fulfill({
      json: {
        PageName: 'planted',
        Title: 'Planted',
        List: null,
        Html:
          '<p id="visible">Harmless text</p><img src="/no-such-image.png" onerror="window.__pwned = \'onerror\'">' +
          '<script>window.__pwned = "script"</script><svg><script>window.__pwned = "svg"</script></svg>' +
          '<a id="js-link" href="javascript:window.__pwned = \'link\'">Click me</a><iframe src="javascript:parent.__pwned = \'iframe\'"></iframe>',
      },
    }),
  );
  await page.goto(`${base}/page/planted`);
  const html = page.locator('vmx-app [part="content-html"]');
  await expect(html.getByText('Harmless text')).toBeVisible();
  await html.getByText('Click me').click();
  // The broken image has failed (complete, with no pixels): an onerror handler would have fired by now.
  await expect.poll(() => html.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 0)).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
  await expect(html.locator('img')).not.toHaveAttribute('onerror', /.*/);
  await expect(html.locator('a')).not.toHaveAttribute('href', /.*/);
  await expect(html.locator('script, iframe')).toHaveCount(0);
});

test('an unknown content page shows the not-found body', async ({ page }) => {
  await page.goto(`${base}/page/no-such-page`);
  const body = page.locator('vmx-app [data-content="not-found"]');
  await expect(body.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(body.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', `/home${base}`);
});

test('a hash anchor is scrolled to after the page shows, and back to top returns to the top', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 500 });
  await page.goto(`${base}/page/help#help-desk`);
  const section = page.locator('vmx-app section#help-desk');
  await expect(section).toBeVisible();
  await expect(section).toBeInViewport();
  expect(await page.evaluate(() => scrollY)).toBeGreaterThan(400);

  const backToTop = page.getByRole('button', { name: 'Back to top' });
  await expect(backToTop).toBeVisible();
  await backToTop.click();
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
  await expect(backToTop).toBeHidden();
  // Focus is on the page's heading, so keyboard use starts at the top too.
  await expect(page.locator('vmx-app main h1')).toBeFocused();
});

test('a contents link goes to its section after 500 ms; a link to another page starts at its top', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 500 });
  await page.clock.install();
  await page.goto(`${base}/page/help`);
  await expect(page.locator('vmx-app nav').getByRole('link', { name: 'Certificates' })).toBeVisible();
  // From here the page's time moves only when the test says so. The click is a discrete event: React renders it
  // and runs its effects (which start the 500 ms timer) before the click returns.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await page.locator('vmx-app nav a[href="#certificates"]').evaluate((link: HTMLAnchorElement) => link.click());
  await expect(page).toHaveURL(new RegExp(`/page/help#certificates$`));
  await page.clock.runFor(SCROLL_TO_ANCHOR_DELAY_MS - 1);
  expect(await page.evaluate(() => scrollY)).toBe(0);
  await page.clock.runFor(2);
  expect(await page.evaluate(() => scrollY)).toBeGreaterThan(0);
  await expect(page.locator('vmx-app section#certificates')).toBeInViewport();
  // Other pages load their data through timers (TanStack Query notifies with setTimeout 0): let time run again.
  await page.clock.resume();

  await page.locator('vmx-app').getByRole('link', { name: 'Go to the contact page' }).click();
  await expect(page).toHaveURL(new RegExp(`/contact${base}$`));
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
});

test('a hash anchor is still reached when the page’s content arrives late', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 500 });
  const asked = gate();
  const released = gate();
  await page.route('**/api/Public/ContentPage?*', async (route) => {
    asked.open();
    await released.opened;
    await route.continue();
  });
  await page.clock.install();
  await page.goto(`${base}/page/help#certificates`);
  // The content page has asked for its content (so it and the scrolling overlay are mounted) and says it is loading.
  await asked.opened;
  await expect(page.locator('vmx-app main').getByRole('status')).toHaveText('Loading…');
  // Past the 500 ms: the anchor was looked for and is not there yet. Only then does the content arrive.
  await page.clock.runFor(SCROLL_TO_ANCHOR_DELAY_MS);
  released.open();
  await expect(page.locator('vmx-app section#certificates')).toBeInViewport();
});

test('embedded in a frame, the platform never scrolls the parent page', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 900, height: 600 });
  await page.route('**/__content-host.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Host</title><div style="height:1200px">Host page</div>
        <iframe title="Congress" src="${baseURL}${base}/page/help#help-desk" style="width:850px;height:400px"></iframe>
        <div style="height:1200px"></div>`,
    }),
  );
  // One clock for the page and its frame: the test runs it past the anchor's delay.
  await page.clock.install();
  await page.goto(`${baseURL}/__content-host.html`);
  const frame = page.frameLocator('iframe[title="Congress"]');
  await expect(frame.locator('vmx-app section#help-desk')).toBeAttached();
  // The anchor is there; a scroll to it would have happened within the delay and the look-again window.
  await page.clock.runFor(SCROLL_TO_ANCHOR_DELAY_MS + ANCHOR_WAIT_MS);
  expect(await page.evaluate(() => scrollY)).toBe(0);
});

test('a list page lists its content pages and ends with no more data', async ({ page }) => {
  await page.goto(`${base}/list/legal`);
  const list = page.locator('vmx-app [part="content-list"]');
  await expect(list.getByRole('link')).toHaveText(['Imprint', 'Terms of use', 'Privacy policy']);
  await expect(page.locator('vmx-app [part="infinite-loader"]')).toHaveText('No more data :)');
  await list.getByRole('link', { name: 'Terms of use' }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/page/terms$`));
  await expect(page.locator('vmx-app [part="content-page"] h2')).toHaveText('Terms of use');
});

test('an empty list says no results', async ({ page }) => {
  await page.goto(`${base}/list/no-such-list`);
  await expect(page.locator('vmx-app [part="infinite-loader"]')).toHaveText('No results :(');
});

test('a list that fails to load offers Retry, which loads it', async ({ page }) => {
  await page.route('**/api/Public/ContentPages?*', (route) => route.fulfill({ status: 500, json: { message: 'boom' } }));
  await page.goto(`${base}/list/info`);
  const loader = page.locator('vmx-app [part="infinite-loader"]');
  await expect(loader).toContainText('Opps, something went wrong :(');
  await page.unroute('**/api/Public/ContentPages?*');
  await loader.getByRole('button', { name: 'Retry' }).click();
  await expect(page.locator('vmx-app [part="content-list"] a')).toHaveText([`Welcome to EHC 2026 – European Health Congress`, 'Help']);
});

test('the contact form checks its fields and sends the message', async ({ page, request }) => {
  await page.goto(`/contact${base}`);
  const form = page.locator('vmx-app [part="contact-form"]');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByLabel('Name')).toBeFocused();
  await expect(form.getByText('Please fill in this field.')).toHaveCount(4);
  const subject = `Badge ${Date.now()}`;
  await form.getByLabel('Name').fill('Grace Hopper');
  await form.getByLabel('E-mail').fill('grace@example.test');
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill('Where do I collect my badge?');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.locator('vmx-app main').getByRole('status').filter({ hasText: 'Thank you' })).toHaveText(
    'Thank you. Your message has been sent.',
  );
  // The message reaches the congress team's outbox, with who wrote it and what.
  const mails = (await (await request.get(`/dev/outbox?to=${encodeURIComponent(`contact@${event}.example`)}`)).json()) as {
    subject: string;
    text: string;
  }[];
  const sent = mails.find((mail) => mail.subject === `[${event}] ${subject}`);
  expect(sent, 'the contact mail in the outbox').toBeDefined();
  expect(sent!.text).toContain('From: Grace Hopper <grace@example.test>');
  expect(sent!.text).toContain('Where do I collect my badge?');
});

test('the contact form is prefilled with the signed-in user’s name and e-mail', async ({ page, request, baseURL }) => {
  // Creating and signing in an account, then waiting out the app start: more than the default budget on a busy machine.
  test.setTimeout(60_000);
  const { email, password } = await createConfirmedAccount(request, baseURL!, 'content-contact');
  await signInOnLoginPage(page, email, password);
  await page.goto(`/contact${base}`);
  const form = page.locator('vmx-app [part="contact-form"]');
  await expect(form.getByLabel('Name')).toHaveValue('Test content-contact');
  await expect(form.getByLabel('E-mail')).toHaveValue(email);
  await expect(form.getByLabel('Subject')).toHaveValue('');
});

test('the host page’s splash screen goes when home shows, and is remembered', async ({ page }) => {
  await page.route(`**/home${base}`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      '<body>',
      '<body><div id="vmx-splash" style="position:fixed;inset:0;background:#0b3d91;color:#fff">EHC 2026</div>',
    );
    await route.fulfill({ response, body: html });
  });
  await page.goto(`/home${base}`);
  await expect(page.locator('vmx-app main[data-route="HomePage"]')).toBeVisible();
  await expect(page.locator('#vmx-splash')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('hasSeenSplashscreen'))).toBe('true');
});

for (const [label, path, ready] of [
  ['home', `/home${base}`, 'main[data-route="HomePage"]'],
  ['a content page', `${base}/page/help`, '[part="content-page"]'],
  ['a list page', `${base}/list/info`, '[part="content-list"]'],
  ['the contact page', `/contact${base}`, '[part="contact-form"]'],
] as const) {
  test(`${label} has no serious or critical accessibility violation`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator(`vmx-app ${ready}`).first()).toBeVisible();
    await expectNoSeriousViolations(page, path);
  });
}

test.describe('in the app container', () => {
  test('the intro carousel shows on home, offers its close button after minDuration, and stays closed', async ({ page }) => {
    const carouselCode = chunkRequests(page, 'MobileCarouselDialog');
    await page.goto(`/home${base}?container=app`);
    const dialog = page.getByRole('dialog', { name: 'Welcome' });
    await expect(dialog).toBeVisible();
    // What the reload below must not see: the carousel asks for its code when it decides to show.
    expect(carouselCode).not.toEqual([]);
    await expect(dialog).toContainText('Welcome to the congress app.');
    await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog).toContainText('Build your personal programme.');
    await expect(dialog).toContainText('2 of 3');
    // minDuration is 3 s in the demo configuration.
    await dialog.getByRole('button', { name: 'Close' }).click({ timeout: 6_000 });
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('mobileCarouselShown'))).toBe('shown');
    carouselCode.length = 0;
    await page.clock.install();
    const adCheck = firstAdCheck(page);
    await page.reload();
    await expect(page.locator('vmx-app main[data-route="HomePage"]')).toBeVisible();
    await page.clock.runFor(AD_CHECK_AFTER_START_MS);
    await adCheck;
    expect(carouselCode).toEqual([]);
    await expect(page.getByRole('dialog', { name: 'Welcome' })).toHaveCount(0);
  });

  test('the carousel does not show outside the app', async ({ page }) => {
    const carouselCode = chunkRequests(page, 'MobileCarouselDialog');
    await page.clock.install();
    const adCheck = firstAdCheck(page);
    await page.goto(`/home${base}`);
    await expect(page.locator('vmx-app main[data-route="HomePage"]')).toBeVisible();
    await page.clock.runFor(AD_CHECK_AFTER_START_MS);
    await adCheck;
    expect(carouselCode).toEqual([]);
    await expect(page.getByRole('dialog', { name: 'Welcome' })).toHaveCount(0);
  });
});

test.describe('on a phone', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
  });

  test('a signed-in visitor is recommended the app once', async ({ page, request, baseURL }) => {
    // Creating and signing in an account, then waiting out the app start: more than the default budget on a busy machine.
    test.setTimeout(60_000);
    const { email, password } = await createConfirmedAccount(request, baseURL!, 'content-app');
    const recommendationCode = chunkRequests(page, 'AppRecommendationDialog');
    await signInOnLoginPage(page, email, password);
    const dialog = page.getByRole('dialog', { name: 'Get the congress app' });
    await expect(dialog).toBeVisible({ timeout: 6_000 });
    // What the reload below must not see: the recommendation asks for its code when it decides to show.
    expect(recommendationCode).not.toEqual([]);
    await expect(dialog.getByRole('link', { name: 'Install the app' })).toHaveAttribute('href', 'https://apps.example.org/ehc/ios');
    await expectNoSeriousViolations(page, 'app recommendation');
    await dialog.getByRole('button', { name: 'Not now' }).click();
    await expect(dialog).toBeHidden();
    recommendationCode.length = 0;
    await page.clock.install();
    const adCheck = firstAdCheck(page);
    await page.reload();
    await expect(page.locator('vmx-app main[data-route="HomePage"]')).toBeVisible();
    // Past the app start (2 s) to the first ad check: it does not come again.
    await page.clock.runFor(AD_CHECK_AFTER_START_MS);
    await adCheck;
    expect(recommendationCode).toEqual([]);
    await expect(page.getByRole('dialog', { name: 'Get the congress app' })).toHaveCount(0);
  });

  test('a visitor who is not signed in is not recommended the app', async ({ page }) => {
    const recommendationCode = chunkRequests(page, 'AppRecommendationDialog');
    await page.clock.install();
    const adCheck = firstAdCheck(page);
    await page.goto(`/home${base}`);
    await expect(page.locator('vmx-app main[data-route="HomePage"]')).toBeVisible();
    await page.clock.runFor(AD_CHECK_AFTER_START_MS);
    await adCheck;
    expect(recommendationCode).toEqual([]);
    await expect(page.getByRole('dialog', { name: 'Get the congress app' })).toHaveCount(0);
  });
});
