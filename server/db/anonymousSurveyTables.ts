/**
 * The table of evaluation answers saved without a user (`activateEvaluationUrlsWithoutUser`,
 * docs/rules/shell-access-identity.md section 3, "Evaluation") and the migration that creates it
 * (0016-anonymous-evaluations). Kept beside schema.ts and migrations.ts, which take it in: Database extends
 * AnonymousSurveyDatabase and MIGRATIONS names ANONYMOUS_EVALUATIONS_MIGRATION.
 *
 * Ours: survey_results is keyed by its user, so answers without one are rows of their own here, each with a
 * serial id (many visitors answer the same evaluation). Nothing names the visitor: no user, no address.
 */
import type { Generated, Kysely, Migration } from 'kysely';
import type { SurveyContextName } from './schema';
import { withSerialId } from './serialId';

export interface AnonymousSurveyResultTable {
  id: Generated<number>;
  event_id: number;
  /** Session or Event: only evaluations are open without a user. */
  context: SurveyContextName;
  entity_id: number;
  survey_set_id: number;
  /** The SurveyJS answers as JSON text, checked against the model before saving. */
  result: string;
  created_at: string;
}

export interface AnonymousSurveyDatabase {
  anonymous_survey_results: AnonymousSurveyResultTable;
}

export const ANONYMOUS_EVALUATIONS_MIGRATION: Migration = {
  async up(db: Kysely<unknown>) {
    await withSerialId(db, db.schema.createTable('anonymous_survey_results'))
      .addColumn('event_id', 'integer', (col) => col.notNull().references('events.id').onDelete('cascade'))
      .addColumn('context', 'text', (col) => col.notNull())
      .addColumn('entity_id', 'integer', (col) => col.notNull())
      .addColumn('survey_set_id', 'integer', (col) => col.notNull())
      .addColumn('result', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('anonymous_survey_results_entity')
      .on('anonymous_survey_results')
      .columns(['event_id', 'context', 'entity_id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('anonymous_survey_results').ifExists().execute();
  },
};
