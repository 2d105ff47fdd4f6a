/**
 * A person's unread messages in an event's conversations: those after their read mark that others wrote (their own
 * never count, nor, for a company's staff, what a colleague answered for the company). The inbox's counts, the header's badge and the chat hub's UnreadChanged all read them here.
 */
import type { Kysely, Transaction } from 'kysely';
import type { ChatUnreadChanged } from '../../src/contracts';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** The caller's unread messages in the event: in all, and per conversation (those with none left out). */
export async function unreadCounts(
  db: Db,
  userId: number,
  eventId: number,
): Promise<{ total: number; byConversation: Map<number, number> }> {
  const rows = await db
    .selectFrom('chat_messages as m')
    .innerJoin('conversation_participants as p', (join) =>
      join.onRef('p.conversation_id', '=', 'm.conversation_id').on('p.user_id', '=', userId),
    )
    .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
    .select((eb) => ['m.conversation_id', eb.fn.count<number | string>('m.id').as('count')])
    .where('c.event_id', '=', eventId)
    .where('m.sender_id', '!=', userId)
    .whereRef('m.id', '>', 'p.last_read_id')
    // A colleague's answer for the company is no news to its staff (only the visitor's messages are theirs to read).
    .where((eb) => eb.or([eb('m.sender_company', 'is', null), eb('c.created_by', '=', userId)]))
    .groupBy('m.conversation_id')
    .execute();
  const byConversation = new Map(rows.map((row) => [row.conversation_id, Number(row.count)]));
  return { total: [...byConversation.values()].reduce((sum, count) => sum + count, 0), byConversation };
}

/** A person's unread counts after a change in one conversation (the chat hub's UnreadChanged). */
export async function unreadIn(db: Db, userId: number, eventId: number, conversationId: number): Promise<ChatUnreadChanged> {
  const unread = await unreadCounts(db, userId, eventId);
  return { Unread: unread.total, ConversationId: conversationId, ConversationUnread: unread.byConversation.get(conversationId) ?? 0 };
}
