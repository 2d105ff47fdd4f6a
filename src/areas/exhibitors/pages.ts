/**
 * The exhibitors area's pages by route (docs/rules/content-areas.md section 2): the industry landing routes show
 * the exhibitor list. Each page's code loads on demand.
 */
import type { ComponentType } from 'react';
import type { RouteName } from '../../core/routes';
import { lazyComponent } from '../../ui/lazyPage';
import type { PageProps } from '../../ui/page';

const ExhibitorListPage = lazyComponent<PageProps>(() =>
  import('./list/ExhibitorListPage').then((module) => ({ default: module.ExhibitorListPage })),
);
const ProductsPage = lazyComponent<PageProps>(() =>
  import('./products/list/ProductsPage').then((module) => ({ default: module.ProductsPage })),
);
const SymposiaPage = lazyComponent<PageProps>(() =>
  import('./symposia/list/SymposiaPage').then((module) => ({ default: module.SymposiaPage })),
);
const MeetingHubPage = lazyComponent<PageProps>(() =>
  import('./meetings/hub/MeetingHubPage').then((module) => ({ default: module.MeetingHubPage })),
);
const BoothPage = lazyComponent<PageProps>(() => import('./booth/BoothPage').then((module) => ({ default: module.BoothPage })));

const ProfilePage = lazyComponent<PageProps>(() => import('./profile/ProfilePage').then((module) => ({ default: module.ProfilePage })));

export const EXHIBITOR_PAGES = {
  IndustryLandingPage: ExhibitorListPage,
  IndustryLanding: ExhibitorListPage,
  ProductsPage,
  SymposiaPage,
  MeetingHubPage,
  BoothPage,
  ProfilePage,
  IndustryLandingPageProfile: ProfilePage,
} as const satisfies Partial<Record<RouteName, ComponentType<PageProps>>>;
