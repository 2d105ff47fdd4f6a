import { describe, expect, it } from 'vitest';
import { bannerRequested, readConsent, widgetsConfigured, type Consent } from './consent';
import {
  defaultWidgetConfig,
  HELP_DESK_POLL_LIMIT,
  HELP_DESK_POLL_MS,
  helpDeskVisible,
  isScriptUrl,
  mayRetry,
  measurementIdOf,
  NETWORKING_RETRY_LIMIT,
  NETWORKING_RETRY_MS,
  networkingSettings,
  networkingWidgetActive,
  parseWidgetConfig,
  planWidgets,
  type WidgetConfig,
  type WidgetSituation,
} from './widgets';

const FULL = {
  showCookieBanner: true,
  showAnalyticsText: true,
  showAdobeTypekitText: false,
  freshworks: { url: '/demo/widgets/helpdesk.js', id: '4711' },
  FreshChatAllPages: { freshChatToken: 'demo-token', enableChat: true, freshChatScript: '/demo/widgets/chat.js' },
  tvWidget: { active: true, image: '/demo/widgets/tv.svg', video: null, url: '/tv/demo/ehc2026/en-GB' },
  networkingWidget: true,
  networkingWidgetForApp: false,
  networkingWidgetJS: '/demo/widgets/networking.js',
  networkingWidgetCSS: 'https://cdn.example.org/networking.css',
  networkingWidgetSettings: {
    websocket_server_address: 'wss://chat.example.org',
    api_base_addr: 'https://chat.example.org/api',
    useManageIds: true,
  },
  gtagConfig: { isActive: true, gtagScript: '/demo/widgets/gtag.js?id=G-DEMO2026' },
};

const parsed = (root: Record<string, unknown>) => parseWidgetConfig(root);
const accepted: Consent = { decided: true, analytics: true, typekit: true };
const necessary: Consent = { decided: true, analytics: false, typekit: false };
const undecided: Consent = readConsent('ehc2026', '');

function situation(overrides: Partial<WidgetSituation> = {}, config: WidgetConfig = parsed(FULL).config): WidgetSituation {
  return { config, consent: accepted, routeName: 'HomePage', signedIn: true, hasTicket: true, isApp: false, tvAllowed: true, ...overrides };
}

describe('spec constants', () => {
  it('retries the networking widget every 4 s at most 20 times and polls the help desk 10 times 1 s apart', () => {
    expect([NETWORKING_RETRY_MS, NETWORKING_RETRY_LIMIT]).toEqual([4000, 20]);
    expect([HELP_DESK_POLL_MS, HELP_DESK_POLL_LIMIT]).toEqual([1000, 10]);
    expect(mayRetry(20, NETWORKING_RETRY_LIMIT)).toBe(true);
    expect(mayRetry(21, NETWORKING_RETRY_LIMIT)).toBe(false);
    expect(mayRetry(0, HELP_DESK_POLL_LIMIT)).toBe(false);
  });
});

describe('parseWidgetConfig', () => {
  it('reads every widget key of the app config', () => {
    const { config, warnings } = parsed(FULL);
    expect(warnings).toEqual([]);
    expect(config.showCookieBanner).toBe(true);
    expect(config.showAdobeTypekitText).toBe(false);
    expect(config.helpDesk).toEqual({ url: '/demo/widgets/helpdesk.js', id: '4711' });
    expect(config.chat).toEqual({ token: 'demo-token', script: '/demo/widgets/chat.js' });
    expect(config.tvWidget).toEqual({ active: true, image: '/demo/widgets/tv.svg', video: null, url: '/tv/demo/ehc2026/en-GB' });
    expect(config.networking).toMatchObject({
      active: true,
      activeInApp: false,
      script: '/demo/widgets/networking.js',
      useManageIds: true,
      websocketServer: 'wss://chat.example.org',
    });
    expect(config.gtag).toEqual({ script: '/demo/widgets/gtag.js?id=G-DEMO2026', measurementId: 'G-DEMO2026' });
  });

  it('falls back to no widgets, no banner and shown texts when nothing is configured', () => {
    expect(parsed({})).toEqual({ config: defaultWidgetConfig(), warnings: [] });
    expect(defaultWidgetConfig()).toMatchObject({ showCookieBanner: false, showAnalyticsText: true, showAdobeTypekitText: true });
  });

  it('warns and ignores values of the wrong type or unsafe addresses', () => {
    const { config, warnings } = parsed({
      showCookieBanner: 'yes',
      freshworks: 'helpdesk',
      networkingWidgetJS: 'javascript:alert(1)',
      gtagConfig: { isActive: true, gtagScript: '//evil.example/gtag.js' },
      FreshChatAllPages: { enableChat: true },
      networkingWidgetPages: 'HomePage',
    });
    expect(config.showCookieBanner).toBe(false);
    expect(config.helpDesk).toBeNull();
    expect(config.networking.script).toBeNull();
    expect(config.gtag).toBeNull();
    expect(config.chat).toBeNull();
    expect(warnings).toEqual([
      'config_json: showCookieBanner is a string, not a boolean; using false',
      'config_json: freshworks is a string, not an object; ignored',
      'config_json: FreshChatAllPages.enableChat is on without a freshChatToken; no chat',
      'config_json: networkingWidgetJS is not an http(s) address or a path ("javascript:alert(1)"); ignored',
      'config_json: networkingWidgetPages is a string, not a list; using the default pages',
      'config_json: gtagConfig.gtagScript is not an http(s) address or a path ("//evil.example/gtag.js"); ignored',
    ]);
  });

  it('leaves gtag and chat off when switched off', () => {
    const { config } = parsed({
      ...FULL,
      gtagConfig: { isActive: false, gtagScript: '/g.js' },
      FreshChatAllPages: { freshChatToken: 't', enableChat: false },
    });
    expect(config.gtag).toBeNull();
    expect(config.chat).toBeNull();
  });

  it('accepts https, http and same-origin paths as script addresses, nothing else', () => {
    expect(['https://a.example/x.js', 'http://a.example/x.js', '/demo/x.js'].map(isScriptUrl)).toEqual([true, true, true]);
    expect(['//a.example/x.js', 'data:text/javascript,1', ' /x.js', '/x.js"><script>', 'x.js', 42].map(isScriptUrl)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(measurementIdOf('https://www.googletagmanager.com/gtag/js?id=G-ABC')).toBe('G-ABC');
    expect(measurementIdOf('/gtag.js')).toBeNull();
  });
});

describe('networking widget (section 5)', () => {
  it('needs a signed-in user with a ticket on a networking route', () => {
    expect(networkingWidgetActive(situation())).toBe(true);
    expect(networkingWidgetActive(situation({ signedIn: false, hasTicket: false }))).toBe(false);
    expect(networkingWidgetActive(situation({ hasTicket: false }))).toBe(false);
    expect(networkingWidgetActive(situation({ routeName: 'LoginPage' }))).toBe(false);
    expect(networkingWidgetActive(situation({ routeName: 'MyAreaPage' }))).toBe(true);
  });

  it('uses networkingWidgetForApp in the app and the event`s own page list when given', () => {
    expect(networkingWidgetActive(situation({ isApp: true }))).toBe(false);
    expect(networkingWidgetActive(situation({ isApp: true }, parsed({ ...FULL, networkingWidgetForApp: true }).config))).toBe(true);
    const ownPages = parsed({ ...FULL, networkingWidgetPages: ['ContactPage'] }).config;
    expect(networkingWidgetActive(situation({ routeName: 'ContactPage' }, ownPages))).toBe(true);
    expect(networkingWidgetActive(situation({ routeName: 'HomePage' }, ownPages))).toBe(false);
  });

  it('is off without a script or when the event has it off', () => {
    expect(networkingWidgetActive(situation({}, parsed({ ...FULL, networkingWidgetJS: null }).config))).toBe(false);
    expect(networkingWidgetActive(situation({}, parsed({ ...FULL, networkingWidget: false }).config))).toBe(false);
  });

  it('is initialised with the user, the event and the settings json', () => {
    const pages = {
      chatGroups: '/a',
      userGroups: '/b',
      inbox: '/c',
      program: '/d',
      network: '/e',
      userPage: '/f',
      resourcePage: '/g',
      contentSessionPage: '/h',
      livePage: '/i',
    };
    expect(networkingSettings({ config: parsed(FULL).config, userId: 7, token: 'jwt', eventId: 2026, pages })).toEqual({
      user: { id: 7, token: 'jwt' },
      useManageIds: true,
      settingsJson: { event_id: 2026, websocket_server_address: 'wss://chat.example.org', api_base_addr: 'https://chat.example.org/api' },
      pages,
    });
  });
});

describe('help desk (section 4)', () => {
  it('is hidden on the industry landing and profile pages only', () => {
    expect(helpDeskVisible('HomePage')).toBe(true);
    expect(helpDeskVisible('ProgramPage')).toBe(true);
    for (const route of ['IndustryLandingPage', 'IndustryLandingPageProfile', 'IndustryLanding', 'ProfilePage'] as const)
      expect(helpDeskVisible(route)).toBe(false);
  });
});

describe('planWidgets', () => {
  it('loads every configured widget once the visitor accepted all', () => {
    expect(planWidgets(situation())).toEqual({ networking: true, helpDesk: true, chat: true, tv: true, analytics: true });
  });

  it('loads nothing before the banner is answered', () => {
    expect(planWidgets(situation({ consent: undecided }))).toEqual({
      networking: false,
      helpDesk: false,
      chat: false,
      tv: false,
      analytics: false,
    });
  });

  it('keeps analytics out with necessary cookies only, and lets the service widgets in', () => {
    expect(planWidgets(situation({ consent: necessary }))).toEqual({
      networking: true,
      helpDesk: true,
      chat: true,
      tv: true,
      analytics: false,
    });
  });

  it('lets the service widgets in without a banner, but analytics still only with analytics consent', () => {
    const noBanner = parsed({ ...FULL, showCookieBanner: false }).config;
    expect(planWidgets(situation({ consent: undecided }, noBanner))).toEqual({
      networking: true,
      helpDesk: true,
      chat: true,
      tv: true,
      analytics: false,
    });
  });

  it('shows the TV widget only when active and allowed by its access check', () => {
    expect(planWidgets(situation({ tvAllowed: false })).tv).toBe(false);
    expect(planWidgets(situation({}, parsed({ ...FULL, tvWidget: { ...FULL.tvWidget, active: false } }).config)).tv).toBe(false);
    expect(planWidgets(situation({}, parsed({ ...FULL, tvWidget: { active: true } }).config)).tv).toBe(false);
  });
});

describe('cheap checks before any widget code loads', () => {
  it('asks for the banner only when showCookieBanner is true, as the full parse does', () => {
    expect(bannerRequested({ showCookieBanner: true })).toBe(true);
    for (const value of [false, 'true', 1, null, undefined]) {
      expect(bannerRequested({ showCookieBanner: value })).toBe(false);
      expect(parseWidgetConfig({ showCookieBanner: value }).config.showCookieBanner).toBe(false);
    }
  });

  it('needs widget code only when a widget key is set', () => {
    expect(widgetsConfigured({})).toBe(false);
    expect(widgetsConfigured({ networkingWidget: false, gtagConfig: null })).toBe(false);
    expect(widgetsConfigured({ gtagConfig: { isActive: true } })).toBe(true);
  });
});
