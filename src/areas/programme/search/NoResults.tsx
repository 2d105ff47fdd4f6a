/**
 * The search view's empty state: "Nothing matches your search." without text; with text, the "did you mean"
 * of SearchSuggestions, whose code (and the vocabulary it builds) loads only when a search finds nothing.
 *
 * Texts: programme.noResults.
 */
import { PROGRAMME_TEXTS } from '../../../core/programme/texts';
import { useTexts } from '../../../store/react';
import type { SearchSuggestionsProps } from './SearchSuggestions';
import { lazyComponent } from '../../../ui/lazyPage';
import { State } from './SearchPage.styles';

function NothingMatches() {
  const t = useTexts(PROGRAMME_TEXTS);
  return <State>{t('programme.noResults')}</State>;
}

const SearchSuggestions = lazyComponent<SearchSuggestionsProps>(
  () => import('./SearchSuggestions').then((module) => ({ default: module.SearchSuggestions })),
  {
    fallback: NothingMatches,
  },
);

/**
 * Asks for the "did you mean" code before the first empty search (the search view calls it as focus comes into its
 * controls): typing's first letter finds nothing (a one-letter search matches only a run of two), and that
 * keystroke's results should not wait for a download.
 */
export function preloadSuggestions(): void {
  SearchSuggestions.preload();
}

export function NoResults({ text, onSearch }: { text: string; onSearch: (text: string) => void }) {
  return text.trim() === '' ? <NothingMatches /> : <SearchSuggestions text={text} onSearch={onSearch} />;
}
