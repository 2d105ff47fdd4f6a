/**
 * What a message or a change of the unread counts does to the user's cached messaging data, whether it came in an
 * answer (a sent message, a read) or from the chat hub (MessageAdded, UnreadChanged): the conversation's history gets
 * the message (once, by Id), the conversation list its new last message and order, the header's badge its count. A
 * message a moderator removed (MessageRemoved) loses its text in the history and as a conversation's last message. A
 * meeting proposed or decided (an answer, or MeetingChanged) takes its place in the user's meetings (by Id).
 * Every element of the event on the page shares the QueryClient, so all of them show the change at once. And after a
 * time without the hub (before its first connection too), what may have been missed is read again (catchUp).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Http } from '../../api/http';
import { getMessages } from '../../api/messaging';
import {
  MESSAGES_PAGE_SIZE,
  type ChatMessage,
  type ChatMessageRemoved,
  type ChatUnreadChanged,
  type ConversationsAnswer,
  type ConversationSummary,
  type MeetingRequest,
  type MeetingsAnswer,
  type MessagesPage,
  type UnreadAnswer,
} from '../../contracts';
import { withMeeting } from '../../core/networking/meetings';
import { withArrivedMessage, withMessages, withUnreadCounts } from '../../core/networking/outbox';
import { conversationsWithRemoved, historyWithRemoved, summaryWithRemoved } from '../../core/networking/removal';
import type { QueryScope } from '../../store/queries/keys';
import { messagingQueries } from '../../store/queries/messaging';

export interface MessagingRef {
  scope: QueryScope;
  eventId: number;
  userId: number;
}

export function applyMessage(client: QueryClient, { scope, eventId, userId }: MessagingRef, message: ChatMessage): void {
  const history = messagingQueries.messages(scope, eventId, userId, message.ConversationId).queryKey;
  client.setQueryData<MessagesPage>(history, (page) => (page ? withMessages(page, [message]) : page));
  const list = messagingQueries.conversations(scope, eventId, userId).queryKey;
  const answer = client.getQueryData<ConversationsAnswer>(list);
  if (!answer) return;
  const next = withArrivedMessage(answer, message);
  // A conversation the list does not have yet (someone wrote for the first time): read the list again.
  if (next === null) void client.invalidateQueries({ queryKey: list });
  else client.setQueryData(list, next);
}

export function applyUnread(client: QueryClient, { scope, eventId, userId }: MessagingRef, change: ChatUnreadChanged): void {
  client.setQueryData<UnreadAnswer>(messagingQueries.unread(scope, eventId, userId).queryKey, { Unread: change.Unread });
  client.setQueryData<ConversationsAnswer>(messagingQueries.conversations(scope, eventId, userId).queryKey, (answer) =>
    answer ? withUnreadCounts(answer, change) : answer,
  );
  client.setQueryData<ConversationSummary>(
    messagingQueries.conversation(scope, eventId, userId, change.ConversationId).queryKey,
    (summary) => (summary ? { ...summary, Unread: change.ConversationUnread } : summary),
  );
}

export function applyRemoved(client: QueryClient, { scope, eventId, userId }: MessagingRef, removed: ChatMessageRemoved): void {
  client.setQueryData<MessagesPage>(messagingQueries.messages(scope, eventId, userId, removed.ConversationId).queryKey, (page) =>
    page ? historyWithRemoved(page, removed) : page,
  );
  client.setQueryData<ConversationsAnswer>(messagingQueries.conversations(scope, eventId, userId).queryKey, (answer) =>
    answer ? conversationsWithRemoved(answer, removed) : answer,
  );
  client.setQueryData<ConversationSummary>(
    messagingQueries.conversation(scope, eventId, userId, removed.ConversationId).queryKey,
    (summary) => (summary ? summaryWithRemoved(summary, removed) : summary),
  );
}

export function applyMeeting(client: QueryClient, { scope, eventId, userId }: MessagingRef, meeting: MeetingRequest): void {
  client.setQueryData<MeetingsAnswer>(messagingQueries.meetings(scope, eventId, userId).queryKey, (answer) =>
    answer ? withMeeting(answer, meeting) : answer,
  );
}

/**
 * After a time without the hub (offline, a lost connection, before its first connection), what may have been missed:
 * the counts, the list and the meetings are read again, and each history open in the cache gets its newest page merged
 * in (read again whole, it would lose the older pages loaded and move the reader).
 */
export async function catchUp(client: QueryClient, http: Http, { scope, eventId, userId }: MessagingRef): Promise<void> {
  void client.invalidateQueries({ queryKey: messagingQueries.unread(scope, eventId, userId).queryKey });
  void client.invalidateQueries({ queryKey: messagingQueries.conversations(scope, eventId, userId).queryKey });
  void client.invalidateQueries({ queryKey: messagingQueries.meetings(scope, eventId, userId).queryKey });
  const histories = client.getQueryCache().findAll({ queryKey: [...messagingQueries.own(scope, userId), eventId, 'history'] });
  await Promise.all(
    histories.map(async (query) => {
      const conversationId = query.queryKey[query.queryKey.length - 1];
      if (typeof conversationId !== 'number' || query.state.data === undefined) return;
      try {
        const newest = await getMessages(http, eventId, conversationId, { before: null, take: MESSAGES_PAGE_SIZE });
        client.setQueryData<MessagesPage>(query.queryKey, (page) => (page ? withMessages(page, newest.Messages) : page));
      } catch {
        // Missed messages then come with the next catch-up, or when the conversation is opened again.
      }
    }),
  );
}
