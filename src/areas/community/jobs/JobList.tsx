/**
 * The job list, shared by the job board and <vmx-jobs>: every posting newest first with its title (to the
 * posting's page), employer (its exhibitor profile when it is one), location, kind and date; a search and filters
 * by kind and location that apply at each keystroke. Where the filter is kept and where links point is the host's:
 * the board keeps the filter in the address and links to its own paths; the element keeps it in its state and
 * links to the platform (toHref).
 *
 * Texts: jobs.* . Theme tokens: those of community.styles and ui/listControls.styles.
 */
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { JobSummary } from '../../../contracts';
import { filterJobs, hasJobFilter, jobKinds, jobLocations, NO_JOB_FILTER, type JobFilter } from '../../../core/jobs/jobs';
import { JOBS_TEXTS } from '../../../core/jobs/texts';
import { buildPath } from '../../../core/routes';
import { jobsQueries } from '../../../store/queries/jobs';
import { queryScope } from '../../../store/queries/keys';
import { useEventContext, useTexts } from '../../../store/react';
import { AsyncView } from '../../../ui/AsyncView';
import { SearchTextField } from '../../../ui/listControls';
import { ClearButton, Controls, Count, State } from '../../../ui/listControls.styles';
import { Card, Cards } from '../community.styles';
import { useCommunityLanguage, useEventAddress, useEventDate, useEventId, type EventAddress } from '../useCommunity';
import { JobFacts } from './JobFacts';
import { JOB_KIND_TEXT } from './jobKindText';

export interface JobListProps {
  filter: JobFilter;
  onFilterChange: (next: JobFilter) => void;
  /** Where a platform path points: the path itself in <vmx-app>, the platform's address in an element. */
  toHref: (path: string) => string;
}

export function JobList({ filter, onFilterChange, toHref }: JobListProps) {
  const t = useTexts(JOBS_TEXTS);
  const context = useEventContext();
  const language = useCommunityLanguage();
  const eventId = useEventId();
  const address = useEventAddress();
  const jobs = useQuery({ ...jobsQueries.list(queryScope(context, language), eventId), enabled: eventId !== null });
  const ids = useId();
  const change = onFilterChange;

  return (
    <AsyncView query={jobs} texts={{ loading: t('jobs.loading'), error: t('jobs.error') }} stateAttribute="data-jobs">
      {(all) => {
        if (all.length === 0) return <State data-jobs="empty">{t('jobs.empty')}</State>;
        const shown = filterJobs(all, filter, language);
        return (
          <>
            <Controls role="search" onSubmit={(event) => event.preventDefault()}>
              <SearchTextField
                label={t('jobs.search.label')}
                placeholder={t('jobs.search.placeholder')}
                value={filter.text}
                onChange={(text) => change({ ...filter, text })}
              />
              <label>
                {t('jobs.kind.label')}
                <select
                  value={filter.kind ?? ''}
                  onChange={(event) => change({ ...filter, kind: jobKinds(all).find((kind) => kind === event.target.value) ?? null })}
                >
                  <option value="">{t('jobs.kind.all')}</option>
                  {jobKinds(all).map((kind) => (
                    <option key={kind} value={kind}>
                      {t(JOB_KIND_TEXT[kind])}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                {t('jobs.location.label')}
                <select value={filter.location ?? ''} onChange={(event) => change({ ...filter, location: event.target.value || null })}>
                  <option value="">{t('jobs.location.all')}</option>
                  {jobLocations(all, language).map((location) => (
                    <option key={location} value={location}>
                      {location}
                    </option>
                  ))}
                </select>
              </label>
              {hasJobFilter(filter) && (
                <ClearButton type="button" onClick={() => change(NO_JOB_FILTER)}>
                  {t('jobs.clear')}
                </ClearButton>
              )}
            </Controls>
            <Count id={`${ids}-count`} role="status" data-jobs-count={shown.length}>
              {t('jobs.count', { count: shown.length })}
            </Count>
            {shown.length === 0 ? (
              <State data-jobs="no-match">{t('jobs.noMatch')}</State>
            ) : (
              <Cards aria-labelledby={`${ids}-count`}>
                {shown.map((job) => (
                  <li key={job.Id}>
                    <JobCard job={job} address={address} toHref={toHref} />
                  </li>
                ))}
              </Cards>
            )}
          </>
        );
      }}
    </AsyncView>
  );
}

function JobCard({ job, address, toHref }: { job: JobSummary; address: EventAddress; toHref: (path: string) => string }) {
  const t = useTexts(JOBS_TEXTS);
  const date = useEventDate();
  return (
    <Card data-job={job.Id} data-kind={job.Kind}>
      <h2>
        <a href={toHref(buildPath('JobPage', { ...address, jobsId: job.Id }))}>{job.Title}</a>
      </h2>
      <JobFacts job={job} address={address} toHref={toHref} />
      <p>{job.Summary}</p>
      <p>
        <small>
          {t('jobs.published')}: <time dateTime={job.PublishedAt}>{date(job.PublishedAt)}</time>
        </small>
      </p>
    </Card>
  );
}
