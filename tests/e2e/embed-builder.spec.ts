/**
 * The embed builder (issue 24): /embed/{instance}/{event}/{language}. A web editor picks the programme and another
 * element, changes an attribute and a colour, sees the real element in the preview follow, copies the snippet, and
 * the snippet pasted into a page of another origin shows the element with the congress's data; the iframe snippet
 * frames the platform there too. No sign-in.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { startReferenceServer } from '../referenceServer';
import { DEMO, expect, expectNoSeriousViolations, test } from './fixtures';

const { instance, event, language } = DEMO;
const BUILDER = `/embed/${instance}/${event}/${language}`;

/**
 * Another site: a loopback server of its own (http://localhost:<port>, an origin other than the builder's) that
 * answers the page pasted last. A real server, not page.route: Chromium lets only a page it fetched from loopback
 * load scripts from the loopback reference server (local network access).
 */
let site: { origin: string; page: string; server: Server } | null = null;

test.beforeAll(async () => {
  const state = {
    origin: '',
    page: '',
    server: createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(state.page);
    }),
  };
  await new Promise<void>((resolve) => state.server.listen(0, '127.0.0.1', resolve));
  state.origin = `http://localhost:${(state.server.address() as AddressInfo).port}`;
  site = state;
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => site?.server.close(() => resolve()) ?? resolve());
});

/** Opens a society's page on the other site with html pasted into it. */
async function pasteInto(page: Page, html: string): Promise<void> {
  site!.page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A society's page</title></head><body><h1>Our congress</h1>\n${html}\n</body></html>`;
  await page.goto(`${site!.origin}/congress.html`);
}

async function snippetText(page: Page): Promise<string> {
  return page.getByRole('textbox', { name: 'Code for your page' }).inputValue();
}

test('the programme: a view and a colour change the preview and the snippet, which works pasted into another site', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  await page.goto(BUILDER);
  await expect(page.getByRole('heading', { level: 1, name: 'Embed the congress on your site' })).toBeVisible();
  await expect(page).toHaveTitle('Embed the congress on your site');
  await expect(page.getByLabel('What to embed')).toHaveValue('programme');

  // The real programme in the preview, with the congress's sessions.
  const preview = page.locator('vmx-embed-builder > vmx-programme');
  await expect(preview.locator('[part="result"]').first()).toBeVisible();
  await expectNoSeriousViolations(page, 'embed builder');

  // An attribute: the personal programme view.
  await page.getByLabel('View', { exact: true }).selectOption({ label: 'Personal programme' });
  await expect(preview).toHaveAttribute('view', 'personal');
  await expect(preview.locator('[part="personal-programme"]')).toBeVisible();
  expect(await snippetText(page)).toContain(' view="personal"');

  // A colour: the preview takes it at once, the snippet writes it.
  await page.getByLabel('Main colour').fill('#6a1b9a');
  await expect
    .poll(() => preview.evaluate((element) => (element as HTMLElement).style.getPropertyValue('--vmx-color-primary')))
    .toBe('#6a1b9a');
  await expect(page.getByRole('button', { name: 'Reset Main colour' })).toBeVisible();
  const snippet = await snippetText(page);
  expect(snippet).toBe(
    [
      `<script type="module" src="${baseURL}/vmx.js"></script>`,
      `<vmx-programme instance="demo" event="ehc2026" language="en-GB" api-base="${baseURL}/" view="personal" platform-url="${baseURL}/" style="--vmx-color-primary: #6a1b9a;"></vmx-programme>`,
    ].join('\n'),
  );

  // Copy: the clipboard holds the snippet, and the status says so.
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(snippet);

  // Pasted as the sessions view into another site's page: the real programme, in the colour picked.
  const sessions = snippet.replace(' view="personal"', ' view="sessions"');
  await pasteInto(page, sessions);
  const pasted = page.locator('vmx-programme');
  await expect(pasted.locator('[part="result"]').first()).toBeVisible();
  await expect(pasted.locator('[part="views"]')).toBeVisible();
  expect(await pasted.evaluate((element) => getComputedStyle(element).getPropertyValue('--vmx-color-primary').trim())).toBe('#6a1b9a');
});

test("an exhibitor's profile: the company is chosen from the exhibitors, and the pasted snippet shows its profile", async ({
  page,
  baseURL,
}) => {
  await page.goto(BUILDER);
  await page.getByLabel('What to embed').selectOption({ label: 'An exhibitor’s profile' });
  const company = page.getByRole('combobox', { name: 'Company', exact: true });
  await company.selectOption('ca-0030');
  const name = (await company.locator('option:checked').textContent())!.trim();
  const preview = page.locator('vmx-embed-builder > vmx-exhibitor-profile');
  await expect(preview).toHaveAttribute('company-account-id', 'ca-0030');
  await expect(preview.locator('[part="exhibitor-profile"]').getByRole('heading', { name, exact: true }).first()).toBeVisible();

  // The opening tab follows in the preview and the snippet.
  await page.getByLabel('Opening tab').selectOption({ label: 'Products' });
  await expect(preview).toHaveAttribute('tab', 'products');
  const snippet = await snippetText(page);
  expect(snippet).toContain(
    `<vmx-exhibitor-profile instance="demo" event="ehc2026" language="en-GB" api-base="${baseURL}/" company-account-id="ca-0030" tab="products"></vmx-exhibitor-profile>`,
  );
  await expectNoSeriousViolations(page, 'embed builder, exhibitor profile');

  await pasteInto(page, snippet);
  await expect(page.locator('vmx-exhibitor-profile [part="exhibitor-profile"]').getByText(name).first()).toBeVisible();
  await expect(page.locator('vmx-exhibitor-profile [part="product"]').first()).toBeVisible();
});

test('the whole platform: the iframe snippet with vmx-frame.js frames the platform on an allowed site', async ({ page }) => {
  test.setTimeout(180_000);
  // A server of its own that lets the other site frame the platform (VMX_EMBEDDING_ORIGINS), as its operator would.
  const server = await startReferenceServer({ env: { VMX_EMBEDDING_ORIGINS: site!.origin }, timeoutMs: 120_000 });
  try {
    const base = server.baseUrl;
    await page.goto(`${base}${BUILDER}`);
    await page.getByLabel('What to embed').selectOption({ label: 'The whole platform (iframe)' });
    await page.getByLabel('Opening page').selectOption({ label: 'Programme' });
    await page.getByLabel('Title of the frame').fill('Our "congress" <2026>');
    const snippet = await snippetText(page);
    expect(snippet).toBe(
      [
        `<iframe src="${base}/demo/ehc2026/en-GB/search?noheader=true" data-vmx-frame title="Our &quot;congress&quot; &lt;2026&gt;"></iframe>`,
        `<script src="${base}/vmx-frame.js"></script>`,
      ].join('\n'),
    );
    // The preview frames the same page from the builder's own server.
    const preview = page.locator('vmx-embed-builder > iframe');
    await expect(preview).toHaveAttribute('title', 'Our "congress" <2026>');
    await expect(page.frameLocator('vmx-embed-builder > iframe').locator('vmx-app [part="result"]').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'embed builder, platform');

    await pasteInto(page, snippet);
    const frame = page.locator('iframe[data-vmx-frame]');
    await expect(frame).toHaveAttribute('title', 'Our "congress" <2026>');
    await expect(page.frameLocator('iframe[data-vmx-frame]').locator('vmx-app [part="result"]').first()).toBeVisible();
    // vmx-frame.js sizes it to the framed page, which then has no scrollbar of its own.
    await expect(frame).toHaveAttribute('scrolling', 'no');
  } finally {
    server.stop();
  }
});

test('in German, every label of the builder is German', async ({ page }) => {
  await page.goto(`/embed/${instance}/${event}/de-DE`);
  await expect(page.getByRole('heading', { level: 1, name: 'Den Kongress auf Ihrer Website einbinden' })).toBeVisible();
  await expect(page.getByLabel('Was einbinden')).toHaveValue('programme');
  await expect(page.getByRole('button', { name: 'Kopieren' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Persönliches Programm' })).toBeAttached();
});
