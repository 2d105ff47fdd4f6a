/**
 * The push notifications area's public face: the toast overlay for <vmx-app>'s CHROME.overlays (fed by
 * the notification hub) and the NotificationsPage body. Both load their code on demand.
 */
import { lazyComponent } from '../../ui/lazyPage';
import type { PageProps } from '../../ui/page';

export const NotificationToasts = lazyComponent<PageProps>(
  () => import('./NotificationToasts').then((m) => ({ default: m.NotificationToasts })),
  { quiet: true },
);
export const NotificationsPage = lazyComponent<PageProps>(() =>
  import('./NotificationsPage').then((m) => ({ default: m.NotificationsPage })),
);
