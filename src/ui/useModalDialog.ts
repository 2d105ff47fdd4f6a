/**
 * Opens a <dialog> as a modal while `open` is true: the browser traps focus inside it and makes the
 * rest inert; on close, focus goes back to the element that had it before.
 */
import { useEffect, type RefObject } from 'react';

export function useModalDialog(ref: RefObject<HTMLDialogElement | null>, open = true): void {
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    // In a shadow root the focused element is the host's shadowRoot.activeElement, not document's.
    const root = dialog.getRootNode() as Document | ShadowRoot;
    const opener = (root.activeElement ?? document.activeElement) as HTMLElement | null;
    dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, [ref, open]);
}
