/**
 * Sorts of the programme (docs/rules/content-areas.md sections 4 and 9). Every sort returns a new array and is
 * stable: items that compare equal keep their input order (Array.prototype.sort is stable since ES2019).
 */
import { programmeInstant } from './programmeTime';
import { byCompanyName, byKey, byName, sortWith, type Comparator } from '../sortHelpers';

/** Session sort options (docs/rules/content-areas.md section 9). */
export const SESSION_SORTS = ['date', 'name', 'random', 'companyname', 'featuredDateSort', 'upcoming'] as const;
export type SessionSort = (typeof SESSION_SORTS)[number];

// The helper sorts are the whole platform's (exhibitors sort with them too); the programme's readers find them here.
export { byCompanyName, byLabel, byName, byRating, sortWith, textCompare } from '../sortHelpers';

/** The session fields the sorts read (docs/rules/content-areas.md section 3). */
export interface SortableSession {
  Id: string | number;
  Name?: string | null;
  StartDateTime?: string | null;
  EndDateTime?: string | null;
  CompanyAccountName?: string | null;
}

export interface SessionSortOptions {
  /** Language of the name comparison (a BCP 47 code); default 'en'. */
  language?: string;
  /** Needed by 'upcoming': core reads no clock. */
  now?: Date | number;
  /** Seed of 'random': the same seed gives the same order. Default 0. */
  seed?: number;
  /** Ids of the featured sessions for 'featuredDateSort' (for example the highlighted sessions). */
  featuredIds?: Iterable<string | number>;
}

// ---- session sorts ----

/** Start, then end, by the CET rule; unreadable dates last. */
function byDate<T extends SortableSession>(): Comparator<T> {
  // Parsed once per session and sort, not once per comparison: a large programme has thousands.
  const cache = new Map<T, { start: number | null; end: number | null }>();
  const instants = (s: T) => {
    let hit = cache.get(s);
    if (!hit) cache.set(s, (hit = { start: programmeInstant(s.StartDateTime), end: programmeInstant(s.EndDateTime) }));
    return hit;
  };
  const start = byKey(
    (s: T) => instants(s).start,
    (a: number, b: number) => a - b,
    'asc',
  );
  const end = byKey(
    (s: T) => instants(s).end,
    (a: number, b: number) => a - b,
    'asc',
  );
  return (a, b) => start(a, b) || end(a, b);
}

/** 0 running (start <= now < end), 1 future, 2 past, 3 unreadable start. */
export function upcomingGroup(session: Pick<SortableSession, 'StartDateTime' | 'EndDateTime'>, now: number): 0 | 1 | 2 | 3 {
  const start = programmeInstant(session.StartDateTime);
  if (start === null) return 3;
  // A session without a readable end is over once it has started; it cannot be shown as running forever.
  const end = programmeInstant(session.EndDateTime) ?? start;
  if (start > now) return 1;
  return now < end ? 0 : 2;
}

/** A small seeded PRNG (mulberry32): deterministic, good enough to shuffle a list. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher-Yates with a seeded PRNG. */
export function shuffle<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  const random = seededRandom(seed);
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * Sessions in a sort of docs/rules/content-areas.md section 9:
 * - date: by start, then end (CET rule), unreadable dates last.
 * - name: by name, case-insensitive in the language.
 * - random: a seeded shuffle (same seed, same order).
 * - companyname: by company account name, sessions without a company last; equal names by date.
 * - featuredDateSort (ours, the spec names it only): the featured sessions (featuredIds) first, each
 *   group by date. Without featuredIds it is the date sort.
 * - upcoming (docs/rules/content-areas.md section 4): running first, then future, then past, each group by date
 *   (past ones in the order they happened, too); sessions with an unreadable start last. Needs now.
 */
export function sortSessions<T extends SortableSession>(sessions: readonly T[], sort: SessionSort, options: SessionSortOptions = {}): T[] {
  const date = byDate<T>();
  switch (sort) {
    case 'date':
      return sortWith(sessions, date);
    case 'name':
      return sortWith(sessions, byName<T>('asc', options.language));
    case 'random':
      return shuffle(sessions, options.seed ?? 0);
    case 'companyname': {
      const company = byCompanyName<T>('asc', options.language);
      return sortWith(sessions, (a, b) => company(a, b) || date(a, b));
    }
    case 'featuredDateSort': {
      const featured = new Set([...(options.featuredIds ?? [])].map(String));
      const rank = (s: T) => (featured.has(String(s.Id)) ? 0 : 1);
      return sortWith(sessions, (a, b) => rank(a) - rank(b) || date(a, b));
    }
    case 'upcoming': {
      if (options.now === undefined) throw new Error("sortSessions: the 'upcoming' sort needs now");
      const now = typeof options.now === 'number' ? options.now : options.now.getTime();
      const groups = new Map(sessions.map((s) => [s, upcomingGroup(s, now)]));
      return sortWith(sessions, (a, b) => groups.get(a)! - groups.get(b)! || date(a, b));
    }
  }
}

/** The sort named by a query or config value (case-insensitive), or null when it is none of SESSION_SORTS. */
export function sessionSort(value: string | null | undefined): SessionSort | null {
  const v = value?.trim().toLowerCase();
  return SESSION_SORTS.find((s) => s.toLowerCase() === v) ?? null;
}
