/**
 * The outbox of one-to-one messages (contracts/messaging.ts): a message is kept here from the moment it is written
 * until the server has stored it, so that one written offline, or whose sending failed on the network, is neither
 * lost (it is kept in local storage, per user and event, across reloads) nor shown twice (the server's copy, from the
 * answer or the chat hub's MessageAdded, has the same client-chosen Id and takes its place).
 *
 * Ours, as messengers do (Signal, Element): a message the network lost is sent again when the connection returns, in
 * the order written; one the server refused (a 4xx: the other side takes no messages, the text is invalid) stays with
 * its reason until the writer sends it again or deletes it. Pure: storage and clocks are the caller's.
 */
import type { ChatMessage, ConversationsAnswer, ConversationSummary, ChatUnreadChanged, MessagesPage } from '../../contracts';

export interface OutboxEntry {
  /** The client-chosen UUID the message is sent with (MessageCreate.Id). */
  Id: string;
  ConversationId: number;
  Text: string;
  /** When it was written (epoch ms): the order of sending and of showing. */
  WrittenAt: number;
  /** Why the server refused it (the 403's code, or 'refused'); null while it is to be sent. */
  Refused: string | null;
}

/** Ours: an outbox holds at most this many messages; past it the oldest are dropped (a week offline is not this). */
export const OUTBOX_MAX_ENTRIES = 200;

/**
 * Ours: while messages wait and the browser says it is online (the network failed under it: a captive portal, a lost
 * Wi-Fi), sending is tried again this often; the browser's `online` event tries at once.
 */
export const OUTBOX_RETRY_MS = 30_000;

/** Where one user's outbox of one event is kept in local storage. */
export function outboxStorageKey(instance: string, event: string, userId: number): string {
  return `vmx-outbox:${instance.toLowerCase()}/${event.toLowerCase()}:${userId}`;
}

function isEntry(value: unknown): value is OutboxEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.Id === 'string' &&
    entry.Id !== '' &&
    typeof entry.ConversationId === 'number' &&
    Number.isInteger(entry.ConversationId) &&
    typeof entry.Text === 'string' &&
    typeof entry.WrittenAt === 'number' &&
    Number.isFinite(entry.WrittenAt) &&
    (entry.Refused === null || typeof entry.Refused === 'string')
  );
}

/** A stored outbox; what cannot be read (another version's shape, a broken value) is left out, never thrown. */
export function parseOutbox(raw: string | null): OutboxEntry[] {
  if (raw === null || raw === '') return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? sorted(parsed.filter(isEntry)) : [];
  } catch {
    return [];
  }
}

const sorted = (entries: readonly OutboxEntry[]) => [...entries].sort((a, b) => a.WrittenAt - b.WrittenAt);

/** The outbox with a new message (once by Id), oldest dropped past OUTBOX_MAX_ENTRIES. */
export function withQueued(entries: readonly OutboxEntry[], entry: OutboxEntry): OutboxEntry[] {
  const next = sorted([...entries.filter((existing) => existing.Id !== entry.Id), entry]);
  return next.length > OUTBOX_MAX_ENTRIES ? next.slice(next.length - OUTBOX_MAX_ENTRIES) : next;
}

/** The outbox without the messages whose Ids the server has stored (or the writer deleted). */
export function withoutMessages(entries: readonly OutboxEntry[], ids: Iterable<string>): OutboxEntry[] {
  const gone = new Set(ids);
  return entries.filter((entry) => !gone.has(entry.Id));
}

/** A message marked refused (not sent again by itself), or to be sent again (reason null). */
export function withRefusal(entries: readonly OutboxEntry[], id: string, reason: string | null): OutboxEntry[] {
  return entries.map((entry) => (entry.Id === id ? { ...entry, Refused: reason } : entry));
}

/** What is to be sent now, oldest first: every message the server has not refused. */
export function dueForSending(entries: readonly OutboxEntry[]): OutboxEntry[] {
  return sorted(entries.filter((entry) => entry.Refused === null));
}

/**
 * What a failed send means: 'retry' when the message may yet arrive (no answer: offline, a timeout; the server busy or
 * failing: 408, 429, 5xx; a 401, which ends in signing in again), 'refused' when the server answered that it will not
 * take it (any other 4xx). `status` is null when no answer came.
 */
export function sendFailure(status: number | null): 'retry' | 'refused' {
  if (status === null || status === 401 || status === 408 || status === 429 || status >= 500) return 'retry';
  return status >= 400 ? 'refused' : 'retry';
}

/** How a message of the conversation stands: stored by the server, or still in the outbox. */
export type MessageState = 'sent' | 'sending' | 'waiting' | 'refused';

export interface TimelineMessage {
  message: ChatMessage;
  state: MessageState;
  /** The refusal's reason, for a refused one. */
  reason: string | null;
}

/**
 * A conversation as shown: the server's messages (oldest first), then what is still in the outbox for it, each message
 * once: one the server has stored shows as stored, whatever the outbox still says. `sending` holds the Ids on their
 * way now; the rest of the outbox waits for the connection.
 */
export function conversationTimeline(
  stored: readonly ChatMessage[],
  outbox: readonly OutboxEntry[],
  conversationId: number,
  sender: { id: number; name: string | null },
  sending: ReadonlySet<string>,
): TimelineMessage[] {
  const storedIds = new Set(stored.map((message) => message.Id));
  const pending = outbox
    .filter((entry) => entry.ConversationId === conversationId && !storedIds.has(entry.Id))
    .map<TimelineMessage>((entry) => ({
      message: {
        Id: entry.Id,
        ConversationId: entry.ConversationId,
        SenderId: sender.id,
        SenderName: sender.name,
        Text: entry.Text,
        SentAt: new Date(entry.WrittenAt).toISOString(),
        Removed: false,
        SenderCompany: null,
      },
      state: entry.Refused !== null ? 'refused' : sending.has(entry.Id) ? 'sending' : 'waiting',
      reason: entry.Refused,
    }));
  return [...stored.map<TimelineMessage>((message) => ({ message, state: 'sent', reason: null })), ...pending];
}

const bySentAt = (a: ChatMessage, b: ChatMessage) => Date.parse(a.SentAt) - Date.parse(b.SentAt);

/** Messages of one conversation with more added (older pages, live ones, answers): each once by Id, oldest first. */
export function mergeMessages(existing: readonly ChatMessage[], added: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map(existing.map((message) => [message.Id, message]));
  let changed = false;
  for (const message of added) {
    const known = byId.get(message.Id);
    // The same message again is no change, unless a moderator has removed it since (its text is gone); and a removed
    // one stays removed, whatever an answer asked for before the removal says.
    if (known && (known.Removed || (known.SentAt === message.SentAt && !message.Removed))) continue;
    byId.set(message.Id, message);
    changed = true;
  }
  if (!changed) return [...existing];
  return [...byId.values()].sort(bySentAt);
}

/** A loaded history with messages added; HasMore is the older pages' business and stays. */
export function withMessages(page: MessagesPage, added: readonly ChatMessage[]): MessagesPage {
  return { ...page, Messages: mergeMessages(page.Messages, added) };
}

/** When a conversation was last active: its last message, else never (it sorts last). */
const activity = (conversation: ConversationSummary) => (conversation.LastMessage ? Date.parse(conversation.LastMessage.SentAt) : 0);

/** Conversations newest activity first (as the server sends them; again after a live message). */
export function sortConversations(conversations: readonly ConversationSummary[]): ConversationSummary[] {
  return [...conversations].sort((a, b) => activity(b) - activity(a) || b.Id - a.Id);
}

/**
 * The conversation list after a message arrived: its conversation's last message, first in the list. Null when the
 * list does not have that conversation (a new one: read the list again).
 */
export function withArrivedMessage(answer: ConversationsAnswer, message: ChatMessage): ConversationsAnswer | null {
  const conversation = answer.Conversations.find((candidate) => candidate.Id === message.ConversationId);
  if (!conversation) return null;
  const last = conversation.LastMessage;
  if (last && last.Id !== message.Id && Date.parse(last.SentAt) > Date.parse(message.SentAt)) return answer;
  const updated = { ...conversation, LastMessage: message };
  return {
    ...answer,
    Conversations: sortConversations(answer.Conversations.map((candidate) => (candidate === conversation ? updated : candidate))),
  };
}

/** The conversation list with the counts of an UnreadChanged (or of a read's answer). */
export function withUnreadCounts(answer: ConversationsAnswer, change: ChatUnreadChanged): ConversationsAnswer {
  return {
    ...answer,
    Unread: change.Unread,
    Conversations: answer.Conversations.map((conversation) =>
      conversation.Id === change.ConversationId ? { ...conversation, Unread: change.ConversationUnread } : conversation,
    ),
  };
}

/**
 * The message to mark as read up to: the newest one the server has stored from someone else, when the caller has
 * unread messages in the conversation; null when there is nothing to mark.
 */
export function readUpTo(stored: readonly ChatMessage[], selfId: number, unread: number): string | null {
  if (unread <= 0) return null;
  for (let index = stored.length - 1; index >= 0; index--) {
    const message = stored[index]!;
    if (message.SenderId !== selfId) return message.Id;
  }
  return null;
}
