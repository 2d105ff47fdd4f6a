/**
 * My area's public face, for <vmx-app>: createMyAreaPage(modules) gives the page of
 * /myarea/{i}/{e}/{l}/{module?}/{id?} (docs/rules/content-areas.md section 2). Areas never import each other, so
 * the pages of other areas that my area shows as modules (evaluation, program, network, inbox,
 * networking_settings, groups) come in through `modules`, by module name; a module without one shows its box text
 * and a link to its own page.
 * The page's code loads on demand.
 */
import { createElement, type ComponentType } from 'react';
import { lazyComponent } from '../../ui/lazyPage';
import type { PageProps } from '../../ui/page';
import type { MyAreaModuleComponents, MyAreaPageProps } from './MyAreaPage';

export type { MyAreaModuleComponents } from './MyAreaPage';

const LazyMyAreaPage = lazyComponent<MyAreaPageProps>(() => import('./MyAreaPage').then((module) => ({ default: module.MyAreaPage })));

export function createMyAreaPage(modules: MyAreaModuleComponents): ComponentType<PageProps> {
  function MyArea(props: PageProps) {
    return createElement(LazyMyAreaPage, { ...props, modules });
  }
  return MyArea;
}
