/**
 * The exhibitor list as an embeddable element (<vmx-exhibitors>): a society's site shows the event's
 * exhibitors with its own selection. Attributes: include and exclude (comma-separated tags, sponsor types
 * or company ids), sort (alphabetically, ranking or booth) and platform-url (where the platform lives:
 * company profiles open there) and page-size (cards shown at first and added by each "show more"). The
 * list's state stays in the element; the host page's address never changes: a company's profile opens on
 * the platform, so the element has no pages of its own to go back to.
 *
 * Texts: none of its own (ExhibitorList's). Parts: those of ExhibitorList.
 */
import { useEffect, useMemo, useState } from 'react';
import { DEFAULT_EXHIBITOR_SORT, exhibitorSort, type ExhibitorListState } from '../../core/exhibitors';
import { pageSizeOf } from '../../ui/listPageSize';
import { platformHref, PlatformLinksProvider } from '../../ui/platformLinks';
import { ExhibitorList, type ExhibitorListProps } from './list/ExhibitorList';
import { useProfileHref } from './useProfileHref';

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
