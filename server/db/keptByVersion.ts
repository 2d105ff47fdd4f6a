/**
 * Values kept while the version of the data they were made from holds: each key keeps one value with its version; a
 * lookup names the version it reads now (from the database: db/contentVersions.ts, programme_versions), so the same
 * version is the kept value and another makes it again, in every process of a deployment at once. One build per key
 * and version, however many requests ask at the same moment; a failed build is not kept. Bounded: past max entries
 * the least recently asked for goes (lru-cache).
 */
import { LRUCache } from 'lru-cache';

export interface KeptByVersion<T> {
  /** The value of key at version: kept, or built and kept. */
  get(key: string, version: string, build: () => Promise<T>): Promise<T>;
  readonly size: number;
}

export function keptByVersion<T>(max: number): KeptByVersion<T> {
  const entries = new LRUCache<string, { version: string; value: Promise<T> }>({ max });
  return {
    get(key, version, build) {
      const kept = entries.get(key);
      if (kept && kept.version === version) return kept.value;
      const entry = { version, value: build() };
      entries.set(key, entry);
      entry.value.catch(() => entries.peek(key) === entry && entries.delete(key));
      return entry.value;
    },
    get size() {
      return entries.size;
    },
  };
}
