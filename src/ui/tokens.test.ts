/**
 * The design tokens are declared once (the shared ones in ui/tokens.ts, an area's own in its *.tokens.ts)
 * and read without call-site fallbacks: every var(--vmx-…) in src names a declared token, no style outside
 * the token tables writes a fallback, every --vmx-* a component sets is a declared token, and every custom
 * property the catalogue documents is one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ELEMENT_DOCS } from '../elements/catalog';
import { TOKENS, tokenGroupCss, type TokenTable } from './tokens';

const SRC = join(__dirname, '..');
const TOKEN_FILE = join(__dirname, 'tokens.ts');
/** An area's token tables: every *.tokens.ts under src (found here, so none can be forgotten). */
const isAreaTokenFile = (name: string) => name.endsWith('.tokens.ts');

function allFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? allFiles(path) : [path];
  });
}

const files = allFiles(SRC);
const areaTokenFiles = files.filter((path) => isAreaTokenFile(path));
const sources = files
  .filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path) && path !== TOKEN_FILE && !isAreaTokenFile(path))
  .map((path) => ({ file: relative(SRC, path), text: readFileSync(path, 'utf8') }));

/** Every group of tokens: its file and table (the shared one first). An area file's tables are its *_TOKENS exports. */
const groups: { file: string; table: TokenTable }[] = [{ file: relative(SRC, TOKEN_FILE), table: TOKENS }];
const declared = new Set<string>();

beforeAll(async () => {
  for (const path of areaTokenFiles) {
    const module = (await import(path)) as Record<string, unknown>;
    const tables = Object.entries(module).filter(([name]) => name.endsWith('_TOKENS'));
    expect(tables.length, `${relative(SRC, path)} exports no *_TOKENS table`).toBeGreaterThan(0);
    for (const [, table] of tables) groups.push({ file: relative(SRC, path), table: table as TokenTable });
  }
  for (const { table } of groups) for (const name of Object.keys(table)) declared.add(name);
});

/**
 * The one file allowed call-site fallbacks: the autoloader's skeleton (elements/skeletons.ts) paints before any
 * element's code, so before the token declarations exist; each fallback it writes must be the token's default here.
 */
const SKELETON_FILE = join('elements', 'skeletons.ts');

function occurrences(pattern: RegExp, except?: string): string[] {
  return sources
    .filter(({ file }) => file !== except)
    .flatMap(({ file, text }) => [...text.matchAll(pattern)].map((match) => `${file}: ${match[0]}`));
}

describe('design tokens', () => {
  it('include the areas’ own groups', () => {
    expect(areaTokenFiles.length).toBeGreaterThan(0);
    expect(declared).toContain('ticker-background');
    expect(declared).toContain('footer-background');
  });

  it('are read without a call-site fallback', () => {
    expect(occurrences(/var\(--vmx-[a-z0-9-]+\s*,/g, SKELETON_FILE)).toEqual([]);
  });

  it('are read by the skeleton, painted before their declarations, with their declared defaults as fallbacks', () => {
    const skeleton = sources.find(({ file }) => file === SKELETON_FILE)?.text ?? '';
    const fallbacks = [...skeleton.matchAll(/var\(--vmx-([a-z0-9-]+),([^)]+)\)/g)].map(([, name, value]) => [name, value]);
    expect(fallbacks.length).toBeGreaterThan(0);
    for (const [name, value] of fallbacks) expect(TOKENS[name as keyof typeof TOKENS], name).toBe(value);
  });

  it('every var(--vmx-…) names a declared token', () => {
    const undeclared = occurrences(/var\(--vmx-([a-z0-9-]+)/g).filter(
      (hit) => !declared.has(/var\(--vmx-([a-z0-9-]+)/.exec(hit)?.[1] ?? ''),
    );
    expect(undeclared).toEqual([]);
  });

  it('every --vmx-* a component sets (inline style or its styles) is a declared token', () => {
    const set = occurrences(/(?<![\w(-])['"]?--vmx-([a-z0-9-]+)['"]?\s*:/g).filter(
      (hit) => !declared.has(/--vmx-([a-z0-9-]+)/.exec(hit)?.[1] ?? ''),
    );
    expect(set).toEqual([]);
  });

  it('every custom property the catalogue documents is a token', () => {
    const documented = ELEMENT_DOCS.flatMap((element) => element.cssProperties.map((property) => property.name));
    expect(documented.filter((name) => !declared.has(name.replace(/^--vmx-/, '')))).toEqual([]);
  });

  it('are declared in one group each', () => {
    const owners = new Map<string, string[]>();
    for (const { file, table } of groups) for (const name of Object.keys(table)) owners.set(name, [...(owners.get(name) ?? []), file]);
    expect([...owners].filter(([, inFiles]) => inFiles.length > 1)).toEqual([]);
  });

  it('are declared once each on :host and exposed once each to the shadow root, by their group', () => {
    for (const { table } of groups) {
      const css = tokenGroupCss(table);
      for (const name of Object.keys(table)) {
        expect(css.split(`--_vmx-${name}:var(--vmx-${name},`).length - 1, name).toBe(1);
        expect(css.split(`--vmx-${name}:var(--_vmx-${name});`).length - 1, name).toBe(1);
      }
    }
  });
});
