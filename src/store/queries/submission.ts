/**
 * The queries of the abstract submission page (src/api/submission.ts), under 'submission': the topics, and the
 * user's abstracts and one abstract. The user's reads carry the user, so another user's list is never shown from the
 * cache; a write invalidates `mine`. Not found (404) is an answer, not a failure to try again.
 */
import { queryOptions } from '@tanstack/react-query';
import { getSubmission, getSubmissionTopics, getSubmissions } from '../../api/submission';
import { scopeKey, type QueryScope } from './keys';
import { retryUnlessNotFound } from './news';

const all = (scope: QueryScope) => [...scopeKey(scope), 'submission'] as const;
/** Every read of a user's abstracts: what a write invalidates. */
const mine = (scope: QueryScope, userId: number | null) => [...all(scope), 'mine', userId] as const;

export const submissionQueries = {
  all,
  mine,

  topics: (scope: QueryScope, eventId: number | null) =>
    queryOptions({
      queryKey: [...all(scope), 'topics'] as const,
      queryFn: ({ signal }) => getSubmissionTopics(scope.http, eventId ?? 0, scope.language, signal),
    }),

  list: (scope: QueryScope, eventId: number | null, userId: number | null) =>
    queryOptions({
      queryKey: [...mine(scope, userId), 'list'] as const,
      queryFn: ({ signal }) => getSubmissions(scope.http, eventId ?? 0, scope.language, signal),
    }),

  one: (scope: QueryScope, eventId: number | null, userId: number | null, id: number) =>
    queryOptions({
      queryKey: [...mine(scope, userId), 'one', id] as const,
      queryFn: ({ signal }) => getSubmission(scope.http, eventId ?? 0, scope.language, id, signal),
      retry: retryUnlessNotFound,
    }),
};
