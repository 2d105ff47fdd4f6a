/**
 * Opens a <dialog> as a modal while `open` is true: the browser makes the rest of the page inert; Tab and
 * Shift+Tab wrap around inside the dialog (without this, Tab past the last control leaves for the browser's
 * own UI: CONTRIBUTING.md, Style: every dialog traps focus); on close, focus goes back to the element that
 * had it before.
 */
import { useEffect, type RefObject } from 'react';

/** What Tab can reach inside a dialog. */
export const TABBABLE = 'button, [href], input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';

/** Keeps Tab inside `dialog`: from the last control to the first, and Shift+Tab from the first to the last. */
export function keepTabInside(dialog: HTMLElement, event: KeyboardEvent): void {
  // A handler before this one that already moved focus (and said so) has the last word.
  if (event.key !== 'Tab' || event.defaultPrevented) return;
  const tabbable = [...dialog.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    // checkVisibility is missing in some test DOMs: there every control counts as shown.
    (element) => !element.matches(':disabled') && element.checkVisibility?.() !== false,
  );
  const first = tabbable[0];
  const last = tabbable[tabbable.length - 1];
  if (!first || !last) return;
  const root = dialog.getRootNode() as Document | ShadowRoot;
  const active = root.activeElement;
  const outside = !active || !dialog.contains(active);
  // Focus may rest on something Tab does not reach (a message focused in place of a button that went away):
  // with no control after it (or before it, for Shift+Tab) the browser would leave the dialog.
  const noneAfter = !outside && !tabbable.some((element) => active.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING);
  const noneBefore = !outside && !tabbable.some((element) => active.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING);
  if (event.shiftKey && (active === first || outside || noneBefore)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside || noneAfter)) {
    event.preventDefault();
    first.focus();
  }
}

export function useModalDialog(ref: RefObject<HTMLDialogElement | null>, open = true): void {
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    // In a shadow root the focused element is the host's shadowRoot.activeElement, not document's.
    const root = dialog.getRootNode() as Document | ShadowRoot;
    const opener = (root.activeElement ?? document.activeElement) as HTMLElement | null;
    const onKeyDown = (event: KeyboardEvent) => keepTabInside(dialog, event);
    dialog.addEventListener('keydown', onKeyDown);
    dialog.showModal();
    return () => {
      dialog.removeEventListener('keydown', onKeyDown);
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, [ref, open]);
}
