/**
 * The scan area's public face, for <vmx-app>: ScanPage, the page of /scan/{i}/{e}/{l} (scan a QR code or type it,
 * to open a session, a booth or a poster). Its code, and the QR reader it may load, come on demand.
 */
import { lazyComponent } from '../../ui/lazyPage';
import type { PageProps } from '../../ui/page';

export const ScanPage = lazyComponent<PageProps>(() => import('./ScanPage').then((module) => ({ default: module.ScanPage })));
