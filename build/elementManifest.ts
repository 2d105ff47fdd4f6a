/**
 * The published description of the elements, generated from src/elements/catalog.ts:
 * - dist/custom-elements.json, in the custom elements manifest's schema 2.0.0 shape
 *   (https://github.com/webcomponents/custom-elements-manifest), read by IDEs and documentation tools;
 * - dist/vmx.d.ts: HTMLElementTagNameMap entries (element interfaces with their properties and methods and
 *   addEventListener overloads for their events), HTMLElementEventMap entries and React 19 JSX types;
 * - the README's element section (markdown), which README.md carries between the elements markers: the
 *   theme custom properties every element takes are one table there, and each element lists only its own.
 *
 * Pure functions, plus a Vite plugin that emits the two files as assets of the ESM build,
 * `npx tsx build/elementManifest.ts --readme`, which prints the README section, and `--write <dir>`, which
 * writes the two files into a build output.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { ELEMENT_DOCS, type AttributeDoc, type ElementDoc, type NamedDoc } from '../src/elements/catalog';

export const README_START = '<!-- elements:start -->';
export const README_END = '<!-- elements:end -->';

// ---- custom-elements.json ----

interface ManifestType {
  text: string;
}

export function customElementsManifest(elements: readonly ElementDoc[] = ELEMENT_DOCS): object {
  const modules = new Map<string, ElementDoc[]>();
  for (const element of elements) modules.set(element.module, [...(modules.get(element.module) ?? []), element]);
  return {
    schemaVersion: '2.0.0',
    readme: 'README.md',
    modules: [...modules].map(([path, declared]) => ({
      kind: 'javascript-module',
      path,
      declarations: declared.map((element) => ({
        kind: 'class',
        name: element.className,
        tagName: element.tag,
        customElement: true,
        description: element.summary,
        attributes: element.attributes.map((attribute) => ({
          name: attribute.name,
          fieldName: attribute.property,
          type: manifestType(attribute),
          description: attribute.description,
          ...(attribute.default ? { default: attribute.default } : {}),
        })),
        members: [
          ...element.attributes.map((attribute) => ({
            kind: 'field',
            name: attribute.property,
            type: manifestType(attribute),
            description: attribute.description,
            attribute: attribute.name,
            reflects: false,
          })),
          ...element.methods.map((method) => ({
            kind: 'method',
            name: method.name,
            description: method.description,
            parameters: method.parameters.map((parameter) => ({
              name: parameter.name,
              type: { text: parameter.type },
              description: parameter.description,
            })),
            return: { type: { text: method.returns } },
          })),
        ],
        events: element.events.map((event) => ({
          name: event.name,
          type: { text: `CustomEvent<${event.detailType}>` },
          description: `${event.description} Bubbles and is composed.`,
        })),
        cssParts: element.parts.map((part) => ({ name: part.name, description: part.description })),
        cssProperties: element.cssProperties.map((property) => ({
          name: property.name,
          description: property.description,
          ...(property.default ? { default: property.default } : {}),
        })),
      })),
      exports: declared.map((element) => ({
        kind: 'custom-element-definition',
        name: element.tag,
        declaration: { name: element.className, module: path },
      })),
    })),
  };
}

function manifestType(attribute: AttributeDoc): ManifestType {
  return { text: tsType(attribute) };
}

function tsType(attribute: AttributeDoc): string {
  return attribute.type === 'json' ? 'unknown' : attribute.type;
}

// ---- vmx.d.ts ----

/** Every documented event, once, with its detail type (one type per name across the elements). */
function allEvents(elements: readonly ElementDoc[]): Map<string, string> {
  const events = new Map<string, string>();
  for (const element of elements) {
    for (const event of element.events) {
      const known = events.get(event.name);
      if (known !== undefined && known !== event.detailType)
        throw new Error(`${event.name}: two detail types (${known}, ${event.detailType})`);
      events.set(event.name, event.detailType);
    }
  }
  return events;
}

function comment(text: string, indent: string): string {
  return `${indent}/** ${text.replace(/\*\//g, '*\\/')} */\n`;
}

export function typeDeclarations(elements: readonly ElementDoc[] = ELEMENT_DOCS): string {
  const events = allEvents(elements);
  let out = '// Generated from src/elements/catalog.ts by build/elementManifest.ts. Do not edit.\n';
  out += "import type { DetailedHTMLProps, HTMLAttributes } from 'react';\n\n";
  out += '/** The vmx-* events, by name: the type of each event object. They bubble and are composed. */\n';
  out += 'export interface VmxEventMap {\n';
  for (const [name, detail] of events) out += `  '${name}': CustomEvent<${detail}>;\n`;
  out += '}\n\n';
  for (const element of elements) {
    out += comment(`<${element.tag}>: ${element.summary}`, '');
    out += `export interface ${element.className} extends HTMLElement {\n`;
    for (const attribute of element.attributes) {
      out += comment(`${attribute.description} Attribute: ${attribute.name}.`, '  ');
      out += `  ${attribute.property}: ${tsType(attribute)} | undefined;\n`;
    }
    for (const method of element.methods) {
      out += comment(method.description, '  ');
      out += `  ${method.name}(${method.parameters.map((parameter) => `${parameter.name}: ${parameter.type}`).join(', ')}): ${method.returns};\n`;
    }
    for (const event of element.events) {
      out += `  addEventListener(type: '${event.name}', listener: (this: ${element.className}, event: VmxEventMap['${event.name}']) => unknown, options?: boolean | AddEventListenerOptions): void;\n`;
    }
    out +=
      '  addEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: HTMLElement, event: HTMLElementEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;\n';
    out +=
      '  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;\n';
    out += '}\n\n';
  }
  out += '/** The attributes of each element, as written in HTML and JSX. */\n';
  out += 'export interface VmxElementAttributes {\n';
  for (const element of elements) {
    out += `  '${element.tag}': { ${element.attributes.map((attribute) => `'${attribute.name}'?: ${jsxType(attribute)};`).join(' ')} };\n`;
  }
  out += '}\n\n';
  out +=
    'type VmxJsx<T extends keyof VmxElementAttributes> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & VmxElementAttributes[T];\n\n';
  out += 'declare global {\n';
  out += '  interface HTMLElementTagNameMap {\n';
  for (const element of elements) out += `    '${element.tag}': ${element.className};\n`;
  out += '  }\n';
  // They bubble: an ancestor, the document and the window hear them too.
  out += '  interface HTMLElementEventMap extends VmxEventMap {}\n';
  out += '  interface DocumentEventMap extends VmxEventMap {}\n';
  out += '  interface WindowEventMap extends VmxEventMap {}\n';
  out += '}\n\n';
  out += "declare module 'react' {\n  namespace JSX {\n    interface IntrinsicElements {\n";
  for (const element of elements) out += `      '${element.tag}': VmxJsx<'${element.tag}'>;\n`;
  out += '    }\n  }\n}\n';
  return out;
}

function jsxType(attribute: AttributeDoc): string {
  return attribute.type === 'boolean' ? 'boolean | string' : 'string';
}

// ---- README ----

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

function table(head: string[], rows: string[][]): string {
  return [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => ' --- ').join('|')}|`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n');
}

/** The heading of the README's shared table, and the link to it (GitHub's anchor of that heading). */
export const THEME_HEADING = '### Theme custom properties';
const THEME_LINK = '[theme custom properties](#theme-custom-properties)';

function sameProperty(a: NamedDoc, b: NamedDoc): boolean {
  return a.name === b.name && a.default === b.default;
}

/**
 * The custom properties every element takes (name and default alike): the theme, listed once in the README.
 * The rest of an element's properties are its own. custom-elements.json keeps each element's full list.
 */
export function sharedCssProperties(elements: readonly ElementDoc[] = ELEMENT_DOCS): NamedDoc[] {
  const [first, ...rest] = elements;
  if (!first) return [];
  return first.cssProperties.filter((property) =>
    rest.every((element) => element.cssProperties.some((other) => sameProperty(other, property))),
  );
}

function propertyTable(properties: readonly NamedDoc[]): string {
  return table(
    ['Custom property', 'Default', 'Description'],
    properties.map((property) => [`\`${property.name}\``, property.default ?? '', property.description]),
  );
}

export function readmeSection(elements: readonly ElementDoc[] = ELEMENT_DOCS): string {
  const shared = sharedCssProperties(elements);
  const parts: string[] = [
    '<!-- Generated from src/elements/catalog.ts: `npx tsx build/elementManifest.ts --readme`. -->',
    'Every event bubbles and is composed, so a listener on `document` hears it. The package has these as data in `custom-elements.json` and as TypeScript types (`HTMLElementTagNameMap`, element events, React 19 JSX) in `vmx.d.ts`.',
  ];
  if (shared.length > 0) {
    parts.push(
      THEME_HEADING,
      "Every element takes these (set them on the element or an ancestor; they inherit into its shadow root). An element's own custom properties, if any, are listed with it.",
      propertyTable(shared),
    );
  }
  for (const element of elements) {
    parts.push(`### \`<${element.tag}>\``, element.summary);
    parts.push(
      '**Attributes and properties**',
      table(
        ['Attribute', 'Property', 'Type', 'Default', 'Description'],
        element.attributes.map((attribute) => [
          `\`${attribute.name}\``,
          `\`${attribute.property}\``,
          `\`${tsType(attribute)}\``,
          attribute.default ?? '',
          attribute.description,
        ]),
      ),
    );
    if (element.events.length > 0) {
      parts.push(
        '**Events**',
        table(
          ['Event', 'Detail', 'Description'],
          element.events.map((event) => [`\`${event.name}\``, `\`${event.detailType}\``, event.description]),
        ),
      );
    }
    parts.push(
      '**Methods**',
      table(
        ['Method', 'Description'],
        element.methods.map((method) => [
          `\`${method.name}(${method.parameters.map((parameter) => `${parameter.name}: ${parameter.type}`).join(', ')}): ${method.returns}\``,
          method.description,
        ]),
      ),
    );
    parts.push(
      '**Parts**',
      table(
        ['Part', 'Description'],
        element.parts.map((part) => [`\`${part.name}\``, part.description]),
      ),
    );
    const own = element.cssProperties.filter((property) => !shared.some((theme) => sameProperty(theme, property)));
    parts.push(
      '**CSS custom properties**',
      shared.length > 0 ? `The ${THEME_LINK}${own.length > 0 ? ', and these of its own:' : ' only.'}` : 'Its own:',
    );
    if (own.length > 0) parts.push(propertyTable(own));
    parts.push('```html\n' + element.snippet + '\n```');
  }
  return `${parts.join('\n\n')}\n`;
}

/** README.md's text between the markers, or null when a marker is missing. */
export function readmeElementsBlock(readme: string): string | null {
  const start = readme.indexOf(README_START);
  const end = readme.indexOf(README_END);
  if (start < 0 || end < start) return null;
  return readme.slice(start + README_START.length, end).replace(/^\n/, '');
}

// ---- the Vite plugin ----

/** Emits custom-elements.json and vmx.d.ts beside vmx.js (in the ESM build; add it there only). */
export function elementManifestPlugin(): Plugin {
  return {
    name: 'vmx:element-manifest',
    generateBundle() {
      for (const [fileName, source] of Object.entries(elementManifestFiles())) this.emitFile({ type: 'asset', fileName, source });
    },
  };
}

/** The two files, by name, as the plugin emits them. */
export function elementManifestFiles(): Record<string, string> {
  return { 'custom-elements.json': `${JSON.stringify(customElementsManifest(), null, 2)}\n`, 'vmx.d.ts': typeDeclarations() };
}

// `--readme` prints the README section; `--write <dir>` writes the two files into a build output.
if (process.argv.includes('--readme')) process.stdout.write(readmeSection());
const writeIndex = process.argv.indexOf('--write');
if (writeIndex > 0 && process.argv[writeIndex + 1]) {
  for (const [name, text] of Object.entries(elementManifestFiles())) writeFileSync(join(process.argv[writeIndex + 1]!, name), text);
}
