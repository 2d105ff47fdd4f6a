/** The text key of each kind of posting (core/jobs/texts.ts). */
import type { JobKind } from '../../../contracts';
import type { JOBS_TEXTS } from '../../../core/jobs/texts';

export const JOB_KIND_TEXT = {
  fullTime: 'jobs.kind.fullTime',
  partTime: 'jobs.kind.partTime',
  fellowship: 'jobs.kind.fellowship',
  residency: 'jobs.kind.residency',
  internship: 'jobs.kind.internship',
} as const satisfies Record<JobKind, keyof typeof JOBS_TEXTS>;
