/**
 * A count of unread messages (contracts/messaging.ts), one look wherever it shows (the header's account button,
 * hamburger and app navigation, the inbox's conversations): a small pill with the number in the event language's
 * digits, for the eye only, and its words ("3 unread messages") for screen readers beside it. Nothing for none.
 *
 * Texts: messages.unread. Theme tokens: --vmx-color-danger, --vmx-color-on-status, --vmx-color-background,
 * --vmx-font-size-small.
 */
import styled from 'styled-components';
import { UNREAD_TEXTS } from '../core/networking/unreadTexts';
import { useEventState, useTexts } from '../store/react';
import { VisuallyHidden } from './VisuallyHidden';

export const CountPill = styled.span`
  display: inline-block;
  min-width: 1.4em;
  padding: 0 0.4em;
  border-radius: 999px;
  background: var(--vmx-color-danger);
  color: var(--vmx-color-on-status);
  font-size: var(--vmx-font-size-small);
  font-weight: 700;
  line-height: 1.4;
  text-align: center;
  box-shadow: 0 0 0 2px var(--vmx-color-background);
`;

export function UnreadCount({ count, className }: { count: number; className?: string }) {
  const t = useTexts(UNREAD_TEXTS);
  const language = useEventState((state) => state.language);
  if (count <= 0) return null;
  return (
    <>
      <CountPill className={className} aria-hidden="true" data-unread={count}>
        {count.toLocaleString(language)}
      </CountPill>
      <VisuallyHidden>, {t('messages.unread', { count })}</VisuallyHidden>
    </>
  );
}
