/**
 * The TV area's public face: TvPage, the TV page for <vmx-app> (/tv/{i}/{e}/{l}/{dailyhighlights|speakerinterviews|
 * podcast}); its code loads on demand.
 */
import { lazyComponent } from '../../ui/lazyPage';
import type { PageProps } from '../../ui/page';

export const TvPage = lazyComponent<PageProps>(() => import('./TvPage').then((module) => ({ default: module.TvPage })));
