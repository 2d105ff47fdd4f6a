/**
 * Exact unique visitors for the dashboards (migration 0028-analytics-uniques; issue 23, docs/analytics.md). Kept beside
 * schema.ts and migrations.ts, which take it in: Database extends AnalyticsUniqueDatabase and MIGRATIONS names
 * ANALYTICS_UNIQUES_MIGRATION.
 *
 * A roll-up row's `visitors` counts distinct visitors of that row only (one kind, target, country and device of one
 * bucket): adding rows up counts a visitor once per row, hour or day. These tables count per scope instead, a scope
 * being one figure's population (UNIQUE_SCOPES in server/analytics/uniques.ts: the event's visitors, a page's, a
 * country's, a device class's, a company profile's, a company's webcasts', a session's recording's):
 *
 * - analytics_unique_counts: the distinct visitors of a scope in one bucket (hour or day), counted from the raw events
 *   when the bucket is rolled up: a chart's bucket (and a one-day range) reads its figure as it is.
 * - analytics_visitor_index: the event's visitors numbered densely (0, 1, 2…), each under their pseudonymous key (52
 *   bits of the MD5 of the random browser visitor id; never the id itself), numbered by the roll-up when first seen.
 * - analytics_visitor_days: one row per scope, scope id and UTC day: the day's visitors as a sorted list of their
 *   numbers (VisitorIndexes, little-endian Uint32). A range's figure is the union of its days' lists, counted in
 *   JavaScript (uniques.ts): a few thousand rows read however many visitors, where one row per visitor and day made
 *   a COUNT(DISTINCT) over a million rows.
 *
 * All three are rebuilt with the roll-ups (the index only grows) and kept as long as they are: the raw events'
 * retention leaves them. Events without a visitor (no consent) are in none. A visitor who deletes what was recorded
 * about them (DELETE /api/Analytics/Me) loses their index row: their number stays in the days' lists as a count that
 * nothing ties to them any more.
 */
import { createHash } from 'node:crypto';
import type { Kysely, Migration } from 'kysely';
import { isPostgres } from './connection';

/**
 * A visitor id's pseudonymous key: the first 52 bits of its MD5 (a whole number JavaScript holds exactly). One-way, and
 * the same on both dialects: SQLite calls this as VISITOR_KEY_FUNCTION (registered in connection.ts), PostgreSQL
 * computes it from its md5() (server/analytics/uniques.ts). Among a congress's visitors a collision is unlikely
 * (a million keys: about one chance in ten thousand), and it could only make a figure one lower.
 */
export function visitorKey(visitor: string): number {
  return parseInt(createHash('md5').update(visitor).digest('hex').slice(0, 13), 16);
}

/** The SQL function name of visitorKey on SQLite. */
export const VISITOR_KEY_FUNCTION = 'vmx_visitor_key';

export interface AnalyticsUniqueCountTable {
  event_id: number;
  /** 'hour' | 'day'. */
  grain: string;
  /** The bucket's first instant, ISO 8601 UTC, as the roll-ups'. */
  bucket: string;
  /** UniqueScope (server/analytics/uniques.ts). */
  scope: string;
  /** The page, country, device, company account, session… ('' for the event's scope). */
  scope_id: string;
  visitors: number;
}

export interface AnalyticsVisitorIndexTable {
  event_id: number;
  /**
   * The visitor's pseudonymous key: a whole number below 2^52, kept as a double (exact below 2^53) so that both
   * dialects read it as a number (PostgreSQL's bigint would come back as a string).
   */
  visitor_key: number;
  /** The visitor's number in the event: 0, 1, 2… in the order the roll-up first saw them. */
  idx: number;
}

export interface AnalyticsVisitorDayTable {
  event_id: number;
  scope: string;
  scope_id: string;
  /** The UTC day's first instant, ISO 8601 (as a day bucket). */
  day: string;
  /** The day's visitors of the scope id: their idx, ascending, each a little-endian Uint32 (visitorIndexesBlob). */
  visitor_indexes: Uint8Array;
}

export interface AnalyticsUniqueDatabase {
  analytics_unique_counts: AnalyticsUniqueCountTable;
  analytics_visitor_index: AnalyticsVisitorIndexTable;
  analytics_visitor_days: AnalyticsVisitorDayTable;
}

/** A day's visitor numbers as analytics_visitor_days stores them: ascending, 4 bytes each, little-endian. */
export function visitorIndexesBlob(indexes: readonly number[]): Buffer {
  const sorted = Uint32Array.from(indexes).sort();
  const blob = Buffer.alloc(sorted.length * 4);
  for (let i = 0; i < sorted.length; i++) blob.writeUInt32LE(sorted[i]!, i * 4);
  return blob;
}

type AnyDb = Kysely<unknown>;

export const ANALYTICS_UNIQUES_MIGRATION: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('analytics_unique_counts')
      .addColumn('event_id', 'integer', (col) => col.notNull().references('events.id').onDelete('cascade'))
      .addColumn('grain', 'text', (col) => col.notNull())
      .addColumn('bucket', 'text', (col) => col.notNull())
      .addColumn('scope', 'text', (col) => col.notNull())
      .addColumn('scope_id', 'text', (col) => col.notNull())
      .addColumn('visitors', 'integer', (col) => col.notNull())
      // A chart reads one scope (and id) of one grain over a range of buckets.
      .addPrimaryKeyConstraint('analytics_unique_counts_pk', ['event_id', 'grain', 'scope', 'scope_id', 'bucket'])
      .execute();
    await db.schema
      .createTable('analytics_visitor_index')
      .addColumn('event_id', 'integer', (col) => col.notNull().references('events.id').onDelete('cascade'))
      .addColumn('visitor_key', 'double precision', (col) => col.notNull())
      .addColumn('idx', 'integer', (col) => col.notNull())
      // The roll-up looks keys up; the next number is the event's highest plus one (the unique index's last entry).
      .addPrimaryKeyConstraint('analytics_visitor_index_pk', ['event_id', 'visitor_key'])
      .addUniqueConstraint('analytics_visitor_index_idx', ['event_id', 'idx'])
      .execute();
    await db.schema
      .createTable('analytics_visitor_days')
      .addColumn('event_id', 'integer', (col) => col.notNull().references('events.id').onDelete('cascade'))
      .addColumn('scope', 'text', (col) => col.notNull())
      .addColumn('scope_id', 'text', (col) => col.notNull())
      .addColumn('day', 'text', (col) => col.notNull())
      .addColumn('visitor_indexes', isPostgres(db) ? 'bytea' : 'blob', (col) => col.notNull())
      // A dashboard reads one scope's days of a range (all its ids, or a company's few).
      .addPrimaryKeyConstraint('analytics_visitor_days_pk', ['event_id', 'scope', 'day', 'scope_id'])
      .execute();
  },

  async down(db: AnyDb) {
    await db.schema.dropTable('analytics_visitor_days').ifExists().execute();
    await db.schema.dropTable('analytics_visitor_index').ifExists().execute();
    await db.schema.dropTable('analytics_unique_counts').ifExists().execute();
  },
};
