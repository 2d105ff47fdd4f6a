/**
 * Download sizes: for each element, the gzip bytes of JavaScript that a page with only that element
 * downloads through the ESM entry (the entry, the element's chunk and every chunk they import, from
 * Vite's manifest), and what the one classic script tag downloads before every element is defined:
 * dist/vmx-all.js and the files it loads up front (the autoloader and every element's chunks).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ELEMENT_MODULES } from './elements';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const ENTRY = 'src/elements/index.ts';
/** The one classic script tag (src/elements/scriptTag.ts); it has the autoloader define every element. */
const SCRIPT_TAG = 'vmx-all.js';

export function gzipBytes(path: string): number {
  return gzipSync(readFileSync(path), { level: 9 }).length;
}

/** Files a browser downloads for the given manifest keys: each chunk and its static imports, transitively. */
export function staticClosure(manifest: Manifest, keys: string[]): string[] {
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

export function measureSizes(distDir: string): Record<string, number> {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const sizes: Record<string, number> = {};
  for (const [tag, modules] of Object.entries(ELEMENT_MODULES)) {
    const files = staticClosure(manifest, [ENTRY, ...[modules].flat()]);
    sizes[tag] = files.reduce((total, file) => total + gzipBytes(join(distDir, file)), 0);
  }
  const everyElement = staticClosure(manifest, [ENTRY, ...(manifest[ENTRY]?.dynamicImports ?? [])]);
  sizes['single-file'] = [SCRIPT_TAG, ...everyElement].reduce((total, file) => total + gzipBytes(join(distDir, file)), 0);
  return sizes;
}
