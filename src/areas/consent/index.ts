/**
 * The consent area's public face: the cookie banner and the third-party widgets, as one overlay of <vmx-app>. The
 * overlay's code loads on demand, as it is first shown: nothing of it is needed for the page's first render (the
 * banner and the widgets it gates load on demand themselves), and <vmx-app>'s first render has no bytes to spare
 * (issue 23 needed them for tracking). Code that cannot load leaves the page without banner or widgets, not blank.
 */
import { lazyComponent } from '../../ui/lazyPage';
import type { PageProps } from '../../ui/page';

export const ConsentOverlay = lazyComponent<PageProps>(
  () => import('./ConsentOverlay').then((module) => ({ default: module.ConsentOverlay })),
  { quiet: true },
);
