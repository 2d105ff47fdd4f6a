/**
 * A modal dialog on the native <dialog> element: showModal makes the rest of the page inert, so focus
 * stays inside; Escape, the close button and (optionally) the backdrop close it; focus goes back to
 * whatever had it before (useModalDialog).
 *
 * It is as tall as its content: centred on wide screens, at most 85 % of the viewport high with the body
 * scrolling inside it (the title and close button stay in view); on a phone a sheet at the bottom, as wide
 * as the screen. `fullscreen` fills the viewport (the admin panel, the carousel).
 *
 * Theme tokens: --vmx-color-background, --vmx-color-text, --vmx-color-border, --vmx-radius, --vmx-space,
 * --vmx-space-large, --vmx-font-size-title. Parts: dialog, dialog-body.
 */
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';
import { rootBox } from './theme';
import { useModalDialog } from './useModalDialog';
import { secondaryButton } from './buttonStyles';

export interface DialogProps {
  open: boolean;
  title: string;
  /** The close button's label; without one the dialog has no close button (Escape still calls onClose). */
  closeLabel?: string;
  onClose: () => void;
  fullscreen?: boolean;
  children: ReactNode;
}

/** Whether the dialog's body overflows (and so scrolls), followed as its content and the window change. */
function useScrolls(open: boolean): { ref: RefObject<HTMLDivElement | null>; now: boolean } {
  const ref = useRef<HTMLDivElement>(null);
  const [now, setNow] = useState(false);
  useEffect(() => {
    const body = ref.current;
    if (!open || !body) return;
    const measure = () => setNow(body.scrollHeight > body.clientHeight + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(body);
    for (const child of body.children) observer.observe(child);
    measure();
    return () => observer.disconnect();
  }, [open]);
  return { ref, now };
}

export function Dialog({ open, title, closeLabel, onClose, fullscreen = false, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useModalDialog(ref, open);
  const scrolls = useScrolls(open);
  if (!open) return null;
  return (
    <Box
      ref={ref}
      part="dialog"
      aria-labelledby={titleId}
      $fullscreen={fullscreen}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <Header>
        <h2 id={titleId}>{title}</h2>
        {closeLabel && (
          <button type="button" onClick={onClose}>
            {closeLabel}
          </button>
        )}
      </Header>
      {/* While its content is too long, the body scrolls and takes keyboard focus, so a keyboard scrolls it too. */}
      <Body ref={scrolls.ref} part="dialog-body" tabIndex={scrolls.now ? 0 : undefined}>
        {children}
      </Body>
    </Box>
  );
}

/** Below this width the dialog is a bottom sheet. */
const PHONE = '(max-width: 599.98px)';

const Box = styled.dialog<{ $fullscreen: boolean }>`
  ${rootBox};
  border: 0;
  padding: 0;
  background: var(--vmx-color-background);
  box-shadow: 0 12px 40px rgb(0 0 0 / 25%);
  /* The UA centres a modal dialog with auto margins; fit-content (not auto) keeps it as tall as its content. */
  flex-direction: column;
  overflow: hidden;
  ${({ $fullscreen }) =>
    $fullscreen
      ? `
    width: 100vw;
    height: 100dvh;
    max-width: 100vw;
    max-height: 100dvh;
    border-radius: 0;
  `
      : `
    width: min(40rem, calc(100vw - var(--vmx-space) * 4));
    height: fit-content;
    max-width: 100vw;
    max-height: min(85dvh, calc(100dvh - var(--vmx-space) * 4));
    border-radius: var(--vmx-radius);

    @media ${PHONE} {
      width: 100vw;
      margin: auto 0 0;
      max-height: 85dvh;
      border-radius: var(--vmx-radius) var(--vmx-radius) 0 0;
    }
  `}

  &[open] {
    display: flex;
  }
  &::backdrop {
    background: rgb(0 0 0 / 50%);
  }
`;

const Header = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: var(--vmx-space);
  flex: none;
  padding: calc(var(--vmx-space) * 2) var(--vmx-space-large);
  border-bottom: 1px solid var(--vmx-color-border);

  h2 {
    margin: 0;
    font-size: var(--vmx-font-size-title);
    line-height: 1.25;
  }
  button {
    ${secondaryButton}
    flex: none;
  }
`;

/** The content: it scrolls when the dialog reaches its maximum height (focusable, so a keyboard scrolls it too). */
const Body = styled.div`
  flex: 0 1 auto;
  &:focus-visible {
    outline: 2px solid var(--vmx-color-primary);
    outline-offset: -2px;
  }
  min-height: 0;
  overflow: auto;
  overscroll-behavior: contain;
  padding: calc(var(--vmx-space) * 2) var(--vmx-space-large) var(--vmx-space-large);
`;
