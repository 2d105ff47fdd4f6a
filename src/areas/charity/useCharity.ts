/**
 * The charity area's reads and its one write (docs/rules/content-areas.md section 7, "Charity"), through the event
 * context's QueryClient: every page and <vmx-charity-highscore> of the page shares them, so points
 * submitted on the charity page refresh each highscore element of the page without a reload.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { setChallengeEvaluationDone } from '../../api/charity';
import { HttpError } from '../../api/http';
import { saveSurvey } from '../../api/survey';
import type { CharityChallenge, CharityProject } from '../../contracts';
import {
  challengeSurveyRequest,
  markChallengeDone,
  parseCharityPageConfig,
  surveySavePayload,
  type CharityPageConfig,
} from '../../core/charity/challenge';
import { charityQueries } from '../../store/queries/charity';
import { queryScope } from '../../store/queries/keys';
import { useEventContext, useEventState } from '../../store/react';
import { useSurveyUrl } from '../../store/instanceInfo';

/** The language the event's texts are loaded in (the lists follow it). */
export function useCharityLanguage(): string {
  return useEventState((state) => state.loadedLanguage ?? state.language);
}

function useEventId(): number | null {
  return useEventState((state) => state.details?.Id ?? null);
}

/** The signed-in user's id, or null for a visitor. */
export function useCharityUserId(): number | null {
  return useEventState((state) => (state.user ? state.user.userId : null));
}

/** The charity page's configuration; the defaults while it loads or when the event has none. */
export function useCharityPageConfig(): CharityPageConfig {
  const context = useEventContext();
  const eventId = useEventId();
  const language = useCharityLanguage();
  const query = useQuery({ ...charityQueries.pageConfig(queryScope(context, language), eventId), enabled: eventId !== null });
  return query.data ?? parseCharityPageConfig(null);
}

export function useCharityProjects() {
  const context = useEventContext();
  const eventId = useEventId();
  const language = useCharityLanguage();
  return useQuery({ ...charityQueries.projects(queryScope(context, language), eventId), enabled: eventId !== null });
}

/** The challenges with the signed-in user's done flags: read again for another user. */
export function useCharityChallenges() {
  const context = useEventContext();
  const eventId = useEventId();
  const language = useCharityLanguage();
  const userId = useCharityUserId();
  return useQuery({ ...charityQueries.challenges(queryScope(context, language), eventId, userId), enabled: eventId !== null });
}

/** The four highscores of the event, or of one project (CharityHighscoreForProject). */
export function useCharityHighscore(projectId: number | null) {
  const context = useEventContext();
  const eventId = useEventId();
  const language = useCharityLanguage();
  return useQuery({ ...charityQueries.highscore(queryScope(context, language), eventId, projectId), enabled: eventId !== null });
}

/** The SurveyJS model of a challenge the signed-in user takes (null challenge: nothing to load). */
export function useChallengeSurvey(challenge: CharityChallenge | null) {
  const context = useEventContext();
  const language = useCharityLanguage();
  const userId = useCharityUserId();
  const surveyUrl = useSurveyUrl();
  return useQuery({
    ...charityQueries.challengeSurvey(queryScope(context, language), surveyUrl, challenge, userId),
    enabled: challenge !== null && userId !== null && surveyUrl !== null,
  });
}

export type SubmitProblem = 'saveFailed' | 'alreadyDone' | 'unauthorized';

export class ChallengeSubmitError extends Error {
  constructor(readonly problem: SubmitProblem) {
    super(`the challenge could not be submitted: ${problem}`);
    this.name = 'ChallengeSubmitError';
  }
}

export interface ChallengeSubmission {
  challenge: CharityChallenge;
  project: CharityProject;
  answers: Record<string, unknown>;
}

export interface ChallengeResult {
  challenge: CharityChallenge;
  project: CharityProject;
  correctAnswers: number;
  points: number;
}

/**
 * Completing a challenge: the answers are saved (SaveSurvey, once: the server refuses a second save),
 * then the points recorded (ChallengeEvaluationDone), which closes the challenge and only then tells the
 * server's count of correct answers. Section 4: the challenge is then EvaluationDone; every highscore of
 * the page is read again.
 */
export function useSubmitChallenge() {
  const context = useEventContext();
  const client = useQueryClient();
  const eventId = useEventId();
  const language = useCharityLanguage();
  const userId = useCharityUserId();
  const surveyUrl = useSurveyUrl();
  const challengesKey = charityQueries.challenges(queryScope(context, language), eventId, userId).queryKey;

  const refresh = (challengeId: number) => {
    client.setQueryData(challengesKey, (challenges) => (challenges ? markChallengeDone(challenges, challengeId) : challenges));
    void client.invalidateQueries({ predicate: charityQueries.changedByPoints });
  };

  return useMutation({
    mutationFn: async ({ challenge, project, answers }: ChallengeSubmission): Promise<ChallengeResult> => {
      if (userId === null || eventId === null || surveyUrl === null) throw new ChallengeSubmitError('unauthorized');
      const request = challengeSurveyRequest(challenge, userId);
      // A refused save may be one that went through before (the points were not recorded then): the
      // points call decides, answering 400 when nothing was saved and 409 when the challenge is done.
      await saveSurvey(context.http, surveyUrl, surveySavePayload(request, answers));
      try {
        const done = await setChallengeEvaluationDone(
          context.http,
          { eventId, language },
          { userId, challengeId: challenge.Id, charityProjectId: project.Id },
        );
        return { challenge, project, correctAnswers: done.CorrectAnswers, points: done.Points };
      } catch (error) {
        if (error instanceof HttpError && error.status === 409) throw new ChallengeSubmitError('alreadyDone');
        if (error instanceof HttpError && error.status === 401) throw new ChallengeSubmitError('unauthorized');
        throw new ChallengeSubmitError('saveFailed');
      }
    },
    onSuccess: (result) => refresh(result.challenge.Id),
    onError: (error, submission) => {
      if (error instanceof ChallengeSubmitError && error.problem === 'alreadyDone') refresh(submission.challenge.Id);
    },
  });
}

export function submitProblem(error: unknown): SubmitProblem {
  return error instanceof ChallengeSubmitError ? error.problem : 'saveFailed';
}
