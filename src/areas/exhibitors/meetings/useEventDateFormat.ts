/**
 * Dates and times of the exhibition (meetings, symposia) in the event's language and time zone, written
 * as the programme writes them (core/programme/dateFormat: programme[0].dateformat, else the language's
 * default; times 24-hour).
 */
import { useMemo } from 'react';
import { formatProgrammeDate, programmeDateFormat } from '../../../core/programme/dateFormat';
import { useEventState } from '../../../store/react';
import { useExhibitorsLanguage } from '../useExhibitors';

/** Ours, as the programme's: a time of day is 24-hour. */
export const EXHIBITION_TIME_FORMAT = 'HH:mm';

export interface EventDateFormat {
  language: string;
  timeZone: string;
  /** The day, in the programme date format. */
  date(value: string | null | undefined): string;
  /** 'HH:mm–HH:mm'; '' when neither is known. */
  timeRange(start: string | null | undefined, end: string | null | undefined): string;
  /** The date, then the time range. */
  dateTimeRange(start: string | null | undefined, end: string | null | undefined): string;
}

export function useEventDateFormat(): EventDateFormat {
  const language = useExhibitorsLanguage();
  const timeZone = useEventState((state) => state.details?.TimeZone ?? 'UTC');
  const raw = useEventState((state) => state.config.raw);
  return useMemo(() => {
    const dateFormat = programmeDateFormat(raw, language);
    const format = (value: string | null | undefined, pattern: string) => formatProgrammeDate(value, pattern, language, timeZone) ?? '';
    const timeRange = (start: string | null | undefined, end: string | null | undefined) =>
      [format(start, EXHIBITION_TIME_FORMAT), format(end, EXHIBITION_TIME_FORMAT)].filter(Boolean).join('–');
    return {
      language,
      timeZone,
      date: (value) => format(value, dateFormat),
      timeRange,
      dateTimeRange: (start, end) => [format(start, dateFormat), timeRange(start, end)].filter(Boolean).join(', '),
    };
  }, [language, timeZone, raw]);
}
