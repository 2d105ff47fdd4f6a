/**
 * General fuzzy search (content sections 5 and 9: threshold 0.3, minimum match 3, pattern length 32), used by the
 * exhibitor list. Fuzzy scoring with a non-zero threshold is bitap with errors and location, so there is no
 * shortcut worth owning: this wraps fuse.js itself behind the same build/search shape as the programme search.
 */
import Fuse, { type FuseIndex, type FuseOptionKey, type IFuseOptions } from 'fuse.js';

/** Content sections 5 and 9: general fuzzy search, threshold 0.3, minimum match 3. */
export const FUZZY_SEARCH_OPTIONS = Object.freeze({
  threshold: 0.3,
  minMatchCharLength: 3,
} satisfies IFuseOptions<unknown>);

/**
 * Content sections 5 and 9: pattern length 32. Not a Fuse option: it is bitap's built-in limit (one 32-bit mask),
 * beyond which Fuse 7 splits the pattern into chunks.
 */
export const FUZZY_MAX_PATTERN_LENGTH = 32;

/** A match and its place in the searched list. */
export interface FuzzySearchResult<T> {
  item: T;
  refIndex: number;
}

export interface FuzzySearchIndex<T> {
  readonly fuse: Fuse<T>;
  readonly items: readonly T[];
  readonly keys: readonly FuseOptionKey<T>[];
  /** Fuse's own index of the items (public format: toJSON / parseIndex), to search a part of them. */
  readonly index: ReturnType<FuseIndex<T>['toJSON']>;
  /** Per item: each text Fuse searches in it, lower-cased as Fuse compares them. */
  readonly texts: readonly (readonly string[])[];
}

function letterCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (let i = 0; i < text.length; i++) counts.set(text[i]!, (counts.get(text[i]!) ?? 0) + 1);
  return counts;
}

/** The texts of one record of Fuse's index: a string key's value, or each entry of an array key. */
function recordTexts(record: { $?: Record<number, { v: string } | { v: string }[]> }): string[] {
  return Object.values(record.$ ?? {}).flatMap((entry) => (Array.isArray(entry) ? entry.map((sub) => sub.v) : [entry.v]));
}

export function buildFuzzySearchIndex<T>(items: readonly T[], keys: readonly FuseOptionKey<T>[]): FuzzySearchIndex<T> {
  const index = Fuse.createIndex([...keys], items);
  const json = index.toJSON();
  const texts: string[][] = items.map(() => []);
  for (const record of json.records) texts[record.i] = recordTexts(record as never).map((text) => text.toLowerCase());
  return { fuse: new Fuse(items, { ...FUZZY_SEARCH_OPTIONS, keys: [...keys] }, index), items, keys, index: json, texts };
}

/**
 * Fuse's matches for a pattern, identical to new Fuse(items, options).search(pattern) (same items, scores
 * and order), found faster: Fuse's bitap accepts a text only with at most threshold x pattern length
 * errors (substitutions, insertions, deletions), each of which leaves at most one letter of the pattern
 * unmatched, so a text that holds fewer of the pattern's letters than that cannot match. Fuse then runs on
 * the items left, with their part of the same index (a score depends on the item alone, and ties keep the
 * items' order). Patterns longer than bitap's 32 letters are searched in pieces by Fuse, so they go to
 * Fuse as they are.
 */
export function searchFuzzy<T>(index: FuzzySearchIndex<T>, pattern: string): FuzzySearchResult<T>[] {
  const text = pattern.toLowerCase();
  // A blank pattern gives Fuse's whole list.
  if (text.trim() === '' || text.length > FUZZY_MAX_PATTERN_LENGTH)
    return index.fuse.search(pattern).map(({ item, refIndex }) => ({ item, refIndex }));
  // One more error than the threshold allows, so that rounding can never drop a match.
  const needed = text.length - (Math.floor(FUZZY_SEARCH_OPTIONS.threshold * text.length) + 1);
  const wanted = letterCounts(text);
  const holds = (candidate: string) => {
    // Each letter of the text counts while the pattern still has one like it to match.
    const left = new Map(wanted);
    let found = 0;
    for (let i = 0; i < candidate.length && found < needed; i++) {
      const count = left.get(candidate[i]!);
      if (count) {
        left.set(candidate[i]!, count - 1);
        found++;
      }
    }
    return found >= needed;
  };
  const candidates: number[] = [];
  index.texts.forEach((texts, i) => {
    if (texts.some(holds)) candidates.push(i);
  });
  if (candidates.length === index.items.length) return index.fuse.search(pattern).map(({ item, refIndex }) => ({ item, refIndex }));
  const recordOf = new Map(index.index.records.map((record) => [record.i, record]));
  const records = candidates.flatMap((original, i) => {
    const record = recordOf.get(original);
    return record ? [{ ...record, i }] : [];
  });
  const part = candidates.map((original) => index.items[original]!);
  const fuse = new Fuse(part, { ...FUZZY_SEARCH_OPTIONS, keys: [...index.keys] }, Fuse.parseIndex<T>({ keys: index.index.keys, records }));
  return fuse.search(pattern).map(({ item, refIndex }) => ({ item, refIndex: candidates[refIndex]! }));
}
