/**
 * Blocking and unblocking a person (contracts/messaging.ts POST /api/Networking/Blocks, DELETE …/Blocks/{userId}):
 * writes through useMutation. Each answers the caller's blocked people, which goes into the cache at once; and since
 * who finds whom and who may write to whom has changed, the network's people and contacts, the conversation list and
 * every conversation read again (a blocked person's conversation takes no more messages: CanWrite).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { blockPerson, unblockPerson } from '../../../api/messaging';
import type { BlocksAnswer } from '../../../contracts';
import { messagingQueries } from '../../../store/queries/messaging';
import { useEventContext } from '../../../store/react';
import type { MessagingRef } from '../messagingCache';

export function useBlocking(messaging: MessagingRef) {
  const context = useEventContext();
  const client = useQueryClient();
  const { scope, eventId, userId } = messaging;

  const settle = (answer: BlocksAnswer) => {
    client.setQueryData(messagingQueries.blocks(scope, eventId, userId).queryKey, answer);
    void client.invalidateQueries({ predicate: messagingQueries.isNetwork });
    void client.invalidateQueries({ queryKey: messagingQueries.conversations(scope, eventId, userId).queryKey });
    // Every conversation's summary (CanWrite), not their histories: those keep the pages loaded.
    void client.invalidateQueries({ queryKey: [...messagingQueries.own(scope, userId), eventId, 'conversation'] });
  };

  const block = useMutation({
    mutationFn: (person: number) => blockPerson(context.http, eventId, { UserId: person }),
    onSuccess: settle,
  });
  const unblock = useMutation({
    mutationFn: (person: number) => unblockPerson(context.http, eventId, person),
    onSuccess: settle,
  });
  return { block, unblock };
}

/** Whether the caller blocked this person, as far as their blocked people have been read (false before). */
export const isBlocked = (answer: BlocksAnswer | undefined, person: number) =>
  answer?.People.some((blocked) => blocked.UserId === person) ?? false;
