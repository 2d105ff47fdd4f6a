/**
 * Contracts of session and event evaluation (docs/rules/content-areas.md sections 3 and 7, "Evaluation and
 * surveys"). Calls: src/api/survey.ts; the reference server answers them in server/routes/surveys.ts.
 */

/** GET /api/modules/SessionsForEvaluation?eventid (section 3, "Session for evaluation"); the signed-in user's done flags. */
export interface SessionForEvaluation {
  SessionId: number;
  SessionName: string;
  /** A programme date-time (event wall clock, read with the CET rule). */
  StartDateTime: string;
  EvaluationDone: boolean;
}

/** POST /api/Survey/EventEvaluationDone?userid&eventid and SessionEvaluationDone?userid&sessionid. */
export interface EvaluationDoneReply {
  EvaluationDone: true;
}
