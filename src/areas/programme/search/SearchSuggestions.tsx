/**
 * The search view's empty state when text was searched: "No results for …" and "did you mean" terms from the
 * programme's own vocabulary (core/programme/suggestions.ts), each one click from a search for it. Loaded on
 * demand by NoResults, only when a search comes up empty; the vocabulary is built then (once per programme), and
 * only for a query long enough to correct.
 *
 * Texts: ui/FilterSheet/DidYouMean's.
 */
import { useMemo } from 'react';
import type { ProgrammeData, ProgrammeSession } from '../../../contracts';
import { isCorrectable, programmeVocabulary, suggest, type Vocabulary } from '../../../core/programme/suggestions';
import { DidYouMean } from '../../../ui/FilterSheet/DidYouMean';
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

export function SearchSuggestions({ text, onSearch }: SearchSuggestionsProps) {
  const data = useProgrammeData();
  const sessions = useProgrammeList('sessions');
  const suggestions = useMemo(
    () => (sessions.data && isCorrectable(text) ? suggest(vocabularyOf(data.data, sessions.data), text) : []),
    [data.data, sessions.data, text],
  );
  return <DidYouMean query={text} suggestions={suggestions} onPick={onSearch} />;
}
