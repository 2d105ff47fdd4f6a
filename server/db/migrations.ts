/**
 * Migrations, defined in code (a file provider is awkward under tsx) and run by Kysely's Migrator.
 * Only portable column types: text and integer. Add a migration; never edit one that has shipped.
 */
import { Migrator, type Kysely, type Migration, type MigrationResult } from 'kysely';
import type { Database } from './schema';

// Migrations see the database as it was when they were written, not as Database says it is now.
type AnyDb = Kysely<any>;

const initial: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('instances')
      .addColumn('name', 'text', (col) => col.primaryKey())
      .addColumn('default_event', 'text', (col) => col.notNull())
      .addColumn('default_language', 'text', (col) => col.notNull())
      .addColumn('signalr_hub', 'text', (col) => col.notNull())
      .addColumn('webforms_url', 'text', (col) => col.notNull())
      .addColumn('identity_url', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('domains')
      .addColumn('host', 'text', (col) => col.primaryKey())
      .addColumn('instance', 'text', (col) => col.notNull().references('instances.name'))
      .addColumn('event', 'text', (col) => col.notNull())
      .addColumn('language', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('events')
      .addColumn('id', 'integer', (col) => col.primaryKey())
      .addColumn('short', 'text', (col) => col.notNull().unique())
      .addColumn('instance', 'text', (col) => col.notNull().references('instances.name'))
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('time_zone', 'text', (col) => col.notNull())
      .addColumn('start_date', 'text', (col) => col.notNull())
      .addColumn('end_date', 'text', (col) => col.notNull())
      .addColumn('languages', 'text', (col) => col.notNull())
      .addColumn('default_language', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('resources')
      .addColumn('event_id', 'integer', (col) => col.notNull().references('events.id').onDelete('cascade'))
      .addColumn('setname', 'text', (col) => col.notNull())
      .addColumn('language', 'text', (col) => col.notNull())
      .addColumn('resourcename', 'text', (col) => col.notNull())
      .addColumn('resourcevalue', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('resources_pk', ['event_id', 'setname', 'language', 'resourcename'])
      .execute();

    await db.schema
      .createTable('company_accounts')
      .addColumn('event_id', 'integer', (col) => col.notNull().references('events.id').onDelete('cascade'))
      .addColumn('company_account_id', 'text', (col) => col.notNull())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('sponsor_type', 'text', (col) => col.notNull())
      .addColumn('logo_path', 'text', (col) => col.notNull())
      .addColumn('custom_logo_link', 'text')
      .addColumn('custom_pdf_link', 'text')
      .addColumn('custom_button_text_label', 'text')
      .addColumn('is_public', 'integer', (col) => col.notNull())
      .addColumn('publication_state', 'integer', (col) => col.notNull())
      .addColumn('enable_2d_booth', 'integer', (col) => col.notNull())
      .addColumn('booth_numbers', 'text', (col) => col.notNull())
      .addColumn('sort', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('company_accounts_pk', ['event_id', 'company_account_id'])
      .execute();
    // The logo route looks a company up by id alone.
    await db.schema.createIndex('company_accounts_id_idx').on('company_accounts').column('company_account_id').execute();

    await db.schema
      .createTable('rss_items')
      .addColumn('event_id', 'integer', (col) => col.notNull().references('events.id').onDelete('cascade'))
      .addColumn('language', 'text', (col) => col.notNull())
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('link', 'text', (col) => col.notNull())
      .addColumn('description', 'text', (col) => col.notNull())
      .addColumn('pub_date', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('rss_items_pk', ['event_id', 'language', 'position'])
      .execute();
  },

  async down(db: AnyDb) {
    for (const table of ['rss_items', 'company_accounts', 'resources', 'events', 'domains', 'instances']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};

/** In order; the keys are the names Kysely records in its kysely_migration table. */
export const MIGRATIONS: Record<string, Migration> = {
  '0001-initial': initial,
};

/** Brings the database to the latest migration; running it again does nothing. */
export async function migrateToLatest(db: Kysely<Database>): Promise<MigrationResult[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results ?? [];
}
