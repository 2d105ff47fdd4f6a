import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { COMPILE_HINT, COMPILE_HINT_MIN_BYTES, hintEagerCompile } from './compileHints';

function chunk(fileName: string, code: string, mappings = 'AAAA'): Rollup.OutputChunk {
  return { type: 'chunk', fileName, code, map: { mappings } } as unknown as Rollup.OutputChunk;
}

describe('hintEagerCompile', () => {
  it('opens each big enough chunk with V8’s compile hint on a line of its own, and its source map starts a line later', () => {
    const big = chunk('chunks/define-a.js', 'x'.repeat(COMPILE_HINT_MIN_BYTES));
    const map = { type: 'asset', fileName: 'chunks/define-a.js.map', source: JSON.stringify({ version: 3, mappings: 'AAAA;AACA' }) };
    const bundle = { [big.fileName]: big, [map.fileName]: map } as unknown as Rollup.OutputBundle;
    hintEagerCompile(bundle, [big.fileName, big.fileName]);
    expect(big.code).toBe(`${COMPILE_HINT}\n${'x'.repeat(COMPILE_HINT_MIN_BYTES)}`);
    expect(big.map?.mappings).toBe(';AAAA');
    expect(JSON.parse(map.source).mappings).toBe(';AAAA;AACA');
  });

  it('leaves a small chunk as it is (its line would cost more than it saves)', () => {
    const small = chunk('chunks/ticker-a.js', 'export{};');
    hintEagerCompile({ [small.fileName]: small }, [small.fileName]);
    expect(small.code).toBe('export{};');
  });

  it('fails the build for a file that is not a chunk of the bundle', () => {
    expect(() => hintEagerCompile({}, ['chunks/gone.js'])).toThrow(/gone\.js is not a chunk/);
  });
});
