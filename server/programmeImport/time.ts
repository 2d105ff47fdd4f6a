/**
 * Times for the programme importers: which IANA zones exist (the runtime's Intl, no table of our own), an ISO date
 * time with or without its UTC offset, a wall time in a zone as an instant (dayjs's timezone plugin, which asks
 * Intl), and the schedule formats' durations ("00:30", "1:30:00"). Instants leave here as `YYYY-MM-DDTHH:MM:SSZ`,
 * as the database keeps them.
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { isKnownTimeZone as isKnownZone } from '../../src/core/access';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Whether the runtime knows the zone by that name (`Europe/Berlin`, `UTC`, and aliases such as `Asia/Calcutta`): core's
 * check (one cached formatter per zone). Offsets (`+01:00`), which newer runtimes also accept as a time zone, are not a
 * zone's name and are refused.
 */
export function isKnownTimeZone(zone: string): boolean {
  return zone !== '' && !zone.startsWith('+') && !zone.startsWith('-') && /[A-Za-z]/.test(zone) && isKnownZone(zone);
}

/** An instant (milliseconds) as the model writes it: whole seconds, UTC, `Z`. */
export function isoInstant(milliseconds: number): string {
  return new Date(Math.floor(milliseconds / 1000) * 1000).toISOString().slice(0, 19) + 'Z';
}

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}:?\d{2})?$/;

export type DateTimeReading =
  /** An exact instant: the text had its offset (`+01:00`, `Z`). */
  | { kind: 'instant'; instant: string }
  /** A wall time without offset (`2020-12-14T09:00`): needs a zone. */
  | { kind: 'wall'; date: string; time: string }
  | { kind: 'invalid' };

/** An ISO 8601 date time (`2020-12-14T09:00:00+01:00`, `…Z`, or without offset) read for what it says. */
export function readDateTime(value: unknown): DateTimeReading {
  if (typeof value !== 'string') return { kind: 'invalid' };
  const match = DATE_TIME.exec(value.trim());
  if (!match) return { kind: 'invalid' };
  const [, date = '', time = '', offset] = match;
  if (!validWall(date, time)) return { kind: 'invalid' };
  if (offset === undefined) return { kind: 'wall', date, time };
  const milliseconds = Date.parse(
    `${date}T${time}${offset === 'Z' ? 'Z' : offset.length === 5 ? `${offset.slice(0, 3)}:${offset.slice(3)}` : offset}`,
  );
  return Number.isNaN(milliseconds) ? { kind: 'invalid' } : { kind: 'instant', instant: isoInstant(milliseconds) };
}

/** Whether `YYYY-MM-DD` and `HH:MM[:SS]` name a real calendar day and time of day (Date.parse takes 30 February). */
function validWall(date: string, time: string): boolean {
  // Slices, not split(): this runs twice for each of 25,000 talks.
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const dayOfMonth = Number(date.slice(8, 10));
  if (date.length !== 10 || !(month >= 1 && month <= 12) || !(dayOfMonth >= 1 && dayOfMonth <= daysInMonth(year, month))) return false;
  const hours = Number(time.slice(0, 2));
  const minutes = Number(time.slice(3, 5));
  const seconds = time.length >= 8 ? Number(time.slice(6, 8)) : 0;
  return time[2] === ':' && hours <= 23 && minutes <= 59 && seconds <= 59;
}

function daysInMonth(year: number, month: number): number {
  return month === 2 ? (year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * The instant of a wall time (`YYYY-MM-DD`, `HH:MM[:SS]`) in an IANA zone, or null when the date or time is not
 * one. A wall time that does not exist (the hour skipped when clocks go forward) moves forward with the clocks.
 */
export function wallTimeToInstant(date: string, time: string, zone: string): string | null {
  if (!validWall(date, time) || !isKnownTimeZone(zone)) return null;
  const [hours = '00', minutes = '00', seconds = '00'] = time.split(':');
  const local = dayjs.tz(`${date} ${hours.padStart(2, '0')}:${minutes}:${seconds.slice(0, 2).padStart(2, '0')}`, zone);
  return local.isValid() ? isoInstant(local.valueOf()) : null;
}

/** The calendar date and wall time of an instant in a zone (for a schedule's `start` beside its `date`). */
export function instantInZone(instant: string, zone: string): { date: string; time: string } {
  const local = dayjs.utc(instant).tz(zone);
  return { date: local.format('YYYY-MM-DD'), time: local.format('HH:mm') };
}

/**
 * A schedule duration in milliseconds: `HH:MM` or `H:MM:SS` as frab and pretalx write it (hours may pass 24, the
 * c3voc schema's `^[0-9]+:[0-9]{2}$`), or null when it is neither.
 */
export function readDuration(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const parts = value.trim().split(':');
  if (parts.length < 2 || parts.length > 3 || parts.some((part) => part === '' || !/^\d+$/.test(part))) return null;
  const [hours = 0, minutes = 0, seconds = 0] = parts.map(Number);
  if (minutes > 59 || seconds > 59) return null;
  return ((hours * 60 + minutes) * 60 + seconds) * 1000;
}

/** A wall time of day written `H:MM`, `HH:MM` or `HH:MM:SS`, as `HH:MM:SS`; null when it is not one. */
export function readTimeOfDay(value: string): string | null {
  const parts = value.trim().split(':');
  if (parts.length < 2 || parts.length > 3 || parts.some((part) => !/^\d{1,2}$/.test(part))) return null;
  const [hours = 0, minutes = 0, seconds = 0] = parts.map(Number);
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  return [hours, minutes, seconds].map((part) => String(part).padStart(2, '0')).join(':');
}
