/**
 * Preload hints for the server's own pages (the standalone page and the demo pages): a Link header naming, as
 * modulepreload, the autoloader and the chunk graph of every element the page's markup holds, so that the browser
 * asks for all of it with the page instead of finding each chunk in the one before it (rounds of a round trip each).
 *
 * The graphs come from the build: element-chunks.json beside the bundle (build/elementChunks.ts writes it; the
 * name is that module's ELEMENT_CHUNKS_FILE), tag -> graphs of files inside the bundle. Read again when the build changes it;
 * without it (no build yet) pages get no hints. Only pages that load the bundle (vmx.js or vmx-all.js from the
 * site's root, where the server serves it) get them.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const ELEMENT_CHUNKS_FILE = 'element-chunks.json';
/** The autoloader, which every page with an element loads first (vmx-all.js loads it too). */
const AUTOLOADER = 'vmx.js';

/** Tag -> its graphs; the hints name its firstScreen graph: everything the element asks for at once. */
type ElementChunks = Record<string, { firstScreen?: readonly string[] }>;

/** The vmx-* tags written in html, each once, in order. */
export function elementTagsIn(html: string): string[] {
  return [...new Set([...html.matchAll(/<(vmx-[a-z0-9-]+)[\s/>]/g)].map((match) => match[1]!))];
}

/** Whether html loads the bundle from the site's root (the only place this server serves it). */
export function loadsBundle(html: string): boolean {
  return /<script\b[^>]*\ssrc="\/vmx(?:-all)?\.js"/.test(html);
}

/** The Link header value preloading the autoloader and the graphs of tags (files once each), or null when there is nothing to preload. */
export function preloadLinkHeader(graphs: ElementChunks, tags: readonly string[]): string | null {
  const files = new Set([AUTOLOADER, ...tags.flatMap((tag) => graphs[tag]?.firstScreen ?? [])]);
  if (files.size === 1) return null;
  return [...files].map((file) => `</${file.split('/').map(encodeURIComponent).join('/')}>; rel=modulepreload`).join(', ');
}

export interface PreloadHints {
  /** The Link header for a page with this markup, or null. */
  linkFor(html: string): string | null;
  /** The same for a page file (read again when it changes). */
  linkForFile(path: string): string | null;
}

/** Hints from the build in distDir. */
export function preloadHints(distDir: string): PreloadHints {
  const graphFile = join(distDir, ELEMENT_CHUNKS_FILE);
  let graphs: { stamp: number; value: ElementChunks } | null = null;
  const pages = new Map<string, { stamp: number; link: string | null; graphStamp: number }>();

  function currentGraphs(): { stamp: number; value: ElementChunks } {
    const stamp = modified(graphFile);
    if (graphs?.stamp !== stamp) graphs = { stamp, value: stamp === 0 ? {} : readGraphs(graphFile) };
    return graphs;
  }

  function linkFor(html: string): string | null {
    return loadsBundle(html) ? preloadLinkHeader(currentGraphs().value, elementTagsIn(html)) : null;
  }

  return {
    linkFor,
    linkForFile(path) {
      const stamp = modified(path);
      const graphStamp = currentGraphs().stamp;
      const known = pages.get(path);
      if (known && known.stamp === stamp && known.graphStamp === graphStamp) return known.link;
      const link = stamp === 0 ? null : linkFor(readFileSync(path, 'utf8'));
      pages.set(path, { stamp, graphStamp, link });
      return link;
    },
  };
}

/** A file's modification time in ms, 0 when it is not there. */
function modified(path: string): number {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

function readGraphs(path: string): ElementChunks {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as ElementChunks) : {};
  } catch {
    // Half-written by a build running now: no hints until it is whole.
    return {};
  }
}
