/**
 * <vmx-app>'s event data for offline use (ARCHITECTURE.md, Data: persist for offline use): the event
 * context's query cache is kept as it fills (keepQueryCache.ts: the event's own part in local storage, the
 * lists in IndexedDB), and put back when the page starts offline, so a reload offline shows what was loaded.
 * Only vmx-app calls this; embedded elements share the context but keep nothing. The event's own part comes
 * back synchronously (it must come before the first load); the lists follow from IndexedDB, loaded on demand
 * like the keeping. A browser that says it is online may still reach nothing (a network without internet, or a
 * reload its service worker served while offline, which Chromium reports as online): then the kept copy comes back
 * at the first request that finds no network, before anything is kept again over it.
 */
import { HttpError } from '../../api/http';
import { shouldRestorePersistedCache } from '../../core/connectivity';
import { expandOfflineData } from '../../core/offlineCache';
import type { EventContext } from '../../store/eventContext';
import { cacheStorageKey, partPrefix, type StoredCache } from './storedCache';

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
  if (!stored || !Array.isArray(stored.queries)) return;
  const kept = stored;
  const bringBack = () => {
    putBack(context, kept);
    restoreLists(context, key).catch((error: unknown) =>
      console.warn('[vmx] the lists kept for offline use are unreadable; ignored', error),
    );
  };
  if (shouldRestorePersistedCache(kept.savedAt, navigator.onLine, Date.now())) return bringBack();
  const stop = context.queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    const { action } = event;
    // 'failed' is an attempt that will be retried, 'error' the last one.
    if ((action.type !== 'failed' && action.type !== 'error') || !foundNoNetwork(action.error)) return;
    stop();
    if (shouldRestorePersistedCache(kept.savedAt, false, Date.now())) bringBack();
  });
}

/** A request that never reached the server (as opposed to one the server answered with an error). */
const foundNoNetwork = (error: unknown) => error instanceof HttpError && (error.code === 'network' || error.code === 'timeout');

function putBack(context: EventContext, stored: Partial<StoredCache>): void {
  for (const query of stored.queries ?? []) {
    if (!query || !Array.isArray(query.key) || query.data === undefined) continue;
    // Data that loaded meanwhile is not overwritten by the older copy.
    if (context.queryClient.getQueryData(query.key) !== undefined) continue;
    context.queryClient.setQueryData(query.key, expandOfflineData(query.data), { updatedAt: Number(query.updatedAt) || stored.savedAt });
    // A request still trying (to be retried after finding no network) stops and keeps the data put back, rather
    // than failing over it.
    void context.queryClient.cancelQueries({ queryKey: query.key, exact: true });
  }
}

/** The lists from IndexedDB: each part's chunks joined in order, then its queries put back. */
async function restoreLists(context: EventContext, key: string): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  const { readChunks } = await import('./offlineDb');
  const chunks = await readChunks(partPrefix(key));
  const parts = new Map<string, string>();
  for (const [chunkKey, text] of [...chunks].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const part = chunkKey.slice(0, chunkKey.lastIndexOf('|'));
    parts.set(part, (parts.get(part) ?? '') + text);
  }
  for (const text of parts.values()) {
    const stored = JSON.parse(text) as Partial<StoredCache>;
    if (Array.isArray(stored.queries) && shouldRestorePersistedCache(stored.savedAt, navigator.onLine, Date.now()))
      putBack(context, stored);
  }
}
