/**
 * The helpdesk's questions and answers: search over questions, answers and topics (the general fuzzy search of
 * docs/rules/content-areas.md sections 5 and 9: threshold 0.3, minimum match 3, pattern length 32, through
 * core/fuzzySearch's options).
 *
 * Ours where the spec is silent: an answer is long text, so a match counts wherever it lies in it (Fuse's
 * ignoreLocation; the spec's location rules are for names and titles); every word of the query must match
 * (so "password reset" finds "reset your password"); a question weighs twice an answer; results keep their
 * topics and the editor's order, which reads better than a score order for a dozen entries.
 */
import Fuse, { type IFuseOptions } from 'fuse.js';
import type { HelpdeskFaq, HelpdeskFaqTopic } from '../../contracts';
import { FUZZY_SEARCH_OPTIONS } from '../fuzzySearch';

interface SearchableEntry {
  topic: number;
  entry: number;
  question: string;
  answer: string;
  topicName: string;
}

/** Fuse's options for the questions and answers: the general fuzzy search, anywhere in the text. */
export const FAQ_SEARCH_OPTIONS = Object.freeze({
  ...FUZZY_SEARCH_OPTIONS,
  ignoreLocation: true,
  keys: [
    { name: 'question', weight: 2 },
    { name: 'answer', weight: 1 },
    { name: 'topicName', weight: 1 },
  ],
} satisfies IFuseOptions<SearchableEntry>);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The words of an answer's HTML, for searching only (what is shown is the sanitised HTML itself). */
export function searchableText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a query that search: blank ones dropped, and words shorter than the minimum match unless that is all there is. */
export function queryWords(query: string): string[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const long = words.filter((word) => word.length >= FUZZY_SEARCH_OPTIONS.minMatchCharLength);
  return long.length > 0 ? long : words;
}

const keyOf = (item: { topic: number; entry: number }) => `${item.topic}:${item.entry}`;

export type FaqSearch = (query: string) => HelpdeskFaqTopic[];

/** A search over these questions and answers; a blank query gives them all. */
export function createFaqSearch(faq: HelpdeskFaq): FaqSearch {
  const items: SearchableEntry[] = faq.Topics.flatMap((topic, topicIndex) =>
    topic.Entries.map((entry, entryIndex) => ({
      topic: topicIndex,
      entry: entryIndex,
      question: entry.Question,
      answer: searchableText(entry.AnswerHtml),
      topicName: topic.Name,
    })),
  );
  const fuse = new Fuse(items, FAQ_SEARCH_OPTIONS);
  return (query) => {
    const words = queryWords(query);
    if (words.length === 0) return faq.Topics;
    // Every word must match: keep the entries each word finds.
    let kept: ReadonlySet<string> = new Set(items.map(keyOf));
    for (const word of words) {
      const matches = new Set(fuse.search(word).map((result) => keyOf(result.item)));
      kept = new Set([...kept].filter((key) => matches.has(key)));
      if (kept.size === 0) break;
    }
    return faq.Topics.map((topic, topicIndex) => ({
      Name: topic.Name,
      Entries: topic.Entries.filter((_, entryIndex) => kept.has(keyOf({ topic: topicIndex, entry: entryIndex }))),
    })).filter((topic) => topic.Entries.length > 0);
  };
}

/** How many entries a list of topics holds. */
export function countEntries(topics: readonly HelpdeskFaqTopic[]): number {
  return topics.reduce((sum, topic) => sum + topic.Entries.length, 0);
}
