/**
 * The general assembly's page by route (AssemblyPage, docs/rules/shell-access-identity.md section 2:
 * /assembly/{i}/{e}/{l}). Its code loads on demand.
 */
import type { ComponentType } from 'react';
import type { RouteName } from '../../core/routes';
import { lazyComponent } from '../../ui/lazyPage';
import type { PageProps } from '../../ui/page';

const AssemblyPage = lazyComponent<PageProps>(() => import('./AssemblyPage').then((module) => ({ default: module.AssemblyPage })));

export const ASSEMBLY_PAGES = {
  AssemblyPage,
} as const satisfies Partial<Record<RouteName, ComponentType<PageProps>>>;
