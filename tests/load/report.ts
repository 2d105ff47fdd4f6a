/**
 * The load test's figures as table rows (figure | value | budget | status), and the table on stdout. A budget
 * is shown, never enforced: a status of UNDER or OVER marks a figure past it.
 */
import { CONNECTIONS, type LoadFigures } from './http';
import { HUB_FAN_OUT_BUDGETS, HUB_FAN_OUT_OLD_BASELINE, type HubFanOutFigures } from './hubFanOut';
import { RECONNECT_WINDOW_MS, type KilledProcessFigures } from './killedProcess';
import type { ProgrammeListFigures } from './programme';
import type { SignInFigures } from './signIn';
import { START_OF_PAGE_BUDGETS, type NamedLoad } from './startOfPage';
import { SIGN_IN_BUDGETS } from './signIn';
import { AT_CEILING_SHARE, isAtCeiling } from './ceiling';
import { TWO_PROCESS_BUDGETS, type TwoProcessLoad } from './twoProcesses';

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
const times = (ratio: number) => `${ratio.toFixed(2)}×`;
/** The figures' process names, in the cluster's order. */
const PROCESS_NAMES = ['A', 'B'] as const;
/** A count against "all of them". */
const allOf = (count: number, of: number) => (count === of ? 'ok' : 'FAILED');
const none = (count: number) => (count === 0 ? 'ok' : 'FAILED');
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

/** The load generator's ceiling for a load's answer, and the share of it that `who` reached. */
function ceilingRow(label: string, ceiling: LoadFigures, who: string, requestsPerSecond: number): LoadRow {
  return {
    figure: `${label}: the load generator's ceiling (the same bytes from a bare node:http)`,
    value: `${rate(ceiling.requestsPerSecond)}, p99 ${ms(ceiling.p99Ms)}; ${who} ${percent(requestsPerSecond / ceiling.requestsPerSecond)} of it`,
    budget: `≥ ${percent(AT_CEILING_SHARE)} is at it`,
    status: '',
  };
}

export function startOfPageRows(loads: readonly NamedLoad[]): LoadRow[] {
  return loads.flatMap((load) => {
    const label = `start of page: ${load.name}`;
    const rows = loadRows(label, load.figures, START_OF_PAGE_BUDGETS);
    const { ceiling } = load;
    if (!ceiling) return rows;
    // A budget no server meets with this load generator (the bare server misses it too) is marked so, not as the server's miss.
    const [throughput, p99, ...rest] = rows;
    const atCeiling = isAtCeiling(load.figures.requestsPerSecond, ceiling);
    return [
      { ...throughput!, status: throughput!.status === 'UNDER' && atCeiling ? 'ceiling' : throughput!.status },
      { ...p99!, status: p99!.status === 'OVER' && ceiling.p99Ms > START_OF_PAGE_BUDGETS.p99Ms ? 'ceiling' : p99!.status },
      ceilingRow(label, ceiling, 'the server', load.figures.requestsPerSecond),
      ...rest,
    ];
  });
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

export function twoProcessRows(loads: readonly TwoProcessLoad[]): LoadRow[] {
  const cpu = (read: (load: TwoProcessLoad) => LoadFigures) =>
    loads.reduce((total, load) => total + read(load).generatorCpuPercent, 0) / loads.length;
  const rows: LoadRow[] = [
    {
      figure: 'two processes: how the load reaches them',
      value: `2 autocannon runs at once, ${CONNECTIONS / 2} connections at each process; summed (latency: the worse)`,
      budget: '',
      status: '',
    },
  ];
  for (const load of loads) {
    const label = `two processes: ${load.name}`;
    const budget = load.cached ? TWO_PROCESS_BUDGETS.throughputRatio : undefined;
    const { ceiling } = load;
    // One process at the load generator's ceiling: a second has nothing to add, and the ratio is not the server's.
    const atCeiling = ceiling !== undefined && isAtCeiling(load.one.requestsPerSecond, ceiling);
    rows.push(
      {
        figure: `${label}: throughput 1 → 2 processes`,
        value: `${rate(load.one.requestsPerSecond)} → ${rate(load.two.requestsPerSecond)} (${times(load.throughputRatio)})`,
        budget: budget === undefined ? '' : `≥ ${times(budget)}${ceiling === undefined ? '' : ' or at the ceiling'}`,
        status: budget !== undefined && load.throughputRatio < budget && atCeiling ? 'ceiling' : atLeast(load.throughputRatio, budget),
      },
      ...(ceiling === undefined ? [] : [ceilingRow(label, ceiling, 'one process', load.one.requestsPerSecond)]),
      {
        figure: `${label}: p99 (p50) 1 → 2 processes`,
        value: `${ms(load.one.p99Ms)} (${ms(load.one.p50Ms)}) → ${ms(load.two.p99Ms)} (${ms(load.two.p50Ms)})`,
        budget: '',
        status: '',
      },
    );
    if (failures(load.one) + failures(load.two) > 0) rows.push(failureRow(label, [load.one, load.two]));
  }
  rows.push({
    figure: "two processes: load generator's CPU, 1 → 2 processes",
    value: `${percent(cpu((load) => load.one) / 100)} → ${percent(cpu((load) => load.two) / 100)} of a core (mean)`,
    budget: '',
    status: '',
  });
  return rows;
}

export function hubFanOutRows(figures: HubFanOutFigures): LoadRow[] {
  const { delivery } = figures;
  const connected = `${whole(figures.connected)} of ${whole(figures.clients)} in ${figures.connectSeconds.toFixed(1)} s`;
  const rows: LoadRow[] = [
    {
      figure: `hub fan-out: clients connected (${figures.clientProcesses} client processes)`,
      value: figures.failed > 0 ? `${connected}; ${whole(figures.failed)} failed: ${figures.firstError}` : connected,
      budget: `${whole(HUB_FAN_OUT_BUDGETS.clients)} over 2 processes`,
      status: figures.failed > 0 ? 'FAILED' : atLeast(figures.connected, HUB_FAN_OUT_BUDGETS.clients),
    },
    {
      figure: 'hub fan-out: delivery p95 (p50, max)',
      value: `${ms(delivery.p95Ms)} (${ms(delivery.p50Ms)}, ${ms(delivery.maxMs)})`,
      budget: `≤ ${ms(HUB_FAN_OUT_BUDGETS.p95Ms)}`,
      status: atMost(delivery.p95Ms, HUB_FAN_OUT_BUDGETS.p95Ms),
    },
    ...figures.deliveryByProcess.map((byProcess, i) => ({
      figure: `hub fan-out: delivery p95 (p50, max) of ${PROCESS_NAMES[i]}'s clients`,
      value: `${ms(byProcess.p95Ms)} (${ms(byProcess.p50Ms)}, ${ms(byProcess.maxMs)})`,
      budget: '',
      status: '',
    })),
    {
      figure: 'hub fan-out: old baseline (1 process, before the backplane)',
      value: HUB_FAN_OUT_OLD_BASELINE.map((old) => `p95 ${ms(old.p95Ms)} at ${whole(old.clients)}`).join(', '),
      budget: '',
      status: '',
    },
    {
      figure: 'hub fan-out: lost, dropped',
      value: `${whole(figures.lost)}, ${whole(figures.dropped)}`,
      budget: '0, 0',
      status: none(figures.lost + figures.dropped),
    },
  ];
  figures.httpDuringFanOut.forEach((http, i) => {
    rows.push({
      figure: `hub fan-out: ServerTime at ${PROCESS_NAMES[i]} meanwhile, max (p50)`,
      value: `${ms(http.maxMs)} (${ms(http.p50Ms)}), ${whole(http.count)} answered, ${whole(http.errors)} failed`,
      budget: 'answers',
      status: none(http.errors),
    });
  });
  figures.memory.forEach((memory, i) => {
    const rss = `RSS ${size(memory.rssBeforeBytes)} → ${size(memory.rssAfterBytes)}, ${whole(memory.connections)} connections`;
    // RSS that fell while the clients connected: the garbage collector freed more than the sockets took.
    const measurable = memory.bytesPerConnection >= 0;
    rows.push({
      figure: `hub fan-out: memory per idle connection at ${PROCESS_NAMES[i]}`,
      value: measurable ? `${size(memory.bytesPerConnection)} (${rss})` : `not measurable: RSS fell (${rss})`,
      budget: `≤ ${size(HUB_FAN_OUT_BUDGETS.bytesPerConnection)}`,
      status: measurable ? atMost(memory.bytesPerConnection, HUB_FAN_OUT_BUDGETS.bytesPerConnection) : '',
    });
  });
  return rows;
}

export function killedProcessRows(figures: KilledProcessFigures): LoadRow[] {
  const { reconnect } = figures;
  return [
    {
      figure: `killed process: B's clients connected again to A within ${RECONNECT_WINDOW_MS / 1000} s`,
      value: `${whole(figures.reconnectedInWindow)} of ${whole(figures.onKilled)} (${whole(figures.clients)} clients in all)`,
      budget: 'all',
      status: allOf(figures.reconnectedInWindow, figures.onKilled),
    },
    {
      figure: 'killed process: time to reconnect max (p50, p95)',
      value: `${ms(reconnect.maxMs)} (${ms(reconnect.p50Ms)}, ${ms(reconnect.p95Ms)})`,
      budget: `≤ ${ms(RECONNECT_WINDOW_MS)}`,
      status: atMost(reconnect.maxMs, RECONNECT_WINDOW_MS),
    },
    {
      figure: 'killed process: of that, until the socket closed, max (p50)',
      value: `${ms(figures.noticed.maxMs)} (${ms(figures.noticed.p50Ms)})`,
      budget: '',
      status: '',
    },
    {
      figure: "killed process: A's clients dropped",
      value: whole(figures.droppedOnSurvivor),
      budget: '0',
      status: none(figures.droppedOnSurvivor),
    },
    {
      figure: 'killed process: notification after it, received (lost)',
      value: `${whole(figures.received)} of ${whole(figures.clients)} (${whole(figures.lost)})`,
      budget: 'all (0)',
      status: none(figures.lost),
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
