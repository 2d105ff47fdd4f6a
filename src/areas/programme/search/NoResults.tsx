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

export function NoResults({ text, onSearch }: { text: string; onSearch: (text: string) => void }) {
  return text.trim() === '' ? <NothingMatches /> : <SearchSuggestions text={text} onSearch={onSearch} />;
}
