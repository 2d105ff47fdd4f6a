/**
 * The exhibitors' import (migration 0023-exhibitor-import; server/exhibitorImport/): which companies an import
 * manages, the companies a file dropped, and the tiers with their names per language. Kept beside schema.ts and
 * migrations.ts, which take it in: Database extends ExhibitorImportDatabase and MIGRATIONS names
 * EXHIBITOR_IMPORT_MIGRATION.
 *
 * - exhibitor_imported: the companies an import made or took over (a company's id is its source id, the template's
 *   `id`). Only these are withdrawn when a file no longer has them; companies no import named are never touched.
 * - exhibitor_withdrawn: a company a file dropped is taken out of company_accounts, so that no list, profile or logo
 *   grid shows it, and its row is kept here as it was (JSON). Everything else that names its id stays (its profile,
 *   staff, conversations, ratings, leads, view counts: none of them has a foreign key to company_accounts). When a
 *   file has it again it comes back under the same id.
 * - exhibitor_tiers: the tiers of the template's Tiers table, one row per language, in their order. A tier's id is
 *   the code the companies' sponsor_type holds (Platinum, Gold and Bronze are the logo grid's tiers).
 */
import type { Kysely, Migration } from 'kysely';

export interface ExhibitorImportedTable {
  event_id: number;
  company_account_id: string;
}

export interface ExhibitorWithdrawnTable {
  event_id: number;
  company_account_id: string;
  /** The company_accounts row as it was, JSON. */
  row: string;
  withdrawn_at: string;
}

export interface ExhibitorTierTable {
  event_id: number;
  /** The tier's source id, which company_accounts.sponsor_type holds. */
  id: string;
  language: string;
  name: string;
  /** The tiers' order, 1 first. */
  position: number;
}

export interface ExhibitorImportDatabase {
  exhibitor_imported: ExhibitorImportedTable;
  exhibitor_withdrawn: ExhibitorWithdrawnTable;
  exhibitor_tiers: ExhibitorTierTable;
}

type AnyDb = Kysely<unknown>;

export const EXHIBITOR_IMPORT_MIGRATION: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('exhibitor_imported')
      .addColumn('event_id', 'integer', (col) => col.notNull().references('events.id').onDelete('cascade'))
      .addColumn('company_account_id', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('exhibitor_imported_pk', ['event_id', 'company_account_id'])
      .execute();
    await db.schema
      .createTable('exhibitor_withdrawn')
      .addColumn('event_id', 'integer', (col) => col.notNull().references('events.id').onDelete('cascade'))
      .addColumn('company_account_id', 'text', (col) => col.notNull())
      .addColumn('row', 'text', (col) => col.notNull())
      .addColumn('withdrawn_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('exhibitor_withdrawn_pk', ['event_id', 'company_account_id'])
      .execute();
    await db.schema
      .createTable('exhibitor_tiers')
      .addColumn('event_id', 'integer', (col) => col.notNull().references('events.id').onDelete('cascade'))
      .addColumn('id', 'text', (col) => col.notNull())
      .addColumn('language', 'text', (col) => col.notNull())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('position', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('exhibitor_tiers_pk', ['event_id', 'id', 'language'])
      .execute();
  },

  async down(db: AnyDb) {
    for (const table of ['exhibitor_tiers', 'exhibitor_withdrawn', 'exhibitor_imported']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
