/**
 * The signed-in user's unread messages in the header (contracts/messaging.ts GET /api/Messages/Unread): a count on
 * the account button, on the app navigation's menu button and on its item for the messages (or my area's inbox), and
 * a Messages link (to the messages route, the inbox)
 * with the count beside it (ui/UnreadCount: a small pill whose words, "3 unread messages", are for screen readers). The
 * read is the store's (store/queries/messaging.ts), shared with the networking area, which keeps it live (the chat hub's
 * UnreadChanged) and clears it as conversations are read: the header does not import that area. Only a ticket holder
 * takes part in networking, so only theirs is asked for; a refusal (403) shows no count.
 *
 * Texts: messages.unread, messages.link. Theme tokens: --vmx-space-small and those of ui/UnreadCount.
 */
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { UNREAD_TEXTS } from '../../core/networking/unreadTexts';
import { buildPath } from '../../core/routes';
import { queryScope } from '../../store/queries/keys';
import { messagingQueries } from '../../store/queries/messaging';
import { useEventContext, useEventState, useTexts } from '../../store/react';
import { UnreadCount } from '../../ui/UnreadCount';

/** The user's unread messages (0 while unknown), or null when they take no part in networking (no ticket). */
export function useUnreadMessages(): number | null {
  const context = useEventContext();
  const eventId = useEventState((state) => state.details?.Id ?? null);
  const userId = useEventState((state) => state.user?.userId ?? null);
  const ticket = useEventState((state) => state.user?.hasTicket === true);
  const asked = eventId !== null && userId !== null && ticket;
  const query = useQuery({ ...messagingQueries.unread(queryScope(context, ''), eventId ?? 0, userId ?? 0), enabled: asked });
  if (!asked || query.isError) return null;
  return query.data?.Unread ?? 0;
}

export const useUnreadText = () => useTexts(UNREAD_TEXTS);

/** The link to the user's messages, with their unread count. */
export function MessagesLink({ count }: { count: number }) {
  const t = useUnreadText();
  const context = useEventContext();
  const language = useEventState((state) => state.language);
  return (
    <MessagesAnchor href={buildPath('MessagesPage', { instance: context.instance, event: context.event, language })} data-header="messages">
      {t('messages.link')}
      <UnreadCount count={count} />
    </MessagesAnchor>
  );
}

const MessagesAnchor = styled.a`
  display: inline-flex;
  align-items: center;
  gap: var(--vmx-space-small);
`;

/** Whether a path is where the messages are read: the messages route, or my area's inbox. */
export function isMessagesPath(path: string): boolean {
  return /^\/(?:messages\/[^/]+\/[^/]+\/[^/]+|myarea\/[^/]+\/[^/]+\/[^/]+\/inbox)\/?$/iu.test(path);
}
