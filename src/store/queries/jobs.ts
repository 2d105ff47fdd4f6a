/**
 * The queries of the job board (src/api/jobs.ts), under 'jobs': every posting, and one posting. Not found (404) is
 * an answer, not a failure to try again.
 */
import { queryOptions } from '@tanstack/react-query';
import { getJob, getJobs } from '../../api/jobs';
import { scopeKey, type QueryScope } from './keys';
import { retryUnlessNotFound } from './news';

const all = (scope: QueryScope) => [...scopeKey(scope), 'jobs'] as const;

export const jobsQueries = {
  all,

  list: (scope: QueryScope, eventId: number | null) =>
    queryOptions({
      queryKey: [...all(scope), 'list'] as const,
      queryFn: ({ signal }) => getJobs(scope.http, eventId ?? 0, scope.language, signal),
    }),

  posting: (scope: QueryScope, eventId: number | null, id: string) =>
    queryOptions({
      queryKey: [...all(scope), 'posting', id] as const,
      queryFn: ({ signal }) => getJob(scope.http, eventId ?? 0, scope.language, id, signal),
      retry: retryUnlessNotFound,
    }),
};
