/**
 * The submission area's pages by route (docs/rules/shell-access-identity.md section 2: SubmissionPage,
 * /{i}/{e}/{l}/submission/{module*}). Its code, SurveyJS included, loads on demand.
 */
import type { ComponentType } from 'react';
import type { RouteName } from '../../core/routes';
import { lazyComponent } from '../../ui/lazyPage';
import type { PageProps } from '../../ui/page';

const SubmissionPage = lazyComponent<PageProps>(() => import('./SubmissionPage').then((module) => ({ default: module.SubmissionPage })));

export const SUBMISSION_PAGES = {
  SubmissionPage,
} as const satisfies Partial<Record<RouteName, ComponentType<PageProps>>>;
