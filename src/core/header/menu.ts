/**
 * Menu items as the header shows them (docs/rules/shell-access-identity.md section 2, shell layout; docs/rules/content-areas.md
 * section 2, page names for header items):
 * - which items show: showMenuItem, mobile-only items only below the desktop breakpoint, onlyInVMX items
 *   not in the app or terminal container, the item's time window (super users see everything), and the
 *   content mode (an item with a display value shows only in that content mode);
 * - where an item goes: an absolute URL, a JSON route object, or a page name or path. A url that is not
 *   http(s), a relative path, mailto or tel is not a link (the item shows as text);
 * - item kinds: link, qnalink (a Q&A link with access_token, user_id, event_id, isApp and returnUrl),
 *   download.
 */
import { normaliseLanguage } from '../language';
import { buildRoute, ROUTE_NAMES, routeParams, type RouteName } from '../routes';
import { isInTimeWindow } from '../time';
import { isUrl, safeHref } from '../url';
import type { MenuItemData } from './model';
import { withAppListView } from './menuRerender';

/** docs/rules/content-areas.md section 2: the header's page names and the pages they stand for (the mapping is ours). */
export const HEADER_PAGE_NAMES: Readonly<Record<string, RouteName>> = {
  VMXHome: 'HomePage',
  VMXProgram: 'ProgramPage',
  VMXLive: 'LivePage',
  VMXShowreel: 'TvPage',
  IndustryLanding: 'IndustryLandingPage',
  VMXSymposia: 'SymposiaPage',
  VMXMeetings: 'MeetingHubPage',
  VMXPoster: 'PosterPage',
  VMXNews: 'NewsPage',
  VMXDonation: 'CharityPage',
};

/** Section 2, item kinds. */
export type MenuItemKind = 'link' | 'qnalink' | 'download';

export interface Address {
  instance: string;
  event: string;
  language: string;
}

export interface MenuContext {
  address: Address;
  now: number;
  superUser: boolean;
  /** Below the desktop breakpoint (layout.ts): mobile-only items show. */
  mobile: boolean;
  /** The app or terminal container: onlyInVMX items do not show. */
  container: 'app' | 'terminal' | null;
  /** The content mode (stored flag content), or null: then items of every mode show. */
  contentMode: string | null;
  /** For qnalink: the signed-in user, and where to come back to. */
  user: { accessToken: string; userId: number | null } | null;
  eventId: number | null;
  returnUrl: string;
}

export interface ResolvedMenuItem {
  key: string;
  label: string;
  icon: string;
  kind: MenuItemKind;
  /** null: not a link (shown as text, or only as the button of its submenu). */
  href: string | null;
  /** A page of this platform (its route, for the access check), or null for other sites. */
  route: RouteName | null;
  external: boolean;
  target: '_self' | '_blank';
  download: boolean;
  children: ResolvedMenuItem[];
}

/** The route of a page name: a header page name (VMXHome...) or a route name (HomePage...). */
export function routeOfPageName(name: string): RouteName | null {
  const trimmed = name.trim();
  if (trimmed in HEADER_PAGE_NAMES) return HEADER_PAGE_NAMES[trimmed]!;
  return (ROUTE_NAMES as readonly string[]).includes(trimmed) ? (trimmed as RouteName) : null;
}

export interface ItemTarget {
  href: string;
  route: RouteName | null;
  external: boolean;
}

function fromRouteObject(value: unknown, address: Address): ItemTarget | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const object = value as Record<string, unknown>;
  const name = typeof object.name === 'string' ? routeOfPageName(object.name) : null;
  if (!name) return null;
  const params: Record<string, string> = { ...address };
  if (typeof object.params === 'object' && object.params !== null) {
    for (const [key, param] of Object.entries(object.params as Record<string, unknown>)) {
      if (typeof param === 'string' || typeof param === 'number') params[key] = String(param);
    }
  }
  params.language = normaliseLanguage(params.language);
  const query: Record<string, string> = {};
  if (typeof object.query === 'object' && object.query !== null) {
    for (const [key, param] of Object.entries(object.query as Record<string, unknown>)) {
      if (typeof param === 'string' || typeof param === 'number' || typeof param === 'boolean') query[key] = String(param);
    }
  }
  try {
    return { href: buildRoute({ name, params, query }), route: name, external: false };
  } catch {
    return null; // a required param is missing: not a link
  }
}

/**
 * Where a menu item's url goes, or null when it is not a link. url: an absolute http(s) URL; a JSON
 * route object ({"name":"ContentPage","params":{"pageName":"imprint"}}, as an object or a JSON string;
 * instance, event and language are filled in); a page name (VMXProgram, HomePage) whose route needs no
 * other params; a relative path, mailto: or tel:. Everything else (javascript:, data:, bare words) is
 * not a link.
 */
export function menuItemTarget(url: unknown, address: Address): ItemTarget | null {
  if (typeof url === 'object') return fromRouteObject(url, address);
  if (typeof url !== 'string') return null;
  const value = url.trim();
  if (value === '') return null;
  if (value.startsWith('{')) {
    try {
      return fromRouteObject(JSON.parse(value), address);
    } catch {
      return null;
    }
  }
  const route = routeOfPageName(value);
  if (route) {
    const extra = routeParams(route).filter((param) => param.mod === '' && !['instance', 'event', 'language'].includes(param.name));
    if (extra.length > 0) return null;
    return { href: buildRoute({ name: route, params: { ...address } }), route, external: false };
  }
  const href = safeHref(value);
  if (href === null) return null;
  if (isUrl(href)) return { href, route: null, external: true };
  if (/^(mailto|tel):/i.test(href)) return { href, route: null, external: true };
  return { href, route: null, external: false };
}

/**
 * The Q&A link (section 7, navigation redirects): the url with access_token, user_id, event_id, isApp and
 * returnUrl. Handing the user's token to another site is the spec's behaviour, kept as narrow as it can
 * be: the token goes only to an https address (never in clear over the network), only when someone is
 * signed in, and only in this link the user clicks (README, Security).
 */
export function qnaLink(href: string, context: Pick<MenuContext, 'user' | 'eventId' | 'container' | 'returnUrl'>): string {
  const hashAt = href.indexOf('#');
  const hash = hashAt === -1 ? '' : href.slice(hashAt);
  const base = hashAt === -1 ? href : href.slice(0, hashAt);
  const params = new URLSearchParams();
  const token = context.user?.accessToken;
  if (token && /^https:\/\//i.test(base)) params.set('access_token', token);
  params.set('user_id', context.user?.userId === null || context.user?.userId === undefined ? '' : String(context.user.userId));
  params.set('event_id', context.eventId === null ? '' : String(context.eventId));
  params.set('isApp', String(context.container === 'app'));
  params.set('returnUrl', context.returnUrl);
  return `${base}${base.includes('?') ? '&' : '?'}${params.toString()}${hash}`;
}

/** Whether an item shows in this context (showMenuItem, mobile-only, onlyInVMX, time window, content mode). */
export function menuItemShows(
  item: MenuItemData,
  context: Pick<MenuContext, 'now' | 'superUser' | 'mobile' | 'container' | 'contentMode'>,
): boolean {
  if (!item.showMenuItem) return false;
  if (item.onlyInMobile && !context.mobile) return false;
  if (item.onlyInVMX && context.container !== null) return false;
  if (!isInTimeWindow({ startTime: item.startTime, endTime: item.endTime }, context.now, context.superUser)) return false;
  if (item.display !== '' && item.display !== 'all' && context.contentMode !== null && item.display !== context.contentMode.toLowerCase())
    return false;
  return true;
}

export function menuItemKind(item: MenuItemData): MenuItemKind {
  if (item.isDownload || item.dataType === 'download') return 'download';
  if (item.dataType === 'qnalink') return 'qnalink';
  return 'link';
}

/**
 * The items that show, resolved. An item's label is its Displayname, else its name; readableName gives
 * the readable page name for an item that links to a page of ours and has neither. An item that is
 * neither a link nor has a submenu that shows is left out (it would be a dead word in the menu).
 */
export function resolveMenuItems(
  items: readonly MenuItemData[],
  context: MenuContext,
  readableName: (route: RouteName) => string,
  keyPrefix = 'menu',
): ResolvedMenuItem[] {
  return items.flatMap((item, index) => {
    if (!menuItemShows(item, context)) return [];
    const key = `${keyPrefix}-${index}`;
    const children = resolveMenuItems(item.subMenu, context, readableName, key);
    const target = menuItemTarget(item.url, context.address);
    if (!target && children.length === 0) return [];
    const kind = menuItemKind(item);
    let href = target?.href ?? null;
    if (href && kind === 'qnalink') href = qnaLink(href, context);
    // Section 2: in the app, this event's programme opens the list view by default.
    if (href && kind === 'link') href = withAppListView(href, context.container, context.address.event);
    const label = item.Displayname || item.name || (target?.route ? readableName(target.route) : '');
    if (!label) return [];
    return [
      {
        key,
        label,
        icon: item.icon,
        kind,
        href,
        route: target?.route ?? null,
        external: target?.external ?? false,
        // Q&A and downloads leave the platform's page; external pages open beside it when so configured.
        target: kind === 'qnalink' ? '_blank' : item.target,
        download: kind === 'download',
        children,
      },
    ];
  });
}

/** Section 2: the my-congress link shows up to maxCongressItems items (default 2). */
export function myCongressItems(items: readonly ResolvedMenuItem[], maxCongressItems: number): ResolvedMenuItem[] {
  return items.slice(0, Math.max(0, maxCongressItems));
}

/**
 * The path of an internal link without the query and hash, for the Url access check; null for another site.
 * origin: the page's origin, for absolute links to this site.
 */
export function internalPath(href: string, origin: string): string | null {
  try {
    const url = new URL(href, origin);
    return url.origin === origin ? url.pathname : null;
  } catch {
    return null;
  }
}
