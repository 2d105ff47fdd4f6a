/**
 * The shell's third-party widgets and what lets each of them in (docs/rules/shell-access-identity.md section 3, app
 * config: tvWidget, freshworks, FreshChatAllPages, networkingWidget*, showCookieBanner, showAnalyticsText,
 * showAdobeTypekitText, gtagConfig, networking widget settings; section 4, networking and help-desk widgets;
 * section 5, widget conditions; section 9, retry and poll constants).
 *
 * Ours where the spec is silent: every widget waits for the visitor's answer to the cookie banner when
 * the event shows one (they set cookies of their own); analytics needs the analytics consent itself.
 */
import { CONFIG } from './config';
import { describe, isRecord } from './configGuards';
import type { Consent } from './consent';
import type { RouteName } from './routes';
import { hasControlCharacter } from './url';

/** Section 9: networking widget retry, every 4 s, at most 20 times. */
export const NETWORKING_RETRY_MS = 4000;
export const NETWORKING_RETRY_LIMIT = 20;
/** Section 9: help-desk poll, 10 times 1 s apart. */
export const HELP_DESK_POLL_MS = 1000;
export const HELP_DESK_POLL_LIMIT = 10;

/** Section 4: the help desk is hidden on the industry landing and profile pages. */
export const HELP_DESK_HIDDEN_ROUTES: readonly RouteName[] = [
  'IndustryLandingPage',
  'IndustryLandingPageProfile',
  'IndustryLanding',
  'ProfilePage',
];

/**
 * Section 5 names "a networking route" without listing them. Ours: the pages of the widget's own page
 * URLs (section 3: inbox, groups, programme, network, session and live pages) and home; an event may
 * list its own in networkingWidgetPages.
 */
export const NETWORKING_ROUTES: readonly RouteName[] = [
  'HomePage',
  'MyAreaPage',
  'MessagesPage',
  'MeetingHubPage',
  'PlazaPage',
  'ProgramPage',
  'SessionPage',
  'PersonalProgramPage',
  'LivePage',
];

/** A script or stylesheet address: absolute http(s), or a path on the platform's own origin. */
export function isScriptUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.trim() !== value || value === '') return false;
  if (hasControlCharacter(value) || /[\s"'<>\\]/.test(value)) return false;
  return /^https:\/\//i.test(value) || /^http:\/\//i.test(value) || (value.startsWith('/') && !value.startsWith('//'));
}

export interface TvWidgetConfig {
  active: boolean;
  image: string | null;
  video: string | null;
  url: string | null;
}

export interface WidgetConfig {
  showCookieBanner: boolean;
  showAnalyticsText: boolean;
  showAdobeTypekitText: boolean;
  /** freshworks {url, id}: the help-desk widget. */
  helpDesk: { url: string; id: string } | null;
  /** FreshChatAllPages {freshChatToken, enableChat}: the chat widget; its script address is ours (freshChatScript). */
  chat: { token: string; script: string } | null;
  tvWidget: TvWidgetConfig | null;
  networking: {
    active: boolean;
    activeInApp: boolean;
    script: string | null;
    stylesheet: string | null;
    pages: readonly string[];
    websocketServer: string | null;
    apiBase: string | null;
    useManageIds: boolean;
  };
  /** gtagConfig {isActive, gtagScript}: gtagScript is the gtag.js address, whose id= names the measurement. */
  gtag: { script: string; measurementId: string | null } | null;
}

export function defaultWidgetConfig(): WidgetConfig {
  return {
    showCookieBanner: false,
    showAnalyticsText: true,
    showAdobeTypekitText: true,
    helpDesk: null,
    chat: null,
    tvWidget: null,
    networking: {
      active: false,
      activeInApp: false,
      script: null,
      stylesheet: null,
      pages: NETWORKING_ROUTES,
      websocketServer: null,
      apiBase: null,
      useManageIds: false,
    },
    gtag: null,
  };
}

/** The widget keys of config_json. Never throws: a bad value is its default plus a warning naming the key. */
export function parseWidgetConfig(root: Record<string, unknown>): { config: WidgetConfig; warnings: string[] } {
  const config = defaultWidgetConfig();
  const warnings: string[] = [];
  const bool = (value: unknown, key: string, fallback: boolean): boolean => {
    if (value === undefined || value === null) return fallback;
    if (typeof value === 'boolean') return value;
    warnings.push(`${CONFIG}: ${key} is ${describe(value)}, not a boolean; using ${fallback}`);
    return fallback;
  };
  const str = (value: unknown, key: string): string | null => {
    if (value === undefined || value === null || value === '') return null;
    if (typeof value === 'string') return value;
    warnings.push(`${CONFIG}: ${key} is ${describe(value)}, not a string; ignored`);
    return null;
  };
  const address = (value: unknown, key: string): string | null => {
    const text = str(value, key);
    if (text === null) return null;
    const given: string = text;
    if (isScriptUrl(given)) return given;
    warnings.push(`${CONFIG}: ${key} is not an http(s) address or a path ("${text.slice(0, 60)}"); ignored`);
    return null;
  };
  const object = (value: unknown, key: string): Record<string, unknown> | null => {
    if (value === undefined || value === null) return null;
    if (isRecord(value)) return value;
    warnings.push(`${CONFIG}: ${key} is ${describe(value)}, not an object; ignored`);
    return null;
  };

  config.showCookieBanner = bool(root.showCookieBanner, 'showCookieBanner', config.showCookieBanner);
  config.showAnalyticsText = bool(root.showAnalyticsText, 'showAnalyticsText', config.showAnalyticsText);
  config.showAdobeTypekitText = bool(root.showAdobeTypekitText, 'showAdobeTypekitText', config.showAdobeTypekitText);

  const freshworks = object(root.freshworks, 'freshworks');
  if (freshworks) {
    const url = address(freshworks.url, 'freshworks.url');
    const id = str(freshworks.id, 'freshworks.id') ?? (typeof freshworks.id === 'number' ? String(freshworks.id) : null);
    if (url && id) config.helpDesk = { url, id };
  }

  const freshChat = object(root.FreshChatAllPages, 'FreshChatAllPages');
  if (freshChat && bool(freshChat.enableChat, 'FreshChatAllPages.enableChat', false)) {
    const token = str(freshChat.freshChatToken, 'FreshChatAllPages.freshChatToken');
    const script = address(freshChat.freshChatScript, 'FreshChatAllPages.freshChatScript') ?? 'https://wchat.freshchat.com/js/widget.js';
    if (token) config.chat = { token, script };
    else warnings.push(`${CONFIG}: FreshChatAllPages.enableChat is on without a freshChatToken; no chat`);
  }

  const tv = object(root.tvWidget, 'tvWidget');
  if (tv) {
    config.tvWidget = {
      active: bool(tv.active, 'tvWidget.active', false),
      image: address(tv.image, 'tvWidget.image'),
      video: address(tv.video, 'tvWidget.video'),
      url: str(tv.url, 'tvWidget.url'),
    };
  }

  const networking = config.networking;
  networking.active = bool(root.networkingWidget, 'networkingWidget', false);
  networking.activeInApp = bool(root.networkingWidgetForApp, 'networkingWidgetForApp', false);
  networking.script = address(root.networkingWidgetJS, 'networkingWidgetJS');
  networking.stylesheet = address(root.networkingWidgetCSS, 'networkingWidgetCSS');
  if (Array.isArray(root.networkingWidgetPages)) {
    networking.pages = root.networkingWidgetPages.filter((page): page is string => typeof page === 'string');
  } else if (root.networkingWidgetPages !== undefined && root.networkingWidgetPages !== null) {
    warnings.push(`${CONFIG}: networkingWidgetPages is ${describe(root.networkingWidgetPages)}, not a list; using the default pages`);
  }
  const settings = object(root.networkingWidgetSettings, 'networkingWidgetSettings');
  if (settings) {
    networking.websocketServer = str(settings.websocket_server_address, 'networkingWidgetSettings.websocket_server_address');
    networking.apiBase = str(settings.api_base_addr, 'networkingWidgetSettings.api_base_addr');
    networking.useManageIds = bool(settings.useManageIds, 'networkingWidgetSettings.useManageIds', false);
  }

  const gtag = object(root.gtagConfig, 'gtagConfig');
  if (gtag && bool(gtag.isActive, 'gtagConfig.isActive', false)) {
    const script = address(gtag.gtagScript, 'gtagConfig.gtagScript');
    if (script) config.gtag = { script, measurementId: measurementIdOf(script) };
  }
  return { config, warnings };
}

/** The id= of a gtag.js address (G-XXXX), or null. */
export function measurementIdOf(script: string): string | null {
  const match = /[?&]id=([^&#]+)/.exec(script);
  return match ? decodeURIComponent(match[1]!) : null;
}

export interface WidgetSituation {
  config: WidgetConfig;
  consent: Consent;
  routeName: RouteName;
  signedIn: boolean;
  hasTicket: boolean;
  /** The page runs in the native app container. */
  isApp: boolean;
  /** The tvWidget Key policy lets the visitor in (section 5). */
  tvAllowed: boolean;
}

export interface WidgetPlan {
  networking: boolean;
  helpDesk: boolean;
  chat: boolean;
  tv: boolean;
  analytics: boolean;
}

/** Ours: a widget waits for the banner's answer when the event shows the banner. */
export function consentSettled(config: Pick<WidgetConfig, 'showCookieBanner'>, consent: Consent): boolean {
  return !config.showCookieBanner || consent.decided;
}

/** Section 5: a signed-in user with a ticket on a networking route; in the app only when the app variant is on. */
export function networkingWidgetActive(situation: Omit<WidgetSituation, 'tvAllowed' | 'consent'>): boolean {
  const { networking } = situation.config;
  const on = situation.isApp ? networking.activeInApp : networking.active;
  return on && networking.script !== null && situation.signedIn && situation.hasTicket && networking.pages.includes(situation.routeName);
}

/** Section 4: the help desk shows everywhere but the industry landing and profile pages. */
export function helpDeskVisible(routeName: RouteName): boolean {
  return !HELP_DESK_HIDDEN_ROUTES.includes(routeName);
}

/** What may load now. Loaded scripts stay: the help desk hides rather than unloads on its hidden pages. */
export function planWidgets(situation: WidgetSituation): WidgetPlan {
  const { config, consent } = situation;
  const settled = consentSettled(config, consent);
  return {
    networking: settled && networkingWidgetActive(situation),
    helpDesk: settled && config.helpDesk !== null,
    chat: settled && config.chat !== null,
    tv:
      settled &&
      config.tvWidget !== null &&
      config.tvWidget.active &&
      situation.tvAllowed &&
      (config.tvWidget.image ?? config.tvWidget.video) !== null,
    // Analytics: only with the analytics consent itself, banner or not.
    analytics: config.gtag !== null && consent.analytics,
  };
}

/**
 * A bounded retry (networking: 4 s x 20; help desk: 1 s x 10): whether attempt number `attempt`
 * (1 for the first retry) may still run.
 */
export function mayRetry(attempt: number, limit: number): boolean {
  return attempt >= 1 && attempt <= limit;
}

export interface NetworkingSettings {
  user: { id: number | null; token: string };
  useManageIds: boolean;
  settingsJson: { event_id: number | null; websocket_server_address: string | null; api_base_addr: string | null };
  pages: Record<
    'chatGroups' | 'userGroups' | 'inbox' | 'program' | 'network' | 'userPage' | 'resourcePage' | 'contentSessionPage' | 'livePage',
    string
  >;
}

/**
 * Section 3, networking widget settings: what the widget is initialised with. pages: the platform's
 * page paths for the widget's links (built by the caller with core/routes).
 */
export function networkingSettings(input: {
  config: WidgetConfig;
  userId: number | null;
  token: string;
  eventId: number | null;
  pages: NetworkingSettings['pages'];
}): NetworkingSettings {
  return {
    user: { id: input.userId, token: input.token },
    useManageIds: input.config.networking.useManageIds,
    settingsJson: {
      event_id: input.eventId,
      websocket_server_address: input.config.networking.websocketServer,
      api_base_addr: input.config.networking.apiBase,
    },
    pages: input.pages,
  };
}
