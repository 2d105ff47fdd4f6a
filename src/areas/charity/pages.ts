/**
 * The charity area's pages by route (docs/rules/content-areas.md section 2: /{i}/{e}/{l}/charity and its child
 * project/{id}). Both show the charity page; the project page preselects its project. The code loads on
 * demand.
 */
import type { ComponentType } from 'react';
import type { RouteName } from '../../core/routes';
import { lazyComponent } from '../../ui/lazyPage';
import type { PageProps } from '../../ui/page';

const CharityPage = lazyComponent<PageProps>(() => import('./page/CharityPage').then((module) => ({ default: module.CharityPage })));

export const CHARITY_PAGES = {
  CharityPage,
  CharityProjectPage: CharityPage,
} as const satisfies Partial<Record<RouteName, ComponentType<PageProps>>>;
