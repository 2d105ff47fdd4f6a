/**
 * Exact unique visitors (analytics_unique_counts, analytics_visitor_index and analytics_visitor_days,
 * server/db/analyticsUniqueTables.ts).
 *
 * A scope is one figure's population: which raw events make a visitor one of it, and the id it is counted under.
 * rebuildUniques, run by rollUp beside each hour and day bucket's roll-up rows, counts each scope's distinct visitors
 * per bucket from the raw events (exact) and, for day buckets, numbers the visitors not yet numbered and writes each
 * scope id's day as the sorted list of its visitors' numbers. The dashboards read a bucket's figure (and a one-day
 * range's) as it is, and a range's by uniting its days' lists in JavaScript (rangeUniques: one read per scope, every
 * id at once, then each number stamped once per id): a visitor counts once per bucket and once in the range, and both
 * stay when the raw events are deleted.
 */
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import { VISITOR_KEY_FUNCTION, visitorIndexesBlob } from '../db/analyticsUniqueTables';
import { isPostgres } from '../db/connection';
import type { Database } from '../db/schema';

/** Each scope: the raw events it takes (kind, target type) and its id. */
const SCOPES = {
  /** Everyone who opened a page of the event (any target): the event's visitors. */
  event: { kind: 'page-open', targetType: null, id: sql<string>`''` },
  page: { kind: 'page-open', targetType: 'page', id: sql.ref<string>('target_id') },
  country: { kind: 'page-open', targetType: null, id: sql.ref<string>('country') },
  device: { kind: 'page-open', targetType: null, id: sql.ref<string>('device') },
  /** A company's profile visitors (its account id). */
  company: { kind: 'page-open', targetType: 'company', id: sql.ref<string>('target_id') },
  /** A company's profile visitors by country: companyCountryId. */
  'company-country': { kind: 'page-open', targetType: 'company', id: sql<string>`target_id || '|' || country` },
  /** The viewers of a company's webcasts. */
  'company-video': { kind: 'video-progress', targetType: 'company', id: sql.ref<string>('target_id') },
  /** The on-demand viewers of a session's recording. */
  session: { kind: 'video-progress', targetType: 'session', id: sql.ref<string>('target_id') },
} satisfies Record<string, { kind: string; targetType: string | null; id: RawBuilder<string> }>;

export type UniqueScope = keyof typeof SCOPES;

/** The id of a company's visitors from one country (scope 'company-country'), as the roll-up writes it. */
export const companyCountryId = (companyAccountId: string, country: string) => `${companyAccountId}|${country}`;

/** The raw events of [first, after) that count in some scope, one row per scope they count in. */
function scopedEvents(eventId: number, bucket: RawBuilder<string>, first: string, after: string): RawBuilder<unknown> {
  const selects = Object.entries(SCOPES).map(
    ([scope, { kind, targetType, id }]) =>
      sql`select ${bucket} as bucket, ${sql.lit(scope)} as scope, ${id} as scope_id, visitor from analytics_events
        where event_id = ${eventId} and occurred_at >= ${first} and occurred_at < ${after} and visitor is not null
        and kind = ${kind}${targetType === null ? sql`` : sql` and target_type = ${targetType}`}`,
  );
  return sql.join(selects, sql` union all `);
}

/** The visitor's pseudonymous key in SQL: visitorKey (analyticsUniqueTables.ts) on either dialect. */
function keySql(db: Kysely<Database>, visitor: RawBuilder<unknown>): RawBuilder<number> {
  return isPostgres(db)
    ? sql<number>`('x' || substr(md5(${visitor}), 1, 13))::bit(52)::bigint`
    : sql<number>`${sql.raw(VISITOR_KEY_FUNCTION)}(${visitor})`;
}

/** Day rows written by one statement: 5 values a row, well under both dialects' bound-parameter limits. */
const DAY_ROWS_PER_INSERT = 1_000;

/**
 * Rebuilds the unique counts of the buckets of one grain of [first, after) (whole buckets, as rollUp's) from the raw
 * events, and for days the visitor numbers and the days' lists too. In rollUp's transaction, so a reader sees the old
 * figures or the new.
 */
export async function rebuildUniques(
  trx: Transaction<Database>,
  eventId: number,
  grain: 'hour' | 'day',
  bucket: RawBuilder<string>,
  first: string,
  after: string,
): Promise<void> {
  await trx
    .deleteFrom('analytics_unique_counts')
    .where('event_id', '=', eventId)
    .where('grain', '=', grain)
    .where('bucket', '>=', first)
    .where('bucket', '<', after)
    .execute();
  const events = scopedEvents(eventId, bucket, first, after);
  await sql`insert into analytics_unique_counts (event_id, grain, bucket, scope, scope_id, visitors)
    select ${sql.lit(eventId)}, ${sql.lit(grain)}, bucket, scope, scope_id, count(distinct visitor) from (${events}) scoped
    group by bucket, scope, scope_id`.execute(trx);
  if (grain !== 'day') return;
  await numberNewVisitors(trx, eventId, first, after);
  await trx
    .deleteFrom('analytics_visitor_days')
    .where('event_id', '=', eventId)
    .where('day', '>=', first)
    .where('day', '<', after)
    .execute();
  // Each scope id's day, its visitors' numbers in order: the lists are cut where the scope, id or day changes.
  const { rows } = await sql<{ scope: string; scope_id: string; day: string; idx: number }>`
    select seen.scope, seen.scope_id, seen.day, i.idx from (
      select distinct scope, scope_id, bucket as day, visitor from (${events}) scoped
    ) seen
    join analytics_visitor_index i on i.event_id = ${eventId} and i.visitor_key = ${keySql(trx, sql.ref('seen.visitor'))}
    order by seen.scope, seen.scope_id, seen.day, i.idx`.execute(trx);
  const days: { event_id: number; scope: string; scope_id: string; day: string; visitor_indexes: Buffer }[] = [];
  for (let start = 0; start < rows.length;) {
    const { scope, scope_id, day } = rows[start]!;
    let end = start + 1;
    while (end < rows.length && rows[end]!.day === day && rows[end]!.scope_id === scope_id && rows[end]!.scope === scope) end++;
    const indexes = rows.slice(start, end).map((row) => Number(row.idx));
    days.push({ event_id: eventId, scope, scope_id, day, visitor_indexes: visitorIndexesBlob(indexes) });
    start = end;
  }
  for (let i = 0; i < days.length; i += DAY_ROWS_PER_INSERT)
    await trx
      .insertInto('analytics_visitor_days')
      .values(days.slice(i, i + DAY_ROWS_PER_INSERT))
      .execute();
}

/**
 * Numbers the visitors of [first, after) who have no number yet in the event: the next ones after its highest, in key
 * order. On PostgreSQL the table is locked for the transaction's rest first, so that two processes rolling up at once
 * cannot give out the same number (on SQLite a write transaction already excludes every other).
 */
async function numberNewVisitors(trx: Transaction<Database>, eventId: number, first: string, after: string): Promise<void> {
  if (isPostgres(trx)) await sql`lock table analytics_visitor_index in exclusive mode`.execute(trx);
  const kinds = [...new Set(Object.values(SCOPES).map((scope) => scope.kind))];
  await sql`insert into analytics_visitor_index (event_id, visitor_key, idx)
    select ${sql.lit(eventId)}, fresh.visitor_key,
      (select coalesce(max(idx), -1) from analytics_visitor_index where event_id = ${eventId}) + row_number() over (order by fresh.visitor_key)
    from (
      select distinct ${keySql(trx, sql.ref('visitor'))} as visitor_key from analytics_events
      where event_id = ${eventId} and occurred_at >= ${first} and occurred_at < ${after} and visitor is not null
      and kind in (${sql.join(kinds)})
    ) fresh
    where not exists (
      select 1 from analytics_visitor_index known where known.event_id = ${eventId} and known.visitor_key = fresh.visitor_key
    )`.execute(trx);
}

/** SUM and COUNT come back as strings from PostgreSQL (bigint). */
const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

/** A scope's distinct visitors per bucket of the grain in [firstBucket, to), by scope id and bucket. */
export async function bucketUniques(
  db: Kysely<Database>,
  eventId: number,
  grain: 'hour' | 'day',
  scope: UniqueScope,
  scopeId: string,
  firstBucket: string,
  to: string,
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('analytics_unique_counts')
    .select(['bucket', 'visitors'])
    .where('event_id', '=', eventId)
    .where('grain', '=', grain)
    .where('scope', '=', scope)
    .where('scope_id', '=', scopeId)
    .where('bucket', '>=', firstBucket)
    .where('bucket', '<', to)
    .execute();
  return new Map(rows.map((row) => [row.bucket, num(row.visitors)]));
}

const DAY_MS = 86_400_000;

/**
 * A scope's distinct visitors over the UTC days from the one holding `from` to the last before `to`, by scope id (only
 * `scopeIds` when given): each visitor once, however many days, hours and rows they have. A single day is its day
 * count; more days are the union of the days' lists (countDistinct).
 */
export async function rangeUniques(
  db: Kysely<Database>,
  eventId: number,
  scope: UniqueScope,
  from: string,
  to: string,
  scopeIds?: readonly string[],
): Promise<Map<string, number>> {
  if (scopeIds?.length === 0) return new Map();
  const firstDay = `${from.slice(0, 10)}T00:00:00.000Z`;
  if (Date.parse(to) <= Date.parse(firstDay) + DAY_MS) {
    let query = db
      .selectFrom('analytics_unique_counts')
      .select(['scope_id', 'visitors'])
      .where('event_id', '=', eventId)
      .where('grain', '=', 'day')
      .where('scope', '=', scope)
      .where('bucket', '=', firstDay);
    if (scopeIds) query = query.where('scope_id', 'in', scopeIds);
    return new Map((await query.execute()).map((row) => [row.scope_id, num(row.visitors)]));
  }
  let query = db
    .selectFrom('analytics_visitor_days')
    .select(['scope_id', 'visitor_indexes'])
    .where('event_id', '=', eventId)
    .where('scope', '=', scope)
    .where('day', '>=', firstDay)
    .where('day', '<', to);
  if (scopeIds) query = query.where('scope_id', 'in', scopeIds);
  const byId = new Map<string, Uint8Array[]>();
  for (const row of await query.execute()) {
    const lists = byId.get(row.scope_id);
    if (lists) lists.push(row.visitor_indexes);
    else byId.set(row.scope_id, [row.visitor_indexes]);
  }
  return new Map([...byId].map(([id, lists]) => [id, countDistinct(lists)]));
}

/**
 * The stamps of countDistinct, kept between calls: stamps[n] is the last count that saw visitor number n. Each count
 * takes a new stamp, so nothing is cleared between counts; the array grows to the largest number seen (4 bytes a
 * visitor of the busiest event) and is cleared only when the stamps wrap around.
 */
let stamps = new Uint32Array(0);
let lastStamp = 0;
const LITTLE_ENDIAN = new Uint8Array(Uint16Array.of(1).buffer)[0] === 1;

/** How many distinct numbers the sorted lists (VisitorIndexes blobs) hold together: each entry read once. */
export function countDistinct(lists: readonly Uint8Array[]): number {
  let size = 0;
  for (const list of lists) if (list.byteLength >= 4) size = Math.max(size, readUint32(list, list.byteLength / 4 - 1) + 1);
  if (size > stamps.length) stamps = new Uint32Array(Math.max(size, stamps.length * 2));
  if (lastStamp === 0xffff_ffff) {
    stamps.fill(0);
    lastStamp = 0;
  }
  const stamp = ++lastStamp;
  let distinct = 0;
  for (const list of lists) {
    const entries = list.byteLength / 4;
    // A view when the bytes lie as a Uint32Array needs them (driver buffers often do); else read byte by byte.
    if (LITTLE_ENDIAN && list.byteOffset % 4 === 0) {
      const view = new Uint32Array(list.buffer, list.byteOffset, entries);
      for (let i = 0; i < entries; i++) {
        const n = view[i]!;
        if (stamps[n] !== stamp) {
          stamps[n] = stamp;
          distinct++;
        }
      }
    } else {
      for (let i = 0; i < entries; i++) {
        const n = readUint32(list, i);
        if (stamps[n] !== stamp) {
          stamps[n] = stamp;
          distinct++;
        }
      }
    }
  }
  return distinct;
}

function readUint32(list: Uint8Array, entry: number): number {
  const at = entry * 4;
  return (list[at]! | (list[at + 1]! << 8) | (list[at + 2]! << 16) | (list[at + 3]! << 24)) >>> 0;
}
