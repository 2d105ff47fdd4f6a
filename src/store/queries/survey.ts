/**
 * The queries of the survey service (src/api/survey.ts): the evaluation's (the signed-in user's sessions
 * to evaluate, one evaluation's survey request and its SurveyJS model) and my area's form models. The
 * evaluation's calls take no language, so its keys use '' whatever the scope's language; a model is in
 * the scope's language, which ends its key.
 */
import { queryOptions } from '@tanstack/react-query';
import type { Http } from '../../api/http';
import { getEventSurvey, getSessionSurvey, getSessionsForEvaluation, getSurveyModel } from '../../api/survey';
import type { SurveyRequest } from '../../contracts';
import type { EvaluationTarget } from '../../core/evaluation/evaluation';
import { scopeKey, type QueryScope } from './keys';

/** Every evaluation query of the event, in no language. */
const evaluationKey = (scope: QueryScope) => [...scopeKey({ ...scope, language: '' }), 'evaluation'] as const;

/** The sessions to evaluate, of any event and user: a completed evaluation invalidates them. */
const evaluationSessionsKey = (scope: QueryScope) => [...evaluationKey(scope), 'sessions'] as const;

const targetId = (target: EvaluationTarget) => (target.kind === 'session' ? `session:${target.sessionId}` : 'event');

/** The survey request of a session's or the event's evaluation. */
export function readSurveyRequest(
  http: Http,
  target: EvaluationTarget,
  ids: { eventId: number; userId: number },
  signal?: AbortSignal,
): Promise<SurveyRequest | null> {
  return target.kind === 'session'
    ? getSessionSurvey(http, { ...ids, sessionId: target.sessionId }, signal)
    : getEventSurvey(http, ids, signal);
}

export const surveyQueries = {
  evaluationKey,
  evaluationSessionsKey,

  evaluationSessions: (scope: QueryScope, eventId: number | null, userId: number | null) =>
    queryOptions({
      queryKey: [...evaluationSessionsKey(scope), eventId, userId] as const,
      queryFn: ({ signal }) => getSessionsForEvaluation(scope.http, eventId ?? 0, signal),
    }),

  /** One evaluation's survey request: not kept, so each opening reads it afresh (its done flag changes). */
  evaluationRequest: (scope: QueryScope, target: EvaluationTarget, eventId: number | null, userId: number | null) =>
    queryOptions({
      queryKey: [...evaluationKey(scope), 'request', targetId(target), eventId, userId] as const,
      queryFn: ({ signal }) => readSurveyRequest(scope.http, target, { eventId: eventId ?? 0, userId: userId ?? 0 }, signal),
      gcTime: 0,
      retry: false,
    }),

  /** The SurveyJS model of an evaluation's request, in the scope's language (read only once a request is in). */
  evaluationModel: (scope: QueryScope, surveyUrl: string | null, request: SurveyRequest | null) =>
    // eslint-disable-next-line @tanstack/query/exhaustive-deps -- the key names the request by its context, entity and survey set
    queryOptions({
      queryKey: [
        ...evaluationKey(scope),
        'model',
        request?.Context,
        request?.SurveyEnitity.Id,
        request?.SurveyItemSetId,
        scope.language,
      ] as const,
      queryFn: async () => {
        if (!request) throw new Error('no survey request to read the model of');
        return getSurveyModel(scope.http, surveyUrl ?? '', { ...request, Language: scope.language });
      },
      retry: false,
    }),

  /** A my-area form's SurveyJS model, in the scope's language whatever language the document list was built for. */
  formModel: (scope: QueryScope, surveyUrl: string | null, formId: number, request: SurveyRequest) =>
    // eslint-disable-next-line @tanstack/query/exhaustive-deps -- the key names the request by its form (document) and survey set
    queryOptions({
      queryKey: [...scopeKey(scope), 'myarea-form-model', formId, request.SurveyItemSetId] as const,
      queryFn: () => getSurveyModel(scope.http, surveyUrl ?? '', { ...request, Language: scope.language }),
      staleTime: Infinity,
    }),
};
