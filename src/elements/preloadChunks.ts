/**
 * The autoloader's preload of an element's chunk graph: when a tag is found, a modulepreload link for every chunk
 * the element needs before it shows anything, so that all of them are asked for with the element's own chunk
 * instead of once that chunk has come in and named them (a round trip later). The server's own pages have the
 * same list in a Link header (server/routes/preloadHints.ts); this serves every other page.
 *
 * The graphs are the build's (build/elementChunks.ts): vite.config.ts (vmx:preload-graphs) writes them over the
 * placeholder below in dist/vmx.js, tag -> chunk files besides the element's own. Before that (tests, sources),
 * there is none and nothing is preloaded.
 */

/**
 * The build replaces this string literal, whole, with the graphs' JSON (the plugin fails when it cannot find it):
 * the chunks' names (chunks/<name>.js), how many of the first of them every element needs, then for each tag the
 * indexes of its other chunks among them. Every element's download holds this file, so each name is written once.
 */
const [CHUNKS, EVERY_ELEMENT, GRAPHS] = JSON.parse('[[],0,{"__vmx_chunk_graphs__":0}]') as [
  readonly string[],
  number,
  Partial<Record<string, readonly number[]>>,
];

const AUTOLOADER_URL = import.meta.url;
const preloaded = new Set<number>();

/** Adds a modulepreload link for each chunk of tag's graph not preloaded before. */
export function preloadElementChunks(tag: string): void {
  for (const chunk of [...CHUNKS.keys()].slice(0, EVERY_ELEMENT).concat(GRAPHS[tag] ?? [])) {
    if (preloaded.has(chunk)) continue;
    preloaded.add(chunk);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    // Beside the autoloader, wherever the bundle is served from (a CDN, a path of the society's site). Not
    // new URL(`…`, import.meta.url) written out: Vite takes that for an asset glob and writes import.meta.glob.
    link.href = new URL(`chunks/${CHUNKS[chunk]}.js`, AUTOLOADER_URL).href;
    (document.head ?? document.documentElement).append(link);
  }
}
