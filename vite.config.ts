import { defineConfig } from 'vite';

/**
 * Two builds into dist/:
 * - default: the ESM package. dist/vmx.js is the autoloader; each element and each shared piece is its
 *   own chunk under dist/chunks/, loaded on demand. The manifest lists each chunk's imports, for the
 *   bench's per-element download sizes.
 * - --mode single-file: dist/vmx-all.js, one classic script defining every element.
 */
export default defineConfig(({ mode }) => {
  const singleFile = mode === 'single-file';
  return {
    // Library mode leaves process.env.NODE_ENV in React; the bundle is for production.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
    build: {
      target: 'es2022',
      minify: true,
      sourcemap: false,
      // VMX_DIST_DIR: another output folder (the server serves the same one), e.g. for a second checkout's tests.
      outDir: process.env.VMX_DIST_DIR || 'dist',
      emptyOutDir: !singleFile,
      manifest: !singleFile,
      lib: singleFile
        ? { entry: 'src/elements/all.ts', formats: ['iife'], name: 'VMX', fileName: () => 'vmx-all.js' }
        : { entry: 'src/elements/index.ts', formats: ['es'], fileName: () => 'vmx.js' },
      rollupOptions: {
        // Needed for the routes group below; the entry's own exports are kept.
        preserveEntrySignatures: 'allow-extension',
        // React Query marks its hooks "use client" for server-component bundlers; that means nothing here.
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
        },
        // Library mode keeps whitespace in ES output unless the output itself is told to minify.
        output: singleFile
          ? { minify: true }
          : {
              minify: true,
              chunkFileNames: 'chunks/[name]-[hash].js',
              // Routes are shared by the app and the logo grid but not the ticker; left to itself the
              // bundler puts them in the chunk every element downloads.
              codeSplitting: {
                groups: [{ name: 'routes', test: /src[\\/]core[\\/]routes\./, includeDependenciesRecursively: false }],
              },
            },
      },
    },
  };
});
