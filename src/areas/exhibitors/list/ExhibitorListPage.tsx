/**
 * The exhibitor list as a page of <vmx-app> (the industry landing routes): the search, filters and sort
 * live in the address (q, tags, types, sort), which follows once typing pauses, so a list can be reloaded,
 * shared and linked to. Above it, the industry landing model's heading, introduction and sponsor tiers
 * (landing/IndustryLandingHeader, loaded on demand).
 */
import { lazy, Suspense } from 'react';
import { exhibitorListQuery, readExhibitorListState, type ExhibitorListState } from '../../../core/exhibitors';
import type { PageProps } from '../../../ui/page';
import { useAddressedState, type AddressedStateOptions } from '../../../ui/useAddressedState';
import { useProfileHref } from '../useProfileHref';
import { ExhibitorList } from './ExhibitorList';

// The industry landing model (docs/rules/content-areas.md section 7): its own chunk, so the list does not wait for it.
const IndustryLandingHeader = lazy(() =>
  import('../landing/IndustryLandingHeader').then((module) => ({ default: module.IndustryLandingHeader })),
);

/** Ours: how long typing pauses before the address follows the list's state. */
export const LIST_ADDRESS_DELAY_MS = 400;

const ADDRESS = {
  read: readExhibitorListState,
  write: exhibitorListQuery,
  delayMs: () => LIST_ADDRESS_DELAY_MS,
} satisfies AddressedStateOptions<ExhibitorListState>;

export function ExhibitorListPage(page: PageProps) {
  const profileHref = useProfileHref();
  const [state, setState] = useAddressedState(page, ADDRESS);
  return (
    <>
      <Suspense fallback={null}>
        <IndustryLandingHeader />
      </Suspense>
      <ExhibitorList state={state} onChange={setState} profileHref={profileHref} />
    </>
  );
}
