/**
 * First-party tracking's API (src/contracts/analytics.ts; docs/analytics.md), paths in their case variants:
 *   POST   /api/Analytics/Events        a TrackingBatch as JSON or as text/plain (navigator.sendBeacon: no preflight);
 *                                       204 stored; 400 naming the field (nothing stored); 413 over
 *                                       ANALYTICS_MAX_BATCH_BYTES, before the body is read. Rate limited per client
 *                                       address (server/http/rateLimits.ts, 'analytics-events'). No 401: a token
 *                                       that is not good only means no user is recorded (ingest.ts).
 *   GET    /api/Analytics/Me?eventid    what was recorded about the caller: the rows of their analytics user (bearer
 *                                       token) and of their visitor id (header ANALYTICS_VISITOR_HEADER), newest first,
 *                                       at most ANALYTICS_ME_MAX of them with the total, and their analytics user's
 *                                       profile facts (analytics_users; null without a token); 401 without either.
 *   DELETE /api/Analytics/Me?eventid    deletes those rows and the analytics user's facts together (204), and the
 *                                       visitor id's number (analytics_visitor_index); the roll-ups and the unique
 *                                       visitors' lists keep their counts, which nothing ties to anybody any more.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import { z } from 'zod';
import {
  ANALYTICS_MAX_BATCH_BYTES,
  ANALYTICS_ME_MAX,
  ANALYTICS_USER_OFFSET,
  ANALYTICS_VISITOR_HEADER,
  type RecordedAnalyticsUser,
  type RecordedEvent,
  type RecordedEvents,
  type TrackingKind,
  type TrackingTarget,
} from '../../src/contracts';
import type { AnalyticsEventTable } from '../db/analyticsTables';
import { visitorKey } from '../db/analyticsUniqueTables';
import type { AnalyticsUserTable } from '../db/analyticsUserTables';
import { findEventById, requireEvent, type EventRow } from '../db/events';
import { wireFlag } from '../db/flags';
import type { Database } from '../db/schema';
import { apiDocs } from '../http/apiDocs';
import { caseVariants } from '../http/caseVariants';
import { BadRequestError } from '../http/errors';
import { numericId } from '../http/params';
import { parseQuery } from '../http/validation';
import { bearerToken, type Identity } from '../identity/service';
import { batchRecord, createEventWriter, interestsOf, parseBatch, TrackingBatchSchema } from './ingest';

export interface AnalyticsRouteDeps {
  db: Kysely<Database>;
  identity: Identity;
}

const EventQuery = z.object({ eventid: numericId() });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const docs = apiDocs('Analytics');

export const analyticsRoutes: FastifyPluginAsync<AnalyticsRouteDeps> = async (app, { db, identity }) => {
  const writer = createEventWriter(db);
  for (const url of caseVariants('/api/Analytics/Events')) {
    app.post(
      url,
      {
        ...docs('Stores a batch of tracked events (JSON, or text/plain from navigator.sendBeacon)', { body: TrackingBatchSchema }),
        // Fastify answers 413 from Content-Length, or once the stream passes it, before any parser runs.
        bodyLimit: ANALYTICS_MAX_BATCH_BYTES,
      },
      async (request, reply) => {
        const batch = parseBatch(request.body);
        // An unknown event is the batch's field, not the address: 400 naming eventId.
        const event = await findEventById(db, batch.eventId);
        if (!event) throw new BadRequestError('eventId', `body.eventId: no event ${batch.eventId}`);
        const record = await batchRecord({ db, identity, now: identity.now }, batch, { event, address: request.ip });
        await writer.write(record);
        reply.header('cache-control', 'no-store');
        return reply.status(204).send();
      },
    );
  }

  for (const url of caseVariants('/api/Analytics/Me')) {
    app.get(
      url,
      docs('What was recorded about the caller (their analytics user and this browser’s visitor id), newest first', {
        querystring: EventQuery,
      }),
      async (request, reply): Promise<RecordedEvents> => {
        const { event, who } = await caller(request, reply);
        reply.header('cache-control', 'private, no-store');
        const [rows, total, user] = await Promise.all([
          mine(event, who).selectAll().orderBy('occurred_at', 'desc').orderBy('id', 'desc').limit(ANALYTICS_ME_MAX).execute(),
          mine(event, who)
            .select((eb) => eb.fn.countAll<number | string>().as('count'))
            .executeTakeFirstOrThrow(),
          who.user === null
            ? undefined
            : db
                .selectFrom('analytics_users')
                .selectAll()
                .where('event_id', '=', event.id)
                .where('analytics_user', '=', who.user)
                .executeTakeFirst(),
        ]);
        return { Events: rows.map(recorded), Total: Number(total.count), User: user ? recordedUser(user) : null };
      },
    );
    app.delete(
      url,
      docs('Deletes what was recorded about the caller (their analytics user and this browser’s visitor id)', { querystring: EventQuery }),
      async (request, reply) => {
        const { event, who } = await caller(request, reply);
        // Both or neither: the events and the profile facts that describe their user.
        await db.transaction().execute(async (trx) => {
          await trx
            .deleteFrom('analytics_events')
            .where('event_id', '=', event.id)
            .where((eb) =>
              eb.or([
                ...(who.user !== null ? [eb('analytics_user', '=', who.user)] : []),
                ...(who.visitor !== null ? [eb('visitor', '=', who.visitor)] : []),
              ]),
            )
            .execute();
          // Their number stays in the days' lists (the figures stay exact); without its key it is nobody's.
          if (who.visitor !== null) {
            await trx
              .deleteFrom('analytics_visitor_index')
              .where('event_id', '=', event.id)
              .where('visitor_key', '=', visitorKey(who.visitor))
              .execute();
          }
          if (who.user !== null) {
            await trx.deleteFrom('analytics_users').where('event_id', '=', event.id).where('analytics_user', '=', who.user).execute();
          }
        });
        reply.header('cache-control', 'no-store');
        return reply.status(204).send();
      },
    );
  }

  interface Who {
    /** The analytics user (user id + ANALYTICS_USER_OFFSET) of the bearer token, or null. */
    user: number | null;
    visitor: string | null;
  }

  /** The event and whose rows: a bearer token (which must be good when sent) and/or the visitor header; 401 without both. */
  async function caller(request: FastifyRequest, reply: FastifyReply): Promise<{ event: EventRow; who: Who }> {
    const header = request.headers[ANALYTICS_VISITOR_HEADER.toLowerCase()];
    const sent = typeof header === 'string' ? header.trim() : '';
    if (sent && !UUID.test(sent))
      throw new BadRequestError(ANALYTICS_VISITOR_HEADER, `headers.${ANALYTICS_VISITOR_HEADER}: must be a UUID`);
    const visitor = sent ? sent.toLowerCase() : null;
    const user = bearerToken(request) || !visitor ? await identity.requireUser(request, reply) : null;
    const event = await requireEvent(db, { id: parseQuery(EventQuery, request).eventid });
    return { event, who: { user: user ? user.user.id + ANALYTICS_USER_OFFSET : null, visitor } };
  }

  /** The caller's rows of the event: their analytics user's and their visitor id's. */
  function mine(event: EventRow, who: Who) {
    return db
      .selectFrom('analytics_events')
      .where('event_id', '=', event.id)
      .where((eb) =>
        eb.or([
          ...(who.user !== null ? [eb('analytics_user', '=', who.user)] : []),
          ...(who.visitor !== null ? [eb('visitor', '=', who.visitor)] : []),
        ]),
      );
  }
};

function recorded(row: Selectable<AnalyticsEventTable>): RecordedEvent {
  return {
    Kind: row.kind as TrackingKind,
    At: row.occurred_at,
    Page: row.page,
    Element: row.element,
    TargetType: row.target_type as TrackingTarget | '',
    TargetId: row.target_id,
    Value: row.value === null ? null : Number(row.value),
    Seconds: row.seconds === null ? null : Number(row.seconds),
    Country: row.country,
    Device: row.device,
    WithUserId: row.analytics_user !== null,
  };
}

function recordedUser(row: Selectable<AnalyticsUserTable>): RecordedAnalyticsUser {
  return {
    AnalyticsUserId: Number(row.analytics_user),
    IsHcp: wireFlag(row.is_hcp),
    Country: row.country,
    VisitorType: row.visitor_type,
    Interests: interestsOf(row.interests),
    Profession: row.profession,
    City: row.city,
    Gender: wireFlag(row.gender),
    ExternalId: row.external_id,
    Device: row.device,
    FirstSeen: row.first_seen,
    LastSeen: row.last_seen,
  };
}
