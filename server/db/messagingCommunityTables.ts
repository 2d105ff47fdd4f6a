/**
 * Messaging's second migration (0019-messaging-community): safety (blocks, reports of messages, suspensions, a
 * moderator's removal of a message), companies' conversations with their visitors and their staff's e-mail digests,
 * topic and session groups, and meetings proposed in conversations (src/contracts/messaging.ts). 0018-messaging (messagingTables.ts) stays as it shipped;
 * this one adds tables and nullable columns, on both dialects. Kept beside schema.ts and migrations.ts, which take it
 * in: Database extends MessagingCommunityDatabase and MIGRATIONS names MESSAGING_COMMUNITY_MIGRATION.
 *
 * Columns it adds to 0018's tables (declared there, on ConversationTable and ChatMessageTable):
 * - conversations.company_account_id: the company of a 'company' conversation, whose `pair_key` is
 *   `company:{companyAccountId}:{visitorId}` (one conversation per visitor and company, by 0018's unique key);
 *   a group's is `group:{kind}:{sessionId or topic key}`;
 * - chat_messages.removed_at, removed_by: a moderator removed it (its text is kept for the moderators' record only);
 * - chat_messages.sender_company: the company a staff member wrote for.
 *
 * What the database holds to: one block per blocker and blocked person (primary key), one report per message and
 * reporter (unique), one suspension per person and event (primary key), one group per conversation (primary key), a
 * meeting stored once per client id in its conversation (unique).
 */
import type { ColumnDefinitionBuilder, Generated, Kysely, Migration } from 'kysely';
import { withSerialId } from './serialId';

/** `blocker_id` blocked `blocked_id` in the event: neither reaches the other any more. */
export interface NetworkingBlockTable {
  event_id: number;
  blocker_id: number;
  blocked_id: number;
  created_at: string;
}

export interface MessageReportTable {
  id: Generated<number>;
  event_id: number;
  /** chat_messages.id (the server's id, not the client's). */
  message_id: number;
  reporter_id: number;
  /** REPORT_REASONS. */
  reason: string;
  /** Plain text, trimmed; '' when none. */
  note: string;
  /** REPORT_STATUSES. */
  status: string;
  created_at: string;
  decided_at: string | null;
  decided_by: number | null;
}

/** A moderator suspended the person from networking in the event. */
export interface NetworkingSuspensionTable {
  event_id: number;
  user_id: number;
  suspended_by: number;
  /** The report that led to it; null when none. */
  report_id: number | null;
  created_at: string;
}

/** A group conversation's group. */
export interface ChatGroupTable {
  conversation_id: number;
  event_id: number;
  /** CHAT_GROUP_KINDS. */
  kind: string;
  /** The session of a session group. */
  session_id: number | null;
  /** A topic group's key (its seed's); null for a session group. */
  topic_key: string | null;
  /** A topic group's names by language (JSON object); '{}' for a session group, named by its session. */
  names_json: string;
  /** A topic group's descriptions by language (JSON object), plain text. */
  descriptions_json: string;
  created_at: string;
}

/** What a company's staff member was last e-mailed about (the company digest). */
export interface CompanyDigestTable {
  event_id: number;
  user_id: number;
  /** The newest message (chat_messages.id) the last digest told of; 0 before any. */
  mailed_up_to_id: number;
  /** ISO 8601; null before the first. */
  mailed_at: string | null;
}

/** A meeting proposed in a conversation (MeetingRequest). */
export interface MeetingRequestTable {
  id: Generated<number>;
  conversation_id: number;
  /** The proposing client's id (a UUID, lower case): MeetingRequest.Id. */
  client_id: string;
  proposer_id: number;
  starts_at: string;
  ends_at: string;
  /** Plain text, trimmed; '' when none. */
  note: string;
  /** MEETING_STATUSES. */
  status: string;
  /** Who accepted, declined or cancelled it. */
  decided_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface MessagingCommunityDatabase {
  networking_blocks: NetworkingBlockTable;
  message_reports: MessageReportTable;
  networking_suspensions: NetworkingSuspensionTable;
  chat_groups: ChatGroupTable;
  company_digests: CompanyDigestTable;
  meeting_requests: MeetingRequestTable;
}

const TABLES = [
  'networking_blocks',
  'message_reports',
  'networking_suspensions',
  'chat_groups',
  'company_digests',
  'meeting_requests',
] as const;

export const MESSAGING_COMMUNITY_MIGRATION: Migration = {
  async up(db: Kysely<unknown>) {
    const eventId = (col: ColumnDefinitionBuilder) => col.notNull().references('events.id').onDelete('cascade');
    const userId = (col: ColumnDefinitionBuilder) => col.notNull().references('users.id').onDelete('cascade');
    const required = (col: ColumnDefinitionBuilder) => col.notNull();

    await db.schema.alterTable('conversations').addColumn('company_account_id', 'text').execute();
    await db.schema.alterTable('chat_messages').addColumn('removed_at', 'text').execute();
    await db.schema.alterTable('chat_messages').addColumn('removed_by', 'integer').execute();
    await db.schema.alterTable('chat_messages').addColumn('sender_company', 'text').execute();
    // A company's conversations (its staff's lounge).
    await db.schema.createIndex('conversations_company_idx').on('conversations').columns(['event_id', 'company_account_id']).execute();

    await db.schema
      .createTable('networking_blocks')
      .addColumn('event_id', 'integer', eventId)
      .addColumn('blocker_id', 'integer', userId)
      .addColumn('blocked_id', 'integer', userId)
      .addColumn('created_at', 'text', required)
      .addPrimaryKeyConstraint('networking_blocks_pk', ['event_id', 'blocker_id', 'blocked_id'])
      .execute();
    // Who blocked a person (the other direction of "blocked between").
    await db.schema.createIndex('networking_blocks_blocked_idx').on('networking_blocks').columns(['event_id', 'blocked_id']).execute();

    await withSerialId(db, db.schema.createTable('message_reports'))
      .addColumn('event_id', 'integer', eventId)
      .addColumn('message_id', 'integer', (col) => col.notNull().references('chat_messages.id').onDelete('cascade'))
      .addColumn('reporter_id', 'integer', userId)
      .addColumn('reason', 'text', required)
      .addColumn('note', 'text', required)
      .addColumn('status', 'text', required)
      .addColumn('created_at', 'text', required)
      .addColumn('decided_at', 'text')
      .addColumn('decided_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .execute();
    await db.schema.createIndex('message_reports_once_uq').on('message_reports').columns(['message_id', 'reporter_id']).unique().execute();
    await db.schema.createIndex('message_reports_status_idx').on('message_reports').columns(['event_id', 'status']).execute();

    await db.schema
      .createTable('networking_suspensions')
      .addColumn('event_id', 'integer', eventId)
      .addColumn('user_id', 'integer', userId)
      .addColumn('suspended_by', 'integer', userId)
      .addColumn('report_id', 'integer', (col) => col.references('message_reports.id').onDelete('set null'))
      .addColumn('created_at', 'text', required)
      .addPrimaryKeyConstraint('networking_suspensions_pk', ['event_id', 'user_id'])
      .execute();

    await db.schema
      .createTable('chat_groups')
      .addColumn('conversation_id', 'integer', (col) => col.primaryKey().references('conversations.id').onDelete('cascade'))
      .addColumn('event_id', 'integer', eventId)
      .addColumn('kind', 'text', required)
      .addColumn('session_id', 'integer')
      .addColumn('topic_key', 'text')
      .addColumn('names_json', 'text', required)
      .addColumn('descriptions_json', 'text', required)
      .addColumn('created_at', 'text', required)
      .execute();
    await db.schema.createIndex('chat_groups_event_idx').on('chat_groups').columns(['event_id', 'kind']).execute();

    await db.schema
      .createTable('company_digests')
      .addColumn('event_id', 'integer', eventId)
      .addColumn('user_id', 'integer', userId)
      .addColumn('mailed_up_to_id', 'integer', required)
      .addColumn('mailed_at', 'text')
      .addPrimaryKeyConstraint('company_digests_pk', ['event_id', 'user_id'])
      .execute();

    await withSerialId(db, db.schema.createTable('meeting_requests'))
      .addColumn('conversation_id', 'integer', (col) => col.notNull().references('conversations.id').onDelete('cascade'))
      .addColumn('client_id', 'text', required)
      .addColumn('proposer_id', 'integer', userId)
      .addColumn('starts_at', 'text', required)
      .addColumn('ends_at', 'text', required)
      .addColumn('note', 'text', required)
      .addColumn('status', 'text', required)
      .addColumn('decided_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', required)
      .addColumn('updated_at', 'text', required)
      .execute();
    await db.schema
      .createIndex('meeting_requests_client_uq')
      .on('meeting_requests')
      .columns(['conversation_id', 'client_id'])
      .unique()
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of [...TABLES].reverse()) await db.schema.dropTable(table).ifExists().execute();
    await db.schema.dropIndex('conversations_company_idx').ifExists().execute();
    for (const column of ['sender_company', 'removed_by', 'removed_at'])
      await db.schema.alterTable('chat_messages').dropColumn(column).execute();
    await db.schema.alterTable('conversations').dropColumn('company_account_id').execute();
  },
};
