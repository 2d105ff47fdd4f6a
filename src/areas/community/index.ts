/**
 * The community area's public face:
 * - COMMUNITY_PAGES: its pages by route name for <vmx-app> (the news page and the job board; each page's code
 *   loads on demand);
 * - NewsElement and JobsElement: the bodies of <vmx-news> and <vmx-jobs> (the pages' own lists), loaded on demand,
 *   so <vmx-app>, which imports this module for its pages, downloads neither up front.
 */
import { lazyComponent } from '../../ui/lazyPage';
import type { JobsElementProps } from './JobsElement';
import type { NewsElementProps } from './NewsElement';
export { COMMUNITY_PAGES } from './pages';
export type { JobsElementProps } from './JobsElement';
export type { NewsElementProps } from './NewsElement';

export const NewsElement = lazyComponent<NewsElementProps>(() =>
  import('./NewsElement').then((module) => ({ default: module.NewsElement })),
);
export const JobsElement = lazyComponent<JobsElementProps>(() =>
  import('./JobsElement').then((module) => ({ default: module.JobsElement })),
);
