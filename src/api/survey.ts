/**
 * Typed calls of evaluation and surveys (docs/rules/content-areas.md section 7, "Evaluation and surveys" and the
 * charity's survey calls). The survey API lives at the instance's surveyUrl ("{survey api}"); section 5
 * and 8: survey calls treat only status 200 as success and give null otherwise, so these never throw
 * for a refused call (a network failure still goes to the error list through http.ts).
 *
 * Reply shapes: src/contracts.
 */
import { HttpError, type Http } from './http';
import type {
  EvaluationDoneReply,
  SessionForEvaluation,
  SurveyModelReply,
  SurveyRequest,
  SurveySavePayload,
  SurveySaveReply,
} from '../contracts';

/** The survey API's path for a call: surveyUrl is an absolute URL or a path under the API base. */
export function surveyApiPath(surveyUrl: string, call: 'Surveyjs' | 'SaveSurvey'): string {
  return `${surveyUrl.replace(/\/+$/, '')}/Survey/${call}`;
}

/** Section 5: only 200 is success; anything else is null. */
async function onlyOk<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof HttpError && error.code === 'status') return null;
    throw error;
  }
}

/** POST {survey api}/Survey/Surveyjs: the SurveyJS model of a request's survey, or null. */
export function getSurveyModel(http: Http, surveyUrl: string, request: SurveyRequest): Promise<SurveyModelReply | null> {
  return onlyOk(http.post<SurveyModelReply>(surveyApiPath(surveyUrl, 'Surveyjs'), request));
}

/** POST {survey api}/Survey/SaveSurvey: null when the server refused the result. */
export function saveSurvey(http: Http, surveyUrl: string, payload: SurveySavePayload): Promise<SurveySaveReply | null> {
  return onlyOk(http.post<SurveySaveReply>(surveyApiPath(surveyUrl, 'SaveSurvey'), payload));
}

/** GET /api/modules/SessionsForEvaluation?eventid: the signed-in user's sessions to evaluate. */
export function getSessionsForEvaluation(http: Http, eventId: number, signal?: AbortSignal) {
  return http.get<SessionForEvaluation[]>('/api/modules/SessionsForEvaluation', { eventid: eventId }, signal);
}

/** GET /api/Survey/Session?eventid&userid&id: the survey request of one session's evaluation, or null. */
export function getSessionSurvey(http: Http, ids: { eventId: number; userId: number; sessionId: number }, signal?: AbortSignal) {
  return onlyOk(http.get<SurveyRequest>('/api/Survey/Session', { eventid: ids.eventId, userid: ids.userId, id: ids.sessionId }, signal));
}

/** GET /api/Survey/Event?eventid&userid: the survey request of the event evaluation, or null. */
export function getEventSurvey(http: Http, ids: { eventId: number; userId: number }, signal?: AbortSignal) {
  return onlyOk(http.get<SurveyRequest>('/api/Survey/Event', { eventid: ids.eventId, userid: ids.userId }, signal));
}

/** POST /api/Survey/SessionEvaluationDone?userid&sessionid, or null when refused (evaluated already). */
export function setSessionEvaluationDone(http: Http, ids: { userId: number; sessionId: number }) {
  return onlyOk(
    http.post<EvaluationDoneReply>('/api/Survey/SessionEvaluationDone', undefined, { userid: ids.userId, sessionid: ids.sessionId }),
  );
}

/** POST /api/Survey/EventEvaluationDone?userid&eventid, or null when refused. */
export function setEventEvaluationDone(http: Http, ids: { userId: number; eventId: number }) {
  return onlyOk(http.post<EvaluationDoneReply>('/api/Survey/EventEvaluationDone', undefined, { userid: ids.userId, eventid: ids.eventId }));
}
