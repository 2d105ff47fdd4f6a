/**
 * English defaults of the shared filter texts (ui/FilterSheet): the phone layout's one "Filters" button and
 * the sheet it opens, the chips of the active filters, and the "did you mean" of an empty search. Used by
 * the programme's search view and the exhibitor list alike. The spec does not name these screens' words.
 */
export const FILTER_TEXTS = {
  'filters.button': 'Filters',
  'filters.activeCount': '{count} active',
  'filters.active': 'Active filters',
  'filters.remove': 'Remove filter: {name}',
  'filters.clearAll': 'Clear all',
  'filters.showResults': '{count, plural, one {Show # result} other {Show # results}}',
  'filters.noResultsFor': 'No results for “{query}”.',
  'filters.didYouMean': 'Did you mean',
} as const;
