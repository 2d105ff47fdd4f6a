/**
 * The third-party widgets, each loaded only when core/widgets planWidgets lets it in (shell-access-
 * identity.md sections 4 and 5): analytics (gtag) with the analytics consent; the help desk (hidden on
 * the industry landing and profile pages, its widget polled 10 times 1 s apart); the chat; the networking
 * widget for signed-in ticket holders on networking pages (initialising retried every 4 s, at most 20
 * times); and the TV widget when active and allowed by its tvWidget access check. The networking and TV widgets
 * also wait for their ComponentVisibility rules (networkingWidget, tvWidget; docs/rules/content-areas.md section 4,
 * component time window) and stay away while a rule hides them.
 *
 * Texts: widgets.tv. Theme tokens: --vmx-color-background, --vmx-radius, --vmx-color-focus. Parts: tv-widget.
 */
import { useEffect, useMemo } from 'react';
import type { Consent } from '../../core/consent';
import { CONSENT_TEXTS } from '../../core/consentTexts';
import { buildPath } from '../../core/routes';
import { containerMode } from '../../core/routeParse';
import { safeHref } from '../../core/url';
import {
  HELP_DESK_POLL_LIMIT,
  HELP_DESK_POLL_MS,
  helpDeskVisible,
  NETWORKING_RETRY_LIMIT,
  NETWORKING_RETRY_MS,
  networkingSettings,
  parseWidgetConfig,
  planWidgets,
  type NetworkingSettings,
} from '../../core/widgets';
import { useEventContext, useEventState, useTexts } from '../../store/react';
import { useComponentVisible } from '../../store/visibility';
import type { PageProps } from '../../ui/page';
import { useStyleNonce } from '../../ui/styleNonce';
import { loadScript, loadStylesheet, pageGlobal, retry, setPageGlobal } from './thirdParty';
import { TvLink } from './Widgets.styles';

type FreshworksWidget = (command: string, target?: string) => void;
interface NetworkingWidget {
  init(settings: NetworkingSettings): void;
  destroy?(): void;
}

export interface WidgetsProps extends PageProps {
  consent: Consent;
  /** The tvWidget Key policy lets the visitor in (the overlay checks it: the policy code is already on the page). */
  tvAllowed: boolean;
}

export default function Widgets({ route, consent, tvAllowed }: WidgetsProps) {
  const context = useEventContext();
  const t = useTexts(CONSENT_TEXTS);
  const raw = useEventState((state) => state.config.raw);
  const user = useEventState((state) => state.user);
  const eventId = useEventState((state) => state.details?.Id ?? null);
  const language = useEventState((state) => state.language);
  const isApp = containerMode(route.query) === 'app';
  const networkingVisible = useComponentVisible('networkingWidget');
  const tvVisible = useComponentVisible('tvWidget');
  // The element's nonce, for a page whose Content-Security-Policy admits these scripts by nonce.
  const nonce = useStyleNonce();
  const config = useMemo(() => {
    const parsed = parseWidgetConfig(raw);
    parsed.warnings.forEach((warning) => console.warn(`[vmx] ${warning}`));
    return parsed.config;
  }, [raw]);
  const plan = planWidgets({
    config,
    consent,
    routeName: route.name,
    signedIn: user !== null,
    hasTicket: user?.hasTicket ?? false,
    isApp,
    tvAllowed,
  });

  // Analytics: gtag.js with its dataLayer, once the visitor agreed to analytics.
  const gtag = plan.analytics ? config.gtag : null;
  useEffect(() => {
    if (!gtag) return;
    const dataLayer = pageGlobal<unknown[]>('dataLayer') ?? [];
    setPageGlobal('dataLayer', dataLayer);
    dataLayer.push(['js', new Date()]);
    if (gtag.measurementId) dataLayer.push(['config', gtag.measurementId]);
    void loadScript(gtag.script, nonce);
  }, [gtag, nonce]);

  // Help desk: load once; on each page show or hide its launcher, polling until the widget is there.
  const helpDesk = plan.helpDesk ? config.helpDesk : null;
  const helpDeskShown = helpDeskVisible(route.name);
  useEffect(() => {
    if (!helpDesk) return;
    if (!pageGlobal('fwSettings')) setPageGlobal('fwSettings', { widget_id: helpDesk.id });
    void loadScript(helpDesk.url, nonce);
  }, [helpDesk, nonce]);
  useEffect(() => {
    if (!helpDesk) return;
    return retry(
      () => {
        const widget = pageGlobal<FreshworksWidget>('FreshworksWidget');
        if (typeof widget !== 'function') return false;
        widget(helpDeskShown ? 'show' : 'hide', 'launcher');
        return true;
      },
      HELP_DESK_POLL_MS,
      HELP_DESK_POLL_LIMIT,
    );
  }, [helpDesk, helpDeskShown]);

  // Chat: the widget script, initialised with the event's token once it has loaded.
  const chat = plan.chat ? config.chat : null;
  useEffect(() => {
    if (!chat) return;
    void loadScript(chat.script, nonce).then(() =>
      pageGlobal<{ init(options: { token: string }): void }>('fcWidget')?.init({ token: chat.token }),
    );
  }, [chat, nonce]);

  // Networking widget: its stylesheet and script; initialising is retried until the widget is ready.
  const networking = plan.networking && networkingVisible ? config.networking : null;
  const address = useMemo(
    () => ({ instance: context.instance, event: context.event, language }),
    [context.instance, context.event, language],
  );
  const settings = useMemo(() => {
    if (!networking || !user) return null;
    const myArea = (module: string) => buildPath('MyAreaPage', { ...address, module });
    return networkingSettings({
      config,
      userId: user.userId,
      token: user.accessToken,
      eventId,
      pages: {
        chatGroups: myArea('groups'),
        userGroups: myArea('groups'),
        inbox: myArea('inbox'),
        program: myArea('program'),
        network: myArea('network'),
        userPage: buildPath('UserFormPage', address),
        resourcePage: buildPath('ContentPage', { ...address, pageName: 'resources' }),
        contentSessionPage: buildPath('ProgramPage', address),
        livePage: buildPath('LivePage', address),
      },
    });
  }, [networking, user, config, eventId, address]);
  useEffect(() => {
    if (!networking?.script || !settings) return;
    if (networking.stylesheet) void loadStylesheet(networking.stylesheet, nonce);
    let stop = () => undefined as void;
    let cancelled = false;
    void loadScript(networking.script, nonce).then(() => {
      if (cancelled) return;
      stop = retry(
        () => {
          const widget = pageGlobal<NetworkingWidget>('vmxNetworkingWidget');
          if (!widget || typeof widget.init !== 'function') return false;
          widget.init(settings);
          return true;
        },
        NETWORKING_RETRY_MS,
        NETWORKING_RETRY_LIMIT,
      );
    });
    return () => {
      cancelled = true;
      stop();
      pageGlobal<NetworkingWidget>('vmxNetworkingWidget')?.destroy?.();
    };
  }, [networking, settings, nonce]);

  const tv = plan.tv && tvVisible ? config.tvWidget : null;
  if (!tv) return null;
  const href = safeHref(tv.url);
  const image = tv.image ? <img src={tv.image} alt={t('widgets.tv')} width={160} height={90} /> : null;
  const media =
    image ??
    (tv.video ? <video src={tv.video} muted autoPlay loop playsInline aria-label={t('widgets.tv')} width={160} height={90} /> : null);
  return href ? (
    <TvLink part="tv-widget" href={href}>
      {media}
    </TvLink>
  ) : (
    <TvLink as="div" part="tv-widget">
      {media}
    </TvLink>
  );
}
