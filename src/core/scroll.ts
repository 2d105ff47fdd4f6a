/**
 * Scrolling on navigation (docs/rules/shell-access-identity.md section 2, last point; section 9 "Scroll to anchor
 * delay"): scroll goes to the top, or to the hash anchor after 500 ms; no scrolling of our own when
 * embedded in a parent frame. Back and forward are left to the browser, which restores the position
 * the visitor had (ours).
 */

/** docs/rules/shell-access-identity.md section 9 (also docs/rules/content-areas.md section 9): scroll to anchor delay. */
export const SCROLL_TO_ANCHOR_DELAY_MS = 500;

/**
 * Ours: a page whose content arrives later than the delay (a content page still loading) is looked at
 * again every ANCHOR_RETRY_MS, for at most ANCHOR_WAIT_MS more, until its anchor is there.
 */
export const ANCHOR_RETRY_MS = 100;
export const ANCHOR_WAIT_MS = 3000;

/** Ours: the back-to-top button shows once the page is scrolled further than this. */
export const BACK_TO_TOP_THRESHOLD_PX = 400;

export type ScrollPlan = { kind: 'none' } | { kind: 'top' } | { kind: 'anchor'; id: string; delayMs: number };

/**
 * What to do after a navigation. hash: location.hash ('' or '#id'); embedded: the page runs inside a
 * parent frame; restoring: the navigation was back or forward.
 */
export function scrollPlan({ hash, embedded, restoring }: { hash: string; embedded: boolean; restoring: boolean }): ScrollPlan {
  if (embedded || restoring) return { kind: 'none' };
  const id = anchorId(hash);
  return id === null ? { kind: 'top' } : { kind: 'anchor', id, delayMs: SCROLL_TO_ANCHOR_DELAY_MS };
}

/** The element id a hash names: '#a%20b' is 'a b'; '', '#' and an undecodable hash name none. */
export function anchorId(hash: string): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (raw === '') return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** Whether the back-to-top button shows at this scroll position. */
export function backToTopShows(scrollY: number): boolean {
  return scrollY > BACK_TO_TOP_THRESHOLD_PX;
}
