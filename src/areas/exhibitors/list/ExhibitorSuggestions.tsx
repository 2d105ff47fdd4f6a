/**
 * The exhibitor list's empty state when text was searched: "No results for …" and "did you mean" terms from the
 * exhibition's own vocabulary (core/exhibitors/suggestions.ts), each one click from a search for it. Loaded on
 * demand by ExhibitorList, only when a search comes up empty; the vocabulary is built then (once per list), and only
 * for a query long enough to correct.
 *
 * Texts: ui/FilterSheet/DidYouMean's. Theme tokens: DidYouMean's.
 */
import { useMemo } from 'react';
import type { CompanyAccount } from '../../../contracts';
import { exhibitorSuggestions, exhibitorVocabulary } from '../../../core/exhibitors/suggestions';
import { isCorrectable, type Vocabulary } from '../../../core/programme/suggestions';
import { DidYouMean } from '../../../ui/FilterSheet/DidYouMean';

export interface ExhibitorSuggestionsProps {
  text: string;
  /** The list's companies (its vocabulary). */
  accounts: readonly CompanyAccount[];
  /** Whether a search for term, with the list's filters, finds any company. */
  finds: (term: string) => boolean;
  onSearch: (text: string) => void;
}

/** Vocabularies by company list: a list is loaded once per language, so its vocabulary is built once too. */
const vocabularies = new WeakMap<readonly CompanyAccount[], Vocabulary>();

function vocabularyOf(accounts: readonly CompanyAccount[]): Vocabulary {
  let vocabulary = vocabularies.get(accounts);
  if (!vocabulary) {
    vocabulary = exhibitorVocabulary(accounts);
    vocabularies.set(accounts, vocabulary);
  }
  return vocabulary;
}

export function ExhibitorSuggestions({ text, accounts, finds, onSearch }: ExhibitorSuggestionsProps) {
  const suggestions = useMemo(
    () => (isCorrectable(text) ? exhibitorSuggestions(vocabularyOf(accounts), text, finds) : []),
    [accounts, text, finds],
  );
  return <DidYouMean query={text} suggestions={suggestions} onPick={onSearch} />;
}
