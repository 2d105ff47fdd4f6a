/**
 * Session ratings (docs/rules/content-areas.md sections 3 and 7, "Personal programme": content text and Rating value):
 *   POST /api/Exhibition/CreateSessionRating/?id&pSessionId&pContent&pRatingValue   the signed-in user's
 *        rating (one per user and session; a second replaces the first). The body (the client's session
 *        id list) is accepted and ignored. 401 without a token.
 *   GET  /api/Exhibition/GetSessionRating/?id&pSessionId   Average and Count over everyone; Rating and
 *        Content are the signed-in user's when a token is sent (else null). No token needed.
 * (id: the event's id; with and without the slash before the query.)
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { SessionRating } from '../../src/contracts';
import { requireEvent } from '../db/events';
import type { Database } from '../db/schema';
import { slashVariants } from '../http/caseVariants';
import { allowEmptyJsonBody } from '../http/emptyJson';
import { numericId } from '../http/params';
import { parseQuery } from '../http/validation';
import type { Identity } from '../identity/service';
import { requireKnown } from '../programme/items';
import { apiDocs } from '../http/apiDocs';

export interface RatingRouteDeps {
  db: Kysely<Database>;
  identity: Identity;
}

/** Ours: a rating is a whole number of stars from 1 to 5. */
export const SESSION_RATING_MIN = 1;
export const SESSION_RATING_MAX = 5;
/** Ours: the most characters of a rating's text. */
export const SESSION_RATING_CONTENT_MAX = 2000;

const RatingQuery = z.object({ id: numericId(), pSessionId: numericId() });
const CreateRatingQuery = RatingQuery.extend({
  pRatingValue: z
    .string()
    .trim()
    .regex(/^-?\d+$/, `must be a whole number from ${SESSION_RATING_MIN} to ${SESSION_RATING_MAX}`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(SESSION_RATING_MIN, `must be a whole number from ${SESSION_RATING_MIN} to ${SESSION_RATING_MAX}`)
        .max(SESSION_RATING_MAX, `must be a whole number from ${SESSION_RATING_MIN} to ${SESSION_RATING_MAX}`),
    ),
  pContent: z
    .string()
    .trim()
    .max(SESSION_RATING_CONTENT_MAX, `must be at most ${SESSION_RATING_CONTENT_MAX} characters long`)
    .optional()
    .transform((value) => value || null),
});

const docs = apiDocs('Evaluation');

export const ratingRoutes: FastifyPluginAsync<RatingRouteDeps> = async (app, { db, identity }) => {
  allowEmptyJsonBody(app);

  for (const url of slashVariants('/api/Exhibition/CreateSessionRating/')) {
    app.post(
      url,
      docs('Rates a session (signed in)', { querystring: CreateRatingQuery }),
      async (request, reply): Promise<SessionRating> => {
        const { user } = await identity.requireUser(request, reply);
        const query = parseQuery(CreateRatingQuery, request);
        const event = await requireEvent(db, { id: query.id });
        await requireKnown(db, event.id, 'session', [query.pSessionId], 'pSessionId');
        const now = new Date(identity.now()).toISOString();
        await db
          .insertInto('session_ratings')
          .values({
            event_id: event.id,
            user_id: user.id,
            session_id: query.pSessionId,
            rating: query.pRatingValue,
            content: query.pContent,
            created_at: now,
            updated_at: now,
          })
          .onConflict((conflict) =>
            conflict
              .columns(['event_id', 'user_id', 'session_id'])
              .doUpdateSet({ rating: query.pRatingValue, content: query.pContent, updated_at: now }),
          )
          .execute();
        reply.header('cache-control', 'private, no-store');
        return sessionRating(db, event.id, query.pSessionId, user.id);
      },
    );
  }

  for (const url of slashVariants('/api/Exhibition/GetSessionRating/')) {
    app.get(
      url,
      docs("A session's ratings, and the caller's own", { querystring: RatingQuery }),
      async (request: FastifyRequest, reply): Promise<SessionRating> => {
        const user = (await identity.optionalUser(request, reply))?.user ?? null;
        const query = parseQuery(RatingQuery, request);
        const event = await requireEvent(db, { id: query.id });
        await requireKnown(db, event.id, 'session', [query.pSessionId], 'pSessionId');
        reply.header('cache-control', 'private, no-store');
        return sessionRating(db, event.id, query.pSessionId, user?.id ?? null);
      },
    );
  }
};

async function sessionRating(db: Kysely<Database>, eventId: number, sessionId: number, userId: number | null): Promise<SessionRating> {
  const [totals, own] = await Promise.all([
    db
      .selectFrom('session_ratings')
      .select((eb) => [eb.fn.avg<number | string | null>('rating').as('average'), eb.fn.countAll<number | string>().as('count')])
      .where('event_id', '=', eventId)
      .where('session_id', '=', sessionId)
      .executeTakeFirstOrThrow(),
    userId === null
      ? undefined
      : db
          .selectFrom('session_ratings')
          .select(['rating', 'content'])
          .where('event_id', '=', eventId)
          .where('session_id', '=', sessionId)
          .where('user_id', '=', userId)
          .executeTakeFirst(),
  ]);
  // PostgreSQL answers avg as numeric and count as bigint, both as strings.
  const average = totals.average === null ? null : Math.round(Number(totals.average) * 100) / 100;
  return {
    SessionId: sessionId,
    Rating: own?.rating ?? null,
    Content: own?.content ?? null,
    Average: average,
    Count: Number(totals.count),
  };
}
