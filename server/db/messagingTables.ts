/**
 * The tables of networking and one-to-one messages (src/contracts/messaging.ts; docs/rules/content-areas.md section 2,
 * my area's inbox and networking_settings) and the migration that creates them (0018-messaging). Kept beside schema.ts
 * and migrations.ts, which take them in: Database extends MessagingDatabase and MIGRATIONS names MESSAGING_MIGRATION.
 * Only portable column types (text and integer); flags are 0/1, instants ISO 8601 text.
 *
 * What the database itself holds to, so that two requests at once cannot break it (server/routes/messaging.ts writes
 * with ON CONFLICT DO NOTHING and reads the winner):
 * - at most one open contact request per pair and event: `open_pair` is the pair's key while the request is pending
 *   and NULL once it is decided, under a unique index (NULLs never collide, on either dialect);
 * - one direct conversation per pair and event: `pair_key`, unique;
 * - a message stored once per client id in its conversation: (conversation_id, client_id), unique. The serial `id` is
 *   the server's order of messages (paging and read marks); the client's id is what the API shows.
 */
import type { ColumnDefinitionBuilder, Generated, Kysely, Migration } from 'kysely';
import { withSerialId } from './serialId';

/** A person's networking settings for one event (NetworkingSettings); no row: DEFAULT_NETWORKING_SETTINGS. */
export interface NetworkingSettingsTable {
  event_id: number;
  user_id: number;
  findable: number;
  show_name: number;
  show_profession: number;
  show_country: number;
  show_interests: number;
  show_picture: number;
  /** DIRECT_MESSAGE_POLICIES. */
  direct_messages: string;
  updated_at: string;
}

export interface ContactRequestTable {
  id: Generated<number>;
  event_id: number;
  from_user_id: number;
  to_user_id: number;
  /** Plain text, trimmed; '' when none was written. */
  note: string;
  /** CONTACT_REQUEST_STATUSES; an accepted request makes the two contacts. */
  status: string;
  /** pairKey(from, to) while pending, else null (the unique index keeps one open request per pair). */
  open_pair: string | null;
  created_at: string;
  updated_at: string;
}

export interface ConversationTable {
  id: Generated<number>;
  event_id: number;
  /** CONVERSATION_KINDS. */
  kind: string;
  /** pairKey of the two people of a direct conversation; a company's or group's key (messagingCommunityTables.ts). */
  pair_key: string;
  /** Who opened it: until its first message it is listed for them only. */
  created_by: number;
  created_at: string;
  /** The last message's sent_at; null before the first. */
  last_message_at: string | null;
  /** 0019 (messagingCommunityTables.ts): the company of a 'company' conversation; null otherwise. */
  company_account_id: string | null;
}

export interface ConversationParticipantTable {
  conversation_id: number;
  user_id: number;
  /** The id (server order) of the last message the participant has read; 0 before any. */
  last_read_id: number;
}

export interface ChatMessageTable {
  /** The server's order of messages. */
  id: Generated<number>;
  conversation_id: number;
  sender_id: number;
  /** The sending client's id (a UUID, lower case): ChatMessage.Id. */
  client_id: string;
  /** Plain text, trimmed. */
  text: string;
  sent_at: string;
  /** 0019: when and by whom a moderator removed it; null while it stands. */
  removed_at: string | null;
  removed_by: number | null;
  /** 0019: the company a staff member wrote for; null otherwise. */
  sender_company: string | null;
}

export interface MessagingDatabase {
  networking_settings: NetworkingSettingsTable;
  contact_requests: ContactRequestTable;
  conversations: ConversationTable;
  conversation_participants: ConversationParticipantTable;
  chat_messages: ChatMessageTable;
}

/** The key of a pair of people, the same whoever comes first. */
export function pairKey(a: number, b: number): string {
  return a < b ? `${a}:${b}` : `${b}:${a}`;
}

const TABLES = ['networking_settings', 'contact_requests', 'conversations', 'conversation_participants', 'chat_messages'] as const;

export const MESSAGING_MIGRATION: Migration = {
  async up(db: Kysely<unknown>) {
    const eventId = (col: ColumnDefinitionBuilder) => col.notNull().references('events.id').onDelete('cascade');
    const userId = (col: ColumnDefinitionBuilder) => col.notNull().references('users.id').onDelete('cascade');
    const required = (col: ColumnDefinitionBuilder) => col.notNull();

    await db.schema
      .createTable('networking_settings')
      .addColumn('event_id', 'integer', eventId)
      .addColumn('user_id', 'integer', userId)
      .addColumn('findable', 'integer', required)
      .addColumn('show_name', 'integer', required)
      .addColumn('show_profession', 'integer', required)
      .addColumn('show_country', 'integer', required)
      .addColumn('show_interests', 'integer', required)
      .addColumn('show_picture', 'integer', required)
      .addColumn('direct_messages', 'text', required)
      .addColumn('updated_at', 'text', required)
      .addPrimaryKeyConstraint('networking_settings_pk', ['event_id', 'user_id'])
      .execute();
    // The people of the network: those of an event who opted in.
    await db.schema.createIndex('networking_settings_findable_idx').on('networking_settings').columns(['event_id', 'findable']).execute();

    await withSerialId(db, db.schema.createTable('contact_requests'))
      .addColumn('event_id', 'integer', eventId)
      .addColumn('from_user_id', 'integer', userId)
      .addColumn('to_user_id', 'integer', userId)
      .addColumn('note', 'text', required)
      .addColumn('status', 'text', required)
      .addColumn('open_pair', 'text')
      .addColumn('created_at', 'text', required)
      .addColumn('updated_at', 'text', required)
      .execute();
    await db.schema
      .createIndex('contact_requests_open_pair_uq')
      .on('contact_requests')
      .columns(['event_id', 'open_pair'])
      .unique()
      .execute();
    await db.schema.createIndex('contact_requests_from_idx').on('contact_requests').columns(['event_id', 'from_user_id']).execute();
    await db.schema.createIndex('contact_requests_to_idx').on('contact_requests').columns(['event_id', 'to_user_id']).execute();

    await withSerialId(db, db.schema.createTable('conversations'))
      .addColumn('event_id', 'integer', eventId)
      .addColumn('kind', 'text', required)
      .addColumn('pair_key', 'text', required)
      .addColumn('created_by', 'integer', userId)
      .addColumn('created_at', 'text', required)
      .addColumn('last_message_at', 'text')
      .execute();
    await db.schema.createIndex('conversations_pair_uq').on('conversations').columns(['event_id', 'pair_key']).unique().execute();

    await db.schema
      .createTable('conversation_participants')
      .addColumn('conversation_id', 'integer', (col) => col.notNull().references('conversations.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', userId)
      .addColumn('last_read_id', 'integer', required)
      .addPrimaryKeyConstraint('conversation_participants_pk', ['conversation_id', 'user_id'])
      .execute();
    // A person's conversations.
    await db.schema.createIndex('conversation_participants_user_idx').on('conversation_participants').columns(['user_id']).execute();

    await withSerialId(db, db.schema.createTable('chat_messages'))
      .addColumn('conversation_id', 'integer', (col) => col.notNull().references('conversations.id').onDelete('cascade'))
      .addColumn('sender_id', 'integer', userId)
      .addColumn('client_id', 'text', required)
      .addColumn('text', 'text', required)
      .addColumn('sent_at', 'text', required)
      .execute();
    await db.schema.createIndex('chat_messages_client_uq').on('chat_messages').columns(['conversation_id', 'client_id']).unique().execute();
    // A conversation's pages (newest first) and its unread messages (after a read mark).
    await db.schema.createIndex('chat_messages_order_idx').on('chat_messages').columns(['conversation_id', 'id']).execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of [...TABLES].reverse()) await db.schema.dropTable(table).ifExists().execute();
  },
};
