/**
 * The evaluation's server calls through the event's QueryClient (docs/rules/content-areas.md section 7, "Evaluation
 * and surveys"): the signed-in user's sessions to evaluate, and for one evaluation its survey request,
 * its SurveyJS model and the completion (SaveSurvey, then SessionEvaluationDone or EventEvaluationDone).
 * A completed evaluation reloads the sessions to evaluate (section 4), so its row shows done.
 * Without an account (useAnonymousEvaluation) the calls name ANONYMOUS_USER_ID, a completion is the save alone
 * and this browser remembers it (the server cannot tell visitors apart).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { saveSurvey, setEventEvaluationDone, setSessionEvaluationDone } from '../../api/survey';
import type { SurveyRequest } from '../../contracts';
import { ANONYMOUS_USER_ID } from '../../core/evaluation/anonymous';
import { evaluationSavePayload, refusalOutcome, type EvaluationTarget } from '../../core/evaluation/evaluation';
import { queryScope } from '../../store/queries/keys';
import { readSurveyRequest, surveyQueries } from '../../store/queries/survey';
import { useEventContext, useEventState } from '../../store/react';
import { useSurveyUrl } from '../../store/instanceInfo';
import { useAnonymousDone, useAnonymousEvaluation } from './useAnonymousEvaluation';

/**
 * The signed-in user's id (ANONYMOUS_USER_ID for a visitor evaluating without an account) and the event's id;
 * null while either is unknown.
 */
export function useEvaluationIds(): { userId: number | null; eventId: number | null; anonymous: boolean } {
  const anonymous = useAnonymousEvaluation();
  const signedInId = useEventState((state) => state.user?.userId ?? null);
  const eventId = useEventState((state) => state.details?.Id ?? null);
  return { userId: anonymous ? ANONYMOUS_USER_ID : signedInId, eventId, anonymous };
}

export function useSessionsForEvaluation() {
  const context = useEventContext();
  const { userId, eventId } = useEvaluationIds();
  return useQuery({
    ...surveyQueries.evaluationSessions(queryScope(context, ''), eventId, userId),
    enabled: eventId !== null && userId !== null,
  });
}

/** The survey request of one evaluation: dropped when the modal closes, so each opening reads it afresh (its done flag changes). */
export function useSurveyRequest(target: EvaluationTarget) {
  const context = useEventContext();
  const { userId, eventId } = useEvaluationIds();
  return useQuery({
    ...surveyQueries.evaluationRequest(queryScope(context, ''), target, eventId, userId),
    enabled: eventId !== null && userId !== null,
  });
}

/** The SurveyJS model of a request, in the event language; waits for the survey API's address. */
export function useSurveyModel(request: SurveyRequest | null) {
  const context = useEventContext();
  const surveyUrl = useSurveyUrl();
  const language = useEventState((state) => state.language);
  return useQuery({
    ...surveyQueries.evaluationModel(queryScope(context, language), surveyUrl, request),
    enabled: request !== null && surveyUrl !== null,
  });
}

/** How a completion ended: saved and marked done; evaluated before (a refusal, section 5); or failed (try again). */
export type CompletionResult = 'saved' | 'already-done' | 'failed';

/**
 * Completes an evaluation: SaveSurvey with section 3's payload, then the done call. A step that
 * succeeded is not repeated when the person tries again after a failure of the next one.
 */
export function useCompleteEvaluation(target: EvaluationTarget, request: SurveyRequest | null) {
  const context = useEventContext();
  const queryClient = useQueryClient();
  const surveyUrl = useSurveyUrl();
  const { userId, eventId, anonymous } = useEvaluationIds();
  const { markDone } = useAnonymousDone();
  const eventShort = useEventState((state) => state.details?.Short ?? context.event);
  const saved = useRef(false);

  return useCallback(
    async (result: Record<string, unknown>): Promise<CompletionResult> => {
      if (!request || surveyUrl === null || userId === null || eventId === null) return 'failed';
      const ids = { eventId, userId };
      const refused = async (): Promise<CompletionResult> => {
        const again = await readSurveyRequest(context.http, target, ids).catch(() => null);
        const outcome = refusalOutcome(again);
        if (outcome === 'already-done')
          void queryClient.invalidateQueries({ queryKey: surveyQueries.evaluationSessionsKey(queryScope(context, '')) });
        return outcome;
      };
      try {
        if (!saved.current) {
          const payload = evaluationSavePayload(
            { target, eventShort, instance: context.instance, eventId, userId, surveyItemSetId: request.SurveyItemSetId },
            result,
          );
          const reply = await saveSurvey(context.http, surveyUrl, payload);
          // Without an account a refusal says nothing more when asked again (nothing is done on the server).
          if (!reply) return anonymous ? 'failed' : await refused();
          saved.current = true;
        }
        if (anonymous) {
          markDone(target);
          return 'saved';
        }
        const done =
          target.kind === 'session'
            ? await setSessionEvaluationDone(context.http, { userId, sessionId: target.sessionId })
            : await setEventEvaluationDone(context.http, { userId, eventId });
        if (!done) return await refused();
        // Section 4: evaluation done for the event or a session reloads the sessions to evaluate.
        void queryClient.invalidateQueries({ queryKey: surveyQueries.evaluationSessionsKey(queryScope(context, '')) });
        return 'saved';
      } catch {
        // A network failure (already on the error list): the answers stay to try again.
        return 'failed';
      }
    },
    [context, queryClient, surveyUrl, userId, eventId, anonymous, markDone, eventShort, target, request],
  );
}
