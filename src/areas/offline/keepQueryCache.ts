/**
 * Keeps <vmx-app>'s event query cache for offline use as it fills (see persistQueryCache.ts), in the parts of
 * core/offlineCache.ts and their compact form: the event's own part (details, texts, menus: small, and put back
 * synchronously at start) in local storage, the lists (sessions, presentations, speakers, the exhibition) in
 * IndexedDB, chunked, each as long as the storage the browser grants allows (navigator.storage.estimate() before
 * writing, QuotaExceededError caught). What did not fit is reported to the notice (offlineSaveStatus.ts) instead
 * of being dropped silently.
 */
import {
  availableOfflineBytes,
  chunkText,
  compactOfflineData,
  offlinePartOf,
  orderedParts,
  planOfflineSave,
  type OfflinePart,
  type OfflinePartSize,
} from '../../core/offlineCache';
import type { EventContext } from '../../store/eventContext';
import { favouritesStorageKey } from '../../store/favourites';
import { deleteChunks, isQuotaError, putChunks } from './offlineDb';
import { reportOfflineSave } from './offlineSaveStatus';
import { partPrefix, type StoredCache, type StoredQuery } from './storedCache';

/** Ours: writes are bundled, one per second at most. */
const SAVE_DELAY_MS = 1_000;

/** The parts kept in IndexedDB (the event's own part is in local storage; the personal programme in the favourites' own key). */
const LIST_PARTS: readonly OfflinePart[] = ['sessions', 'presentations', 'speakers', 'exhibition'];

export function keepQueryCache(context: EventContext, key: string): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let saving: Promise<void> = Promise.resolve();
  /** What this cache holds in IndexedDB now: replaced by the next write, so it counts as free. */
  let ownBytes = 0;

  const save = () => {
    timer = undefined;
    const savedAt = Date.now();
    const parts = new Map<OfflinePart, StoredQuery[]>();
    for (const query of context.queryClient.getQueryCache().getAll()) {
      // Only plain JSON data survives storage (a downloaded PDF does not).
      if (query.state.status !== 'success' || query.state.data === undefined || query.state.data instanceof Blob) continue;
      const part = offlinePartOf(query.queryKey);
      const list = parts.get(part) ?? [];
      list.push({ key: [...query.queryKey], data: compactOfflineData(query.state.data), updatedAt: query.state.dataUpdatedAt });
      parts.set(part, list);
    }
    const texts = new Map([...parts].map(([part, queries]) => [part, JSON.stringify({ savedAt, queries } satisfies StoredCache)]));

    const saved: OfflinePart[] = [];
    const missing: OfflinePart[] = [];
    // The event's own part first and at once: without it no page shows offline.
    const eventText = texts.get('event');
    if (eventText !== undefined) {
      try {
        localStorage.setItem(key, eventText);
        saved.push('event');
      } catch (error) {
        console.warn('[vmx] the event data could not be kept for offline use', error);
        missing.push('event');
      }
    }
    // The personal programme is kept by the favourites store under its own key.
    if (readFavourites(context)) saved.push('personal');

    const lists = LIST_PARTS.filter((part) => texts.has(part));
    saving = saving
      .then(async () => {
        const sizes: OfflinePartSize[] = lists.map((part) => ({ part, bytes: texts.get(part)!.length * 2 }));
        const plan = planOfflineSave(sizes, availableOfflineBytes(await storageEstimate(), ownBytes));
        missing.push(...plan.drop);
        let written = 0;
        for (const part of plan.keep) {
          const text = texts.get(part)!;
          try {
            await putChunks(partPrefix(key, part), chunkText(text));
            saved.push(part);
            written += text.length * 2;
          } catch (error) {
            if (!isQuotaError(error)) console.warn(`[vmx] the ${part} could not be kept for offline use`, error);
            missing.push(part);
          }
        }
        // A part that no longer fits is not left behind in an older state (a part this page did not load stays).
        for (const part of missing) {
          if (LIST_PARTS.includes(part)) await deleteChunks(partPrefix(key, part)).catch(() => undefined);
        }
        ownBytes = written;
      })
      .catch((error: unknown) => {
        console.warn('[vmx] the programme could not be kept for offline use', error);
        missing.push(...lists.filter((part) => !saved.includes(part)));
      })
      .then(() => reportOfflineSave(key, { saved: orderedParts(saved), missing: orderedParts(missing) }));
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
      saving = saving.then(() => deleteChunks(partPrefix(key)).catch(() => undefined));
      ownBytes = 0;
    }
  });
}

async function storageEstimate(): Promise<StorageEstimate | null> {
  try {
    return (await navigator.storage?.estimate?.()) ?? null;
  } catch {
    return null;
  }
}

function readFavourites(context: EventContext): boolean {
  try {
    return localStorage.getItem(favouritesStorageKey(context.instance, context.event)) !== null;
  } catch {
    return false;
  }
}
