import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { squeezeCssTemplates } from './build/cssTemplates';
import { elementChunksPlugin } from './build/elementChunks';
import { elementManifestPlugin } from './build/elementManifest';
import { ELEMENT_DOCS } from './src/elements/catalog';
import { RESERVATION_STYLESHEET, skeletonReservationCss } from './src/elements/skeletons';

/**
 * One ESM build into dist/, with these entries:
 * - vmx.js: the autoloader. Each element's code is in a few chunks under dist/chunks/ (the groups below), loaded
 *   when its tag appears; element-chunks.json lists each element's chunks (build/elementChunks.ts), for the
 *   autoloader's preloads, the server's preload hints and the download budgets (build/sizes.ts).
 * - vmx-all.js: the one classic script tag; it loads vmx.js from beside itself and defines every element.
 *   It imports nothing, so its output is plain script text.
 * - vmx-embed.js: loads <vmx-embed-builder> (src/elements/embed-builder.ts), for the embed builder's page only.
 * Beside them, custom-elements.json and vmx.d.ts, generated from src/elements/catalog.ts, and vmx-skeletons.css, which
 * reserves each element's skeleton height on a page before any script runs (src/elements/skeletons.ts).
 *
 * --mode frame adds dist/vmx-frame.js, the script a host page adds to size an iframe of the platform:
 * one classic script with the rules it takes from src/core bundled in.
 */
const ENTRIES = {
  vmx: 'src/elements/index.ts',
  'vmx-all': 'src/elements/scriptTag.ts',
  // The embed builder's page (server/routes/embedBuilder.ts): an entry of its own, so no host page downloads it.
  'vmx-embed': 'src/elements/embedEntry.ts',
};
/** Entries a classic <script> runs: the build fails if one of them gets an import or export. */
const CLASSIC_SCRIPTS = ['vmx-all.js'];

/**
 * SignalR's ESM build reaches for a free `require` in branches that run only under Node (node-fetch, ws,
 * eventsource). In the browser bundle that reference only drags in the bundler's require shim, which then
 * sits in a runtime chunk of its own that every element downloads. Those branches are dead here.
 */
const signalrBrowserOnly: Plugin = {
  name: 'vmx:signalr-browser-only',
  transform(code, id) {
    if (!/@microsoft[\\/]signalr[\\/]dist[\\/]esm[\\/]/.test(id) || !code.includes('require')) return null;
    return code
      .replace(/typeof require !== "undefined"/g, 'false')
      .replace(/__non_webpack_require__ : require;/g, '__non_webpack_require__ : undefined;');
  },
};

/**
 * styled-components adds stylis's vendor prefixer only with <StyleSheetManager enableVendorPrefixes>,
 * which we never set (every browser we support takes the standard properties); the reference keeps
 * the prefixer's 1 kB gzip in the chunk every element downloads.
 */
const styledWithoutPrefixer: Plugin = {
  name: 'vmx:styled-without-prefixer',
  transform(code, id) {
    if (!/[\\/]styled-components[\\/]dist[\\/].*\.js$/.test(id) || !code.includes('.prefixer')) return null;
    return { code: code.replace(/\b[\w$]+\.prefixer\b/g, 'void 0'), map: null };
  },
};

/**
 * React Query's Query runs its infinite-query behaviour only for infinite queries (useInfiniteQuery and the like),
 * which we never make; the reference keeps it (0.5 kB gzip) in the chunk every element downloads. The build fails
 * when our code starts to make one, so this never drops code in use.
 */
const INFINITE_QUERY_API =
  /\b(?:use(?:Suspense|Prefetch)?InfiniteQuery|infiniteQueryOptions|InfiniteQueryObserver|(?:fetch|prefetch)InfiniteQuery|ensureInfiniteQueryData)\b|\.infiniteQuery\(/;
const INFINITE_QUERY_FETCH = 'this.#queryType === "infinite" ? infiniteQueryBehavior(this.options.pages) : this.options.behavior';
const queriesWithoutInfinite: Plugin = {
  name: 'vmx:queries-without-infinite',
  transform(code, id) {
    if (/[\\/]src[\\/].*\.tsx?$/.test(id) && INFINITE_QUERY_API.test(code)) {
      this.error(`${id} makes an infinite query: drop vmx:queries-without-infinite from vite.config.ts`);
    }
    if (!/[\\/]@tanstack[\\/]query-core[\\/]build[\\/]modern[\\/]query\.js$/.test(id)) return null;
    if (!code.includes(INFINITE_QUERY_FETCH)) this.error('vmx:queries-without-infinite: query.js has changed; look at this plugin again');
    return { code: code.replace(INFINITE_QUERY_FETCH, 'this.options.behavior'), map: null };
  },
};

/**
 * React Query's MutationCache, which every QueryClient makes, imports the Mutation class only to build one when a
 * mutation runs, and only MutationObserver (useMutation, in the lazy forms) runs one. Left alone, the class (1.7 kB
 * gzip) sits in the chunk every element downloads. So mutationCache.js gets the class from mutation.js when that
 * module is evaluated, and mutation.js comes with MutationObserver, which imports it: a mutation is built only
 * through an observer, whose chunk has run by then. The build fails when either file changes or our code starts to
 * use what could build a mutation without an observer (hydrate, executeMutation).
 */
const MUTATION_IMPORT = 'import { Mutation } from "./mutation.js";';
const MUTATION_EXPORT = 'export { Mutation, getDefaultState };';
const MUTATIONS_WITHOUT_OBSERVER = /\b(?:hydrate|executeMutation|HydrationBoundary|useHydrate)\b/;
const mutationsOnDemand: Plugin = {
  name: 'vmx:mutations-on-demand',
  transform(code, id) {
    if (/[\\/]src[\\/].*\.tsx?$/.test(id) && MUTATIONS_WITHOUT_OBSERVER.test(code)) {
      this.error(`${id} may build a mutation without an observer: drop vmx:mutations-on-demand from vite.config.ts`);
    }
    const file = /[\\/]@tanstack[\\/]query-core[\\/]build[\\/]modern[\\/](mutationCache|mutation)\.js$/.exec(id)?.[1];
    if (file === 'mutationCache') {
      if (!code.includes(MUTATION_IMPORT)) this.error('vmx:mutations-on-demand: mutationCache.js has changed; look at this plugin again');
      const provide = 'let Mutation;\nexport function provideMutationClass(value) {\n  Mutation = value;\n}';
      return { code: code.replace(MUTATION_IMPORT, provide), map: null };
    }
    if (file === 'mutation') {
      if (!code.includes(MUTATION_EXPORT)) this.error('vmx:mutations-on-demand: mutation.js has changed; look at this plugin again');
      const provided = `import { provideMutationClass } from "./mutationCache.js";\nprovideMutationClass(Mutation);\n${MUTATION_EXPORT}`;
      return { code: code.replace(MUTATION_EXPORT, provided), map: null };
    }
    return null;
  },
};

/**
 * Small pure pieces that two light elements would otherwise download as chunks of their own, each a request and
 * a few hundred bytes of gzip framing: the ticker and the logo grid get copies of their own, in their chunks. The
 * logo grid links each logo to its company's profile page (core/profileLink.ts and the rules it reads: pathShape.ts,
 * url.ts), which every other element takes from the kit chunk; both read when their component shows
 * (core/visibility.ts, store/visibility.ts). None holds state (a hook that reads the store, pure functions), so two
 * copies on one page behave as one.
 *
 * And a conversation's message log (the networking area: <vmx-inbox>, the app's inbox and groups) windows its rows
 * with a copy of its own of the windowing library: taking the programme's would download the programme's search code
 * (some 27 kB) with the first conversation opened. A visitor who opens both pays some 5 kB twice.
 */
const OWN_COPIES: readonly { area: RegExp; modules: RegExp; suffix: string }[] = [
  {
    area: /[\\/]src[\\/](areas[\\/]logo-grid[\\/]|core[\\/]logoGrid\.ts)/,
    modules: /[\\/]src[\\/](core[\\/](profileLink|pathShape|url|visibility)|store[\\/]visibility)\.ts$/,
    suffix: '?own=logo-grid',
  },
  { area: /[\\/]src[\\/]areas[\\/]ticker[\\/]/, modules: /[\\/]src[\\/](core|store)[\\/]visibility\.ts$/, suffix: '?own=ticker' },
  {
    area: /[\\/]src[\\/]areas[\\/]networking[\\/]/,
    modules: /[\\/]node_modules[\\/]@tanstack[\\/](react-virtual|virtual-core)[\\/]/,
    suffix: '?own=networking',
  },
];
const OWN_COPY = /\?own=[\w-]+$/;
const ownCopies: Plugin = {
  name: 'vmx:own-copies',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (!importer) return null;
    const copy = OWN_COPIES.find(({ area, suffix }) => area.test(importer) || importer.endsWith(suffix));
    if (!copy) return null;
    const resolved = await this.resolve(source, importer.replace(OWN_COPY, ''), { ...options, skipSelf: true });
    return resolved && copy.modules.test(resolved.id) ? `${resolved.id}${copy.suffix}` : null;
  },
  load(id) {
    return OWN_COPY.test(id) ? readFileSync(id.replace(OWN_COPY, ''), 'utf8') : null;
  },
};

/**
 * React Query's useQuery carries what serves Suspense, error boundaries and restoring a persisted cache (useBaseQuery's
 * suspense, throwOnError and isRestoring paths, 0.9 kB gzip in the chunk every element downloads); we use none of them:
 * a read is shown through ui/AsyncView, whatever its state. So useBaseQuery.js loses those paths, each a no-op without
 * those options. The build fails when the file changes or our code starts to use one of them.
 */
const SUSPENSE_API =
  /\b(?:suspense|throwOnError|useSuspense\w*|QueryErrorResetBoundary|useQueryErrorResetBoundary|IsRestoringProvider|useIsRestoring|experimental_prefetchInRender|PersistQueryClientProvider)\b/;
const WITHOUT_SUSPENSE: readonly (readonly [string, string])[] = [
  ['import { useIsRestoring } from "./IsRestoringProvider.js";', ''],
  ['import { useQueryErrorResetBoundary } from "./QueryErrorResetBoundary.js";', ''],
  ['import { ensurePreventErrorBoundaryRetry, getHasError, useClearResetErrorBoundary } from "./errorBoundaryUtils.js";', ''],
  ['import { ensureSuspenseTimers, fetchOptimistic, shouldSuspend } from "./suspense.js";', ''],
  ['const isRestoring = useIsRestoring();', 'const isRestoring = false;'],
  ['const errorResetBoundary = useQueryErrorResetBoundary();', ''],
  ['ensureSuspenseTimers(defaultedOptions);', ''],
  ['ensurePreventErrorBoundaryRetry(defaultedOptions, errorResetBoundary, query);', ''],
  ['useClearResetErrorBoundary(errorResetBoundary);', ''],
  ['if (shouldSuspend(defaultedOptions, result)) throw fetchOptimistic(defaultedOptions, observer, errorResetBoundary);', ''],
  [
    `if (getHasError({
\t\tresult,
\t\terrorResetBoundary,
\t\tthrowOnError: defaultedOptions.throwOnError,
\t\tquery,
\t\tsuspense: defaultedOptions.suspense
\t})) throw result.error;`,
    '',
  ],
];
const queriesWithoutSuspense: Plugin = {
  name: 'vmx:queries-without-suspense',
  transform(code, id) {
    if (/[\\/]src[\\/].*\.tsx?$/.test(id) && SUSPENSE_API.test(code)) {
      this.error(
        `${id} uses Suspense, error boundaries or a persisted cache with React Query: drop vmx:queries-without-suspense from vite.config.ts`,
      );
    }
    if (!/[\\/]@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/]useBaseQuery\.js$/.test(id)) return null;
    let lean = code;
    for (const [from, to] of WITHOUT_SUSPENSE) {
      if (!lean.includes(from))
        this.error(`vmx:queries-without-suspense: useBaseQuery.js has changed (${from.slice(0, 40)}…); look at this plugin again`);
      lean = lean.replace(from, to);
    }
    return { code: lean, map: null };
  },
};

/** Our styled-components CSS without its indentation (build/cssTemplates.ts). */
const squeezeStyles: Plugin = {
  name: 'vmx:squeeze-styles',
  transform(code, id) {
    if (!/[\\/]src[\\/].*\.tsx?$/.test(id) || !/\b(?:styled|css|createGlobalStyle|keyframes)\b/.test(code)) return null;
    const squeezed = squeezeCssTemplates(code);
    return squeezed === code ? null : { code: squeezed, map: null };
  },
};

/**
 * A browser finds a module's imports only once it has that module, so an element whose code is spread
 * over chunks importing chunks downloads them in rounds, a round trip each. The autoloader preloads the graphs of the
 * elements it carries them for (build/elementChunks.ts); for the others, Rollup would hoist transitive imports into
 * entry chunks; Rolldown does not, and Vite's module preloading is off in library mode. So each element's chunk
 * also imports every chunk it reaches,
 * after its own imports: all are requested in the first round, and the evaluation order (first import
 * first) is unchanged.
 */
const hoistElementImports: Plugin = {
  name: 'vmx:hoist-element-imports',
  generateBundle(_options, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk' || !chunk.isDynamicEntry || !/[\\/]src[\\/]elements[\\/]/.test(chunk.facadeModuleId ?? '')) continue;
      const reached = new Set<string>();
      const visit = (fileName: string) => {
        const imported = bundle[fileName];
        if (imported?.type !== 'chunk') return;
        for (const next of imported.imports) {
          if (!reached.has(next)) {
            reached.add(next);
            visit(next);
          }
        }
      };
      visit(chunk.fileName);
      const hoisted = [...reached].filter((fileName) => !chunk.imports.includes(fileName));
      // Import declarations are hoisted whatever their place, and evaluated in source order: at the end,
      // each of these modules has already been reached through the chunk's own imports.
      chunk.code += hoisted.map((fileName) => `import"./${relativeChunkPath(chunk.fileName, fileName)}";`).join('');
      chunk.imports.push(...hoisted);
    }
  },
};

/**
 * Rolldown keeps its runtime helpers (CommonJS interop for React, namespace objects: 0.4 kB) in a chunk of their own,
 * which every element downloads as a request of its own beside the define chunk, which every element downloads too.
 * This moves them into the define chunk: its code gets them first, in a function scope (their names would clash with
 * its own), and exports them under names of their own; every other chunk imports them from there. The build fails
 * when the runtime chunk is not where this expects it (a new Rolldown, another layout).
 */
const RUNTIME_CHUNK = /^chunks\/rolldown-runtime-[\w-]+\.js$/;
const DEFINE_CHUNK = /^chunks\/define-[\w-]+\.js$/;
const runtimeInDefine: Plugin = {
  name: 'vmx:runtime-in-define',
  generateBundle(_options, bundle) {
    const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
    const runtime = chunks.find((chunk) => RUNTIME_CHUNK.test(chunk.fileName));
    if (!runtime) return;
    const define = chunks.find((chunk) => DEFINE_CHUNK.test(chunk.fileName));
    const exported = /export\{([^}]*)\};?\s*$/.exec(runtime.code);
    if (!define || !exported || runtime.imports.length > 0)
      this.error('vmx:runtime-in-define: the runtime chunk is not as expected; look at this plugin again');
    // "s as n" -> local s, exported as n.
    const helpers = exported[1]!.split(',').map((entry) => {
      const [local, name = local] = entry.trim().split(/\s+as\s+/) as [string, string?];
      return { local, name, shared: `$$${name}` };
    });
    const body = runtime.code.slice(0, exported.index);
    const prelude = `const{${helpers.map((h) => `${h.name}:${h.shared}`).join(',')}}=(()=>{${body};return{${helpers.map((h) => `${h.name}:${h.local}`).join(',')}}})();`;
    const runtimeImport = (code: string) =>
      new RegExp(`import\\{([^}]*)\\}from"\\./${runtime.fileName.slice('chunks/'.length).replace(/[.-]/g, '\\$&')}";`).exec(code);
    const importedHelpers = (list: string) =>
      list.split(',').map((entry) => {
        const [name, local = name] = entry.trim().split(/\s+as\s+/) as [string, string?];
        return { name, local };
      });
    for (const chunk of chunks) {
      if (chunk === runtime || !chunk.imports.includes(runtime.fileName)) continue;
      const found = runtimeImport(chunk.code);
      if (!found) this.error(`vmx:runtime-in-define: ${chunk.fileName} imports the runtime in a way this plugin does not know`);
      const used = importedHelpers(found[1]!);
      if (chunk === define) {
        // Its own imports become locals of the prelude's.
        const locals = used.map(({ name, local }) => `${local}=$$${name}`).join(',');
        chunk.code = chunk.code.replace(found[0], () => `${prelude}const ${locals};`);
      } else {
        const from = `./${define.fileName.slice('chunks/'.length)}`;
        chunk.code = chunk.code.replace(
          found[0],
          () => `import{${used.map(({ name, local }) => `$$${name} as ${local}`).join(',')}}from"${from}";`,
        );
        if (!chunk.imports.includes(define.fileName)) chunk.imports.push(define.fileName);
      }
      chunk.imports.splice(chunk.imports.indexOf(runtime.fileName), 1);
    }
    // Names of their own ($$ and the helper's letter): the minifier gives define's exports no $ names.
    if (helpers.some((h) => new RegExp(`\\b${h.shared.replace(/\$/g, '\\$')}\\b`).test(define.code)))
      this.error('vmx:runtime-in-define: a helper name is taken');
    // Before a trailing source map comment (VMX_SOURCEMAP=1), which would otherwise swallow the export.
    define.code = define.code.replace(/;?\s*(\/\/# sourceMappingURL=\S+\s*)?$/, (_all, mapComment?: string) =>
      [`;export{${helpers.map((h) => h.shared).join(',')}};`, mapComment].filter(Boolean).join('\n'),
    );
    delete bundle[runtime.fileName];
  },
};

function relativeChunkPath(from: string, to: string): string {
  const fromDir = from.slice(0, from.lastIndexOf('/') + 1);
  if (!to.startsWith(fromDir)) throw new Error(`vmx:hoist-element-imports: ${to} is not beside ${from}`);
  return to.slice(fromDir.length);
}

/** The stylesheet that reserves every element's skeleton height before any script runs (src/elements/skeletons.ts). */
const skeletonReservations: Plugin = {
  name: 'vmx:skeleton-reservations',
  generateBundle() {
    this.emitFile({
      type: 'asset',
      fileName: RESERVATION_STYLESHEET,
      source: `${skeletonReservationCss(ELEMENT_DOCS.map((element) => element.tag))}\n`,
    });
  },
};

/** A classic script cannot hold an import or export statement (a dynamic import() is fine). */
const classicScripts: Plugin = {
  name: 'vmx:classic-scripts',
  generateBundle(_options, bundle) {
    for (const fileName of CLASSIC_SCRIPTS) {
      const chunk = bundle[fileName];
      if (chunk?.type !== 'chunk') throw new Error(`vmx:classic-scripts: ${fileName} was not built`);
      if (chunk.imports.length > 0 || chunk.exports.length > 0 || /^\s*(import|export)\b/m.test(chunk.code)) {
        throw new Error(`vmx:classic-scripts: ${fileName} must not import or export (it runs as a classic script)`);
      }
    }
  },
};

/** The iframe host script, built after the main build into the same folder. */
const frameScript: UserConfig = {
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    target: 'es2022',
    minify: true,
    sourcemap: false,
    outDir: process.env.VMX_DIST_DIR || 'dist',
    emptyOutDir: false,
    lib: { entry: 'src/frame/vmx-frame.ts', formats: ['iife'], name: 'vmxFrame', fileName: () => 'vmx-frame.js' },
    rollupOptions: { output: { minify: true } },
  },
};

const elements: UserConfig = {
  // Library mode leaves process.env.NODE_ENV in React; the bundle is for production.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  plugins: [
    ownCopies,
    squeezeStyles,
    signalrBrowserOnly,
    styledWithoutPrefixer,
    queriesWithoutInfinite,
    queriesWithoutSuspense,
    mutationsOnDemand,
    runtimeInDefine,
    hoistElementImports,
    // After the hoisting: each element's chunk graphs, for the budgets, the autoloader and the server's preload hints.
    elementChunksPlugin(),
    classicScripts,
    skeletonReservations,
    elementManifestPlugin(),
  ],
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  build: {
    target: 'es2022',
    minify: true,
    // VMX_SOURCEMAP=1: maps beside the chunks, for reading what a chunk is made of.
    sourcemap: process.env.VMX_SOURCEMAP === '1',
    // VMX_DIST_DIR: another output folder (the server serves the same one), e.g. for a second checkout's tests.
    outDir: process.env.VMX_DIST_DIR || 'dist',
    emptyOutDir: true,
    manifest: true,
    lib: { entry: ENTRIES, formats: ['es'], fileName: (_format, name) => `${name}.js` },
    rollupOptions: {
      // Needed for the routes group below; the entry's own exports are kept.
      preserveEntrySignatures: 'allow-extension',
      // The spec's rules (src/core, pure by rule) and the programme and exhibitors areas do nothing when
      // imported, so what a page imports but does not use is left out: <vmx-app> takes their pages, not
      // the code <vmx-programme> and <vmx-exhibitors> show first.
      // So do the contracts (src/contracts): without this, everything its index re-exports (the programme's
      // path table, the hub names) would sit in the chunk every element downloads. And the auth area: <vmx-app>
      // takes its pages (on demand), not the sign-in widget <vmx-login> shows.
      treeshake: {
        moduleSideEffects: (id: string) => !/[\\/]src[\\/](core|contracts|areas[\\/](programme|exhibitors|auth))[\\/]/.test(id),
      },
      // React Query marks its hooks "use client" for server-component bundlers; that means nothing here.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
      // Library mode keeps whitespace in ES output unless the output itself is told to minify.
      output: {
        minify: true,
        // No comments: the libraries' /* @__PURE__ */ marks are for a bundler, and these files go to browsers
        // (0.2 kB gzip of the chunk every element downloads).
        comments: false,
        // Seven characters of hash (Rolldown's least for this many chunks): every name is in vmx.js.
        chunkFileNames: 'chunks/[name]-[hash:7].js',
        // Few chunks per element (issue 20: a programme-only page downloads at most six scripts), each group named for
        // what it is; ARCHITECTURE.md, "The first second". A group that holds an element's own module defines that
        // element wherever it loads: no other element a society's page may hold alone may need anything in it (the
        // app's pages may: the app is a page of its own, and an element defined beside it changes nothing).
        codeSplitting: {
          groups: [
            // The Scan page's camera code with its QR decoder (CommonJS): every chunk that needs Rolldown's runtime
            // helpers then also imports the define chunk, where vmx:runtime-in-define moves them.
            {
              name: 'scan',
              test: /src[\\/]areas[\\/]scan[\\/]useQrCamera\.|node_modules[\\/]jsqr[\\/]/,
              includeDependenciesRecursively: false,
            },
            // The tracker (store/tracker.ts), loaded with the first tracked event, as one chunk with what it alone
            // needs of the analytics (the visitor id, the batches, the call, the tracking contract's constants): a file
            // and a round less than Rolldown's split, within issue 23's 2 kB (build/sizeBudgets.ts, "tracking-client").
            {
              name: 'tracker',
              test: /src[\\/](store[\\/](tracker|analyticsVisitor)|core[\\/]analytics[\\/]tracking|api[\\/]analytics|contracts[\\/]analytics)\.ts/,
              includeDependenciesRecursively: false,
            },
            // What every element loads: define.ts with everything it imports (React, styled-components, React Query,
            // the store). React Query's mutations serve only lazy forms, so they stay with them.
            {
              name: 'define',
              test: /src[\\/](elements[\\/]define|store[\\/]useNow)\.|node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/](?!.*(useMutationState|useMutation\.|mutationObserver\.|mutation\.js))|rolldown[:\\/]runtime/,
            },
            // The filter bar and the modal dialog, which the lists' first screens load on demand; and saveBlob, which
            // the pages that download (the personal programme's PDF among them) share, not a chunk of its own.
            {
              name: 'kit-later',
              test: /src[\\/](core[\\/]filterTexts|ui[\\/](Dialog|useModalDialog|saveFile|FilterSheet[\\/](FilterBar|FilterSheet\.styles)))\.ts/,
              includeDependenciesRecursively: false,
            },
            // What the lists share before their first rows: routes, links to profiles, the date formats, the page
            // pieces (buttons, list controls, loading states, card styles); and track() (store/track.ts), which every
            // element that tracks loads with them, not as a chunk of its own (a name in vmx.js, a request more).
            {
              name: 'kit',
              // Not the light elements' own copies (vmx:own-copies).
              test: (id: string) =>
                !OWN_COPY.test(id) &&
                /src[\\/](core[\\/](profileLink|pathShape|url|routes|sortHelpers|asyncViewTexts|pageLoadTexts|zoneFormat|programme[\\/](programmeTime|dateFormat|sessionLayout))\.|areas[\\/]programme[\\/]pages\.|store[\\/]track\.|ui[\\/](embedAddress|hostState|followedLink|buttonStyles|listControls(\.styles)?|platformLinks|AsyncView[\\/]\w+|VisuallyHidden|listPageSize|lazyPage|cardStyles|styles[\\/]\w+)\.)|node_modules[\\/]dayjs[\\/]/.test(
                  id,
                ),
              includeDependenciesRecursively: false,
            },
            // What the programme's first screen loads on demand beside its first rows (preloaded with them): the search
            // form and filter bar, the list/grid switch, the windowing, the search.
            {
              name: 'programme-later',
              // Not the networking area's own copy of the windowing (vmx:own-copies).
              test: (id: string) =>
                !OWN_COPY.test(id) &&
                /src[\\/](areas[\\/]programme[\\/](search[\\/](SearchControls|SearchFilterBar|searchCode)|grid[\\/]LayoutSwitch[\\/]\w+|VirtualList[\\/](WindowedList|MoreButton\.styles))|core[\\/]programme[\\/](search|searchResults|layoutTexts))\.|node_modules[\\/]@tanstack[\\/](virtual-core|react-virtual)[\\/]/.test(
                  id,
                ),
              includeDependenciesRecursively: false,
            },
            // <vmx-programme> and what its first rows need: the search view, its rows, the programme's reads and rules.
            {
              name: 'programme',
              test: /src[\\/](elements[\\/]programme|areas[\\/]programme[\\/](ProgrammeElement|search[\\/](SearchPage(\.styles)?|NoResults|ResultRows[\\/]ResultRows(\.styles)?|useSearchResults|ViewTabs)|grid[\\/]SessionsLayout|useProgramme(Format)?|useFirstScreenHold|useFavourites|FavouriteButton[\\/]\w+|VirtualList[\\/]VirtualList(\.styles)?)|core[\\/]programme[\\/](searchView|personName|counts|favourites|texts|sort|filters)|(contracts|api|store[\\/]queries)[\\/]programme|store[\\/]favourites)\./,
              includeDependenciesRecursively: false,
            },
            // <vmx-exhibitors> and <vmx-exhibitor-profile> and what the list's first cards need.
            {
              name: 'exhibitors',
              test: /src[\\/](elements[\\/]exhibitors|areas[\\/]exhibitors[\\/](ExhibitorsElement|index|list[\\/]ExhibitorList(\.styles)?|ExhibitorCard[\\/]\w+|useExhibitors|useProfileHref)|core[\\/]exhibitors[\\/](filters|queryList|sort|results|texts|booths|sponsorTypes)|(api|store[\\/]queries)[\\/]exhibition)\./,
              includeDependenciesRecursively: false,
            },
            // What the exhibitor list's first screen loads on demand beside its cards: the filter bar and the search
            // (Fuse), one chunk.
            {
              name: 'exhibitors-later',
              test: /src[\\/](areas[\\/]exhibitors[\\/]list[\\/]ExhibitorFilterBar|core[\\/](exhibitors[\\/]search|fuzzySearch))\.|node_modules[\\/]fuse\.js[\\/]/,
              includeDependenciesRecursively: false,
            },
            // What <vmx-news> and <vmx-jobs> show (their lists, reads and texts). Not the two elements' own modules: a
            // page with one of the lists defines no other.
            {
              name: 'community',
              test: /src[\\/](areas[\\/]community[\\/](NewsElement|JobsElement|useCommunity|community\.styles|usePlatformHref|news[\\/]NewsList|jobs[\\/](JobList|JobFacts|jobKindText))|core[\\/]((news|jobs)[\\/]\w+|charity[\\/]challenge)|contracts[\\/]jobs|(api|store[\\/]queries)[\\/](news|jobs))\./,
              includeDependenciesRecursively: false,
            },
            // The user's unread messages (their read, its words, the count's pill): the app's header shows them and the
            // networking area's inbox does; one chunk, not one for each piece two places share.
            {
              name: 'messaging',
              test: /src[\\/](ui[\\/]UnreadCount|core[\\/]networking[\\/]unreadTexts|(api|store[\\/]queries)[\\/]messaging)\./,
              includeDependenciesRecursively: false,
            },
            // Who the visitor is and what their account holds (identity, sign-in and out, the instance's details): the
            // app's first screen and every sign-in form's.
            {
              name: 'account',
              test: /src[\\/](contracts[\\/]specCalls|api[\\/](identity|core)|core[\\/](ticketCookie|storageFlags)|store[\\/](storageFlags|signInOut|initialLoginStamp|instanceInfo|queries[\\/]instance))\./,
              includeDependenciesRecursively: false,
            },
            // When each time-limited component shows (the ticker, the logo grid, the charity highscore, the app's widgets):
            // one chunk of their own, which the lists do not download.
            { name: 'visibility', test: /src[\\/](core|store)[\\/]visibility\.ts$/, includeDependenciesRecursively: false },
            // Surveys' calls and reads and the survey form's door (the form itself, SurveyJS, loads when a survey shows).
            {
              name: 'surveys',
              test: /src[\\/](api[\\/]survey|store[\\/]queries[\\/]survey|ui[\\/]survey[\\/]index)\.ts$/,
              includeDependenciesRecursively: false,
            },
            // The sign-in widget, the charity highscore and the evaluation: each element with its first screen, one chunk.
            // Such a group holds the element's own module, which defines the element as it runs: nothing another
            // element's code imports may be in it (the charity's reads are the exhibitor profile's too).
            {
              name: 'login',
              test: /src[\\/](elements[\\/]login|areas[\\/]auth[\\/](LoginWidget|SignedInBox|LoginForm|Auth\.styles|useAuthText)|core[\\/]authTexts)\./,
              includeDependenciesRecursively: false,
            },
            {
              name: 'charity-highscore',
              test: /src[\\/](elements[\\/]charity-highscore|areas[\\/]charity[\\/](CharityHighscoreElement|useCharity|highscore[\\/]\w+)|core[\\/]charity[\\/](highscore|texts))\./,
              includeDependenciesRecursively: false,
            },
            {
              name: 'evaluation',
              test: /src[\\/](elements[\\/]evaluation|areas[\\/]evaluation[\\/](EvaluationElement|Evaluation(\.styles)?|EvaluationDialog|useEvaluation|useAnonymousEvaluation)|core[\\/](evaluation[\\/]\w+|eventKeyTexts))\./,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
};

export default defineConfig(({ mode }) => (mode === 'frame' ? frameScript : elements));
