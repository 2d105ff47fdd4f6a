import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { squeezeCssTemplates } from './build/cssTemplates';
import { elementManifestPlugin } from './build/elementManifest';

/**
 * One ESM build into dist/, with these entries:
 * - vmx.js: the autoloader. Each element and each shared piece is its own chunk under dist/chunks/,
 *   loaded when its tag appears. The manifest lists each chunk's imports, for the bench's sizes.
 * - vmx-all.js: the one classic script tag; it loads vmx.js from beside itself and defines every element.
 *   It imports nothing, so its output is plain script text.
 * Beside them, custom-elements.json and vmx.d.ts, generated from src/elements/catalog.ts.
 *
 * --mode frame adds dist/vmx-frame.js, the script a host page adds to size an iframe of the platform:
 * one classic script with the rules it takes from src/core bundled in.
 */
const ENTRIES = {
  vmx: 'src/elements/index.ts',
  'vmx-all': 'src/elements/scriptTag.ts',
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
 * over chunks importing chunks downloads them in rounds (four for <vmx-programme>, about 40 ms each).
 * Rollup hoists transitive imports into entry chunks for this; Rolldown does not, and Vite's module
 * preloading is off in library mode. So each element's chunk also imports every chunk it reaches,
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

function relativeChunkPath(from: string, to: string): string {
  const fromDir = from.slice(0, from.lastIndexOf('/') + 1);
  if (!to.startsWith(fromDir)) throw new Error(`vmx:hoist-element-imports: ${to} is not beside ${from}`);
  return to.slice(fromDir.length);
}

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
    squeezeStyles,
    signalrBrowserOnly,
    styledWithoutPrefixer,
    queriesWithoutInfinite,
    hoistElementImports,
    classicScripts,
    elementManifestPlugin(),
  ],
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  build: {
    target: 'es2022',
    minify: true,
    // VMX_SOURCEMAP=1: maps beside the chunks, for reading what a chunk is made of (build/chunkModules.ts).
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
        chunkFileNames: 'chunks/[name]-[hash].js',
        // Routes are shared by the app and the logo grid but not the ticker; left to itself the
        // bundler puts them in the chunk every element downloads.
        codeSplitting: {
          groups: [
            { name: 'routes', test: /src[\\/]core[\\/]routes\./, includeDependenciesRecursively: false },
            // The programme's small shared pieces (its lists' queries, names, counts, texts, sorts, filters, the star, the windowed
            // list), which the search view's first rows and the parts it loads beside them (the form, the other
            // views' rows) share: one chunk of the first load instead of eight.
            {
              name: 'programme-kit',
              test: /src[\\/](core[\\/]programme[\\/](personName|counts|favourites|texts|sort|filters)\.|areas[\\/]programme[\\/](useProgramme(Format)?\.|useFavourites\.|FavouriteButton[\\/]|VirtualList[\\/]VirtualList(\.styles)?\.)|(contracts|api|store[\\/]queries)[\\/]programme\.|store[\\/]favourites\.)/,
              includeDependenciesRecursively: false,
            },
            // The small pieces every list view's first load shares (buttons, list controls, platform links, the
            // loading and error states, the helper sorts): one chunk rather than five, each of which costs every
            // area's first load a request and bytes.
            {
              name: 'page-kit',
              test: /src[\\/](ui[\\/](buttonStyles|listControls(\.styles)?|platformLinks|AsyncView[\\/]\w+|VisuallyHidden|listPageSize|lazyPage)|core[\\/](sortHelpers|asyncViewTexts|pageLoadTexts))\./,
              includeDependenciesRecursively: false,
            },
            // Links to profiles (the logo grid, the lists, the app): one chunk rather than two.
            { name: 'links', test: /src[\\/]core[\\/](profileLink|pathShape)\./, includeDependenciesRecursively: false },
            // The modal dialog and its focus handling, which the exhibitor list and the app load up front.
            { name: 'dialog', test: /src[\\/]ui[\\/](Dialog|useModalDialog)\./, includeDependenciesRecursively: false },
            // The exhibition's texts, booth names and sponsor types, which every exhibition view shows.
            {
              name: 'exhibitors-kit',
              test: /src[\\/]core[\\/]exhibitors[\\/](texts|booths|sponsorTypes)\./,
              includeDependenciesRecursively: false,
            },
            // The card boxes and ui/styles' layout and surface fragments, which the cards and detail pages share
            // but the programme's first rows do not need.
            {
              name: 'card-kit',
              test: /src[\\/]ui[\\/](cardStyles|styles[\\/]\w+)\./,
              includeDependenciesRecursively: false,
            },
            // What every element loads: define.ts with everything it imports (React, styled-components,
            // the store). Lazy areas also import styled-components; left to itself the bundler would split
            // it into a chunk of its own and every element would pay for the extra file. React Query's
            // useMutation, its observer and useIsMutating/useMutationState serve only lazy forms, so they
            // stay with them.
            {
              name: 'define',
              test: /src[\\/](elements[\\/]define|store[\\/]useNow)\.|node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/](?!.*(useMutationState|useMutation\.|mutationObserver\.))|rolldown[:\\/]runtime/,
            },
          ],
        },
      },
    },
  },
};

export default defineConfig(({ mode }) => (mode === 'frame' ? frameScript : elements));
