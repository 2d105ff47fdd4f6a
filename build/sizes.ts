/**
 * Download sizes, read from the built files: for each element, the gzip bytes of JavaScript that a page with only
 * that element downloads through the ESM entry before the element shows its first rows (the autoloader and the
 * element's firstRows graph, build/elementChunks.ts), and what the one classic script tag downloads before every
 * element is defined: vmx-all.js and the files it loads up front (the autoloader and every element's code graph).
 * build/checkSizeBudgets.ts holds them against their budgets; tests/bench/run.ts prints them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ELEMENT_CHUNKS_FILE, ON_DEMAND_CHUNKS_FILE, type ElementChunks } from './elementChunks';

/** The autoloader, which every page with an element downloads first. */
const AUTOLOADER = 'vmx.js';
/** The one classic script tag (src/elements/scriptTag.ts); it has the autoloader define every element. */
const SCRIPT_TAG = 'vmx-all.js';

/** The files each measurement counts, from the build's element graphs. */
export function measuredFiles(graphs: ElementChunks): Record<string, string[]> {
  const files: Record<string, string[]> = {};
  for (const [tag, graph] of Object.entries(graphs)) files[tag] = [AUTOLOADER, ...graph.firstRows];
  files['single-file'] = [...new Set([SCRIPT_TAG, AUTOLOADER, ...Object.values(graphs).flatMap((graph) => graph.code)])];
  return files;
}

/**
 * What the tracker (issue 23), loaded with an element's first tracked event, adds to the element's JavaScript: its
 * chunks that the element's first rows do not hold, for the element that holds the fewest of them (the largest
 * addition). track() itself, in the chunk of the lists' shared pieces, is in the elements' own budgets.
 */
export function trackerAddition(graphs: ElementChunks, tracker: readonly string[], gzipBytes: (file: string) => number): number {
  return Math.max(
    ...Object.values(graphs).map((graph) =>
      tracker.filter((file) => !graph.firstRows.includes(file)).reduce((total, file) => total + gzipBytes(file), 0),
    ),
  );
}

/** The gzip bytes of JavaScript per element (and 'single-file' for the script tag) of the build in distDir, and the tracker's addition. */
export function measureSizes(distDir: string): Record<string, number> {
  const graphs = JSON.parse(readFileSync(join(distDir, ELEMENT_CHUNKS_FILE), 'utf8')) as ElementChunks;
  const onDemand = JSON.parse(readFileSync(join(distDir, ON_DEMAND_CHUNKS_FILE), 'utf8')) as Record<string, string[]>;
  const gzipBytes = (file: string) => gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
  return {
    ...Object.fromEntries(
      Object.entries(measuredFiles(graphs)).map(([name, files]) => [name, files.reduce((total, file) => total + gzipBytes(file), 0)]),
    ),
    'tracking-client': trackerAddition(graphs, onDemand.tracker ?? [], gzipBytes),
  };
}
