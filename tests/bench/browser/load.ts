/**
 * One measured page load of a bench page (pages.ts) in a new browser context (empty caches), under one
 * condition set through the Chrome DevTools Protocol: none, the CPU slowed 4× (a mid-range phone:
 * Emulation.setCPUThrottlingRate) or 100 ms added to every request (Network.emulateNetworkConditions).
 *
 * The page's HTML: the server answers the bench path (with its standalone page, as it answers any page
 * address) and the bench swaps the body at the response stage (Fetch.requestPaused), so the document comes
 * over the network with the emulated latency like every other request, and nothing else is intercepted
 * (Playwright's page.route would hold every request of the page for a look).
 */
import type { Browser, CDPSession, Page } from '@playwright/test';
import { initScript, keyResultScript, PAGE_FIGURES_SCRIPT } from './inPage';
import { benchPageHtml, benchPath, type BenchTarget } from './pages';

export type BenchCondition = 'local' | 'cpu4' | 'latency100';
export const BENCH_CONDITIONS: readonly BenchCondition[] = ['local', 'cpu4', 'latency100'];

/** The page has settled once no request started or ended for this long after its first row. */
const NETWORK_QUIET_MS = 500;
/** ...or this long after its first row at most (a realtime connection may stay open). */
const SETTLE_CAP_MS = 8_000;
/** How long a load may take to show its first row, and how often the bench asks whether it has. */
const FIRST_ROW_TIMEOUT_MS = 60_000;
const POLL_MS = 50;
/** A keystroke's results are in once nothing changed for this long after the last change was painted. */
const KEY_QUIET_MS = 100;

export interface LoadFigures {
  firstPaintMs: number | null;
  firstContentfulPaintMs: number | null;
  firstRowMs: number;
  /** Sum of each long task's time over 50 ms, from the navigation until the page settled. */
  totalBlockingMs: number;
  layoutShift: number;
  /** Encoded (on the wire) body bytes and requests until the page settled, the document included. */
  jsBytes: number;
  jsDecodedBytes: number;
  jsRequests: number;
  /** JS requests started before the first row was painted. */
  jsRequestsBeforeFirstRow: number;
  allBytes: number;
  requests: number;
  /** Content-Encoding of the JS responses: their count per encoding ('identity' for none). */
  jsEncodings: Record<string, number>;
  /** Keystroke to results painted, one per typed letter (none where the element has no search or it was not asked for). */
  keystrokesMs: number[];
}

interface PageFigures {
  paint: Record<string, number>;
  firstRowMs: number;
  longTasks: { start: number; duration: number }[];
  layoutShift: number;
  resources: { url: string; encodedBodySize: number; decodedBodySize: number; startTime: number }[];
  now: number;
}

export async function measureLoad(
  browser: Browser,
  baseUrl: string,
  target: BenchTarget,
  condition: BenchCondition,
  options: { keystrokes: boolean },
): Promise<LoadFigures> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: initScript(target.tag, target.rowSelector) });
    const cdp = await context.newCDPSession(page);
    const network = await watchNetwork(cdp);
    await serveBenchPage(cdp, target);
    if (condition === 'cpu4') await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    if (condition === 'latency100') {
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 100, downloadThroughput: -1, uploadThroughput: -1 });
    }
    await page.goto(`${baseUrl}${benchPath(target.element)}`, { waitUntil: 'commit' });
    await untilInPage(cdp, 'window.__vmxBench?.firstRowMs != null', FIRST_ROW_TIMEOUT_MS);
    await network.settled();
    const figures = await page.evaluate<PageFigures>(PAGE_FIGURES_SCRIPT);
    const keystrokesMs = options.keystrokes && target.typed.length > 0 ? await typeAndMeasure(page, target) : [];
    return { ...summarise(figures, network.encodings), keystrokesMs };
  } finally {
    await context.close();
  }
}

/**
 * Polls an expression in the page through CDP's Runtime.evaluate until it is true. Not Playwright's waitForFunction:
 * that first evaluates Playwright's own injected script in the page, some 80 ms of the main thread with the CPU
 * slowed 4×, in the middle of the load being measured.
 */
async function untilInPage(cdp: CDPSession, expression: string, timeoutMs: number): Promise<void> {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    const { result } = (await cdp.send('Runtime.evaluate', { expression, returnByValue: true })) as { result: { value?: unknown } };
    if (result.value === true) return;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`bench: ${expression} not true after ${timeoutMs} ms`);
}

async function serveBenchPage(cdp: CDPSession, target: BenchTarget): Promise<void> {
  const body = Buffer.from(benchPageHtml(target)).toString('base64');
  cdp.on('Fetch.requestPaused', (event: { requestId: string }) => {
    void cdp
      .send('Fetch.fulfillRequest', {
        requestId: event.requestId,
        responseCode: 200,
        responseHeaders: [
          { name: 'content-type', value: 'text/html; charset=utf-8' },
          { name: 'cache-control', value: 'no-store' },
        ],
        body,
      })
      .catch(() => undefined);
  });
  await cdp.send('Fetch.enable', { patterns: [{ urlPattern: `*${benchPath(target.element)}`, requestStage: 'Response' }] });
}

/** Requests in flight and the last time one started or ended; each response's Content-Encoding by URL. */
async function watchNetwork(cdp: CDPSession): Promise<{ settled(): Promise<void>; encodings: Map<string, string> }> {
  const inFlight = new Set<string>();
  const encodings = new Map<string, string>();
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', (event: { requestId: string; type?: string }) => {
    lastActivity = Date.now();
    if (event.type !== 'EventSource') inFlight.add(event.requestId);
  });
  cdp.on('Network.responseReceived', (event: { response: { url: string; headers: Record<string, string> } }) => {
    const header = Object.entries(event.response.headers).find(([name]) => name.toLowerCase() === 'content-encoding');
    encodings.set(event.response.url, header?.[1] ?? 'identity');
  });
  const end = (event: { requestId: string }) => {
    lastActivity = Date.now();
    inFlight.delete(event.requestId);
  };
  cdp.on('Network.loadingFinished', end);
  cdp.on('Network.loadingFailed', end);
  await cdp.send('Network.enable');
  return {
    encodings,
    async settled() {
      const start = Date.now();
      while (Date.now() - start < SETTLE_CAP_MS) {
        if (inFlight.size === 0 && Date.now() - lastActivity >= NETWORK_QUIET_MS) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

function isScript(url: string): boolean {
  return /\.m?js$/.test(new URL(url).pathname);
}

function summarise(figures: PageFigures, encodings: Map<string, string>): Omit<LoadFigures, 'keystrokesMs'> {
  const js = figures.resources.filter((resource) => isScript(resource.url));
  const sum = (list: typeof figures.resources, size: (entry: (typeof list)[number]) => number) =>
    list.reduce((total, entry) => total + size(entry), 0);
  const jsEncodings: Record<string, number> = {};
  for (const resource of js) {
    const encoding = encodings.get(resource.url) ?? 'unknown';
    jsEncodings[encoding] = (jsEncodings[encoding] ?? 0) + 1;
  }
  return {
    firstPaintMs: figures.paint['first-paint'] ?? null,
    firstContentfulPaintMs: figures.paint['first-contentful-paint'] ?? null,
    firstRowMs: figures.firstRowMs,
    totalBlockingMs: figures.longTasks.reduce((total, task) => total + Math.max(0, task.duration - 50), 0),
    layoutShift: figures.layoutShift,
    jsBytes: sum(js, (entry) => entry.encodedBodySize),
    jsDecodedBytes: sum(js, (entry) => entry.decodedBodySize),
    jsRequests: js.length,
    jsRequestsBeforeFirstRow: js.filter((entry) => entry.startTime < figures.firstRowMs).length,
    allBytes: sum(figures.resources, (entry) => entry.encodedBodySize),
    requests: figures.resources.length,
    jsEncodings,
  };
}

/**
 * Types each query into the element's search box letter by letter, each letter once the previous one's
 * results are in, then clears the box (not timed). Real key events (CDP Input), so the browser's own
 * input handling is part of the time.
 */
async function typeAndMeasure(page: Page, target: BenchTarget): Promise<number[]> {
  const box = page.locator(`${target.tag} input[type="search"]`).first();
  try {
    await box.waitFor({ timeout: 10_000 });
    await box.focus();
  } catch {
    return [];
  }
  const samples: number[] = [];
  const press = async (key: string): Promise<number | null> => {
    await page.evaluate('window.__vmxBench.armKey()');
    await page.keyboard.press(key);
    const start = Date.now();
    while (Date.now() - start < 15_000) {
      const result = await page.evaluate<{ ms: number } | null>(keyResultScript(KEY_QUIET_MS));
      if (result) return result.ms;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return null;
  };
  for (const query of target.typed) {
    for (const letter of query) {
      const ms = await press(letter === ' ' ? 'Space' : letter);
      if (ms !== null) samples.push(ms);
    }
    await page.keyboard.press('ControlOrMeta+a');
    await press('Backspace');
  }
  return samples;
}
