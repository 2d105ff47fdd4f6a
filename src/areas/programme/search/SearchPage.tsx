/**
 * The programme's one shared search view (docs/rules/content-areas.md section 2): sessions, presentations, faculty,
 * abstracts and posters, searched by text, day, room, session type, topics (all selected must match) and
 * the programme filter, in any sort of section 9, with the counts of section 5. Results follow every
 * keystroke; the address follows once typing pauses, so a search can be reloaded, shared and linked to.
 * Rows are windowed (VirtualList): the DOM stays small however large the programme.
 *
 * Texts: programme.* (core/programme/texts.ts). Theme tokens: --vmx-color-primary, --vmx-color-on-primary,
 * --vmx-color-border, --vmx-color-background, --vmx-radius, --vmx-space. Parts: results, list, result, favourite.
 */
import { useEffect, useId, useMemo, useRef, useState, type ComponentType } from 'react';
import { readSearchState, searchQuery, SEARCH_VIEW_ROUTES, type SearchState } from '../../../core/programme/searchView';
import { PROGRAMME_TEXTS } from '../../../core/programme/texts';
import { useTexts } from '../../../store/react';
import type { PageProps } from '../../../ui/page';
import { useNow } from '../../../store/useNow';
import { useRouteHref } from '../../../ui/platformLinks';
import { useProgrammeData } from '../useProgramme';
import { useProgrammeFormat } from '../useProgrammeFormat';
import { VirtualList } from '../VirtualList';
import { SessionRow } from './ResultRows/ResultRows';
import type { OtherResultsProps } from './ResultRows/OtherResults';
import type { SearchControlsProps } from './SearchControls';
import { lazyComponent } from '../../../ui/lazyPage';
import { NoResults, preloadSuggestions } from './NoResults';
import { AsyncView } from '../../../ui/AsyncView';
import { ControlsPlaceholder, Count, Search, State } from './SearchPage.styles';
import { useSearchResults } from './useSearchResults';
import { ViewTabs } from './ViewTabs';
import { LayoutSwitch, Timetable, useSessionsLayout } from '../grid/SessionsLayout';

/** Ours: how long typing pauses before the address follows the search. */
export const SEARCH_ADDRESS_DELAY_MS = 400;
/** Ours: how often "Now" badges and the upcoming sort move on. */
const NOW_REFRESH_MS = 60_000;
/** Ours: a first guess of a row's height (rows are measured once shown). */
const ROW_ESTIMATE_PX = 132;

/**
 * The search form is not needed for the first rows: its code is asked for as this module runs, so it loads
 * beside the rows' data rather than before it (the element's first download stays within its budget), and
 * a box of the form's height holds its place meanwhile.
 */
const searchControls = import('./SearchControls').then((module) => ({ default: module.SearchControls }));
const SearchControls = lazyComponent<SearchControlsProps>(() => searchControls, {
  // Busy: the element's first reveal waits for the form (elements/skeletonReveal.ts).
  fallback: () => <ControlsPlaceholder aria-busy="true" />,
  preload: true,
});

let otherResultsCode: Promise<{ default: ComponentType<OtherResultsProps> }> | null = null;
const loadOtherResults = () =>
  (otherResultsCode ??= import('./ResultRows/OtherResults').then((module) => ({ default: module.OtherResults })));
/** The presentations', faculty's and abstracts' rows, whose code loads when their view is chosen (with its list). */
const OtherResults = lazyComponent<OtherResultsProps>(loadOtherResults);

/** One random order per page: the random sort stays put while the page is open. */
const RANDOM_SEED = Math.floor(Math.random() * 2 ** 31);

function sameQuery(a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

export function SearchPage({ route, navigate }: PageProps) {
  const t = useTexts(PROGRAMME_TEXTS);
  const href = useRouteHref();
  const format = useProgrammeFormat();
  const now = useNow(NOW_REFRESH_MS);
  const countId = useId();
  const data = useProgrammeData();
  // List or timetable grid (grid/SessionsLayout.tsx): the address's layout, else by the view's own width.
  const sessionsLayout = useSessionsLayout(route.query);

  const fromAddress = useMemo(() => readSearchState(route.name, route.query), [route.name, route.query]);
  const [state, setState] = useState<SearchState>(fromAddress);
  // The address we last wrote ourselves: when it arrives, the state is already there (or ahead of it,
  // when typing went on meanwhile), so it must not be read back over what is being typed.
  const written = useRef<{ name: string; query: Record<string, string> } | null>(null);
  // The address wins when it changes from outside (a link, back and forward).
  useEffect(() => {
    const own = written.current;
    if (own && own.name === route.name && sameQuery(own.query, route.query)) return;
    setState(fromAddress);
    // fromAddress changes exactly when route.name or route.query does: the same runs as with fromAddress alone.
  }, [fromAddress, route.name, route.query]);
  useEffect(() => {
    const query = searchQuery(state, route.query);
    const target = SEARCH_VIEW_ROUTES[state.view];
    if (target === route.name && sameQuery(query, route.query)) return;
    const timer = setTimeout(() => {
      written.current = { name: target, query };
      navigate(href(target, {}, query), { replace: true });
    }, SEARCH_ADDRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state, route, navigate, href]);

  // Another view's rows start loading with its list rather than after it.
  if (state.view !== 'sessions') loadOtherResults().catch(() => undefined);

  const results = useSearchResults(
    state,
    { timeZone: format.timeZone, language: format.language, now, seed: RANDOM_SEED },
    sessionsLayout.ready,
  );

  if (data.data === null) return <State>{t('programme.empty')}</State>;

  const rows = results.rows;
  const count = rows?.items.length ?? 0;
  const countKey = (
    {
      sessions: 'programme.count.sessions',
      presentations: 'programme.count.presentations',
      faculty: 'programme.count.faculty',
      abstracts: 'programme.count.abstracts',
      posters: 'programme.count.posters',
    } as const
  )[state.view];

  return (
    <Search ref={sessionsLayout.measure} aria-labelledby={countId}>
      <ViewTabs current={state.view} query={searchQuery(state)} />
      <SearchControls
        state={state}
        onChange={setState}
        data={data.data ?? null}
        dataLoading={data.data === undefined && !data.isError}
        resultCount={results.partial ? null : (results.rows?.items.length ?? null)}
        onFocus={preloadSuggestions}
      />
      {state.view === 'sessions' && sessionsLayout.layout && (
        <LayoutSwitch layout={sessionsLayout.layout} routeName={route.name} query={searchQuery(state, route.query)} />
      )}
      {/* The search's own state as a read: its rows, failed only while it has none, Retry its retry. */}
      <AsyncView
        query={{ data: rows ?? undefined, error: null, isError: results.status === 'error', refetch: () => results.retry() }}
        texts={{ loading: t('programme.loading'), error: t('programme.error'), retry: t('programme.retry') }}
        box={State}
      >
        {(shown) => (
          <>
            <Count id={countId} role="status" aria-live="polite">
              {results.partial ? t('programme.loading') : t(countKey, { count })}
            </Count>
            {shown.view === 'sessions' && sessionsLayout.layout === 'grid' ? (
              <Timetable
                sessions={shown.items}
                partial={results.partial}
                state={state}
                route={route}
                query={searchQuery(state, route.query)}
                now={now}
                onSearch={(text) => setState({ ...state, text })}
              />
            ) : count === 0 ? (
              <NoResults text={state.text} onSearch={(text) => setState({ ...state, text })} />
            ) : (
              <div part="results">
                {shown.view === 'sessions' && (
                  <VirtualList
                    aria-labelledby={countId}
                    items={shown.items}
                    estimateSize={ROW_ESTIMATE_PX}
                    getKey={(item) => item.Id}
                    renderRow={(item) => <SessionRow item={item} href={href} format={format} now={now} />}
                  />
                )}
                {shown.view !== 'sessions' && (
                  <OtherResults rows={shown} labelledBy={countId} estimateSize={ROW_ESTIMATE_PX} format={format} now={now} />
                )}
              </div>
            )}
          </>
        )}
      </AsyncView>
    </Search>
  );
}
