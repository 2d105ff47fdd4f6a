/**
 * Programme date-times in the event (docs/rules/content-areas.md section 4, "Programme date in the event"): the
 * programme gives wall-clock times without an offset, and Central European time is assumed, summer time
 * (+2 hours) from 29 March 02:00 to 25 October 03:00, else +1 hour.
 *
 * The spec's dates are fixed, every year. This is deliberately NOT the EU rule (last Sunday of March at
 * 01:00 UTC to last Sunday of October at 01:00 UTC): the platform has always assumed these dates, and an
 * instant that differs from the real clock by an hour in a few days of a year is what the spec states.
 * The bounds are read on the wall clock as given: 29 March 02:00 is the first summer minute (inclusive),
 * 25 October 03:00 the first winter minute (exclusive end).
 */
import { zoneFormatter } from '../zoneFormat';

/** Start of assumed summer time, wall clock (docs/rules/content-areas.md section 4). Month 1-12. */
export const CET_SUMMER_START = { month: 3, day: 29, hour: 2 } as const;
/** End of assumed summer time, wall clock, exclusive (docs/rules/content-areas.md section 4). Month 1-12. */
export const CET_SUMMER_END = { month: 10, day: 25, hour: 3 } as const;
/** Offset from UTC in summer time, minutes (docs/rules/content-areas.md section 4: +2 hours). */
export const CET_SUMMER_OFFSET_MINUTES = 120;
/** Offset from UTC outside summer time, minutes (docs/rules/content-areas.md section 4: +1 hour). */
export const CET_WINTER_OFFSET_MINUTES = 60;

const MINUTE_MS = 60_000;

/** YYYY-MM-DD, optionally followed by T or space, HH:mm, :ss and a fraction, and nothing else. */
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?$/;
/** An explicit offset or Z at the end: such a string is an instant already and the CET rule does not apply. */
const HAS_OFFSET = /(?:Z|[+-]\d{2}:?\d{2})$/i;

/** Whether a date-time names its offset (or Z): then it is an instant already, not an event wall clock. */
export function hasExplicitOffset(dateTime: string): boolean {
  return HAS_OFFSET.test(dateTime.trim());
}

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

/** The wall-clock parts of a programme date-time without offset, or null (unreadable, or it has an offset). */
export function parseWallClock(dateTime: string | null | undefined): WallClock | null {
  if (typeof dateTime !== 'string') return null;
  const match = WALL_CLOCK.exec(dateTime.trim());
  if (!match) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', frac = '0'] = match;
  const parts: WallClock = {
    year: Number(y),
    month: Number(mo),
    day: Number(d),
    hour: Number(h),
    minute: Number(mi),
    second: Number(s),
    millisecond: Number(frac.padEnd(3, '0')),
  };
  // Date.UTC rolls 31 February over into March; a date that does not exist is unreadable, not moved.
  const check = new Date(wallMs(parts));
  if (
    check.getUTCMonth() + 1 !== parts.month ||
    check.getUTCDate() !== parts.day ||
    parts.hour > 23 ||
    parts.minute > 59 ||
    parts.second > 59
  )
    return null;
  return parts;
}

/** The wall clock as if it were UTC: only for comparing wall clocks and adding an offset. */
function wallMs(w: WallClock): number {
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second, w.millisecond);
}

/** Whether a wall-clock time falls in the assumed summer time of its year. */
export function isCetSummerTime(wall: WallClock): boolean {
  const at = wallMs(wall);
  const start = Date.UTC(wall.year, CET_SUMMER_START.month - 1, CET_SUMMER_START.day, CET_SUMMER_START.hour);
  const end = Date.UTC(wall.year, CET_SUMMER_END.month - 1, CET_SUMMER_END.day, CET_SUMMER_END.hour);
  return at >= start && at < end;
}

/** The offset from UTC (minutes) the CET rule gives a programme date-time without offset, or null if unreadable. */
export function cetOffsetMinutes(dateTime: string | null | undefined): number | null {
  const wall = parseWallClock(dateTime);
  if (!wall) return null;
  return isCetSummerTime(wall) ? CET_SUMMER_OFFSET_MINUTES : CET_WINTER_OFFSET_MINUTES;
}

/**
 * The instant (epoch ms) of a programme date-time. Without an offset the CET rule applies; with an
 * explicit offset or Z the string already names an instant and is read as written. Null if unreadable.
 */
export function programmeInstant(dateTime: string | null | undefined): number | null {
  if (typeof dateTime !== 'string') return null;
  const text = dateTime.trim();
  if (HAS_OFFSET.test(text)) {
    const ms = Date.parse(text);
    return Number.isFinite(ms) ? ms : null;
  }
  const wall = parseWallClock(text);
  if (!wall) return null;
  const offset = isCetSummerTime(wall) ? CET_SUMMER_OFFSET_MINUTES : CET_WINTER_OFFSET_MINUTES;
  return wallMs(wall) - offset * MINUTE_MS;
}

/** The programme date-time with the CET rule's offset written out (2025-06-10T09:00:00+02:00), or null. */
export function withCetOffset(dateTime: string | null | undefined): string | null {
  const wall = parseWallClock(dateTime);
  if (!wall) return null;
  const hours = (isCetSummerTime(wall) ? CET_SUMMER_OFFSET_MINUTES : CET_WINTER_OFFSET_MINUTES) / 60;
  const p = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${p(wall.year, 4)}-${p(wall.month)}-${p(wall.day)}T${p(wall.hour)}:${p(wall.minute)}:${p(wall.second)}+${p(hours)}:00`;
}

/**
 * The programme day (YYYY-MM-DD) of a date-time, in the event's time zone. A wall-clock string is in the
 * event already, so its date part is the day; an instant (with offset or Z) is converted with Intl into
 * timeZone (an IANA name, passed in: core knows no default zone). Null if unreadable.
 */
export function eventDay(dateTime: string | null | undefined, timeZone: string): string | null {
  if (typeof dateTime !== 'string') return null;
  const text = dateTime.trim();
  if (!HAS_OFFSET.test(text)) return parseWallClock(text) ? text.slice(0, 10) : null;
  // A programme has few distinct start times, and filters ask for each row's day on every keystroke.
  const key = `${timeZone}|${text}`;
  const known = dayCache.get(key);
  if (known !== undefined) return known;
  const ms = Date.parse(text);
  const wall = Number.isFinite(ms) ? zonedWallClock(ms, timeZone) : null;
  const day = wall ? `${wall.year}-${pad(wall.month)}-${pad(wall.day)}` : null;
  if (dayCache.size >= DAY_CACHE_LIMIT) dayCache.clear();
  dayCache.set(key, day);
  return day;
}

const DAY_CACHE_LIMIT = 50_000;
const dayCache = new Map<string, string | null>();
const pad = (n: number) => String(n).padStart(2, '0');

/** The wall clock of an instant in an IANA time zone (Intl), or null for an unknown zone. */
export function zonedWallClock(ms: number, timeZone: string): WallClock | null {
  const format = zoneFormatter(timeZone);
  if (!format) return null;
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of format.formatToParts(ms)) parts[part.type] = Number(part.value);
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
    millisecond: 0,
  };
}
