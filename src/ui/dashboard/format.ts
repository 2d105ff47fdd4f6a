/**
 * How the dashboards write numbers, buckets, countries and devices (issue 23): in the page's language (Intl), an
 * hour's bucket in the event's time zone, a day's as the UTC day it is (the roll-ups' days are UTC days).
 */
import { useMemo } from 'react';
import { useEventState } from '../../store/react';

export interface DashboardFormat {
  language: string;
  number: (value: number) => string;
  percent: (share: number) => string;
  /** A bucket's label: the day, or the day and hour. */
  bucket: (iso: string, grain: 'hour' | 'day') => string;
  /** An instant's date and time in the event's time zone. */
  instant: (iso: string) => string;
  /** A UTC day (YYYY-MM-DD…) as a date. */
  day: (iso: string) => string;
  country: (code: string, unknown: string) => string;
}

export function useDashboardFormat(): DashboardFormat {
  const language = useEventState((state) => state.language);
  const timeZone = useEventState((state) => state.details?.TimeZone ?? 'UTC');
  return useMemo(() => {
    const numbers = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
    const percents = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
    const days = new Intl.DateTimeFormat(language, { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' });
    const hours = new Intl.DateTimeFormat(language, { timeZone, day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
    const instants = new Intl.DateTimeFormat(language, { timeZone, dateStyle: 'medium', timeStyle: 'short' });
    let regions: Intl.DisplayNames | null = null;
    try {
      regions = new Intl.DisplayNames([language], { type: 'region' });
    } catch {
      // An engine without DisplayNames shows the codes.
    }
    return {
      language,
      number: (value) => numbers.format(value),
      percent: (share) => percents.format(share),
      bucket: (iso, grain) => (grain === 'day' ? days : hours).format(new Date(iso)),
      instant: (iso) => instants.format(new Date(iso)),
      day: (iso) => days.format(new Date(iso)),
      country: (code, unknown) => (code ? (regions?.of(code) ?? code) : unknown),
    };
  }, [language, timeZone]);
}
