/**
 * The shape and place of <vmx-app>'s kept query cache: the event's own part in local storage (one entry per
 * event context), the lists in IndexedDB under partPrefix; each successful query's key, data (in the compact
 * form of core/offlineCache.ts) and time. Plain QueryClient calls (setQueryData, getAll) rather
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

/** The IndexedDB keys of a kept cache's parts (offlineDb.ts): `<cache key>|<part>|<chunk>`; no part: all of them. */
export const partPrefix = (cacheKey: string, part?: string) => (part === undefined ? `${cacheKey}|` : `${cacheKey}|${part}|`);
