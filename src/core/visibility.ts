/**
 * Component visibility (the ComponentVisibility resource set; docs/rules/content-areas.md section 4, component time
 * window). Apart from config.ts because only components that have a rule read it.
 */
import type { ResourceLike } from './config';
import { describe, isRecord, parseJson, readTime } from './configGuards';
import { isInTimeWindow } from './time';

const VISIBILITY = 'ComponentVisibility';

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
 * section 4, component time window). The elements name their component as the ComponentVisibility set does (`ticker`, `logoGrid`).
 */
export function isComponentShown(
  rules: Readonly<Record<string, ComponentVisibility>>,
  component: string,
  now: Date | number,
  superUser: boolean,
): boolean {
  const rule = rules[component];
  return !rule || (rule.visible && isInTimeWindow(rule, now, superUser));
}
