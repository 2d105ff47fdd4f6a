/**
 * The plaza area's public face, for <vmx-app>: PlazaPage, the page of /plaza/{i}/{e}/{l} (the congress's hub of
 * tiles). Its code loads on demand.
 */
import { lazyComponent } from '../../ui/lazyPage';
import type { PageProps } from '../../ui/page';

export const PlazaPage = lazyComponent<PageProps>(() => import('./PlazaPage').then((module) => ({ default: module.PlazaPage })));
