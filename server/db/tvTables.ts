/**
 * The tables of the TV page and of the presentation player's recordings, and the migration that creates them
 * (0012-tv-recordings). Kept beside schema.ts and migrations.ts, which take them in: Database extends TvDatabase and
 * MIGRATIONS names TV_RECORDINGS_MIGRATION. Episode texts are stored per language, one row per (id, language);
 * media are named by the files under server/media/files/tv (routes/tv.ts turns a name into addresses). Only
 * portable column types (text and integer).
 */
import type { Kysely, Migration } from 'kysely';

export interface TvEpisodeTable {
  event_id: number;
  id: string;
  language: string;
  /** dailyhighlights, speakerinterviews or podcast. */
  channel: string;
  title: string;
  description: string;
  /** ISO 8601 instant. */
  published_at: string;
  duration_seconds: number;
  /** JSON: string[]. */
  speakers: string;
  /** video or audio. */
  media_kind: string;
  /** The media's base name under server/media/files/tv (highlights, podcast-1). */
  media_name: string;
}

/** An episode the signed-in user watched to its end. */
export interface TvWatchedTable {
  event_id: number;
  user_id: number;
  episode_id: string;
  watched_at: string;
}

/** A presentation's recording (a video under server/media/files/tv). */
export interface PresentationRecordingTable {
  event_id: number;
  presentation_id: number;
  media_name: string;
  duration_seconds: number;
}

export interface TvDatabase {
  tv_episodes: TvEpisodeTable;
  tv_watched: TvWatchedTable;
  presentation_recordings: PresentationRecordingTable;
}

const TV_TABLES = ['tv_episodes', 'tv_watched', 'presentation_recordings'] as const;

export const TV_RECORDINGS_MIGRATION: Migration = {
  async up(db: Kysely<unknown>) {
    const eventId = 'event_id';
    await db.schema
      .createTable('tv_episodes')
      .addColumn(eventId, 'integer', (col) => col.notNull().references('events.id').onDelete('cascade'))
      .addColumn('id', 'text', (col) => col.notNull())
      .addColumn('language', 'text', (col) => col.notNull())
      .addColumn('channel', 'text', (col) => col.notNull())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('description', 'text', (col) => col.notNull())
      .addColumn('published_at', 'text', (col) => col.notNull())
      .addColumn('duration_seconds', 'integer', (col) => col.notNull())
      .addColumn('speakers', 'text', (col) => col.notNull())
      .addColumn('media_kind', 'text', (col) => col.notNull())
      .addColumn('media_name', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('tv_episodes_pk', [eventId, 'id', 'language'])
      .execute();
    await db.schema
      .createTable('tv_watched')
      .addColumn(eventId, 'integer', (col) => col.notNull().references('events.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('episode_id', 'text', (col) => col.notNull())
      .addColumn('watched_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('tv_watched_pk', [eventId, 'user_id', 'episode_id'])
      .execute();
    await db.schema
      .createTable('presentation_recordings')
      .addColumn(eventId, 'integer', (col) => col.notNull().references('events.id').onDelete('cascade'))
      .addColumn('presentation_id', 'integer', (col) => col.notNull())
      .addColumn('media_name', 'text', (col) => col.notNull())
      .addColumn('duration_seconds', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('presentation_recordings_pk', [eventId, 'presentation_id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of [...TV_TABLES].reverse()) await db.schema.dropTable(table).ifExists().execute();
  },
};
