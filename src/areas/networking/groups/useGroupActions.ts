/**
 * Joining and leaving a group (contracts/messaging.ts POST /api/Messages/Groups/{id}/Join and …/Leave), through
 * useMutation. The answer (the group with its new count and Joined) goes at once into the cached lists of groups and
 * the session's group, which are then read again (in every language); the inbox's list is read again too, since the
 * group's conversation joins or leaves it. A conversation left is dropped from the cache (its messages are no longer
 * the caller's to read); one joined is read afresh (it may have been cached as not found).
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { joinGroup, leaveGroup } from '../../../api/messaging';
import type { ChatGroup, ChatGroupsAnswer, ConversationsAnswer } from '../../../contracts';
import { messagingQueries } from '../../../store/queries/messaging';
import { useEventContext } from '../../../store/react';
import type { MessagingRef } from '../messagingCache';

function withGroup(client: QueryClient, { scope, eventId, userId }: MessagingRef, group: ChatGroup): void {
  client.setQueryData<ChatGroupsAnswer>(messagingQueries.groups(scope, eventId, userId).queryKey, (answer) =>
    answer ? { Groups: answer.Groups.map((entry) => (entry.Id === group.Id ? group : entry)) } : answer,
  );
  if (group.SessionId !== null) {
    client.setQueryData(messagingQueries.sessionGroup(scope, eventId, userId, group.SessionId).queryKey, group);
  }
  void client.invalidateQueries({ queryKey: messagingQueries.groupsKey(scope, eventId, userId) });
}

/** The conversation's entries of the cache: its summary and its history. */
const conversationKeys = ({ scope, eventId, userId }: MessagingRef, conversationId: number) => [
  messagingQueries.conversation(scope, eventId, userId, conversationId).queryKey,
  messagingQueries.messages(scope, eventId, userId, conversationId).queryKey,
];

export function useGroupActions(messaging: MessagingRef) {
  const context = useEventContext();
  const client = useQueryClient();
  const ref = { eventId: messaging.eventId, language: messaging.scope.language };
  const list = messagingQueries.conversations(messaging.scope, messaging.eventId, messaging.userId).queryKey;

  const join = useMutation({
    mutationFn: (groupId: number) => joinGroup(context.http, ref, groupId),
    onSuccess: (group) => {
      withGroup(client, messaging, group);
      for (const queryKey of conversationKeys(messaging, group.Id)) client.removeQueries({ queryKey, exact: true });
      void client.invalidateQueries({ queryKey: list });
    },
  });

  const leave = useMutation({
    mutationFn: (groupId: number) => leaveGroup(context.http, ref, groupId),
    onSuccess: (group) => {
      withGroup(client, messaging, group);
      client.setQueryData<ConversationsAnswer>(list, (answer) =>
        answer ? { ...answer, Conversations: answer.Conversations.filter((entry) => entry.Id !== group.Id) } : answer,
      );
      void client.invalidateQueries({ queryKey: list });
    },
  });

  /** After leaving, once the conversation is no longer shown: its messages go from the cache. */
  const forget = (groupId: number) => {
    for (const queryKey of conversationKeys(messaging, groupId)) client.removeQueries({ queryKey, exact: true });
  };

  return { join, leave, forget };
}

export type GroupActions = ReturnType<typeof useGroupActions>;
