/**
 * The queries of the core service (src/api/core.ts) that every element reads: the event's details and
 * resource sets. Event data is loaded once and kept (store/queryClient.ts); a resource set that cannot be
 * loaded is an empty set. The service's other reads are in modules of their own (clock.ts, instance.ts,
 * platform.ts), so that the chunk every element downloads carries none of them.
 */
import { queryOptions } from '@tanstack/react-query';
import { getEventDetails, getResources } from '../../api/eventReads';
import type { Resource } from '../../contracts';
import { scopeKey, type QueryScope } from './keys';

export const coreQueries = {
  /** The event's details (EventDetails) in the scope's language. */
  details: (scope: QueryScope) =>
    queryOptions({
      queryKey: [...scopeKey(scope), 'details'] as const,
      queryFn: ({ signal }) => getEventDetails(scope.http, { event: scope.event, language: scope.language }, signal),
    }),

  /**
   * A resource set. One that cannot be loaded is an empty set (the failure is already on the error list),
   * so that every element falls back to its defaults instead of failing.
   */
  resources: (scope: QueryScope, setname: string) =>
    queryOptions({
      queryKey: [...scopeKey(scope), 'resources', setname] as const,
      queryFn: ({ signal }): Promise<Resource[]> =>
        getResources(scope.http, { event: scope.event, language: scope.language }, setname, signal).catch((error: unknown) => {
          console.warn(`[vmx] resource set ${setname} could not be loaded; using defaults`, error);
          return [];
        }),
    }),
};
