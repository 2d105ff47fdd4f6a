/**
 * One job posting (docs/rules/content-areas.md section 2: /{i}/{e}/{l}/jobs/{jobsId}). Ours: its title, employer
 * (linked to its exhibitor profile when it is one), location, kind and date, the description (server HTML through
 * ui/SanitizedHtml) and how to apply: a web address or an e-mail address as a button; anything else the employer
 * gave (a javascript: URL) is never a link, the page says to contact the employer instead. An unknown id says so,
 * with the way back to the board.
 *
 * Texts: jobs.* . Theme tokens: those of community.styles. Parts: job, job-description.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { HttpError } from '../../../api/http';
import { applyLink } from '../../../core/jobs/jobs';
import { JOBS_TEXTS } from '../../../core/jobs/texts';
import { buildPath } from '../../../core/routes';
import { jobsQueries } from '../../../store/queries/jobs';
import { queryScope } from '../../../store/queries/keys';
import { useEventContext, useTexts } from '../../../store/react';
import { AsyncView } from '../../../ui/AsyncView';
import type { PageProps } from '../../../ui/page';
import { SanitizedHtml } from '../../../ui/SanitizedHtml';
import { ApplyLink, BackLink, Body, Detail, Meta } from '../community.styles';
import { useCommunityLanguage, useEventAddress, useEventDate, useEventId } from '../useCommunity';
import { JobFacts } from './JobFacts';

const isNotFound = (error: unknown) => error instanceof HttpError && (error.status === 404 || error.status === 400);

export function JobPage({ route }: PageProps) {
  const t = useTexts(JOBS_TEXTS);
  const context = useEventContext();
  const language = useCommunityLanguage();
  const eventId = useEventId();
  const address = useEventAddress();
  const date = useEventDate();
  const id = route.params.jobsId ?? '';
  const posting = useQuery({ ...jobsQueries.posting(queryScope(context, language), eventId, id), enabled: eventId !== null && id !== '' });
  const heading = useRef<HTMLHeadingElement>(null);
  const applyId = useId();
  const loaded = posting.data !== undefined;
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);

  return (
    <Detail part="job" data-job={id}>
      <BackLink href={buildPath('JobsPage', address)}>{t('jobs.back')}</BackLink>
      <AsyncView
        query={posting}
        texts={{ loading: t('jobs.job.loading'), error: t('jobs.job.error') }}
        stateAttribute="data-job-state"
        failed={(error) => (isNotFound(error) ? <p data-job-state="not-found">{t('jobs.job.notFound')}</p> : undefined)}
      >
        {(job) => {
          const apply = applyLink(job.ApplyUrl);
          return (
            <>
              <h2 ref={heading} tabIndex={-1}>
                {job.Title}
              </h2>
              <Meta>
                {t('jobs.published')}: <time dateTime={job.PublishedAt}>{date(job.PublishedAt)}</time>
              </Meta>
              <JobFacts job={job} address={address} />
              <Body>
                <SanitizedHtml part="job-description" html={job.Description} />
              </Body>
              <section aria-labelledby={applyId}>
                <h3 id={applyId}>{t('jobs.apply.title')}</h3>
                <p>{job.HowToApply}</p>
                {apply ? (
                  <p>
                    <ApplyLink
                      href={apply.href}
                      data-apply={apply.kind}
                      {...(apply.kind === 'web' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                    >
                      {apply.kind === 'web' ? t('jobs.apply.web') : t('jobs.apply.email')}
                    </ApplyLink>
                  </p>
                ) : (
                  <p data-apply="none">{t('jobs.apply.none')}</p>
                )}
              </section>
            </>
          );
        }}
      </AsyncView>
    </Detail>
  );
}
