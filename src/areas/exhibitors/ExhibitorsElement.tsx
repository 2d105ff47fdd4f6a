/**
 * The exhibitor list as an embeddable element (<vmx-exhibitors>): a society's site shows the event's
 * exhibitors with its own selection. Attributes: include and exclude (comma-separated tags, sponsor types
 * or company ids), sort (alphabetically, ranking or booth) and platform-url (where the platform lives:
 * company profiles open there) and page-size (cards shown at first and added by each "show more"). The
 * list's state stays in the element; the host page's address never changes: a company's profile opens on
 * the platform, so the element has no pages of its own to go back to. Until the event's texts are in, card
 * skeletons (busy) stand in for the list: shown sooner, a German page's list would read English a moment.
 *
 * Texts: none of its own (ExhibitorList's). Parts: those of ExhibitorList.
 */
import { useEffect, useMemo, useState } from 'react';
import { DEFAULT_EXHIBITOR_SORT, exhibitorSort, type ExhibitorListState } from '../../core/exhibitors';
import { useEventState } from '../../store/react';
import { pageSizeOf } from '../../ui/listPageSize';
import { SkeletonCards } from '../../ui/Skeleton';
import { platformHref, PlatformLinksProvider } from '../../ui/platformLinks';
import { ExhibitorList, type ExhibitorListProps } from './list/ExhibitorList';
import { useProfileHref } from './useProfileHref';

/** Cards drawn while the texts load: two rows of a wide list. */
const SKELETON_CARDS = 6;

export interface ExhibitorsElementProps {
  include?: string;
  exclude?: string;
  sort?: string;
  platformUrl?: string;
  pageSize?: number;
}

/** A comma-separated attribute as a list (blank items dropped). */
function listAttribute(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function openingState(sort: string | undefined): ExhibitorListState {
  if (sort && !exhibitorSort(sort)) console.warn(`[vmx] <vmx-exhibitors>: unknown sort "${sort}"; sorting ${DEFAULT_EXHIBITOR_SORT}`);
  return { text: '', tags: [], sponsorTypes: [], sort: exhibitorSort(sort) ?? DEFAULT_EXHIBITOR_SORT };
}

export function ExhibitorsElement({ include, exclude, sort, platformUrl, pageSize }: ExhibitorsElementProps) {
  const includeList = useMemo(() => listAttribute(include), [include]);
  const excludeList = useMemo(() => listAttribute(exclude), [exclude]);
  const [state, setState] = useState(() => openingState(sort));
  useEffect(() => setState((current) => ({ ...current, sort: openingState(sort).sort })), [sort]);
  const toHref = useMemo(() => (path: string) => platformHref(platformUrl, path), [platformUrl]);
  const textsLoading = useEventState((current) => current.status === 'loading');
  if (textsLoading) {
    return (
      <div aria-busy="true">
        <SkeletonCards count={Math.min(pageSizeOf(pageSize) ?? SKELETON_CARDS, SKELETON_CARDS)} />
      </div>
    );
  }
  return (
    <PlatformLinksProvider toHref={toHref}>
      <ElementList state={state} onChange={setState} include={includeList} exclude={excludeList} pageSize={pageSizeOf(pageSize)} />
    </PlatformLinksProvider>
  );
}

/** Inside the links provider, so profile links point to the platform. */
function ElementList(props: Omit<ExhibitorListProps, 'profileHref'>) {
  const profileHref = useProfileHref();
  return <ExhibitorList {...props} profileHref={profileHref} />;
}
