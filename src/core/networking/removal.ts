/**
 * A message a moderator removed (contracts/messaging.ts: ChatMessage.Removed, the chat hub's MessageRemoved): its text
 * is gone for everyone, in the conversation's history and as a conversation's last message. Pure: the caller puts the
 * results in its cache.
 */
import type { ChatMessage, ChatMessageRemoved, ConversationsAnswer, ConversationSummary, MessagesPage } from '../../contracts';

/** The message as everyone sees it once removed: no text, marked Removed. */
export function asRemoved(message: ChatMessage): ChatMessage {
  return message.Removed && message.Text === '' ? message : { ...message, Removed: true, Text: '' };
}

/** A loaded history with the message removed; the same page when it does not hold it. */
export function historyWithRemoved(page: MessagesPage, removed: ChatMessageRemoved): MessagesPage {
  if (!page.Messages.some((message) => message.Id === removed.Id && !(message.Removed && message.Text === ''))) return page;
  return { ...page, Messages: page.Messages.map((message) => (message.Id === removed.Id ? asRemoved(message) : message)) };
}

/** A conversation whose last message is the removed one shows it removed. */
export function summaryWithRemoved(summary: ConversationSummary, removed: ChatMessageRemoved): ConversationSummary {
  const last = summary.LastMessage;
  if (summary.Id !== removed.ConversationId || !last || last.Id !== removed.Id) return summary;
  return { ...summary, LastMessage: asRemoved(last) };
}

/** The conversation list with the removed message where it is a conversation's last message. */
export function conversationsWithRemoved(answer: ConversationsAnswer, removed: ChatMessageRemoved): ConversationsAnswer {
  const conversations = answer.Conversations.map((summary) => summaryWithRemoved(summary, removed));
  return conversations.every((summary, index) => summary === answer.Conversations[index])
    ? answer
    : { ...answer, Conversations: conversations };
}
