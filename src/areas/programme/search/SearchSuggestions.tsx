/**
 * The search view's empty state when text was searched: "No results for …" and "did you mean" terms from the
 * programme's own vocabulary (core/programme/suggestions.ts), each one click from a search for it. Loaded on
 * demand by NoResults, only when a search comes up empty; the vocabulary is built then (once per programme), and
 * only for a query long enough to correct. A search that found nothing is tracked here once it has settled
 * (search-empty, element the text; ours, issue 23): the first screen carries nothing of it.
 *
 * Texts: ui/FilterSheet/DidYouMean's.
 */
import { useEffect, useMemo } from 'react';
import type { ProgrammeData, ProgrammeSession } from '../../../contracts';
import { isCorrectable, programmeVocabulary, suggest, type Vocabulary } from '../../../core/programme/suggestions';
import { DidYouMean } from '../../../ui/FilterSheet/DidYouMean';
import { SEARCH_SETTLED_MS } from '../../../core/analytics/searchEmpty';
import { useEventContext } from '../../../store/react';
import { track } from '../../../store/track';
import { useProgrammeData, useProgrammeList } from '../useProgramme';

export interface SearchSuggestionsProps {
  text: string;
  onSearch: (text: string) => void;
}

/** Vocabularies by session list: a list is loaded once per language, so its vocabulary is built once too. */
const vocabularies = new WeakMap<readonly ProgrammeSession[], Vocabulary>();

function vocabularyOf(data: ProgrammeData | null | undefined, sessions: readonly ProgrammeSession[]): Vocabulary {
  let vocabulary = vocabularies.get(sessions);
  if (!vocabulary) {
    vocabulary = programmeVocabulary(data ?? null, sessions);
    vocabularies.set(sessions, vocabulary);
  }
  return vocabulary;
}

/** The last search tracked as empty: the same text shown again (another view, a re-render) is not a new search. */
let lastEmptySearch = '';

export function SearchSuggestions({ text, onSearch }: SearchSuggestionsProps) {
  const context = useEventContext();
  useEffect(() => {
    const searched = text.trim();
    if (searched === '' || searched === lastEmptySearch) return;
    // Found nothing for as long as typing paused: a search that settled here (results that came cancel it).
    const timer = setTimeout(() => {
      lastEmptySearch = searched;
      track(context, { kind: 'search-empty', element: searched });
    }, SEARCH_SETTLED_MS);
    return () => clearTimeout(timer);
  }, [context, text]);
  const data = useProgrammeData();
  const sessions = useProgrammeList('sessions');
  const suggestions = useMemo(
    () => (sessions.data && isCorrectable(text) ? suggest(vocabularyOf(data.data, sessions.data), text) : []),
    [data.data, sessions.data, text],
  );
  return <DidYouMean query={text} suggestions={suggestions} onPick={onSearch} />;
}
