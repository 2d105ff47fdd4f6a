/**
 * The social feed widget (docs/rules/content-areas.md section 1: one tab with a microblog timeline, one with
 * photo-sharing posts; section 9: "Twitter box: default height 400"). The rules give it no configuration key, so
 * the key and its shape are ours, read like the other keys of docs/rules/shell-access-identity.md section 3: never
 * throwing, a bad value falls back to its default with a warning that names it.
 *
 *   "socialFeed": {
 *     "active": true,          optional, default true: the home page shows the widget (when the feed has posts)
 *     "height": 400,           optional, default SOCIAL_FEED_DEFAULT_HEIGHT: the box's height in px (160 to 1200)
 *     "tab": "timeline",       optional: the tab shown first, timeline or photo
 *     "title": "#EHC2026"      optional: the widget's heading, else the text socialFeed.title
 *   }
 */
import { CONFIG } from '../config';
import { describe, isRecord } from '../configGuards';

/** Section 9: the box's default height, in px. */
export const SOCIAL_FEED_DEFAULT_HEIGHT = 400;
/** Ours: the heights a configured box may have, in px. */
export const SOCIAL_FEED_MIN_HEIGHT = 160;
export const SOCIAL_FEED_MAX_HEIGHT = 1200;

/** The widget's two tabs, in their order (section 1). */
export const SOCIAL_FEED_TABS = ['timeline', 'photo'] as const;
export type SocialFeedTab = (typeof SOCIAL_FEED_TABS)[number];

export interface SocialFeedConfig {
  active: boolean;
  height: number;
  tab: SocialFeedTab;
  title: string | null;
}

const PREFIX = `${CONFIG}: socialFeed`;

export function defaultSocialFeedConfig(): SocialFeedConfig {
  return { active: true, height: SOCIAL_FEED_DEFAULT_HEIGHT, tab: 'timeline', title: null };
}

export function parseSocialFeedConfig(root: Record<string, unknown>): { config: SocialFeedConfig; warnings: string[] } {
  const warnings: string[] = [];
  const config = defaultSocialFeedConfig();
  const value = root.socialFeed;
  if (value === undefined || value === null) return { config, warnings };
  if (!isRecord(value)) {
    warnings.push(`${PREFIX} is ${describe(value)}, not an object; using the defaults`);
    return { config, warnings };
  }
  if (value.active !== undefined) {
    if (typeof value.active === 'boolean') config.active = value.active;
    else warnings.push(`${PREFIX}.active is ${describe(value.active)}, not true or false; using true`);
  }
  if (value.height !== undefined) {
    const height = value.height;
    if (typeof height === 'number' && Number.isInteger(height) && height >= SOCIAL_FEED_MIN_HEIGHT && height <= SOCIAL_FEED_MAX_HEIGHT) {
      config.height = height;
    } else {
      warnings.push(
        `${PREFIX}.height is ${describe(height)}, not a whole number from ${SOCIAL_FEED_MIN_HEIGHT} to ${SOCIAL_FEED_MAX_HEIGHT}; using ${SOCIAL_FEED_DEFAULT_HEIGHT}`,
      );
    }
  }
  if (value.tab !== undefined) {
    if (value.tab === 'timeline' || value.tab === 'photo') config.tab = value.tab;
    else warnings.push(`${PREFIX}.tab is ${describe(value.tab)}, not timeline or photo; using timeline`);
  }
  if (value.title !== undefined && value.title !== null) {
    if (typeof value.title === 'string' && value.title.trim() !== '') config.title = value.title.trim();
    else warnings.push(`${PREFIX}.title is ${describe(value.title)}, not a text; using the default title`);
  }
  return { config, warnings };
}
