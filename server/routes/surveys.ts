/**
 * Evaluation and surveys (docs/rules/content-areas.md sections 3, 4, 5, 7 and 8, "Evaluation and surveys"), and
 * the survey API every survey goes through (charity quizzes and my-area forms too):
 *   POST /surveyapi/Survey/Surveyjs     body SurveyRequest -> SurveyModelReply; the model without any
 *        correctAnswer, and Data: the signed-in user's own saved answers for the entity (else null);
 *        404 unknown event or set; 400 naming Instance or Context when they do not match
 *   POST /surveyapi/Survey/SaveSurvey   body SurveySavePayload -> SurveySaveReply; signed in, SurveyEnitity.UserId
 *        the user's own (403); the Result checked against the model with survey-core (400 naming Result or
 *        Result.<question>, nothing saved); one result per user, context and entity (saved again while open);
 *        409 once the evaluation is done (a challenge with points, a finished evaluation, a form that is
 *        Done, Accepted or Rejected); a charity quiz is saved once (409 the second time, nothing changed)
 *        and its correct answers are counted here from the full model but never told (CorrectAnswers null):
 *        the count comes with the points, once the challenge is closed (charity.ts, ChallengeEvaluationDone)
 *   GET  /api/modules/SessionsForEvaluation?eventid            signed in; the sessions with an evaluation
 *   GET  /api/Survey/Session?eventid&userid&id(&language)      the session's SurveyRequest; 404 without evaluation
 *   GET  /api/Survey/Event?eventid&userid(&language)           the event's SurveyRequest
 *   POST /api/Survey/SessionEvaluationDone?userid&sessionid    needs a saved result (400); 409 the second time
 *   POST /api/Survey/EventEvaluationDone?userid&eventid        the same for the event
 * Evaluation without an account (activateEvaluationUrlsWithoutUser, docs/rules/shell-access-identity.md section 3,
 * "Evaluation"): when the event's own config_json (its default language's) has the key on, a caller without a
 * token who names user ANONYMOUS_USER_ID (0) may list SessionsForEvaluation (none done), read Survey/Session and
 * Survey/Event, and SaveSurvey a Session or Event evaluation: checked like any other, stored without a user in
 * anonymous_survey_results (one row per answer), the done calls not needed. Once per browser is the client's
 * (local storage); the server rate-limits these saves per client (server/http/rateLimits.ts,
 * anonymous-evaluations). With the key off, or for a charity quiz or a form, it stays 401.
 * The survey API is mounted at the instance's surveyUrl (/surveyapi). The session's start time is the
 * client's rule (section 4; super users bypass it), so the server does not enforce it. Paths answer in
 * the case variants of caseVariants.ts.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import type { EvaluationDoneReply, SessionForEvaluation, SurveyModelReply, SurveyRequest, SurveySaveReply } from '../../src/contracts';
import { evaluationUrlsWithoutUser } from '../../src/core/eventKeys';
import { RESOURCE_SETS } from '../../src/contracts';
import { parseConfigObject } from '../access/caller';
import { findEventById, findEventByShort, requireEvent, type EventRow } from '../db/events';
import type { Database, SurveyContextName } from '../db/schema';
import { caseVariantRoutes } from '../http/caseVariants';
import { allowEmptyJsonBody } from '../http/emptyJson';
import { BadRequestError, NotFoundError } from '../http/errors';
import { languageCode, numericId, text } from '../http/params';
import { parseBody, parseQuery } from '../http/validation';
import { HttpProblem, type Identity, type UserRow } from '../identity/service';
import { correctAnswerCount, parseResult, publicModel, validateResult } from '../surveys/model';
import {
  ALREADY_EVALUATED,
  CLOSED_FORM_STATES,
  doneChallenges,
  doneEvaluations,
  findSurveySet,
  savedResult,
  surveyRequest,
} from '../surveys/store';
import { apiDocs } from '../http/apiDocs';

export interface SurveyRouteDeps {
  db: Kysely<Database>;
  identity: Identity;
}

/** Why a second save of a charity quiz is refused (409). */
export const QUIZ_SUBMITTED = 'Your answers to this challenge are submitted already and cannot be changed';

/** Ours: the user id (SurveyEnitity.UserId, userid) of a visitor who evaluates without an account. */
export const ANONYMOUS_USER_ID = 0;

/** The contexts open without an account: the evaluations, never a charity quiz or a form. */
const ANONYMOUS_CONTEXTS: readonly string[] = ['Session', 'Event'];

/** Where the reference server mounts the survey API (instances.survey_url's default). */
export const SURVEY_API_BASE = '/surveyapi';

const bodyId = () =>
  z
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .nonnegative('must not be negative')
    .max(999_999_999, 'must be at most 9 digits');
const SurveyContextSchema = z.enum(['Charity', 'Session', 'Event', 'Submission'], {
  message: 'must be Charity, Session, Event or Submission',
});
const SurveyRequestBody = z.object({
  SurveyItemSetId: bodyId(),
  Context: SurveyContextSchema,
  ContextShort: text(),
  Instance: text(),
  Language: languageCode().optional(),
  SurveyEnitity: z.object({ Id: bodyId(), UserId: bodyId() }),
  EvaluationDone: z.boolean().optional(),
});
const SurveySaveBody = z.object({
  Context: SurveyContextSchema,
  ContextShort: text(),
  Instance: text(),
  Result: z.string({ message: 'must be the survey data as JSON text' }),
  SurveyItemSetId: bodyId(),
  SurveyEnitity: z.object({ Id: bodyId(), UserId: bodyId() }),
});
const EventQuery = z.object({ eventid: numericId(), language: languageCode().optional() });
const SessionSurveyQuery = z.object({ eventid: numericId(), userid: numericId(), id: numericId(), language: languageCode().optional() });
const EventSurveyQuery = z.object({ eventid: numericId(), userid: numericId(), language: languageCode().optional() });
const SessionDoneQuery = z.object({ userid: numericId(), sessionid: numericId() });
const EventDoneQuery = z.object({ userid: numericId(), eventid: numericId() });

type Db = Kysely<Database> | Transaction<Database>;

const docs = apiDocs('Surveys');

export const surveyRoutes: FastifyPluginAsync<SurveyRouteDeps> = async (app, { db, identity }) => {
  allowEmptyJsonBody(app);
  const { get, post } = caseVariantRoutes(app);
  const own = (userId: number, signedIn: number) => {
    if (userId !== signedIn) throw new HttpProblem(403, 'You can only read and write your own surveys');
  };
  /**
   * Who evaluates: the signed-in user; or null, a visitor without an account, when the call sends no token,
   * names ANONYMOUS_USER_ID and the event it names opens evaluation without a user. Else the sign-in
   * every call here asks for (401). Read before the input is checked, so a closed event answers 401 as before.
   */
  const evaluator = async (
    request: FastifyRequest,
    reply: FastifyReply,
    named: { event: () => Promise<EventRow | undefined>; userId: unknown; context?: unknown },
  ): Promise<UserRow | null> => {
    const found = await identity.optionalUser(request, reply);
    if (found) return found.user;
    const anonymous =
      (named.userId === ANONYMOUS_USER_ID || named.userId === String(ANONYMOUS_USER_ID)) &&
      (named.context === undefined || (typeof named.context === 'string' && ANONYMOUS_CONTEXTS.includes(named.context)));
    const event = anonymous ? await named.event() : undefined;
    if (event && (await openWithoutUser(db, event))) return null;
    return (await identity.requireUser(request, reply)).user;
  };
  /** The event a query's eventid names, without failing (the route's own checks come after). */
  const eventOfQuery = (query: unknown) => async () => {
    const id = field(query, 'eventid');
    return typeof id === 'string' && /^\d{1,9}$/.test(id.trim()) ? findEventById(db, Number(id)) : undefined;
  };

  /** The event a survey request names: by short name, in the instance it names. */
  const surveyEvent = async (body: { ContextShort: string; Instance: string }) => {
    const event = await requireEvent(db, { short: body.ContextShort });
    if (event.instance !== body.Instance.toLowerCase())
      throw new BadRequestError('Instance', `body.Instance: the event ${event.short} is not of instance ${body.Instance}`);
    return event;
  };

  post(
    `${SURVEY_API_BASE}/Survey/Surveyjs`,
    docs('A survey model (SurveyJS) and the saved answers', { body: SurveyRequestBody }),
    async (request, reply): Promise<SurveyModelReply> => {
      const user = (await identity.optionalUser(request, reply))?.user ?? null;
      const body = parseBody(SurveyRequestBody, request);
      const event = await surveyEvent(body);
      const set = await findSurveySet(db, event, body.SurveyItemSetId, body.Language);
      if (!set) throw new NotFoundError(`the event has no survey ${body.SurveyItemSetId}`);
      if (set.context !== body.Context) throw new BadRequestError('Context', `body.Context: survey ${set.id} is a ${set.context} survey`);
      // The user's own saved answers come with the model (a form shown again); nobody else's ever do.
      const saved =
        user && body.SurveyEnitity.UserId === user.id
          ? await savedResult(db, event.id, user.id, set.context, body.SurveyEnitity.Id)
          : undefined;
      reply.header('cache-control', 'no-store');
      return {
        SurveyItemSetId: set.id,
        Model: publicModel(set.model),
        Data: saved ? (JSON.parse(saved.result) as Record<string, unknown>) : null,
      };
    },
  );

  post(
    `${SURVEY_API_BASE}/Survey/SaveSurvey`,
    docs("Saves the caller's survey answers (signed in, or an evaluation without an account where the event allows it)", {
      body: SurveySaveBody,
    }),
    async (request, reply): Promise<SurveySaveReply> => {
      const user = await evaluator(request, reply, {
        event: async () => {
          const short = field(request.body, 'ContextShort');
          return typeof short === 'string' && short.length <= 100 ? findEventByShort(db, short) : undefined;
        },
        userId: field(field(request.body, 'SurveyEnitity'), 'UserId'),
        context: field(request.body, 'Context'),
      });
      const body = parseBody(SurveySaveBody, request);
      if (user) own(body.SurveyEnitity.UserId, user.id);
      const event = await surveyEvent(body);
      const set = await findSurveySet(db, event, body.SurveyItemSetId, event.default_language);
      if (!set) throw new BadRequestError('SurveyItemSetId', `body.SurveyItemSetId: the event has no survey ${body.SurveyItemSetId}`);
      if (set.context !== body.Context) throw new BadRequestError('Context', `body.Context: survey ${set.id} is a ${set.context} survey`);
      const data = parseResult(body.Result);
      validateResult(set.model, data);
      if (!user) {
        // Without an account (see the top): checked as any evaluation, then one row of its own; nothing else changes.
        const context = body.Context as 'Session' | 'Event';
        await requireEvaluation(db, event, context, body.SurveyEnitity.Id, set.id);
        await db
          .insertInto('anonymous_survey_results')
          .values({
            event_id: event.id,
            context,
            entity_id: body.SurveyEnitity.Id,
            survey_set_id: set.id,
            result: JSON.stringify(data),
            created_at: new Date(identity.now()).toISOString(),
          })
          .execute();
        reply.header('cache-control', 'no-store');
        return { Saved: true, CorrectAnswers: null };
      }
      const quiz = body.Context === 'Charity';
      const correct = quiz ? correctAnswerCount(set.model, data) : null;
      const now = new Date(identity.now()).toISOString();
      await db.transaction().execute(async (trx) => {
        await requireOpenEntity(trx, event, body.Context, body.SurveyEnitity.Id, set.id, user.id);
        const insert = trx.insertInto('survey_results').values({
          event_id: event.id,
          user_id: user.id,
          context: body.Context,
          entity_id: body.SurveyEnitity.Id,
          survey_set_id: set.id,
          result: JSON.stringify(data),
          correct_answers: correct,
          created_at: now,
          updated_at: now,
        });
        const key = ['event_id', 'user_id', 'context', 'entity_id'] as const;
        if (quiz) {
          // Game integrity: a quiz is answered once per user; the primary key decides, even between
          // racing saves. Saving again would let anyone search for the right answers.
          const inserted = await insert.onConflict((conflict) => conflict.columns([...key]).doNothing()).executeTakeFirst();
          if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) throw new HttpProblem(409, QUIZ_SUBMITTED);
        } else {
          await insert
            .onConflict((conflict) =>
              conflict
                .columns([...key])
                .doUpdateSet({ survey_set_id: set.id, result: JSON.stringify(data), correct_answers: correct, updated_at: now }),
            )
            .execute();
        }
        if (body.Context === 'Submission') {
          await trx
            .updateTable('user_documents')
            .set({ status: 'Submitted' })
            .where('id', '=', body.SurveyEnitity.Id)
            .where('user_id', '=', user.id)
            .execute();
        }
      });
      reply.header('cache-control', 'no-store');
      // A quiz's count is told only once the challenge is closed, with its points (ChallengeEvaluationDone).
      return { Saved: true, CorrectAnswers: null };
    },
  );

  get(
    '/api/modules/SessionsForEvaluation',
    docs('The sessions the caller may evaluate (signed in, or without an account where the event allows it)', { querystring: EventQuery }),
    async (request, reply): Promise<SessionForEvaluation[]> => {
      // The list names no user: a caller without a token counts as ANONYMOUS_USER_ID.
      const user = await evaluator(request, reply, { event: eventOfQuery(request.query), userId: ANONYMOUS_USER_ID });
      const query = parseQuery(EventQuery, request);
      const event = await requireEvent(db, { id: query.eventid });
      const rows = await db
        .selectFrom('evaluation_surveys as e')
        .innerJoin('programme_sessions as s', (join) => join.onRef('s.event_id', '=', 'e.event_id').onRef('s.id', '=', 'e.entity_id'))
        .select(['s.id', 's.name', 's.start_date_time'])
        .where('e.event_id', '=', event.id)
        .where('e.context', '=', 'Session')
        .orderBy('s.start_date_time')
        .orderBy('s.id')
        .execute();
      // Without an account nothing is done on the server: the browser remembers (see the top).
      const done = user ? await doneEvaluations(db, event.id, user.id, 'Session') : new Set<number>();
      reply.header('cache-control', 'private, no-store');
      return rows.map((row) => ({
        SessionId: row.id,
        SessionName: row.name,
        StartDateTime: row.start_date_time,
        EvaluationDone: done.has(row.id),
      }));
    },
  );

  /** The survey request of a session's or the event's evaluation, with the user's done flag; 404 without one. */
  const evaluationRequest = async (
    event: EventRow,
    context: 'Session' | 'Event',
    entityId: number,
    language: string | undefined,
    userId: number | null,
  ): Promise<SurveyRequest> => {
    const evaluation = await evaluationOf(db, event.id, context, entityId);
    if (!evaluation) throw new NotFoundError(`${context.toLowerCase()} ${entityId} has no evaluation`);
    const done = userId === null ? false : (await doneEvaluations(db, event.id, userId, context)).has(entityId);
    return surveyRequest(event, { setId: evaluation.survey_set_id, context, entityId, language }, userId ?? ANONYMOUS_USER_ID, done);
  };

  get(
    '/api/Survey/Session',
    docs("A session's evaluation survey request (signed in, or without an account where the event allows it)", {
      querystring: SessionSurveyQuery,
    }),
    async (request, reply): Promise<SurveyRequest> => {
      const user = await evaluator(request, reply, { event: eventOfQuery(request.query), userId: field(request.query, 'userid') });
      const query = parseQuery(SessionSurveyQuery, request);
      if (user) own(query.userid, user.id);
      const event = await requireEvent(db, { id: query.eventid });
      reply.header('cache-control', 'private, no-store');
      return evaluationRequest(event, 'Session', query.id, query.language, user?.id ?? null);
    },
  );

  get(
    '/api/Survey/Event',
    docs("The event's evaluation survey request (signed in, or without an account where the event allows it)", {
      querystring: EventSurveyQuery,
    }),
    async (request, reply): Promise<SurveyRequest> => {
      const user = await evaluator(request, reply, { event: eventOfQuery(request.query), userId: field(request.query, 'userid') });
      const query = parseQuery(EventSurveyQuery, request);
      if (user) own(query.userid, user.id);
      const event = await requireEvent(db, { id: query.eventid });
      reply.header('cache-control', 'private, no-store');
      return evaluationRequest(event, 'Event', event.id, query.language, user?.id ?? null);
    },
  );

  post(
    '/api/Survey/SessionEvaluationDone',
    docs("Marks a session's evaluation done (signed in)", { querystring: SessionDoneQuery }),
    async (request, reply): Promise<EvaluationDoneReply> => {
      const { user } = await identity.requireUser(request, reply);
      const query = parseQuery(SessionDoneQuery, request);
      own(query.userid, user.id);
      // The call names no event: a session id belongs to one event's programme.
      const evaluation = await db
        .selectFrom('evaluation_surveys')
        .selectAll()
        .where('context', '=', 'Session')
        .where('entity_id', '=', query.sessionid)
        .executeTakeFirst();
      if (!evaluation) throw new BadRequestError('sessionid', `querystring.sessionid: session ${query.sessionid} has no evaluation`);
      await markEvaluationDone(db, identity.now(), {
        eventId: evaluation.event_id,
        userId: user.id,
        context: 'Session',
        entityId: query.sessionid,
        field: 'sessionid',
      });
      reply.header('cache-control', 'no-store');
      return { EvaluationDone: true };
    },
  );

  post(
    '/api/Survey/EventEvaluationDone',
    docs("Marks the event's evaluation done (signed in)", { querystring: EventDoneQuery }),
    async (request, reply): Promise<EvaluationDoneReply> => {
      const { user } = await identity.requireUser(request, reply);
      const query = parseQuery(EventDoneQuery, request);
      own(query.userid, user.id);
      const event = await requireEvent(db, { id: query.eventid });
      const evaluation = await evaluationOf(db, event.id, 'Event', event.id);
      if (!evaluation) throw new BadRequestError('eventid', `querystring.eventid: event ${event.id} has no evaluation`);
      await markEvaluationDone(db, identity.now(), {
        eventId: event.id,
        userId: user.id,
        context: 'Event',
        entityId: event.id,
        field: 'eventid',
      });
      reply.header('cache-control', 'no-store');
      return { EvaluationDone: true };
    },
  );
};

function evaluationOf(db: Db, eventId: number, context: 'Session' | 'Event', entityId: number) {
  return db
    .selectFrom('evaluation_surveys')
    .selectAll()
    .where('event_id', '=', eventId)
    .where('context', '=', context)
    .where('entity_id', '=', entityId)
    .executeTakeFirst();
}

/** Records a finished evaluation: it needs a saved result (400 naming field), and happens once (409). */
async function markEvaluationDone(
  db: Kysely<Database>,
  now: number,
  done: { eventId: number; userId: number; context: 'Session' | 'Event'; entityId: number; field: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await savedResult(trx, done.eventId, done.userId, done.context, done.entityId))) {
      throw new BadRequestError(done.field, `querystring.${done.field}: there is no saved evaluation to finish; save the survey first`);
    }
    const inserted = await trx
      .insertInto('evaluations_done')
      .values({
        event_id: done.eventId,
        user_id: done.userId,
        context: done.context,
        entity_id: done.entityId,
        done_at: new Date(now).toISOString(),
      })
      .onConflict((conflict) => conflict.columns(['event_id', 'user_id', 'context', 'entity_id']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) throw new HttpProblem(409, ALREADY_EVALUATED);
  });
}

/**
 * Throws unless the entity a result is saved for exists, uses this survey set, and is still open for the
 * user: 400 naming SurveyEnitity.Id or SurveyItemSetId when it does not fit, 409 when it is done.
 */
async function requireOpenEntity(
  trx: Db,
  event: EventRow,
  context: SurveyContextName,
  entityId: number,
  setId: number,
  userId: number,
): Promise<void> {
  const unknown = (what: string): never => {
    throw new BadRequestError('SurveyEnitity.Id', `body.SurveyEnitity.Id: ${what}`);
  };
  const wrongSet = (): never => {
    throw new BadRequestError('SurveyItemSetId', `body.SurveyItemSetId: survey ${setId} is not the survey of ${context} ${entityId}`);
  };
  switch (context) {
    case 'Charity': {
      const challenge = await trx
        .selectFrom('charity_challenges')
        .select('survey_set_id')
        .where('event_id', '=', event.id)
        .where('id', '=', entityId)
        .executeTakeFirst();
      if (!challenge) unknown(`the event has no challenge ${entityId}`);
      if (challenge!.survey_set_id !== setId) wrongSet();
      if ((await doneChallenges(trx, event.id, userId)).has(entityId))
        throw new HttpProblem(409, `${ALREADY_EVALUATED} (challenge ${entityId} has its points already)`);
      return;
    }
    case 'Session':
    case 'Event': {
      await requireEvaluation(trx, event, context, entityId, setId);
      if ((await doneEvaluations(trx, event.id, userId, context)).has(entityId)) throw new HttpProblem(409, ALREADY_EVALUATED);
      return;
    }
    case 'Submission': {
      const form = await trx
        .selectFrom('user_documents')
        .select(['survey_set_id', 'status'])
        .where('id', '=', entityId)
        .where('event_id', '=', event.id)
        .where('user_id', '=', userId)
        .where('file_type', '=', 'Form')
        .executeTakeFirst();
      if (!form) unknown(`you have no form ${entityId} at this event`);
      if (form!.survey_set_id !== setId) wrongSet();
      if ((CLOSED_FORM_STATES as readonly string[]).includes(form!.status ?? ''))
        throw new HttpProblem(409, `This form is ${form!.status} and can no longer be changed`);
      return;
    }
  }
}

/** Throws 400 naming SurveyEnitity.Id or SurveyItemSetId unless the entity has an evaluation with this survey set. */
async function requireEvaluation(trx: Db, event: EventRow, context: 'Session' | 'Event', entityId: number, setId: number): Promise<void> {
  const unknown = (what: string) => new BadRequestError('SurveyEnitity.Id', `body.SurveyEnitity.Id: ${what}`);
  if (context === 'Event' && entityId !== event.id) throw unknown(`the event's evaluation is about event ${event.id}`);
  const evaluation = await evaluationOf(trx, event.id, context, entityId);
  if (!evaluation) throw unknown(`${context.toLowerCase()} ${entityId} has no evaluation`);
  if (evaluation.survey_set_id !== setId)
    throw new BadRequestError('SurveyItemSetId', `body.SurveyItemSetId: survey ${setId} is not the survey of ${context} ${entityId}`);
}

/** Whether the event's own config_json (its default language's) has activateEvaluationUrlsWithoutUser on. */
async function openWithoutUser(db: Db, event: EventRow): Promise<boolean> {
  const row = await db
    .selectFrom('resources')
    .select('resourcevalue')
    .where('event_id', '=', event.id)
    .where('setname', '=', RESOURCE_SETS.config)
    .where('resourcename', '=', RESOURCE_SETS.config)
    .where('language', '=', event.default_language)
    .executeTakeFirst();
  const config = row ? parseConfigObject(row.resourcevalue) : null;
  return config !== null && evaluationUrlsWithoutUser(config);
}

/** A field of a request part that has not been checked yet (undefined when there is none). */
function field(source: unknown, name: string): unknown {
  return typeof source === 'object' && source !== null && !Array.isArray(source) ? (source as Record<string, unknown>)[name] : undefined;
}
