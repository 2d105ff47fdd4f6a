/**
 * The society's own pages by route (docs/rules/content-areas.md section 2: /{i}/{e}/{l}/award-winners; the
 * world village and preceptorships have no pattern in the rules, core/routes.ts gives them /worldvillage/... and
 * /preceptorships/...). The code of each loads on demand.
 */
import type { ComponentType } from 'react';
import type { RouteName } from '../../core/routes';
import { lazyComponent } from '../../ui/lazyPage';
import type { PageProps } from '../../ui/page';

const AwardWinnersPage = lazyComponent<PageProps>(() =>
  import('./awards/AwardWinnersPage').then((module) => ({ default: module.AwardWinnersPage })),
);
const PreceptorshipsPage = lazyComponent<PageProps>(() =>
  import('./preceptorships/PreceptorshipsPage').then((module) => ({ default: module.PreceptorshipsPage })),
);
const WorldVillagePage = lazyComponent<PageProps>(() =>
  import('./worldVillage/WorldVillagePage').then((module) => ({ default: module.WorldVillagePage })),
);

export const SOCIETY_PAGES = {
  AwardWinnersPage,
  PreceptorshipsPage,
  WorldVillagePage,
} as const satisfies Partial<Record<RouteName, ComponentType<PageProps>>>;
