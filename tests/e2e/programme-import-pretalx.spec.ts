/**
 * A pretalx export imported and shown in <vmx-programme> matches it session for session (issue 24, Real data):
 * pretalx's demo conference (tests/fixtures/import/pretalx-democon.json, 36 talks in two rooms over three days in
 * December 2020) is imported into the demo congress as `npm run import` imports it (server/cli/import.ts: a service
 * token, the import kept as the pending draft, then `--publish`), and a society's page with <vmx-programme>
 * (demo/programme.html) shows every talk of the file: its title on its day (the day tab), at its start and end in the
 * event's time zone (the grid's cell and the list's row), in its room (the grid's room row, the list's row) and with
 * its speakers (the sessions' and presentations' lists name who presents; a talk's page names every speaker, as its
 * abstract's authors: server/programmeImport/plan.ts). Each day of the file holds the file's talks and nothing else.
 * The same file imported again (a dry run) adds, changes and withdraws nothing.
 *
 * Which days: the programme offers the days its sessions are on (PAGData Days, server/routes/programme.ts, and the
 * timetable's tabs, core/programme/timetable.ts), not the event's dates, so the talks of 2020 get three day tabs of
 * their own beside the demo congress's four days of June 2026. Nothing is moved to fit: neither the event's dates nor
 * the file's times are changed, and the demo's own sessions (which came from no import) stay as they are.
 *
 * Expected times are computed, not written down: each talk's instant from the file (`date`, with its UTC offset,
 * plus `duration`) as a wall time in the event's zone as the server gives it (PAGData TimeZone), with Intl.
 *
 * This file starts a reference server of its own (with the importer's test-only credentials): importing changes the
 * programme every other spec reads from the shared one.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { PROGRAMME_ITEM_KINDS, type ProgrammeChangeCounts, type ProgrammeImportReport } from '../../src/contracts';
import { readImportArgs, runImport } from '../../server/cli/import';
import { IMPORTER_ENV } from '../programmeChange';
import { startReferenceServer, type ReferenceServer } from '../referenceServer';
import { DEMO, expect, expectNoSeriousViolations, test } from './fixtures';

const { event, language } = DEMO;
const FILE = 'tests/fixtures/import/pretalx-democon.json';

interface Person {
  public_name?: string;
  name?: string;
}
interface Talk {
  guid: string;
  date: string;
  duration: string;
  room: string;
  title: string;
  persons: Person[];
}

/** The file's talks, as pretalx wrote them (schedule JSON v1: conference.days[].rooms[room][]). */
const talks: Talk[] = (
  JSON.parse(readFileSync(FILE, 'utf8')) as { schedule: { conference: { days: { rooms: Record<string, Talk[]> }[] } } }
).schedule.conference.days.flatMap((day) => Object.values(day.rooms).flat());

/** A talk as the page should show it, in the event's zone. */
interface Shown {
  talk: Talk;
  /** YYYY-MM-DD in the event's zone. */
  day: string;
  /** '14 December 2020' (the programme's default date format, DD MMMM YYYY). */
  date: string;
  /** 'HH:mm–HH:mm'. */
  times: string;
  speakers: string[];
}

function minutesOf(duration: string): number {
  const [hours, minutes] = duration.split(':').map(Number);
  return hours! * 60 + minutes!;
}

function shownIn(timeZone: string): Shown[] {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const date = new Intl.DateTimeFormat('en-GB', { timeZone, day: '2-digit', month: 'long', year: 'numeric' });
  const time = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return talks.map((talk) => {
    const start = Date.parse(talk.date);
    const end = start + minutesOf(talk.duration) * 60_000;
    return {
      talk,
      day: day.format(start),
      date: date.format(start),
      times: `${time.format(start)}–${time.format(end)}`,
      speakers: talk.persons.map((person) => (person.public_name || person.name)!),
    };
  });
}

/** A day's tab as the page names it (grid/dayName.ts: the calendar date, short, in the page's language). */
const dayTabName = (day: string) =>
  new Intl.DateTimeFormat(language, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    Date.parse(`${day}T00:00:00Z`),
  );

let server: ReferenceServer;
let timeZone: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startReferenceServer({ env: IMPORTER_ENV, timeoutMs: 100_000 });
});

test.afterAll(() => server?.stop());

/** `npm run import -- <args> --server <this server>`, with the importer's credentials in the environment. */
async function npmRunImport(...args: string[]): Promise<ProgrammeImportReport> {
  const report = await runImport(readImportArgs([...args, '--server', server.baseUrl], { ...IMPORTER_ENV }));
  expect(report).not.toBeNull();
  expect(report!.Problems).toEqual([]);
  return report!;
}

const counts = (report: ProgrammeImportReport) => Object.fromEntries(PROGRAMME_ITEM_KINDS.map((kind) => [kind, report.Counts[kind]]));
const only = (added: Partial<ProgrammeChangeCounts>): ProgrammeChangeCounts => ({
  Added: 0,
  Changed: 0,
  Withdrawn: 0,
  Restored: 0,
  Unchanged: 0,
  ...added,
});

test('the pretalx file imports and publishes: its 2 rooms, 27 speakers and 36 talks added; imported again, nothing added or changed', async () => {
  expect(talks).toHaveLength(36);
  const imported = await npmRunImport('--event', event, '--format', 'pretalx-json', FILE);
  expect(imported.Files).toEqual(['pretalx-democon.json']);
  expect(counts(imported)).toEqual({
    room: only({ Added: 2 }),
    speaker: only({ Added: 27 }),
    session: only({ Added: 36 }),
    presentation: only({ Added: 36 }),
  });
  const published = await npmRunImport('--event', event, '--publish');
  expect(published.Published).toBe(true);

  const again = await npmRunImport('--event', event, '--format', 'pretalx-json', FILE, '--dry-run');
  expect(again.Changes).toEqual([]);
  expect(again.DraftId).toBeNull();
  expect(counts(again)).toEqual({
    room: only({ Unchanged: 2 }),
    speaker: only({ Unchanged: 27 }),
    session: only({ Unchanged: 36 }),
    presentation: only({ Unchanged: 36 }),
  });

  // The zone the page shows times in.
  const { Id } = (await (await fetch(`${server.baseUrl}/api/Event/Shortname?shortName=${event}`)).json()) as { Id: number };
  const data = (await (await fetch(`${server.baseUrl}/api/Modules/PAGData?eventid=${Id}&language=${language}`)).json()) as {
    TimeZone: string;
  };
  timeZone = data.TimeZone;
  expect(timeZone).toBeTruthy();
});

/** The text of every row of the element's list, read while scrolling down it (the list puts only rows near the view in the page). */
async function allRows(page: Page, root: Locator, idAttribute: string): Promise<Map<string, string>> {
  const rows = new Map<string, string>();
  // The rows of the view asked for (the previous view's rows may still show while it comes).
  const results = root.locator(`[part="result"][${idAttribute}]`);
  await expect(results.first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  for (let step = 0; step < 100; step++) {
    for (const [id, text] of await results.evaluateAll(
      (elements, attribute) => elements.map((element) => [element.getAttribute(attribute) ?? '', (element as HTMLElement).innerText]),
      idAttribute,
    ))
      rows.set(id!, text!.replace(/\s+/g, ' '));
    const moved = await page.evaluate(() => {
      const before = window.scrollY;
      window.scrollBy(0, window.innerHeight / 2);
      return window.scrollY !== before;
    });
    if (!moved) break;
    // The rows that came into view are rendered in the next frames.
    await page.waitForTimeout(100);
  }
  return rows;
}

/** The one row that names the talk's title and date (no title of the file holds another). */
function rowOf(rows: Map<string, string>, title: string, date: string): string {
  const found = [...rows.values()].filter((text) => text.includes(title) && text.includes(date));
  expect(found, title).toHaveLength(1);
  return found[0]!;
}

test.describe('on a society’s page', () => {
  test.use({ viewport: { width: 1440, height: 1000 } });

  test('every talk of the file shows on its day, at its time, in its room, with its speakers', async ({ page }) => {
    test.setTimeout(180_000);
    const shown = shownIn(timeZone);
    const days = [...new Set(shown.map((item) => item.day))].sort();
    expect(days).toHaveLength(3);

    await page.goto(`${server.baseUrl}/demo/programme.html`);
    const root = page.locator('vmx-programme#programme');
    const views = root.locator('[part="views"]');
    const layout = (name: 'List' | 'Timetable') => root.locator('[part="layout-switch"]').getByRole('link', { name, exact: true });

    for (const day of days) {
      const ofDay = shown.filter((item) => item.day === day);
      await views.getByRole('link', { name: 'Sessions', exact: true }).click();
      await layout('Timetable').click();
      await root
        .locator('[part="days"]')
        .getByRole('link', { name: dayTabName(day), exact: true })
        .click();
      await expect(root.locator('[part="days"] a[aria-current="date"]')).toHaveText(dayTabName(day));

      // The timetable: each talk a cell in its room's row, at its times; the day holds the file's talks only.
      const grid = root.getByRole('grid');
      await expect(grid).toBeVisible();
      for (const { talk, times } of ofDay) {
        const room = grid.getByRole('row').filter({ has: page.getByRole('rowheader', { name: talk.room, exact: true }) });
        const cell = room.locator('[part="cell"]').filter({ has: page.getByText(talk.title, { exact: true }) });
        await expect(cell, talk.title).toHaveCount(1);
        await expect(cell, talk.title).toContainText(times);
      }
      await expect(grid.locator('[part="cell"]')).toHaveCount(ofDay.length);
      if (day === days[0]) await expectNoSeriousViolations(page, 'the imported programme’s timetable');

      // The list of the same day: date, times, room, title and who presents in each session's row, and no other session.
      await layout('List').click();
      const sessionRows = await allRows(page, root, 'data-session-id');
      expect(sessionRows.size, day).toBe(ofDay.length);
      for (const { talk, date, times, speakers } of ofDay) {
        const row = rowOf(sessionRows, talk.title, date);
        expect(row).toContain(`${date}, ${times} · ${talk.room}`);
        if (speakers[0]) expect(row).toContain(`Speaker: ${speakers[0]}`);
      }

      // The presentations of the day: each talk's, with who presents it.
      await views.getByRole('link', { name: 'Presentations', exact: true }).click();
      const presentationRows = await allRows(page, root, 'data-presentation-id');
      expect(presentationRows.size, day).toBe(ofDay.length);
      for (const { talk, date, times, speakers } of ofDay) {
        const row = rowOf(presentationRows, talk.title, date);
        expect(row).toContain(`${date}, ${times} · ${talk.room}`);
        expect(row).toContain(speakers[0]);
      }

      // A talk of several speakers: its page names them all (the abstract's authors), in the file's order.
      for (const { talk, speakers } of ofDay.filter((item) => item.speakers.length > 1)) {
        // The row's title links to the talk's page (its session's name, the same title, to the session's).
        const rows = root.locator('[part="result"]');
        await rows.getByRole('link', { name: talk.title, exact: true }).and(rows.locator('a[href*="/presentation/"]')).click();
        const presentation = root.locator('[part="presentation"]');
        await expect(presentation.getByRole('heading', { name: talk.title })).toBeVisible();
        await expect(presentation.getByRole('region', { name: 'Abstract' })).toContainText(speakers.join(', '));
        await root.locator('[part="back"]').click();
        // Back at the day's presentations.
        await expect(root.getByRole('combobox', { name: 'Day', exact: true })).toHaveValue(day);
        await expect(root.getByText(`${ofDay.length} presentations`, { exact: true })).toBeVisible();
      }
    }
  });
});
