/**
 * First-party tracking (migration 0025-analytics; src/contracts/analytics.ts). Kept beside schema.ts and
 * migrations.ts, which take it in: Database extends AnalyticsDatabase and MIGRATIONS names ANALYTICS_MIGRATION.
 *
 * - analytics_events: what the browsers sent, one row per event, as long as the retention lasts (then deleted; the
 *   roll-ups stay). Never an IP address: `country` is looked up from it on arrival. `visitor` only with the analytics
 *   consent; `analytics_user` (the user id plus ANALYTICS_USER_OFFSET) only with it and advancedUserTracking.
 *   Empty strings, not nulls, where an event has no target: the roll-ups group by them on both dialects alike.
 * - analytics_rollups: the events counted per grain (minute, hour, day) and bucket, kind, target, country and device
 *   (the minute grain, read for the live rooms' concurrency only, has '' for both: one row per target and minute):
 *   `events` how many, `visitors` how many distinct visitor ids among them (events without one are not counted
 *   there), `seconds` the sum of the events' seconds. Rebuilt per bucket from the raw events while they exist, read by
 *   the dashboards.
 */
import type { Generated, Kysely, Migration } from 'kysely';
import { withSerialId } from './serialId';

export interface AnalyticsEventTable {
  id: Generated<number>;
  event_id: number;
  /** TrackingKind (src/contracts/analytics.ts). */
  kind: string;
  /** When it happened, ISO 8601 UTC. */
  occurred_at: string;
  /** The route name of the page it happened on ('' when none was sent). */
  page: string;
  element: string;
  /** TrackingTarget or ''. */
  target_type: string;
  target_id: string;
  value: number | null;
  seconds: number | null;
  visitor: string | null;
  analytics_user: number | null;
  /** ISO 3166-1 alpha-2, or '' when the address was not found (a local one). */
  country: string;
  /** 'mobile' | 'tablet' | 'desktop' | ''. */
  device: string;
}

export interface AnalyticsRollupTable {
  event_id: number;
  /** 'minute' | 'hour' | 'day'. */
  grain: string;
  /** The bucket's first instant, ISO 8601 UTC (2026-06-11T09:00:00.000Z). */
  bucket: string;
  kind: string;
  target_type: string;
  target_id: string;
  country: string;
  device: string;
  events: number;
  visitors: number;
  seconds: number;
}

export interface AnalyticsDatabase {
  analytics_events: AnalyticsEventTable;
  analytics_rollups: AnalyticsRollupTable;
}

type AnyDb = Kysely<unknown>;

export const ANALYTICS_MIGRATION: Migration = {
  async up(db: AnyDb) {
    await withSerialId(db, db.schema.createTable('analytics_events'))
      .addColumn('event_id', 'integer', (col) => col.notNull().references('events.id').onDelete('cascade'))
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('occurred_at', 'text', (col) => col.notNull())
      .addColumn('page', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('element', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('target_type', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('target_id', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('value', 'real')
      .addColumn('seconds', 'real')
      .addColumn('visitor', 'text')
      .addColumn('analytics_user', 'integer')
      .addColumn('country', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('device', 'text', (col) => col.notNull().defaultTo(''))
      .execute();
    await db.schema.createIndex('analytics_events_time').on('analytics_events').columns(['event_id', 'occurred_at']).execute();
    await db.schema.createIndex('analytics_events_user').on('analytics_events').columns(['analytics_user', 'event_id']).execute();
    await db.schema.createIndex('analytics_events_visitor').on('analytics_events').columns(['visitor']).execute();

    await db.schema
      .createTable('analytics_rollups')
      .addColumn('event_id', 'integer', (col) => col.notNull().references('events.id').onDelete('cascade'))
      .addColumn('grain', 'text', (col) => col.notNull())
      .addColumn('bucket', 'text', (col) => col.notNull())
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('target_type', 'text', (col) => col.notNull())
      .addColumn('target_id', 'text', (col) => col.notNull())
      .addColumn('country', 'text', (col) => col.notNull())
      .addColumn('device', 'text', (col) => col.notNull())
      .addColumn('events', 'integer', (col) => col.notNull())
      .addColumn('visitors', 'integer', (col) => col.notNull())
      .addColumn('seconds', 'real', (col) => col.notNull())
      .addPrimaryKeyConstraint('analytics_rollups_pk', [
        'event_id',
        'grain',
        'bucket',
        'kind',
        'target_type',
        'target_id',
        'country',
        'device',
      ])
      .execute();
    // The dashboards read one grain of one event over a time range, by kind or by target.
    await db.schema
      .createIndex('analytics_rollups_target')
      .on('analytics_rollups')
      .columns(['event_id', 'grain', 'target_type', 'target_id', 'bucket'])
      .execute();
  },

  async down(db: AnyDb) {
    await db.schema.dropTable('analytics_rollups').ifExists().execute();
    await db.schema.dropTable('analytics_events').ifExists().execute();
  },
};
