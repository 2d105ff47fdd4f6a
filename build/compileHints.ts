/**
 * V8's explicit compile hint (Chrome 136 and later): a file that opens with the magic comment below has all its
 * functions compiled while it streams in, on a background thread, instead of each one on the main thread the first
 * time it is called. The chunks of an element's first screen (build/elementChunks.ts, firstScreen) run most of their
 * functions at once (React's renderer above all), so they get the comment: on a phone's slow CPU their first render
 * no longer waits for the compiler. Every other chunk keeps V8's lazy compiling: code loaded on demand runs little of
 * itself at first. Other engines read the line as a comment.
 */
import type { Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** The comment, a line of its own at the very start of the file (V8 reads it there only). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Ours: the least code (bytes, minified) worth the line. A smaller chunk compiles in little time as it is, and the
 * line is some 22 bytes more in every download of it (the lightest elements' download budgets leave no room for that).
 */
export const COMPILE_HINT_MIN_BYTES = 16_000;

/** Opens each of these chunks of the bundle that is big enough with the compile hint, and moves its source map one line down. */
export function hintEagerCompile(bundle: OutputBundle, fileNames: Iterable<string>): void {
  for (const fileName of new Set(fileNames)) {
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk') throw new Error(`vmx:compile-hints: ${fileName} is not a chunk of the bundle`);
    if (chunk.code.length < COMPILE_HINT_MIN_BYTES || chunk.code.startsWith(COMPILE_HINT)) continue;
    chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
    shiftSourceMap(bundle, chunk);
  }
}

/** A source map's mappings start with one line more (";": a line with no mapping), wherever the build keeps the map. */
function shiftSourceMap(bundle: OutputBundle, chunk: OutputChunk): void {
  if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
  const asset = bundle[`${chunk.fileName}.map`];
  if (asset?.type === 'asset' && typeof asset.source === 'string') {
    const map = JSON.parse(asset.source) as { mappings: string };
    map.mappings = `;${map.mappings}`;
    asset.source = JSON.stringify(map);
  }
}
