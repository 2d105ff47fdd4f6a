/**
 * The swap from the autoloader's static skeleton (skeletons.ts) to the element's own content, in the shadow root
 * define.ts took over. Until then the element's React tree renders beside the skeleton, unseen and out of the flow
 * (the skeleton's stylesheet hides it), so neither its loading states nor a half-built page are ever painted over the
 * skeleton, and the skeleton is gone in the same frame the content first shows (a MutationObserver's callback runs
 * after React's commit and before the next paint): no flash, no frame with both.
 *
 * The content is there when the tree has a box of some height and nothing in it is aria-busy (AsyncView, the parts
 * loaded on demand and the elements mark their loading states so): shown whole, it moves nothing when a late part
 * comes in. A tree that renders nothing (a ticker without items, a component the event hides) is shown as that
 * nothing after EMPTY_MS; a tree still busy after BUSY_MS shows its own loading state.
 */

import { FIRST_SCREEN_WAIT_MS } from '../core/firstScreen';

/** skeletons.ts SKELETON_ATTRIBUTE (not imported: that module belongs to the autoloader's download). */
export const REVEAL_SKELETON_ATTRIBUTE = 'data-vmx-skeleton';

/** Ours: how long a tree that renders nothing keeps the skeleton (the first data answer usually comes sooner). */
export const EMPTY_MS = 1_500;
/** How long a busy tree keeps the skeleton before its own loading state shows. */
export const BUSY_MS = FIRST_SCREEN_WAIT_MS;

type TreeState = 'busy' | 'empty' | 'ready';

function treeState(root: ShadowRoot, skeleton: Element): TreeState {
  const tree = [...root.children].filter((node) => node !== skeleton && node.localName !== 'style');
  if (tree.some((node) => node.matches('[aria-busy="true"]') || node.querySelector('[aria-busy="true"]') !== null)) return 'busy';
  // Laid out only once nothing is busy: a layout on every commit of a loading tree would cost a slow phone.
  return tree.some((node) => node.getBoundingClientRect().height > 0) ? 'ready' : 'empty';
}

/** Watches the element's tree and removes the skeleton (and its stylesheet) once the content is there. */
export function revealWhenRendered(root: ShadowRoot): void {
  const skeleton = [...root.children].find((node) => node.hasAttribute(REVEAL_SKELETON_ATTRIBUTE));
  if (!skeleton) return;
  let emptyTimer: ReturnType<typeof setTimeout> | undefined;

  const reveal = () => {
    observer.disconnect();
    clearTimeout(emptyTimer);
    clearTimeout(busyTimer);
    // The skeleton's sheet stays: without the box its rule for the tree matches nothing, and taking the sheet away
    // would restyle and lay out the whole tree again in the frame that first shows it (some 15 ms of a slow phone).
    skeleton.remove();
  };

  const check = () => {
    const state = treeState(root, skeleton);
    if (state === 'ready') return reveal();
    if (state === 'busy') {
      clearTimeout(emptyTimer);
      emptyTimer = undefined;
    } else {
      emptyTimer ??= setTimeout(reveal, EMPTY_MS);
    }
  };

  const observer = new MutationObserver(check);
  observer.observe(root, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['aria-busy'] });
  const busyTimer = setTimeout(reveal, BUSY_MS);
}
