/**
 * The answers kept while their version holds (db/keptByVersion.ts): each key (what was asked: a route and its
 * reading of the query) keeps one encoded answer (encodedAnswer.ts) made from the data of one version. A request
 * names the version it reads now (one small query beside the event's).
 */
import { keptByVersion } from '../db/keptByVersion';
import { encodedAnswer, type EncodedAnswer } from './encodedAnswer';

/** Ours: answers one process keeps (resource sets and details of a few events in a few languages). */
export const ANSWER_CACHE_MAX_ENTRIES = 2_000;

export interface AnswerCache {
  /** The answer of key at version: kept, or built (build's value, JSON-encoded) and kept. */
  answer(key: string, version: string, build: () => Promise<unknown>): Promise<EncodedAnswer>;
  readonly size: number;
}

export function createAnswerCache(maxEntries = ANSWER_CACHE_MAX_ENTRIES): AnswerCache {
  const answers = keptByVersion<EncodedAnswer>(maxEntries);
  return {
    answer: (key, version, build) => answers.get(key, version, () => build().then(encodedAnswer)),
    get size() {
      return answers.size;
    },
  };
}
