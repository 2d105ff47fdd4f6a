/**
 * The outcome of the last offline save per event context, for the notice that says what did not fit
 * (OfflineSaveNotice.tsx). A tiny store of its own: the save runs in the kept-cache chunk, the notice in the
 * connectivity overlay's.
 */
import type { OfflineSaveResult } from '../../core/offlineCache';

type Listener = (result: OfflineSaveResult) => void;

const results = new Map<string, OfflineSaveResult>();
const listeners = new Map<string, Set<Listener>>();

export function reportOfflineSave(cacheKey: string, result: OfflineSaveResult): void {
  results.set(cacheKey, result);
  for (const listener of listeners.get(cacheKey) ?? []) listener(result);
}

/** Calls listener with the last result (if any) and every later one; returns the unsubscribe function. */
export function watchOfflineSave(cacheKey: string, listener: Listener): () => void {
  const set = listeners.get(cacheKey) ?? new Set<Listener>();
  listeners.set(cacheKey, set);
  set.add(listener);
  const last = results.get(cacheKey);
  if (last) listener(last);
  return () => set.delete(listener);
}
