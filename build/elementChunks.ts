/**
 * Each element's chunk graphs, written by the build beside the bundle as element-chunks.json, for every tag:
 * - code: the chunks of the element's own module and what they import, transitively (what the one script tag
 *   downloads for it);
 * - firstRows: those and the body some elements load at once, before they show anything (ELEMENT_MODULES): the
 *   download budgets (build/sizes.ts);
 * - firstScreen: those and what the first screen loads on demand as soon as the element runs (FIRST_SCREEN_MODULES):
 *   what a page with the element asks for at once. The server turns it into modulepreload hints on its own pages
 *   (server/routes/preloadHints.ts) and the built vmx.js preloads it on any page (src/elements/preloadChunks.ts),
 *   so that a browser asks for the whole graph with the element's chunk rather than in rounds, each found in the
 *   one before.
 * Each list has the element's own chunk first. Generated from the bundle, never written by hand: a new chunk or a
 * merged one is in the next build's file.
 */
import { relative, sep } from 'node:path';
import type { Plugin } from 'vite';
import { ELEMENT_DOCS } from '../src/elements/catalog';
import { hintEagerCompile } from './compileHints';

export const ELEMENT_CHUNKS_FILE = 'element-chunks.json';

/**
 * Code an element loads on demand that has a budget of its own (build/sizeBudgets.ts), written beside the bundle as
 * on-demand-chunks.json: name -> the chunks of its module and what they import, transitively.
 */
export const ON_DEMAND_CHUNKS_FILE = 'on-demand-chunks.json';
export const ON_DEMAND_MODULES: Readonly<Record<string, string>> = {
  // Issue 23: the tracker, loaded with the first tracked event (src/store/track.ts).
  tracker: 'src/store/tracker.ts',
};

export interface ElementGraphs {
  code: string[];
  firstRows: string[];
  firstScreen: string[];
}

/** Tag -> its graphs, files of the bundle (paths inside it, e.g. chunks/define-AbCd1234.js). */
export type ElementChunks = Record<string, ElementGraphs>;

/** What the graph reads of a chunk of the bundle. */
export interface GraphChunk {
  fileName: string;
  imports: readonly string[];
  /** The modules in the chunk (absolute). */
  moduleIds: readonly string[];
}

/**
 * The body an element loads on demand before it shows anything, counted in its download budget (the programme's
 * search view is part of its own code).
 */
export const FIRST_ROWS_MODULES: Readonly<Record<string, readonly string[]>> = {
  // These load their body on demand before they show anything (SurveyJS comes later, with a survey).
  'vmx-news': ['src/areas/community/NewsElement.tsx'],
  'vmx-jobs': ['src/areas/community/JobsElement.tsx'],
  'vmx-charity-highscore': ['src/areas/charity/CharityHighscoreElement.tsx'],
  'vmx-evaluation': ['src/areas/evaluation/EvaluationElement.tsx'],
  // The inbox's body (its list and what keeps it live): the element shows nothing before it. A conversation's code
  // loads once the list shows (InboxElement.tsx), outside the budget.
  'vmx-inbox': ['src/areas/networking/inbox/InboxElement.tsx'],
};

/**
 * Modules an element imports on demand as soon as it runs, for its first screen but not its first rows (so outside
 * its download budget): preloaded with the rest, so that they do not come a round later.
 */
export const FIRST_SCREEN_MODULES: Readonly<Record<string, readonly string[]>> = {
  // The search form (asked for as the search view's module runs) and its filter bar (as the form renders), the
  // windowing of the list (as it renders), the search itself (asked for with the first rows, useSearchResults.ts)
  // and the list/grid switch beside them.
  'vmx-programme': [
    'src/areas/programme/search/SearchControls.tsx',
    'src/areas/programme/search/SearchFilterBar.tsx',
    'src/areas/programme/VirtualList/WindowedList.tsx',
    'src/areas/programme/search/searchCode.ts',
    'src/areas/programme/grid/LayoutSwitch/LayoutSwitch.tsx',
  ],
  // The filter bar (asked for as the list renders) and the search (as its data comes).
  'vmx-exhibitors': ['src/areas/exhibitors/list/ExhibitorFilterBar.tsx', 'src/core/exhibitors/search.ts'],
};

/** Loaded on demand by every element as soon as it runs (none today: the theme's contrast nudging only for a theme that needs it). */
export const EVERY_ELEMENT_FIRST_SCREEN_MODULES: readonly string[] = [];

/** Each documented tag's modules (repository paths), each list starting with the element's own module. */
export function elementModules(): Record<string, Record<keyof ElementGraphs, string[]>> {
  const modules: Record<string, Record<keyof ElementGraphs, string[]>> = {};
  for (const element of ELEMENT_DOCS) {
    const firstRows = [element.module, ...(FIRST_ROWS_MODULES[element.tag] ?? [])];
    modules[element.tag] = {
      code: [element.module],
      firstRows,
      firstScreen: [...firstRows, ...(FIRST_SCREEN_MODULES[element.tag] ?? []), ...EVERY_ELEMENT_FIRST_SCREEN_MODULES],
    };
  }
  return modules;
}

/** The chunks of modules and what they import, transitively, in that order, each once. */
export function chunkGraph(chunks: readonly GraphChunk[], root: string, modules: readonly string[]): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const byModule = new Map(
    chunks.flatMap((chunk) => chunk.moduleIds.map((id) => [relative(root, id).split(sep).join('/'), chunk] as const)),
  );
  const files = new Set<string>();
  const visit = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    for (const imported of byFile.get(fileName)?.imports ?? []) visit(imported);
  };
  for (const module of modules) {
    const chunk = byModule.get(module);
    if (!chunk) throw new Error(`vmx:element-chunks: no chunk holds ${module}`);
    visit(chunk.fileName);
  }
  return [...files];
}

/** Each tag's graphs (see above). */
export function elementChunkGraphs(
  chunks: readonly GraphChunk[],
  root: string,
  tagModules: Record<string, Record<keyof ElementGraphs, readonly string[]>>,
): ElementChunks {
  return Object.fromEntries(
    Object.entries(tagModules).map(([tag, modules]) => [
      tag,
      {
        code: chunkGraph(chunks, root, modules.code),
        firstRows: chunkGraph(chunks, root, modules.firstRows),
        firstScreen: chunkGraph(chunks, root, modules.firstScreen),
      },
    ]),
  );
}

/** The placeholder of src/elements/preloadChunks.ts, as a string literal in any quotes the minifier writes. */
const PRELOAD_PLACEHOLDER = /(["'`])\[\[\],0,\{\\?"__vmx_chunk_graphs__\\?":0\}\]\1/g;
const AUTOLOADER = 'vmx.js';
/**
 * Tags whose graphs the autoloader does not carry: every element downloads the graphs (chunk names do not compress),
 * and the size budgets of the lightest elements (the ticker, the logo grid) leave room for the elements whose first
 * screen decides a visit: the programme and the exhibitor list. The others still get the chunk every element needs
 * at once (define), and their own chunk names the rest: one round later. <vmx-app> runs on the server's own page,
 * whose Link header preloads its whole graph.
 */
const AUTOLOADER_PRELOADS_NOT: Partial<Record<string, true>> = {
  'vmx-app': true,
  'vmx-login': true,
  'vmx-charity-highscore': true,
  'vmx-evaluation': true,
  'vmx-news': true,
  'vmx-jobs': true,
  'vmx-inbox': true,
};
const CHUNK_FILE = /^chunks\/(.+)\.js$/;

/**
 * The autoloader's copy (src/elements/preloadChunks.ts), as the string literal that replaces the placeholder in the
 * built vmx.js: the chunks' names once each (chunks/<name>.js), the first so many those every element needs, and for
 * each tag the indexes of its other chunks besides the element's own, which the autoloader imports itself.
 */
export function preloadGraphsLiteral(graph: Record<string, readonly string[]>): string {
  const names: string[] = [];
  const indexOf = (file: string) => {
    const name = CHUNK_FILE.exec(file)?.[1];
    if (name === undefined) throw new Error(`vmx:element-chunks: ${file} is not a chunk under chunks/`);
    if (!names.includes(name)) names.push(name);
    return names.indexOf(name);
  };
  // The chunk every element imports is named once, first, and preloaded for any tag; a tag needing nothing else is left out.
  const everyElement = Object.values(graph).reduce<string[]>(
    (shared, files) => shared.filter((file) => files.includes(file)),
    Object.values(graph)[0]?.slice(1) ?? [],
  );
  everyElement.forEach(indexOf);
  const graphs = Object.fromEntries(
    Object.entries(graph).flatMap(([tag, files]) => {
      const own = files.slice(1).filter((file) => !everyElement.includes(file));
      return own.length > 0 ? [[tag, own.map(indexOf)]] : [];
    }),
  );
  return JSON.stringify(JSON.stringify([names, everyElement.length, graphs]));
}

/** vmx.js with the graphs written over the placeholder, which must be there once. */
export function withPreloadGraphs(code: string, graph: Record<string, readonly string[]>): string {
  const found = code.match(PRELOAD_PLACEHOLDER)?.length ?? 0;
  if (found !== 1) throw new Error(`vmx:element-chunks: ${AUTOLOADER} holds the preload placeholder ${found} times, not once`);
  return code.replace(PRELOAD_PLACEHOLDER, () => preloadGraphsLiteral(graph));
}

/**
 * Emits element-chunks.json, writes the same graphs into vmx.js and gives every first screen's chunks V8's compile
 * hint (build/compileHints.ts). After vmx:hoist-element-imports in the plugin
 * list (it reads the final imports).
 */
export function elementChunksPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'vmx:element-chunks',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const graphs = elementChunkGraphs(chunks, root, elementModules());
      this.emitFile({ type: 'asset', fileName: ELEMENT_CHUNKS_FILE, source: `${JSON.stringify(graphs, null, 1)}\n` });
      const onDemand = Object.fromEntries(
        Object.entries(ON_DEMAND_MODULES).map(([name, module]) => [name, chunkGraph(chunks, root, [module])]),
      );
      this.emitFile({ type: 'asset', fileName: ON_DEMAND_CHUNKS_FILE, source: `${JSON.stringify(onDemand, null, 1)}\n` });
      const autoloader = bundle[AUTOLOADER];
      if (autoloader?.type !== 'chunk') throw new Error(`vmx:element-chunks: ${AUTOLOADER} was not built`);
      const firstScreens = Object.fromEntries(
        Object.entries(graphs).flatMap(([tag, graph]) => (AUTOLOADER_PRELOADS_NOT[tag] ? [] : [[tag, graph.firstScreen]])),
      );
      autoloader.code = withPreloadGraphs(autoloader.code, firstScreens);
      hintEagerCompile(
        bundle,
        Object.values(graphs).flatMap((graph) => graph.firstScreen),
      );
    },
  };
}
