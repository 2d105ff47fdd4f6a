/**
 * The home area's public face, for <vmx-app>: createHomePage(parts) gives the page of the HomePage route, the
 * congress home. Areas never import each other, so what other areas show on it (the programme's on-now and
 * highlighted sessions) comes in through `parts` from elements/app.tsx. The page's code loads on demand (a few
 * kB, so the loading line shows only for a moment; the parts show skeletons while their data loads), which keeps
 * vmx-app's first paint within its budget.
 */
import { createElement, type ComponentType } from 'react';
import { lazyComponent } from '../../ui/lazyPage';
import type { PageProps } from '../../ui/page';
import type { HomePageProps, HomeParts } from './HomePage';

export type { HomeParts } from './HomePage';

const LazyHomePage = lazyComponent<HomePageProps>(() => import('./HomePage').then((module) => ({ default: module.HomePage })));

export function createHomePage(parts: HomeParts): ComponentType<PageProps> {
  function Home(props: PageProps) {
    return createElement(LazyHomePage, { ...props, parts });
  }
  return Home;
}
