/**
 * The small button on a poster's row that opens it in the e-poster viewer, in place: the viewer's code loads on
 * the first click (never with the list), and on close focus comes back to this button (useModalDialog).
 *
 * Texts: posterViewer.open, posterViewer.openNamed. Theme tokens: --vmx-color-link, --vmx-color-focus. Parts: poster-open.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { POSTER_VIEWER_TEXTS } from '../../../core/programme/posterViewerTexts';
import { useTexts } from '../../../store/react';
import { lazyComponent } from '../../../ui/lazyPage';
import type { PosterViewerProps } from './PosterViewer';

const PosterViewer = lazyComponent<PosterViewerProps>(() => import('./PosterViewer').then((module) => ({ default: module.PosterViewer })), {
  quiet: true,
});

export function PosterOpenButton({ presentationId, number }: { presentationId: number; number: string | null }) {
  const t = useTexts(POSTER_VIEWER_TEXTS);
  const [open, setOpen] = useState(false);
  return (
    <>
      <OpenButton
        type="button"
        part="poster-open"
        data-poster-open={presentationId}
        aria-label={number ? t('posterViewer.openNamed', { number }) : undefined}
        onClick={() => setOpen(true)}
      >
        {t('posterViewer.open')}
      </OpenButton>
      {open && <PosterViewer posterId={presentationId} onClose={() => setOpen(false)} />}
    </>
  );
}

/** Looks like the row's other links: one more way on from the row, not its main action. */
const OpenButton = styled.button`
  font: inherit;
  padding: 0;
  border: 0;
  background: none;
  color: var(--vmx-color-link);
  text-decoration: underline;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid var(--vmx-color-focus);
    outline-offset: 2px;
  }
`;
