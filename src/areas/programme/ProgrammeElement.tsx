/**
 * The programme as an embeddable element (<vmx-programme>): it opens on a view given by its attributes
 * (view: sessions, presentations, faculty, abstracts, posters or personal, or grid or list for the sessions in
 * that layout; day; filter) and navigates
 * inside itself: following a link to a programme page changes what the element shows, and the page shown
 * goes into the host page's address as the element's own parameter (ui/embedHistory.ts), one history entry
 * per page: Back returns to the list inside the element, a reload or a copied link reopens the page. A
 * detail page has a "Back to the programme" link above it. Links to the rest of the platform point to
 * platform-url when one is given (and are left to the browser), else to the same path on the host's origin.
 * page-size caps the rows a list shows before its "Show more" (ui/listPageSize.ts).
 *
 * Events (cancelable vmx-navigate before it shows another page; vmx-session-open when that page is a session's)
 * and the element's navigate(path) method: elements/catalog.ts. Back and Forward show the address's page
 * without events: the host's address has already changed.
 *
 * A programme change published while the page is open shows in place (ProgrammeUpdates.tsx, the notification hub),
 * from UPDATES_AFTER_MS after the first screen on.
 *
 * Texts: programme.back. Parts: page, back.
 */
import { useCallback, useContext, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { formatProgrammeDate } from '../../core/programme/dateFormat';
import { readSearchState, SEARCH_VIEW_ROUTES, showsFirstRows } from '../../core/programme/searchView';
import { LAYOUT_QUERY } from '../../core/programme/sessionLayout';
import { buildRoute, type Route, type RouteName } from '../../core/routes';
import { useEventContext, useEventState } from '../../store/react';
import { embedParam, readEmbedPath } from '../../ui/embedAddress';
import { followedLink } from '../../ui/followedLink';
import { HostElementContext, useElementMethods, useEmit } from '../../ui/host';
import { lazyComponent } from '../../ui/lazyPage';
import { ListPageSize, pageSizeOf } from '../../ui/listPageSize';
import { useHostState } from '../../ui/hostState';
import type { Navigate } from '../../ui/page';
import { isProgrammeRoute, PROGRAMME_PAGES } from './pages';
import { SearchPage } from './search/SearchPage';
import { platformHref, PlatformLinksProvider } from '../../ui/platformLinks';
import { usePrefetchProgrammeLists } from './useProgramme';
import { useFirstScreenHold } from './useFirstScreenHold';
import type { ProgrammeListName } from '../../contracts';

/** The element's view attribute and the route each opens on. */
// grid and list: the sessions view in that layout (core/programme/sessionLayout.ts).
export const PROGRAMME_VIEWS = {
  ...SEARCH_VIEW_ROUTES,
  personal: 'PersonalProgramPage',
  grid: 'PagSearchPage',
  list: 'PagSearchPage',
} as const satisfies Record<string, RouteName>;
export type ProgrammeView = keyof typeof PROGRAMME_VIEWS;

/** The routes of the search view (one view, docs/rules/content-areas.md section 2). */
const SEARCH_ROUTES = new Set<RouteName>(
  Object.entries(PROGRAMME_PAGES).flatMap(([name, page]) => (page === PROGRAMME_PAGES.PagSearchPage ? [name as RouteName] : [])),
);

// Above detail pages only, which load on demand anyway.
const BackToList = lazyComponent(() => import('./BackToList'), { quiet: true });
const ProgrammeUpdates = lazyComponent(() => import('./ProgrammeUpdates'), { quiet: true });

/**
 * Ours: how long after the first screen the element starts listening for published changes. The first seconds'
 * network and main thread belong to the first screen, the whole list and the search; the SignalR client and the
 * instance's settings the connection needs (some 17 kB compressed) come after them. A change published in these
 * seconds shows with the next one, or on refresh().
 */
const UPDATES_AFTER_MS = 3000;

/** The lists each opening view shows, fetched as soon as the event is known (store/firstRequests.ts copies which open on the sessions). */
export const OPENING_LISTS: Record<ProgrammeView, ProgrammeListName[]> = {
  sessions: ['sessions'],
  presentations: ['presentations', 'sessions'],
  faculty: ['authors'],
  abstracts: ['abstracts'],
  posters: ['presentations', 'sessions'],
  personal: ['sessions', 'presentations', 'authors'],
  grid: ['sessions'],
  list: ['sessions'],
};

export interface ProgrammeElementProps {
  view?: string;
  day?: string;
  filter?: string;
  /** Where the platform lives (https://congress.example.org/), for links out of the programme. */
  platformUrl?: string;
  /** Rows a list shows before "Show more" (and adds with each); none: every row. */
  pageSize?: number;
}

/** The route an element opens on; an unknown view is the sessions view (with a warning). */
export function initialProgrammeRoute(address: { instance: string; event: string; language: string }, props: ProgrammeElementProps): Route {
  const view = (props.view ?? 'sessions').trim().toLowerCase();
  if (!(view in PROGRAMME_VIEWS)) console.warn(`[vmx] <vmx-programme>: unknown view "${props.view}"; showing sessions`);
  const name: RouteName = PROGRAMME_VIEWS[view as ProgrammeView] ?? PROGRAMME_VIEWS.sessions;
  const query: Record<string, string> = {};
  if (props.day) query.day = props.day;
  if (props.filter) query.filter = props.filter;
  if (view === 'grid' || view === 'list') query[LAYOUT_QUERY] = view;
  return { name, params: { ...address }, query };
}

export function ProgrammeElement(props: ProgrammeElementProps) {
  const context = useEventContext();
  const language = useEventState((state) => state.language);
  const eventLoading = useEventState((state) => state.status === 'loading');
  const emit = useEmit();
  const address = useMemo(() => ({ instance: context.instance, event: context.event, language }), [context, language]);
  // The attributes, not the props object, decide the opening view.
  const { view, day, filter } = props;
  const opening = useMemo(() => initialProgrammeRoute(address, { view, day, filter }), [address, view, day, filter]);
  const openingView =
    (Object.keys(PROGRAMME_VIEWS) as ProgrammeView[]).find((view) => PROGRAMME_VIEWS[view] === opening.name) ?? 'sessions';
  usePrefetchProgrammeLists(OPENING_LISTS[openingView]);
  const opensOnSearch = SEARCH_ROUTES.has(opening.name);
  const held = useFirstScreenHold({
    search: opensOnSearch,
    firstRows: opensOnSearch && showsFirstRows(readSearchState(opening.name, opening.query)),
  });
  // The rows' dates need the language's month and weekday names, which dateFormat.ts makes from Intl once per
  // language (tens of milliseconds with a phone's CPU): made while the first replies are on their way, not
  // in the render of the first rows. (The search view shows dates, so this module has the code anyway.)
  useState(() => setTimeout(() => formatProgrammeDate('2000-01-01T00:00', 'dddd D MMMM HH:mm', language)));
  // The page shown, kept while the element lives (removed and inserted again, it shows the same page);
  // new attributes open their own page.
  const openingKey = JSON.stringify(opening);
  const [shown, setShown] = useHostState('programme.route', () => ({ openingKey, route: opening }));
  const route = shown.openingKey === openingKey ? shown.route : opening;
  const setRoute = useCallback((next: Route) => setShown({ openingKey, route: next }), [setShown, openingKey]);
  const top = useRef<HTMLDivElement>(null);
  const [updates, setUpdates] = useState(false);
  useEffect(() => {
    if (held) return;
    const timer = setTimeout(() => setUpdates(true), UPDATES_AFTER_MS);
    return () => clearTimeout(timer);
  }, [held]);

  // The host's address keeps the page shown under the element's own parameter (ui/embedHistory.ts).
  const host = useContext(HostElementContext);
  const param = host ? embedParam(host) : null;
  const isList = useCallback((candidate: Route) => SEARCH_ROUTES.has(candidate.name) || candidate.name === opening.name, [opening]);
  // The last list shown: where "Back to the programme" goes.
  const list = useRef(opening);
  if (isList(route)) list.current = route;
  // Whether the entry before this one is that list (the element opened this page from it): the back link is then the browser's Back.
  const fromList = useRef(false);
  // A page named by the address waits until it is read, so a copied link does not show the list first.
  const [reading, setReading] = useState(() => param !== null && readEmbedPath(location.search, param) !== null);

  const toHref = useCallback((path: string) => platformHref(props.platformUrl, path), [props.platformUrl]);

  /** The path of a URL within the platform, or null for a URL elsewhere. */
  const platformPath = useCallback(
    (url: URL): string | null => {
      const base = new URL(toHref('/'), location.href);
      if (url.origin !== base.origin || !url.pathname.startsWith(base.pathname)) return null;
      return `/${url.pathname.slice(base.pathname.length)}`;
    },
    [toHref],
  );

  /** The programme route a platform path names, or null for any other page. */
  const programmeRouteOf = useCallback(
    async (path: string, search: string): Promise<Route | null> => {
      // The address parser is needed only once someone follows a link.
      const { parseRoute } = await import('../../core/routeParse');
      const parsed = parseRoute(path, search);
      const sameEvent = parsed.params.instance === context.instance && parsed.params.event === context.event;
      return sameEvent && isProgrammeRoute(parsed.name) ? parsed : null;
    },
    [context],
  );

  // The address's page, on the first render and after Back and Forward; a parameter that names no programme page is the opening page.
  useEffect(() => {
    if (param === null) return;
    let latest = 0;
    const fromAddress = async () => {
      const mine = ++latest;
      const path = readEmbedPath(location.search, param);
      const url = path === null ? null : new URL(path, location.origin);
      const next = (url && (await programmeRouteOf(url.pathname, url.search))) ?? opening;
      if (mine !== latest) return;
      fromList.current = false;
      setRoute(next);
      setReading(false);
    };
    const onPopState = () => void fromAddress();
    // On the first render only when the address names a page: else the element keeps what it shows.
    if (readEmbedPath(location.search, param) !== null) onPopState();
    addEventListener('popstate', onPopState);
    return () => removeEventListener('popstate', onPopState);
  }, [param, opening, programmeRouteOf, setRoute]);

  const show = useCallback(
    (next: Route, replace = false) => {
      // A host may take over navigation by cancelling vmx-navigate: then nothing changes, the address neither.
      if (!emit('vmx-navigate', { to: buildRoute(next), route: next.name })) return;
      if (!replace) fromList.current = isList(route) && !isList(next);
      if (param !== null) {
        const path = buildRoute(next) === buildRoute(opening) ? null : buildRoute(next);
        // The writing code loads with the first page opened (in order: each write waits for the same import).
        void import('../../ui/embedHistory').then(({ writeEmbedPath }) => writeEmbedPath(param, path, replace));
      }
      setRoute(next);
      if (next.name === 'SessionPage' && next.params.sessionId) emit('vmx-session-open', { sessionId: next.params.sessionId });
      // The element's top into view, as a page change would do (never scrolling a parent frame).
      const box = top.current?.getBoundingClientRect();
      if (box && box.top < 0) top.current?.scrollIntoView({ block: 'start' });
    },
    [emit, setRoute, param, opening, route, isList],
  );

  /** Shows a programme page in the element; any other page of the platform opens as a page. */
  const go = useCallback(
    async (url: URL, replace?: boolean) => {
      const path = platformPath(url);
      const next = path === null ? null : await programmeRouteOf(path, url.search);
      if (next) show(next, replace);
      else location.assign(url.href);
    },
    [platformPath, programmeRouteOf, show],
  );

  const navigate = useCallback<Navigate>((to, options) => void go(new URL(toHref(to), location.href), options?.replace), [toHref, go]);

  /** The back link: the browser's Back when the list is the entry before, else the list as a new page. */
  const back = (event: MouseEvent) => {
    event.preventDefault();
    if (fromList.current) history.back();
    else show(list.current);
  };
  // element.navigate(path) (define.ts).
  useElementMethods({ navigate });

  const onClick = (event: MouseEvent) => {
    const url = followedLink(event.nativeEvent);
    if (!url || platformPath(url) === null) return;
    event.preventDefault();
    void go(url);
  };

  // The search view is part of the element's own code: most elements open on it, and its rows are the
  // element's first paint (the other pages load on demand).
  const Page = SEARCH_ROUTES.has(route.name) ? SearchPage : PROGRAMME_PAGES[route.name as keyof typeof PROGRAMME_PAGES];
  const listPath = buildRoute(list.current);
  return (
    <PlatformLinksProvider toHref={toHref}>
      <ListPageSize.Provider value={pageSizeOf(props.pageSize)}>
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegated: the clicks are on links inside, which take focus and which Enter clicks; the div itself is no control. */}
        <div ref={top} part="page" data-route={route.name} onClick={onClick} aria-busy={eventLoading || held || undefined}>
          {/* The page waits for the event's texts: shown sooner, its labels would change language a moment
            later. The first page waits for all of its first screen (useFirstScreenHold.ts). */}
          {!eventLoading && !reading && param !== null && !isList(route) && (
            <BackToList param={param} listPath={listPath === buildRoute(opening) ? null : listPath} onBack={back} />
          )}
          {!eventLoading && !reading && !held && <Page route={route} navigate={navigate} />}
          {updates && <ProgrammeUpdates />}
        </div>
      </ListPageSize.Provider>
    </PlatformLinksProvider>
  );
}
