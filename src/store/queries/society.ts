/**
 * The queries of the society's own pages (src/api/society.ts), all under 'society': the award winners, the
 * preceptorships, the world village's list and one society's profile. The same for everyone (no user in the key).
 */
import { queryOptions } from '@tanstack/react-query';
import { getAwardWinners, getPreceptorships, getWorldVillage, getWorldVillageSociety } from '../../api/society';
import { scopeKey, type QueryScope } from './keys';

const all = (scope: QueryScope) => [...scopeKey(scope), 'society'] as const;

export const societyQueries = {
  all,

  awardWinners: (scope: QueryScope, eventId: number | null) =>
    queryOptions({
      queryKey: [...all(scope), 'awardWinners'] as const,
      queryFn: ({ signal }) => getAwardWinners(scope.http, eventId ?? 0, scope.language, signal),
    }),

  preceptorships: (scope: QueryScope, eventId: number | null) =>
    queryOptions({
      queryKey: [...all(scope), 'preceptorships'] as const,
      queryFn: ({ signal }) => getPreceptorships(scope.http, eventId ?? 0, scope.language, signal),
    }),

  worldVillage: (scope: QueryScope, eventId: number | null) =>
    queryOptions({
      queryKey: [...all(scope), 'worldVillage'] as const,
      queryFn: ({ signal }) => getWorldVillage(scope.http, eventId ?? 0, scope.language, signal),
    }),

  society: (scope: QueryScope, eventId: number | null, id: number) =>
    queryOptions({
      queryKey: [...all(scope), 'worldVillage', id] as const,
      queryFn: ({ signal }) => getWorldVillageSociety(scope.http, eventId ?? 0, scope.language, id, signal),
    }),
};
