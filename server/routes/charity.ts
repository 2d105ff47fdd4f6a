/**
 * The charity challenge (docs/rules/content-areas.md sections 3, 4 and 7, "Charity"):
 *   GET  /api/Exhibition/EventProjects/{eventId}/{language}                      CharityProject[]
 *   GET  /api/Exhibition/EventChallenges/{eventId}/{language}                    CharityChallenge[]; EvaluationDone
 *        is the signed-in user's (false anonymous)
 *   GET  /api/Exhibition/ExhibitorChallenges/{eventId}/{language}?id             one company's; 404 unknown company
 *   GET  /api/Exhibition/CharityHighscore/{eventId}/{language}                   CharityHighscore (src/core/charity/highscore.ts)
 *   GET  /api/Exhibition/CharityHighscoreForProject/{eventId}/{language}?projectId   the same, of one project's points
 *   POST /api/Survey/ChallengeEvaluationDone/{eventId}/{language}?userid&challengeid&charityProjectId&correctedAnswers
 *        signed in, userid the user's own (403); needs the user's saved quiz (SaveSurvey, 400 naming challengeid);
 *        closes the challenge for the user: points = the server's count of correct answers x
 *        PointsPerCorrectAnswer, recorded once per user and challenge (409 the second time), and only now
 *        is the count told (CorrectAnswers). correctedAnswers, the client's count in the spec, is accepted
 *        and not trusted: comparing it would tell the count before the challenge is closed
 *   GET  /media/charity/{eventId}/{projectId}.svg                                a project's generated banner
 * Names and descriptions come in the asked language (the event's default when it has none). The
 * challenge's survey itself goes through the survey API (surveys.ts). Paths answer in the case variants
 * of caseVariants.ts.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type {
  ChallengeEvaluationDoneReply,
  CharityBannerFile,
  CharityChallenge,
  CharityHighscore,
  CharityProject,
} from '../../src/contracts';
import { aggregateHighscore, type PointsRecord } from '../../src/core/charity/highscore';
import { pickLanguage, requireEvent, type EventRow } from '../db/events';
import type { Database } from '../db/schema';
import { caseVariantRoutes } from '../http/caseVariants';
import { allowEmptyJsonBody } from '../http/emptyJson';
import { BadRequestError, NotFoundError } from '../http/errors';
import { languageCode, numericId, text } from '../http/params';
import { escapeXml } from '../http/xml';
import { parseParams, parseQuery } from '../http/validation';
import { HttpProblem, type Identity } from '../identity/service';
import { hash } from '../media/logo';
import { ALREADY_EVALUATED, doneChallenges, savedResult, surveyRequest } from '../surveys/store';
import { apiDocs } from '../http/apiDocs';

export interface CharityRouteDeps {
  db: Kysely<Database>;
  identity: Identity;
}

const EventLanguageParams = z.object({ eventid: numericId(), language: languageCode() });
const CompanyQuery = z.object({ id: text().max(200, 'must be at most 200 characters long') });
const ProjectQuery = z.object({ projectId: numericId() });
const DoneQuery = z.object({
  userid: numericId(),
  challengeid: numericId(),
  charityProjectId: numericId(),
  // Not trusted and not compared (see the top), only checked for shape.
  correctedAnswers: z
    .string()
    .trim()
    .regex(/^\d{1,4}$/, 'must be a whole number')
    .optional(),
});
const BannerParams = z.object({ eventid: numericId(), file: text() });

const BANNER_COLOURS = ['#0b5cad', '#0f766e', '#7c3aed', '#b91c1c', '#a16207', '#15803d'];

const docs = apiDocs('Charity');

export const charityRoutes: FastifyPluginAsync<CharityRouteDeps> = async (app, { db, identity }) => {
  allowEmptyJsonBody(app);
  const { get, post } = caseVariantRoutes(app);

  get(
    '/api/Exhibition/EventProjects/:eventid/:language',
    docs("The event's charity projects", { params: EventLanguageParams }),
    async (request): Promise<CharityProject[]> => {
      const params = parseParams(EventLanguageParams, request);
      const event = await requireEvent(db, { id: params.eventid });
      return (await projectRows(db, event, params.language)).map((row) => ({
        Id: row.id,
        Name: row.name,
        Description: row.description,
        BannerFiles: JSON.parse(row.banners) as CharityBannerFile[],
      }));
    },
  );

  /** Challenges with their survey requests, for the user when one is signed in. */
  async function challenges(request: FastifyRequest, reply: FastifyReply, companyAccountId: string | null): Promise<CharityChallenge[]> {
    const user = (await identity.optionalUser(request, reply))?.user ?? null;
    const params = parseParams(EventLanguageParams, request);
    const event = await requireEvent(db, { id: params.eventid });
    if (companyAccountId !== null) {
      const company = await db
        .selectFrom('company_accounts')
        .select('company_account_id')
        .where('event_id', '=', event.id)
        .where('company_account_id', '=', companyAccountId)
        .executeTakeFirst();
      if (!company) throw new NotFoundError(`the event has no company ${companyAccountId}`);
    }
    const rows = (await challengeRows(db, event, params.language)).filter(
      (row) => companyAccountId === null || row.company_account_id === companyAccountId,
    );
    const done = await doneChallenges(db, event.id, user?.id ?? null);
    if (user) reply.header('cache-control', 'private, no-store');
    return rows.map((row) => ({
      Id: row.id,
      Name: row.name,
      Description: row.description,
      CompanyAccountId: row.company_account_id,
      CompanyAccountName: row.company_name,
      PointsPerCorrectAnswer: row.points_per_correct_answer,
      SurveyRequest: surveyRequest(
        event,
        { setId: row.survey_set_id, context: 'Charity', entityId: row.id, language: params.language },
        user?.id ?? null,
        done.has(row.id),
      ),
    }));
  }

  get(
    '/api/Exhibition/EventChallenges/:eventid/:language',
    docs("The event's charity challenges", { params: EventLanguageParams }),
    (request, reply) => challenges(request, reply, null),
  );

  get(
    '/api/Exhibition/ExhibitorChallenges/:eventid/:language',
    docs("A company's charity challenges", { params: EventLanguageParams, querystring: CompanyQuery }),
    async (request, reply) => {
      const { id } = parseQuery(CompanyQuery, request);
      return challenges(request, reply, id);
    },
  );

  get(
    '/api/Exhibition/CharityHighscore/:eventid/:language',
    docs("The event's charity high score", { params: EventLanguageParams }),
    async (request, reply): Promise<CharityHighscore> => {
      const params = parseParams(EventLanguageParams, request);
      const event = await requireEvent(db, { id: params.eventid });
      reply.header('cache-control', 'no-store');
      return aggregateHighscore(await pointsRecords(db, event, params.language, null));
    },
  );

  get(
    '/api/Exhibition/CharityHighscoreForProject/:eventid/:language',
    docs("A charity project's high score", { params: EventLanguageParams, querystring: ProjectQuery }),
    async (request, reply): Promise<CharityHighscore> => {
      const params = parseParams(EventLanguageParams, request);
      const { projectId } = parseQuery(ProjectQuery, request);
      const event = await requireEvent(db, { id: params.eventid });
      const project = await db
        .selectFrom('charity_projects')
        .select('id')
        .where('event_id', '=', event.id)
        .where('id', '=', projectId)
        .executeTakeFirst();
      if (!project) throw new NotFoundError(`the event has no charity project ${projectId}`);
      reply.header('cache-control', 'no-store');
      return aggregateHighscore(await pointsRecords(db, event, params.language, projectId));
    },
  );

  post(
    '/api/Survey/ChallengeEvaluationDone/:eventid/:language',
    docs('Marks a charity challenge done (signed in)', { params: EventLanguageParams, querystring: DoneQuery }),
    async (request, reply): Promise<ChallengeEvaluationDoneReply> => {
      const { user } = await identity.requireUser(request, reply);
      const params = parseParams(EventLanguageParams, request);
      const query = parseQuery(DoneQuery, request);
      if (query.userid !== user.id) throw new HttpProblem(403, 'You can only submit your own points');
      const event = await requireEvent(db, { id: params.eventid });
      const challenge = await db
        .selectFrom('charity_challenges')
        .select(['id', 'points_per_correct_answer'])
        .where('event_id', '=', event.id)
        .where('id', '=', query.challengeid)
        .executeTakeFirst();
      if (!challenge) throw new BadRequestError('challengeid', `querystring.challengeid: the event has no challenge ${query.challengeid}`);
      const project = await db
        .selectFrom('charity_projects')
        .select('id')
        .where('event_id', '=', event.id)
        .where('id', '=', query.charityProjectId)
        .executeTakeFirst();
      if (!project)
        throw new BadRequestError(
          'charityProjectId',
          `querystring.charityProjectId: the event has no charity project ${query.charityProjectId}`,
        );
      const reply_ = await db.transaction().execute(async (trx) => {
        const existing = await trx
          .selectFrom('charity_points')
          .select('points')
          .where('event_id', '=', event.id)
          .where('user_id', '=', user.id)
          .where('challenge_id', '=', challenge.id)
          .executeTakeFirst();
        if (existing) throw new HttpProblem(409, `${ALREADY_EVALUATED} (challenge ${challenge.id} has its points already)`);
        const result = await savedResult(trx, event.id, user.id, 'Charity', challenge.id);
        if (!result || result.correct_answers === null) {
          throw new BadRequestError(
            'challengeid',
            `querystring.challengeid: there is no saved quiz for challenge ${challenge.id}; save the survey first`,
          );
        }
        const correct = Number(result.correct_answers);
        const points = correct * challenge.points_per_correct_answer;
        const inserted = await trx
          .insertInto('charity_points')
          .values({
            event_id: event.id,
            user_id: user.id,
            challenge_id: challenge.id,
            project_id: project.id,
            correct_answers: correct,
            points,
            created_at: new Date(identity.now()).toISOString(),
          })
          .onConflict((conflict) => conflict.columns(['event_id', 'user_id', 'challenge_id']).doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) throw new HttpProblem(409, ALREADY_EVALUATED);
        return { ChallengeId: challenge.id, CharityProjectId: project.id, Points: points, CorrectAnswers: correct };
      });
      reply.header('cache-control', 'no-store');
      return reply_;
    },
  );

  app.get('/media/charity/:eventid/:file', async (request, reply) => {
    const { eventid, file } = parseParams(BannerParams, request);
    const id = /^\d{1,9}\.svg$/.test(file) ? Number(file.slice(0, -4)) : null;
    const event = id === null ? undefined : await db.selectFrom('events').selectAll().where('id', '=', eventid).executeTakeFirst();
    const project = event && (await projectRows(db, event, event.default_language)).find((row) => row.id === id);
    if (!project) throw new NotFoundError(`no charity banner ${file}`);
    return reply
      .header('cache-control', 'public, max-age=86400')
      .type('image/svg+xml; charset=utf-8')
      .send(bannerSvg(project.id, project.name));
  });
};

/** A 1200x400 banner (3:1, the charityPage's bannerAspect) with the project's name. */
export function bannerSvg(id: number, name: string): string {
  const colour = BANNER_COLOURS[hash(String(id)) % BANNER_COLOURS.length]!;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400" role="img" aria-label="${escapeXml(name)}">` +
    `<rect width="1200" height="400" fill="${colour}"/>` +
    `<circle cx="1050" cy="80" r="220" fill="#ffffff" fill-opacity="0.12"/>` +
    `<path d="M120 210c0-40 60-60 80-20 20-40 80-20 80 20 0 40-80 90-80 90s-80-50-80-90z" fill="#ffffff"/>` +
    `<text x="330" y="225" font-family="Arial, Helvetica, sans-serif" font-size="48" font-weight="700" fill="#ffffff">${escapeXml(name)}</text>` +
    `</svg>`
  );
}

async function projectRows(db: Kysely<Database>, event: EventRow, language: string) {
  return pickLanguage(await db.selectFrom('charity_projects').selectAll().where('event_id', '=', event.id).execute(), event, language);
}

async function challengeRows(db: Kysely<Database>, event: EventRow, language: string) {
  const rows = await db
    .selectFrom('charity_challenges as c')
    .leftJoin('company_accounts as a', (join) =>
      join.onRef('a.event_id', '=', 'c.event_id').onRef('a.company_account_id', '=', 'c.company_account_id'),
    )
    .selectAll('c')
    .select('a.name as company_name')
    .where('c.event_id', '=', event.id)
    .execute();
  return pickLanguage(rows, event, language);
}

/** The points of the event (of one project), with the names the highscores show. */
async function pointsRecords(db: Kysely<Database>, event: EventRow, language: string, projectId: number | null): Promise<PointsRecord[]> {
  let query = db
    .selectFrom('charity_points as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['p.user_id', 'p.challenge_id', 'p.project_id', 'p.points', 'u.firstname', 'u.surname'])
    .where('p.event_id', '=', event.id);
  if (projectId !== null) query = query.where('p.project_id', '=', projectId);
  const [points, projects, challenges] = await Promise.all([
    query.execute(),
    projectRows(db, event, language),
    challengeRows(db, event, language),
  ]);
  const projectById = new Map(projects.map((row) => [row.id, row]));
  const challengeById = new Map(challenges.map((row) => [row.id, row]));
  return points.map((row) => {
    const challenge = challengeById.get(row.challenge_id);
    return {
      userId: row.user_id,
      firstname: row.firstname,
      surname: row.surname,
      challengeId: row.challenge_id,
      challengeName: challenge?.name ?? String(row.challenge_id),
      projectId: row.project_id,
      projectName: projectById.get(row.project_id)?.name ?? String(row.project_id),
      companyAccountId: challenge?.company_account_id ?? null,
      companyName: challenge?.company_name ?? null,
      points: Number(row.points),
    };
  });
}
