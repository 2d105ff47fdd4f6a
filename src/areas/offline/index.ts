/**
 * The offline area's public face (docs/rules/shell-access-identity.md section 4): the connectivity overlay (offline
 * banner, online notice, service worker and cache toast) and the persisted query cache of <vmx-app>.
 */
export { LazyConnectivityOverlay as ConnectivityOverlay } from './LazyConnectivityOverlay';
export { persistEventCache } from './persistQueryCache';
