/**
 * SurveyPage (/{i}/{e}/{l}/survey, docs/rules/content-areas.md section 2): the evaluation in <vmx-app>. It needs a
 * signed-in user: a signed-out visitor goes to the sign-in page, which comes back here (as the access flow
 * does for the pages the event configures as needing sign-in), unless the event opens evaluation without an
 * account (activateEvaluationUrlsWithoutUser, docs/rules/shell-access-identity.md section 3). The sort lives in the address (sort), and
 * sessionId in the address opens that session's evaluation.
 *
 * Texts: those of Evaluation. Parts: those of Evaluation.
 */
import { useCallback, useEffect } from 'react';
import { evaluationSort } from '../../core/evaluation/evaluation';
import type { EvaluationSort } from '../../core/evaluation/sort';
import { buildPath, buildRoute } from '../../core/routes';
import { useEventContext, useEventState } from '../../store/react';
import type { PageProps } from '../../ui/page';
import { Evaluation } from './Evaluation';
import { useAnonymousEvaluation } from './useAnonymousEvaluation';

export function SurveyPage({ route, navigate }: PageProps) {
  const context = useEventContext();
  const signedIn = useEventState((state) => state.user !== null);
  const language = useEventState((state) => state.language);
  const anonymous = useAnonymousEvaluation();

  useEffect(() => {
    if (signedIn || anonymous) return;
    const address = { instance: context.instance, event: context.event, language };
    navigate(buildPath('LoginPage', address, { returnUrl: buildRoute(route) }), { replace: true });
  }, [signedIn, anonymous, context, language, route, navigate]);

  const onSortChange = useCallback(
    (sort: EvaluationSort) => navigate(buildRoute({ ...route, query: { ...route.query, sort } }), { replace: true }),
    [route, navigate],
  );
  const sessionId = Number(route.query.sessionId);
  if (!signedIn && !anonymous) return null;
  return (
    <Evaluation
      sort={evaluationSort(route.query.sort) ?? undefined}
      onSortChange={onSortChange}
      openSessionId={Number.isInteger(sessionId) && sessionId > 0 ? sessionId : null}
    />
  );
}
