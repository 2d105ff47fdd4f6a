/**
 * The link a click follows the way a page would handle it itself: a plain left click (no modifier key,
 * not already handled) on a link that opens in the same frame and is not a download. Any other click is
 * the browser's (a new tab, a download, a link someone else handles).
 */
export function followedLink(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  // composedPath: the anchor may sit inside a shadow root.
  const anchor = event.composedPath().find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement);
  if (!anchor?.href || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  return new URL(anchor.href);
}
