/**
 * A user's own notifications (migration 0024-user-notifications; src/contracts/userNotifications.ts): kept so that a
 * user who was not online when a session of their personal programme moved reads it when they next open the
 * platform, and read for good once dismissed. Kept beside schema.ts and migrations.ts, which take it in: Database
 * extends UserNotificationDatabase and MIGRATIONS names USER_NOTIFICATIONS_MIGRATION.
 *
 * - user_notifications: one row per user and change (server/programmeImport/favouriteNotifications.ts writes them in
 *   the publication's transaction). Structured, never worded: the client words it in the page's language. read_at is
 *   null until the user dismisses it. The unread of a user and event are read by the index.
 */
import type { Generated, Kysely, Migration } from 'kysely';
import { withSerialId } from './serialId';

export interface UserNotificationTable {
  id: Generated<number>;
  event_id: number;
  user_id: number;
  /** FavouriteChangeKind (src/contracts/userNotifications.ts). */
  kind: string;
  session_id: number;
  title: string;
  room: string | null;
  /** ISO 8601 instants. */
  start_date_time: string | null;
  previous_room: string | null;
  previous_start_date_time: string | null;
  created_at: string;
  read_at: string | null;
}

export interface UserNotificationDatabase {
  user_notifications: UserNotificationTable;
}

type AnyDb = Kysely<unknown>;

export const USER_NOTIFICATIONS_MIGRATION: Migration = {
  async up(db: AnyDb) {
    await withSerialId(db, db.schema.createTable('user_notifications'))
      .addColumn('event_id', 'integer', (col) => col.notNull().references('events.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('session_id', 'integer', (col) => col.notNull())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('room', 'text')
      .addColumn('start_date_time', 'text')
      .addColumn('previous_room', 'text')
      .addColumn('previous_start_date_time', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('read_at', 'text')
      .execute();
    await db.schema.createIndex('user_notifications_unread').on('user_notifications').columns(['user_id', 'event_id', 'read_at']).execute();
  },

  async down(db: AnyDb) {
    await db.schema.dropTable('user_notifications').ifExists().execute();
  },
};
