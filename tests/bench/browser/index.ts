/**
 * The browser bench (issue 20): <vmx-programme>, <vmx-ticker> and <vmx-exhibitors>, each on a page of its
 * own (pages.ts), at demo and large scale (reference servers seeded with SEED_SCALE demo and large, fixed
 * dates), with no emulation, with the CPU slowed 4× and with 100 ms network latency (load.ts): first
 * paint, first row, total blocking time, layout shift, bytes and requests, and keystroke to results where
 * the element has a search (with no emulation and with CPU 4×: latency does not touch a local search).
 *
 * RUNS loads per configuration (new context each: empty caches), medians reported; the keystrokes of
 * the first few loads pooled for p50/p95. One untimed load per server and
 * element first warms Chromium and the server.
 *
 * VMX_BENCH_BASELINE_DIST=/path/to/old/dist: the same on a second build, served by a second server of
 * this checkout on the same database, its runs alternating with this build's (before and after in one
 * run on a shared machine). Not a test: it measures and returns figures.
 */
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { startReferenceServer, type ReferenceServer } from '../../referenceServer';
import { BENCH_CONDITIONS, measureLoad, type BenchCondition, type LoadFigures } from './load';
import { BENCH_TARGETS, type BenchElement } from './pages';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../chromium';

/**
 * Timed loads per configuration, and of those the ones that type too: the programme's are its budgets;
 * the ticker and the exhibitors take fewer to keep the whole bench within minutes on two cores.
 * VMX_BENCH_BROWSER_RUNS sets the loads of every element.
 */
const RUNS: Record<BenchElement, { loads: number; typing: number }> = {
  programme: { loads: 5, typing: 2 },
  ticker: { loads: 3, typing: 0 },
  exhibitors: { loads: 3, typing: 1 },
};
const RUNS_OVERRIDE = process.env.VMX_BENCH_BROWSER_RUNS ? Number(process.env.VMX_BENCH_BROWSER_RUNS) : null;

type BenchScale = 'demo' | 'large';
const SCALES: readonly BenchScale[] = ['demo', 'large'];

/**
 * The first row of <vmx-programme> at demo scale with 100 ms latency, measured before issue 20's work
 * (the first full run of this bench): its budget is 0.7 × this, or 0.7 × the baseline build's figure
 * when the run has one.
 */
const TODAY_PROGRAMME_DEMO_LATENCY100_FIRST_ROW_MS = 911;

/** The browser budgets (ARCHITECTURE.md, Budgets: "In the browser"). */
export const BROWSER_BUDGETS = {
  programmeJsKb: 135,
  programmeJsRequests: 6,
  firstPaintMs: 250,
  latencyFirstRowRatio: 0.7,
  cpu4FirstRowMs: 800,
  keystrokeP95Ms: 33,
  layoutShift: 0.02,
} as const;

export interface ConfigurationFigures {
  runs: number;
  firstPaintMs: number | null;
  firstContentfulPaintMs: number | null;
  firstRowMs: number;
  totalBlockingMs: number;
  layoutShift: number;
  jsKb: number;
  jsDecodedKb: number;
  jsRequests: number;
  jsRequestsBeforeFirstRow: number;
  allKb: number;
  requests: number;
  /** Every JS response came compressed (Content-Encoding), and with which encodings. */
  jsCompressed: boolean;
  jsEncodings: Record<string, number>;
  keystrokes?: { count: number; p50Ms: number; p95Ms: number };
  /** Each run's first row, for a look at the spread. */
  firstRowRunsMs: number[];
}

export type BuildFigures = Record<BenchElement, Record<BenchScale, Record<BenchCondition, ConfigurationFigures>>>;

export interface BrowserFigures extends BuildFigures {
  dist: string;
  baseline?: BuildFigures & { dist: string };
  budgets: typeof BROWSER_BUDGETS & { todayProgrammeDemoLatency100FirstRowMs: number };
}

const ELEMENTS = Object.keys(BENCH_TARGETS) as BenchElement[];

export async function measureBrowser(): Promise<BrowserFigures> {
  const currentDist = resolve(process.env.VMX_DIST_DIR?.trim() || 'dist');
  const baselineDist = process.env.VMX_BENCH_BASELINE_DIST?.trim() ? resolve(process.env.VMX_BENCH_BASELINE_DIST.trim()) : null;
  const builds = [{ name: 'current', dist: currentDist }, ...(baselineDist ? [{ name: 'baseline', dist: baselineDist }] : [])];
  const loads = new Map<string, LoadFigures[]>();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
  });
  try {
    // Both scales' servers start together: the large seed takes a while.
    const servers = await Promise.all(SCALES.map((scale) => startServers(scale, builds)));
    try {
      for (const [scaleIndex, scale] of SCALES.entries()) {
        const scaleServers = servers[scaleIndex]!;
        for (const element of ELEMENTS) {
          const target = BENCH_TARGETS[element];
          for (const { url } of scaleServers) await measureLoad(browser, url, target, 'local', { keystrokes: false });
          for (const condition of BENCH_CONDITIONS) {
            const keystrokes = condition !== 'latency100';
            const runs = RUNS_OVERRIDE ?? RUNS[element].loads;
            for (let run = 0; run < runs; run++) {
              // Alternating builds, and which goes first, so that neither always runs on the warmer machine.
              const order = run % 2 === 0 ? scaleServers : [...scaleServers].reverse();
              for (const { build, url } of order) {
                const figures = await measureLoad(browser, url, target, condition, {
                  keystrokes: keystrokes && run < RUNS[element].typing,
                });
                const key = `${build}/${element}/${scale}/${condition}`;
                loads.set(key, [...(loads.get(key) ?? []), figures]);
              }
            }
            const current = loads.get(`current/${element}/${scale}/${condition}`) ?? [];
            console.log(
              `browser bench: ${element} ${scale} ${condition}: first row ${current.map((load) => load.firstRowMs.toFixed(0)).join(', ')} ms`,
            );
          }
        }
      }
    } finally {
      for (const scaleServers of servers) for (const { server } of [...scaleServers].reverse()) server.stop();
    }
  } finally {
    await browser.close();
  }
  const figuresOf = (build: string): BuildFigures =>
    Object.fromEntries(
      ELEMENTS.map((element) => [
        element,
        Object.fromEntries(
          SCALES.map((scale) => [
            scale,
            Object.fromEntries(
              BENCH_CONDITIONS.map((condition) => [condition, summarise(loads.get(`${build}/${element}/${scale}/${condition}`) ?? [])]),
            ),
          ]),
        ),
      ]),
    ) as BuildFigures;
  return {
    dist: currentDist,
    ...figuresOf('current'),
    ...(baselineDist ? { baseline: { dist: baselineDist, ...figuresOf('baseline') } } : {}),
    budgets: { ...BROWSER_BUDGETS, todayProgrammeDemoLatency100FirstRowMs: TODAY_PROGRAMME_DEMO_LATENCY100_FIRST_ROW_MS },
  };
}

/** A server per build at one scale; the baseline's shares the first one's database (the same seed, read only). */
async function startServers(
  scale: BenchScale,
  builds: { name: string; dist: string }[],
): Promise<{ build: string; url: string; server: ReferenceServer }[]> {
  const env = { SEED_SCALE: scale, LOG_LEVEL: 'warn', VMX_RATE_LIMIT_SCALE: '50' };
  const started: { build: string; url: string; server: ReferenceServer }[] = [];
  for (const [index, { name, dist }] of builds.entries()) {
    const server = await startReferenceServer({
      env: { ...env, VMX_DIST_DIR: dist, ...(index > 0 ? { DATABASE_FILE: started[0]!.server.databaseFile } : {}) },
      timeoutMs: 240_000,
    });
    started.push({ build: name, url: server.baseUrl, server });
  }
  return started;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * share) - 1))] ?? Number.NaN;
}

const round = (value: number, digits = 1) => Number(value.toFixed(digits));

function summarise(runs: readonly LoadFigures[]): ConfigurationFigures {
  const medianOf = (figure: (load: LoadFigures) => number) => median(runs.map(figure));
  const orNull = (values: (number | null)[]) =>
    values.every((value) => value !== null) ? round(median(values.filter((value) => value !== null))) : null;
  const keystrokes = runs.flatMap((load) => load.keystrokesMs);
  const jsEncodings: Record<string, number> = {};
  for (const load of runs)
    for (const [encoding, count] of Object.entries(load.jsEncodings)) jsEncodings[encoding] = Math.max(jsEncodings[encoding] ?? 0, count);
  return {
    runs: runs.length,
    firstPaintMs: orNull(runs.map((load) => load.firstPaintMs)),
    firstContentfulPaintMs: orNull(runs.map((load) => load.firstContentfulPaintMs)),
    firstRowMs: round(medianOf((load) => load.firstRowMs)),
    totalBlockingMs: round(medianOf((load) => load.totalBlockingMs)),
    layoutShift: round(
      medianOf((load) => load.layoutShift),
      4,
    ),
    jsKb: round(medianOf((load) => load.jsBytes) / 1000),
    jsDecodedKb: round(medianOf((load) => load.jsDecodedBytes) / 1000),
    jsRequests: medianOf((load) => load.jsRequests),
    jsRequestsBeforeFirstRow: medianOf((load) => load.jsRequestsBeforeFirstRow),
    allKb: round(medianOf((load) => load.allBytes) / 1000),
    requests: medianOf((load) => load.requests),
    jsCompressed:
      Object.keys(jsEncodings).length > 0 &&
      Object.keys(jsEncodings).every((encoding) => encoding === 'br' || encoding === 'gzip' || encoding === 'zstd'),
    jsEncodings,
    ...(keystrokes.length > 0
      ? { keystrokes: { count: keystrokes.length, p50Ms: round(percentile(keystrokes, 0.5)), p95Ms: round(percentile(keystrokes, 0.95)) } }
      : {}),
    firstRowRunsMs: runs.map((load) => round(load.firstRowMs)),
  };
}
