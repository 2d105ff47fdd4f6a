/**
 * npm run bench: measures, prints a table and writes .bench/results.json. Benchmarks are not tests:
 * nothing here fails on a number; budgets are shown beside the figures.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SIZE_BUDGETS } from '../../build/sizeBudgets';
import { measureSizes } from '../../build/sizes';
import { INGEST_BUDGETS, measureIngestion } from './analytics/ingest';
import { DASHBOARD_BUDGETS, measureDashboards } from './analytics/dashboard';
import { measureBrowser } from './browser';
import { CHAT_BUDGETS, measureChatDelivery } from './chat/delivery';
import { measureOpenConversation, OPEN_BUDGETS } from './chat/openConversation';
import { browserBudgetRows, browserDetailRows, type BenchRow } from './browser/report';
import { EXHIBITOR_BUDGETS, measureExhibitorSearch } from './exhibitors';
import { IMPORT_BUDGETS, measureLargeImport } from './import/importLarge';
import { measurePublishToPage, PUBLISH_BUDGETS } from './import/publishToPage';
import { measurePasswordCheck, PASSWORD_BUDGETS } from './passwords';
import { measureProgramme, PROGRAMME_BUDGETS } from './programme';

const root = process.cwd();
// The build the servers serve: VMX_DIST_DIR, as for the server and the build.
const sizes = measureSizes(resolve(root, process.env.VMX_DIST_DIR?.trim() || 'dist'));

const rows: BenchRow[] = Object.entries(sizes).map(([name, bytes]) => {
  const budget = SIZE_BUDGETS[name];
  return {
    what: `${name} (gzip JS)`,
    value: `${(bytes / 1000).toFixed(1)} kB`,
    budget: budget ? `${(budget / 1000).toFixed(0)} kB` : '',
    status: budget ? (bytes <= budget ? 'ok' : 'OVER') : '',
  };
});
const programme = await measureProgramme();
const ms = (value: number) => `${value.toFixed(1)} ms`;
const within = (value: number, budget: number) => (value <= budget ? 'ok' : 'OVER');
rows.push(
  {
    what: 'programme: first rows (large, median)',
    value: ms(programme.firstRowsMs),
    budget: ms(PROGRAMME_BUDGETS.firstRowsMs),
    status: within(programme.firstRowsMs, PROGRAMME_BUDGETS.firstRowsMs),
  },
  {
    what: 'programme: search p95',
    value: ms(programme.searchP95Ms),
    budget: ms(PROGRAMME_BUDGETS.searchP95Ms),
    status: within(programme.searchP95Ms, PROGRAMME_BUDGETS.searchP95Ms),
  },
  {
    what: 'programme: results p95 (search+pick)',
    value: ms(programme.resultsP95Ms),
    budget: ms(PROGRAMME_BUDGETS.searchP95Ms),
    status: within(programme.resultsP95Ms, PROGRAMME_BUDGETS.searchP95Ms),
  },
  { what: 'programme: fuse.js p95 (baseline)', value: ms(programme.fuseBaselineP95Ms), budget: '', status: '' },
  {
    what: 'programme: results equal to fuse.js',
    value: programme.mismatches === 0 ? 'yes' : `${programme.mismatches} differ`,
    budget: '',
    status: programme.mismatches === 0 ? 'ok' : 'OVER',
  },
  {
    what: 'programme: rendered rows (max)',
    value: `${programme.renderedRows} of ${programme.totalRows}`,
    budget: 'bounded',
    status: programme.renderedRows < 100 ? 'ok' : 'OVER',
  },
  {
    what: 'programme: grid first cells (large, median)',
    value: ms(programme.gridFirstCellsMs),
    budget: ms(PROGRAMME_BUDGETS.gridFirstCellsMs),
    status: within(programme.gridFirstCellsMs, PROGRAMME_BUDGETS.gridFirstCellsMs),
  },
  {
    what: `programme: grid rendered cells (max, ${programme.gridRooms} rooms)`,
    value: `${programme.gridRenderedCells} of ${programme.gridDayCells}`,
    budget: `${PROGRAMME_BUDGETS.gridRenderedCells}`,
    status: within(programme.gridRenderedCells, PROGRAMME_BUDGETS.gridRenderedCells),
  },
);
const exhibitors = measureExhibitorSearch();
rows.push(
  {
    what: `exhibitors: search p95 (${exhibitors.exhibitors})`,
    value: ms(exhibitors.searchP95Ms),
    budget: ms(EXHIBITOR_BUDGETS.searchP95Ms),
    status: within(exhibitors.searchP95Ms, EXHIBITOR_BUDGETS.searchP95Ms),
  },
  { what: 'exhibitors: fuse.js p95 (baseline)', value: ms(exhibitors.fuseBaselineP95Ms), budget: '', status: '' },
  {
    what: 'exhibitors: results equal to fuse.js',
    value: exhibitors.mismatches === 0 ? 'yes' : `${exhibitors.mismatches} differ`,
    budget: '',
    status: exhibitors.mismatches === 0 ? 'ok' : 'OVER',
  },
);
const passwords = await measurePasswordCheck();
rows.push({
  what: 'password check: worst case (256 chars)',
  value: ms(passwords.worstMs),
  budget: ms(PASSWORD_BUDGETS.worstMs),
  status: within(passwords.worstMs, PASSWORD_BUDGETS.worstMs),
});
// Issue 22: messages between attendees, with a thousand of them connected (tests/bench/chat).
const chatDelivery = await measureChatDelivery();
const chatOpening = await measureOpenConversation();
const chat = {
  clients: chatDelivery.clients,
  deliveryP95Ms: chatDelivery.deliveryP95Ms,
  openMs: chatOpening.openMs,
  renderedRows: chatOpening.renderedRows,
  delivery: chatDelivery,
  opening: chatOpening,
};
rows.push(
  {
    what: `chat: delivery p95 (${chatDelivery.clients} clients, ${chatDelivery.ratePerSecond} msg/s)`,
    value: ms(chatDelivery.deliveryP95Ms),
    budget: ms(CHAT_BUDGETS.deliveryP95Ms),
    status: within(chatDelivery.deliveryP95Ms, CHAT_BUDGETS.deliveryP95Ms),
  },
  {
    what: 'chat: delivery p50 / max',
    value: `${ms(chatDelivery.deliveryP50Ms)} / ${ms(chatDelivery.deliveryMaxMs)}`,
    budget: '',
    status: '',
  },
  {
    what: `chat: open a conversation of ${chatOpening.messages} messages (median)`,
    value: ms(chatOpening.openMs),
    budget: ms(OPEN_BUDGETS.openMs),
    status: within(chatOpening.openMs, OPEN_BUDGETS.openMs),
  },
  {
    what: 'chat: rendered message rows (max)',
    value: `${chatOpening.renderedRows} of ${chatOpening.messages}`,
    budget: 'bounded',
    status: chatOpening.renderedRows < 100 ? 'ok' : 'OVER',
  },
  {
    what: `chat: messages lost (of ${chatDelivery.messages})`,
    value: String(chatDelivery.lost),
    budget: '0',
    status: chatDelivery.lost === 0 ? 'ok' : 'OVER',
  },
);
// Issue 24: a large congress's programme imported through the administration API (tests/bench/import).
const largeImport = await measureLargeImport();
const publishToPage = await measurePublishToPage();
const programmeImport = {
  largeMs: largeImport.largeMs,
  publishToPageMs: publishToPage.publishToPageMs,
  large: largeImport,
  publishToPage,
};
rows.push(
  {
    what: `import: ${largeImport.presentations.toLocaleString('en-GB')} presentations, dry run + draft + publish`,
    value: ms(largeImport.largeMs),
    budget: ms(IMPORT_BUDGETS.largeMs),
    status: within(largeImport.largeMs, IMPORT_BUDGETS.largeMs),
  },
  {
    what: 'import: read / dry run / draft / publish',
    value: [largeImport.readMs, largeImport.dryRunMs, largeImport.draftMs, largeImport.publishMs].map(ms).join(' / '),
    budget: '',
    status: '',
  },
  {
    what: 'import: one-session change, publish to an open page (median)',
    value: ms(publishToPage.publishToPageMs),
    budget: ms(PUBLISH_BUDGETS.publishToPageMs),
    status: within(publishToPage.publishToPageMs, PUBLISH_BUDGETS.publishToPageMs),
  },
  { what: 'import: its publish request alone (median)', value: ms(publishToPage.publishRequestMs), budget: '', status: '' },
);
// Issue 23: tracked events posted to one server process and stored (tests/bench/analytics).
const ingestion = await measureIngestion();
// results.json's `analytics`: analytics.ingestPerSec (and the dashboards' analytics.dashboardMs beside it).
const analytics: Record<string, unknown> = { ingestPerSec: ingestion.ingestPerSec, ingest: ingestion };
rows.push({
  what: `analytics: events stored per second (${ingestion.concurrency} clients, batches of 100)`,
  value: `${Math.round(ingestion.ingestPerSec).toLocaleString('en-GB')}/s`,
  budget: `≥ ${INGEST_BUDGETS.ingestPerSec.toLocaleString('en-GB')}/s`,
  status: ingestion.ingestPerSec >= INGEST_BUDGETS.ingestPerSec ? 'ok' : 'UNDER',
});
// The dashboards over roll-ups standing for 10 million events, over HTTP from a server process (tests/bench/analytics).
const dashboards = await measureDashboards();
analytics.dashboardMs = dashboards.dashboardMs;
analytics.dashboards = dashboards;
rows.push(
  {
    what: `analytics: dashboard, slower of event and company (${(dashboards.events / 1e6).toFixed(0)} M events, median)`,
    value: ms(dashboards.dashboardMs),
    budget: ms(DASHBOARD_BUDGETS.dashboardMs),
    status: within(dashboards.dashboardMs, DASHBOARD_BUDGETS.dashboardMs),
  },
  {
    what: 'analytics: event / company dashboard p95',
    value: `${ms(dashboards.eventP95Ms)} / ${ms(dashboards.companyP95Ms)}`,
    budget: '',
    status: '',
  },
  { what: 'analytics: event dashboard, first answer after start', value: ms(dashboards.eventFirstMs), budget: '', status: '' },
);
// In Chromium, on pages of their own (issue 20): tests/bench/browser.
const browser = await measureBrowser();
rows.push(...browserBudgetRows(browser));
printTable(rows);
console.log('\nbrowser bench, every figure (medians of the runs; keystrokes pooled):');
printTable(browserDetailRows(browser));

mkdirSync(join(root, '.bench'), { recursive: true });
writeFileSync(
  join(root, '.bench/results.json'),
  `${JSON.stringify({ sizes, programme, exhibitors, passwords, chat, import: programmeImport, analytics, browser }, null, 2)}\n`,
);
console.log('\nwrote .bench/results.json');

function printTable(table: readonly object[]): void {
  // Every row's columns, in the order they first appear; a baseline column (a run with a second build) beside the value.
  const seen = [...new Set(table.flatMap((row) => Object.keys(row)))];
  const columns = seen.includes('baseline')
    ? seen.filter((column) => column !== 'baseline').flatMap((column) => (column === 'value' ? ['value', 'baseline'] : [column]))
    : seen;
  const cell = (row: object, column: string) => (row as Record<string, string | undefined>)[column] ?? '';
  const widths = columns.map((column) => Math.max(column.length, ...table.map((row) => cell(row, column).length)));
  const line = (cells: string[]) => `| ${cells.map((text, i) => text.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(line(columns));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of table) console.log(line(columns.map((column) => cell(row, column))));
}
