/**
 * What a person can do with another in the network (contracts/messaging.ts): answer a contact request, and open the
 * conversation with them (the existing one, or a new one) and go to it. Writes through useMutation; each leaves the
 * people and contacts to be read again (how the two stand has changed), and an opened conversation in the inbox's
 * cache. The contact request itself is sent from ConnectDialog.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
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

  return { answer, message, refreshNetwork };
}

export type NetworkActions = ReturnType<typeof useNetworkActions>;
