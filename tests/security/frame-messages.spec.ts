/**
 * Issue 16, point 1: nothing secret leaves in a frame message. Another site (tests/security/attackerSite.ts,
 * a second origin) frames the platform with a token, a one-time code, an e-mail address and search text
 * in the address, and keeps every message it receives. A foreign site hears nothing (if it may frame the
 * platform at all); an embedding origin the operator allowed hears only clean paths, and none before the
 * address is clean; the same-origin embedding (demo/iframe.html) keeps working (tests/e2e/iframe.spec.ts).
 */
import type { Frame, Page } from '@playwright/test';
import { DEMO, expect, test } from '../e2e/fixtures';
import { attackerOrigins } from './attackerSite';

const { instance, event, language } = DEMO;
const HOME = `/home/${instance}/${event}/${language}`;
/** What must never reach another site: a token, a one-time code, a person's address, what they searched. */
const SECRETS = ['SECRET-TOKEN', 'SECRET-JWT', 'SECRET-CODE', 'victim', 'diagnosis'];
const FRAMED = `${HOME}?noheader=true&access_token=SECRET-TOKEN&token_type=Bearer&code=SECRET-CODE&email=victim%40example.test&q=my+diagnosis`;

interface Received {
  origin: string;
  data: unknown;
}

/** The other site's page framing the platform at path (with host: as the README's embedding, vmx-frame.js). */
async function openFraming(page: Page, siteOrigin: string, baseURL: string, path: string, host: boolean): Promise<void> {
  const src = new URL(path, baseURL).href;
  await page.goto(`${siteOrigin}/frame?src=${encodeURIComponent(src)}${host ? '&host=1' : ''}`);
}

function platformFrame(page: Page, baseURL: string): Frame | null {
  const origin = new URL(baseURL).origin;
  return page.frames().find((frame) => frame !== page.mainFrame() && frame.url().startsWith(origin)) ?? null;
}

async function waitForPlatformFrame(page: Page, baseURL: string): Promise<Frame> {
  await expect.poll(() => platformFrame(page, baseURL) !== null).toBe(true);
  return platformFrame(page, baseURL)!;
}

async function received(page: Page): Promise<Received[]> {
  return await page.evaluate<Received[]>('window.received');
}

function isMarker(data: unknown): boolean {
  return typeof data === 'object' && data !== null && 'vmxTestMarker' in data;
}

/** What the platform posted to the page (the test's own markers left out). */
async function reports(page: Page, baseURL: string): Promise<Received[]> {
  const origin = new URL(baseURL).origin;
  return (await received(page)).filter((message) => message.origin === origin && !isMarker(message.data));
}

let markers = 0;

/**
 * Sends a marker from the framed page to its parent and waits for it: messages from one window arrive in
 * order, so once the marker is in, every report the page posted before it is in too.
 */
async function drain(page: Page, frame: Frame): Promise<void> {
  const marker = ++markers;
  await frame.evaluate((id) => window.parent.postMessage({ vmxTestMarker: id }, '*'), marker);
  await expect
    .poll(async () =>
      (await received(page)).some(
        (message) => isMarker(message.data) && (message.data as { vmxTestMarker: number }).vmxTestMarker === marker,
      ),
    )
    .toBe(true);
}

/** The framed home page has shown. */
async function shown(frame: Frame): Promise<void> {
  await expect(frame.locator('vmx-app main[data-route="HomePage"] h1')).toBeVisible();
}

/** The framed page's address is clean of the token (useTokenArrival); what is no credential stays. */
async function cleaned(frame: Frame): Promise<void> {
  await expect
    .poll(() => frame.evaluate('location.search'))
    .toBe('?noheader=true&code=SECRET-CODE&email=victim%40example.test&q=my+diagnosis');
}

test('a foreign site that frames the platform with a token in the address receives no message from it', async ({ page, baseURL }) => {
  const { foreignOrigin } = attackerOrigins();
  await openFraming(page, foreignOrigin, baseURL!, FRAMED, true);
  // The frame's document has loaded: either the platform, or the browser's refusal to frame it for this
  // origin (frame-ancestors), which posts nothing.
  await expect.poll(() => page.evaluate("document.querySelector('iframe#platform').contentWindow !== null")).toBe(true);
  const frame = platformFrame(page, baseURL!);
  if (frame !== null && (await frame.locator('vmx-app').count()) > 0) {
    await shown(frame);
    await drain(page, frame);
    expect(await reports(page, baseURL!)).toEqual([]);
    await cleaned(frame);
    await drain(page, frame);
  }
  expect(await reports(page, baseURL!)).toEqual([]);
});

test('an embedding origin the operator allowed receives only clean paths, none before the address is clean', async ({ page, baseURL }) => {
  const { allowedOrigin } = attackerOrigins();
  await openFraming(page, allowedOrigin, baseURL!, FRAMED, true);
  const frame = await waitForPlatformFrame(page, baseURL!);
  // The allowed host does hear the framed page (height and path for vmx-frame.js) ...
  await expect.poll(async () => (await reports(page, baseURL!)).length).toBeGreaterThan(0);
  // ... and only the clean path: no token, code, address or search text, not even in the first report.
  for (const secret of SECRETS) expect(JSON.stringify(await reports(page, baseURL!))).not.toContain(secret);
  await shown(frame);
  await cleaned(frame);
  await drain(page, frame);
  const all = await reports(page, baseURL!);
  for (const secret of SECRETS) expect(JSON.stringify(all)).not.toContain(secret);
  expect([...new Set(all.map((message) => (message.data as { path: string }).path))]).toEqual([`${HOME}?noheader=true`]);
  // vmx-frame.js sized the iframe, and the framed path it keeps in the host's address is the clean one.
  await expect.poll(() => page.evaluate("document.querySelector('iframe#platform').style.height")).toMatch(/^\d+px$/);
  expect(new URL(page.url()).searchParams.get('vmx-path')).toBe(`${HOME}?noheader=true`);
});

test('a same-origin host page hears the framed page’s reports, with the clean path', async ({ page, baseURL }) => {
  await page.addInitScript(`
    if (window === window.top) {
      window.received = [];
      addEventListener('message', (event) => window.received.push({ origin: event.origin, data: event.data }));
    }
  `);
  await page.goto(`/demo/iframe.html?vmx-path=${encodeURIComponent(`${HOME}?noheader=true&q=my+diagnosis`)}`);
  const frame = await waitForPlatformFrame(page, baseURL!);
  await expect(frame.locator('vmx-app main[data-route="HomePage"] h1')).toBeVisible();
  await expect.poll(async () => (await reports(page, baseURL!)).length).toBeGreaterThan(0);
  await drain(page, frame);
  const paths = (await reports(page, baseURL!)).map((message) => (message.data as { path: string }).path);
  expect([...new Set(paths)]).toEqual([`${HOME}?noheader=true`]);
});
