/**
 * The load test's figures as table rows (figure | value | budget | status), and the table on stdout. A budget
 * is shown, never enforced: a status of UNDER or OVER marks a figure past it.
 */
import type { LoadFigures } from './http';
import type { ProgrammeListFigures } from './programme';
import type { SignInFigures } from './signIn';
import { START_OF_PAGE_BUDGETS, type NamedLoad } from './startOfPage';
import { SIGN_IN_BUDGETS } from './signIn';

export interface LoadRow {
  figure: string;
  value: string;
  budget: string;
  status: string;
}

interface LoadBudgets {
  requestsPerSecond?: number;
  p99Ms?: number;
}

const whole = (value: number) => Math.round(value).toLocaleString('en-GB');
const rate = (value: number, unit = 'req/s') => `${whole(value)} ${unit}`;
const ms = (value: number) => `${value.toFixed(0)} ms`;
const size = (bytes: number) => (bytes >= 1e6 ? `${(bytes / 1e6).toFixed(2)} MB` : `${(bytes / 1e3).toFixed(1)} kB`);
const percent = (ratio: number) => `${(ratio * 100).toFixed(0)} %`;
const atLeast = (value: number, budget: number | undefined) => (budget === undefined ? '' : value >= budget ? 'ok' : 'UNDER');
const atMost = (value: number, budget: number | undefined) => (budget === undefined ? '' : value <= budget ? 'ok' : 'OVER');

/** Answers that are neither 2xx nor 3xx, and requests without an answer. */
const failures = (figures: LoadFigures) => figures.non2xx + figures.errors;

/** Throughput and p99 of one load, and its failures when it had any. */
function loadRows(label: string, figures: LoadFigures, budgets: LoadBudgets = {}, unit?: string): LoadRow[] {
  const rows: LoadRow[] = [
    {
      figure: `${label}: throughput`,
      value: rate(figures.requestsPerSecond, unit),
      budget: budgets.requestsPerSecond === undefined ? '' : `≥ ${rate(budgets.requestsPerSecond, unit)}`,
      status: atLeast(figures.requestsPerSecond, budgets.requestsPerSecond),
    },
    {
      figure: `${label}: p99 (p50)`,
      value: `${ms(figures.p99Ms)} (${ms(figures.p50Ms)})`,
      budget: budgets.p99Ms === undefined ? '' : `≤ ${ms(budgets.p99Ms)}`,
      status: atMost(figures.p99Ms, budgets.p99Ms),
    },
  ];
  if (failures(figures) > 0) rows.push(failureRow(label, [figures]));
  return rows;
}

function failureRow(label: string, loads: readonly LoadFigures[]): LoadRow {
  const sum = (read: (figures: LoadFigures) => number) => loads.reduce((total, figures) => total + read(figures), 0);
  const statuses = loads
    .flatMap((figures) => Object.entries(figures.statuses))
    .filter(([code]) => !/^[23]/.test(code))
    .reduce<Record<string, number>>((counts, [code, count]) => ({ ...counts, [code]: (counts[code] ?? 0) + count }), {});
  const codes = Object.entries(statuses).map(([code, count]) => `${whole(count)}× ${code}`);
  const errors = sum((figures) => figures.errors);
  const timeouts = sum((figures) => figures.timeouts);
  return {
    figure: `${label}: not 2xx/3xx, errors`,
    value: `${whole(sum((figures) => figures.non2xx))}${codes.length > 0 ? ` (${codes.join(', ')})` : ''}, ${whole(errors)}${timeouts > 0 ? ` (${whole(timeouts)} timeouts)` : ''}`,
    budget: '0, 0',
    status: sum(failures) === 0 ? 'ok' : 'FAILED',
  };
}

export function serverTimeRows(figures: LoadFigures): LoadRow[] {
  return loadRows('baseline: ServerTime', figures);
}

export function startOfPageRows(loads: readonly NamedLoad[]): LoadRow[] {
  return loads.flatMap((load) => loadRows(`start of page: ${load.name}`, load.figures, START_OF_PAGE_BUDGETS));
}

export function programmeRows(lists: readonly ProgrammeListFigures[]): LoadRow[] {
  return lists.flatMap((list) => {
    const label = `programme: ${list.list}`;
    const rows: LoadRow[] = [
      {
        figure: `${label}: answer size`,
        value: `${size(list.sentBytes)} ${list.contentEncoding ?? 'uncompressed'} (${size(list.jsonBytes)} JSON)`,
        budget: '',
        status: '',
      },
      ...loadRows(label, list.whole),
    ];
    const revalidated = list.revalidated;
    if (!revalidated) return [...rows, { figure: `${label}: ETag`, value: 'none sent', budget: 'an ETag', status: 'MISSING' }];
    const notModified = revalidated.statuses['304'] ?? 0;
    return [
      ...rows,
      ...loadRows(`${label} If-None-Match`, revalidated),
      {
        figure: `${label} If-None-Match: 304s`,
        value: `${percent(revalidated.requests > 0 ? notModified / revalidated.requests : 0)} (${size(revalidated.bytesPerRequest)} each)`,
        budget: 'all',
        status: notModified === revalidated.requests ? 'ok' : 'NOT ALL',
      },
    ];
  });
}

export function signInRows(figures: SignInFigures): LoadRow[] {
  const { othersAlone, othersDuringSignIns } = figures;
  return [
    ...loadRows(`sign-in (${figures.signIns.connections} connections)`, figures.signIns, {}, 'sign-ins/s'),
    ...loadRows('sign-in: VMXTexts alone', othersAlone),
    ...loadRows('sign-in: VMXTexts during sign-ins', othersDuringSignIns),
    ...loadRows('sign-in: sign-ins during VMXTexts', figures.signInsDuringOthers, {}, 'sign-ins/s'),
    {
      figure: 'sign-in: VMXTexts throughput, with / without',
      value: `${percent(figures.othersThroughputRatio)} (${whole(othersDuringSignIns.requestsPerSecond)} / ${whole(othersAlone.requestsPerSecond)})`,
      budget: `≥ ${percent(SIGN_IN_BUDGETS.othersThroughputRatio)}`,
      status: atLeast(figures.othersThroughputRatio, SIGN_IN_BUDGETS.othersThroughputRatio),
    },
    {
      figure: 'sign-in: VMXTexts p99, with / without',
      value: `${figures.othersP99Ratio.toFixed(2)}× (${ms(othersDuringSignIns.p99Ms)} / ${ms(othersAlone.p99Ms)})`,
      budget: `≤ ${SIGN_IN_BUDGETS.othersP99Ratio}×`,
      status: atMost(figures.othersP99Ratio, SIGN_IN_BUDGETS.othersP99Ratio),
    },
  ];
}

/** One row for every load of the run: how many answers were neither 2xx nor 3xx, and how many never came. */
export function totalFailureRow(loads: readonly LoadFigures[]): LoadRow {
  return failureRow(`all ${loads.length} loads`, loads);
}

export function printTable(rows: readonly LoadRow[]): void {
  const columns = ['figure', 'value', 'budget', 'status'] as const;
  const widths = columns.map((column) => Math.max(column.length, ...rows.map((row) => row[column].length)));
  const line = (cells: readonly string[]) => `| ${cells.map((text, i) => text.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(line(columns));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of rows) console.log(line(columns.map((column) => row[column])));
}
