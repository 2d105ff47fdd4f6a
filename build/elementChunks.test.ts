import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ELEMENT_DOCS } from '../src/elements/catalog';
import {
  chunkGraph,
  elementChunkGraphs,
  elementModules,
  EVERY_ELEMENT_FIRST_SCREEN_MODULES,
  FIRST_ROWS_MODULES,
  FIRST_SCREEN_MODULES,
  withPreloadGraphs,
  type GraphChunk,
} from './elementChunks';

const ROOT = '/repo';
const chunk = (fileName: string, imports: string[], module: string | null = null): GraphChunk => ({
  fileName,
  imports,
  moduleIds: module ? [`${ROOT}/src/other.ts`, `${ROOT}/${module}`] : [`${ROOT}/src/shared-${fileName}.ts`],
});

describe('element-chunks.json (each element’s chunk graphs: budgets, preloads)', () => {
  const chunks = [
    chunk('vmx.js', [], 'src/elements/index.ts'),
    chunk('chunks/programme-aaaaaaaa.js', ['chunks/define-bbbbbbbb.js', 'chunks/kit-cccccccc.js'], 'src/elements/programme.ts'),
    chunk('chunks/define-bbbbbbbb.js', []),
    chunk('chunks/kit-cccccccc.js', ['chunks/define-bbbbbbbb.js', 'chunks/deep-dddddddd.js']),
    chunk('chunks/deep-dddddddd.js', []),
    chunk('chunks/later-eeeeeeee.js', ['chunks/kit-cccccccc.js', 'chunks/contrast-ffffffff.js'], 'src/areas/programme/later.ts'),
    chunk('chunks/contrast-ffffffff.js', [], 'src/core/contrast.ts'),
  ];

  it('lists the module’s chunk first, then everything it imports, transitively, each once', () => {
    expect(chunkGraph(chunks, ROOT, ['src/elements/programme.ts'])).toEqual([
      'chunks/programme-aaaaaaaa.js',
      'chunks/define-bbbbbbbb.js',
      'chunks/kit-cccccccc.js',
      'chunks/deep-dddddddd.js',
    ]);
  });

  it('gives each tag its code, its first rows (with a body loaded at once) and its first screen (with what it loads on demand)', () => {
    const graphs = elementChunkGraphs(chunks, ROOT, {
      'vmx-programme': {
        code: ['src/elements/programme.ts'],
        firstRows: ['src/elements/programme.ts'],
        firstScreen: ['src/elements/programme.ts', 'src/areas/programme/later.ts'],
      },
    });
    expect(graphs['vmx-programme']!.firstRows).toEqual(graphs['vmx-programme']!.code);
    expect(graphs['vmx-programme']!.firstScreen).toEqual([
      ...graphs['vmx-programme']!.code,
      'chunks/later-eeeeeeee.js',
      'chunks/contrast-ffffffff.js',
    ]);
  });

  it('fails the build for a module no chunk holds', () => {
    expect(() => chunkGraph(chunks, ROOT, ['src/elements/jobs.ts'])).toThrow(/no chunk holds src\/elements\/jobs\.ts/);
  });

  it('covers every documented tag, each list from its defining module', () => {
    const modules = elementModules();
    expect(Object.keys(modules).sort()).toEqual(ELEMENT_DOCS.map((element) => element.tag).sort());
    for (const element of ELEMENT_DOCS) {
      expect(modules[element.tag]!.code).toEqual([element.module]);
      expect(modules[element.tag]!.firstScreen.slice(0, modules[element.tag]!.firstRows.length)).toEqual(modules[element.tag]!.firstRows);
    }
    expect(modules['vmx-news']!.firstRows).toEqual(['src/elements/news.ts', 'src/areas/community/NewsElement.tsx']);
    expect(modules['vmx-programme']!.firstScreen).toEqual([
      'src/elements/programme.ts',
      ...FIRST_SCREEN_MODULES['vmx-programme']!,
      ...EVERY_ELEMENT_FIRST_SCREEN_MODULES,
    ]);
    const named = [...Object.values(FIRST_ROWS_MODULES), ...Object.values(FIRST_SCREEN_MODULES), EVERY_ELEMENT_FIRST_SCREEN_MODULES].flat();
    for (const module of named) expect(existsSync(module), module).toBe(true);
  });
});

describe('the graphs in the built autoloader (src/elements/preloadChunks.ts)', () => {
  const graph = {
    'vmx-programme': ['chunks/programme-aaaaaaaa.js', 'chunks/define-bbbbbbbb.js', 'chunks/kit-dddddddd.js'],
    'vmx-ticker': ['chunks/ticker-cccccccc.js', 'chunks/define-bbbbbbbb.js'],
  };
  const source = readFileSync('src/elements/preloadChunks.ts', 'utf8');
  const placeholder = /JSON\.parse\(('[^']*')\)/.exec(source)![1]!;

  it.each([placeholder, placeholder.replace(/'/g, '`'), JSON.stringify(placeholder.slice(1, -1))])(
    'replace the source’s placeholder, written as %s, with each chunk’s name once and each tag’s chunks besides its own and the shared ones',
    (literal) => {
      const code = `const g=JSON.parse(${literal});export{g};`;
      const built = withPreloadGraphs(code, graph);
      const parsed = JSON.parse(JSON.parse(/JSON\.parse\((.*)\);export/.exec(built)![1]!) as string) as unknown;
      // The chunk every element needs first and counted, then only what a tag needs besides it.
      expect(parsed).toEqual([['define-bbbbbbbb', 'kit-dddddddd'], 1, { 'vmx-programme': [1] }]);
    },
  );

  it('fails the build when the autoloader does not hold the placeholder once, or a chunk is not under chunks/', () => {
    expect(() => withPreloadGraphs('const g={};', graph)).toThrow(/0 times, not once/);
    expect(() => withPreloadGraphs(`JSON.parse(${placeholder});JSON.parse(${placeholder})`, graph)).toThrow(/2 times/);
    expect(() => withPreloadGraphs(`JSON.parse(${placeholder})`, { 'vmx-ticker': ['chunks/ticker-cccccccc.js', 'vmx.js'] })).toThrow(
      /vmx\.js is not a chunk under chunks\//,
    );
  });
});
