/**
 * The exhibitor list as a page of <vmx-app> (the industry landing routes): the search, filters and sort
 * live in the address (q, tags, types, sort), which follows once typing pauses, so a list can be reloaded,
 * shared and linked to. Above it, the industry landing model's heading, introduction and sponsor tiers
 * (landing/IndustryLandingHeader, loaded on demand).
 */
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { exhibitorListQuery, readExhibitorListState, type ExhibitorListState } from '../../../core/exhibitors';
import { buildRoute } from '../../../core/routes';
import type { PageProps } from '../../../ui/page';
import { useProfileHref } from '../useProfileHref';
import { ExhibitorList } from './ExhibitorList';

// The industry landing model (docs/rules/content-areas.md section 7): its own chunk, so the list does not wait for it.
const IndustryLandingHeader = lazy(() =>
  import('../landing/IndustryLandingHeader').then((module) => ({ default: module.IndustryLandingHeader })),
);

/** Ours: how long typing pauses before the address follows the list's state. */
export const LIST_ADDRESS_DELAY_MS = 400;

function sameQuery(a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

export function ExhibitorListPage({ route, navigate }: PageProps) {
  const profileHref = useProfileHref();
  const fromAddress = useMemo(() => readExhibitorListState(route.query), [route.query]);
  const [state, setState] = useState<ExhibitorListState>(fromAddress);
  // The address wins when it changes from outside (a link, back and forward).
  useEffect(() => setState(fromAddress), [fromAddress]);
  useEffect(() => {
    const query = exhibitorListQuery(state);
    if (sameQuery(query, route.query)) return;
    const timer = setTimeout(
      () => navigate(buildRoute({ name: route.name, params: route.params, query }), { replace: true }),
      LIST_ADDRESS_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [state, route, navigate]);
  return (
    <>
      <Suspense fallback={null}>
        <IndustryLandingHeader />
      </Suspense>
      <ExhibitorList state={state} onChange={setState} profileHref={profileHref} />
    </>
  );
}
