/**
 * A posting's facts: employer (linked to its exhibitor profile when it is one), location and kind.
 *
 * Texts: jobs.employer, jobs.location, jobs.kind, jobs.kind.* . Theme tokens: those of community.styles (Facts).
 */
import type { JobSummary } from '../../../contracts';
import { JOBS_TEXTS } from '../../../core/jobs/texts';
import { useTexts } from '../../../store/react';
import { Facts } from '../community.styles';
import { companyProfileHref, type EventAddress } from '../useCommunity';
import { JOB_KIND_TEXT } from './jobKindText';

const samePath = (path: string) => path;

/** toHref: where a platform path points (the platform's address in <vmx-jobs>); the path itself by default. */
export function JobFacts({
  job,
  address,
  toHref = samePath,
}: {
  job: JobSummary;
  address: EventAddress;
  toHref?: (path: string) => string;
}) {
  const t = useTexts(JOBS_TEXTS);
  return (
    <Facts>
      <dt>{t('jobs.employer')}</dt>
      <dd data-employer>
        {job.CompanyAccountId ? <a href={toHref(companyProfileHref(address, job.CompanyAccountId))}>{job.Employer}</a> : job.Employer}
      </dd>
      <dt>{t('jobs.location')}</dt>
      <dd>{job.Location}</dd>
      <dt>{t('jobs.kind')}</dt>
      <dd>{t(JOB_KIND_TEXT[job.Kind])}</dd>
    </Facts>
  );
}
