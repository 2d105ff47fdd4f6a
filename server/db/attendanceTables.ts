/**
 * CME attendance and certificates of attendance (migration 0026-attendance; src/contracts/attendance.ts). Kept beside
 * schema.ts and migrations.ts, which take it in: Database extends AttendanceDatabase and MIGRATIONS names
 * ATTENDANCE_MIGRATION.
 *
 * - attendance: a signed-in user's watch time of one session, live and on demand (seconds, already capped: never over
 *   the session's length per mode). A service to the user, not analytics: kept whatever their consent, deleted when
 *   they delete it (or their account).
 * - certificates: a certificate of attendance as issued, a fixed snapshot (`content`, JSON: the name as printed, the
 *   event, the sessions that counted, their credit hours and the rule's statement), read by its unguessable `code` at
 *   the public verification and by `document_id` when the user downloads it from their documents.
 */
import type { Kysely, Migration } from 'kysely';

export interface AttendanceTable {
  event_id: number;
  user_id: number;
  session_id: number;
  live_seconds: number;
  ondemand_seconds: number;
  /** ISO 8601 instant of the last report. */
  updated_at: string;
}

export interface CertificateTable {
  /** CERTIFICATE_CODE_LENGTH random base32 letters (server/attendance/certificates.ts). */
  code: string;
  event_id: number;
  user_id: number;
  /** The user_documents row that lists it among the user's documents. */
  document_id: number;
  issued_at: string;
  /** CertificateContent (server/attendance/certificates.ts) as JSON. */
  content: string;
}

export interface AttendanceDatabase {
  attendance: AttendanceTable;
  certificates: CertificateTable;
}

type AnyDb = Kysely<unknown>;

export const ATTENDANCE_MIGRATION: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('attendance')
      .addColumn('event_id', 'integer', (col) => col.notNull().references('events.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('session_id', 'integer', (col) => col.notNull())
      .addColumn('live_seconds', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('ondemand_seconds', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('attendance_pk', ['event_id', 'user_id', 'session_id'])
      .execute();

    await db.schema
      .createTable('certificates')
      .addColumn('code', 'text', (col) => col.primaryKey())
      .addColumn('event_id', 'integer', (col) => col.notNull().references('events.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('document_id', 'integer', (col) => col.notNull())
      .addColumn('issued_at', 'text', (col) => col.notNull())
      .addColumn('content', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('certificates_document').on('certificates').columns(['document_id']).execute();
  },

  async down(db: AnyDb) {
    await db.schema.dropTable('certificates').ifExists().execute();
    await db.schema.dropTable('attendance').ifExists().execute();
  },
};
