/**
 * The header model and the header configuration (docs/rules/shell-access-identity.md section 3, "Header model"
 * and "Header config"; section 7: GET /api/Core/GetVMXHeader?shortname&language). Parsing never throws:
 * a field of the wrong type gets its default and a warning naming it ('[vmx] ...' in the console).
 *
 * Field names are the spec's. Where the spec names a field but not its shape, the shape is ours and
 * marked so (ours).
 */
import { describe, isRecord, readTime } from '../configGuards';

export const HEADER = 'GetVMXHeader';

/** Header themes (section 2: one, two, three). */
export const HEADER_THEMES = ['one', 'two', 'three'] as const;
export type HeaderTheme = (typeof HEADER_THEMES)[number];
export const DEFAULT_HEADER_THEME: HeaderTheme = 'one';

/** Section 3, Menu item: name, Displayname, icon, url, target (Open), dataType, qnaInstance, isDownload, subMenu, onlyInMobile, onlyInVMX, showMenuItem, display. */
export interface MenuItemData {
  name: string;
  Displayname: string;
  icon: string;
  /** An absolute URL, a JSON route object (string or object), or a page name or path. */
  url: unknown;
  target: '_self' | '_blank';
  /** 'link' | 'qnalink' | 'download' (section 2, item kinds); anything else is a link. */
  dataType: string;
  qnaInstance: string;
  isDownload: boolean;
  subMenu: MenuItemData[];
  onlyInMobile: boolean;
  onlyInVMX: boolean;
  showMenuItem: boolean;
  /** Content mode the item belongs to: '' (always), or e.g. 'industry', 'scientific' (ours: the values). */
  display: string;
  /** Ours: the item's time window (section 2, "hidden by a time window"). */
  startTime: string | null;
  endTime: string | null;
}

/** Section 3, Banner menu item: name, url, target, id, class, img, icon, tooltip, module. */
export interface BannerMenuItemData {
  name: string;
  url: unknown;
  target: '_self' | '_blank';
  id: string;
  class: string;
  img: string;
  icon: string;
  tooltip: string;
  module: string;
}

/** banners.main and banners.second: {image, alt, link, target}. */
export interface BannerData {
  image: string;
  alt: string;
  link: string;
  target: '_self' | '_blank';
}

/** An entry of the app's bottom navigation; method is section 2's: url, scroll to top, menu toggle, back. */
export const APP_NAVIGATION_METHODS = ['url', 'scrollTop', 'menuToggle', 'back'] as const;
export type AppNavigationMethod = (typeof APP_NAVIGATION_METHODS)[number];

export interface AppNavigationItemData {
  name: string;
  icon: string;
  method: AppNavigationMethod;
  url: unknown;
}

export interface LinkData {
  name: string;
  url: unknown;
}

export interface HeaderConfig {
  banners: { main: BannerData | null; second: BannerData | null };
  menu: {
    menuItems: MenuItemData[];
    bannerMenuItems: BannerMenuItemData[];
    myCongress: boolean;
    maxCongressItems: number;
    myCongressItems: MenuItemData[];
    customMenuItems: MenuItemData[];
    menuIcon: string;
    socialMediaIconsActive: boolean;
    backgroundOverlayColor: string;
  };
  /** Ours (shape): the header's background colour and the optional full-width banner. */
  background: { color: string; bannerImage: string; bannerAlt: string; bannerColor: string };
  tileNavigation: boolean;
  hideHeaderBannerOnScroll: boolean;
  appNavigationActive: boolean;
  appNavigationItems: {
    /** Top items: the entries of the slide-in menu. */
    items: MenuItemData[];
    bottomItems: AppNavigationItemData[];
    appMenuContainerLogo: string;
    welcomeMessage: string;
    legal: LinkData | null;
    privacy: LinkData | null;
    colours: { background: string; text: string; active: string };
  };
  /** Ours: the optional clock (section 2) and its time-zone text. */
  clock: { active: boolean; timeZoneText: string };
  /** Ours: the Scan QR link in the app container (section 2, "when configured"). */
  scanQrActive: boolean;
}

export interface HeaderModel {
  EventLogo: string;
  EventLanguages: string[];
  menuItems: MenuItemData[];
  theme: HeaderTheme;
  config: HeaderConfig;
}

export function defaultHeaderConfig(): HeaderConfig {
  return {
    banners: { main: null, second: null },
    menu: {
      menuItems: [],
      bannerMenuItems: [],
      myCongress: false,
      maxCongressItems: MAX_CONGRESS_ITEMS,
      myCongressItems: [],
      customMenuItems: [],
      menuIcon: '',
      socialMediaIconsActive: false,
      backgroundOverlayColor: '',
    },
    background: { color: '', bannerImage: '', bannerAlt: '', bannerColor: '' },
    tileNavigation: false,
    hideHeaderBannerOnScroll: false,
    appNavigationActive: false,
    appNavigationItems: {
      items: [],
      bottomItems: [],
      appMenuContainerLogo: '',
      welcomeMessage: '',
      legal: null,
      privacy: null,
      colours: { background: '', text: '', active: '' },
    },
    clock: { active: false, timeZoneText: '' },
    scanQrActive: false,
  };
}

/** Section 9: max congress items, 2 by default. */
export const MAX_CONGRESS_ITEMS = 2;

export function defaultHeaderModel(): HeaderModel {
  return { EventLogo: '', EventLanguages: [], menuItems: [], theme: DEFAULT_HEADER_THEME, config: defaultHeaderConfig() };
}

// ---- readers: each returns the default (and warns) when the value has the wrong type ----

class Reader {
  constructor(readonly warnings: string[]) {}

  private wrong(field: string, value: unknown, expected: string, fallback: string) {
    this.warnings.push(`${HEADER}: ${field} is ${describe(value)}, not ${expected}; ${fallback}`);
  }

  string(value: unknown, field: string, fallback = ''): string {
    if (value === undefined || value === null) return fallback;
    if (typeof value === 'string') return value.trim();
    if (typeof value === 'number') return String(value);
    this.wrong(field, value, 'a string', 'ignored');
    return fallback;
  }

  boolean(value: unknown, field: string, fallback: boolean): boolean {
    if (value === undefined || value === null) return fallback;
    if (typeof value === 'boolean') return value;
    if (value === 'true' || value === 'false') return value === 'true';
    this.wrong(field, value, 'a boolean', `using ${String(fallback)}`);
    return fallback;
  }

  count(value: unknown, field: string, fallback: number): number {
    if (value === undefined || value === null) return fallback;
    if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return value;
    this.wrong(field, value, 'a whole number of 0 or more', `using ${fallback}`);
    return fallback;
  }

  target(value: unknown, field: string): '_self' | '_blank' {
    if (value === undefined || value === null || value === '') return '_self';
    if (value === '_blank' || value === true || value === 'blank' || value === 'new') return '_blank';
    if (value === '_self' || value === false || value === 'self') return '_self';
    this.wrong(field, value, '_self or _blank', 'using _self');
    return '_self';
  }

  record(value: unknown, field: string): Record<string, unknown> | null {
    if (value === undefined || value === null) return null;
    if (isRecord(value)) return value;
    this.wrong(field, value, 'an object', 'ignored');
    return null;
  }

  list<T>(value: unknown, field: string, item: (entry: Record<string, unknown>, field: string) => T | null): T[] {
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value)) {
      this.wrong(field, value, 'an array', 'no entries');
      return [];
    }
    const result: T[] = [];
    value.forEach((entry: unknown, index) => {
      const at = `${field}[${index}]`;
      if (!isRecord(entry)) {
        this.warnings.push(`${HEADER}: ${at} is ${describe(entry)}, not an object; skipped`);
        return;
      }
      const read = item(entry, at);
      if (read !== null) result.push(read);
    });
    return result;
  }
}

/** Menu items nest (subMenu); deeper levels than this are dropped, so a cycle-like config cannot run away. */
export const MAX_SUBMENU_DEPTH = 2;

function readMenuItem(r: Reader, entry: Record<string, unknown>, field: string, depth = 0): MenuItemData | null {
  const startTime = readTime(entry.startTime, `${field}.startTime`, r.warnings, HEADER);
  const endTime = readTime(entry.endTime, `${field}.endTime`, r.warnings, HEADER);
  if (startTime === undefined || endTime === undefined) {
    // Shown without its window, an item could stay for ever: leave it out.
    r.warnings.push(`${HEADER}: ${field} skipped`);
    return null;
  }
  const subMenu =
    depth < MAX_SUBMENU_DEPTH ? r.list(entry.subMenu, `${field}.subMenu`, (child, at) => readMenuItem(r, child, at, depth + 1)) : [];
  if (depth >= MAX_SUBMENU_DEPTH && Array.isArray(entry.subMenu) && entry.subMenu.length > 0) {
    r.warnings.push(`${HEADER}: ${field}.subMenu is nested deeper than ${MAX_SUBMENU_DEPTH} levels; dropped`);
  }
  const name = r.string(entry.name, `${field}.name`);
  const Displayname = r.string(entry.Displayname, `${field}.Displayname`);
  return {
    name,
    Displayname,
    icon: r.string(entry.icon, `${field}.icon`),
    url: entry.url ?? '',
    target: r.target(entry.target ?? entry.Open, `${field}.target`),
    dataType: r.string(entry.dataType, `${field}.dataType`, 'link').toLowerCase(),
    qnaInstance: r.string(entry.qnaInstance, `${field}.qnaInstance`),
    isDownload: r.boolean(entry.isDownload, `${field}.isDownload`, false),
    subMenu,
    onlyInMobile: r.boolean(entry.onlyInMobile, `${field}.onlyInMobile`, false),
    onlyInVMX: r.boolean(entry.onlyInVMX, `${field}.onlyInVMX`, false),
    showMenuItem: r.boolean(entry.showMenuItem, `${field}.showMenuItem`, true),
    display: r.string(entry.display, `${field}.display`).toLowerCase(),
    startTime,
    endTime,
  };
}

function readBanner(r: Reader, value: unknown, field: string): BannerData | null {
  const banner = r.record(value, field);
  if (!banner) return null;
  const image = r.string(banner.image, `${field}.image`);
  if (!image) return null;
  return {
    image,
    alt: r.string(banner.alt, `${field}.alt`),
    link: r.string(banner.link, `${field}.link`),
    target: r.target(banner.target, `${field}.target`),
  };
}

function readLink(r: Reader, value: unknown, field: string): LinkData | null {
  const link = r.record(value, field);
  if (!link) return null;
  return { name: r.string(link.name, `${field}.name`), url: link.url ?? '' };
}

function readConfig(r: Reader, value: unknown): HeaderConfig {
  const config = defaultHeaderConfig();
  const root = r.record(value, 'config');
  if (!root) return config;
  const banners = r.record(root.banners, 'config.banners');
  if (banners)
    config.banners = {
      main: readBanner(r, banners.main, 'config.banners.main'),
      second: readBanner(r, banners.second, 'config.banners.second'),
    };

  const menu = r.record(root.menu, 'config.menu');
  if (menu) {
    const items = (key: string) => r.list(menu[key], `config.menu.${key}`, (entry, at) => readMenuItem(r, entry, at));
    config.menu = {
      menuItems: items('menuItems'),
      bannerMenuItems: r.list(menu.bannerMenuItems, 'config.menu.bannerMenuItems', (entry, at) => ({
        name: r.string(entry.name, `${at}.name`),
        url: entry.url ?? '',
        target: r.target(entry.target, `${at}.target`),
        id: r.string(entry.id, `${at}.id`),
        class: r.string(entry.class, `${at}.class`),
        img: r.string(entry.img, `${at}.img`),
        icon: r.string(entry.icon, `${at}.icon`),
        tooltip: r.string(entry.tooltip, `${at}.tooltip`),
        module: r.string(entry.module, `${at}.module`),
      })),
      myCongress: r.boolean(menu.myCongress, 'config.menu.myCongress', false),
      maxCongressItems: r.count(menu.maxCongressItems, 'config.menu.maxCongressItems', MAX_CONGRESS_ITEMS),
      myCongressItems: items('myCongressItems'),
      customMenuItems: items('customMenuItems'),
      menuIcon: r.string(menu.menuIcon, 'config.menu.menuIcon'),
      socialMediaIconsActive: r.boolean(menu.socialMediaIconsActive, 'config.menu.socialMediaIconsActive', false),
      backgroundOverlayColor: r.string(menu.backgroundOverlayColor, 'config.menu.backgroundOverlayColor'),
    };
  }

  const background = r.record(root.background, 'config.background');
  if (background) {
    config.background = {
      color: r.string(background.color, 'config.background.color'),
      bannerImage: r.string(background.bannerImage, 'config.background.bannerImage'),
      bannerAlt: r.string(background.bannerAlt, 'config.background.bannerAlt'),
      bannerColor: r.string(background.bannerColor, 'config.background.bannerColor'),
    };
  }
  config.tileNavigation = r.boolean(root.tileNavigation, 'config.tileNavigation', false);
  config.hideHeaderBannerOnScroll = r.boolean(root.hideHeaderBannerOnScroll, 'config.hideHeaderBannerOnScroll', false);
  config.appNavigationActive = r.boolean(root.appNavigationActive, 'config.appNavigationActive', false);
  config.scanQrActive = r.boolean(root.scanQrActive, 'config.scanQrActive', false);

  const clock = r.record(root.clock, 'config.clock');
  if (clock)
    config.clock = {
      active: r.boolean(clock.active, 'config.clock.active', false),
      timeZoneText: r.string(clock.timeZoneText, 'config.clock.timeZoneText'),
    };

  const app = r.record(root.appNavigationItems, 'config.appNavigationItems');
  if (app) {
    const colours = r.record(app.colours, 'config.appNavigationItems.colours');
    config.appNavigationItems = {
      items: r.list(app.items, 'config.appNavigationItems.items', (entry, at) => readMenuItem(r, entry, at)),
      bottomItems: r.list(app.bottomItems, 'config.appNavigationItems.bottomItems', (entry, at) => {
        const method = entry.method ?? 'url';
        if (!(APP_NAVIGATION_METHODS as readonly unknown[]).includes(method)) {
          r.warnings.push(`${HEADER}: ${at}.method is not one of ${APP_NAVIGATION_METHODS.join(', ')}; skipped`);
          return null;
        }
        return {
          name: r.string(entry.name, `${at}.name`),
          icon: r.string(entry.icon, `${at}.icon`),
          method: method as AppNavigationMethod,
          url: entry.url ?? '',
        };
      }),
      appMenuContainerLogo: r.string(app.appMenuContainerLogo, 'config.appNavigationItems.appMenuContainerLogo'),
      welcomeMessage: r.string(app.welcomeMessage, 'config.appNavigationItems.welcomeMessage'),
      legal: readLink(r, app.legal, 'config.appNavigationItems.legal'),
      privacy: readLink(r, app.privacy, 'config.appNavigationItems.privacy'),
      colours: colours
        ? {
            background: r.string(colours.background, 'config.appNavigationItems.colours.background'),
            text: r.string(colours.text, 'config.appNavigationItems.colours.text'),
            active: r.string(colours.active, 'config.appNavigationItems.colours.active'),
          }
        : config.appNavigationItems.colours,
    };
  }
  return config;
}

/**
 * The GetVMXHeader answer as a header model: EventLogo, EventLanguages, menuItems, theme and config.
 * Anything unreadable becomes its default with a warning; a reply that is not an object is the
 * default model (a header with the event's name and no menu), never an error.
 */
export function parseHeaderModel(value: unknown): { model: HeaderModel; warnings: string[] } {
  const warnings: string[] = [];
  const r = new Reader(warnings);
  const model = defaultHeaderModel();
  if (!isRecord(value)) {
    warnings.push(`${HEADER}: the reply is ${describe(value)}, not an object; using the default header`);
    return { model, warnings };
  }
  model.EventLogo = r.string(value.EventLogo, 'EventLogo');
  if (Array.isArray(value.EventLanguages)) {
    model.EventLanguages = value.EventLanguages.filter((language): language is string => {
      if (typeof language === 'string' && language.trim() !== '') return true;
      warnings.push(`${HEADER}: EventLanguages has an entry that is ${describe(language)}; skipped`);
      return false;
    });
  } else if (value.EventLanguages !== undefined && value.EventLanguages !== null) {
    warnings.push(`${HEADER}: EventLanguages is ${describe(value.EventLanguages)}, not an array; no language switch`);
  }
  model.menuItems = r.list(value.menuItems, 'menuItems', (entry, at) => readMenuItem(r, entry, at));
  const theme = typeof value.theme === 'string' ? value.theme.trim().toLowerCase() : value.theme;
  if ((HEADER_THEMES as readonly unknown[]).includes(theme)) model.theme = theme as HeaderTheme;
  else if (theme !== undefined && theme !== null)
    warnings.push(`${HEADER}: theme is not one of ${HEADER_THEMES.join(', ')}; using ${DEFAULT_HEADER_THEME}`);
  model.config = readConfig(r, value.config);
  return { model, warnings };
}
