/**
 * One user's outbox of one event on this page (rules: core/networking/outbox.ts): kept in local storage under
 * outboxStorageKey, so a reload or a closed tab loses nothing, and read again when another tab changes it (the
 * `storage` event), so two tabs show the same pending messages. Which messages are on their way now is this page's
 * own knowledge and is not stored. Storage that is refused (a sandboxed frame, private mode) keeps the outbox for the
 * page's life only.
 *
 * One store per storage key per page: a module-level map, as the shared hub connections are (realtime/); every
 * component of the area that writes or shows messages reads the same one.
 */
import { outboxStorageKey, parseOutbox, withoutMessages, withQueued, withRefusal, type OutboxEntry } from '../../../core/networking/outbox';

export interface OutboxStore {
  readonly key: string;
  entries(): readonly OutboxEntry[];
  sending(): ReadonlySet<string>;
  subscribe(this: void, listener: () => void): () => void;
  queue(entry: OutboxEntry): void;
  remove(ids: Iterable<string>): void;
  refuse(id: string, reason: string | null): void;
  setSending(id: string, on: boolean): void;
}

function read(key: string): OutboxEntry[] {
  try {
    return parseOutbox(localStorage.getItem(key));
  } catch {
    return [];
  }
}

function write(key: string, entries: readonly OutboxEntry[]): void {
  try {
    if (entries.length === 0) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(entries));
  } catch {
    // Refused or full: the outbox lasts as long as this page.
  }
}

const stores = new Map<string, OutboxStore>();

export function outboxFor(instance: string, event: string, userId: number): OutboxStore {
  const key = outboxStorageKey(instance, event, userId);
  const existing = stores.get(key);
  if (existing) return existing;
  const created = createStore(key);
  stores.set(key, created);
  return created;
}

function createStore(key: string): OutboxStore {
  let entries = read(key);
  let sending: ReadonlySet<string> = new Set();
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const change = (next: OutboxEntry[]) => {
    entries = next;
    write(key, entries);
    notify();
  };
  // Another tab wrote the outbox: take its version (the server's idempotency makes a message both tabs send one).
  const onStorage = (event: StorageEvent) => {
    if (event.key !== key && event.key !== null) return;
    entries = read(key);
    notify();
  };
  return {
    key,
    entries: () => entries,
    sending: () => sending,
    subscribe(listener) {
      if (listeners.size === 0) window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
    queue: (entry) => change(withQueued(entries, entry)),
    remove: (ids) => {
      const list = [...ids];
      if (list.length === 0 || !entries.some((entry) => list.includes(entry.Id))) return;
      change(withoutMessages(entries, list));
    },
    refuse: (id, reason) => change(withRefusal(entries, id, reason)),
    setSending(id, on) {
      if (sending.has(id) === on) return;
      const next = new Set(sending);
      if (on) next.add(id);
      else next.delete(id);
      sending = next;
      notify();
    },
  };
}
