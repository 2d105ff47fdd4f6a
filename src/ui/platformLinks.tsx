/**
 * How an area's pages link, so that one set of pages serves <vmx-app> and the area's own element:
 * - in <vmx-app> links are the platform's own paths and the shell navigates (History API);
 * - in an element (<vmx-programme>, <vmx-exhibitors>) the area's own routes may navigate inside the
 *   element (the host page's address never changes), and links to the rest of the platform go to
 *   platform-url when one is given.
 * Pages write <a href={href(...)}>; the host decides what a click does.
 */
import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { buildRoute, type QueryInput, type RouteName } from '../core/routes';
import { useEventContext, useEventState } from '../store/react';

/** The href of a route of this event (instance, event and language are filled in). */
export type RouteHref = (name: RouteName, params?: Record<string, string | number | null | undefined>, query?: QueryInput) => string;

const LinksContext = createContext<((path: string) => string) | null>(null);
const samePath = (path: string) => path;

/** Around the element's pages: where platform links point (identity in <vmx-app>). */
export function PlatformLinksProvider({ toHref, children }: { toHref: (path: string) => string; children: ReactNode }) {
  return <LinksContext.Provider value={toHref}>{children}</LinksContext.Provider>;
}

export function useRouteHref(): RouteHref {
  const context = useEventContext();
  const language = useEventState((state) => state.language);
  const toHref = useContext(LinksContext) ?? samePath;
  return useCallback<RouteHref>(
    (name, params = {}, query) => {
      const all: Record<string, string | null | undefined> = { instance: context.instance, event: context.event, language };
      for (const [key, value] of Object.entries(params)) all[key] = value === null || value === undefined ? value : String(value);
      return toHref(buildRoute({ name, params: all, query }));
    },
    [context, language, toHref],
  );
}

/** The platform's absolute URL for a path (an element's platform-url attribute), or the path itself without one. */
export function platformHref(platformUrl: string | undefined, path: string): string {
  if (!platformUrl) return path;
  try {
    const base = new URL(platformUrl, location.href);
    return new URL(path.replace(/^\//, ''), base.href.endsWith('/') ? base.href : `${base.href}/`).href;
  } catch {
    return path;
  }
}
