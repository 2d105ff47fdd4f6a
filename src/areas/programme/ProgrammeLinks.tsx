/**
 * How the programme's pages link and navigate, so that one set of pages serves both hosts:
 * - in <vmx-app> links are the platform's own paths and the shell navigates (History API);
 * - in <vmx-programme> the programme's own routes navigate inside the element (the host page's address
 *   never changes), and links to the rest of the platform go to platform-url when one is given.
 * Pages write <a href={href(...)}>; the host decides what a click does.
 */
import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { buildRoute, type QueryInput, type RouteName } from '../../core/routes';
import { useEventContext, useEventState } from '../../store/react';

/** The href of a route of this event (instance, event and language are filled in). */
export type ProgrammeHref = (name: RouteName, params?: Record<string, string | number | null | undefined>, query?: QueryInput) => string;

const LinksContext = createContext<((path: string) => string) | null>(null);
const samePath = (path: string) => path;

/** Around the element's pages: where platform links point (identity in <vmx-app>). */
export function ProgrammeLinksProvider({ toHref, children }: { toHref: (path: string) => string; children: ReactNode }) {
  return <LinksContext.Provider value={toHref}>{children}</LinksContext.Provider>;
}

export function useProgrammeHref(): ProgrammeHref {
  const context = useEventContext();
  const language = useEventState((state) => state.language);
  const toHref = useContext(LinksContext) ?? samePath;
  return useCallback<ProgrammeHref>(
    (name, params = {}, query) => {
      const all: Record<string, string | null | undefined> = { instance: context.instance, event: context.event, language };
      for (const [key, value] of Object.entries(params)) all[key] = value === null || value === undefined ? value : String(value);
      return toHref(buildRoute({ name, params: all, query }));
    },
    [context, language, toHref],
  );
}
