/**
 * A person's unread messages in an event's conversations: those after their read mark that others wrote (their own
 * never count, nor, for a company's staff, what a colleague answered for the company). The inbox's counts, the header's
 * badge and the chat hub's UnreadChanged all read them here, through one query that answers for any number of people
 * (a group message's receivers at once, the caller alone).
 */
import type { Kysely, Transaction } from 'kysely';
import type { ChatUnreadChanged } from '../../src/contracts';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** Someone's unread messages in the event: in all, and per conversation (those with none left out). */
interface UnreadCounts {
  total: number;
  byConversation: Map<number, number>;
}

/**
 * Several people's unread messages in the event, in one query: a message to a group tells each member their own
 * counts without a query per member. Everyone asked for is in the answer (no unread messages: zero, an empty map).
 */
async function unreadCountsOf(db: Db, userIds: readonly number[], eventId: number): Promise<Map<number, UnreadCounts>> {
  const counts = new Map(userIds.map((userId): [number, UnreadCounts] => [userId, { total: 0, byConversation: new Map() }]));
  if (userIds.length === 0) return counts;
  const rows = await db
    .selectFrom('chat_messages as m')
    .innerJoin('conversation_participants as p', 'p.conversation_id', 'm.conversation_id')
    .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
    .select((eb) => ['p.user_id', 'm.conversation_id', eb.fn.count<number | string>('m.id').as('count')])
    .where('p.user_id', 'in', [...counts.keys()])
    .where('c.event_id', '=', eventId)
    .whereRef('m.sender_id', '!=', 'p.user_id')
    .whereRef('m.id', '>', 'p.last_read_id')
    // A colleague's answer for the company is no news to its staff (only the visitor's messages are theirs to read).
    .where((eb) => eb.or([eb('m.sender_company', 'is', null), eb('c.created_by', '=', eb.ref('p.user_id'))]))
    .groupBy(['p.user_id', 'm.conversation_id'])
    .execute();
  for (const row of rows) {
    const unread = counts.get(row.user_id)!;
    const count = Number(row.count);
    unread.byConversation.set(row.conversation_id, count);
    unread.total += count;
  }
  return counts;
}

/** The caller's unread messages in the event: in all, and per conversation (those with none left out). */
export async function unreadCounts(db: Db, userId: number, eventId: number): Promise<UnreadCounts> {
  return (await unreadCountsOf(db, [userId], eventId)).get(userId)!;
}

/** People's unread counts after a change in one conversation (each one's UnreadChanged of the chat hub), by user. */
export async function unreadIn(
  db: Db,
  userIds: readonly number[],
  eventId: number,
  conversationId: number,
): Promise<Map<number, ChatUnreadChanged>> {
  const counts = await unreadCountsOf(db, userIds, eventId);
  return new Map(
    [...counts].map(([userId, unread]): [number, ChatUnreadChanged] => [
      userId,
      { Unread: unread.total, ConversationId: conversationId, ConversationUnread: unread.byConversation.get(conversationId) ?? 0 },
    ]),
  );
}
