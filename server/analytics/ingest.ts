/**
 * What POST /api/Analytics/Events does with a batch (src/contracts/analytics.ts): it is checked whole (zod; the first
 * problem is a 400 naming its field, e.g. `events.3.kind`, and nothing is stored), made what the consent allows, and
 * written in one multi-row insert per chunk.
 *
 * The consent rules, enforced here whatever the client sends:
 * - consent false: the visitor id and the token are dropped unread; the events keep no identifier.
 * - consent true: the visitor id (a UUID) is kept; the user id plus ANALYTICS_USER_OFFSET only when the token is a
 *   valid access token of this event's sign-in and the event's config_json has advancedUserTracking true. A token that
 *   is not good stores the batch without a user (a beacon cannot answer a 401, and the events are still counts).
 * Times: `at` up to a minute ahead of the server's clock is skew and kept; further ahead it becomes the server's now
 * (a wrong clock must not put events into buckets still to come); more than ANALYTICS_MAX_AGE_MS back is refused.
 * The client's address gives the country (geo.ts) and is not kept.
 *
 * The spec's analytics user (content-areas.md section 7; server/db/analyticsUserTables.ts): when a batch's events are
 * recorded with the user id, and only then, the user's profile facts at that moment (HCP, visitor type, interests,
 * profession, city, gender, external id) with the batch's country and device are upserted into analytics_users, in
 * the same transaction as the events: a batch is stored whole or not at all.
 */
import type { Kysely, Selectable } from 'kysely';
import { z } from 'zod';
import {
  ANALYTICS_MAX_BATCH,
  ANALYTICS_MAX_FIELD,
  ANALYTICS_USER_OFFSET,
  TRACKING_KINDS,
  TRACKING_TARGETS,
  type TrackingBatch,
} from '../../src/contracts';
import { eventConfig } from '../access/caller';
import type { AnalyticsEventTable } from '../db/analyticsTables';
import type { AnalyticsUserTable } from '../db/analyticsUserTables';
import { contentVersion } from '../db/contentVersions';
import type { EventRow } from '../db/events';
import { keptByVersion, type KeptByVersion } from '../db/keptByVersion';
import type { Database, UserTable } from '../db/schema';
import { BadRequestError } from '../http/errors';
import type { Identity } from '../identity/service';
import { countryOf } from './geo';

/** Ours: clock skew forgiven before a future `at` is replaced by the server's now. */
export const ANALYTICS_MAX_SKEW_MS = 60_000;
/** Ours: how far back an event may lie (a page's queue is sent every ten seconds; a day covers a laptop that slept). */
export const ANALYTICS_MAX_AGE_MS = 24 * 60 * 60_000;
/** Ours: the most seconds one event may report (page-leave of a page open all day). */
export const ANALYTICS_MAX_SECONDS = 24 * 60 * 60;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const field = () => z.string().max(ANALYTICS_MAX_FIELD, `must be at most ${ANALYTICS_MAX_FIELD} characters`);

const TrackedEventSchema = z.object({
  kind: z.enum(TRACKING_KINDS, { message: `must be one of ${TRACKING_KINDS.join(', ')}` }),
  at: z.iso.datetime({ offset: true, message: 'must be an ISO 8601 instant with its offset or Z' }),
  page: field().optional(),
  element: field().optional(),
  targetType: z.enum(TRACKING_TARGETS, { message: `must be one of ${TRACKING_TARGETS.join(', ')}` }).optional(),
  targetId: field().optional(),
  value: z.number().finite().optional(),
  seconds: z.number().finite().min(0).max(ANALYTICS_MAX_SECONDS).optional(),
});

export const TrackingBatchSchema = z.object({
  eventId: z.number().int().positive().max(2_147_483_647),
  consent: z.boolean(),
  // Not read at all without consent; its shape is checked below only when it is kept.
  visitor: z.string().max(100).optional(),
  token: z.string().max(4096).optional(),
  device: z.enum(['mobile', 'tablet', 'desktop']).optional(),
  events: z
    .array(TrackedEventSchema)
    .min(1, 'must hold at least one event')
    .max(ANALYTICS_MAX_BATCH, `must hold at most ${ANALYTICS_MAX_BATCH} events`),
}) satisfies z.ZodType<TrackingBatch>;

/** A body as sent (an object from JSON, or the text of a beacon's text/plain) checked: the batch, or a 400 naming the field. */
export function parseBatch(body: unknown): TrackingBatch {
  let value = body;
  if (typeof body === 'string') {
    try {
      value = JSON.parse(body);
    } catch {
      throw new BadRequestError('body', 'body: must be a JSON tracking batch');
    }
  }
  const result = TrackingBatchSchema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const path = issue.path.map(String).join('.');
  throw new BadRequestError(path || 'body', `body${path ? `.${path}` : ''}: ${issue.message}`);
}

export interface IngestDeps {
  db: Kysely<Database>;
  identity: Identity;
  now: () => number;
}

/** Everything of the request that decides what is stored (never the address itself past countryOf). */
export interface BatchSource {
  event: EventRow;
  /** The client's address as Fastify reads it (trustProxy): looked up, then dropped. */
  address: string | undefined;
}

/** What a checked batch becomes: its events' rows, and the analytics user's facts when the events carry the user id. */
export interface BatchRecord {
  events: EventRowValues[];
  user: AnalyticsUserTable | null;
}

/** The record of a checked batch: consent applied, times settled, the country looked up, the profile read. */
export async function batchRecord(deps: IngestDeps, batch: TrackingBatch, source: BatchSource): Promise<BatchRecord> {
  const now = deps.now();
  const oldest = now - ANALYTICS_MAX_AGE_MS;
  const times = batch.events.map((event, index) => {
    const at = Date.parse(event.at);
    if (at < oldest) throw new BadRequestError(`events.${index}.at`, `body.events.${index}.at: lies more than a day back`);
    return new Date(at > now + ANALYTICS_MAX_SKEW_MS ? now : at).toISOString();
  });

  let visitor: string | null = null;
  let advanced: UserTableRow | null = null;
  if (batch.consent) {
    if (batch.visitor !== undefined) {
      if (!UUID.test(batch.visitor)) throw new BadRequestError('visitor', 'body.visitor: must be a UUID');
      visitor = batch.visitor.toLowerCase();
    }
    if (batch.token) advanced = await advancedUser(deps, source.event, batch.token);
  }
  const analyticsUser = advanced ? advanced.id + ANALYTICS_USER_OFFSET : null;
  const country = countryOf(source.address);
  const device = batch.device ?? '';
  const seen = new Date(now).toISOString();
  const events = batch.events.map((event, index) => ({
    event_id: source.event.id,
    kind: event.kind,
    occurred_at: times[index]!,
    page: event.page ?? '',
    element: event.element ?? '',
    target_type: event.targetType ?? '',
    target_id: event.targetId ?? '',
    value: event.value ?? null,
    seconds: event.seconds ?? null,
    visitor,
    analytics_user: analyticsUser,
    country,
    device,
  }));
  const user = advanced
    ? {
        ...(await profileFacts(deps.db, source.event, advanced)),
        event_id: source.event.id,
        analytics_user: advanced.id + ANALYTICS_USER_OFFSET,
        country,
        device,
        first_seen: seen,
        last_seen: seen,
      }
    : null;
  return { events, user };
}

type UserTableRow = Selectable<UserTable>;

/** The user of a token whose events carry their id: only for a good token of this event, with advanced tracking on. */
async function advancedUser(deps: IngestDeps, event: EventRow, token: string): Promise<UserTableRow | null> {
  if (!(await advancedTracking(deps.db, event))) return null;
  const found = await deps.identity.authenticate(token);
  if (!found || found.eventShort.toLowerCase() !== event.short.toLowerCase()) return null;
  return found.user;
}

type ProfileFacts = Pick<AnalyticsUserTable, 'is_hcp' | 'visitor_type' | 'interests' | 'profession' | 'city' | 'gender' | 'external_id'>;

/**
 * The spec's analytics user facts from the profile as it is now (never the name or e-mail). Visitor type: the
 * participant type of the user's ticket for the event, a valid one before others (the spec's Ticket has no field of
 * that name; ParticipantTypeName is what tells a delegate from an exhibitor or a speaker).
 */
async function profileFacts(db: Kysely<Database>, event: EventRow, user: UserTableRow): Promise<ProfileFacts> {
  const ticket = await db
    .selectFrom('tickets')
    .select('participant_type_name')
    .where('user_id', '=', user.id)
    .where('event_id', '=', event.id)
    .orderBy('is_valid', 'desc')
    .orderBy('id')
    .executeTakeFirst();
  return {
    is_hcp: user.health_care_professional === null ? null : Number(user.health_care_professional) === 1 ? 1 : 0,
    visitor_type: ticket?.participant_type_name ?? '',
    interests: JSON.stringify(interestsOf(user.selected_interests)),
    profession: user.profession ?? '',
    city: user.city ?? '',
    gender: user.gender === null ? null : Number(user.gender) === 1 ? 1 : 0,
    external_id: user.import_id ?? '',
  };
}

/** Stored interests (a JSON array of strings: the profile's, an analytics user's), the strings of it only; none when it is not such an array. */
export function interestsOf(stored: string): string[] {
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** Ours: the events whose advancedUserTracking one process keeps. */
const ADVANCED_TRACKING_MAX_ENTRIES = 500;
const keptFlags = new WeakMap<Kysely<Database>, KeptByVersion<boolean>>();

/**
 * Whether the event's own config_json (its default language's, where the spec's programme config lives) has
 * advancedUserTracking true; kept while the event's content version holds (a batch arrives every few seconds per page).
 */
export async function advancedTracking(db: Kysely<Database>, event: EventRow): Promise<boolean> {
  let kept = keptFlags.get(db);
  if (!kept) {
    kept = keptByVersion<boolean>(ADVANCED_TRACKING_MAX_ENTRIES);
    keptFlags.set(db, kept);
  }
  return kept.get(
    String(event.id),
    await contentVersion(db, event.id),
    async () => (await eventConfig(db, event, event.default_language)).advancedUserTracking === true,
  );
}

/**
 * Rows per insert: 13 values a row (14 an analytics user), far below SQLite's 32,766 parameters and PostgreSQL's 65,535; several batches
 * in one statement.
 */
export const INSERT_CHUNK_ROWS = 500;
/** Ours: the most rows one group commit writes (the rest wait for the next, which starts right after). */
const GROUP_MAX_ROWS = 20_000;

type EventRowValues = Omit<AnalyticsEventTable, 'id'>;

export interface EventWriter {
  /** Stores a batch's record; resolves once it is committed (with whatever other requests' records went with them). */
  write(record: BatchRecord): Promise<void>;
}

/**
 * A group's analytics users, one per event and user (PostgreSQL refuses an upsert that meets the same row twice): the
 * latest batch's facts, the first one's first_seen.
 */
function distinctUsers(records: readonly BatchRecord[]): AnalyticsUserTable[] {
  const byKey = new Map<string, AnalyticsUserTable>();
  for (const { user } of records) {
    if (!user) continue;
    const key = `${user.event_id}:${user.analytics_user}`;
    const earlier = byKey.get(key);
    byKey.set(key, earlier ? { ...user, first_seen: earlier.first_seen } : user);
  }
  return [...byKey.values()];
}

/**
 * Group commit: the rows of the requests that arrive while a write is in progress are written together in the next
 * transaction, in multi-row inserts of INSERT_CHUNK_ROWS. A commit's cost is mostly the log's flush to disk (about 9 ms
 * on SQLite in WAL mode here, whatever its size), so one commit per batch capped ingestion near 10,000 events a
 * second however many clients sent; one per group makes it grow with them. Each request still answers only once its
 * own rows are stored.
 */
export function createEventWriter(db: Kysely<Database>): EventWriter {
  let pending: Array<{ record: BatchRecord; done: () => void; failed: (error: unknown) => void }> = [];
  let writing = false;

  async function drain(): Promise<void> {
    writing = true;
    try {
      while (pending.length > 0) {
        let count = 0;
        let taken = 0;
        while (taken < pending.length && (taken === 0 || count + pending[taken]!.record.events.length <= GROUP_MAX_ROWS)) {
          count += pending[taken]!.record.events.length;
          taken += 1;
        }
        const group = pending.slice(0, taken);
        pending = pending.slice(taken);
        const rows = group.flatMap((entry) => entry.record.events);
        const users = distinctUsers(group.map((entry) => entry.record));
        try {
          await db.transaction().execute(async (trx) => {
            for (let start = 0; start < rows.length; start += INSERT_CHUNK_ROWS) {
              await trx
                .insertInto('analytics_events')
                .values(rows.slice(start, start + INSERT_CHUNK_ROWS))
                .execute();
            }
            for (let start = 0; start < users.length; start += INSERT_CHUNK_ROWS) {
              await trx
                .insertInto('analytics_users')
                .values(users.slice(start, start + INSERT_CHUNK_ROWS))
                .onConflict((oc) =>
                  oc.columns(['event_id', 'analytics_user']).doUpdateSet((eb) => ({
                    is_hcp: eb.ref('excluded.is_hcp'),
                    country: eb.ref('excluded.country'),
                    visitor_type: eb.ref('excluded.visitor_type'),
                    interests: eb.ref('excluded.interests'),
                    profession: eb.ref('excluded.profession'),
                    city: eb.ref('excluded.city'),
                    gender: eb.ref('excluded.gender'),
                    external_id: eb.ref('excluded.external_id'),
                    device: eb.ref('excluded.device'),
                    last_seen: eb.ref('excluded.last_seen'),
                  })),
                )
                .execute();
            }
          });
          for (const entry of group) entry.done();
        } catch (error) {
          for (const entry of group) entry.failed(error);
        }
      }
    } finally {
      writing = false;
    }
  }

  return {
    write(record) {
      if (record.events.length === 0) return Promise.resolve();
      return new Promise<void>((done, failed) => {
        pending.push({ record, done, failed });
        if (!writing) void drain();
      });
    },
  };
}
