/**
 * The app-install recommendation dialog (docs/rules/shell-access-identity.md section 5: it needs a mobile non-app
 * user, active recommendation (config recommendationActive) and a logged-in user; section 3 stored
 * flag appRecommendationSeen).
 *
 * Ours, where the spec is silent: "mobile" is an iOS or Android user agent; the dialog shows once per
 * browser (the flag is stored when it closes); it waits for the app start (section 4, 2 s); the store
 * links come from config appStoreLinks { ios, android } and are only links when they are safe
 * http(s) URLs.
 */
import { CONFIG } from './config';
import { describe, isRecord } from './configGuards';
import { safeExternalUrl } from './url';

/** Section 3, stored flags. */
export const APP_RECOMMENDATION_FLAG = 'appRecommendationSeen';

export type MobilePlatform = 'ios' | 'android';

/** The mobile platform of a user agent, or null for anything else. */
export function mobilePlatform(userAgent: string): MobilePlatform | null {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  return null;
}

export interface AppRecommendationConfig {
  active: boolean;
  storeLinks: Partial<Record<MobilePlatform, string>>;
}

export function parseAppRecommendation(root: Record<string, unknown>): { config: AppRecommendationConfig; warnings: string[] } {
  const warnings: string[] = [];
  let active = false;
  if (typeof root.recommendationActive === 'boolean') active = root.recommendationActive;
  else if (root.recommendationActive !== undefined && root.recommendationActive !== null) {
    warnings.push(`${CONFIG}: recommendationActive is ${describe(root.recommendationActive)}, not a boolean; off`);
  }
  const storeLinks: Partial<Record<MobilePlatform, string>> = {};
  const links = root.appStoreLinks;
  if (isRecord(links)) {
    for (const platform of ['ios', 'android'] as const) {
      const raw = links[platform];
      if (raw === undefined || raw === null) continue;
      const href = safeExternalUrl(raw);
      if (href) storeLinks[platform] = href;
      else warnings.push(`${CONFIG}: appStoreLinks.${platform} is not an http(s) URL; no link`);
    }
  } else if (links !== undefined && links !== null) {
    warnings.push(`${CONFIG}: appStoreLinks is ${describe(links)}, not an object; no links`);
  }
  return { config: { active, storeLinks }, warnings };
}

/** Whether the recommendation shows: active, a mobile platform, not in the app, signed in, not seen before. */
export function appRecommendationShows({
  config,
  platform,
  inApp,
  signedIn,
  seen,
}: {
  config: AppRecommendationConfig;
  platform: MobilePlatform | null;
  inApp: boolean;
  signedIn: boolean;
  seen: boolean;
}): boolean {
  return config.active && platform !== null && !inApp && signedIn && !seen;
}
