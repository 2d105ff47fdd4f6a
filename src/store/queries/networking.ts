/**
 * The query of the signed-in user's areas of interest (src/api/networking.ts): keyed by the user, so another user's
 * choice is never shown from the cache; saving puts the answer in place of it (setQueryData with the same key).
 */
import { queryOptions } from '@tanstack/react-query';
import { getNetworkingInterests } from '../../api/networking';
import { scopeKey, type QueryScope } from './keys';

export const networkingQueries = {
  interests: (scope: QueryScope, eventId: number, userId: number) =>
    queryOptions({
      queryKey: [...scopeKey(scope), 'networking-interests', eventId, userId] as const,
      queryFn: ({ signal }) => getNetworkingInterests(scope.http, { eventId, language: scope.language }, signal),
    }),
};
