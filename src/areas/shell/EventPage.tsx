/**
 * A route of an event: keeps the context's language in step with the address, loads the event, sets
 * the document title (event name, else VMX, plus the readable page name; a configured title wins), and
 * shows the maintenance screen, not-found for an unknown event or an unknown page of the event (in its language), or
 * the page.
 *
 * Texts: pageTitle.<RouteName>, app.defaultTitle, app.loading, app.notFound.text, app.notFound.home,
 * maintenance.title, maintenance.text.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { isFlagOn } from '../../core/flags';
import { parseMaintenanceFlag } from '../../core/maintenance';
import { pageTitle, parsePageTitles, readablePageName } from '../../core/pageTitles';
import { buildPath, type Route } from '../../core/routes';
import { useEventContext, useEventState } from '../../store/react';
import { containerMode } from '../../core/routeParse';
import { rememberDenyReason } from '../../store/denyReasons';
import { usePolicyCheck } from '../../store/policies';
import { HCP_ANSWER_FLAG, needsHcpAnswer, parseHcpSettings } from '../../core/hcp';
import { useUserAccessData } from '../../store/accessData';
import { AccessDeniedDialog } from '../../ui/AccessDeniedDialog';
import { HcpQuestion } from './HcpQuestion';
import { SwitchAccountDialog } from './SwitchAccountDialog';
import { AdminPanel } from './AdminPanel';
import { useAccessGate } from './useAccessGate';
import { useAccountHub } from './useAccountHub';
import { useFavicon } from './useFavicon';
import { usePageTracking } from './usePageTracking';
import { useShellText } from './useShellText';
import { EventTheme } from '../../ui/EventTheme';
import { Main, MaintenanceScreen, Status } from './App.styles';
import type { ChromeComponents, PageComponents } from './App';
import { NoEventPage } from './NoEventPage';
import type { Navigate } from '../../ui/page';

export function EventPage({
  route,
  navigate,
  pages,
  chrome,
}: {
  route: Route;
  navigate: Navigate;
  pages: PageComponents;
  chrome: ChromeComponents;
}) {
  const context = useEventContext();
  const t = useShellText();
  const language = route.params.language ?? '';
  const status = useEventState((s) => s.status);
  const maintenance = useEventState((s) => s.maintenance);
  const texts = useEventState((s) => s.texts);
  const raw = useEventState((s) => s.config.raw);
  // The event's own maintenance flag (config_json maintenanceMode, core/maintenance.ts) or a 503 from any call.
  const maintenanceConfigured = useMemo(() => {
    const parsed = parseMaintenanceFlag(raw);
    parsed.warnings.forEach((warning) => console.warn(`[vmx] ${warning}`));
    return parsed.on;
  }, [raw]);
  useFavicon();
  // Before the event's first load (EventTheme's effect), so that kept offline data is in place.
  useMemo(() => chrome.onEventContext?.(context), [chrome, context]);

  const preview = isFlagOn(route.query.preview);
  useEffect(() => {
    context.store.getState().setLanguage(language);
  }, [context, language]);
  useEffect(() => {
    context.store.getState().setPreview(preview);
  }, [context, preview]);

  let body;
  if (maintenance || maintenanceConfigured || route.name === 'MaintenancePage') {
    body = (
      <MaintenanceScreen data-route="MaintenancePage">
        <h1>{t('maintenance.title')}</h1>
        <p data-reason="maintenance">{t('maintenance.text')}</p>
      </MaintenanceScreen>
    );
  } else if (status === 'not-found') {
    body = <NoEventPage route={{ ...route, name: 'not-found' }} texts={texts} />;
  } else if (status === 'loading') {
    body = <Status role="status">{t('app.loading')}</Status>;
  } else if (route.name === 'not-found') {
    body = (
      <NoEventPage
        route={route}
        texts={texts}
        homeHref={buildPath('HomePage', { instance: context.instance, event: context.event, language })}
      />
    );
  } else {
    const { Header, Footer, overlays = [] } = chrome;
    body = (
      <>
        {Header && <Header route={route} navigate={navigate} />}
        <PageBody route={route} navigate={navigate} pages={pages} editor={chrome.ProgrammeEditor} dashboard={chrome.EventDashboard} />
        {Footer && <Footer route={route} navigate={navigate} />}
        {overlays.map((Overlay, index) => (
          <Overlay key={index} route={route} navigate={navigate} />
        ))}
      </>
    );
  }

  return (
    <>
      <EventTheme />
      {body}
    </>
  );
}

/** The page, once the access flow lets the visitor in: its heading and its body. */
function PageBody({
  route,
  navigate,
  pages,
  editor,
  dashboard,
}: {
  route: Route;
  navigate: Navigate;
  pages: PageComponents;
  editor: ChromeComponents['ProgrammeEditor'];
  dashboard: ChromeComponents['EventDashboard'];
}) {
  const t = useShellText();
  const gate = useAccessGate(route, navigate);
  useAccountHub();
  const check = usePolicyCheck(containerMode(route.query) === 'app');
  // Keyed: it stays the same dialog when the page behind it changes from loading to shown.
  const question = gate.switchQuestion && <SwitchAccountDialog key="switch-account" question={gate.switchQuestion} />;
  if (gate.state === 'checking' || !check) {
    return (
      <>
        <Status role="status">{t('app.loading')}</Status>
        {question}
      </>
    );
  }
  // Page and Url policies (docs/rules/shell-access-identity.md section 6) may close the page itself.
  const denied = [check('Page', route.name), check('Url', location.pathname)].find((result) => !result.allowed);
  return (
    <>
      {denied ? (
        <DeniedPage route={route} navigate={navigate} reasons={denied.reasons} />
      ) : (
        <HcpGuard route={route} navigate={navigate}>
          <AllowedPage route={route} navigate={navigate} pages={pages} />
        </HcpGuard>
      )}
      <AdminPanel route={route} navigate={navigate} previewSuperUser={gate.previewSuperUser} Editor={editor} Dashboard={dashboard} />
      {question}
    </>
  );
}

/** A page a policy closes: its heading, and the access-denied dialog; closing it goes back, or home. */
function DeniedPage({ route, navigate, reasons }: { route: Route; navigate: Navigate; reasons: string[] }) {
  const context = useEventContext();
  const texts = useEventState((s) => s.texts);
  const language = route.params.language ?? 'en-GB';
  useEffect(() => {
    rememberDenyReason(context.instance, reasons.join(', '));
  }, [context, reasons]);
  const leave = useLeavePage(route, navigate);
  return (
    <Main data-route={route.name} data-access="denied">
      <h1>{readablePageName(texts, route.name)}</h1>
      <AccessDeniedDialog language={language} onClose={leave} />
    </Main>
  );
}

/** Going away from a page a visitor may not or will not see: back, or home. */
function useLeavePage(route: Route, navigate: Navigate): () => void {
  const context = useEventContext();
  const language = route.params.language ?? 'en-GB';
  return () => {
    if (history.length > 1) history.back();
    else navigate(buildPath('HomePage', { instance: context.instance, event: context.event, language }), { replace: true });
  };
}

/** The healthcare-professional question before the pages the event marks HCP-only. */
function HcpGuard({ route, navigate, children }: { route: Route; navigate: Navigate; children: ReactNode }) {
  const texts = useEventState((s) => s.texts);
  const raw = useEventState((s) => s.config.raw);
  const settings = useMemo(() => {
    const parsed = parseHcpSettings(raw);
    parsed.warnings.forEach((warning) => console.warn(`[vmx] ${warning}`));
    return parsed.settings;
  }, [raw]);
  const { user } = useUserAccessData();
  const [accepted, setAccepted] = useState(false);
  const leave = useLeavePage(route, navigate);
  if (accepted || !needsHcpAnswer(settings, route.name, user, localStorage.getItem(HCP_ANSWER_FLAG))) {
    return <>{children}</>;
  }
  return (
    <Main data-route={route.name} data-access="hcp">
      <h1>{readablePageName(texts, route.name)}</h1>
      <HcpQuestion settings={settings} user={user} onAccepted={() => setAccepted(true)} onLeave={leave} />
    </Main>
  );
}

/**
 * Pages that write their own heading: the home page names the congress, the holding page says whether the
 * congress is still to come or has ended (an ended congress is never headed "Coming soon").
 */
const PAGES_WITH_OWN_HEADING: ReadonlySet<Route['name']> = new Set(['HomePage', 'HoldingPage']);

/** Its body; the not-found text in a composition of the shell that lacks it. */
function AllowedPage({ route, navigate, pages }: { route: Route; navigate: Navigate; pages: PageComponents }) {
  const context = useEventContext();
  const t = useShellText();
  const eventName = useEventState((s) => s.details?.Name ?? null);
  const raw = useEventState((s) => s.config.raw);
  const titles = useMemo(() => {
    const parsed = parsePageTitles(raw);
    parsed.warnings.forEach((warning) => console.warn(`[vmx] ${warning}`));
    return parsed.titles;
  }, [raw]);
  const configuredTitle = titles[route.name] ?? null;
  const language = useEventState((s) => s.language);
  const texts = useEventState((s) => s.texts);
  const readableName = readablePageName(texts, route.name);
  const Body = pages[route.name];
  usePageTracking(route);

  // vmx-app owns the standalone page: its title and its language are the event's.
  useEffect(() => {
    document.title = pageTitle({ eventName, defaultTitle: t('app.defaultTitle'), readableName, configuredTitle });
  }, [eventName, t, readableName, configuredTitle]);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  const address = { instance: context.instance, event: context.event, language };
  const homeHref = buildPath('HomePage', address);
  const common = { instance: context.instance, event: context.event, language, 'api-base': context.apiBase };

  return (
    <Main data-route={route.name}>
      {!(Body && PAGES_WITH_OWN_HEADING.has(route.name)) && <h1>{configuredTitle || readableName}</h1>}
      {Body ? (
        <Body route={route} navigate={navigate} />
      ) : route.name === 'HomePage' ? (
        <>
          <vmx-ticker {...common} />
          <vmx-logo-grid {...common} />
        </>
      ) : (
        // A composition of the shell without this page (vmx-app has every page): the page is not here.
        <>
          <p data-reason="not-found">{t('app.notFound.text')}</p>
          <p>
            <a href={homeHref}>{t('app.notFound.home')}</a>
          </p>
        </>
      )}
    </Main>
  );
}
