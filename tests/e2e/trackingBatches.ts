/**
 * What the browser tests of tracking (issue 23; src/contracts/analytics.ts) share: the analytics consent given or
 * declined by its cookies, the tracking batches a page sends as the server receives them (by fetch and by beacon),
 * the page left as a browser leaves it (pagehide), and the kinds and events of the batches.
 */
import type { BrowserContext, Page, Request } from '@playwright/test';
import type { TrackedEvent, TrackingBatch } from '../../src/contracts';
import { DEMO } from './fixtures';

/** Both consent cookies of the demo event: "accept all" or "necessary only" (shell-access-identity.md section 4). */
export async function setConsent(context: BrowserContext, baseURL: string, value: 'accepted' | 'declined'): Promise<void> {
  const url = new URL(baseURL);
  await context.addCookies(
    [`${DEMO.event}.cookie`, `${DEMO.event}.cookie.typekit`].map((name) => ({
      name,
      value,
      domain: url.hostname,
      path: '/',
      sameSite: 'Lax' as const,
    })),
  );
}

const BEACONS_KEY = 'vmx-test-beacons';

/**
 * The tracking batches the page sends, as the server receives them, each once: those sent by fetch from the requests,
 * those sent by beacon from the page (Playwright does not always show a beacon's Blob body): sendBeacon is wrapped to
 * keep each body in session storage, which outlives the page's navigations in the tab.
 */
export async function collectBatches(page: Page): Promise<() => Promise<TrackingBatch[]>> {
  await page.addInitScript((key) => {
    const Original = Blob;
    class Recorded extends Original {
      readonly text_: string | null;
      constructor(parts?: BlobPart[], options?: BlobPropertyBag) {
        super(parts, options);
        this.text_ = parts?.every((part) => typeof part === 'string') ? parts.join('') : null;
      }
    }
    window.Blob = Recorded;
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      const sent = send(url, data);
      if (sent && data instanceof Recorded && data.text_ !== null && String(url).includes('/api/Analytics/Events')) {
        sessionStorage.setItem(key, JSON.stringify([...(JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[]), data.text_]));
      }
      return sent;
    };
  }, BEACONS_KEY);
  const fetched: TrackingBatch[] = [];
  page.on('request', (request: Request) => {
    if (request.method() !== 'POST' || !/\/api\/Analytics\/Events$/i.test(new URL(request.url()).pathname)) return;
    // A beacon is a request too (a ping), with or without its body: it is counted once, from session storage.
    if (request.resourceType() === 'ping') return;
    const body = request.postData();
    if (body) fetched.push(JSON.parse(body) as TrackingBatch);
  });
  return async () => {
    const beacons = (await page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[], BEACONS_KEY)).map(
      (body) => JSON.parse(body) as TrackingBatch,
    );
    return [...fetched, ...beacons];
  };
}

/** The page is left (pagehide): what waits goes out by beacon at once. */
export async function leavePage(page: Page): Promise<void> {
  await page.evaluate(() => dispatchEvent(new PageTransitionEvent('pagehide')));
}

export const kinds = (batches: TrackingBatch[]) => batches.flatMap((batch) => batch.events.map((tracked) => tracked.kind));

/** The events of the batches, in the order sent. */
export const trackedEvents = (batches: TrackingBatch[]): TrackedEvent[] => batches.flatMap((batch) => batch.events);
