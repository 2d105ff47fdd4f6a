/**
 * Single sessions edited by hand, waiting to be published (migration 0022-programme-edits;
 * server/programmeImport/edits.ts): a programme editor's change of a session's time, room, title, status or cancelled
 * flag is kept here until it is published, as an import is kept as a draft (programmeImportTables.ts), and is made
 * with the pending import in the same publication. Kept beside schema.ts and migrations.ts, which take it in:
 * Database extends ProgrammeEditDatabase and MIGRATIONS names PROGRAMME_EDITS_MIGRATION.
 *
 * - programme_session_edits: one row per edited session and event; a field left null is not edited (the session
 *   keeps what it has then, also what a pending import gives it). Publishing takes the rows (deletes them) in its
 *   transaction; discarding an edit deletes its row.
 */
import type { Kysely, Migration } from 'kysely';

export interface ProgrammeSessionEditTable {
  event_id: number;
  session_id: number;
  /** ISO 8601 instants in UTC (…Z), as programme_sessions keeps them. */
  start_date_time: string | null;
  end_date_time: string | null;
  room_id: number | null;
  name: string | null;
  /** PROGRAMME_SESSION_STATUSES (src/contracts/programmeAdmin.ts): kept off the timetable or not. */
  status: string | null;
  is_cancelled: number | null;
  /** Who edited it last: `service:{client id}` or `user:{user id}`. */
  edited_by: string;
  edited_at: string;
}

export interface ProgrammeEditDatabase {
  programme_session_edits: ProgrammeSessionEditTable;
}

type AnyDb = Kysely<unknown>;

export const PROGRAMME_EDITS_MIGRATION: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('programme_session_edits')
      .addColumn('event_id', 'integer', (col) => col.notNull().references('events.id').onDelete('cascade'))
      .addColumn('session_id', 'integer', (col) => col.notNull())
      .addColumn('start_date_time', 'text')
      .addColumn('end_date_time', 'text')
      .addColumn('room_id', 'integer')
      .addColumn('name', 'text')
      .addColumn('status', 'text')
      .addColumn('is_cancelled', 'integer')
      .addColumn('edited_by', 'text', (col) => col.notNull())
      .addColumn('edited_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('programme_session_edits_pk', ['event_id', 'session_id'])
      .execute();
  },

  async down(db: AnyDb) {
    await db.schema.dropTable('programme_session_edits').ifExists().execute();
  },
};
