/**
 * Contracts of the survey API (docs/rules/content-areas.md sections 3, 4 and 7, "Evaluation and surveys"): the
 * survey request, the SurveyJS model and the saved answers, for charity challenges, evaluations and my-area
 * forms. Where the rules name fields they are their names (SurveyEnitity keeps its spelling); the rest is
 * ours. Calls: src/api/survey.ts; the reference server answers them in server/routes/surveys.ts.
 */

/** Which survey a request is for: a charity challenge, a session or the event evaluation, a my-area form. */
export type SurveyContext = 'Charity' | 'Session' | 'Event' | 'Submission';

/**
 * The survey request (section 3: a challenge's SurveyRequest; ours: the same shape for every survey). It
 * is the body of POST {survey api}/Survey/Surveyjs. SurveyEnitity.Id is the challenge, session, event or
 * form the survey is about; UserId is the signed-in user's (0 anonymous).
 */
export interface SurveyRequest {
  SurveyItemSetId: number;
  Context: SurveyContext;
  /** The event's short name. */
  ContextShort: string;
  Instance: string;
  Language: string;
  SurveyEnitity: { Id: number; UserId: number };
  /** Section 3: the user has finished this survey already. */
  EvaluationDone: boolean;
}

/** POST {survey api}/Survey/Surveyjs: the SurveyJS model of the request's survey set. */
export interface SurveyModelReply {
  SurveyItemSetId: number;
  /** A SurveyJS model (JSON). Quiz answers are never sent: the server keeps them. */
  Model: Record<string, unknown>;
  /** The signed-in user's own saved answers for this entity (a form shown again), or null. */
  Data: Record<string, unknown> | null;
}

/** Section 3, "Survey save payload": the body of POST {survey api}/Survey/SaveSurvey. */
export interface SurveySavePayload {
  Context: SurveyContext;
  ContextShort: string;
  Instance: string;
  /** The SurveyJS result (survey.data) as JSON text. */
  Result: string;
  SurveyItemSetId: number;
  SurveyEnitity: { Id: number; UserId: number };
}

/**
 * SaveSurvey's reply (ours). CorrectAnswers is always null: a charity quiz's count is told only once the
 * challenge is closed, by ChallengeEvaluationDone (a count told on saving would let a user search for the
 * answers).
 */
export interface SurveySaveReply {
  Saved: true;
  CorrectAnswers: null;
}
