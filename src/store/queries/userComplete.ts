/**
 * The complete user (GET /api/Core/UserComplete, docs/rules/shell-access-identity.md section 7): the profile plus
 * the per-event account facts the profile page shows. Under identityQueries.userKey (['user'] after the scope), so
 * that saving the profile (which invalidates that key) renews it too; per user (the token), in no language.
 */
import { queryOptions } from '@tanstack/react-query';
import { getUserComplete } from '../../api/identity';
import { scopeKey, type QueryScope } from './keys';

export const userCompleteQueries = {
  complete: (scope: QueryScope, eventId: number | null, token: string | null) =>
    queryOptions({
      // identityQueries.userKey's key, spelled here so that this lazy chunk does not pull identity.ts's
      // query module into a chunk of its own (keys.test.ts pins that the two match).
      queryKey: [...scopeKey(scope), 'user', token, 'complete'] as const,
      queryFn: ({ signal }) => getUserComplete(scope.http, eventId ?? 0, signal),
    }),
};
