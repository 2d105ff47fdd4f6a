/**
 * When the demo congress happens. The seed is written against a fixed calendar (EHC 2026 from 10 to 13 June
 * 2026, Europe/Berlin); SEED_DATES chooses how it lands in the database:
 * - `alive` (the default of `npm start` and `npm run db:reset`): every date moves by one shift, anchored to the
 *   server's clock at seed time, so that the seed time is on the congress's second day (day one is over, days
 *   three and four are upcoming) and, when the time of day allows, inside a session: a newcomer sees running
 *   sessions, live rooms and upcoming meetings. Relative offsets are kept (one shift for every date), and wall
 *   clock times in the event's time zone stay on whole minutes: the shift is whole days and, outside the
 *   programme's hours, whole hours (at most 8 earlier or 5 later, so that each congress day stays inside one
 *   calendar day).
 * - `fixed`: the calendar as written (the tests, and anything that compares against known dates).
 * The `seed()` function itself defaults to `fixed`, so that code calling it directly (unit tests) is deterministic.
 */

import { SLOTS } from './programme';
import { zoneOffsetMs } from './zone';

export const SEED_DATE_MODES = ['alive', 'fixed'] as const;
export type SeedDates = (typeof SEED_DATE_MODES)[number];

/** The time zone of the demo congress (both editions). */
const TIME_ZONE = 'Europe/Berlin';
/** The congress day the seed time lands on in alive mode: the fixed calendar's second day. */
const FIXED_ANCHOR_DAY = '2026-06-11';
/** The local minutes of each day's programme slots (programme.ts SLOTS, "HH:mm" pairs). */
const minuteOfTime = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
const DAILY_SLOTS_MINUTES = SLOTS.map(([from, to]) => [minuteOfTime(from), minuteOfTime(to)] as const);
/** A seed time at least this long before a slot's end counts as "running". */
const RUNNING_FOR_AT_LEAST_MINUTES = 15;
/** Hours the programme may move so that a day's sessions (08:30 to 18:15) stay inside their calendar day. */
const EARLIEST_HOUR_SHIFT = -8;
const LATEST_HOUR_SHIFT = 5;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Moves the seed's dates; identity in fixed mode. */
export interface SeedCalendar {
  mode: SeedDates;
  /** The wall-clock shift in the event's time zone, in ms (whole days plus whole hours). */
  shiftMs: number;
  /** An instant (ISO 8601 with Z), moved: the same wall-clock time in the event's time zone, shifted. */
  instant: (iso: string) => string;
}

/** The instant whose wall-clock time in the zone is `wall` (ms, read as if UTC). */
function fromWallClock(wall: number, timeZone: string): number {
  const guess = wall - zoneOffsetMs(wall, timeZone);
  return wall - zoneOffsetMs(guess, timeZone);
}

/** The wall-clock time of an instant in the zone (ms, read as if UTC). */
function toWallClock(instant: number, timeZone: string): number {
  return instant + zoneOffsetMs(instant, timeZone);
}

function isoZ(ms: number): string {
  return new Date(ms).toISOString().replace('.000Z', 'Z');
}

/**
 * The hour shift (smallest first, earlier before later) that puts a local minute of day inside a session of the
 * fixed programme, or 0 when none within the limits does (late at night: the sessions start in the morning).
 */
function hourShiftForLiveSession(minuteOfDay: number): number {
  const candidates: number[] = [0];
  for (let hours = 1; hours <= Math.max(-EARLIEST_HOUR_SHIFT, LATEST_HOUR_SHIFT); hours++) {
    if (-hours >= EARLIEST_HOUR_SHIFT) candidates.push(-hours);
    if (hours <= LATEST_HOUR_SHIFT) candidates.push(hours);
  }
  const running = (minute: number) =>
    DAILY_SLOTS_MINUTES.some(([from, to]) => minute >= from && minute < to - RUNNING_FOR_AT_LEAST_MINUTES);
  // A shift of h hours moves the programme later by h: the fixed programme's minute at the seed time is minute - 60h.
  return candidates.find((hours) => running(minuteOfDay - hours * 60)) ?? 0;
}

/** The seed's calendar: fixed as written, or alive around `now` (epoch ms, the server's clock at seed time). */
export function seedCalendar(mode: SeedDates, now: number): SeedCalendar {
  let shiftMs = 0;
  if (mode === 'alive') {
    const wallNow = toWallClock(now, TIME_ZONE);
    const today = Math.floor(wallNow / DAY_MS) * DAY_MS;
    const days = Math.round((today - Date.parse(`${FIXED_ANCHOR_DAY}T00:00:00Z`)) / DAY_MS);
    const minuteOfDay = Math.floor((wallNow - today) / MINUTE_MS);
    shiftMs = days * DAY_MS + hourShiftForLiveSession(minuteOfDay) * HOUR_MS;
  }
  const moveWall = (wall: number) => wall + shiftMs;
  return {
    mode,
    shiftMs,
    instant: (iso) => {
      if (shiftMs === 0) return iso;
      const ms = Date.parse(iso);
      if (Number.isNaN(ms)) throw new Error(`not an instant: "${iso}"`);
      const moved = fromWallClock(moveWall(toWallClock(ms, TIME_ZONE)), TIME_ZONE);
      // Written as the original was (with or without milliseconds).
      return /\.\d{3}Z$/.test(iso) ? new Date(moved).toISOString() : isoZ(moved);
    },
  };
}

/** SEED_DATES from the environment: `alive` (default) or `fixed`. */
export function parseSeedDates(value: string | undefined): SeedDates {
  const trimmed = value?.trim() || 'alive';
  if ((SEED_DATE_MODES as readonly string[]).includes(trimmed)) return trimmed as SeedDates;
  throw new Error(`SEED_DATES must be ${SEED_DATE_MODES.join(' or ')}, got "${value}"`);
}

/** The wall-clock time of an instant in a time zone, written `2026-06-10T09:00:00` (no offset). */
export function localDateTimeOf(iso: string, timeZone: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw new Error(`not an instant: "${iso}"`);
  return new Date(toWallClock(ms, timeZone)).toISOString().slice(0, 19);
}
