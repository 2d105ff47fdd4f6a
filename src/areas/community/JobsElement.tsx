/**
 * The job postings as an embeddable element (<vmx-jobs>): a society's site shows the congress's job board, with
 * its search and its filters by kind and location (JobList, the board's own list). Attributes: kind (the opening
 * kind filter: fullTime, partTime, fellowship, residency or internship) and platform-url (where the platform
 * lives: a posting, and an employer's profile, open there; the api-base when unset, so a link never leads to a
 * missing page of the host site). The filter stays in the element: the host page's address never changes. Until
 * the event's texts are in, card skeletons (busy) stand in for the list.
 *
 * Texts: none of its own (JobList's). Parts: jobs.
 */
import { useEffect, useState } from 'react';
import { isJobKind, NO_JOB_FILTER, type JobFilter } from '../../core/jobs/jobs';
import { useEventState } from '../../store/react';
import { SkeletonCards } from '../../ui/Skeleton';
import { Page } from './community.styles';
import { JobList } from './jobs/JobList';
import { usePlatformHref } from './usePlatformHref';

/** Cards drawn while the texts load. */
const SKELETON_CARDS = 3;

export interface JobsElementProps {
  kind?: string;
  platformUrl?: string;
}

function openingFilter(kind: string | undefined): JobFilter {
  const value = kind?.trim() ?? '';
  if (value && !isJobKind(value)) console.warn(`[vmx] <vmx-jobs>: unknown kind "${kind}"; showing every kind`);
  return { ...NO_JOB_FILTER, kind: isJobKind(value) ? value : null };
}

export function JobsElement({ kind, platformUrl }: JobsElementProps) {
  const [filter, setFilter] = useState(() => openingFilter(kind));
  useEffect(() => setFilter(openingFilter(kind)), [kind]);
  const toHref = usePlatformHref(platformUrl);
  const textsLoading = useEventState((current) => current.status === 'loading');
  if (textsLoading) {
    return (
      <div aria-busy="true">
        <SkeletonCards count={SKELETON_CARDS} />
      </div>
    );
  }
  return (
    <Page part="jobs">
      <JobList filter={filter} onFilterChange={setFilter} toHref={toHref} />
    </Page>
  );
}
