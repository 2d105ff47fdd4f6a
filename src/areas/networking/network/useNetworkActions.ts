/**
 * What a person can do with another in the network (contracts/messaging.ts): answer a contact request, and open the
 * conversation with them (the existing one, or a new one) and go to it. Writes through useMutation; each leaves the
 * people and contacts to be read again (how the two stand has changed), and an opened conversation in the inbox's
 * cache. The contact request itself is sent from ConnectDialog; blocking from safety/BlockButton, whose outcome the
 * page says in its notice (`notice`, `announce`): a blocked person's card leaves the search, and focus goes there.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { answerContactRequest, openConversation } from '../../../api/messaging';
import { messagingQueries } from '../../../store/queries/messaging';
import { useEventContext } from '../../../store/react';
import type { Navigate } from '../../../ui/page';
import { useRouteHref } from '../../../ui/platformLinks';
import type { MessagingRef } from '../messagingCache';

export function useNetworkActions(messaging: MessagingRef, navigate: Navigate) {
  const context = useEventContext();
  const client = useQueryClient();
  const href = useRouteHref();
  const refreshNetwork = () => client.invalidateQueries({ predicate: messagingQueries.isNetwork });
  // What the page says after a block or an unblock ("You blocked …"), with a count so that the same words again are
  // said again; `focus` when the button that did it may leave the page (a blocked person leaves the search).
  const [notice, setNotice] = useState<{ text: string; focus: boolean; count: number } | null>(null);
  const announce = (text: string, focus = false) => setNotice((last) => ({ text, focus, count: (last?.count ?? 0) + 1 }));

  const answer = useMutation({
    mutationFn: ({ requestId, reply }: { requestId: number; reply: 'Accept' | 'Decline' }) =>
      answerContactRequest(context.http, messaging.eventId, requestId, reply),
    onSettled: refreshNetwork,
  });

  const message = useMutation({
    mutationFn: (userId: number) => openConversation(context.http, messaging.eventId, { UserId: userId }),
    onSuccess: (conversation) => {
      const { scope, eventId, userId } = messaging;
      client.setQueryData(messagingQueries.conversation(scope, eventId, userId, conversation.Id).queryKey, conversation);
      void client.invalidateQueries({ queryKey: messagingQueries.conversations(scope, eventId, userId).queryKey });
      navigate(href('MyAreaPage', { module: 'inbox', id: conversation.Id }));
    },
  });

  return { answer, message, refreshNetwork, notice, announce };
}

export type NetworkActions = ReturnType<typeof useNetworkActions>;
