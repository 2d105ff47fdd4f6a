/**
 * A conversation as its participants reach it: one the caller is not in is a 404, exactly like one that does not exist
 * (a stranger learns nothing). The messages', reports' and meetings' routes all start here.
 */
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { ConversationTable } from '../db/messagingTables';
import type { Database } from '../db/schema';
import { NotFoundError } from '../http/errors';

type Db = Kysely<Database> | Transaction<Database>;

/** The conversation of the event, when the user is in it (404 otherwise). */
export async function conversationOf(db: Db, userId: number, eventId: number, id: number): Promise<Selectable<ConversationTable>> {
  const row = await db
    .selectFrom('conversations as c')
    .innerJoin('conversation_participants as p', (join) => join.onRef('p.conversation_id', '=', 'c.id').on('p.user_id', '=', userId))
    .selectAll('c')
    .where('c.id', '=', id)
    .where('c.event_id', '=', eventId)
    .executeTakeFirst();
  if (!row) throw new NotFoundError('no such conversation');
  return row;
}

/** The participants of conversations, by conversation, in one read. */
export async function participantsOf(db: Db, conversationIds: readonly number[]): Promise<Map<number, number[]>> {
  const byConversation = new Map<number, number[]>(conversationIds.map((id) => [id, []]));
  if (conversationIds.length === 0) return byConversation;
  const rows = await db
    .selectFrom('conversation_participants')
    .select(['conversation_id', 'user_id'])
    .where('conversation_id', 'in', [...conversationIds])
    .orderBy('user_id')
    .execute();
  for (const row of rows) byConversation.get(row.conversation_id)?.push(row.user_id);
  return byConversation;
}
