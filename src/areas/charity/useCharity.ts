/**
 * The charity area's reads and its one write (docs/rules/content-areas.md section 7, "Charity"), through the event
 * context's QueryClient: every page and <vmx-charity-highscore> of the page shares them, so points
 * submitted on the charity page refresh each highscore element of the page without a reload.
 */
import { useMutation, useQuery, useQueryClient, type Query } from '@tanstack/react-query';
import {
  getCharityChallenges,
  getCharityHighscore,
  getCharityHighscoreForProject,
  getCharityProjects,
  setChallengeEvaluationDone,
} from '../../api/charity';
import { getConfigResource } from '../../api/core';
import { HttpError } from '../../api/http';
import { getSurveyModel, saveSurvey } from '../../api/survey';
import type { CharityChallenge, CharityProject } from '../../api/types';
import {
  CHARITY_PAGE_RESOURCE,
  challengeSurveyRequest,
  markChallengeDone,
  parseCharityPageConfig,
  surveySavePayload,
  type CharityPageConfig,
} from '../../core/charity/challenge';
import type { EventContext } from '../../store/eventContext';
import { eventQueryKey } from '../../store/loadEvent';
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

function charityKey(context: EventContext, language: string, ...rest: unknown[]): unknown[] {
  return eventQueryKey(context, language, 'charity', ...rest);
}

/** The reads that points change: every highscore and the done flags of the challenges. */
function changedByPoints(query: Query): boolean {
  const [, , , area, kind] = query.queryKey;
  return area === 'charity' && (kind === 'highscore' || kind === 'challenges');
}

/** The charity page's configuration; the defaults while it loads or when the event has none. */
export function useCharityPageConfig(): CharityPageConfig {
  const context = useEventContext();
  const eventId = useEventId();
  const language = useCharityLanguage();
  const query = useQuery({
    queryKey: charityKey(context, language, 'config'),
    queryFn: ({ signal }) =>
      getConfigResource(context.http, eventId ?? 0, CHARITY_PAGE_RESOURCE, signal).then(
        (resource) => parseCharityPageConfig(resource.resourcevalue),
        // An event without a charity configuration uses the defaults.
        () => parseCharityPageConfig(null),
      ),
    enabled: eventId !== null,
  });
  return query.data ?? parseCharityPageConfig(null);
}

export function useCharityProjects() {
  const context = useEventContext();
  const eventId = useEventId();
  const language = useCharityLanguage();
  return useQuery({
    queryKey: charityKey(context, language, 'projects'),
    queryFn: ({ signal }) => getCharityProjects(context.http, eventId ?? 0, language, signal),
    enabled: eventId !== null,
  });
}

/** The challenges with the signed-in user's done flags: read again for another user. */
export function useCharityChallenges() {
  const context = useEventContext();
  const eventId = useEventId();
  const language = useCharityLanguage();
  const userId = useCharityUserId();
  return useQuery({
    queryKey: charityKey(context, language, 'challenges', userId ?? 'visitor'),
    queryFn: ({ signal }) => getCharityChallenges(context.http, eventId ?? 0, language, signal),
    enabled: eventId !== null,
  });
}

/** The four highscores of the event, or of one project (CharityHighscoreForProject). */
export function useCharityHighscore(projectId: number | null) {
  const context = useEventContext();
  const eventId = useEventId();
  const language = useCharityLanguage();
  return useQuery({
    queryKey: charityKey(context, language, 'highscore', projectId ?? 'all'),
    queryFn: ({ signal }) =>
      projectId === null
        ? getCharityHighscore(context.http, eventId ?? 0, language, signal)
        : getCharityHighscoreForProject(context.http, eventId ?? 0, language, projectId, signal),
    enabled: eventId !== null,
  });
}

/** The SurveyJS model of a challenge the signed-in user takes (null challenge: nothing to load). */
export function useChallengeSurvey(challenge: CharityChallenge | null) {
  const context = useEventContext();
  const language = useCharityLanguage();
  const userId = useCharityUserId();
  const surveyUrl = useSurveyUrl();
  return useQuery({
    queryKey: charityKey(context, language, 'survey', challenge?.Id ?? null, userId),
    queryFn: async () => {
      const reply = await getSurveyModel(context.http, surveyUrl ?? '', challengeSurveyRequest(challenge!, userId ?? 0));
      // Section 5: anything but 200 is null; for this page that is a survey that could not be loaded.
      if (!reply) throw new Error(`the survey of challenge ${challenge!.Id} could not be loaded`);
      return reply;
    },
    enabled: challenge !== null && userId !== null && surveyUrl !== null,
    // A survey is taken once: no copy is kept for a later visit.
    gcTime: 0,
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
  const challengesKey = charityKey(context, language, 'challenges', userId ?? 'visitor');

  const refresh = (challengeId: number) => {
    client.setQueryData<CharityChallenge[]>(challengesKey, (challenges) =>
      challenges ? markChallengeDone(challenges, challengeId) : challenges,
    );
    void client.invalidateQueries({ predicate: changedByPoints });
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
