/**
 * From the address to what vmx-app shows (docs/rules/shell-access-identity.md section 2): the root path redirects
 * to the mapped domain's home or to the release landing; older path shapes redirect to their modern
 * equivalents; an unknown instance goes to not-found; every other route gets its event context, and so does an
 * unknown page under an event's address (its not-found page then reads the event's texts).
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Http } from '../../api/http';
import { canonicalRedirect, notFoundEventAddress, parseRoute } from '../../core/routeParse';
import { buildPath, routeNeedsEvent, type Route } from '../../core/routes';
import type { EventContext } from '../../store/eventContext';
import { shellQueries } from '../../store/queries/shell';
import { eventContextFor } from '../../store/registry';
import type { HistoryLocation } from './useHistoryLocation';

export type Resolution =
  { kind: 'pending' } | { kind: 'redirect'; to: string } | { kind: 'page'; route: Route; context: EventContext | null };

const NOT_FOUND_PATH = buildPath('not-found', {});

export function useResolvedRoute(here: HistoryLocation, http: Http, apiBase: string): Resolution {
  // Read again only when the address changes. Pages take a new route (or query) object for a new address: made anew
  // on every render of the shell, the same address would read to them as a new one, and the exhibitor list and the
  // programme search would put back the address's filters over what a visitor had just chosen.
  const { parsed, unknownPageOf, route } = useMemo(() => {
    const parsed = parseRoute(here.pathname, here.search);
    // An unknown page under a known event's address is that event's not-found page, in its language.
    const unknownPageOf = parsed.name === 'not-found' ? notFoundEventAddress(here.pathname) : null;
    return { parsed, unknownPageOf, route: unknownPageOf ? { ...parsed, params: unknownPageOf } : parsed };
  }, [here.pathname, here.search]);
  const isRoot = here.pathname === '/' || here.pathname === '';
  const instance = routeNeedsEvent(route.name) || unknownPageOf ? route.params.instance : undefined;

  const root = useQuery({ ...shellQueries.rootRedirect(http, location.hostname), enabled: isRoot });
  const known = useQuery({ ...shellQueries.instance(http, instance), enabled: instance !== undefined });

  if (isRoot) return root.data ? { kind: 'redirect', to: root.data } : { kind: 'pending' };

  const modern = canonicalRedirect(route);
  if (modern) return { kind: 'redirect', to: modern };

  if (instance === undefined) return { kind: 'page', route, context: null };
  if (known.isPending) return { kind: 'pending' };
  if (known.data === null) return unknownPageOf ? { kind: 'page', route: parsed, context: null } : { kind: 'redirect', to: NOT_FOUND_PATH };

  const { event, language } = route.params as { event: string; language: string };
  return { kind: 'page', route, context: eventContextFor({ instance, event, language, apiBase }) };
}
