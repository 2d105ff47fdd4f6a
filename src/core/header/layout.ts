/**
 * The header's layout rules and constants (docs/rules/shell-access-identity.md sections 2, 4 and 9): breakpoints,
 * banner heights, the scroll-hide threshold, the side navigation's open state, initials and the
 * language switch.
 */
import { LANGUAGE_FLAGS, normaliseLanguage } from '../language';

/** Section 9: desktop breakpoint 1024 px by default (below it: hamburger and side navigation). */
export const DESKTOP_BREAKPOINT = 1024;
/** Section 9: the navbar collapses at 992 px. */
export const NAVBAR_COLLAPSE_WIDTH = 992;
/** Section 9: "stored or 1400 width", the header's max content width. */
export const HEADER_MAX_CONTENT_WIDTH = 1400;
/** Section 9: mobile banner breakpoint 1024 (2800 in the app). */
export const MOBILE_BANNER_BREAKPOINT = 1024;
export const MOBILE_BANNER_BREAKPOINT_APP = 2800;
/** Section 9: banner heights, mobile 75 and desktop 100 by default. */
export const MOBILE_BANNER_HEIGHT = 75;
export const DESKTOP_BANNER_HEIGHT = 100;
/** Section 9: header banner row height 100 px, logo height 70 px. */
export const HEADER_BANNER_ROW_HEIGHT = 100;
export const HEADER_LOGO_HEIGHT = 70;
/**
 * Ours: the height of the menu bar under the banner row (a 44 px target, its border and spacing). The
 * header's placeholder holds banner row and menu bar while the header loads, so the page below does
 * not jump down by a menu bar when the header appears.
 */
export const MENU_BAR_HEIGHT = 48;
/** Section 9: mobile container width 95 (per cent), padding 0 .2rem. */
export const MOBILE_CONTAINER_WIDTH_PERCENT = 95;
export const MOBILE_CONTAINER_PADDING = '0 .2rem';
/** Section 9: scroll-hide threshold 120 px. */
export const SCROLL_HIDE_THRESHOLD = 120;
/** Section 9: the header clock refreshes every second. */
export const HEADER_CLOCK_REFRESH_MS = 1000;
/** Section 9: tile navigation has two columns. */
export const TILE_NAVIGATION_COLUMNS = 2;
/** Section 2: initials default to J and D. */
export const DEFAULT_INITIALS = { first: 'J', last: 'D' } as const;

export interface HeaderLayoutInput {
  width: number;
  isApp: boolean;
  /** mobileBannerHeight / desktopBannerHeight from config_json, when set (section 3, App config). */
  mobileBannerHeight?: number | null;
  desktopBannerHeight?: number | null;
}

export interface HeaderLayout {
  /** Below the desktop breakpoint: the hamburger and the side navigation replace the menu bar. */
  sideNavigation: boolean;
  /** At or below the collapse width: the banner row shrinks and secondary parts move into the side navigation. */
  collapsed: boolean;
  /** The mobile banner (and its height) is used. */
  mobileBanner: boolean;
  bannerHeight: number;
  /** The height the header takes before it loads: banner row, and the menu bar where one shows. */
  placeholderHeight: number;
}

function positive(value: number | null | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
}

export function headerLayout({ width, isApp, mobileBannerHeight, desktopBannerHeight }: HeaderLayoutInput): HeaderLayout {
  const mobileBanner = width < (isApp ? MOBILE_BANNER_BREAKPOINT_APP : MOBILE_BANNER_BREAKPOINT);
  const sideNavigation = width < DESKTOP_BREAKPOINT;
  const bannerHeight = mobileBanner
    ? positive(mobileBannerHeight, MOBILE_BANNER_HEIGHT)
    : positive(desktopBannerHeight, DESKTOP_BANNER_HEIGHT);
  return {
    sideNavigation,
    collapsed: width <= NAVBAR_COLLAPSE_WIDTH,
    mobileBanner,
    bannerHeight,
    // A congress site has a main menu; in the app the app navigation replaces the menu bar.
    placeholderHeight: bannerHeight + (sideNavigation || isApp ? 0 : MENU_BAR_HEIGHT),
  };
}

/**
 * Section 2: in the app container the header banner hides when scrolled beyond 120 px and returns at
 * the top; elsewhere it does so when the header config asks (hideHeaderBannerOnScroll).
 */
export function bannerHidden(
  scrollY: number,
  { isApp, hideHeaderBannerOnScroll }: { isApp: boolean; hideHeaderBannerOnScroll: boolean },
): boolean {
  return (isApp || hideHeaderBannerOnScroll) && scrollY > SCROLL_HIDE_THRESHOLD;
}

/** Section 4, side navigation: it closes on a route change and when the width reaches the breakpoint. */
export function sideNavigationOpen(open: boolean, { routeChanged, width }: { routeChanged: boolean; width: number }): boolean {
  if (routeChanged || width >= DESKTOP_BREAKPOINT) return false;
  return open;
}

/** Section 2: initials from the first and last name (the firstname and lastname cookies), defaults J and D. */
export function initials(firstname: string | null | undefined, lastname: string | null | undefined): string {
  const first = firstname?.trim().charAt(0) || DEFAULT_INITIALS.first;
  const last = lastname?.trim().charAt(0) || DEFAULT_INITIALS.last;
  return `${first}${last}`.toUpperCase();
}

export interface LanguageChoice {
  language: string;
  /** Whether there is a flag for it (section 2: en-GB, de-DE, fr-FR, it-IT, en-US, es-ES, zh-CN, tr-TR). */
  flag: boolean;
  current: boolean;
}

/** Section 2: language flags show when the event has more than one language. */
export function languageChoices(eventLanguages: readonly string[], current: string): LanguageChoice[] {
  const languages = [...new Set(eventLanguages.map((language) => normaliseLanguage(language)))];
  if (languages.length < 2) return [];
  const now = normaliseLanguage(current);
  return languages.map((language) => ({
    language,
    flag: (LANGUAGE_FLAGS as readonly string[]).includes(language),
    current: language === now,
  }));
}

/** A cookie's value from document.cookie's text, or null. */
export function cookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return part.slice(eq + 1).trim();
      }
    }
  }
  return null;
}

export type HeaderContainer = 'app' | 'terminal' | null;

/**
 * The container the page runs in (section 2, query flag container=app|terminal; section 3, stored flags
 * isApp and isTerminal): the query wins and is what gets remembered; without it, the remembered flags
 * (links inside the platform do not carry the query on).
 */
export function headerContainer(
  query: Readonly<Record<string, string | undefined>>,
  stored: { isApp: string | null; isTerminal: string | null },
): {
  container: HeaderContainer;
  remember: HeaderContainer | 'none' | null;
} {
  const asked = query.container?.trim().toLowerCase();
  if (asked === 'app' || asked === 'terminal') return { container: asked, remember: asked };
  if (asked !== undefined) return { container: null, remember: 'none' };
  const on = (value: string | null) => value !== null && ['', 'true', '1', 'yes', 'on'].includes(value.trim().toLowerCase());
  if (on(stored.isApp)) return { container: 'app', remember: null };
  if (on(stored.isTerminal)) return { container: 'terminal', remember: null };
  return { container: null, remember: null };
}
