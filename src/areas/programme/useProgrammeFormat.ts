/**
 * Dates and times of the programme in the event's time zone and language (docs/rules/content-areas.md sections 4
 * and 9: the programme date format from programme[0].dateformat, default DD MMMM YYYY, German
 * 'dddd, DD. MMMM YYYY').
 */
import { useMemo } from 'react';
import { formatProgrammeDate, programmeDateFormat } from '../../core/programme/dateFormat';
import { useEventState } from '../../store/react';
import { useProgrammeLanguage, useProgrammeTimeZone } from './useProgramme';

/** Ours: how a time of day is written (24-hour, as at European congresses). */
export const PROGRAMME_TIME_FORMAT = 'HH:mm';

export interface ProgrammeFormat {
  language: string;
  timeZone: string;
  /** The day of an instant, in the configured programme date format. */
  date(value: string | null | undefined): string;
  /** 'HH:mm–HH:mm'; '' when neither is known. */
  timeRange(start: string | null | undefined, end: string | null | undefined): string;
  /** The date, then the time range. */
  dateTimeRange(start: string | null | undefined, end: string | null | undefined): string;
  /** Any dayjs format. */
  format(value: string | null | undefined, format: string): string;
}

export function useProgrammeFormat(): ProgrammeFormat {
  const language = useProgrammeLanguage();
  const timeZone = useProgrammeTimeZone();
  const raw = useEventState((state) => state.config.raw);
  return useMemo(() => {
    // A malformed programme entry is read as absent by programmeDateFormat (it checks each step).
    const dateFormat = programmeDateFormat(raw, language);
    const format = (value: string | null | undefined, pattern: string) => formatProgrammeDate(value, pattern, language, timeZone) ?? '';
    const timeRange = (start: string | null | undefined, end: string | null | undefined) =>
      [format(start, PROGRAMME_TIME_FORMAT), format(end, PROGRAMME_TIME_FORMAT)].filter(Boolean).join('–');
    return {
      language,
      timeZone,
      format,
      date: (value) => format(value, dateFormat),
      timeRange,
      dateTimeRange: (start, end) => [format(start, dateFormat), timeRange(start, end)].filter(Boolean).join(', '),
    };
  }, [language, timeZone, raw]);
}
