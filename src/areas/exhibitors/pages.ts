/**
 * The exhibitors area's pages by route (content-areas.md section 2): the industry landing routes show
 * the exhibitor list. Each page's code loads on demand.
 */
import type { ComponentType } from 'react';
import type { RouteName } from '../../core/routes';
import { lazyComponent } from '../../ui/lazyPage';
import type { PageProps } from '../../ui/page';

const ExhibitorListPage = lazyComponent<PageProps>(() => import('./list/ExhibitorListPage').then((module) => ({ default: module.ExhibitorListPage })));

export const EXHIBITOR_PAGES = {
  IndustryLandingPage: ExhibitorListPage,
  IndustryLanding: ExhibitorListPage,
} as const satisfies Partial<Record<RouteName, ComponentType<PageProps>>>;
