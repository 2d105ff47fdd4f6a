/**
 * The connectivity overlay as <vmx-app> places it: its code is fetched as soon as the app's own code
 * runs, beside the first render rather than before it, so that the banner is ready by the time the
 * network goes away. If it cannot load, the page goes on without it.
 */
import { lazyComponent } from '../../ui/lazyPage';
import type { PageProps } from '../../ui/page';

const overlayModule = import('./ConnectivityOverlay');

export const LazyConnectivityOverlay = lazyComponent<PageProps>(async () => ({ default: (await overlayModule).ConnectivityOverlay }), {
  quiet: true,
});
