/**
 * The queries of the TV page and the presentation player (src/api/tv.ts), under 'tv': the episodes, the signed-in
 * user's watched episodes (under the user's id), and a presentation's recording (under the user's id too: whether
 * the caller may have it depends on who asks). Not found (404: no recording) is an answer, not a failure to try again.
 */
import { queryOptions } from '@tanstack/react-query';
import { getPresentationRecording, getTvEpisodes, getTvWatched } from '../../api/tv';
import { scopeKey, type QueryScope } from './keys';
import { retryUnlessNotFound } from './news';

const all = (scope: QueryScope) => [...scopeKey(scope), 'tv'] as const;

export const tvQueries = {
  all,

  episodes: (scope: QueryScope, eventId: number | null) =>
    queryOptions({
      queryKey: [...all(scope), 'episodes'] as const,
      queryFn: ({ signal }) => getTvEpisodes(scope.http, eventId ?? 0, scope.language, signal),
    }),

  watched: (scope: QueryScope, eventId: number | null, userId: number | null) =>
    queryOptions({
      queryKey: [...all(scope), 'watched', userId] as const,
      queryFn: ({ signal }) => getTvWatched(scope.http, eventId ?? 0, signal),
    }),

  recording: (scope: QueryScope, eventId: number | null, presentationId: number, userId: number | null) =>
    queryOptions({
      queryKey: [...all(scope), 'recording', presentationId, userId] as const,
      queryFn: ({ signal }) => getPresentationRecording(scope.http, eventId ?? 0, scope.language, presentationId, signal),
      retry: retryUnlessNotFound,
    }),
};
