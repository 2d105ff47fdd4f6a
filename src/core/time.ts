/** Time windows (docs/rules/shell-access-identity.md section 5, docs/rules/content-areas.md section 4, "Component time window"). */

export type TimeBound = string | number | Date | null | undefined;

export interface TimeWindow {
  startTime?: TimeBound;
  endTime?: TimeBound;
}

/**
 * A bound as epoch milliseconds, or null when it is unset or unreadable. Strings are read by Date.parse:
 * give an offset (2025-03-29T09:00:00+01:00 or ...Z); a string without one is read in the runtime's local time.
 */
export function timeBound(bound: TimeBound): number | null {
  if (bound === null || bound === undefined) return null;
  if (bound instanceof Date) return Number.isFinite(bound.getTime()) ? bound.getTime() : null;
  if (typeof bound === 'number') return Number.isFinite(bound) ? bound : null;
  if (typeof bound !== 'string' || bound.trim() === '') return null;
  const ms = Date.parse(bound.trim());
  return Number.isFinite(ms) ? ms : null;
}

/**
 * A component is active when no start or end is set, or now is within the bounds: after the start only,
 * before the end only, or between. Super users see everything. The start is inclusive (active at the very
 * start instant), the end exclusive (inactive from the end instant). An unreadable bound (invalid date) is
 * ignored, as if it were unset; config.ts warns about such values when it reads them.
 */
export function isInTimeWindow(window: TimeWindow, now: Date | number, superUser = false): boolean {
  if (superUser) return true;
  const at = typeof now === 'number' ? now : now.getTime();
  const start = timeBound(window.startTime);
  const end = timeBound(window.endTime);
  if (start !== null && at < start) return false;
  if (end !== null && at >= end) return false;
  return true;
}
