/**
 * Download sizes, read from the built files: for each element, the gzip bytes of JavaScript that a page
 * with only that element downloads through the ESM entry (the entry, the element's chunk and every chunk
 * they import, from Vite's manifest), and what the one classic script tag downloads before every element
 * is defined: vmx-all.js and the files it loads up front (the autoloader and every element's chunks).
 * build/checkSizeBudgets.ts holds them against their budgets; tests/bench/run.ts prints them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The source modules of each element, as Vite's manifest names them: the element's own, and any page it
 * loads on demand before it shows anything (the programme's search view is part of its own code).
 */
export const ELEMENT_MODULES: Readonly<Record<string, string | readonly string[]>> = {
  'vmx-app': 'src/elements/app.tsx',
  'vmx-ticker': 'src/elements/ticker.ts',
  'vmx-logo-grid': 'src/elements/logo-grid.ts',
  'vmx-login': 'src/elements/login.ts',
  'vmx-programme': 'src/elements/programme.ts',
  'vmx-exhibitors': 'src/elements/exhibitors.ts',
  // These load their body on demand before they show anything (SurveyJS comes later, with a survey).
  'vmx-news': ['src/elements/news.ts', 'src/areas/community/NewsElement.tsx'],
  'vmx-jobs': ['src/elements/jobs.ts', 'src/areas/community/JobsElement.tsx'],
  'vmx-charity-highscore': ['src/elements/charity-highscore.ts', 'src/areas/charity/CharityHighscoreElement.tsx'],
  'vmx-evaluation': ['src/elements/evaluation.ts', 'src/areas/evaluation/EvaluationElement.tsx'],
};

/** The part of a Vite manifest chunk that the measurement reads. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

const ENTRY = 'src/elements/index.ts';
/** The one classic script tag (src/elements/scriptTag.ts); it has the autoloader define every element. */
const SCRIPT_TAG = 'vmx-all.js';

function gzipBytes(path: string): number {
  return gzipSync(readFileSync(path), { level: 9 }).length;
}

/**
 * Files a browser downloads for the given manifest keys: each chunk and its static imports, transitively.
 * Dynamic imports are not followed: they load later, on demand.
 */
export function staticClosure(manifest: Manifest, keys: readonly string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no chunk ${key}`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files];
}

/** The gzip bytes of JavaScript per element (and 'single-file' for the script tag) of the build in distDir. */
export function measureSizes(distDir: string): Record<string, number> {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const bytesOf = (files: readonly string[]) => files.reduce((total, file) => total + gzipBytes(join(distDir, file)), 0);
  const sizes: Record<string, number> = {};
  for (const [tag, modules] of Object.entries(ELEMENT_MODULES)) {
    sizes[tag] = bytesOf(staticClosure(manifest, [ENTRY, ...[modules].flat()]));
  }
  const everyElement = staticClosure(manifest, [ENTRY, ...(manifest[ENTRY]?.dynamicImports ?? [])]);
  sizes['single-file'] = bytesOf([SCRIPT_TAG, ...everyElement]);
  return sizes;
}
