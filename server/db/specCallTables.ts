/**
 * The table of the spec's external registration calls (docs/rules/shell-access-identity.md section 7:
 * `/api/custominterfaces/EventsAir/EventsAir/ExternalUserData` and `/api/modules/BookedTickets` with
 * `externalAuthorizationCode`) and the migration that creates it (0015-spec-calls). Kept beside schema.ts and
 * migrations.ts, which take it in: Database extends SpecCallDatabase and MIGRATIONS names SPEC_CALLS_MIGRATION.
 *
 * Ours: the reference server has no EventsAir, so the registrations that system would hold, each with the
 * one-time code it hands the visitor, are rows here. Only the code's sha256 is stored (like server/identity/codes.ts).
 */
import { createHash } from 'node:crypto';
import type { Kysely, Migration } from 'kysely';

export interface ExternalRegistrationTable {
  /** sha256 (hex) of the one-time externalAuthorizationCode. */
  code_hash: string;
  event_id: number;
  visitor_id: string;
  firstname: string;
  surname: string;
  email: string;
  ticket_type_name: string;
  participant_type_name: string;
  expires_at: string;
  /** When BookedTickets linked it to an account (the code is spent then); null: not yet. */
  used_at: string | null;
  used_by: number | null;
}

/** How a code is stored: its sha256 in hex. */
export const hashExternalCode = (code: string) => createHash('sha256').update(code).digest('hex');

export interface SpecCallDatabase {
  external_registrations: ExternalRegistrationTable;
}

export const SPEC_CALLS_MIGRATION: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('external_registrations')
      .addColumn('code_hash', 'text', (col) => col.primaryKey())
      .addColumn('event_id', 'integer', (col) => col.notNull().references('events.id').onDelete('cascade'))
      .addColumn('visitor_id', 'text', (col) => col.notNull())
      .addColumn('firstname', 'text', (col) => col.notNull())
      .addColumn('surname', 'text', (col) => col.notNull())
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('ticket_type_name', 'text', (col) => col.notNull())
      .addColumn('participant_type_name', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addColumn('used_at', 'text')
      .addColumn('used_by', 'integer')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('external_registrations').execute();
  },
};
