/**
 * The spec's "analytics user" (migration 0027-analytics-users; content-areas.md section 7, "Tracking": UserId,
 * UserIsHcp, country code, visitor type, area of interest, profession, city, gender, external id, device). Kept beside
 * schema.ts and migrations.ts, which take it in: Database extends AnalyticsUserDatabase and MIGRATIONS names
 * ANALYTICS_USERS_MIGRATION.
 *
 * - analytics_users: one row per event and analytics user (the user id plus ANALYTICS_USER_OFFSET, as
 *   analytics_events.analytics_user), the profile facts as they were when the user's last batch was recorded with
 *   their id. Written by ingestion only (server/analytics/ingest.ts), in the same transaction as the batch's events,
 *   and only when those events carry the user id: analytics consent, the event's advancedUserTracking and a good token
 *   of this event. Never the name or e-mail address. Read back by the person (GET /api/Analytics/Me), deleted by them
 *   (DELETE) and by the raw events' retention (last_seen older than ANALYTICS_RETENTION_DAYS); the organiser's
 *   dashboard reads it in aggregate only. Empty strings, not nulls, for a text fact the profile lacks (grouped alike
 *   on both dialects); is_hcp and gender stay nullable, since "not given" is a fact of its own.
 */
import type { Kysely, Migration } from 'kysely';

export interface AnalyticsUserTable {
  event_id: number;
  /** The user id plus ANALYTICS_USER_OFFSET. */
  analytics_user: number;
  /** UserIsHcp: the profile's health_care_professional, 1 yes, 0 no, null not answered. */
  is_hcp: number | null;
  /** ISO 3166-1 alpha-2 of the request that brought the batch (server/analytics/geo.ts), '' when not found. */
  country: string;
  /** Visitor type: the participant type of the user's ticket for the event (a valid one first), '' without a ticket. */
  visitor_type: string;
  /** Area of interest: the profile's selected interests, a JSON array of strings. */
  interests: string;
  profession: string;
  city: string;
  /** 1 male, 0 female, null not given (as users.gender). */
  gender: number | null;
  /** External id: the profile's import id (the id of the external registration system the account came from), or ''. */
  external_id: string;
  /** 'mobile' | 'tablet' | 'desktop' | '' as the batch reported it. */
  device: string;
  /** ISO 8601 instants of the first and the latest batch recorded with the user id (arrival at the server). */
  first_seen: string;
  last_seen: string;
}

export interface AnalyticsUserDatabase {
  analytics_users: AnalyticsUserTable;
}

type AnyDb = Kysely<unknown>;

export const ANALYTICS_USERS_MIGRATION: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('analytics_users')
      .addColumn('event_id', 'integer', (col) => col.notNull().references('events.id').onDelete('cascade'))
      .addColumn('analytics_user', 'integer', (col) => col.notNull())
      .addColumn('is_hcp', 'integer')
      .addColumn('country', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('visitor_type', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('interests', 'text', (col) => col.notNull().defaultTo('[]'))
      .addColumn('profession', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('city', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('gender', 'integer')
      .addColumn('external_id', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('device', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('first_seen', 'text', (col) => col.notNull())
      .addColumn('last_seen', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('analytics_users_pk', ['event_id', 'analytics_user'])
      .execute();
    // The retention deletes by event and last_seen.
    await db.schema.createIndex('analytics_users_seen').on('analytics_users').columns(['event_id', 'last_seen']).execute();
  },

  async down(db: AnyDb) {
    await db.schema.dropTable('analytics_users').ifExists().execute();
  },
};
