import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';

/**
 * The React host app of demo/react.html (demo/react/main.tsx), built after the VMX bundle into
 * <dist>/demo-react/react-app.js, where the server serves it at /demo-react/react-app.js. React is
 * bundled in: it is the host's own React, not the one inside the elements.
 */
const repository = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  publicDir: false,
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  build: {
    target: 'es2022',
    minify: true,
    sourcemap: false,
    // Beside the VMX bundle, which the first build has just written: keep it.
    outDir: resolve(repository, process.env.VMX_DIST_DIR || 'dist', 'demo-react'),
    emptyOutDir: false,
    lib: { entry: fileURLToPath(new URL('main.tsx', import.meta.url)), formats: ['es'], fileName: () => 'react-app.js' },
    // Library mode keeps whitespace in ES output unless the output itself is told to minify.
    rollupOptions: { output: { minify: true } },
  },
});
