/**
 * The tables of the society's own pages (award winners, preceptorships, the world village) and the migration that
 * creates them. Kept beside schema.ts and migrations.ts, which take them in: Database extends SocietyDatabase and
 * MIGRATIONS names SOCIETY_PAGES_MIGRATION. Texts are stored per language, one row per (id, language), like the
 * charity's; only portable column types (text and integer).
 */
import type { Kysely, Migration } from 'kysely';

export interface AwardTable {
  event_id: number;
  id: number;
  language: string;
  /** A stable key (research, education, career), and its name in this language. */
  category_key: string;
  category_name: string;
  category_position: number;
  position: number;
  name: string;
  description: string;
}

export interface AwardWinnerTable {
  event_id: number;
  id: number;
  award_id: number;
  language: string;
  position: number;
  name: string;
  affiliation: string;
  country: string;
  citation: string;
  photo_path: string | null;
  /** The winner's talk and speaker entry in the programme of the same event, when there are ones. */
  presentation_id: number | null;
  speaker_id: number | null;
}

export interface PreceptorshipTable {
  event_id: number;
  id: number;
  language: string;
  position: number;
  title: string;
  topic: string;
  topic_name: string;
  host_centre: string;
  city: string;
  country: string;
  country_name: string;
  /** YYYY-MM-DD. */
  start_date: string;
  end_date: string;
  places: number;
  deadline: string | null;
  /** HTML. */
  description: string;
  apply_url: string | null;
  apply_email: string | null;
}

export interface WorldVillageSocietyTable {
  event_id: number;
  id: number;
  language: string;
  position: number;
  /** National or Partner. */
  kind: string;
  name: string;
  acronym: string;
  country: string | null;
  country_name: string | null;
  summary: string;
  /** HTML. */
  description: string;
  website: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  /** JSON: SocietyLink[]. */
  links: string;
  /** JSON: string[]. */
  tags: string;
}

export interface SocietyDatabase {
  awards: AwardTable;
  award_winners: AwardWinnerTable;
  preceptorships: PreceptorshipTable;
  world_village_societies: WorldVillageSocietyTable;
}

const SOCIETY_TABLES = ['awards', 'award_winners', 'preceptorships', 'world_village_societies'] as const;

export const SOCIETY_PAGES_MIGRATION: Migration = {
  async up(db: Kysely<unknown>) {
    const eventId = 'event_id';
    await db.schema
      .createTable('awards')
      .addColumn(eventId, 'integer', (col) => col.notNull().references('events.id').onDelete('cascade'))
      .addColumn('id', 'integer', (col) => col.notNull())
      .addColumn('language', 'text', (col) => col.notNull())
      .addColumn('category_key', 'text', (col) => col.notNull())
      .addColumn('category_name', 'text', (col) => col.notNull())
      .addColumn('category_position', 'integer', (col) => col.notNull())
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('description', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('awards_pk', [eventId, 'id', 'language'])
      .execute();
    await db.schema
      .createTable('award_winners')
      .addColumn(eventId, 'integer', (col) => col.notNull().references('events.id').onDelete('cascade'))
      .addColumn('id', 'integer', (col) => col.notNull())
      .addColumn('award_id', 'integer', (col) => col.notNull())
      .addColumn('language', 'text', (col) => col.notNull())
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('affiliation', 'text', (col) => col.notNull())
      .addColumn('country', 'text', (col) => col.notNull())
      .addColumn('citation', 'text', (col) => col.notNull())
      .addColumn('photo_path', 'text')
      .addColumn('presentation_id', 'integer')
      .addColumn('speaker_id', 'integer')
      .addPrimaryKeyConstraint('award_winners_pk', [eventId, 'id', 'language'])
      .execute();
    await db.schema
      .createTable('preceptorships')
      .addColumn(eventId, 'integer', (col) => col.notNull().references('events.id').onDelete('cascade'))
      .addColumn('id', 'integer', (col) => col.notNull())
      .addColumn('language', 'text', (col) => col.notNull())
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('topic', 'text', (col) => col.notNull())
      .addColumn('topic_name', 'text', (col) => col.notNull())
      .addColumn('host_centre', 'text', (col) => col.notNull())
      .addColumn('city', 'text', (col) => col.notNull())
      .addColumn('country', 'text', (col) => col.notNull())
      .addColumn('country_name', 'text', (col) => col.notNull())
      .addColumn('start_date', 'text', (col) => col.notNull())
      .addColumn('end_date', 'text', (col) => col.notNull())
      .addColumn('places', 'integer', (col) => col.notNull())
      .addColumn('deadline', 'text')
      .addColumn('description', 'text', (col) => col.notNull())
      .addColumn('apply_url', 'text')
      .addColumn('apply_email', 'text')
      .addPrimaryKeyConstraint('preceptorships_pk', [eventId, 'id', 'language'])
      .execute();
    await db.schema
      .createTable('world_village_societies')
      .addColumn(eventId, 'integer', (col) => col.notNull().references('events.id').onDelete('cascade'))
      .addColumn('id', 'integer', (col) => col.notNull())
      .addColumn('language', 'text', (col) => col.notNull())
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('acronym', 'text', (col) => col.notNull())
      .addColumn('country', 'text')
      .addColumn('country_name', 'text')
      .addColumn('summary', 'text', (col) => col.notNull())
      .addColumn('description', 'text', (col) => col.notNull())
      .addColumn('website', 'text')
      .addColumn('email', 'text')
      .addColumn('phone', 'text')
      .addColumn('address', 'text')
      .addColumn('links', 'text', (col) => col.notNull())
      .addColumn('tags', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('world_village_societies_pk', [eventId, 'id', 'language'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of [...SOCIETY_TABLES].reverse()) await db.schema.dropTable(table).ifExists().execute();
  },
};
