/**
 * The programme's import and publishing (migration 0021-programme-import; server/programmeImport/): where each item
 * came from, the items a source dropped, and the changes waiting to be published. Kept beside schema.ts and
 * migrations.ts, which take it in: Database extends ProgrammeImportDatabase and MIGRATIONS names
 * PROGRAMME_IMPORT_MIGRATION.
 *
 * - programme_sources: an item's id in its source (pretalx's guid, a spreadsheet's id column) against its id here.
 *   Re-importing finds the item by it, so it keeps its id and everything attached to the id (favourites, notes,
 *   ratings, comments). One source id per kind and event, one source per item (both unique).
 * - programme_withdrawn: an item its source no longer has is taken out of the programme but not deleted: its rows are
 *   kept here as they were (JSON), and the personal data that names its id stays. When the source has it again it
 *   comes back under the same id.
 * - programme_drafts: an import waiting to be published (the file as read, not yet a change to the programme: it is
 *   compared with the programme when it is published, so changes made meanwhile are kept in view). One pending draft
 *   per event; a newer import replaces it.
 * - programme_sessions.is_cancelled: a cancelled session stays in the programme, marked.
 */
import type { Generated, Kysely, Migration } from 'kysely';
import { withSerialId } from './serialId';

export interface ProgrammeSourceTable {
  event_id: number;
  /** ProgrammeItemKind (src/contracts/programmeAdmin.ts). */
  kind: string;
  source_id: string;
  /** The item's id in its table (programme_rooms.id, programme_authors.id, ...). */
  local_id: number;
}

export interface ProgrammeWithdrawnTable {
  event_id: number;
  /** 'speaker', 'session' or 'presentation'. */
  kind: string;
  local_id: number;
  /** The item's rows as they were (server/programmeImport/apply.ts WithdrawnRows), JSON. */
  rows: string;
  withdrawn_at: string;
}

export interface ProgrammeDraftTable {
  id: Generated<number>;
  event_id: number;
  /** 'pending', 'published' or 'discarded'. */
  status: string;
  /** PROGRAMME_IMPORT_FORMATS (src/contracts/programmeAdmin.ts). */
  format: string;
  /** The files' names, JSON array. */
  files: string;
  /** The programme as read (server/programmeImport/model.ts ImportedProgramme), JSON. */
  programme: string;
  /** Who imported it: `service:{client id}`. */
  created_by: string;
  created_at: string;
  decided_at: string | null;
}

export interface ProgrammeImportDatabase {
  programme_sources: ProgrammeSourceTable;
  programme_withdrawn: ProgrammeWithdrawnTable;
  programme_drafts: ProgrammeDraftTable;
}

type AnyDb = Kysely<unknown>;

export const PROGRAMME_IMPORT_MIGRATION: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('programme_sources')
      .addColumn('event_id', 'integer', (col) => col.notNull().references('events.id').onDelete('cascade'))
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('source_id', 'text', (col) => col.notNull())
      .addColumn('local_id', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('programme_sources_pk', ['event_id', 'kind', 'source_id'])
      .execute();
    await db.schema
      .createIndex('programme_sources_local')
      .on('programme_sources')
      .columns(['event_id', 'kind', 'local_id'])
      .unique()
      .execute();

    await db.schema
      .createTable('programme_withdrawn')
      .addColumn('event_id', 'integer', (col) => col.notNull().references('events.id').onDelete('cascade'))
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('local_id', 'integer', (col) => col.notNull())
      .addColumn('rows', 'text', (col) => col.notNull())
      .addColumn('withdrawn_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('programme_withdrawn_pk', ['event_id', 'kind', 'local_id'])
      .execute();

    await withSerialId(db, db.schema.createTable('programme_drafts'))
      .addColumn('event_id', 'integer', (col) => col.notNull().references('events.id').onDelete('cascade'))
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('format', 'text', (col) => col.notNull())
      .addColumn('files', 'text', (col) => col.notNull())
      .addColumn('programme', 'text', (col) => col.notNull())
      .addColumn('created_by', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('decided_at', 'text')
      .execute();
    await db.schema.createIndex('programme_drafts_event').on('programme_drafts').columns(['event_id', 'status']).execute();

    await db.schema
      .alterTable('programme_sessions')
      .addColumn('is_cancelled', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
  },

  async down(db: AnyDb) {
    await db.schema.alterTable('programme_sessions').dropColumn('is_cancelled').execute();
    for (const table of ['programme_drafts', 'programme_withdrawn', 'programme_sources']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
