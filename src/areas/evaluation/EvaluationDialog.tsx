/**
 * EvaluationDialog: the session evaluation modal (docs/rules/shell-access-identity.md section 4; docs/rules/content-areas.md
 * sections 2, 4, 5 and 8), for a session or for the event. It reads the survey request (GET Survey/Session
 * or Survey/Event): evaluated already, it says so; else it loads the SurveyJS model and shows it
 * (SurveyForm, src/ui/survey). Complete saves the answers (SaveSurvey), marks the evaluation done and
 * thanks the person; the sessions to evaluate reload. A refused save keeps the answers and says so,
 * unless the person had evaluated already (then it says that). Without an account, "evaluated already" is what
 * this browser remembers as it stood when the modal opened (so the thanks of a completion still show).
 *
 * Texts: evaluation.dialog.session, evaluation.dialog.event, evaluation.dialog.survey, evaluation.close,
 * evaluation.dialog.loading, evaluation.dialog.error, evaluation.saveError, evaluation.alreadyDone,
 * evaluation.thanks, evaluation.complete, evaluation.back, evaluation.next, evaluation.mandatory.
 * Theme tokens: those of Dialog and SurveyForm, --vmx-color-danger. Parts: dialog, evaluation-dialog.
 */
import { useMemo, useState } from 'react';
import { evaluationTargetId } from '../../core/evaluation/anonymous';
import { evaluationOpening, type EvaluationTarget } from '../../core/evaluation/evaluation';
import { EVALUATION_TEXTS } from '../../core/evaluation/texts';
import { useEventState, useTexts } from '../../store/react';
import { Dialog } from '../../ui/Dialog';
import { SurveyForm } from '../../ui/survey';
import { DialogBody, ErrorText } from './Evaluation.styles';
import { useAnonymousDone, useAnonymousEvaluation } from './useAnonymousEvaluation';
import { useCompleteEvaluation, useSurveyModel, useSurveyRequest } from './useEvaluation';

export interface EvaluationDialogProps {
  target: EvaluationTarget;
  onClose: () => void;
}

export function EvaluationDialog({ target, onClose }: EvaluationDialogProps) {
  const t = useTexts(EVALUATION_TEXTS);
  const title = target.kind === 'session' ? t('evaluation.dialog.session', { name: target.name }) : t('evaluation.dialog.event');
  return (
    <Dialog open title={title} closeLabel={t('evaluation.close')} onClose={onClose}>
      <DialogBody part="evaluation-dialog" data-evaluation={target.kind === 'session' ? `session:${target.sessionId}` : 'event'}>
        <EvaluationBody target={target} />
      </DialogBody>
    </Dialog>
  );
}

function EvaluationBody({ target }: { target: EvaluationTarget }) {
  const t = useTexts(EVALUATION_TEXTS);
  const anonymous = useAnonymousEvaluation();
  const { done } = useAnonymousDone();
  const [doneHere] = useState(() => anonymous && done.includes(evaluationTargetId(target)));
  const request = useSurveyRequest(target);
  const opening = doneHere ? 'already-done' : request.isSuccess ? evaluationOpening(request.data) : null;
  const model = useSurveyModel(opening === 'survey' ? (request.data ?? null) : null);
  const language = useEventState((state) => state.language);
  const complete = useCompleteEvaluation(target, request.data ?? null);
  const [alreadyDone, setAlreadyDone] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);
  const labels = useMemo(
    () => ({
      complete: t('evaluation.complete'),
      back: t('evaluation.back'),
      next: t('evaluation.next'),
      mandatory: t('evaluation.mandatory'),
    }),
    [t],
  );

  if (alreadyDone || opening === 'already-done') return <p role="status">{t('evaluation.alreadyDone')}</p>;
  if (request.isError || opening === 'failed' || model.isError || (model.isSuccess && model.data === null)) {
    return <ErrorText role="alert">{t('evaluation.dialog.error')}</ErrorText>;
  }
  if (!model.data) return <p role="status">{t('evaluation.dialog.loading')}</p>;

  const onComplete = async (result: Record<string, unknown>) => {
    setSaveFailed(false);
    const outcome = await complete(result);
    if (outcome === 'already-done') setAlreadyDone(true);
    if (outcome === 'failed') setSaveFailed(true);
    return outcome === 'saved';
  };

  return (
    <>
      {saveFailed && <ErrorText role="alert">{t('evaluation.saveError')}</ErrorText>}
      <SurveyForm
        model={model.data.Model}
        language={language}
        label={t('evaluation.dialog.survey')}
        labels={labels}
        onComplete={onComplete}
        completedText={t('evaluation.thanks')}
      />
    </>
  );
}
