/**
 * The ESM entry (dist/vmx.js): an autoloader. It defines nothing up front; it watches the document for
 * vmx-* tags, including tags a CMS adds later, and imports each element's module the first time its tag
 * appears, so a page downloads only the code of the elements it uses.
 *
 * The classic script tag dist/vmx-all.js (scriptTag.ts) imports this module too and then calls
 * defineEveryElement: each element is defined at once, from the same chunks.
 */
import { ELEMENT_LOADERS, type VmxTag } from './registry';
import { prefetchFirstRequests } from '../store/firstRequests';
import { preloadElementChunks } from './preloadChunks';
import { paintSkeleton } from './skeletons';

const requested = new Set<VmxTag>();
const tags = Object.keys(ELEMENT_LOADERS) as VmxTag[];
const selector = tags.join(',');

function load(tag: VmxTag): void {
  if (requested.has(tag) || customElements.get(tag)) return;
  requested.add(tag);
  ELEMENT_LOADERS[tag]().catch((error: unknown) => {
    requested.delete(tag);
    console.error(`[vmx] could not load <${tag}>`, error);
  });
}

/** Loads and defines every element, whether or not its tag is on the page yet. */
export function defineEveryElement(): void {
  tags.forEach(load);
}

/** A tag found: until its element is defined, its chunks and first data requests start now, together (store/firstRequests.ts). */
function found(element: Element): void {
  // Its skeleton at once, in the first paint, before its code and data arrive (skeletons.ts).
  paintSkeleton(element);
  const defined = customElements.get(element.localName);
  // Its own module first: nothing runs before it, and a browser with few connections to the server (HTTP/1.1
  // has six) sends the rest after it.
  load(element.localName as VmxTag);
  if (!defined) {
    // Its whole chunk graph at once, not chunk after chunk (preloadChunks.ts).
    preloadElementChunks(element.localName);
    prefetchFirstRequests(element);
  }
}

function discover(root: ParentNode & Node): void {
  if (root instanceof Element && tags.includes(root.localName as VmxTag)) found(root);
  for (const element of root.querySelectorAll(selector)) found(element);
}

if (typeof document !== 'undefined') {
  discover(document);
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      for (const node of mutation.addedNodes) {
        if (node instanceof Element) discover(node);
      }
    }
  }).observe(document.documentElement, { childList: true, subtree: true });
}
