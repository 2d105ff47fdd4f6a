/**
 * The congress's dates as one range in the event's language and time zone ("10–13 June 2026",
 * "10.–13. Juni 2026"), the way the locale writes a range itself (Intl.DateTimeFormat formatRange), so no
 * language needs a pattern of ours. Ours: '' when a date cannot be read; one day when both fall on it.
 */
import { instantOf } from './eventPhase';

export function congressDates(
  start: string | null | undefined,
  end: string | null | undefined,
  language: string,
  timeZone: string,
): string {
  const from = instantOf(start);
  const to = instantOf(end);
  if (from === null) return '';
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone });
  } catch {
    // An unknown time zone: the dates in UTC rather than none.
    format = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  }
  return to === null || to <= from ? format.format(from) : format.formatRange(from, to);
}
