/**
 * The elements as JSX intrinsic elements, so that areas (and React hosts) can render them by tag with
 * type-checked attributes: derived from the catalog (catalog.ts), so they follow it. The published types
 * (dist/vmx.d.ts) are generated from the same catalog by build/elementManifest.ts.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { ELEMENT_CATALOG } from './catalog';

type Catalog = typeof ELEMENT_CATALOG;

/** An element's attributes as written in HTML: every one optional (a missing one is reported by the element). */
type CatalogAttributes<T extends keyof Catalog> = {
  [A in Catalog[T]['attributes'][number] as A['name']]?: A['type'] extends 'boolean' ? boolean | string : string;
};

type VmxIntrinsicElements = {
  [T in keyof Catalog]: DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & CatalogAttributes<T>;
};

declare module 'react' {
  namespace JSX {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: only an interface adds to React's IntrinsicElements, and an interface cannot hold a mapped type.
    interface IntrinsicElements extends VmxIntrinsicElements {}
  }
}
