/**
 * The programme's pages by route (docs/rules/content-areas.md section 2): the programme-area routes (one shared
 * view), the detail pages, the personal programme, and the older /program and /live shapes. Each page's
 * code loads on demand; <vmx-app> and <vmx-programme> show the same pages.
 */
import type { ComponentType } from 'react';
import type { RouteName } from '../../core/routes';
import { lazyComponent } from '../../ui/lazyPage';
import type { PageProps } from '../../ui/page';

const SearchPage = lazyComponent<PageProps>(() => import('./search/SearchPage').then((module) => ({ default: module.SearchPage })));
const SessionPage = lazyComponent<PageProps>(() => import('./session/SessionPage').then((module) => ({ default: module.SessionPage })));
const PresentationPage = lazyComponent<PageProps>(() =>
  import('./presentation/PresentationPage').then((module) => ({ default: module.PresentationPage })),
);
const FacultyPage = lazyComponent<PageProps>(() => import('./faculty/FacultyPage').then((module) => ({ default: module.FacultyPage })));
const PersonalProgramPage = lazyComponent<PageProps>(() =>
  import('./personal/PersonalProgramPage').then((module) => ({ default: module.PersonalProgramPage })),
);
const LivePage = lazyComponent<PageProps>(() => import('./live/LivePage').then((module) => ({ default: module.LivePage })));
const ProgramLandingPage = lazyComponent<PageProps>(() =>
  import('./landing/ProgramLandingPage').then((module) => ({ default: module.ProgramLandingPage })),
);
// /eposter/...?poster={id} opens one poster in the e-poster viewer; without a poster, the search's poster view.
// (A default export: <vmx-programme> has next to no bytes to spare for the line.)
const PosterViewPage = lazyComponent<PageProps>(() => import('./posterViewer/PosterViewPage'));

export const PROGRAMME_PAGES = {
  PagSearchPage: SearchPage,
  PresentationSearchPage: SearchPage,
  FacultySearchPage: SearchPage,
  AbstractSearchPage: SearchPage,
  AbstractSolrPage: SearchPage,
  PosterPage: SearchPage,
  IndustrySymposiaPage: SearchPage,
  // /program/... without session, presentation or user (those redirect to the detail pages).
  ProgramPage: SearchPage,
  SessionPage,
  PresentationPage,
  PresentationPlayerPage: PresentationPage,
  FacultyPage,
  PersonalProgramPage,
  LivePage,
  ProgramLandingPage,
  PosterLandingPage: PosterViewPage,
  EPosterPage: PosterViewPage,
} as const satisfies Partial<Record<RouteName, ComponentType<PageProps>>>;

export type ProgrammeRouteName = keyof typeof PROGRAMME_PAGES;

export function isProgrammeRoute(name: RouteName): name is ProgrammeRouteName {
  return name in PROGRAMME_PAGES;
}
