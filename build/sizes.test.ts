/** The size measurement's walk through Vite's manifest: what a page downloads up front, and nothing more. */
import { describe, expect, it } from 'vitest';
import { ELEMENT_MODULES, staticClosure, type Manifest } from './sizes';
import { SIZE_BUDGETS } from './sizeBudgets';

const manifest: Manifest = {
  'src/elements/index.ts': { file: 'vmx.js', isEntry: true, imports: ['_shared.js'], dynamicImports: ['src/elements/ticker.ts'] },
  'src/elements/ticker.ts': { file: 'ticker.js', imports: ['_shared.js', '_react.js'], dynamicImports: ['src/later.ts'] },
  '_shared.js': { file: 'shared.js', imports: ['_react.js'] },
  '_react.js': { file: 'react.js' },
  'src/later.ts': { file: 'later.js' },
};

describe('staticClosure', () => {
  it('follows static imports transitively, each file once, and not dynamic imports', () => {
    expect(staticClosure(manifest, ['src/elements/index.ts', 'src/elements/ticker.ts']).sort()).toEqual([
      'react.js',
      'shared.js',
      'ticker.js',
      'vmx.js',
    ]);
  });

  it('refuses a key the manifest does not have (a renamed module would otherwise measure nothing)', () => {
    expect(() => staticClosure(manifest, ['src/elements/gone.ts'])).toThrow(/gone\.ts/);
  });
});

describe('ELEMENT_MODULES', () => {
  it('measures every element that has a budget (single-file is the script tag, measured on its own)', () => {
    const budgeted = Object.keys(SIZE_BUDGETS).filter((name) => name !== 'single-file');
    expect(Object.keys(ELEMENT_MODULES)).toEqual(expect.arrayContaining(budgeted));
  });
});
