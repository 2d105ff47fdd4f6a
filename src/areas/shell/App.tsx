/**
 * The standalone platform, <vmx-app>: it owns the address and shows the page of each route of the spec
 * (both documents, section 2). Page bodies come with later issues; each page already has its real
 * route, redirects and title.
 *
 * Texts: app.loading. Theme tokens: those of ui/theme.ts. Part: app. Events: vmx-navigate, vmx-session-open;
 * methods refresh() and navigate(path) (elements/catalog.ts).
 */
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ComponentType } from 'react';
import type { RouteName } from '../../core/routes';
import type { PageProps } from '../../ui/page';
import { createHttp } from '../../api/http';
import { createEventQueryClient } from '../../store/queryClient';
import { refreshEvent } from '../../store/loadEvent';
import { EventContextProvider } from '../../store/react';
import { useElementMethods, useEmit } from '../../ui/host';
import { containerMode, parseRoute } from '../../core/routeParse';
import { EventPage } from './EventPage';
import { NoEventPage } from './NoEventPage';
import { Frame, MaintenanceScreen, Status } from './App.styles';
import type { EventContext } from '../../store/eventContext';
import { internalLinkTarget, useHistoryLocation } from './useHistoryLocation';
import { useResolvedRoute } from './useResolvedRoute';
import { SHELL_TEXTS } from '../../core/shellTexts';
import { translate } from '../../core/texts';
import { APP_INITIAL_LOAD_DELAY_MS } from '../../core/splashScreen';
import { cameFromSelfReload, markAppLoaded, markPlatformStart, noteNavigation } from '../../store/storageFlags';

/** The bodies of the pages other areas build, by route name; a page without one shows its name. */
export type PageComponents = Partial<Record<RouteName, ComponentType<PageProps>>>;

/**
 * What other areas put around every page of an event (docs/rules/shell-access-identity.md section 2, shell layout):
 * the header above it, the footer below it, and overlays (consent banner, advertisement popups,
 * notification toasts, the offline banner...) over it. Each decides itself, from the route, whether it
 * shows (no header on SubmissionPage, noheader, the containers).
 */
export interface ChromeComponents {
  Header?: ComponentType<PageProps>;
  Footer?: ComponentType<PageProps>;
  overlays?: ComponentType<PageProps>[];
  /** On every page, given its address: what a page inside a host's iframe does (areas/frame). */
  Framed?: ComponentType<{ path: string }>;
  /** Called once per event context before its event loads (the offline area restores and keeps its data). */
  onEventContext?: (context: EventContext) => void;
  /** The admin panel's programme editor (areas/programme), for preview super users; loads on demand. */
  ProgrammeEditor?: ComponentType<object>;
  /** The admin panel's event dashboard (areas/dashboards), for preview super users; loads on demand. */
  EventDashboard?: ComponentType<object>;
}

export interface AppProps {
  /** Where the API lives; default the page's own origin. */
  apiBase?: string;
  pages?: PageComponents;
  chrome?: ChromeComponents;
}

const NO_CHROME: ChromeComponents = {};

export function App({ apiBase = '/', pages = {}, chrome = NO_CHROME }: AppProps) {
  // The shell's own reads (domain map, instance check) come before any event context exists.
  const [shellQueries] = useState(createEventQueryClient);
  // A 503 to the shell's own reads, before any event context exists, is maintenance too (section 4).
  const [maintenance, setMaintenance] = useState(false);
  const http = useMemo(
    () =>
      createHttp({
        baseUrl: apiBase,
        getToken: () => null,
        onUnauthorized: () => undefined,
        onMaintenance: () => setMaintenance(true),
        // A 404 here is an answer (unknown instance or unmapped domain), not a failure.
        onError: (error) => {
          if (error.status !== 404) console.warn('[vmx] shell request failed', error);
        },
      }),
    [apiBase],
  );
  return (
    <QueryClientProvider client={shellQueries}>
      {maintenance ? (
        <Frame>
          <MaintenanceScreen data-route="MaintenancePage">
            <h1>{translate({}, SHELL_TEXTS, 'maintenance.title')}</h1>
            <p data-reason="maintenance">{translate({}, SHELL_TEXTS, 'maintenance.text')}</p>
          </MaintenanceScreen>
        </Frame>
      ) : (
        <Shell apiBase={apiBase} http={http} pages={pages} chrome={chrome} />
      )}
    </QueryClientProvider>
  );
}

function Shell({
  apiBase,
  http,
  pages,
  chrome,
}: {
  apiBase: string;
  http: ReturnType<typeof createHttp>;
  pages: PageComponents;
  chrome: ChromeComponents;
}) {
  const [here, navigate] = useHistoryLocation();
  const resolution = useResolvedRoute(here, http, apiBase);
  const emit = useEmit();

  useEffect(() => {
    if (resolution.kind === 'redirect') navigate(resolution.to, { replace: true });
  }, [resolution, navigate]);

  // A host may take over navigation by cancelling vmx-navigate.
  const follow = useCallback(
    (to: string) => {
      const target = new URL(to, location.href);
      if (emit('vmx-navigate', { to, route: parseRoute(target.pathname, target.search).name })) navigate(to);
    },
    [emit, navigate],
  );

  const onClick = (event: React.MouseEvent) => {
    const target = internalLinkTarget(event.nativeEvent);
    if (!target) return;
    event.preventDefault();
    follow(target.pathname + target.search + target.hash);
  };

  const sessionId = resolution.kind === 'page' && resolution.route.name === 'SessionPage' ? resolution.route.params.sessionId : undefined;
  useEffect(() => {
    if (sessionId) emit('vmx-session-open', { sessionId });
  }, [sessionId, emit]);

  // The stored flags isVMX, vmx-loaded and nextPage (core/storageFlags.ts): the platform's start, the app
  // counted as initialised 2 s later (section 4, app start), and a search page kept as the next page.
  const pageRoute = resolution.kind === 'page' ? resolution.route : null;
  const container = pageRoute ? containerMode(pageRoute.query) : null;
  const routeName = pageRoute?.name ?? null;
  useEffect(() => {
    markPlatformStart(container);
    // VMXreload is read and removed on every start, whether or not a splash screen asks for it.
    cameFromSelfReload();
    const timer = setTimeout(() => markAppLoaded(Date.now()), APP_INITIAL_LOAD_DELAY_MS);
    return () => {
      clearTimeout(timer);
      markAppLoaded(null);
    };
  }, [container]);
  const herePath = here.pathname + here.search;
  useEffect(() => {
    if (routeName) noteNavigation(routeName, herePath);
  }, [routeName, herePath]);

  // element.refresh() and element.navigate(path) (elements/define.ts).
  const shellQueries = useQueryClient();
  const eventContext = resolution.kind === 'page' ? resolution.context : null;
  useElementMethods({
    refresh: () => Promise.all([shellQueries.invalidateQueries(), eventContext && refreshEvent(eventContext)]).then(() => undefined),
    navigate: follow,
  });

  return (
    <Frame part="app" onClick={onClick}>
      {resolution.kind === 'page' ? (
        resolution.context ? (
          <EventContextProvider context={resolution.context}>
            <EventPage route={resolution.route} navigate={navigate} pages={pages} chrome={chrome} />
          </EventContextProvider>
        ) : (
          <NoEventPage route={resolution.route} />
        )
      ) : (
        <Status role="status">{translate({}, SHELL_TEXTS, 'app.loading')}</Status>
      )}
      {chrome.Framed && <chrome.Framed path={here.pathname + here.search} />}
    </Frame>
  );
}
