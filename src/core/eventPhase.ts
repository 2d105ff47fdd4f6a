/**
 * Where a congress stands at instant now (epoch ms): still to come, running, or over. The holding page
 * (docs/rules/shell-access-identity.md section 4 step 4) and the home page say which, so an ended congress is
 * never headed "Coming soon". now is passed in: core reads no clock.
 *
 * Ours: the start is inclusive and the end exclusive (the access flow's holding check is the same way round);
 * a bound that cannot be read does not limit (no start: it has begun; no end: it has not ended).
 */
export type EventPhase = 'upcoming' | 'running' | 'ended';

export interface EventBounds {
  /** Epoch ms, or null when unknown. */
  start: number | null;
  end: number | null;
}

export function eventPhase({ start, end }: EventBounds, now: number): EventPhase {
  if (end !== null && Number.isFinite(end) && now >= end) return 'ended';
  if (start !== null && Number.isFinite(start) && now < start) return 'upcoming';
  return 'running';
}

/** An ISO date or date-time as epoch ms, or null when it cannot be read. */
export function instantOf(value: string | null | undefined): number | null {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
}
