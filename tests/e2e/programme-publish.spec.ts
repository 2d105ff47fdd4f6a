/**
 * A programme change published while the programme is open shows in place (issue 24): an importer moves a session
 * to another room and time through the administration API (tests/programmeChange.ts, as `npm run import` does), and
 * the open page, the platform's (<vmx-app>) and a society's with <vmx-programme> (demo/programme.html), shows the
 * session where it now is, without a reload (the same document) and without the list going blank meanwhile: the
 * server tells the page through the notification hub (ProgrammeChanged) and the page reads its programme again.
 *
 * This file starts a reference server of its own (with the importer's test-only credentials): publishing changes the
 * programme every other spec reads from the shared one.
 */
import type { Locator, Page } from '@playwright/test';
import { IMPORTER_ENV, importerToken, joinedNotificationHub, publishOneSession, type OneSession } from '../programmeChange';
import { startReferenceServer, type ReferenceServer } from '../referenceServer';
import { DEMO, expect, expectNoSeriousViolations, test } from './fixtures';

const { instance, event, language } = DEMO;

let server: ReferenceServer;
let token: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startReferenceServer({ env: IMPORTER_ENV, timeoutMs: 100_000 });
  token = await importerToken(server.baseUrl);
});

test.afterAll(() => server?.stop());

const publish = (session: OneSession) => publishOneSession(server.baseUrl, token, session);

/**
 * Marks the document (a reload or navigation loses the mark) and, from now on, notes the fewest result rows the
 * root's shadow tree held in any frame: a list that went blank while it was read again shows as 0.
 */
async function watchInPlace(page: Page, rootSelector: string): Promise<void> {
  await page.evaluate(`(() => {
    window.__sameDocument = true;
    window.__fewestRows = Infinity;
    const root = document.querySelector(${JSON.stringify(rootSelector)}).shadowRoot;
    const frame = () => {
      window.__fewestRows = Math.min(window.__fewestRows, root.querySelectorAll('[part="result"]').length);
      requestAnimationFrame(frame);
    };
    frame();
  })()`);
}

async function inPlace(page: Page): Promise<{ sameDocument: boolean; fewestRows: number }> {
  return page.evaluate<{ sameDocument: boolean; fewestRows: number }>(
    '({ sameDocument: window.__sameDocument === true, fewestRows: window.__fewestRows })',
  );
}

const rowsOf = (root: Locator) => root.locator('[part="result"]');

/** Searches the root's programme for the session and expects its one row to say where and when it is. */
async function findSession(root: Locator, session: OneSession, place: RegExp): Promise<Locator> {
  await root.getByRole('searchbox', { name: 'Search the programme' }).fill('Zephyr');
  const row = rowsOf(root).filter({ hasText: session.title });
  await expect(row).toContainText(place);
  await expect(rowsOf(root)).toHaveCount(1);
  return row;
}

const session = (room: string, start: string): OneSession => ({
  guid: '5e55104e-0000-4000-8000-0000000e2e24',
  title: 'Zephyr cohort: late-breaking results',
  room,
  start,
  minutes: 45,
});

test('the platform’s programme page shows a session moved by a published import where it now is, in place', async ({ page }) => {
  const before = session('Publish Hall 1', '2026-06-11T09:30');
  const after = session('Publish Hall 2', '2026-06-11T14:00');
  await publish(before);
  const joined = joinedNotificationHub(page);
  await page.goto(`${server.baseUrl}/${instance}/${event}/${language}/search`);
  const app = page.locator('vmx-app');
  const row = await findSession(app, before, /11 June 2026, 09:30.*Publish Hall 1/);
  await joined;
  await watchInPlace(page, 'vmx-app');

  await publish(after);
  await expect(row).toContainText(/11 June 2026, 14:00.*Publish Hall 2/);
  await expect(row).not.toContainText('Publish Hall 1');
  expect(await inPlace(page)).toEqual({ sameDocument: true, fewestRows: 1 });
  await expectNoSeriousViolations(page, 'programme after a published change');
});

test('a society’s page with <vmx-programme> shows the moved session too, the element joining the notification hub itself', async ({
  page,
}) => {
  const before = session('Publish Hall 3', '2026-06-12T11:15');
  const after = session('Publish Hall 4', '2026-06-12T16:45');
  await publish(before);
  const joined = joinedNotificationHub(page);
  await page.goto(`${server.baseUrl}/demo/programme.html`);
  const programme = page.locator('vmx-programme#programme');
  const row = await findSession(programme, before, /12 June 2026, 11:15.*Publish Hall 3/);
  // The element connects a while after its first screen (ProgrammeElement.tsx).
  await joined;
  await watchInPlace(page, 'vmx-programme#programme');

  await publish(after);
  await expect(row).toContainText(/12 June 2026, 16:45.*Publish Hall 4/);
  expect(await inPlace(page)).toEqual({ sameDocument: true, fewestRows: 1 });
});
