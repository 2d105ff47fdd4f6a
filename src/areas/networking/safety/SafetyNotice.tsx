/**
 * What a page says after a block or an unblock ("You blocked Grace Hopper."): shown in a notice, which takes focus when
 * the button that did it may have left the page (a blocked person leaves the search), so that the person is not sent
 * back to the page's start; otherwise said to screen readers through a status that is always there (so it is heard).
 *
 * Texts: given (the caller's). Theme tokens: those of Safety.styles. Parts: none.
 */
import { useEffect, useRef } from 'react';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { FocusNotice } from './Safety.styles';

export interface SafetyNoticeState {
  text: string;
  /** Whether the notice takes focus. */
  focus: boolean;
  /** Counts the notices, so that the same words again are shown (and focused) again. */
  count: number;
}

export function SafetyNotice({ notice }: { notice: SafetyNoticeState | null }) {
  const box = useRef<HTMLDivElement>(null);
  const count = notice?.count ?? 0;
  const focus = notice?.focus ?? false;
  // After the effects that close a dialog (which give focus back to its opener): this one has the last word.
  useEffect(() => {
    if (count > 0 && focus) box.current?.focus();
  }, [count, focus]);
  return (
    <>
      {/* A notice that takes focus is read from there; said twice, it would be heard twice. */}
      <VisuallyHidden role="status">{notice && !notice.focus ? notice.text : ''}</VisuallyHidden>
      {notice && (
        <FocusNotice ref={box} tabIndex={-1} data-networking="safety-notice">
          <p>{notice.text}</p>
        </FocusNotice>
      )}
    </>
  );
}
