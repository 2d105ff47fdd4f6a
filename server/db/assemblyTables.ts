/**
 * The general assembly's tables (AssemblyPage, docs/rules/shell-access-identity.md section 2) and the migration that
 * creates them. Kept beside schema.ts and migrations.ts, which take them in: Database extends AssemblyDatabase and
 * MIGRATIONS names REGISTRATION_ASSEMBLY_MIGRATION. Texts are stored per language, one row per (id, language), like
 * the society pages'; only portable column types (text and integer). Nothing here is served through the public
 * resource sets: the assembly is for members (server/routes/assembly.ts decides who).
 */
import type { Kysely, Migration } from 'kysely';

/** One assembly per event and language. */
export interface AssemblyTable {
  event_id: number;
  language: string;
  title: string;
  description: string;
  location: string;
  /** ISO instants. */
  starts_at: string;
  ends_at: string;
  /** The assembly's session in the programme of the same event, when it is listed there. */
  session_id: number | null;
  /** 'hls' or 'iframe', with its url; both null when the assembly is not streamed. */
  stream_type: string | null;
  stream_url: string | null;
  /** HTML, served only once the assembly has ended. */
  minutes: string | null;
}

export interface AssemblyAgendaTable {
  event_id: number;
  id: number;
  language: string;
  position: number;
  starts_at: string | null;
  title: string;
  presenter: string | null;
  description: string | null;
}

export interface AssemblyDocumentTable {
  event_id: number;
  id: number;
  language: string;
  position: number;
  title: string;
  description: string | null;
  /** The document's text, paragraphs separated by an empty line; rendered as a PDF on request. */
  body: string;
}

export interface AssemblyDatabase {
  assemblies: AssemblyTable;
  assembly_agenda: AssemblyAgendaTable;
  assembly_documents: AssemblyDocumentTable;
}

const ASSEMBLY_TABLES = ['assemblies', 'assembly_agenda', 'assembly_documents'] as const;

export const REGISTRATION_ASSEMBLY_MIGRATION: Migration = {
  async up(db: Kysely<unknown>) {
    const eventId = 'event_id';
    await db.schema
      .createTable('assemblies')
      .addColumn(eventId, 'integer', (col) => col.notNull().references('events.id').onDelete('cascade'))
      .addColumn('language', 'text', (col) => col.notNull())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('description', 'text', (col) => col.notNull())
      .addColumn('location', 'text', (col) => col.notNull())
      .addColumn('starts_at', 'text', (col) => col.notNull())
      .addColumn('ends_at', 'text', (col) => col.notNull())
      .addColumn('session_id', 'integer')
      .addColumn('stream_type', 'text')
      .addColumn('stream_url', 'text')
      .addColumn('minutes', 'text')
      .addPrimaryKeyConstraint('assemblies_pk', [eventId, 'language'])
      .execute();
    await db.schema
      .createTable('assembly_agenda')
      .addColumn(eventId, 'integer', (col) => col.notNull().references('events.id').onDelete('cascade'))
      .addColumn('id', 'integer', (col) => col.notNull())
      .addColumn('language', 'text', (col) => col.notNull())
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('starts_at', 'text')
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('presenter', 'text')
      .addColumn('description', 'text')
      .addPrimaryKeyConstraint('assembly_agenda_pk', [eventId, 'id', 'language'])
      .execute();
    await db.schema
      .createTable('assembly_documents')
      .addColumn(eventId, 'integer', (col) => col.notNull().references('events.id').onDelete('cascade'))
      .addColumn('id', 'integer', (col) => col.notNull())
      .addColumn('language', 'text', (col) => col.notNull())
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('description', 'text')
      .addColumn('body', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('assembly_documents_pk', [eventId, 'id', 'language'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of [...ASSEMBLY_TABLES].reverse()) await db.schema.dropTable(table).ifExists().execute();
  },
};
