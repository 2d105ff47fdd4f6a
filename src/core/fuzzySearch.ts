/**
 * General fuzzy search (content sections 5 and 9: threshold 0.3, minimum match 3, pattern length 32), used by the
 * exhibitor list. Fuzzy scoring with a non-zero threshold is bitap with errors and location, so there is no
 * shortcut worth owning: this wraps fuse.js itself behind the same build/search shape as the programme search.
 */
import Fuse, { type FuseOptionKey, type IFuseOptions } from 'fuse.js';

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
}

export function buildFuzzySearchIndex<T>(items: readonly T[], keys: readonly FuseOptionKey<T>[]): FuzzySearchIndex<T> {
  return { fuse: new Fuse(items, { ...FUZZY_SEARCH_OPTIONS, keys: [...keys] }) };
}

export function searchFuzzy<T>(index: FuzzySearchIndex<T>, pattern: string): FuzzySearchResult<T>[] {
  return index.fuse.search(pattern).map(({ item, refIndex }) => ({ item, refIndex }));
}
