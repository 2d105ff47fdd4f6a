/**
 * The job board (docs/rules/content-areas.md section 2: Jobs, /{i}/{e}/{l}/jobs). Ours, as core/jobs/jobs.ts says:
 * every posting newest first with its title (to the posting's page), employer (its exhibitor profile when it is
 * one), location, kind and date; a search and filters by kind and location that apply at each keystroke and are
 * kept in the address (replaced, not pushed), so Back from a posting returns to the same list. The list is JobList,
 * which <vmx-jobs> shows too.
 *
 * Texts: jobs.* . Theme tokens: those of community.styles and ui/listControls.styles. Parts: jobs.
 */
import { useState } from 'react';
import { jobFilterQuery, parseJobFilter, type JobFilter } from '../../../core/jobs/jobs';
import { JOBS_TEXTS } from '../../../core/jobs/texts';
import { buildPath } from '../../../core/routes';
import { useTexts } from '../../../store/react';
import type { PageProps } from '../../../ui/page';
import { Page } from '../community.styles';
import { useEventAddress } from '../useCommunity';
import { JobList } from './JobList';

/** In <vmx-app> the list's links are the platform's own paths. */
const samePath = (path: string) => path;

export function JobsPage({ route, navigate }: PageProps) {
  const t = useTexts(JOBS_TEXTS);
  const address = useEventAddress();
  // The fields answer at once; the address follows (parsed once: the page writes it from here on).
  const [filter, setFilter] = useState<JobFilter>(() => parseJobFilter(route.query));

  const change = (next: JobFilter) => {
    setFilter(next);
    navigate(buildPath('JobsPage', address, jobFilterQuery(next)), { replace: true });
  };

  return (
    <Page part="jobs">
      <p>{t('jobs.intro')}</p>
      <JobList filter={filter} onFilterChange={change} toHref={samePath} />
    </Page>
  );
}
