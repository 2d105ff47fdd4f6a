/**
 * Two rules of docs/rules/shell-access-identity.md section 2 (menu items):
 * - "On the PAG, poster and search pages, a click on a menu item raises a rerender event": the pages are the
 *   programme at a glance (ProgramPage), the poster pages (PosterPage, EPosterPage) and the search pages (the
 *   route names of section 2); the event is `vmx-rerender` (the rules' "rerender", under the vmx- prefix every
 *   documented event of the platform has; ui/events.ts), so that a host page's scripts that draw around these
 *   pages know to draw again.
 * - "In the app, for a programme item of a single event edition, the programme link opens the list view by
 *   default": a menu link to this event's ProgramPage gets `layout=list` (core/programme/sessionLayout.ts)
 *   inside the app container, unless it names a layout itself.
 */
import { LAYOUT_QUERY } from '../programme/sessionLayout';
import { parseRoute } from '../routeParse';
import type { RouteName } from '../routes';

/** Section 2, the documented event a menu click raises on these pages. */
export const RERENDER_EVENT = 'vmx-rerender';

export const RERENDER_ROUTES: readonly RouteName[] = [
  'ProgramPage',
  'PosterPage',
  'EPosterPage',
  'PagSearchPage',
  'PresentationSearchPage',
  'FacultySearchPage',
  'AbstractSearchPage',
  'AbstractSolrPage',
];

export function raisesRerender(routeName: RouteName): boolean {
  return RERENDER_ROUTES.includes(routeName);
}

/**
 * The programme link of a menu item inside the app: a link to this event's ProgramPage (not another edition's)
 * opens the list view unless it names a layout. Any other link, or outside the app, is left as it is.
 */
export function withAppListView(href: string, container: 'app' | 'terminal' | null, event: string): string {
  if (container !== 'app' || !href.startsWith('/')) return href;
  const hashAt = href.indexOf('#');
  const hash = hashAt === -1 ? '' : href.slice(hashAt);
  const base = hashAt === -1 ? href : href.slice(0, hashAt);
  const queryAt = base.indexOf('?');
  const path = queryAt === -1 ? base : base.slice(0, queryAt);
  const search = queryAt === -1 ? '' : base.slice(queryAt);
  const route = parseRoute(path, search);
  if (route.name !== 'ProgramPage' || route.params.event?.toLowerCase() !== event.toLowerCase()) return href;
  const params = new URLSearchParams(search);
  if (params.has(LAYOUT_QUERY)) return href;
  params.set(LAYOUT_QUERY, 'list');
  return `${path}?${params.toString()}${hash}`;
}
