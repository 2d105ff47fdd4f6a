/**
 * Reading surveys for the routes (charity.ts, surveys.ts, documents.ts): survey sets in a language, the
 * survey request of an entity, saved results and done flags. One place, so every route answers the
 * same SurveyRequest for the same entity.
 */
import type { Kysely, Transaction } from 'kysely';
import type { SurveyContext, SurveyRequest } from '../../src/contracts';
import { EVALUATION_TEXTS } from '../../src/core/evaluation/texts';
import { eventLanguage, type EventRow } from '../db/events';
import type { Database, SurveyContextName } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export interface SurveySetRow {
  id: number;
  eventId: number;
  context: SurveyContextName;
  language: string;
  model: Record<string, unknown>;
}

/** The survey set in the language (the event's default when it has none in that language), or undefined. */
export async function findSurveySet(
  db: Db,
  event: EventRow,
  setId: number,
  language: string | undefined,
): Promise<SurveySetRow | undefined> {
  const rows = await db.selectFrom('survey_sets').selectAll().where('id', '=', setId).where('event_id', '=', event.id).execute();
  const wanted = eventLanguage(event, language);
  const row =
    rows.find((candidate) => candidate.language === wanted) ??
    rows.find((candidate) => candidate.language === event.default_language) ??
    rows[0];
  return (
    row && {
      id: row.id,
      eventId: row.event_id,
      context: row.context,
      language: row.language,
      model: JSON.parse(row.model) as Record<string, unknown>,
    }
  );
}

/** The survey request of an entity, as the client sends it back to Surveyjs and SaveSurvey. */
export function surveyRequest(
  event: EventRow,
  survey: { setId: number; context: SurveyContext; entityId: number; language: string | undefined },
  userId: number | null,
  evaluationDone: boolean,
): SurveyRequest {
  return {
    SurveyItemSetId: survey.setId,
    Context: survey.context,
    ContextShort: event.short,
    Instance: event.instance,
    Language: eventLanguage(event, survey.language),
    SurveyEnitity: { Id: survey.entityId, UserId: userId ?? 0 },
    EvaluationDone: evaluationDone,
  };
}

export function savedResult(db: Db, eventId: number, userId: number, context: SurveyContextName, entityId: number) {
  return db
    .selectFrom('survey_results')
    .selectAll()
    .where('event_id', '=', eventId)
    .where('user_id', '=', userId)
    .where('context', '=', context)
    .where('entity_id', '=', entityId)
    .executeTakeFirst();
}

/** The ids among an evaluation context's entities that the user has finished. */
export async function doneEvaluations(db: Db, eventId: number, userId: number | null, context: 'Session' | 'Event'): Promise<Set<number>> {
  if (userId === null) return new Set();
  const rows = await db
    .selectFrom('evaluations_done')
    .select('entity_id')
    .where('event_id', '=', eventId)
    .where('user_id', '=', userId)
    .where('context', '=', context)
    .execute();
  return new Set(rows.map((row) => row.entity_id));
}

/** The challenges the user has scored points with. */
export async function doneChallenges(db: Db, eventId: number, userId: number | null): Promise<Set<number>> {
  if (userId === null) return new Set();
  const rows = await db
    .selectFrom('charity_points')
    .select('challenge_id')
    .where('event_id', '=', eventId)
    .where('user_id', '=', userId)
    .execute();
  return new Set(rows.map((row) => row.challenge_id));
}

/** Section 8's wording for a second evaluation. */
export const ALREADY_EVALUATED = EVALUATION_TEXTS['evaluation.alreadyDone'];

/** Form states that hide every button (section 4): the form can no longer be saved. */
export const CLOSED_FORM_STATES = ['Done', 'Accepted', 'Rejected'] as const;
