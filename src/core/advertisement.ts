/**
 * Advertisements (docs/rules/shell-access-identity.md section 3, Advertisement; section 4, advertisement popup;
 * section 5, advertisement eligibility; section 9, advertisement cookie and ad check). Pure: the
 * caller passes the cookies, the clock and the situation of the page.
 *
 * Ours where the spec is silent:
 * - the cookie is named {event}.ad.{id} (like the consent cookies {event}.cookie) and holds the epoch
 *   milliseconds it was set; a cookie older than 7 days no longer blocks, even if a browser kept it;
 * - the live page's playing room is its roomid query (docs/rules/content-areas.md section 2, /live?roomid=);
 * - the networking terms answer is the local storage flag NETWORKING_TERMS_FLAG;
 * - showInSeconds delays the popup by that many seconds once its ad is due on the page;
 * - an ad without a valid displayFromDate or displayToDate is open on that side; an unreadable date
 *   closes the ad (a warning; better no ad than one shown at the wrong time).
 */
import type { AdvertisementReply } from '../contracts';
import { CONFIG } from './config';
import { describe, isRecord } from './configGuards';
import { parseCookies } from './consent';
import { timeBound } from './time';
import { BANNER_SLOTS, type BannerSlot } from './adSchedule';

export { AD_CHECK_AFTER_HOOK_MS, AD_CHECK_AFTER_START_MS, type BannerSlot } from './adSchedule';

/** Section 9: advertisement cookie, 7 days per ad. */
export const AD_COOKIE_DAYS = 7;
export const AD_COOKIE_MS = AD_COOKIE_DAYS * 86_400_000;
/** Section 9: the ad banner margin adds 50 px (below a fixed bottom banner, so that nothing hides behind it). */
export const AD_BANNER_MARGIN_PX = 50;
/** Section 3: optionalLinkTarget defaults to _self. */
export const AD_LINK_TARGET_DEFAULT = '_self';
/**
 * Ours (section 5 names the networking terms, not where the answer lives): the local storage flag the
 * networking widget sets to 'true' once the user agreed to its terms.
 */
export const NETWORKING_TERMS_FLAG = 'networkingTermsAccepted';
/** setTimeout cannot wait longer than this (about 24.8 days); a later start is re-checked then. */
export const MAX_TIMER_MS = 2_147_483_647;

/**
 * Section 3, Advertisement, as the client reads it (normalised by parseAdvertisements): the reply's fields
 * (text is HTML, sanitised where it is shown), with the id as a string and a link target always set.
 */
export interface Advertisement extends Omit<AdvertisementReply, 'id' | 'optionalLinkTarget'> {
  id: string;
  optionalLinkTarget: string;
}

/** What the page and the visitor are, for section 5's rules. */
export interface AdSituation {
  now: number;
  /** The page's route name (a RouteName), compared with the page name an ad gives (any string). */
  routeName: string;
  /** The route's companyAccountId param (profile pages), or null. */
  companyAccountId: string | null;
  /** The live page's playing room (its roomid), or null. */
  playingRoom: string | null;
  /** The companies of the visitor's tickets (Ticket.CompanyAccountId); empty without one. */
  ticketCompanies: readonly string[];
  networkingWidgetEnabled: boolean;
  networkingTermsAccepted: boolean;
  /** document.cookie. */
  cookies: string;
  event: string;
}

export type AdRule = 'dates' | 'page' | 'cookie' | 'profile' | 'channel' | 'ticketCompany' | 'networkingTerms';

/** Section 3 and ours: {event}.ad.{id}. */
export function adCookieName(event: string, id: string): string {
  return `${event}.ad.${encodeURIComponent(id)}`;
}

/** The cookie to set when an ad is shown or closed (section 4): 7 days, for the whole site. */
export function adCookie(event: string, id: string, now: number): string {
  const expires = new Date(now + AD_COOKIE_MS).toUTCString();
  return `${adCookieName(event, id)}=${now}; expires=${expires}; path=/; SameSite=Lax`;
}

/** A cookie set less than 7 days ago blocks the ad; one that cannot be read blocks it too (it exists). */
export function adCookieBlocks(value: string | undefined, now: number): boolean {
  if (value === undefined) return false;
  const setAt = Number(value);
  if (!Number.isFinite(setAt) || value.trim() === '') return true;
  return now - setAt < AD_COOKIE_MS;
}

/** The first rule of section 5 an ad fails in this situation, or null when it may show. */
export function failedAdRule(ad: Advertisement, situation: AdSituation, cookieMap = parseCookies(situation.cookies)): AdRule | null {
  if (!withinDates(ad, situation.now)) return 'dates';
  return failedPlacementRule(ad, situation, cookieMap);
}

/** Section 5, every rule: whether the ad may show now. */
export function isAdEligible(ad: Advertisement, situation: AdSituation): boolean {
  return failedAdRule(ad, situation) === null;
}

/** Every rule but the dates: the ad belongs on this page for this visitor. */
function failedPlacementRule(ad: Advertisement, situation: AdSituation, cookieMap: Map<string, string>): AdRule | null {
  if (ad.vmxPage !== situation.routeName) return 'page';
  if (adCookieBlocks(cookieMap.get(adCookieName(situation.event, ad.id)), situation.now)) return 'cookie';
  if (situation.companyAccountId !== null) {
    const list = ad.CompanyAccountIdsShowOnProfile;
    if (list.length > 0 && !list.includes(situation.companyAccountId)) return 'profile';
  }
  if (ad.channelId !== null) {
    if (situation.routeName !== 'LivePage' || situation.playingRoom === null || situation.playingRoom !== ad.channelId) return 'channel';
  }
  if (ad.CompanyAccountIds.length > 0 && !ad.CompanyAccountIds.some((company) => situation.ticketCompanies.includes(company)))
    return 'ticketCompany';
  if (situation.networkingWidgetEnabled && !situation.networkingTermsAccepted) return 'networkingTerms';
  return null;
}

function withinDates(ad: Advertisement, now: number): boolean {
  const from = timeBound(ad.displayFromDate);
  const to = timeBound(ad.displayToDate);
  return (from === null || now >= from) && (to === null || now <= to);
}

/** The ad to show now: the first eligible one in the server's order, or null. */
export function nextAd(ads: readonly Advertisement[], situation: AdSituation): Advertisement | null {
  const cookieMap = parseCookies(situation.cookies);
  return ads.find((ad) => failedAdRule(ad, situation, cookieMap) === null) ?? null;
}

/**
 * Section 4: ads with a future start get a timer for their start time. The milliseconds until the
 * earliest such ad that would then show on this page (every other rule holds), capped at MAX_TIMER_MS;
 * null when none is waiting.
 */
export function msUntilNextAdStart(ads: readonly Advertisement[], situation: AdSituation): number | null {
  const cookieMap = parseCookies(situation.cookies);
  let earliest: number | null = null;
  for (const ad of ads) {
    const from = timeBound(ad.displayFromDate);
    if (from === null || from <= situation.now) continue;
    const to = timeBound(ad.displayToDate);
    if (to !== null && to < from) continue;
    if (failedPlacementRule(ad, situation, cookieMap) !== null) continue;
    if (earliest === null || from < earliest) earliest = from;
  }
  return earliest === null ? null : Math.min(earliest - situation.now, MAX_TIMER_MS);
}

/** The popup's delay once its ad is due: showInSeconds (section 3), never negative. */
export function adShowDelayMs(ad: Advertisement): number {
  return Math.max(0, ad.showInSeconds) * 1000;
}

// ---- reading the server's list (GET /api/Exhibition/EventAdvertisement/{eventId}/{language}) ----

const PREFIX = 'EventAdvertisement';

/**
 * The server's advertisements, normalised. Never throws: a list that is not a list is no ads; an
 * entry without an id or a page is left out; a field of the wrong type is its default. Each problem
 * is a warning naming the entry and field.
 */
export function parseAdvertisements(raw: unknown): { ads: Advertisement[]; warnings: string[] } {
  const warnings: string[] = [];
  if (raw === null || raw === undefined) return { ads: [], warnings };
  if (!Array.isArray(raw)) {
    warnings.push(`${PREFIX}: is ${describe(raw)}, not a list; no advertisements`);
    return { ads: [], warnings };
  }
  const ads: Advertisement[] = [];
  raw.forEach((entry: unknown, index) => {
    if (!isRecord(entry)) {
      warnings.push(`${PREFIX}[${index}]: is ${describe(entry)}, not an object; skipped`);
      return;
    }
    const at = `${PREFIX}[${index}]`;
    const id =
      typeof entry.id === 'number' && Number.isFinite(entry.id)
        ? String(entry.id)
        : typeof entry.id === 'string' && entry.id.trim()
          ? entry.id.trim()
          : null;
    if (id === null) {
      warnings.push(`${at}: id is ${describe(entry.id)}; skipped`);
      return;
    }
    const page = typeof entry.vmxPage === 'string' && entry.vmxPage.trim() ? entry.vmxPage.trim() : null;
    if (page === null) {
      warnings.push(`${at}: vmxPage is ${describe(entry.vmxPage)}; skipped`);
      return;
    }
    const str = (key: string): string | null => {
      const value = entry[key];
      if (value === null || value === undefined || value === '') return null;
      if (typeof value === 'string') return value;
      if (typeof value === 'number' && Number.isFinite(value)) return String(value);
      warnings.push(`${at}: ${key} is ${describe(value)}, not a string; ignored`);
      return null;
    };
    const date = (key: string): string | null => {
      const value = str(key);
      if (value !== null && timeBound(value) === null) {
        warnings.push(`${at}: ${key} is not a valid date ("${value}"); the ad is not shown`);
        return 'invalid';
      }
      return value;
    };
    const ids = (key: string): string[] => {
      const value = entry[key];
      if (value === null || value === undefined) return [];
      if (!Array.isArray(value)) {
        warnings.push(`${at}: ${key} is ${describe(value)}, not a list; ignored`);
        return [];
      }
      return value.filter((item) => typeof item === 'string' || typeof item === 'number').map((item) => String(item));
    };
    const seconds = entry.showInSeconds;
    if (seconds !== null && seconds !== undefined && (typeof seconds !== 'number' || !Number.isFinite(seconds))) {
      warnings.push(`${at}: showInSeconds is ${describe(seconds)}, not a number; using 0`);
    }
    const from = date('displayFromDate');
    const to = date('displayToDate');
    ads.push({
      id,
      // An unreadable date makes an empty window: from the far future to the past.
      displayFromDate: from === 'invalid' || to === 'invalid' ? '9999-12-31T00:00:00Z' : from,
      displayToDate: from === 'invalid' || to === 'invalid' ? '1970-01-01T00:00:00Z' : to,
      vmxPage: page,
      channelId: str('channelId'),
      CompanyAccountIds: ids('CompanyAccountIds'),
      CompanyAccountIdsShowOnProfile: ids('CompanyAccountIdsShowOnProfile'),
      showInSeconds: typeof seconds === 'number' && Number.isFinite(seconds) ? Math.max(0, seconds) : 0,
      backgroundColor: str('backgroundColor'),
      headlineTop: str('headlineTop'),
      headlineBottom: str('headlineBottom'),
      pictureFilePath: str('pictureFilePath'),
      videoFilePath: str('videoFilePath'),
      text: str('text'),
      optionalLink: str('optionalLink'),
      optionalLinkTarget: str('optionalLinkTarget') ?? AD_LINK_TARGET_DEFAULT,
      optionalLinkButtonText: str('optionalLinkButtonText'),
    });
  });
  return { ads, warnings };
}

/** A CSS colour from the server that is safe inside a style value: #hex, rgb()/hsl() or a colour word. */
export function safeColour(value: string | null): string | null {
  if (value === null) return null;
  const colour = value.trim();
  if (/^#[0-9a-f]{3,8}$/i.test(colour)) return colour;
  if (/^(rgb|rgba|hsl|hsla)\([0-9.,%\s/]+\)$/i.test(colour)) return colour;
  if (/^[a-z]{3,30}$/i.test(colour)) return colour;
  return null;
}

// ---- banners (section 3, app config: mobileBannerTop, mobileBannerBottom, desktopBannerBottom) ----

/** Ours (the spec names the keys only): an image, with a link and its target, and alt text. */
export interface AdBanner {
  image: string;
  alt: string;
  link: string | null;
  target: string;
}

export interface BannerConfig {
  banners: Partial<Record<BannerSlot, AdBanner>>;
  /** mobileBannerHeight / desktopBannerHeight, when set to a positive number. */
  mobileBannerHeight: number | null;
  desktopBannerHeight: number | null;
  /** networkingWidget (section 3): ads then need the networking terms (section 5). */
  networkingWidget: boolean;
}

/**
 * The banner keys of config_json. A banner is an object {image, link?, target?, alt?} or an image
 * address alone. Never throws: a bad value is no banner (or the default height) and a warning.
 */
export function parseBannerConfig(root: Record<string, unknown>): { config: BannerConfig; warnings: string[] } {
  const warnings: string[] = [];
  const config: BannerConfig = { banners: {}, mobileBannerHeight: null, desktopBannerHeight: null, networkingWidget: false };
  for (const slot of BANNER_SLOTS) {
    const value = root[slot];
    if (value === undefined || value === null || value === '') continue;
    const record = typeof value === 'string' ? { image: value } : isRecord(value) ? value : null;
    if (!record) {
      warnings.push(`${CONFIG}: ${slot} is ${describe(value)}, not an object or an image address; no banner`);
      continue;
    }
    const image = typeof record.image === 'string' && record.image.trim() ? record.image.trim() : null;
    if (!image) {
      warnings.push(`${CONFIG}: ${slot}.image is ${describe(record.image)}; no banner`);
      continue;
    }
    config.banners[slot] = {
      image,
      alt: typeof record.alt === 'string' ? record.alt : '',
      link: typeof record.link === 'string' && record.link.trim() ? record.link.trim() : null,
      target: typeof record.target === 'string' && record.target.trim() ? record.target.trim() : AD_LINK_TARGET_DEFAULT,
    };
  }
  for (const key of ['mobileBannerHeight', 'desktopBannerHeight'] as const) {
    const value = root[key];
    if (value === undefined || value === null) continue;
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    if (typeof number === 'number' && Number.isFinite(number) && number > 0) config[key] = number;
    else warnings.push(`${CONFIG}: ${key} is ${describe(value)}, not a positive number; using the default`);
  }
  const networking = root.networkingWidget;
  if (typeof networking === 'boolean') config.networkingWidget = networking;
  return { config, warnings };
}
