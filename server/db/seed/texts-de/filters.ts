/** German filter texts (core/filterTexts.ts): the phone layout's Filters button, its sheet, the chips and "did you mean". */
import type { FILTER_TEXTS } from '../../../../src/core/filterTexts';

export const FILTER_TEXTS_DE: Record<keyof typeof FILTER_TEXTS, string> = {
  'filters.button': 'Filter',
  'filters.activeCount': '{count} aktiv',
  'filters.active': 'Aktive Filter',
  'filters.remove': 'Filter entfernen: {name}',
  'filters.clearAll': 'Alle entfernen',
  'filters.showResults': '{count, plural, one {# Ergebnis anzeigen} other {# Ergebnisse anzeigen}}',
  'filters.noResultsFor': 'Keine Ergebnisse für „{query}“.',
  'filters.didYouMean': 'Meinten Sie',
};
