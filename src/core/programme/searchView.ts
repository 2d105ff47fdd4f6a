/**
 * The programme's one shared search view (docs/rules/content-areas.md section 2: the programme-area routes share one
 * view): which list a route shows, and the search state it reads from and writes to the address, so that a
 * search can be shared, reloaded and linked to (the programme-days box links to it with day, viewType,
 * viewSize and view).
 *
 * Ours where the spec is silent: the query names q, room, type, tags and sort; lists in the query are
 * comma-separated (a comma in an item escaped as \\,); the IndustrySymposiaPage opens with the industry filter; viewType and viewSize are kept
 * in the address but change nothing (the list is one virtualised list whatever its size).
 */
import { PROGRAMME_FILTERS, type ProgrammeFilter, type RouteName } from '../routes';
import { sessionSort, type SessionSort } from './sort';

export const SEARCH_VIEWS = ['sessions', 'presentations', 'faculty', 'abstracts', 'posters'] as const;
export type SearchView = (typeof SEARCH_VIEWS)[number];

/** The route each view has its own address under. */
export const SEARCH_VIEW_ROUTES = {
  sessions: 'PagSearchPage',
  presentations: 'PresentationSearchPage',
  faculty: 'FacultySearchPage',
  abstracts: 'AbstractSearchPage',
  posters: 'PosterPage',
} as const satisfies Record<SearchView, RouteName>;

const ROUTE_VIEWS: Partial<Record<RouteName, SearchView>> = {
  PresentationSearchPage: 'presentations',
  FacultySearchPage: 'faculty',
  AbstractSearchPage: 'abstracts',
  AbstractSolrPage: 'abstracts',
  PosterPage: 'posters',
  PosterLandingPage: 'posters',
  EPosterPage: 'posters',
};

/** Ours: the sort a search opens with. */
export const DEFAULT_SESSION_SORT: SessionSort = 'date';

export interface SearchState {
  view: SearchView;
  text: string;
  /** YYYY-MM-DD days in the event's time zone. */
  days: string[];
  /** Room ids. */
  rooms: string[];
  /** Session type names. */
  types: string[];
  /** Tags (group names); a session must carry all of them. */
  tags: string[];
  filter: ProgrammeFilter | null;
  sort: SessionSort;
}

/** A list in one query value: comma-separated, a comma inside an item written as \, (topics may have one). */
function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(/(?<!\\),/)
    .map((part) => part.replace(/\\,/g, ',').trim())
    .filter((part) => part !== '');
}

function joined(items: readonly string[]): string {
  return items.map((item) => item.replace(/,/g, '\\,')).join(',');
}

function viewOf(value: string | undefined): SearchView | null {
  const v = value?.trim().toLowerCase();
  return (SEARCH_VIEWS as readonly string[]).includes(v ?? '') ? (v as SearchView) : null;
}

/** The search state of a programme route and its query; unknown values are read as absent. */
export function readSearchState(name: RouteName, query: Readonly<Record<string, string>>): SearchState {
  const filterValue = query.filter?.trim().toLowerCase();
  const filter = (PROGRAMME_FILTERS as readonly string[]).includes(filterValue ?? '') ? (filterValue as ProgrammeFilter) : null;
  return {
    view: ROUTE_VIEWS[name] ?? viewOf(query.view) ?? 'sessions',
    text: query.q ?? '',
    days: list(query.day),
    rooms: list(query.room),
    types: list(query.type),
    tags: list(query.tags),
    filter: filter ?? (name === 'IndustrySymposiaPage' && query.filter === undefined ? 'industry' : null),
    sort: sessionSort(query.sort) ?? DEFAULT_SESSION_SORT,
  };
}

/**
 * Whether the view shows the sessions list's first rows (a small read of their own) while the whole list loads:
 * only a view that would show those same rows first, the sessions unsearched, unfiltered, in date order.
 */
export function showsFirstRows(state: SearchState): boolean {
  return (
    state.view === 'sessions' &&
    state.text === '' &&
    state.days.length + state.rooms.length + state.types.length + state.tags.length === 0 &&
    state.filter === null &&
    state.sort === DEFAULT_SESSION_SORT
  );
}

/**
 * The query that reads back as state on the view's own route; keeps the other params of the address
 * (viewType, viewSize, container, preview…) and leaves out what is empty or default.
 */
export function searchQuery(state: SearchState, keep: Readonly<Record<string, string>> = {}): Record<string, string> {
  const { q: _q, day: _d, room: _r, type: _t, tags: _g, filter: _f, sort: _s, view: _v, ...rest } = keep;
  const query: Record<string, string> = { ...rest };
  if (state.text.trim() !== '') query.q = state.text;
  if (state.days.length > 0) query.day = joined(state.days);
  if (state.rooms.length > 0) query.room = joined(state.rooms);
  if (state.types.length > 0) query.type = joined(state.types);
  if (state.tags.length > 0) query.tags = joined(state.tags);
  if (state.filter) query.filter = state.filter;
  if (state.sort !== DEFAULT_SESSION_SORT) query.sort = state.sort;
  return query;
}
