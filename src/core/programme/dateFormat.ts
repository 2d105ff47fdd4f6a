/**
 * Formatting programme dates with dayjs format strings (docs/rules/content-areas.md sections 2 and 9 give formats
 * such as 'dddd, DD MMMM YYYY'). A wall clock is formatted in dayjs's UTC mode, so its calendar fields come
 * out exactly as given whatever the machine's zone; the locale is set per call, never globally.
 */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { normaliseLanguage } from '../language';
import { hasExplicitOffset, parseWallClock, zonedWallClock, type WallClock } from './programmeTime';

/** dayjs in UTC mode; the plugin is added on first use, so that importing this module changes nothing. */
let utcReady = false;
function utcDayjs(at: number): dayjs.Dayjs {
  if (!utcReady) {
    dayjs.extend(utc);
    utcReady = true;
  }
  return dayjs.utc(at);
}

// Any date works: these are a January (every month follows) and a Sunday (dayjs's weekday 0).
const A_YEAR = 2021;
const A_SUNDAY = Date.UTC(2021, 0, 3);
const DAY_MS = 86_400_000;

function names(language: string, count: number, at: (i: number) => number, options: Intl.DateTimeFormatOptions): string[] {
  const format = new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' });
  return Array.from({ length: count }, (_, i) => format.format(at(i)));
}

/**
 * dayjs's locale for a language code, made from the browser's own month and weekday names (Intl), so
 * that every language of the event gets its names without shipping dayjs's locale files: 'de-DE' ->
 * 'vmx-de-de'. A code Intl does not know falls back to Intl's default (English on our machines).
 */
export function dayjsLocale(language: string): string {
  // Asking Intl which locales it has is slow, and every date on a page asks: once per language.
  const known = localeNames.get(language);
  if (known !== undefined) return known;
  let tag: string;
  try {
    tag = Intl.DateTimeFormat.supportedLocalesOf(normaliseLanguage(language))[0] ?? 'en';
  } catch {
    tag = 'en';
  }
  // dayjs looks locales up in lower case.
  const name = `vmx-${tag.toLowerCase()}`;
  if (!dayjs.Ls[name]) {
    const month = (i: number) => Date.UTC(A_YEAR, i, 15);
    const weekday = (i: number) => A_SUNDAY + i * DAY_MS;
    dayjs.locale(
      {
        name,
        months: names(tag, 12, month, { month: 'long' }),
        monthsShort: names(tag, 12, month, { month: 'short' }),
        weekdays: names(tag, 7, weekday, { weekday: 'long' }),
        weekdaysShort: names(tag, 7, weekday, { weekday: 'short' }),
        weekdaysMin: names(tag, 7, weekday, { weekday: 'narrow' }),
        ordinal: (n: number) => String(n),
      } as unknown as ILocale,
      undefined,
      true,
    );
  }
  localeNames.set(language, name);
  periodAfterDay.set(language, dayTakesPeriod(tag));
  return name;
}

const localeNames = new Map<string, string>();
const periodAfterDay = new Map<string, boolean>();

/** Whether the language writes a period after the day before a month name, as Intl writes it ("10. Juni"). */
function dayTakesPeriod(tag: string): boolean {
  const parts = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', timeZone: 'UTC' }).formatToParts(Date.UTC(A_YEAR, 5, 10));
  const day = parts.findIndex((part) => part.type === 'day');
  const next = parts[day + 1];
  return day >= 0 && next?.type === 'literal' && next.value.startsWith('.') && parts[day + 2]?.type === 'month';
}

/**
 * A format in the language's own way of writing a day before a month: where the language puts a period after
 * the day (German "10. Juni", also Danish, Norwegian, Finnish, Czech...), 'D MMMM' and 'DD MMM' become
 * 'D. MMMM' and 'DD. MMM'; a format that has the period already, or brackets it, stays as it is. The rule for
 * every date the platform formats, so the formats the spec names ('dddd, DD MMMM YYYY') read right in German.
 */
export function localisedDateFormat(format: string, language: string): string {
  dayjsLocale(language);
  if (!periodAfterDay.get(language)) return format;
  return format.replace(/(^|[^\w[])(DD?)(?=\s+MMM)/g, '$1$2.');
}

/** Default programme date format (docs/rules/content-areas.md section 9). */
export const PROGRAMME_DATE_FORMAT = 'DD MMMM YYYY';
/** German programme date format, "weekday, DD. MMMM YYYY" (docs/rules/content-areas.md section 9). */
export const PROGRAMME_DATE_FORMAT_DE = 'dddd, DD. MMMM YYYY';

/** The part of the programme config that carries the date format (docs/rules/content-areas.md section 3). */
export interface ProgrammeDateConfig {
  programme?: unknown;
}

/** The configured programme[0].dateformat, else the German format for German, else the default. */
export function programmeDateFormat(config: ProgrammeDateConfig | null | undefined, language: string): string {
  // Configuration comes from the server: anything but a text where the format belongs is no format.
  const first: unknown = Array.isArray(config?.programme) ? config.programme[0] : null;
  const value = typeof first === 'object' && first !== null ? (first as { dateformat?: unknown }).dateformat : null;
  const configured = typeof value === 'string' ? value.trim() : '';
  if (configured) return configured;
  return normaliseLanguage(language).split('-')[0] === 'de' ? PROGRAMME_DATE_FORMAT_DE : PROGRAMME_DATE_FORMAT;
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
  return zonedWallClock(ms, timeZone);
}

/** The wall clock in a dayjs format, names in the language. */
export function formatWallClock(wall: WallClock, format: string, language: string): string {
  const at = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return utcDayjs(at).locale(dayjsLocale(language)).format(localisedDateFormat(format, language));
}

/** A programme date or date-time in a dayjs-style format, or null when unreadable (see wallClockOf). */
export function formatProgrammeDate(value: string | null | undefined, format: string, language: string, timeZone?: string): string | null {
  const wall = wallClockOf(value, timeZone);
  return wall ? formatWallClock(wall, format, language) : null;
}
