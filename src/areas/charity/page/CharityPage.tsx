/**
 * The charity challenge page (docs/rules/content-areas.md section 2: /{i}/{e}/{l}/charity, and its child
 * project/{id} which preselects that project and shows that project's highscores). A signed-in person
 * picks the project their points support and a challenge; its survey loads below the challenges;
 * completing it saves the answers, records the points, marks the challenge done, clears the survey and
 * shows the points (section 4). A visitor sees everything and is asked to sign in to take part. Then the
 * highscores by projects, challenges, companies and participants, unless the ComponentVisibility rule
 * charityHighscore hides them (docs/rules/content-areas.md section 4, component time window).
 *
 * The organiser's intro (on a page in the event's default language) and the banners' aspect ratio come
 * from the charity page config (charityPage).
 *
 * Texts: charity.* (and those of its parts). Theme tokens: those of CharityPage.styles. Parts: charity,
 * charity-result (and those of its parts).
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { CharityChallenge } from '../../../contracts';
import { configuredIntro, parseProjectId, preselectedProject } from '../../../core/charity/challenge';
import { CHARITY_TEXTS } from '../../../core/charity/texts';
import { useEventState, useTexts } from '../../../store/react';
import { useComponentVisible } from '../../../store/visibility';
import type { PageProps } from '../../../ui/page';
import { useSignInHref } from '../../../ui/useSignInHref';
import { HighscoreTabs } from '../highscore/HighscoreTabs';
import { useCharityLanguage, useCharityPageConfig, useCharityProjects, useCharityUserId, type ChallengeResult } from '../useCharity';
import { ChallengeList } from './ChallengeList';
import { ChallengeSurvey } from './ChallengeSurvey';
import { Choice, Page, Problem, Result, Section } from './CharityPage.styles';
import { ProjectList } from './ProjectList';

export function CharityPage({ route }: PageProps) {
  const t = useTexts(CHARITY_TEXTS);
  const language = useCharityLanguage();
  const signIn = useSignInHref();
  const userId = useCharityUserId();
  const signedIn = userId !== null;
  const projects = useCharityProjects();
  const config = useCharityPageConfig();
  const defaultLanguage = useEventState((state) => state.details?.DefaultLanguage ?? null);
  const routeProject = parseProjectId(route.params.id);
  const preselected = preselectedProject(projects.data ?? [], routeProject);
  const [chosen, setChosen] = useState<number | null>(null);
  const [active, setActive] = useState<CharityChallenge | null>(null);
  const [needsProject, setNeedsProject] = useState(false);
  const [result, setResult] = useState<ChallengeResult | null>(null);
  const ids = useId();
  const highscoresShown = useComponentVisible('charityHighscore');
  const firstChoice = useRef<HTMLInputElement>(null);
  const resultRef = useRef<HTMLParagraphElement>(null);
  const challengesRef = useRef<HTMLElement>(null);
  // A cancelled challenge gives the focus back to its start button.
  const [returnFocusTo, setReturnFocusTo] = useState<number | null>(null);

  // Another project page (or the charity page) starts from its own preselection.
  useEffect(() => setChosen(null), [routeProject]);
  // Signing out ends a challenge in progress.
  useEffect(() => {
    if (!signedIn) setActive(null);
  }, [signedIn]);
  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);
  useEffect(() => {
    if (returnFocusTo === null) return;
    challengesRef.current?.querySelector<HTMLButtonElement>(`[data-challenge="${returnFocusTo}"] button`)?.focus();
    setReturnFocusTo(null);
  }, [returnFocusTo]);

  const supportedId = chosen ?? preselected;
  const supported = projects.data?.find((project) => project.Id === supportedId) ?? null;
  const routeProjectName = projects.data?.find((project) => project.Id === routeProject)?.Name ?? null;

  const start = (challenge: CharityChallenge) => {
    if (!supported) {
      setNeedsProject(true);
      firstChoice.current?.focus();
      return;
    }
    setNeedsProject(false);
    setResult(null);
    setActive(challenge);
  };

  const done = (finished: ChallengeResult) => {
    setActive(null);
    setResult(finished);
  };

  return (
    <Page part="charity" data-project={routeProject ?? undefined}>
      <p data-intro>{configuredIntro(config, language, defaultLanguage) ?? t('charity.intro')}</p>

      <Section aria-labelledby={`${ids}-projects`}>
        <h2 id={`${ids}-projects`}>{t('charity.projects.title')}</h2>
        <ProjectList supported={signedIn ? supportedId : null} current={routeProject} bannerAspect={config.bannerAspect} />
      </Section>

      <Section aria-labelledby={`${ids}-challenges`} ref={challengesRef}>
        <h2 id={`${ids}-challenges`}>{t('charity.challenges.title')}</h2>
        {!signedIn ? (
          <p data-sign-in-prompt>
            {t('charity.signIn.prompt')} <a href={signIn}>{t('charity.signIn')}</a>
          </p>
        ) : (
          projects.data &&
          projects.data.length > 0 && (
            <Choice aria-describedby={needsProject ? `${ids}-needs-project` : undefined}>
              <legend>{t('charity.support.legend')}</legend>
              <div>
                {projects.data.map((project, index) => (
                  <label key={project.Id}>
                    <input
                      ref={index === 0 ? firstChoice : undefined}
                      type="radio"
                      name={`${ids}-project`}
                      value={project.Id}
                      checked={supportedId === project.Id}
                      disabled={active !== null}
                      onChange={() => {
                        setChosen(project.Id);
                        setNeedsProject(false);
                      }}
                    />
                    {project.Name}
                  </label>
                ))}
              </div>
            </Choice>
          )
        )}
        {needsProject && (
          <Problem role="alert" id={`${ids}-needs-project`}>
            {t('charity.support.needed')}
          </Problem>
        )}
        {result && (
          <Result
            part="charity-result"
            role="status"
            tabIndex={-1}
            ref={resultRef}
            data-points={result.points}
            data-challenge={result.challenge.Id}
          >
            {t('charity.result', {
              correct: result.correctAnswers,
              challenge: result.challenge.Name,
              points: result.points,
              project: result.project.Name,
            })}
          </Result>
        )}
        <ChallengeList signedIn={signedIn} active={active?.Id ?? null} onStart={start} />
        {active && supported && (
          <ChallengeSurvey
            key={active.Id}
            challenge={active}
            project={supported}
            onDone={done}
            onCancel={() => {
              setActive(null);
              setReturnFocusTo(active.Id);
            }}
          />
        )}
      </Section>

      {highscoresShown && (
        <Section aria-labelledby={`${ids}-highscores`}>
          <h2 id={`${ids}-highscores`}>
            {routeProjectName ? t('charity.highscore.titleForProject', { project: routeProjectName }) : t('charity.highscore.title')}
          </h2>
          <HighscoreTabs projectId={routeProject} projectName={routeProjectName} />
        </Section>
      )}
    </Page>
  );
}
