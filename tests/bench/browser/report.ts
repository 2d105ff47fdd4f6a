/**
 * The browser bench's figures as table rows: the budgets in the bench's main table (with a
 * baseline column when the run measured a second build), and every figure in a table of its own.
 */
import { BROWSER_BUDGETS, type BrowserFigures, type BuildFigures, type ConfigurationFigures } from './index';
import type { BenchCondition } from './load';
import type { BenchElement } from './pages';

export interface BenchRow {
  what: string;
  value: string;
  baseline?: string;
  budget: string;
  status: string;
}

const ms = (value: number | null | undefined) =>
  value === null || value === undefined || Number.isNaN(value) ? 'n/a' : `${value.toFixed(0)} ms`;
const kb = (value: number) => `${value.toFixed(1)} kB`;
const within = (value: number | null | undefined, budget: number) =>
  value === null || value === undefined || Number.isNaN(value) ? 'n/a' : value <= budget ? 'ok' : 'OVER';
const CONDITION_LABELS: Record<BenchCondition, string> = { local: 'local', cpu4: 'CPU 4×', latency100: '100 ms latency' };

/** The largest layout shift of an element over its scales and conditions. */
function worstShift(build: BuildFigures, element: BenchElement): number {
  return Math.max(...Object.values(build[element]).flatMap((scale) => Object.values(scale).map((figures) => figures.layoutShift)));
}

export function browserBudgetRows(figures: BrowserFigures): BenchRow[] {
  const baseline = figures.baseline;
  const row = (what: string, read: (build: BuildFigures) => string, budget: string, status: string): BenchRow => ({
    what: `browser: ${what}`,
    value: read(figures),
    ...(baseline ? { baseline: read(baseline) } : {}),
    budget,
    status,
  });
  const demo = figures.programme.demo;
  const jsWire = (build: BuildFigures) => {
    const local = build.programme.demo.local;
    return `${kb(local.jsKb)} ${local.jsCompressed ? Object.keys(local.jsEncodings).join('+') : 'not all compressed'}`;
  };
  // 0.7 × the baseline build's figure when the run has one, else 0.7 × the figure recorded before issue 20.
  const before = baseline?.programme.demo.latency100.firstRowMs ?? figures.budgets.todayProgrammeDemoLatency100FirstRowMs;
  const latencyBudget = before > 0 ? before * BROWSER_BUDGETS.latencyFirstRowRatio : null;
  const rows: BenchRow[] = [
    row(
      'programme JS on the wire (demo, local)',
      jsWire,
      `${BROWSER_BUDGETS.programmeJsKb} kB compressed`,
      demo.local.jsCompressed ? within(demo.local.jsKb, BROWSER_BUDGETS.programmeJsKb) : 'OVER',
    ),
    row(
      'programme JS requests (demo, local)',
      (build) => `${build.programme.demo.local.jsRequests} JS of ${build.programme.demo.local.requests}`,
      `${BROWSER_BUDGETS.programmeJsRequests}`,
      within(demo.local.jsRequests, BROWSER_BUDGETS.programmeJsRequests),
    ),
  ];
  for (const element of ['programme', 'ticker', 'exhibitors'] as const) {
    rows.push(
      row(
        `${element} first paint (demo, local)`,
        (build) => ms(build[element].demo.local.firstPaintMs),
        ms(BROWSER_BUDGETS.firstPaintMs),
        within(figures[element].demo.local.firstPaintMs, BROWSER_BUDGETS.firstPaintMs),
      ),
    );
  }
  rows.push(
    row('programme first row (demo, local)', (build) => ms(build.programme.demo.local.firstRowMs), '', ''),
    row(
      'programme first row (demo, 100 ms latency)',
      (build) => ms(build.programme.demo.latency100.firstRowMs),
      latencyBudget === null ? "0.7 × today's (this run is today's)" : `0.7 × ${before.toFixed(0)} = ${ms(latencyBudget)}`,
      latencyBudget === null ? '' : within(demo.latency100.firstRowMs, latencyBudget),
    ),
    row(
      'programme first row (demo, CPU 4×)',
      (build) => ms(build.programme.demo.cpu4.firstRowMs),
      ms(BROWSER_BUDGETS.cpu4FirstRowMs),
      within(demo.cpu4.firstRowMs, BROWSER_BUDGETS.cpu4FirstRowMs),
    ),
    row(
      'programme keystroke p50 / p95 (large, local)',
      (build) => keys(build.programme.large.local),
      `p95 ${ms(BROWSER_BUDGETS.keystrokeP95Ms)}`,
      within(figures.programme.large.local.keystrokes?.p95Ms, BROWSER_BUDGETS.keystrokeP95Ms),
    ),
  );
  for (const element of ['programme', 'ticker', 'exhibitors'] as const) {
    rows.push(
      row(
        `${element} layout shift (worst configuration)`,
        (build) => worstShift(build, element).toFixed(3),
        `${BROWSER_BUDGETS.layoutShift}`,
        within(worstShift(figures, element), BROWSER_BUDGETS.layoutShift),
      ),
    );
  }
  return rows;
}

function keys(figures: ConfigurationFigures): string {
  return figures.keystrokes ? `${ms(figures.keystrokes.p50Ms)} / ${ms(figures.keystrokes.p95Ms)} (${figures.keystrokes.count})` : 'n/a';
}

/** Every figure: one row per element, scale and condition (and build, when there is a baseline). */
export function browserDetailRows(figures: BrowserFigures): Record<string, string>[] {
  const builds: [string, BuildFigures][] = [
    ['current', figures],
    ...(figures.baseline ? [['baseline', figures.baseline] as [string, BuildFigures]] : []),
  ];
  const rows: Record<string, string>[] = [];
  for (const element of ['programme', 'ticker', 'exhibitors'] as const) {
    for (const scale of ['demo', 'large'] as const) {
      for (const condition of ['local', 'cpu4', 'latency100'] as const) {
        for (const [name, build] of builds) {
          const config = build[element][scale][condition];
          rows.push({
            element,
            scale,
            condition: CONDITION_LABELS[condition],
            ...(figures.baseline ? { build: name } : {}),
            'first paint': ms(config.firstPaintMs),
            'first row': ms(config.firstRowMs),
            TBT: ms(config.totalBlockingMs),
            CLS: config.layoutShift.toFixed(3),
            'JS wire (raw)': `${kb(config.jsKb)} (${kb(config.jsDecodedKb)})`,
            'JS req (pre-row)': `${config.jsRequests} (${config.jsRequestsBeforeFirstRow})`,
            'all wire / req': `${kb(config.allKb)} / ${config.requests}`,
            'keys p50/p95': keys(config),
          });
        }
      }
    }
  }
  return rows;
}
