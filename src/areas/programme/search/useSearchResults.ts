/**
 * The rows of the search view for a search state: the list of the view, the sorted list (once per sort),
 * and per keystroke the text matches (each list's index made on first use) picked out of it with the
 * filters. That code (searchCode.ts) loads after the first rows, which are shown as they come.
 */
import { useEffect, useMemo, useState } from 'react';
import type { ProgrammeAbstract, ProgrammeAuthor, ProgrammePresentation, ProgrammeSession } from '../../../contracts';
import type { Matches, ResultOptions } from '../../../core/programme/searchResults';
import { showsFirstRows, type SearchState } from '../../../core/programme/searchView';
import type { ProgrammeSearchIndex } from '../../../core/programme/search';
import { useFirstSessions, useProgrammeList } from '../useProgramme';

type SearchCode = typeof import('./searchCode');
type Keys = 'SESSION_SEARCH_KEYS' | 'PRESENTATION_SEARCH_KEYS' | 'AUTHOR_SEARCH_KEYS' | 'ABSTRACT_SEARCH_KEYS';

let searchCode: SearchCode | null = null;
function loadSearchCode(): Promise<SearchCode> {
  return import('./searchCode').then((module) => (searchCode = module));
}

/** Indexes by list: a list is loaded once per language, so its index is made once too. */
const indexes = new WeakMap<readonly unknown[], unknown>();

function indexOf<T>(search: SearchCode, items: readonly T[], keys: Keys): ProgrammeSearchIndex<T> {
  let index = indexes.get(items) as ProgrammeSearchIndex<T> | undefined;
  if (!index) {
    index = search.buildProgrammeSearchIndex<T>(items, search[keys] as never);
    indexes.set(items, index);
  }
  return index;
}

function matchesOf<T>(search: SearchCode, items: readonly T[] | undefined, keys: Keys, text: string): Matches<T> {
  if (text.trim() === '' || !items) return null;
  return new Set(search.searchProgramme<T>(indexOf(search, items, keys), text).map((result) => result.item));
}

/** The search keys of each view's list. */
const VIEW_KEYS: Record<SearchState['view'], Keys> = {
  sessions: 'SESSION_SEARCH_KEYS',
  presentations: 'PRESENTATION_SEARCH_KEYS',
  posters: 'PRESENTATION_SEARCH_KEYS',
  faculty: 'AUTHOR_SEARCH_KEYS',
  abstracts: 'ABSTRACT_SEARCH_KEYS',
};

/** Ours: how long an index waits for an idle moment at most. */
const INDEX_IDLE_TIMEOUT_MS = 2_000;

/** Runs work when the main thread is idle (or after a timeout); returns a cancel. */
function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: INDEX_IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, 0);
  return () => clearTimeout(timer);
}

/** True from the frame after ready turned true: what waits for it does not delay that frame's paint. */
function useAfterPaint(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setPainted(true), 0)));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, painted]);
  return painted;
}

export type SearchRows =
  | { view: 'sessions'; items: ProgrammeSession[] }
  | { view: 'presentations' | 'posters'; items: ProgrammePresentation[] }
  | { view: 'faculty'; items: ProgrammeAuthor[] }
  | { view: 'abstracts'; items: ProgrammeAbstract[] };

export interface SearchResults {
  rows: SearchRows | null;
  /** The rows are the list's first rows only; the whole list is still loading (count unknown). */
  partial: boolean;
  status: 'pending' | 'error' | 'success';
  retry(): void;
}

const NONE: readonly never[] = [];

/**
 * firstRowsReady: the layout that shows the first rows can show them (its code is in); the whole list is
 * asked for only once they are painted.
 */
export function useSearchResults(state: SearchState, options: Omit<ResultOptions, 'featuredIds'>, firstRowsReady: boolean): SearchResults {
  const view = state.view;
  const needsSessions = view !== 'faculty' && view !== 'abstracts';
  // Only the lists the view shows are fetched.
  // Until the whole list is in, an unfiltered date-sorted view shows the list's first rows, asked for first.
  const plain = showsFirstRows(state);
  const firstSessions = useFirstSessions({ enabled: plain });
  const firstPainted = useAfterPaint(firstSessions.isFetched && firstRowsReady);
  const sessions = useProgrammeList('sessions', { enabled: needsSessions && (!plain || firstPainted) });
  const presentations = useProgrammeList('presentations', { enabled: view === 'presentations' || view === 'posters' });
  const authors = useProgrammeList('authors', { enabled: view === 'faculty' });
  const abstracts = useProgrammeList('abstracts', { enabled: view === 'abstracts' });
  const source = view === 'sessions' ? sessions : view === 'faculty' ? authors : view === 'abstracts' ? abstracts : presentations;

  const [code, setCode] = useState<SearchCode | null>(searchCode);
  const [codeFailed, setCodeFailed] = useState(false);
  // Wanted at once, unless the first rows are being shown: then once they are painted.
  const needsCode = !plain || firstPainted;
  useEffect(() => {
    if (!code && needsCode && !codeFailed) loadSearchCode().then(setCode, () => setCodeFailed(true));
  }, [code, needsCode, codeFailed]);

  // The view's index is made in an idle moment once its list and the code are in, not on the first
  // keystroke: at 5,000 sessions making it takes longer than a frame.
  const viewList: readonly unknown[] | undefined = source.data;
  useEffect(() => {
    if (!code || !viewList || indexes.has(viewList)) return;
    return whenIdle(() => indexOf(code, viewList, VIEW_KEYS[view]));
  }, [code, viewList, view]);

  const sessionList = needsSessions ? sessions.data : undefined;
  const sessionsById = useMemo(() => new Map((sessionList ?? NONE).map((session) => [session.Id, session])), [sessionList]);
  // featuredDateSort puts the highlighted sessions first (ours: the spec names the sort only).
  const featuredIds = useMemo(() => sessionList?.filter((session) => session.Highlighted).map((session) => session.Id), [sessionList]);
  const { language, now, seed, timeZone } = options;
  // now matters only to the upcoming sort (which moves on every minute then).
  const sortNow = state.sort === 'upcoming' ? now : 0;
  const posters = view === 'posters';
  const sort = state.sort;

  const sortedSessionList = useMemo(
    () =>
      code && view === 'sessions' && sessions.data
        ? code.sortedSessions(sessions.data, { sort }, { language, now: sortNow, seed, featuredIds, timeZone })
        : null,
    [code, view, sessions.data, sort, language, sortNow, seed, featuredIds, timeZone],
  );
  const sortedPresentationList = useMemo(
    () =>
      code && (view === 'presentations' || posters) && presentations.data
        ? code.sortedPresentations(presentations.data, { sort }, { language, now: sortNow, seed, featuredIds, timeZone, posters })
        : null,
    [code, view, posters, presentations.data, sort, language, sortNow, seed, featuredIds, timeZone],
  );

  const rows = useMemo((): SearchRows | null => {
    if (!code) return null;
    const text = state.text;
    switch (view) {
      case 'sessions': {
        const matched = matchesOf(code, sessions.data, 'SESSION_SEARCH_KEYS', text);
        return sortedSessionList ? { view, items: code.sessionResults(sortedSessionList, matched, state, timeZone) } : null;
      }
      case 'presentations':
      case 'posters': {
        const matched = matchesOf(code, presentations.data, 'PRESENTATION_SEARCH_KEYS', text);
        if (!sortedPresentationList || !sessions.data) return null;
        return { view, items: code.presentationResults(sortedPresentationList, matched, sessionsById, state, { timeZone, posters }) };
      }
      case 'faculty': {
        const matched = matchesOf(code, authors.data, 'AUTHOR_SEARCH_KEYS', text);
        return authors.data ? { view, items: code.authorResults(authors.data, matched, language) } : null;
      }
      case 'abstracts': {
        const matched = matchesOf(code, abstracts.data, 'ABSTRACT_SEARCH_KEYS', text);
        return abstracts.data ? { view, items: code.abstractResults(abstracts.data, matched, language) } : null;
      }
    }
  }, [
    code,
    view,
    state,
    sortedSessionList,
    sortedPresentationList,
    sessions.data,
    presentations.data,
    authors.data,
    abstracts.data,
    sessionsById,
    timeZone,
    posters,
    language,
  ]);

  const failed = source.isError || (needsSessions && sessions.isError) || codeFailed;
  if (!rows && plain && firstSessions.data && !failed) {
    return { rows: { view: 'sessions', items: firstSessions.data }, partial: true, status: 'success', retry: () => undefined };
  }
  return {
    rows,
    partial: false,
    status: rows ? 'success' : failed ? 'error' : 'pending',
    retry: () => {
      setCodeFailed(false);
      void source.refetch();
      if (needsSessions) void sessions.refetch();
    },
  };
}
