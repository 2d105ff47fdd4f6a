/**
 * The personal programme (docs/rules/content-areas.md sections 3, 4 and 7, "Personal programme"): the sessions,
 * presentations and speakers a user starred. Every call needs the bearer token (401 otherwise) and
 * reads or changes the signed-in user's own entries only. The paths work with and without the slash
 * before the query, in the case variants of caseVariants.
 *   GET    /api/Modules/PagPersonalSchedule/?eventid                         the user's PersonalSchedule
 *   POST   /api/Modules/PersonalProgram/?eventid                             body: session ids; adds them
 *   DELETE /api/Modules/PersonalProgram/?eventid&pSessionId                  removes one
 *   POST   /api/Modules/PersonalProgramPresentation/?eventid                 body: presentation ids
 *   DELETE /api/Modules/PersonalProgramPresentation/?eventid&pPresentationId
 *   POST   /api/Modules/PersonalProgramUser/?eventid&pProgramType            body: speaker (author) ids
 *   DELETE /api/Modules/PersonalProgramUser/?eventid&pProgramType&pUserId    pUserId: the speaker's id
 *   GET    /api/Modules/DownloadPersonalProgram/?eventid[&language]          the personal programme as a PDF
 * Every change answers the whole PersonalSchedule after it. Adding is idempotent; an id the event's
 * programme does not have is a 400 naming the field, and nothing is written.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import type { PersonalSchedule } from '../../src/contracts';
import { eventLanguage, requireEvent, type EventRow } from '../db/events';
import type { Database } from '../db/schema';
import { slashVariants } from '../http/caseVariants';
import { languageCode, numericId } from '../http/params';
import { parseBody, parseQuery } from '../http/validation';
import type { Identity } from '../identity/service';
import { personName, readPresentations, readSessions, readSpeakers, requireKnown, type ItemKind } from '../programme/items';
import { renderPersonalProgrammePdf } from '../programme/personalPdf';
import { apiDocs, type DocumentedRoute } from '../http/apiDocs';

export interface PersonalProgrammeRouteDeps {
  db: Kysely<Database>;
  identity: Identity;
}

/** Ours: the most ids one POST may add (a whole large programme's sessions). */
export const PERSONAL_PROGRAMME_MAX_IDS = 10_000;
/** Ours: pProgramType is a short word (section 7 names the parameter; the client sends Speaker). */
const PROGRAM_TYPE = /^[A-Za-z][A-Za-z0-9_-]{0,31}$/;

const EventQuery = z.object({ eventid: numericId() });
const DownloadQuery = z.object({ eventid: numericId(), language: languageCode().optional() });
const programType = () => z.string().trim().regex(PROGRAM_TYPE, 'must be a short word such as Speaker');
const SpeakerAddQuery = z.object({ eventid: numericId(), pProgramType: programType() });
const SessionDeleteQuery = z.object({ eventid: numericId(), pSessionId: numericId() });
const PresentationDeleteQuery = z.object({ eventid: numericId(), pPresentationId: numericId() });
const SpeakerDeleteQuery = z.object({ eventid: numericId(), pProgramType: programType(), pUserId: numericId() });
// Favourites are kept as strings on the client (section 9), so an id may come as a number or as its digits.
const IdsBody = z
  .array(
    z.union([
      z.number().int().nonnegative().max(999_999_999),
      z
        .string()
        .trim()
        .regex(/^\d{1,9}$/, 'must be an id')
        .transform(Number),
    ]),
  )
  .max(PERSONAL_PROGRAMME_MAX_IDS, `must hold at most ${PERSONAL_PROGRAMME_MAX_IDS} ids`);

/** Rows per insert: 7 columns, well under both dialects' parameter limits. */
const INSERT_BATCH = 1000;

const COLUMNS = { session: 'session_id', presentation: 'presentation_id', speaker: 'speaker_id' } as const;

const docs = apiDocs('Programme');

export const personalProgrammeRoutes: FastifyPluginAsync<PersonalProgrammeRouteDeps> = async (app, { db, identity }) => {
  const route = (method: 'GET' | 'POST' | 'DELETE', path: string, options: DocumentedRoute, handler: RouteHandlerMethod) => {
    for (const url of slashVariants(path)) app.route({ method, url, ...options, handler });
  };

  /** The signed-in user and the event of the query; 401 before anything else is looked at. */
  async function context<S extends z.ZodType<{ eventid: number }>>(request: FastifyRequest, reply: FastifyReply, schema: S) {
    const { user } = await identity.requireUser(request, reply);
    const query = parseQuery(schema, request);
    const event = await requireEvent(db, { id: query.eventid });
    reply.header('cache-control', 'private, no-store');
    return { user, query, event };
  }

  /** Adds the body's ids of one kind (all known, or a 400 and nothing written), then answers the schedule. */
  async function add(
    request: FastifyRequest,
    userId: number,
    event: EventRow,
    kind: ItemKind,
    programTypeValue: string | null,
  ): Promise<PersonalSchedule> {
    const ids = [...new Set(parseBody(IdsBody, request))];
    await db.transaction().execute(async (trx) => {
      await requireKnown(trx, event.id, kind, ids, 'body', 'body');
      const createdAt = new Date(identity.now()).toISOString();
      const rows = ids.map((id) => ({
        event_id: event.id,
        user_id: userId,
        session_id: kind === 'session' ? id : null,
        presentation_id: kind === 'presentation' ? id : null,
        speaker_id: kind === 'speaker' ? id : null,
        program_type: kind === 'speaker' ? programTypeValue : null,
        created_at: createdAt,
      }));
      for (let i = 0; i < rows.length; i += INSERT_BATCH) {
        // Already starred: kept as it is (the unique index of its kind).
        await trx
          .insertInto('personal_schedule_entries')
          .values(rows.slice(i, i + INSERT_BATCH))
          .onConflict((conflict) => conflict.doNothing())
          .execute();
      }
    });
    return personalSchedule(db, event.id, userId);
  }

  /** Removes one of the user's entries (none: nothing to do) after checking the id is the event's. */
  async function remove(
    userId: number,
    event: EventRow,
    kind: ItemKind,
    id: number,
    field: string,
    programTypeValue?: string,
  ): Promise<PersonalSchedule> {
    await requireKnown(db, event.id, kind, [id], field);
    let query = db
      .deleteFrom('personal_schedule_entries')
      .where('event_id', '=', event.id)
      .where('user_id', '=', userId)
      .where(COLUMNS[kind], '=', id);
    if (programTypeValue !== undefined) query = query.where('program_type', '=', programTypeValue);
    await query.execute();
    return personalSchedule(db, event.id, userId);
  }

  route(
    'GET',
    '/api/Modules/PagPersonalSchedule/',
    docs("The caller's personal programme (signed in)", { querystring: EventQuery }),
    async (request, reply) => {
      const { user, event } = await context(request, reply, EventQuery);
      return personalSchedule(db, event.id, user.id);
    },
  );

  route(
    'POST',
    '/api/Modules/PersonalProgram/',
    docs('Adds sessions to the personal programme (signed in)', { querystring: EventQuery, body: IdsBody }),
    async (request, reply) => {
      const { user, event } = await context(request, reply, EventQuery);
      return add(request, user.id, event, 'session', null);
    },
  );
  route(
    'DELETE',
    '/api/Modules/PersonalProgram/',
    docs('Removes a session from the personal programme (signed in)', { querystring: SessionDeleteQuery }),
    async (request, reply) => {
      const { user, query, event } = await context(request, reply, SessionDeleteQuery);
      return remove(user.id, event, 'session', query.pSessionId, 'pSessionId');
    },
  );

  route(
    'POST',
    '/api/Modules/PersonalProgramPresentation/',
    docs('Adds presentations to the personal programme (signed in)', { querystring: EventQuery, body: IdsBody }),
    async (request, reply) => {
      const { user, event } = await context(request, reply, EventQuery);
      return add(request, user.id, event, 'presentation', null);
    },
  );
  route(
    'DELETE',
    '/api/Modules/PersonalProgramPresentation/',
    docs('Removes a presentation from the personal programme (signed in)', { querystring: PresentationDeleteQuery }),
    async (request, reply) => {
      const { user, query, event } = await context(request, reply, PresentationDeleteQuery);
      return remove(user.id, event, 'presentation', query.pPresentationId, 'pPresentationId');
    },
  );

  route(
    'POST',
    '/api/Modules/PersonalProgramUser/',
    docs('Adds speakers to the personal programme (signed in)', { querystring: SpeakerAddQuery, body: IdsBody }),
    async (request, reply) => {
      const { user, query, event } = await context(request, reply, SpeakerAddQuery);
      return add(request, user.id, event, 'speaker', query.pProgramType);
    },
  );
  route(
    'DELETE',
    '/api/Modules/PersonalProgramUser/',
    docs('Removes a speaker from the personal programme (signed in)', { querystring: SpeakerDeleteQuery }),
    async (request, reply) => {
      const { user, query, event } = await context(request, reply, SpeakerDeleteQuery);
      return remove(user.id, event, 'speaker', query.pUserId, 'pUserId', query.pProgramType);
    },
  );

  route(
    'GET',
    '/api/Modules/DownloadPersonalProgram/',
    docs('The personal programme as a PDF (signed in)', { querystring: DownloadQuery }),
    async (request, reply) => {
      const { user, query, event } = await context(request, reply, DownloadQuery);
      const language = eventLanguage(event, query.language);
      const schedule = await personalSchedule(db, event.id, user.id);
      const [sessions, presentations, speakers] = await Promise.all([
        readSessions(db, event, language, schedule.SessionIds),
        readPresentations(db, event, language, schedule.PresentationIds),
        readSpeakers(db, event.id, schedule.SpeakerIds),
      ]);
      const pdf = await renderPersonalProgrammePdf({
        eventName: event.name,
        timeZone: event.time_zone,
        language,
        userName: personName(user),
        sessions,
        presentations,
        speakers,
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="personal-programme-${event.short}.pdf"`)
        .send(pdf);
    },
  );
};

/** The user's personal programme of the event, in the order it was starred. */
export async function personalSchedule(
  db: Kysely<Database> | Transaction<Database>,
  eventId: number,
  userId: number,
): Promise<PersonalSchedule> {
  const rows = await db
    .selectFrom('personal_schedule_entries')
    .select(['user_id', 'session_id', 'presentation_id', 'speaker_id'])
    .where('event_id', '=', eventId)
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  const distinct = (values: (number | null)[]) => [...new Set(values.filter((value) => value !== null))];
  return {
    Entries: rows.map((row) => ({
      UserId: row.user_id,
      SessionId: row.session_id,
      PresentationId: row.presentation_id,
      SpeakerId: row.speaker_id,
    })),
    SessionIds: distinct(rows.map((row) => row.session_id)),
    PresentationIds: distinct(rows.map((row) => row.presentation_id)),
    SpeakerIds: distinct(rows.map((row) => row.speaker_id)),
  };
}
