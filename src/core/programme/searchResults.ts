/**
 * The rows of the shared search view for a search state (searchView.ts): the text search (search.ts,
 * identical to fuse.js with the session options of docs/rules/content-areas.md section 5), then the filters
 * (filters.ts: day, room, type, all selected tags, the programme filter), over a list sorted beforehand
 * (sort.ts). Sorting once per sort, not per keystroke, keeps a keystroke's work linear: the matches are
 * picked out of the sorted list.
 *
 * Presentations and posters are filtered through their session (a talk is an industry talk, or about a
 * topic, when its session is), and by their own day. Speakers and abstracts are searched by text only and
 * listed by name and number. Every view uses the programme search: the looser fuzzy options of section 5
 * (threshold 0.3) belong to the exhibitor lists.
 */
import { passesSessionFilter, type FilterableSession, type SessionFilter } from './filters';
import { eventDay } from './programmeTime';
import { sortSessions, sortWith, textCompare, type SortableSession } from './sort';
import type { SearchState } from './searchView';

export interface ResultOptions {
  timeZone: string;
  language: string;
  /** For the upcoming sort. */
  now: number;
  /** For the random sort: the same seed, the same order while the page is open. */
  seed: number;
  /** For featuredDateSort. */
  featuredIds?: Iterable<string | number>;
}

type SearchableSession = FilterableSession & SortableSession;

function sessionFilterOf(state: SearchState, timeZone: string): SessionFilter {
  return { days: state.days, rooms: state.rooms, sessionTypes: state.types, tags: state.tags, programmeFilter: state.filter, timeZone };
}

/** A sort key that puts a missing (null or blank) value after every other, as the sorts of sort.ts do. */
function lastIfMissing(value: string | null | undefined): string {
  return value?.trim() ? value : '\uffff';
}

/**
 * What the text search (search.ts) found, or null when there is no text: every function below takes it
 * rather than the search itself, so that the search code can load after the first rows are shown.
 */
export type Matches<T> = ReadonlySet<T> | null;

/** Sessions in a sort of section 9 (once per sort; see sessionResults). */
export function sortedSessions<T extends SearchableSession>(
  sessions: readonly T[],
  state: Pick<SearchState, 'sort'>,
  options: ResultOptions,
): T[] {
  return sortSessions(sessions, state.sort, {
    language: options.language,
    now: options.now,
    seed: options.seed,
    featuredIds: options.featuredIds,
  });
}

/** The sessions of sorted (sortedSessions) matching the text and passing the filters, in sorted order. */
export function sessionResults<T extends SearchableSession>(
  sorted: readonly T[],
  matched: Matches<T>,
  state: SearchState,
  timeZone: string,
): T[] {
  const filter = sessionFilterOf(state, timeZone);
  return sorted.filter((session) => (matched === null || matched.has(session)) && passesSessionFilter(session, filter));
}

export interface SearchablePresentation {
  Id: number;
  SessionId?: number | null;
  Title?: string | null;
  StartDateTime?: string | null;
  EndDateTime?: string | null;
  IsPoster?: boolean | null;
  PosterNumber?: string | null;
}

/** Presentations in a sort (posters: by poster number, then title); companyname sorts them by date. */
export function sortedPresentations<T extends SearchablePresentation>(
  presentations: readonly T[],
  state: Pick<SearchState, 'sort'>,
  options: ResultOptions & { posters: boolean },
): T[] {
  if (options.posters) {
    const compare = textCompare(options.language);
    const numeric = new Intl.Collator(options.language, { numeric: true, sensitivity: 'base' });
    return sortWith(
      presentations,
      (a, b) => numeric.compare(lastIfMissing(a.PosterNumber), lastIfMissing(b.PosterNumber)) || compare(a.Title ?? '', b.Title ?? ''),
    );
  }
  const asSessions = presentations.map((presentation) => ({
    Id: presentation.Id,
    Name: presentation.Title,
    StartDateTime: presentation.StartDateTime,
    EndDateTime: presentation.EndDateTime,
    presentation,
  }));
  const sort = state.sort === 'companyname' ? 'date' : state.sort;
  return sortSessions(asSessions, sort, {
    language: options.language,
    now: options.now,
    seed: options.seed,
    featuredIds: options.featuredIds,
  }).map((row) => row.presentation);
}

/**
 * The presentations of sorted (sortedPresentations) matching the text, on a chosen day (their own start),
 * whose session passes the other filters (posters: poster presentations only). A presentation whose
 * session is unknown passes only when no session filter is set.
 */
export function presentationResults<T extends SearchablePresentation, S extends FilterableSession>(
  sorted: readonly T[],
  matched: Matches<T>,
  sessionsById: ReadonlyMap<number, S>,
  state: SearchState,
  options: { timeZone: string; posters: boolean },
): T[] {
  const sessionFilter = sessionFilterOf({ ...state, days: [] }, options.timeZone);
  const sessionFilterSet = state.rooms.length + state.types.length + state.tags.length > 0 || state.filter !== null;
  return sorted.filter((presentation) => {
    if (matched !== null && !matched.has(presentation)) return false;
    if (options.posters && presentation.IsPoster !== true) return false;
    if (state.days.length > 0) {
      const day = eventDay(presentation.StartDateTime, options.timeZone);
      if (day === null || !state.days.includes(day)) return false;
    }
    const session = presentation.SessionId == null ? undefined : sessionsById.get(presentation.SessionId);
    if (!session) return !sessionFilterSet;
    return passesSessionFilter(session, sessionFilter);
  });
}

export interface SearchableAuthor {
  Firstname?: string | null;
  Surname?: string | null;
  Affiliation?: string | null;
  City?: string | null;
  Country?: string | null;
}

/** Speakers matching the text (best first); without text all, by surname, then first name, in the language. */
export function authorResults<T extends SearchableAuthor>(authors: readonly T[], matched: Matches<T>, language: string): T[] {
  if (matched !== null) return [...matched];
  const found = authors;
  const compare = textCompare(language);
  return sortWith(
    found,
    (a, b) =>
      compare(lastIfMissing(a.Surname), lastIfMissing(b.Surname)) || compare(lastIfMissing(a.Firstname), lastIfMissing(b.Firstname)),
  );
}

export interface SearchableAbstract {
  Number?: string | null;
  Title?: string | null;
  Authors?: ReadonlyArray<{ Firstname?: string | null; Surname?: string | null }> | null;
}

/** Abstracts matching the text (best first); without text all, by number (numeric-aware). */
export function abstractResults<T extends SearchableAbstract>(abstracts: readonly T[], matched: Matches<T>, language: string): T[] {
  if (matched !== null) return [...matched];
  const found = abstracts;
  const numeric = new Intl.Collator(language, { numeric: true, sensitivity: 'base' });
  return sortWith(found, (a, b) => numeric.compare(lastIfMissing(a.Number), lastIfMissing(b.Number)));
}
