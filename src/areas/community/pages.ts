/**
 * The community area's pages by route (docs/rules/content-areas.md section 2: News /news/{i}/{e}/{l}, Jobs
 * /{i}/{e}/{l}/jobs and /{i}/{e}/{l}/jobs/{jobsId}). The code loads on demand.
 */
import type { ComponentType } from 'react';
import type { RouteName } from '../../core/routes';
import { lazyComponent } from '../../ui/lazyPage';
import type { PageProps } from '../../ui/page';

const NewsPage = lazyComponent<PageProps>(() => import('./news/NewsPage').then((module) => ({ default: module.NewsPage })));
const JobsPage = lazyComponent<PageProps>(() => import('./jobs/JobsPage').then((module) => ({ default: module.JobsPage })));
const JobPage = lazyComponent<PageProps>(() => import('./jobs/JobPage').then((module) => ({ default: module.JobPage })));

export const COMMUNITY_PAGES = {
  NewsPage,
  JobsPage,
  JobPage,
} as const satisfies Partial<Record<RouteName, ComponentType<PageProps>>>;
