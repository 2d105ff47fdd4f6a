/**
 * Issue 24's publishing figure (`import.publishToPageMs`, budget ≤ 2 s): a one-session change published through the
 * administration API reaches a page that has the programme open. A reference server on the built bundle
 * (tests/referenceServer.ts, with the importer's credentials) and a society's page with <vmx-programme>
 * (demo/programme.html) in Chromium, searched down to the one imported session (tests/programmeChange.ts). Each run
 * imports the session moved to the other of two rooms and times (untimed: the import, kept as the pending draft) from
 * just before POST /api/Admin/Programme/Publish until the element's DOM shows the session in its new room: the
 * publication, ProgrammeChanged on the notification hub, the lists read again and the search view rendered with
 * them. The median of RUNS.
 */
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../chromium';
import {
  IMPORTER_ENV,
  importDraft,
  importerToken,
  joinedNotificationHub,
  oneSessionSchedule,
  publishDraft,
  type OneSession,
} from '../../programmeChange';
import { startReferenceServer } from '../../referenceServer';

export const PUBLISH_BUDGETS = { publishToPageMs: 2_000 } as const;
const RUNS = 5;
/** How long one run may take before the bench gives up on it. */
const RUN_TIMEOUT_MS = 30_000;

const PLACES: readonly OneSession[] = [
  {
    guid: '5e55104e-0000-4000-8000-00000000be24',
    title: 'Zephyr cohort: publish bench',
    room: 'Bench Hall A',
    start: '2026-06-11T09:30',
    minutes: 45,
  },
  {
    guid: '5e55104e-0000-4000-8000-00000000be24',
    title: 'Zephyr cohort: publish bench',
    room: 'Bench Hall B',
    start: '2026-06-11T14:00',
    minutes: 45,
  },
];

export interface PublishToPageFigures {
  runs: number;
  /** Median, just before POST Publish to the element's DOM showing the session where it now is. */
  publishToPageMs: number;
  publishToPageMsRuns: number[];
  /** Median of the POST Publish request alone (its answer, in the bench). */
  publishRequestMs: number;
}

export async function measurePublishToPage(): Promise<PublishToPageFigures> {
  const server = await startReferenceServer({ env: { LOG_LEVEL: 'warn', ...IMPORTER_ENV } });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  try {
    const token = await importerToken(server.baseUrl);
    await importDraft(server.baseUrl, token, oneSessionSchedule(PLACES[0]!));
    await publishDraft(server.baseUrl, token);

    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const joined = joinedNotificationHub(page);
    await page.goto(`${server.baseUrl}/demo/programme.html`);
    const programme = page.locator('vmx-programme#programme');
    await programme.getByRole('searchbox', { name: 'Search the programme' }).fill('Zephyr');
    await programme.locator('[part="result"]').filter({ hasText: PLACES[0]!.room }).waitFor();
    // <vmx-programme> joins the notification hub a while after its first screen (ProgrammeElement.tsx).
    await joined;

    const runsMs: number[] = [];
    const requestsMs: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const to = PLACES[(run + 1) % PLACES.length]!;
      await importDraft(server.baseUrl, token, oneSessionSchedule(to));
      await watchFor(page, to.room);
      const started = Date.now();
      await publishDraft(server.baseUrl, token);
      requestsMs.push(Date.now() - started);
      const shownAt = await shown(page);
      runsMs.push(shownAt - started);
    }
    return { runs: RUNS, publishToPageMs: median(runsMs), publishToPageMsRuns: runsMs, publishRequestMs: median(requestsMs) };
  } finally {
    await browser.close();
    await server.kill('SIGTERM');
  }
}

/**
 * Starts watching the element's shadow tree: window.__vmxShownAt becomes the wall-clock time (Date.now(), the same
 * clock as the bench's on this machine) of the first DOM change after which a result row names the room. A string,
 * as tests/bench/browser/inPage.ts's scripts are.
 */
function watchFor(page: Page, room: string): Promise<void> {
  return page.evaluate(`(() => {
    window.__vmxShownAt = null;
    const root = document.querySelector('vmx-programme#programme').shadowRoot;
    const showsRoom = () => [...root.querySelectorAll('[part="result"]')].some((row) => row.textContent.includes(${JSON.stringify(room)}));
    if (showsRoom()) throw new Error('the room shows before the publication');
    const observer = new MutationObserver(() => {
      if (!showsRoom()) return;
      window.__vmxShownAt = Date.now();
      observer.disconnect();
    });
    observer.observe(root, { subtree: true, childList: true, characterData: true });
  })()`);
}

async function shown(page: Page): Promise<number> {
  const handle = await page.waitForFunction('window.__vmxShownAt', undefined, { timeout: RUN_TIMEOUT_MS, polling: 50 });
  return (await handle.jsonValue()) as number;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}
