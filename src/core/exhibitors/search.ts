/**
 * Exhibitor search (docs/rules/content-areas.md section 5: "fuzzy search over names, tags and booth numbers"; section 9:
 * threshold 0.3, minimum match 3, pattern length 32). The options are the programme's FUZZY_SEARCH_OPTIONS and the
 * engine is the shared fuse.js wrapper, so results are exactly fuse.js's for these keys.
 */
import type { FuseOptionKey } from 'fuse.js';
import type { CompanyAccount } from '../../contracts';
import { buildFuzzySearchIndex, searchFuzzy, type FuzzySearchIndex } from '../fuzzySearch';
import { exhibitorResultsOf, type ExhibitorListOptions, type ExhibitorListState } from './results';

/** Section 5: names, tags and booth numbers, equally weighted (the spec weighs none above another). */
export const EXHIBITOR_SEARCH_KEYS: readonly FuseOptionKey<CompanyAccount>[] = Object.freeze(['Name', 'Tags', 'BoothNumbers']);

export type ExhibitorSearchIndex = FuzzySearchIndex<CompanyAccount>;

/** Built once per exhibitor list, not per keystroke. */
export function buildExhibitorSearchIndex(accounts: readonly CompanyAccount[]): ExhibitorSearchIndex {
  return buildFuzzySearchIndex(accounts, EXHIBITOR_SEARCH_KEYS);
}

/**
 * The accounts matching the text, best match first, as fuse.js returns them. A blank text is no search at all
 * (null), so the caller shows the whole filtered list rather than fuse's unscored everything. A non-blank text is
 * passed on untrimmed so that the result stays identical to fuse.js.
 */
export function searchExhibitors(index: ExhibitorSearchIndex, text: string): CompanyAccount[] | null {
  if (text.trim() === '') return null;
  return searchFuzzy(index, text).map((result) => result.item);
}

export interface ExhibitorResultsOptions extends ExhibitorListOptions {
  /** The search index over the accounts; built here when not given (the caller should keep one per list). */
  index?: ExhibitorSearchIndex;
}

/** The exhibitor list's results (exhibitorResultsOf) with the text search done here. */
export function exhibitorResults(
  accounts: readonly CompanyAccount[],
  state: ExhibitorListState,
  { index, ...options }: ExhibitorResultsOptions = {},
): CompanyAccount[] {
  return exhibitorResultsOf(accounts, state, searchExhibitors(index ?? buildExhibitorSearchIndex(accounts), state.text), options);
}
