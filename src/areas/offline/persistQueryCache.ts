/**
 * <vmx-app>'s event data for offline use (ARCHITECTURE.md, Data: persist for offline use): the event
 * context's query cache is kept in local storage as it fills, and put back when the page starts offline,
 * before the event loads, so a reload offline shows what was loaded. Only vmx-app calls this; embedded
 * elements share the context but keep nothing. Putting back is synchronous (it must come before the
 * first load); keeping is loaded on demand.
 */
import { shouldRestorePersistedCache } from '../../core/connectivity';
import type { EventContext } from '../../store/eventContext';
import { cacheStorageKey, type StoredCache } from './storedCache';

const persisted = new WeakSet<EventContext>();

export function persistEventCache(context: EventContext): void {
  if (persisted.has(context)) return;
  persisted.add(context);
  const key = cacheStorageKey(context);
  restore(context, key);
  import('./keepQueryCache')
    .then((module) => module.keepQueryCache(context, key))
    .catch((error: unknown) => console.warn('[vmx] the event data is not kept for offline use', error));
}

function restore(context: EventContext, key: string): void {
  let stored: Partial<StoredCache> | null = null;
  try {
    stored = JSON.parse(localStorage.getItem(key) ?? 'null') as Partial<StoredCache> | null;
  } catch {
    console.warn('[vmx] the event data kept for offline use is unreadable; ignored');
    return;
  }
  if (!stored || !Array.isArray(stored.queries) || !shouldRestorePersistedCache(stored.savedAt, navigator.onLine, Date.now())) return;
  for (const query of stored.queries) {
    if (!query || !Array.isArray(query.key) || query.data === undefined) continue;
    context.queryClient.setQueryData(query.key, query.data, { updatedAt: Number(query.updatedAt) || stored.savedAt });
  }
}
