/**
 * Formatting programme dates with dayjs format strings (content-areas.md sections 2 and 9 give formats
 * such as 'dddd, DD MMMM YYYY'). A wall clock is formatted in dayjs's UTC mode, so its calendar fields come
 * out exactly as given whatever the machine's zone; the locale is set per call, never globally.
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
// The languages of the language flags (content-areas.md section 9); any other falls back to English.
import 'dayjs/locale/de';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import 'dayjs/locale/it';
import 'dayjs/locale/tr';
import 'dayjs/locale/zh-cn';
import { hasExplicitOffset, parseWallClock, type WallClock } from './programmeTime';

dayjs.extend(utc);
dayjs.extend(timezone);

const LOCALES = new Set(['de', 'en-gb', 'es', 'fr', 'it', 'tr', 'zh-cn']);

/** dayjs's locale name for a language code: 'en-GB' -> 'en-gb', 'de-DE' -> 'de', unknown -> 'en'. */
export function dayjsLocale(language: string): string {
  const lower = language.toLowerCase();
  if (LOCALES.has(lower)) return lower;
  const primary = lower.split(/[-_]/)[0] ?? '';
  return LOCALES.has(primary) ? primary : 'en';
}

/**
 * The wall clock of a value: a programme date or date-time without offset as written (it is in the event
 * already); one with an offset or Z converted into timeZone, or null when no timeZone is given.
 */
export function wallClockOf(value: string | null | undefined, timeZone?: string): WallClock | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!hasExplicitOffset(text)) return parseWallClock(text);
  const ms = Date.parse(text);
  if (!timeZone || !Number.isFinite(ms)) return null;
  const zoned = dayjs.utc(ms).tz(timeZone);
  return { year: zoned.year(), month: zoned.month() + 1, day: zoned.date(), hour: zoned.hour(), minute: zoned.minute(), second: zoned.second(), millisecond: 0 };
}

/** The wall clock in a dayjs format, names in the language. */
export function formatWallClock(wall: WallClock, format: string, language: string): string {
  const at = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return dayjs.utc(at).locale(dayjsLocale(language)).format(format);
}

/** A programme date or date-time in a dayjs-style format, or null when unreadable (see wallClockOf). */
export function formatProgrammeDate(value: string | null | undefined, format: string, language: string, timeZone?: string): string | null {
  const wall = wallClockOf(value, timeZone);
  return wall ? formatWallClock(wall, format, language) : null;
}
