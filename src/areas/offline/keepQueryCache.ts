/** Keeps <vmx-app>'s event query cache in local storage as it fills (see persistQueryCache.ts). */
import type { EventContext } from '../../store/eventContext';
import type { StoredCache, StoredQuery } from './storedCache';

/** Ours: writes are bundled, one per second at most. */
const SAVE_DELAY_MS = 1_000;

export function keepQueryCache(context: EventContext, key: string): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer = undefined;
    const queries: StoredQuery[] = context.queryClient
      .getQueryCache()
      .getAll()
      // Only plain JSON data survives storage (a downloaded PDF does not).
      .filter((query) => query.state.status === 'success' && query.state.data !== undefined && !(query.state.data instanceof Blob))
      .map((query) => ({ key: [...query.queryKey], data: query.state.data, updatedAt: query.state.dataUpdatedAt }));
    try {
      localStorage.setItem(key, JSON.stringify({ savedAt: Date.now(), queries } satisfies StoredCache));
    } catch (error) {
      console.warn('[vmx] the event data could not be kept for offline use', error);
    }
  };
  const schedule = () => {
    if (timer === undefined) timer = setTimeout(save, SAVE_DELAY_MS);
  };
  // What loaded before this module arrived is kept too.
  schedule();
  context.queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') schedule();
  });
  // Signing out drops the kept copy: what the next visitor of this browser reads offline is not theirs.
  context.store.subscribe((state, previous) => {
    if (previous.user && !state.user) {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      try {
        localStorage.removeItem(key);
      } catch {
        // Nothing kept, nothing to drop.
      }
    }
  });
}
