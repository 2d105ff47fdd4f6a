/**
 * The survey of the challenge being taken (docs/rules/content-areas.md section 4: selecting a challenge loads its
 * survey): its SurveyJS model from the survey API, shown by SurveyForm. Completing it saves the answers
 * (SaveSurvey, once) and records the points for the chosen project (ChallengeEvaluationDone, which answers
 * the server's count of correct answers); the page then clears the survey and shows the points. A refusal
 * keeps the answers on the page and says why.
 *
 * Texts: charity.survey.*, charity.retry. Theme tokens: those of CharityPage.styles and SurveyForm's.
 * Parts: charity-survey.
 */
import { useEffect, useRef, useState } from 'react';
import type { CharityChallenge, CharityProject } from '../../../contracts';
import { CHARITY_TEXTS } from '../../../core/charity/texts';
import { useTexts } from '../../../store/react';
import { AsyncView } from '../../../ui/AsyncView';
import { SurveyForm, type SurveyLabels } from '../../../ui/survey';
import { useSignInHref } from '../../../ui/useSignInHref';
import {
  submitProblem,
  useChallengeSurvey,
  useCharityLanguage,
  useSubmitChallenge,
  type ChallengeResult,
  type SubmitProblem,
} from '../useCharity';
import { Problem, QuietButton, SurveyBox } from './CharityPage.styles';

export interface ChallengeSurveyProps {
  challenge: CharityChallenge;
  project: CharityProject;
  onDone: (result: ChallengeResult) => void;
  onCancel: () => void;
}

export function ChallengeSurvey({ challenge, project, onDone, onCancel }: ChallengeSurveyProps) {
  const t = useTexts(CHARITY_TEXTS);
  const language = useCharityLanguage();
  const signIn = useSignInHref();
  const survey = useChallengeSurvey(challenge);
  const submit = useSubmitChallenge();
  const [problem, setProblem] = useState<SubmitProblem | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = `charity-survey-${challenge.Id}`;

  // The survey appears below the list: the keyboard and screen reader follow to it.
  useEffect(() => heading.current?.focus(), [challenge.Id]);

  const labels: SurveyLabels = {
    complete: t('charity.survey.complete'),
    back: t('charity.survey.back'),
    next: t('charity.survey.next'),
    mandatory: t('charity.survey.mandatory'),
  };

  const complete = async (answers: Record<string, unknown>): Promise<boolean> => {
    setProblem(null);
    try {
      const result = await submit.mutateAsync({ challenge, project, answers });
      onDone(result);
      return true;
    } catch (error) {
      setProblem(submitProblem(error));
      return false;
    }
  };

  return (
    <SurveyBox part="charity-survey" aria-labelledby={headingId} data-challenge={challenge.Id}>
      <h3 id={headingId} ref={heading} tabIndex={-1}>
        {t('charity.survey.title', { name: challenge.Name })}
      </h3>
      <p data-supporting={project.Id}>{t('charity.survey.supporting', { project: project.Name })}</p>
      <AsyncView
        query={survey}
        texts={{ loading: t('charity.survey.loading'), error: t('charity.survey.error'), retry: t('charity.retry') }}
      >
        {(loaded) => (
          <SurveyForm
            model={loaded.Model}
            language={language}
            label={challenge.Name}
            labels={labels}
            onComplete={complete}
            completedText={t('charity.survey.saved')}
          />
        )}
      </AsyncView>
      {submit.isPending && <p role="status">{t('charity.survey.saving')}</p>}
      {problem && (
        <div role="alert" data-problem={problem}>
          <Problem>
            {t(
              problem === 'alreadyDone'
                ? 'charity.survey.alreadyDone'
                : problem === 'unauthorized'
                  ? 'charity.survey.unauthorized'
                  : 'charity.survey.saveFailed',
            )}
          </Problem>
          {problem === 'unauthorized' && <a href={signIn}>{t('charity.signIn')}</a>}
        </div>
      )}
      <QuietButton type="button" onClick={onCancel}>
        {t('charity.survey.cancel')}
      </QuietButton>
    </SurveyBox>
  );
}
