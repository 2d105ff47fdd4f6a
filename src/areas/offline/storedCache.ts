/**
 * The shape and place of <vmx-app>'s kept query cache in local storage (one entry per event context):
 * each successful query's key, data and time. Plain QueryClient calls (setQueryData, getAll) rather
 * than TanStack's hydration module, which would land in the chunk every element shares.
 */
import type { EventContext } from '../../store/eventContext';

export interface StoredQuery {
  key: unknown[];
  data: unknown;
  updatedAt: number;
}

export interface StoredCache {
  savedAt: number;
  queries: StoredQuery[];
}

export const cacheStorageKey = (context: EventContext) => `vmx-query-cache:${context.key}`;
