/**
 * Answers kept while their version holds: each key (what was asked: a route and its reading of the query) keeps one
 * encoded answer (encodedAnswer.ts) with the version of the data it was made from. A request names the version it
 * reads now (one small query beside the event's): the same version is the kept answer, another makes it again.
 * Versions come from the database (db/contentVersions.ts, programme_versions), so every process of a deployment
 * sees a change at once, whichever process wrote it.
 *
 * Bounded: past maxEntries the least recently asked for goes. A failed build is not kept.
 */
import { encodedAnswer, type EncodedAnswer } from './encodedAnswer';

/** Ours: answers one process keeps (resource sets and details of a few events in a few languages). */
export const ANSWER_CACHE_MAX_ENTRIES = 2_000;

export interface AnswerCache {
  /** The answer of key at version: kept, or built (build's value, JSON-encoded) and kept. */
  answer(key: string, version: string, build: () => Promise<unknown>): Promise<EncodedAnswer>;
  readonly size: number;
}

export function createAnswerCache(maxEntries = ANSWER_CACHE_MAX_ENTRIES): AnswerCache {
  const entries = new Map<string, { version: string; answer: Promise<EncodedAnswer> }>();
  return {
    answer(key, version, build) {
      const kept = entries.get(key);
      // Asked for again: to the end of the map's order (the least recently asked for is first).
      entries.delete(key);
      if (kept && kept.version === version) {
        entries.set(key, kept);
        return kept.answer;
      }
      const entry = { version, answer: build().then(encodedAnswer) };
      entries.set(key, entry);
      entry.answer.catch(() => entries.get(key) === entry && entries.delete(key));
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return entry.answer;
    },
    get size() {
      return entries.size;
    },
  };
}
