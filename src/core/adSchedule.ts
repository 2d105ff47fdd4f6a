/**
 * The few advertisement constants the always-loaded overlay needs (docs/rules/shell-access-identity.md sections 3
 * and 9), apart from the rules in advertisement.ts, which load with the popup's code.
 */

/** Section 9: ad check 4000 ms after start. */
export const AD_CHECK_AFTER_START_MS = 4000;
/** Section 9: ad check 4500 ms after the check-for-ads hook (ours: the hook runs on every route change). */
export const AD_CHECK_AFTER_HOOK_MS = 4500;

/** Section 3, app config: where a banner sits. */
export type BannerSlot = 'mobileBannerTop' | 'mobileBannerBottom' | 'desktopBannerBottom';
export const BANNER_SLOTS: readonly BannerSlot[] = ['mobileBannerTop', 'mobileBannerBottom', 'desktopBannerBottom'];
