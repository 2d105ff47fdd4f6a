/**
 * The advertisements area's public face: the overlay for <vmx-app>'s CHROME.overlays — the
 * advertisement popup (docs/rules/shell-access-identity.md section 4) and the configured banners (section 3).
 */
export { AdsOverlay } from './AdsOverlay';
