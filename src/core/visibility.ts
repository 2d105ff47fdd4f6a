/**
 * Component visibility (the ComponentVisibility resource set; docs/rules/content-areas.md section 4, component time
 * window). Apart from config.ts because only components that have a rule read it.
 */
import type { ResourceLike } from './config';
import { describe, isRecord, parseJson, readTime } from './configGuards';
import { isInTimeWindow } from './time';

const VISIBILITY = 'ComponentVisibility';

/**
 * The components an organiser switches on and off by date, named as the ComponentVisibility set names them
 * (its resourcename). Each asks store/visibility useComponentVisible with its name; the seed gives each a rule
 * (visible, no window). A component not listed here has no rule and always shows.
 * - ticker: <vmx-ticker> (also on the congress home);
 * - logoGrid: <vmx-logo-grid> (the partners, on home and in the footer);
 * - charityHighscore: <vmx-charity-highscore> and the highscores on the charity page;
 * - socialFeed: the social feed widget on the congress home;
 * - tvWidget: the TV widget (config_json tvWidget);
 * - adBanners: the advertisement banners (config_json mobileBannerTop, mobileBannerBottom, desktopBannerBottom);
 * - adPopup: the advertisement popup;
 * - mobileCarousel: the intro carousel of the app (config_json mobileCarousel);
 * - networkingWidget: the networking widget (config_json networkingWidget*) and its area-of-interest popup.
 * Only the type reaches the browser: the list itself is read by the seed and the tests.
 */
export const VISIBILITY_COMPONENTS = [
  'ticker',
  'logoGrid',
  'charityHighscore',
  'socialFeed',
  'tvWidget',
  'adBanners',
  'adPopup',
  'mobileCarousel',
  'networkingWidget',
] as const;

/** A component that has a ComponentVisibility rule (VISIBILITY_COMPONENTS). */
export type VisibilityComponent = (typeof VISIBILITY_COMPONENTS)[number];

export interface ComponentVisibility {
  visible: boolean;
  startTime: string | null;
  endTime: string | null;
}

/**
 * Component visibility from the ComponentVisibility set: resourcename is the component, the value JSON
 * {"visible":true,"startTime":null,"endTime":null}. A value that is not a JSON object skips the component
 * (it then has no rule, so it shows); a field of the wrong type takes its default (visible true, times
 * null) with a warning.
 */
export function parseVisibility(resources: readonly ResourceLike[] | null | undefined): {
  visibility: Record<string, ComponentVisibility>;
  warnings: string[];
} {
  const warnings: string[] = [];
  const visibility = new Map<string, ComponentVisibility>();
  if (!Array.isArray(resources)) {
    if (resources !== null && resources !== undefined) warnings.push(`${VISIBILITY}: not a list of resources; no rules`);
    return { visibility: {}, warnings };
  }
  resources.forEach((resource: unknown, index) => {
    if (!isRecord(resource) || typeof resource.resourcename !== 'string' || resource.resourcename.trim() === '') {
      warnings.push(`${VISIBILITY}: resource [${index}] has no resourcename; skipped`);
      return;
    }
    const component = resource.resourcename.trim();
    if (typeof resource.resourcevalue !== 'string') {
      warnings.push(`${VISIBILITY}: ${component} has no string value; skipped`);
      return;
    }
    const parsed = parseJson(resource.resourcevalue);
    if (!parsed.ok) {
      warnings.push(`${VISIBILITY}: ${component} is not valid JSON (${parsed.message}); skipped`);
      return;
    }
    if (!isRecord(parsed.value)) {
      warnings.push(`${VISIBILITY}: ${component} is ${describe(parsed.value)}, not an object; skipped`);
      return;
    }
    const value = parsed.value;
    let visible = true;
    if (typeof value.visible === 'boolean') visible = value.visible;
    else if (value.visible !== undefined && value.visible !== null) {
      warnings.push(`${VISIBILITY}: ${component}.visible is ${describe(value.visible)}, not a boolean; using true`);
    }
    const startTime = readTime(value.startTime, `${component}.startTime`, warnings, VISIBILITY) ?? null;
    const endTime = readTime(value.endTime, `${component}.endTime`, warnings, VISIBILITY) ?? null;
    visibility.set(component, { visible, startTime, endTime });
  });
  return { visibility: Object.fromEntries(visibility), warnings };
}

/**
 * Whether a component shows under the rules: a component without a rule shows; one with a rule shows when
 * its rule is visible and now lies in its time window, which super users skip (docs/rules/content-areas.md
 * section 4, component time window). The components are those of VISIBILITY_COMPONENTS.
 */
export function isComponentShown(
  rules: Readonly<Record<string, ComponentVisibility>>,
  component: VisibilityComponent,
  now: Date | number,
  superUser: boolean,
): boolean {
  const rule = rules[component];
  return !rule || (rule.visible && isInTimeWindow(rule, now, superUser));
}
