/**
 * A modal dialog on the native <dialog> element: showModal makes the rest of the page inert, so focus
 * stays inside; Escape, the close button and (optionally) the backdrop close it; focus goes back to
 * whatever had it before.
 *
 * Theme tokens: --vmx-color-background, --vmx-color-text, --vmx-radius, --vmx-space. Parts: dialog.
 */
import { useId, useRef, type ReactNode } from 'react';
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

export function Dialog({ open, title, closeLabel, onClose, fullscreen = false, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useModalDialog(ref, open);
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
      {children}
    </Box>
  );
}

const Box = styled.dialog<{ $fullscreen: boolean }>`
  ${rootBox};
  border: 0;
  border-radius: ${({ $fullscreen }) => ($fullscreen ? '0' : 'var(--vmx-radius)')};
  padding: calc(var(--vmx-space) * 3);
  background: var(--vmx-color-background);
  width: ${({ $fullscreen }) => ($fullscreen ? '100vw' : 'min(40rem, 92vw)')};
  height: ${({ $fullscreen }) => ($fullscreen ? '100vh' : 'auto')};
  max-width: 100vw;
  max-height: 100vh;

  &::backdrop {
    background: rgb(0 0 0 / 50%);
  }
`;

const Header = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: var(--vmx-space);
  margin-bottom: calc(var(--vmx-space) * 2);

  h2 {
    margin: 0;
    font-size: 1.5em;
  }
  button {
    ${secondaryButton}
  }
`;
