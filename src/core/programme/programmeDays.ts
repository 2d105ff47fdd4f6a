/**
 * The programme-days box (docs/rules/content-areas.md sections 2 and 9): one link per day, labelled with the date
 * and the day's count of sessions or posters, linking to the search page with query day, viewType,
 * viewSize and view; at most 5 links a line. Also the programme's date format (section 3: programme
 * config programme[0].dateformat).
 */
import { buildPath } from '../routes';
import { dayCount, type DayCountKind, type ProgrammeDay } from './counts';
import { formatWallClock, wallClockOf } from './dateFormat';

/** Programme-days box: up to 5 items per line (docs/rules/content-areas.md sections 2 and 9). */
export const PROGRAMME_DAYS_PER_LINE = 5;
/** Programme-days box date format (docs/rules/content-areas.md sections 2 and 9). */
export const PROGRAMME_DAYS_BOX_DATE_FORMAT = 'dddd, DD MMMM YYYY';
export { PROGRAMME_DATE_FORMAT, PROGRAMME_DATE_FORMAT_DE, programmeDateFormat } from './dateFormat';

export interface ProgrammeDayLink {
  /** YYYY-MM-DD, the value of the day query. */
  day: string;
  label: string;
  count: number;
  href: string;
}

export interface ProgrammeDayLinkOptions {
  instance: string;
  event: string;
  language: string;
  /** The event's time zone (IANA): the day of a date sent with an offset or Z is taken there. */
  timeZone: string;
  /** Which count the box shows (counts.ts). */
  countKind: DayCountKind;
  /** The box's date format; default PROGRAMME_DAYS_BOX_DATE_FORMAT. */
  format?: string | null;
  /** Query of the search page besides day; null or undefined values are left out. */
  viewType?: string | null;
  viewSize?: string | null;
  view?: string | null;
}

/**
 * One link per day, in date order (ours: the spec does not say the server sorts them); a day sent twice
 * is shown once (the first), a day whose date is unreadable is left out.
 */
export function programmeDayLinks(days: readonly ProgrammeDay[], options: ProgrammeDayLinkOptions): ProgrammeDayLink[] {
  const format = options.format?.trim() || PROGRAMME_DAYS_BOX_DATE_FORMAT;
  const links = new Map<string, ProgrammeDayLink>();
  for (const d of days) {
    const wall = wallClockOf(d.date, options.timeZone);
    if (!wall) continue;
    const day = formatWallClock(wall, 'YYYY-MM-DD', 'en');
    if (links.has(day)) continue;
    const href = buildPath(
      'PagSearchPage',
      { instance: options.instance, event: options.event, language: options.language },
      { day, viewType: options.viewType, viewSize: options.viewSize, view: options.view },
    );
    links.set(day, { day, label: formatWallClock(wall, format, options.language), count: dayCount(d, options.countKind), href });
  }
  return [...links.values()].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
}

/** Items in lines of at most perLine (default 5); a perLine below 1 is read as 1. */
export function programmeDayLines<T>(items: readonly T[], perLine: number = PROGRAMME_DAYS_PER_LINE): T[][] {
  const size = Math.max(1, Math.floor(Number.isFinite(perLine) ? perLine : PROGRAMME_DAYS_PER_LINE));
  const lines: T[][] = [];
  for (let i = 0; i < items.length; i += size) lines.push(items.slice(i, i + size));
  return lines;
}
