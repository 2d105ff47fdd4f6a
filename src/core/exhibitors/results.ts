/**
 * The exhibitor list (docs/rules/content-areas.md section 5): the accounts passing the configured and chosen filters, narrowed
 * by the text search, in the chosen sort; and the list state read from and written to the address so that a list
 * can be shared, reloaded and linked to.
 *
 * Ours where the spec is silent: the query names q, tags, types and sort; lists comma-separated with \, for a comma
 * inside an item (as the programme's search view); defaults and empty values are left out of the address.
 */
import type { CompanyAccount } from '../../contracts';
import { passesExhibitorFilter } from './filters';
import { joinQueryList, splitQueryList } from './queryList';
import { DEFAULT_EXHIBITOR_SORT, exhibitorSort, sortExhibitors, type ExhibitorSort } from './sort';

export interface ExhibitorListState {
  text: string;
  /** Tags chosen by the user; an account needs any of them. */
  tags: string[];
  /** Sponsor types chosen by the user; an account needs any of them. */
  sponsorTypes: string[];
  sort: ExhibitorSort;
}

export const EMPTY_EXHIBITOR_LIST_STATE: Readonly<ExhibitorListState> = Object.freeze({
  text: '',
  tags: [],
  sponsorTypes: [],
  sort: DEFAULT_EXHIBITOR_SORT,
});

/** The include and exclude lists and the language of exhibitorResultsOf and exhibitorResults (search.ts). */
export interface ExhibitorListOptions {
  /** The include and exclude lists of the event config or the embedding page. */
  include?: readonly string[];
  exclude?: readonly string[];
  /** Language of the name comparison; default 'en'. */
  language?: string;
}

/**
 * The accounts passing the filters, narrowed to the text search's matches (searchExhibitors; null when the text
 * is blank), in the chosen sort. Apart from the search (search.ts, exhibitorResults) so that the list can load the
 * search code (fuse.js) only after its first cards.
 */
export function exhibitorResultsOf(
  accounts: readonly CompanyAccount[],
  state: ExhibitorListState,
  matches: readonly CompanyAccount[] | null,
  { include = [], exclude = [], language = 'en' }: ExhibitorListOptions = {},
): CompanyAccount[] {
  const filter = { include, exclude, tags: state.tags, sponsorTypes: state.sponsorTypes };
  let shown = accounts.filter((account) => passesExhibitorFilter(account, filter));
  if (matches !== null) {
    // Matched by id, not identity: an index kept from an earlier load of the same list still applies.
    const matchedIds = new Set(matches.map((account) => account.CompanyAccountId));
    shown = shown.filter((account) => matchedIds.has(account.CompanyAccountId));
  }
  // Matches keep the chosen sort, not fuse's score order: the user chose the order, and a list that reshuffles on
  // every keystroke is hard to scan.
  return sortExhibitors(shown, state.sort, language);
}

/** The list state of an address query; unknown values are read as absent, an unknown sort as the default. */
export function readExhibitorListState(query: Readonly<Record<string, string>>): ExhibitorListState {
  return {
    text: query.q ?? '',
    tags: splitQueryList(query.tags),
    sponsorTypes: splitQueryList(query.types),
    sort: exhibitorSort(query.sort) ?? DEFAULT_EXHIBITOR_SORT,
  };
}

/** The query that reads back as the state; blank text, empty lists and the default sort are left out. */
export function exhibitorListQuery(state: ExhibitorListState): Record<string, string> {
  const query: Record<string, string> = {};
  if (state.text.trim() !== '') query.q = state.text;
  if (state.tags.length > 0) query.tags = joinQueryList(state.tags);
  if (state.sponsorTypes.length > 0) query.types = joinQueryList(state.sponsorTypes);
  if (state.sort !== DEFAULT_EXHIBITOR_SORT) query.sort = state.sort;
  return query;
}
