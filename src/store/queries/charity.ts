/**
 * The queries of the charity service (src/api/charity.ts), all under 'charity': the page's configuration,
 * the projects, the challenges with the signed-in user's done flags (keyed by the user), the highscores and
 * a challenge's survey. Points submitted change every highscore and the done flags (changedByPoints).
 */
import { queryOptions, type Query } from '@tanstack/react-query';
import {
  getCharityChallenges,
  getCharityHighscore,
  getCharityHighscoreForProject,
  getCharityProjects,
  getExhibitorChallenges,
} from '../../api/charity';
import { getConfigResource } from '../../api/core';
import { getSurveyModel } from '../../api/survey';
import type { CharityChallenge } from '../../contracts';
import { CHARITY_PAGE_RESOURCE, challengeSurveyRequest, parseCharityPageConfig } from '../../core/charity/challenge';
import { keyAfterScope, scopeKey, type QueryScope } from './keys';

const all = (scope: QueryScope) => [...scopeKey(scope), 'charity'] as const;

export const charityQueries = {
  all,

  /** The reads that points change, in every language: every highscore and the done flags of the challenges. */
  changedByPoints: (query: Query) => {
    const [area, kind] = keyAfterScope(query.queryKey);
    return area === 'charity' && (kind === 'highscore' || kind === 'challenges');
  },

  /** The charity page's configuration; an event without one uses the defaults. */
  pageConfig: (scope: QueryScope, eventId: number | null) =>
    queryOptions({
      queryKey: [...all(scope), 'config'] as const,
      queryFn: ({ signal }) =>
        getConfigResource(scope.http, eventId ?? 0, CHARITY_PAGE_RESOURCE, signal).then(
          (resource) => parseCharityPageConfig(resource.resourcevalue),
          () => parseCharityPageConfig(null),
        ),
    }),

  projects: (scope: QueryScope, eventId: number | null) =>
    queryOptions({
      queryKey: [...all(scope), 'projects'] as const,
      queryFn: ({ signal }) => getCharityProjects(scope.http, eventId ?? 0, scope.language, signal),
    }),

  /** The challenges with the user's done flags: read again for another user (null: a visitor). */
  challenges: (scope: QueryScope, eventId: number | null, userId: number | null) =>
    queryOptions({
      queryKey: [...all(scope), 'challenges', userId ?? 'visitor'] as const,
      queryFn: ({ signal }) => getCharityChallenges(scope.http, eventId ?? 0, scope.language, signal),
    }),

  /** One exhibitor's challenges (ExhibitorChallenges), shown on its company profile. */
  exhibitorChallenges: (scope: QueryScope, eventId: number | null, companyAccountId: string) =>
    queryOptions({
      queryKey: [...all(scope), 'exhibitor-challenges', companyAccountId] as const,
      queryFn: ({ signal }) => getExhibitorChallenges(scope.http, eventId ?? 0, scope.language, companyAccountId, signal),
    }),

  /** The four highscores of the event, or of one project (CharityHighscoreForProject). */
  highscore: (scope: QueryScope, eventId: number | null, projectId: number | null) =>
    queryOptions({
      queryKey: [...all(scope), 'highscore', projectId ?? 'all'] as const,
      queryFn: ({ signal }) =>
        projectId === null
          ? getCharityHighscore(scope.http, eventId ?? 0, scope.language, signal)
          : getCharityHighscoreForProject(scope.http, eventId ?? 0, scope.language, projectId, signal),
    }),

  /** The SurveyJS model of a challenge the user takes. A survey is taken once: no copy is kept for a later visit. */
  challengeSurvey: (scope: QueryScope, surveyUrl: string | null, challenge: CharityChallenge | null, userId: number | null) =>
    // eslint-disable-next-line @tanstack/query/exhaustive-deps -- the key names the challenge by its id
    queryOptions({
      queryKey: [...all(scope), 'survey', challenge?.Id ?? null, userId] as const,
      queryFn: async () => {
        if (!challenge) throw new Error('no challenge to read the survey of');
        const reply = await getSurveyModel(scope.http, surveyUrl ?? '', challengeSurveyRequest(challenge, userId ?? 0));
        // Section 5: anything but 200 is null; for this page that is a survey that could not be loaded.
        if (!reply) throw new Error(`the survey of challenge ${challenge.Id} could not be loaded`);
        return reply;
      },
      gcTime: 0,
    }),
};
