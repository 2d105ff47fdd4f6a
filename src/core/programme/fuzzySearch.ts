/**
 * General fuzzy search (content sections 5 and 9: threshold 0.3, minimum match 3, pattern length 32), used by the
 * exhibitor list later. Fuzzy scoring with a non-zero threshold is bitap with errors and location, so there is no
 * shortcut worth owning: this wraps fuse.js itself behind the same build/search shape as the programme search.
 */
import Fuse, { type FuseOptionKey } from 'fuse.js';
import { FUZZY_SEARCH_OPTIONS, type ProgrammeSearchResult } from './search';

export interface FuzzySearchIndex<T> {
  readonly fuse: Fuse<T>;
}

export function buildFuzzySearchIndex<T>(items: readonly T[], keys: readonly FuseOptionKey<T>[]): FuzzySearchIndex<T> {
  return { fuse: new Fuse(items, { ...FUZZY_SEARCH_OPTIONS, keys: [...keys] }) };
}

export function searchFuzzy<T>(index: FuzzySearchIndex<T>, pattern: string): ProgrammeSearchResult<T>[] {
  return index.fuse.search(pattern).map(({ item, refIndex }) => ({ item, refIndex }));
}
