/**
 * The queries of the single sign-on service (src/api/sso.ts). In no language (scope language ''). The
 * compare and correlate answers are read once per visit of their page and not kept.
 */
import { queryOptions } from '@tanstack/react-query';
import { correlate, getExternalCompareData, getSsoLinks } from '../../api/sso';
import { scopeKey, type QueryScope } from './keys';

export const ssoQueries = {
  /** The event's sign-on providers, one cache entry for the login, correlate and sync pages. */
  links: (scope: QueryScope) =>
    queryOptions({
      queryKey: [...scopeKey(scope), 'sso-links'] as const,
      queryFn: ({ signal }) => getSsoLinks(scope.http, scope.event, signal),
    }),

  /** The signed-in user's data next to the provider's. */
  compare: (scope: QueryScope, userId: number | null | undefined) =>
    queryOptions({
      queryKey: [...scopeKey(scope), 'sso-compare', userId] as const,
      queryFn: ({ signal }) => getExternalCompareData(scope.http, signal),
      retry: false,
      gcTime: 0,
    }),

  /** The sign-on's evaluation: the identity service answers it once (a linked person is signed in and it ends). */
  correlate: (scope: QueryScope, returnTo: string) =>
    // eslint-disable-next-line @tanstack/query/exhaustive-deps -- asked once per visit of the page (gcTime 0): where it returns to is not another answer
    queryOptions({
      queryKey: [...scopeKey(scope), 'sso-correlate'] as const,
      queryFn: ({ signal }) => correlate(scope.http, returnTo, signal),
      retry: false,
      gcTime: 0,
      staleTime: Infinity,
      refetchOnWindowFocus: false,
    }),
};
