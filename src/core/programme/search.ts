/**
 * Programme search (content sections 5 and 9): session and presentation search that returns exactly what fuse.js
 * 7.5.0 returns with the spec's session-search options, fast enough for 5,000 sessions and 25,000 presentations.
 *
 * Why not fuse.js itself: Fuse runs its bitap matcher on every indexed string on every keystroke, allocating
 * arrays per string; on 25,000 presentations that is far above the 16 ms keystroke budget. With threshold 0 and
 * ignoreLocation, Fuse's bitap accepts only error-free matches, so the work reduces to a substring test. What
 * Fuse 7.5.0 does with SESSION_SEARCH_OPTIONS, read from dist/fuse.mjs and reproduced here:
 *  - a pattern that is empty after trim() returns every item in original order (no scoring);
 *  - pattern and texts are lower-cased with toLowerCase(); diacritics are kept (ignoreDiacritics defaults to false,
 *    so "muller" does not find "Müller");
 *  - a text equal to the pattern scores 0 (unless shorter than minMatchCharLength), a text containing it scores
 *    0.001 (bitap's floor); anything else does not match;
 *  - minMatchCharLength 2 is applied to runs of matched characters, so a 1-character pattern "e" matches only texts
 *    with "ee" in them (adjacent occurrences form a run of 2), never a text that is just "e";
 *  - a pattern longer than 32 is cut into 32-character chunks (the last one overlapping), a text matches if it
 *    contains any chunk, and its score is the mean of the chunk scores (0.001 contained, 1 not);
 *  - whitespace in the pattern is an ordinary character (no tokenising, no trimming);
 *  - an item's score is the product over its matching texts (keys in order, array entries in order) of
 *    (score 0 ? EPSILON : score) ^ (normalised key weight x field-length norm); results sort by score, then by
 *    original index.
 *  - texts come from the keys as Fuse reads them (dotted paths through arrays, getFn, numbers stringified inside
 *    arrays, blank texts skipped), key weights normalised to sum 1.
 * The index (built once per programme) joins all lower-cased texts into one string, so one native indexOf pass
 * finds every candidate, and precomputes each text's factors (0.001 or EPSILON raised to its exponent, with the same
 * Math.pow call Fuse makes). Texts come in Fuse's match order, so factors multiply in the same order and scores are
 * bit-identical; a counting sort on score rank replaces a comparator sort. The engine is fixed to these options:
 * anything else (fuzzy threshold, location, case sensitivity) goes through fuzzySearch.ts, i.e. fuse.js itself.
 * Decisions: a blank pattern shows the whole programme in original order and a 1-character pattern keeps Fuse's
 * doubled-letter behaviour, both because the promise is "identical to fuse.js"; an element that wants nothing
 * shown below 2 characters can decide that before calling.
 */
import type { FuseOptionKey, IFuseOptions } from 'fuse.js';
import { personName } from './personName';
import type { AbstractRecord, AuthorRecord, PresentationRecord, SessionChair, SessionPresentation, SessionRecord } from './types';

// The general fuzzy search's options (exhibitors) live with it; they are also this module's for its readers.
export { FUZZY_MAX_PATTERN_LENGTH, FUZZY_SEARCH_OPTIONS } from '../fuzzySearch';

/**
 * Content sections 5 and 9: session search, minimum 2, threshold 0, location ignored; presentation search uses the
 * same. The remaining entries are Fuse's defaults, written out because the engine below reproduces exactly them.
 */
export const SESSION_SEARCH_OPTIONS = Object.freeze({
  threshold: 0,
  minMatchCharLength: 2,
  ignoreLocation: true,
  isCaseSensitive: false,
  ignoreDiacritics: false,
  ignoreFieldNorm: false,
  fieldNormWeight: 1,
  shouldSort: true,
  useExtendedSearch: false,
  useTokenSearch: false,
} satisfies IFuseOptions<unknown>);

export { personName } from './personName';

const speakerNames = (presentations: readonly SessionPresentation[] | null | undefined): string[] =>
  (presentations ?? []).map((presentation) => personName(presentation.SpeakerFirstname, presentation.SpeakerSurname));

const chairNames = (chairs: readonly SessionChair[] | null | undefined): string[] =>
  (chairs ?? []).map((chair) => personName(chair.Firstname, chair.Surname));

/**
 * Session search keys (issue 5): name, tags (group names), presentation titles, speakers, chairs, room. The name
 * weighs double so that a session called "Heart failure" ranks above one where a talk mentions it.
 */
export const SESSION_SEARCH_KEYS: readonly FuseOptionKey<SessionRecord>[] = Object.freeze([
  { name: 'Name', weight: 2 },
  { name: 'groups.Name' },
  { name: 'Presentations.Title' },
  { name: 'speakers', getFn: (session: SessionRecord) => speakerNames(session.Presentations) },
  { name: 'chairs', getFn: (session: SessionRecord) => chairNames(session.Chairs) },
  { name: 'RoomName' },
]);

/** Presentation search keys (issue 5): title (weighing double, as the session name), speaker, session name. */
export const PRESENTATION_SEARCH_KEYS: readonly FuseOptionKey<PresentationRecord>[] = Object.freeze([
  { name: 'Title', weight: 2 },
  {
    name: 'speaker',
    getFn: (presentation: PresentationRecord) => personName(presentation.SpeakerFirstname, presentation.SpeakerSurname),
  },
  { name: 'SessionName' },
]);

/** Same shape as fuse.js's result (without score/matches, which the spec's options do not ask for). */
/** Speaker search keys (ours): "Firstname Surname" weighing double, affiliation, city, country. */
export const AUTHOR_SEARCH_KEYS: readonly FuseOptionKey<AuthorRecord>[] = Object.freeze([
  { name: 'name', weight: 2, getFn: (author: AuthorRecord) => personName(author.Firstname, author.Surname) },
  { name: 'Affiliation' },
  { name: 'City' },
  { name: 'Country' },
]);

/** Abstract search keys (ours): number, title weighing double, authors' names. */
export const ABSTRACT_SEARCH_KEYS: readonly FuseOptionKey<AbstractRecord>[] = Object.freeze([
  { name: 'Number' },
  { name: 'Title', weight: 2 },
  { name: 'authors', getFn: (item: AbstractRecord) => (item.Authors ?? []).map((author) => personName(author.Firstname, author.Surname)) },
]);

export interface ProgrammeSearchResult<T> {
  item: T;
  refIndex: number;
}

export interface ProgrammeSearchIndex<T> {
  readonly items: readonly T[];
  /** Every indexed text, lower-cased, joined by TEXT_SEPARATOR, in Fuse's match order (item, key, array entry). */
  readonly joined: string;
  readonly lowerTexts: readonly string[];
  /** Offset of each text in `joined`; one extra entry (joined.length + 1) closes the last text. */
  readonly textStart: Int32Array;
  readonly textItem: Int32Array;
  /** Fuse's score exponent for the text: normalised key weight x field-length norm. */
  readonly textExponent: Float64Array;
  /** The text's factor in its item's score when it equals the pattern (EPSILON ^ exponent, as Fuse computes it). */
  readonly exactFactor: Float64Array;
  /** The text's factor when it contains the pattern (0.001 ^ exponent). */
  readonly containedFactor: Float64Array;
}

// A pattern cannot match across two texts unless it contains the separator; such patterns take the slow path.
const TEXT_SEPARATOR = '\u0000';
const BITAP_MAX_PATTERN_LENGTH = 32;
// Fuse: bitap's best score is max(0.001, 0); an unmatched chunk scores 1.
const CONTAINED_SCORE = 0.001;
const UNMATCHED_CHUNK_SCORE = 1;
const FIELD_NORM_WEIGHT = SESSION_SEARCH_OPTIONS.fieldNormWeight;

export function buildSessionSearchIndex(
  sessions: readonly SessionRecord[],
  keys: readonly FuseOptionKey<SessionRecord>[] = SESSION_SEARCH_KEYS,
): ProgrammeSearchIndex<SessionRecord> {
  return buildProgrammeSearchIndex(sessions, keys);
}

export function buildPresentationSearchIndex(
  presentations: readonly PresentationRecord[],
  keys: readonly FuseOptionKey<PresentationRecord>[] = PRESENTATION_SEARCH_KEYS,
): ProgrammeSearchIndex<PresentationRecord> {
  return buildProgrammeSearchIndex(presentations, keys);
}

export function buildProgrammeSearchIndex<T>(items: readonly T[], keys: readonly FuseOptionKey<T>[]): ProgrammeSearchIndex<T> {
  const searchKeys = normaliseKeys(keys);
  const fieldNorm = createFieldNorm(FIELD_NORM_WEIGHT);
  const lowerTexts: string[] = [];
  const starts: number[] = [];
  const owners: number[] = [];
  const exponents: number[] = [];
  let offset = 0;
  items.forEach((item, itemIndex) => {
    for (const key of searchKeys) {
      for (const text of fuseKeyTexts(item, key)) {
        const lower = text.toLowerCase();
        lowerTexts.push(lower);
        starts.push(offset);
        owners.push(itemIndex);
        // Fuse: (weight || 1) * (ignoreFieldNorm ? 1 : norm); the norm counts words of the original text.
        exponents.push((key.weight || 1) * fieldNorm(text));
        offset += lower.length + 1;
      }
    }
  });
  starts.push(offset);
  return {
    items,
    joined: lowerTexts.join(TEXT_SEPARATOR),
    lowerTexts,
    textStart: Int32Array.from(starts),
    textItem: Int32Array.from(owners),
    textExponent: Float64Array.from(exponents),
    exactFactor: powers(Number.EPSILON, exponents),
    containedFactor: powers(CONTAINED_SCORE, exponents),
  };
}

/** base ^ exponent for each exponent; there are few distinct exponents (key weight x word-count norm). */
function powers(base: number, exponents: readonly number[]): Float64Array {
  const byExponent = new Map<number, number>();
  const result = new Float64Array(exponents.length);
  exponents.forEach((exponent, position) => {
    let power = byExponent.get(exponent);
    if (power === undefined) {
      power = Math.pow(base, exponent);
      byExponent.set(exponent, power);
    }
    result[position] = power;
  });
  return result;
}

/** Results identical to `new Fuse(items, { ...SESSION_SEARCH_OPTIONS, keys }).search(pattern)`. */
export function searchProgramme<T>(index: ProgrammeSearchIndex<T>, pattern: string): ProgrammeSearchResult<T>[] {
  // Fuse returns every item, unscored and in order, for a blank query: the element shows the whole programme.
  if (!pattern.trim()) return index.items.map((item, refIndex) => ({ item, refIndex }));
  const lowerPattern = pattern.toLowerCase();
  const hits = new ItemScores(index.items.length);
  if (lowerPattern.length <= BITAP_MAX_PATTERN_LENGTH && !lowerPattern.includes(TEXT_SEPARATOR)) {
    scanPlainPattern(index, lowerPattern, hits);
  } else {
    const scorer = lowerPattern.length > BITAP_MAX_PATTERN_LENGTH ? chunkedScorer(lowerPattern) : plainScorer(lowerPattern);
    forEachCandidate(index, scorer.needles, (textIndex) => {
      const textScore = scorer.score(index.lowerTexts[textIndex]!);
      if (textScore === null) return;
      // Fuse (computeScoreSingle): a perfect 0 becomes EPSILON so the key weight still counts.
      hits.multiply(index.textItem[textIndex]!, Math.pow(textScore === 0 ? Number.EPSILON : textScore, index.textExponent[textIndex]!));
    });
  }
  const order = hits.orderByScore();
  const results = new Array<ProgrammeSearchResult<T>>(order.length);
  for (let position = 0; position < order.length; position += 1) {
    const refIndex = hits.item[order[position]!]!;
    results[position] = { item: index.items[refIndex]!, refIndex };
  }
  return results;
}

/** The hot path (pattern of at most 32 characters): one indexOf pass over the joined texts, factors precomputed. */
function scanPlainPattern<T>(index: ProgrammeSearchIndex<T>, lowerPattern: string, hits: ItemScores): void {
  const { joined, textStart, textItem, exactFactor, containedFactor } = index;
  // Below minMatchCharLength (2), Fuse keeps only texts where matched characters form a run of two, i.e. "cc"
  // occurs; a text equal to the 1-character pattern is shorter than minMatchCharLength and rejected.
  const needle = lowerPattern.length === 1 ? lowerPattern + lowerPattern : lowerPattern;
  const exactLength = lowerPattern.length === 1 ? -1 : lowerPattern.length;
  let from = 0;
  let position: number;
  // Hits come in ascending order, so walking the text cursor forward costs at most one step per text in total.
  let textIndex = 0;
  while ((position = joined.indexOf(needle, from)) !== -1) {
    while (textStart[textIndex + 1]! <= position) textIndex += 1;
    const next = textStart[textIndex + 1]!;
    // A text containing the pattern and as long as it equals it: Fuse scores 0 instead of 0.001.
    const factor = next - textStart[textIndex]! - 1 === exactLength ? exactFactor[textIndex]! : containedFactor[textIndex]!;
    hits.multiply(textItem[textIndex]!, factor);
    from = next;
  }
}

/** Per matched item, the product of its text factors; texts arrive in item order, so items arrive in order. */
class ItemScores {
  readonly item: Int32Array;
  readonly score: Float64Array;
  count = 0;

  constructor(capacity: number) {
    this.item = new Int32Array(capacity);
    this.score = new Float64Array(capacity);
  }

  multiply(itemIndex: number, factor: number): void {
    const last = this.count - 1;
    if (last >= 0 && this.item[last] === itemIndex) {
      this.score[last]! *= factor;
      return;
    }
    this.item[this.count] = itemIndex;
    this.score[this.count] = factor;
    this.count += 1;
  }

  /**
   * Positions sorted as Fuse sorts: by score, ties by original index (positions already are in that order). A
   * stable counting sort on each score's rank among the sorted scores avoids a comparator sort of ~20,000 objects.
   */
  orderByScore(): Int32Array {
    const { count, score } = this;
    const sorted = score.slice(0, count).sort();
    const placed = new Int32Array(count);
    const order = new Int32Array(count);
    for (let position = 0; position < count; position += 1) {
      const rank = firstAtLeast(sorted, score[position]!);
      order[rank + placed[rank]!] = position;
      placed[rank]! += 1;
    }
    return order;
  }
}

function firstAtLeast(sorted: Float64Array, value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

interface TextScorer {
  /** Substrings of which a matching text contains at least one. */
  needles: string[];
  /** Fuse's bitap score of a lower-cased text, or null when it does not match. */
  score(lowerText: string): number | null;
}

function plainScorer(lowerPattern: string): TextScorer {
  if (lowerPattern.length === 1) {
    // Below minMatchCharLength (2): Fuse keeps texts where matched characters form a run of two, i.e. "cc" occurs;
    // a text equal to the pattern is shorter than minMatchCharLength and rejected.
    const doubled = lowerPattern + lowerPattern;
    return { needles: [doubled], score: (lowerText) => (lowerText.includes(doubled) ? CONTAINED_SCORE : null) };
  }
  return {
    needles: [lowerPattern],
    score: (lowerText) => {
      if (lowerText === lowerPattern) return 0;
      return lowerText.includes(lowerPattern) ? CONTAINED_SCORE : null;
    },
  };
}

function chunkedScorer(lowerPattern: string): TextScorer {
  // Fuse (BitapSearch): 32-character chunks from the start, then the last 32 characters for any remainder.
  const chunks: string[] = [];
  const remainder = lowerPattern.length % BITAP_MAX_PATTERN_LENGTH;
  const end = lowerPattern.length - remainder;
  for (let start = 0; start < end; start += BITAP_MAX_PATTERN_LENGTH) {
    chunks.push(lowerPattern.slice(start, start + BITAP_MAX_PATTERN_LENGTH));
  }
  if (remainder) chunks.push(lowerPattern.slice(lowerPattern.length - BITAP_MAX_PATTERN_LENGTH));
  return {
    needles: chunks,
    score: (lowerText) => {
      if (lowerText === lowerPattern) return 0;
      let total = 0;
      let matched = false;
      for (const chunk of chunks) {
        const contains = lowerText.includes(chunk);
        if (contains) matched = true;
        total += contains ? CONTAINED_SCORE : UNMATCHED_CHUNK_SCORE;
      }
      return matched ? total / chunks.length : null;
    },
  };
}

/** Calls `visit` once per text that contains any needle, in ascending text order. */
function forEachCandidate<T>(index: ProgrammeSearchIndex<T>, needles: readonly string[], visit: (textIndex: number) => void): void {
  const textCount = index.lowerTexts.length;
  if (needles.some((needle) => needle.includes(TEXT_SEPARATOR))) {
    for (let textIndex = 0; textIndex < textCount; textIndex += 1) {
      const text = index.lowerTexts[textIndex]!;
      if (needles.some((needle) => text.includes(needle))) visit(textIndex);
    }
    return;
  }
  if (needles.length === 1) {
    scanJoined(index, needles[0]!, visit);
    return;
  }
  const candidate = new Uint8Array(textCount);
  for (const needle of needles) scanJoined(index, needle, (textIndex) => (candidate[textIndex] = 1));
  for (let textIndex = 0; textIndex < textCount; textIndex += 1) if (candidate[textIndex]) visit(textIndex);
}

function scanJoined<T>(index: ProgrammeSearchIndex<T>, needle: string, visit: (textIndex: number) => void): void {
  const { joined, textStart } = index;
  let from = 0;
  let position: number;
  while ((position = joined.indexOf(needle, from)) !== -1) {
    const textIndex = textAt(textStart, position);
    visit(textIndex);
    from = textStart[textIndex + 1]!;
  }
}

/** The text whose span holds `position` (binary search over start offsets). */
function textAt(textStart: Int32Array, position: number): number {
  let low = 0;
  let high = textStart.length - 2;
  while (low < high) {
    const middle = (low + high + 1) >>> 1;
    if (textStart[middle]! <= position) low = middle;
    else high = middle - 1;
  }
  return low;
}

// ---- Fuse 7.5.0's key handling and record building (KeyStore, get, FuseIndex, norm), reproduced ----

interface SearchKey<T> {
  path: string[];
  weight: number;
  getFn: ((item: T) => unknown) | null;
}

function normaliseKeys<T>(keys: readonly FuseOptionKey<T>[]): SearchKey<T>[] {
  let totalWeight = 0;
  const searchKeys = keys.map((key): SearchKey<T> => {
    if (typeof key === 'string' || Array.isArray(key)) {
      return { path: typeof key === 'string' ? key.split('.') : [...key], weight: 1, getFn: null };
    }
    let weight = 1;
    if (Object.prototype.hasOwnProperty.call(key, 'weight') && key.weight !== undefined) {
      weight = key.weight;
      if (weight <= 0) throw new Error(`Key weight must be positive: ${String(key.name)}`);
    }
    const path = typeof key.name === 'string' ? key.name.split('.') : [...key.name];
    return { path, weight, getFn: key.getFn ?? null };
  });
  for (const key of searchKeys) totalWeight += key.weight;
  for (const key of searchKeys) key.weight /= totalWeight;
  return searchKeys;
}

const isDefined = (value: unknown): boolean => value !== undefined && value !== null;
const isBlank = (text: string): boolean => !text.trim().length;

function fuseToString(value: unknown): string {
  if (value == null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'bigint') return value.toString();
  // Fuse: `value + ""`, keeping the sign of -0.
  const result = (value as string) + '';
  return result == '0' && 1 / (value as number) == -Infinity ? '-0' : result;
}

const isLeafValue = (value: unknown): boolean =>
  typeof value === 'string' ||
  typeof value === 'number' ||
  typeof value === 'boolean' ||
  typeof value === 'bigint' ||
  value instanceof Boolean;

interface ArrayEntry {
  v: unknown;
}

/** Fuse's get(): a single value, or a list of {v} entries when the path crossed an array. */
function fuseGet(item: unknown, path: readonly string[]): unknown {
  const list: unknown[] = [];
  let crossedArray = false;
  const deepGet = (value: unknown, index: number, inArray: boolean): void => {
    if (!isDefined(value)) return;
    const segment = path[index];
    if (!segment) {
      list.push(inArray ? { v: value } : value);
      return;
    }
    const next = (value as Record<string, unknown>)[segment];
    if (!isDefined(next)) return;
    if (index === path.length - 1 && isLeafValue(next)) {
      const text = fuseToString(next);
      list.push(inArray ? { v: text } : text);
    } else if (Array.isArray(next)) {
      crossedArray = true;
      for (const entry of next) deepGet(entry, index + 1, true);
    } else if (path.length) deepGet(next, index + 1, inArray);
  };
  deepGet(item, 0, false);
  return crossedArray ? list : list[0];
}

/** The non-blank texts Fuse indexes for one key of one item, in its order (FuseIndex._createObjectRecord). */
function fuseKeyTexts<T>(item: T, key: SearchKey<T>): string[] {
  const value = key.getFn ? key.getFn(item) : fuseGet(item, key.path);
  if (!isDefined(value)) return [];
  if (Array.isArray(value)) {
    const texts: string[] = [];
    for (const entry of value as unknown[]) {
      if (!isDefined(entry)) continue;
      if (typeof entry === 'string') {
        if (!isBlank(entry)) texts.push(entry);
      } else if (isDefined((entry as ArrayEntry).v)) {
        const entryValue = (entry as ArrayEntry).v;
        const text = typeof entryValue === 'string' ? entryValue : fuseToString(entryValue);
        if (!isBlank(text)) texts.push(text);
      }
    }
    return texts;
  }
  return typeof value === 'string' && !isBlank(value) ? [value] : [];
}

function isWordSeparator(code: number): boolean {
  return (code >= 9 && code <= 13) || code === 32 || code === 160;
}

/** Fuse's field-length norm: 1 / sqrt(word count), rounded to 3 decimals. */
function createFieldNorm(weight: number): (text: string) => number {
  const mantissa = Math.pow(10, 3);
  const byWordCount = new Map<number, number>();
  return (text) => {
    let wordCount = 0;
    let inWord = false;
    for (let i = 0; i < text.length; i += 1) {
      if (!isWordSeparator(text.charCodeAt(i))) {
        if (!inWord) {
          wordCount += 1;
          inWord = true;
        }
      } else inWord = false;
    }
    if (wordCount === 0) wordCount = 1;
    let norm = byWordCount.get(wordCount);
    if (norm === undefined) {
      norm = Math.round(mantissa / Math.pow(wordCount, 0.5 * weight)) / mantissa;
      byWordCount.set(wordCount, norm);
    }
    return norm;
  };
}
