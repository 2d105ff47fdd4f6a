/**
 * "Did you mean": when a search finds nothing, up to SUGGESTION_LIMIT terms of the programme's own vocabulary
 * (speaker and chair names, topics, session types, rooms, the words of session and presentation titles) that are
 * close to what was typed. Ours: the spec fixes the search's result rules (docs/rules/content-areas.md section 5,
 * session search with threshold 0), not what an empty search offers; the search itself is unchanged, a
 * suggestion is one more search.
 *
 * Closeness is the optimal string alignment distance (Levenshtein with adjacent transpositions) between the
 * lower-cased, diacritic-free query and term, so "muller" offers "Müller" (the session search keeps diacritics,
 * so "muller" alone finds nothing). A term may also match by its start ("cardiolgy" against "cardiology"), ranked
 * after whole matches at the same distance. The vocabulary is built only when a search comes up empty.
 */
import { personName } from './personName';
import type { SessionRecord } from './types';

/** Ours: at most this many suggestions (the issue asks for 3 to 5). */
export const SUGGESTION_LIMIT = 5;
/** Ours: shorter queries are too short to correct (every three-letter word is one edit from many others). */
export const SUGGESTION_MIN_QUERY_LENGTH = 3;
/** Ours: title words shorter than this ("of", "and", "the") are not offered. */
export const VOCABULARY_MIN_WORD_LENGTH = 4;

/** Ours: how many edits a query of this length may be away from a suggestion. */
export function maxSuggestionDistance(queryLength: number): number {
  if (queryLength < SUGGESTION_MIN_QUERY_LENGTH) return 0;
  if (queryLength <= 5) return 1;
  if (queryLength <= 9) return 2;
  return 3;
}

export interface VocabularyTerm {
  /** As shown and searched for (the first spelling met). */
  text: string;
  /** Lower-cased, without diacritics: what distances are measured on. */
  key: string;
  /** How often the programme uses it: more often ranks first among equally close terms. */
  uses: number;
}

export type Vocabulary = readonly VocabularyTerm[];

/** Lower case without diacritics ("Müller" → "muller"). */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Terms from texts, each counted once per use; blank ones dropped, spellings merged by their folded form. */
export function buildVocabulary(texts: Iterable<string | null | undefined>): Vocabulary {
  const byKey = new Map<string, VocabularyTerm>();
  for (const raw of texts) {
    const text = raw?.trim().replace(/\s+/g, ' ');
    if (!text) continue;
    const key = foldText(text);
    const term = byKey.get(key);
    if (term) term.uses += 1;
    else byKey.set(key, { text, key, uses: 1 });
  }
  return [...byKey.values()];
}

/** The words of a title worth offering: letters (and inner hyphens or apostrophes) of at least the minimum length. */
export function titleWords(title: string | null | undefined): string[] {
  return (title ?? '').match(/\p{L}[\p{L}'’-]*\p{L}/gu)?.filter((word) => word.length >= VOCABULARY_MIN_WORD_LENGTH) ?? [];
}

/** What the programme's data names besides its sessions: topics, session types, rooms. */
export interface ProgrammeNames {
  Groups?: ReadonlyArray<{ Name?: string | null }> | null;
  SessionTypes?: ReadonlyArray<{ Name?: string | null }> | null;
  Rooms?: ReadonlyArray<{ Name?: string | null }> | null;
}

/** The programme's vocabulary: people (whole name and surname), topics, types, rooms, and title words. */
export function programmeVocabulary(names: ProgrammeNames | null, sessions: readonly SessionRecord[]): Vocabulary {
  function* texts(): Generator<string | null | undefined> {
    for (const list of [names?.Groups, names?.SessionTypes, names?.Rooms]) for (const item of list ?? []) yield item.Name;
    for (const session of sessions) {
      yield* titleWords(session.Name);
      for (const group of session.groups ?? []) yield group.Name;
      for (const chair of session.Chairs ?? []) {
        yield personName(chair.Firstname, chair.Surname);
        yield chair.Surname;
      }
      for (const presentation of session.Presentations ?? []) {
        yield* titleWords(presentation.Title);
        yield personName(presentation.SpeakerFirstname, presentation.SpeakerSurname);
        yield presentation.SpeakerSurname;
      }
    }
  }
  return buildVocabulary(texts());
}

/**
 * The optimal string alignment distance of a and b, or limit + 1 as soon as it must exceed limit (rows whose
 * smallest entry is over the limit cannot come back under it).
 */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let smallest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      smallest = Math.min(smallest, value);
    }
    if (smallest > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** The query as it is compared: trimmed, its runs of white space one space. */
function typedQuery(query: string): string {
  return query.trim().replace(/\s+/g, ' ');
}

/**
 * Whether any term can be offered for query at all: a query too short to correct gets no suggestion, so the
 * vocabulary need not be built for it (at 5,000 sessions that takes longer than a keystroke may).
 */
export function isCorrectable(query: string): boolean {
  return maxSuggestionDistance(foldText(typedQuery(query)).length) > 0;
}

/**
 * Up to limit terms close to query, closest first (then whole-term matches before start matches, then the most
 * used, then alphabetically). A term that is the query itself (ignoring case) is never offered: it was searched.
 */
export function suggest(vocabulary: Vocabulary, query: string, limit = SUGGESTION_LIMIT): string[] {
  const typed = typedQuery(query);
  const key = foldText(typed);
  const max = maxSuggestionDistance(key.length);
  if (max === 0) return [];
  const found: { term: VocabularyTerm; rank: number }[] = [];
  for (const term of vocabulary) {
    if (term.text.toLowerCase() === typed.toLowerCase()) continue;
    const whole = editDistance(key, term.key, max);
    // The start of a longer term, as long as the query (give or take one letter): "cardiolgy" for "cardiology".
    const start =
      term.key.length > key.length
        ? Math.min(editDistance(key, term.key.slice(0, key.length), max), editDistance(key, term.key.slice(0, key.length + 1), max))
        : max + 1;
    const rank = Math.min(whole * 2, start * 2 + 1);
    if (rank <= max * 2 + 1) found.push({ term, rank });
  }
  return found
    .sort((a, b) => a.rank - b.rank || b.term.uses - a.term.uses || a.term.text.localeCompare(b.term.text))
    .slice(0, limit)
    .map(({ term }) => term.text);
}
