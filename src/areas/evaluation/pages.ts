/** The evaluation area's pages by route (docs/rules/content-areas.md section 2): the survey page. Its code loads on demand. */
import type { ComponentType } from 'react';
import type { RouteName } from '../../core/routes';
import { lazyComponent } from '../../ui/lazyPage';
import type { PageProps } from '../../ui/page';

const SurveyPage = lazyComponent<PageProps>(() => import('./SurveyPage').then((module) => ({ default: module.SurveyPage })));

export const EVALUATION_PAGES = {
  SurveyPage,
} as const satisfies Partial<Record<RouteName, ComponentType<PageProps>>>;
