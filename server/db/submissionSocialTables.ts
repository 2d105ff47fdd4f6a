/**
 * The tables of the abstract submission page and of the social feed widget, and the migration that creates them
 * (0014-submissions-social). Kept beside schema.ts and migrations.ts, which take them in: Database extends
 * SubmissionSocialDatabase and MIGRATIONS names SUBMISSIONS_SOCIAL_MIGRATION. Only portable column types (text
 * and integer); instants are ISO 8601 text, lists JSON text.
 */
import type { ColumnDefinitionBuilder, Generated, Kysely, Migration } from 'kysely';
import { withSerialId } from './serialId';

/** The topics an abstract may be filed under, per language. */
export interface SubmissionTopicTable {
  event_id: number;
  id: string;
  language: string;
  position: number;
  name: string;
}

/** One user's abstract (server/routes/submissions.ts). */
export interface AbstractSubmissionTable {
  id: Generated<number>;
  event_id: number;
  user_id: number;
  title: string;
  /** JSON: SubmissionAuthor[]. */
  authors: string;
  /** A topic id, '' while a draft has none. */
  topic: string;
  abstract: string;
  /** core/submission/abstract.ts SUBMISSION_STATUSES. */
  status: string;
  created_at: string;
  updated_at: string;
  submitted_at: string | null;
}

/** A post of the social feed (server/routes/socialFeed.ts), per language. */
export interface SocialPostTable {
  event_id: number;
  id: number;
  language: string;
  /** timeline or photo. */
  kind: string;
  handle: string;
  name: string;
  text: string;
  posted_at: string;
  /** The generated photo's motif (server/media/socialPhoto.ts), null for a text-only post. */
  photo: string | null;
  photo_alt: string | null;
}

export interface SubmissionSocialDatabase {
  submission_topics: SubmissionTopicTable;
  abstract_submissions: AbstractSubmissionTable;
  social_posts: SocialPostTable;
}

const TABLES = ['submission_topics', 'abstract_submissions', 'social_posts'] as const;

export const SUBMISSIONS_SOCIAL_MIGRATION: Migration = {
  async up(db: Kysely<unknown>) {
    const eventId = 'event_id';
    const required = (col: ColumnDefinitionBuilder) => col.notNull();
    await db.schema
      .createTable('submission_topics')
      .addColumn(eventId, 'integer', (col) => col.notNull().references('events.id').onDelete('cascade'))
      .addColumn('id', 'text', required)
      .addColumn('language', 'text', required)
      .addColumn('position', 'integer', required)
      .addColumn('name', 'text', required)
      .addPrimaryKeyConstraint('submission_topics_pk', [eventId, 'id', 'language'])
      .execute();
    await withSerialId(db, db.schema.createTable('abstract_submissions'))
      .addColumn(eventId, 'integer', (col) => col.notNull().references('events.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('title', 'text', required)
      .addColumn('authors', 'text', required)
      .addColumn('topic', 'text', required)
      .addColumn('abstract', 'text', required)
      .addColumn('status', 'text', required)
      .addColumn('created_at', 'text', required)
      .addColumn('updated_at', 'text', required)
      .addColumn('submitted_at', 'text')
      .execute();
    await db.schema.createIndex('abstract_submissions_user_idx').on('abstract_submissions').columns([eventId, 'user_id']).execute();
    await db.schema
      .createTable('social_posts')
      .addColumn(eventId, 'integer', (col) => col.notNull().references('events.id').onDelete('cascade'))
      .addColumn('id', 'integer', required)
      .addColumn('language', 'text', required)
      .addColumn('kind', 'text', required)
      .addColumn('handle', 'text', required)
      .addColumn('name', 'text', required)
      .addColumn('text', 'text', required)
      .addColumn('posted_at', 'text', required)
      .addColumn('photo', 'text')
      .addColumn('photo_alt', 'text')
      .addPrimaryKeyConstraint('social_posts_pk', [eventId, 'id', 'language'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of [...TABLES].reverse()) await db.schema.dropTable(table).ifExists().execute();
  },
};
