import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { COMMON_ATTRIBUTES } from '../src/elements/define';
import { ELEMENT_CATALOG, ELEMENT_DOCS, type ElementDoc } from '../src/elements/catalog';
import { ELEMENT_LOADERS } from '../src/elements/registry';
import {
  customElementsManifest,
  readmeElementsBlock,
  readmeSection,
  README_END,
  README_START,
  sharedCssProperties,
  THEME_HEADING,
  typeDeclarations,
} from './elementManifest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

interface Declaration {
  tagName: string;
  customElement: boolean;
  attributes: { name: string; fieldName: string; type: { text: string } }[];
  members: { kind: string; name: string }[];
  events: { name: string; type: { text: string } }[];
  cssParts: { name: string }[];
  cssProperties: { name: string; default?: string }[];
}

function declarations(): Declaration[] {
  const manifest = customElementsManifest() as {
    schemaVersion: string;
    modules: { kind: string; path: string; declarations: Declaration[]; exports: { kind: string; name: string }[] }[];
  };
  return manifest.modules.flatMap((module) => module.declarations);
}

/** define.ts's kebab-casing of a property into its attribute. */
function kebab(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, (_, a: string, b: string) => `${a}-${b.toLowerCase()}`);
}

/** A type check loads the DOM and React types: seconds on a busy machine, so more than vitest's default 5 s. */
const TYPECHECK_TIMEOUT = 30_000;

/** Type errors of the given files (name -> text) compiled with this repository's React types. */
function typeErrors(files: Record<string, string>): string[] {
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
    types: ['react'],
    typeRoots: [join(root, 'node_modules/@types')],
    skipLibCheck: true,
  };
  const virtual = new Map(Object.entries(files).map(([name, text]) => [join(root, 'build/.typecheck', name), text]));
  const host = ts.createCompilerHost(options);
  const { fileExists, readFile, getSourceFile } = host;
  host.fileExists = (name) => virtual.has(name) || fileExists(name);
  host.readFile = (name) => virtual.get(name) ?? readFile(name);
  host.getSourceFile = (name, version, onError, create) =>
    virtual.has(name) ? ts.createSourceFile(name, virtual.get(name)!, version, true) : getSourceFile(name, version, onError, create);
  const program = ts.createProgram([...virtual.keys()], options, host);
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

describe('custom-elements.json', () => {
  it('lists every element the package defines, once, as a custom element', () => {
    const tags = declarations().map((declaration) => declaration.tagName);
    expect(tags.sort()).toEqual(Object.keys(ELEMENT_LOADERS).sort());
    expect(declarations().every((declaration) => declaration.customElement)).toBe(true);
    expect(customElementsManifest()).toMatchObject({ schemaVersion: '2.0.0' });
  });

  it('lists the attributes define.ts observes: the four common ones first, each named as its property kebab-cased', () => {
    for (const declaration of declarations()) {
      const names = declaration.attributes.map((attribute) => attribute.name);
      expect(names.slice(0, 4)).toEqual(Object.keys(COMMON_ATTRIBUTES).map(kebab));
      expect(new Set(names).size).toBe(names.length);
      for (const attribute of declaration.attributes) expect(attribute.name).toBe(kebab(attribute.fieldName));
    }
    const programme = declarations().find((declaration) => declaration.tagName === 'vmx-programme')!;
    expect(programme.attributes.map((attribute) => attribute.name)).toEqual([
      'instance',
      'event',
      'language',
      'api-base',
      'view',
      'day',
      'filter',
      'platform-url',
      'page-size',
    ]);
  });

  it('lists each attribute as a property too, and refresh() on every element, navigate() on vmx-app and vmx-programme', () => {
    for (const declaration of declarations()) {
      const fields = declaration.members.filter((member) => member.kind === 'field').map((member) => member.name);
      expect(fields).toEqual(declaration.attributes.map((attribute) => attribute.fieldName));
      const methods = declaration.members.filter((member) => member.kind === 'method').map((member) => member.name);
      expect(methods).toEqual(['vmx-app', 'vmx-programme'].includes(declaration.tagName) ? ['refresh', 'navigate'] : ['refresh']);
    }
  });

  it('lists the events each element dispatches, with their detail types', () => {
    const events = Object.fromEntries(
      declarations().map((declaration) => [declaration.tagName, declaration.events.map((event) => event.name).sort()]),
    );
    expect(events['vmx-app']).toEqual([
      'vmx-favourite-change',
      'vmx-login',
      'vmx-logout',
      'vmx-navigate',
      'vmx-rerender',
      'vmx-session-open',
      'vmx-video-progress',
    ]);
    expect(events['vmx-programme']).toEqual(['vmx-favourite-change', 'vmx-navigate', 'vmx-session-open', 'vmx-video-progress']);
    expect(events['vmx-login']).toEqual(['vmx-login', 'vmx-logout']);
    const navigate = declarations()[0]!.events.find((event) => event.name === 'vmx-navigate');
    expect(navigate?.type.text).toBe('CustomEvent<{ to: string; route: string }>');
  });

  it('lists parts (the root of each element among them) and the theme tokens with their defaults', () => {
    const roots: Record<string, string> = {
      'vmx-app': 'app',
      'vmx-ticker': 'ticker',
      'vmx-logo-grid': 'logo-grid',
      'vmx-login': 'login',
      'vmx-programme': 'page',
      'vmx-exhibitors': 'exhibitors',
      'vmx-exhibitor-profile': 'exhibitor-profile',
      'vmx-charity-highscore': 'highscore',
      'vmx-evaluation': 'evaluation',
      'vmx-news': 'news',
      'vmx-jobs': 'jobs',
      'vmx-inbox': 'inbox',
    };
    for (const declaration of declarations()) {
      expect(declaration.cssParts.map((part) => part.name)).toContain(roots[declaration.tagName]);
      expect(declaration.cssProperties).toContainEqual(expect.objectContaining({ name: '--vmx-color-primary', default: '#0b5cad' }));
      expect(declaration.cssProperties.every((property) => property.name.startsWith('--vmx-'))).toBe(true);
    }
  });
});

describe('the documented event details', () => {
  it(
    "accept what the elements dispatch (src/ui/events.ts's VmxEventMap)",
    () => {
      const events = new Map(ELEMENT_DOCS.flatMap((element) => element.events.map((event) => [event.name, event.detailType] as const)));
      const checks = [...events]
        .map(([name, detail], index) => `const check${index}: [${detail}] = [{} as VmxEventMap['${name}']];`)
        .join('\n');
      const errors = typeErrors({ 'details.ts': `import type { VmxEventMap } from '../../src/ui/events';\n${checks}\nexport {};\n` });
      expect(errors).toEqual([]);
      expect(events.size).toBe(7);
    },
    TYPECHECK_TIMEOUT,
  );
});

describe('vmx.d.ts', () => {
  it(
    'types every element in HTMLElementTagNameMap and JSX, and their events, properties and methods',
    () => {
      const declarations = typeDeclarations();
      for (const tag of Object.keys(ELEMENT_CATALOG)) {
        expect(declarations).toContain(`    '${tag}': ${ELEMENT_CATALOG[tag as keyof typeof ELEMENT_CATALOG].className};`);
        expect(declarations).toContain(`      '${tag}': VmxJsx<'${tag}'>;`);
      }
      const use = `
      import './vmx';
      const programme = document.querySelector('vmx-programme')!;
      programme.navigate('/demo/ehc2026/en-GB/session/1');
      void programme.refresh();
      const view: string | undefined = programme.view;
      programme.addEventListener('vmx-favourite-change', (event) => {
        const favourite: boolean = event.detail.favourite;
        const kind: 'sessions' | 'presentations' | 'speakers' = event.detail.kind;
        console.log(favourite, kind, view);
      });
      document.addEventListener('vmx-session-open', (event) => console.log(event.detail.sessionId.length));
      // @ts-expect-error the ticker has no navigate()
      document.createElement('vmx-ticker').navigate('/');
      export const fine = <vmx-programme instance="demo" view="sessions" platform-url="https://example.org/" />;
      // @ts-expect-error vmx-login has no view attribute
      export const wrong = <vmx-login view="sessions" />;
    `;
      expect(typeErrors({ 'vmx.d.ts': declarations, 'use.tsx': use })).toEqual([]);
    },
    TYPECHECK_TIMEOUT,
  );
});

describe('the README', () => {
  it('has the element section generated from the catalog, verbatim, between its markers', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const paste = 'paste the output of `npx tsx build/elementManifest.ts --readme` into README.md between the markers';
    expect(
      readme.includes(README_START) && readme.includes(README_END),
      `no ${README_START} ... ${README_END} in README.md: ${paste}`,
    ).toBe(true);
    expect(readmeElementsBlock(readme), paste).toBe(readmeSection());
  });

  it('gives each element its attributes, events, methods, parts, own custom properties and snippet', () => {
    const section = readmeSection();
    const shared = sharedCssProperties();
    for (const element of ELEMENT_DOCS) {
      const start = section.indexOf(`### \`<${element.tag}>\``);
      const next = section.indexOf('### ', start + 1);
      const own = section.slice(start, next < 0 ? undefined : next);
      expect(start).toBeGreaterThanOrEqual(0);
      for (const attribute of element.attributes) expect(own).toContain(`| \`${attribute.name}\` | \`${attribute.property}\` |`);
      for (const event of element.events) expect(own).toContain(`| \`${event.name}\` |`);
      for (const part of element.parts) expect(own).toContain(`| \`${part.name}\` |`);
      expect(own).toContain('`refresh(): ');
      expect(own).toContain('](#theme-custom-properties)');
      for (const property of element.cssProperties.filter((property) => !shared.includes(property)))
        expect(own).toContain(`| \`${property.name}\` | ${property.default ?? ''} |`);
      expect(own).toContain(`\`\`\`html\n${element.snippet}\n\`\`\``);
    }
  });

  it('lists the theme custom properties once, in one table, and each element only its own besides', () => {
    const section = readmeSection();
    const shared = sharedCssProperties();
    expect(shared.map((property) => property.name)).toContain('--vmx-color-primary');
    expect(section.split(THEME_HEADING)).toHaveLength(2);
    for (const property of shared) expect(section.split(`| \`${property.name}\` |`), property.name).toHaveLength(2);
    expect(section).toContain('| `--vmx-color-primary` | #0b5cad | Primary colour: buttons, links, highlights. |');
    const ticker = section.slice(section.indexOf('### `<vmx-ticker>`'), section.indexOf('### `<vmx-logo-grid>`'));
    expect(ticker).toContain('| `--vmx-ticker-background` | the primary colour |');
    expect(ticker).not.toContain('`--vmx-color-primary`');
    // The manifest keeps every element's full list: tools read one element at a time.
    for (const declaration of declarations())
      expect(declaration.cssProperties.map((property) => property.name)).toEqual(
        expect.arrayContaining(shared.map((property) => property.name)),
      );
  });

  it('shares only what every element takes, with the same default', () => {
    const [a, b] = ELEMENT_DOCS as [ElementDoc, ElementDoc];
    const one = { name: '--vmx-one', default: '1px', description: 'One.' };
    const other = { name: '--vmx-one', default: '2px', description: 'One.' };
    const shared = { name: '--vmx-shared', default: 'x', description: 'Shared.' };
    const elements = [
      { ...a, cssProperties: [shared, one] },
      { ...b, cssProperties: [shared, other] },
    ];
    expect(sharedCssProperties(elements)).toEqual([shared]);
    expect(readmeSection(elements)).toContain('| `--vmx-one` | 2px | One. |');
    expect(sharedCssProperties([])).toEqual([]);
  });

  it('reads the block between the markers, and nothing when a marker is missing', () => {
    expect(readmeElementsBlock(`a\n${README_START}\nX\n${README_END}\nb`)).toBe('X\n');
    expect(readmeElementsBlock(`a\n${README_START}\nX\n`)).toBeNull();
  });
});

// ---- parts: every part a shadow root renders is documented, on an element that can render it ----

/** The source files under src that ship (tests and declarations left out). */
function sourceFiles(dir = join(root, 'src')): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$|\.d\.ts$/.test(name) ? [path] : [];
  });
}

/**
 * The part names a template literal can take. A new `part={`...${x}`}` fails the check below until it is
 * listed here with every value it takes.
 */
const TEMPLATE_PARTS: Record<string, readonly string[]> = {
  'ad-banner-${placement}': ['ad-banner-top', 'ad-banner-bottom'],
};

/** Components that pass their caller's `part` prop on: their callers write the names (part="..."). */
const PASSED_ON = new Set([
  'src/ui/Tabs/Tabs.tsx: part={part}',
  'src/ui/SanitizedHtml.tsx: part={part}',
  'src/ui/MediaPlayer.tsx: part={part}',
]);

/** The part names a file renders: part="x", part={'x'}, part={"x"}, part={`x`} and part: 'x'. */
function partsIn(file: string, text: string): string[] {
  const names: string[] = [];
  const written = /(?<![\w$-])part(?:=\{?\s*(["'`])([^"'`]*)\1\s*\}?|:\s*(["'`])([^"'`]*)\3)/g;
  for (const match of text.matchAll(written)) {
    const name = match[2] ?? match[4] ?? '';
    if (!name.includes('${')) names.push(name);
    else if (TEMPLATE_PARTS[name]) names.push(...TEMPLATE_PARTS[name]);
    else throw new Error(`${file}: part \`${name}\` is a template: list the names it takes in TEMPLATE_PARTS`);
  }
  // Any other expression must be a pass-through listed in PASSED_ON, or the check cannot see the name.
  for (const match of text.matchAll(/(?<![\w$-])part=\{(?!\s*["'`])([^}]*)\}/g)) {
    const where = `${file}: part={${match[1]}}`;
    if (!PASSED_ON.has(where)) throw new Error(`${where}: write the part's name literally, or list it in PASSED_ON`);
  }
  return names;
}

/** Part name -> the files (relative to the repository) that render it. */
function renderedParts(files: readonly string[] = sourceFiles()): Map<string, string[]> {
  const parts = new Map<string, string[]>();
  for (const path of files) {
    const file = relative(root, path);
    for (const name of partsIn(file, readFileSync(path, 'utf8'))) parts.set(name, [...new Set([...(parts.get(name) ?? []), file])]);
  }
  return parts;
}

/**
 * The files an element's module reaches through relative imports (static and dynamic), not through
 * another element's module: a nested element (vmx-app places vmx-ticker) renders in its own shadow root.
 */
function reachedFiles(module: string): Set<string> {
  const start = join(root, module);
  const seen = new Set<string>();
  const pending = [start];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const base = resolve(dirname(file), match[1]!);
      const target = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
        (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
      );
      const otherElement = target !== undefined && dirname(target) === join(root, 'src/elements') && target !== start;
      if (target && !otherElement && !seen.has(target)) pending.push(target);
    }
  }
  return seen;
}

describe('the parts', () => {
  const rendered = renderedParts();
  const documented = new Set(ELEMENT_DOCS.flatMap((element) => element.parts.map((part) => part.name)));

  it('every part="..." under src is documented in the catalog of an element that renders it', () => {
    const missing = [...rendered].filter(([name]) => !documented.has(name)).map(([name, files]) => `${name} (${files.join(', ')})`);
    expect(missing, 'add these to the parts of the element(s) that render them in src/elements/catalog.ts').toEqual([]);
  });

  it('every part the catalog documents is rendered by the source, once per element, and reachable from its element', () => {
    const unknown = [...documented].filter((name) => !rendered.has(name));
    expect(unknown, 'no source renders these parts: remove them from src/elements/catalog.ts').toEqual([]);
    for (const element of ELEMENT_DOCS) {
      const names = element.parts.map((part) => part.name);
      expect(
        names.filter((name, index) => names.indexOf(name) !== index),
        `<${element.tag}> documents a part twice`,
      ).toEqual([]);
      const reached = new Set([...reachedFiles(element.module)].map((file) => relative(root, file)));
      const elsewhere = element.parts.filter((part) => !(rendered.get(part.name) ?? []).some((file) => reached.has(file)));
      expect(
        elsewhere.map((part) => part.name),
        `<${element.tag}> documents parts its module never reaches`,
      ).toEqual([]);
    }
  });

  it('finds the ways a part is written, and refuses one it cannot read', () => {
    expect(partsIn('a.tsx', `<div part="x" data-part="no" /><b part={'y'} /><i part={\`z\`} />{ part: 'w' }`)).toEqual([
      'x',
      'y',
      'z',
      'w',
    ]);
    expect(partsIn('a.tsx', '<a part={`ad-banner-${placement}`} />')).toEqual(['ad-banner-top', 'ad-banner-bottom']);
    expect(() => partsIn('a.tsx', '<a part={`row-${index}`} />')).toThrow(/TEMPLATE_PARTS/);
    expect(() => partsIn('a.tsx', '<a part={name} />')).toThrow(/PASSED_ON/);
  });
});
