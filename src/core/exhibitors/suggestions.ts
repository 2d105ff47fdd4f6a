/**
 * "Did you mean" for the exhibitor list: when its search finds nothing, terms of the exhibition's own vocabulary
 * close to what was typed. The vocabulary is what the list's search looks at and a person would type: company
 * names (whole, and their words, so "cardoi" offers "Cardioflow") and topics (Tags, in the language they are
 * shown in). Booth numbers are left out: a typo of "A12" is another booth. Closeness and ranking are the
 * programme's (core/programme/suggestions.ts, suggest); ours, like there: the spec fixes the search's result
 * rules (docs/rules/content-areas.md section 5), not what an empty search offers.
 */
import type { CompanyAccount } from '../../contracts';
import { buildVocabulary, suggest, SUGGESTION_LIMIT, titleWords, type Vocabulary } from '../programme/suggestions';

/** The exhibition's vocabulary: company names and their words, and topics. */
export function exhibitorVocabulary(accounts: readonly Pick<CompanyAccount, 'Name' | 'Tags'>[]): Vocabulary {
  function* texts(): Generator<string | null | undefined> {
    for (const account of accounts) {
      yield account.Name;
      yield* titleWords(account.Name);
      yield* account.Tags;
    }
  }
  return buildVocabulary(texts());
}

/**
 * Up to limit suggestions for query that would find something: the closest terms (suggest's order) for which
 * finds(term) holds, the list's own search with its filters, so a pick never leads to another empty list.
 */
export function exhibitorSuggestions(
  vocabulary: Vocabulary,
  query: string,
  finds: (term: string) => boolean,
  limit = SUGGESTION_LIMIT,
): string[] {
  const found: string[] = [];
  for (const term of suggest(vocabulary, query, Number.POSITIVE_INFINITY)) {
    if (found.length === limit) break;
    if (finds(term)) found.push(term);
  }
  return found;
}
