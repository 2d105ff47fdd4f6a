import { describe, expect, it } from 'vitest';
import { parseRoute } from '../routeParse';
import type { ProgrammeDay } from './counts';
import {
  PROGRAMME_DATE_FORMAT,
  PROGRAMME_DATE_FORMAT_DE,
  PROGRAMME_DAYS_BOX_DATE_FORMAT,
  PROGRAMME_DAYS_PER_LINE,
  programmeDateFormat,
  programmeDayLines,
  programmeDayLinks,
} from './programmeDays';

const day = (date: string, sessionsCount = 10, PosterSessionsCount = 4): ProgrammeDay => ({
  date,
  sessionsCount,
  PosterSessionsCount,
  SessionsHideOnSchedulerCount: 1,
  PosterSessionsHideOnSchedulerCount: 1,
});
const base = { instance: 'esc', event: 'esc25', language: 'en-GB', timeZone: 'Europe/Berlin', countKind: 'sessions' as const };

describe('programme date formats (content section 9)', () => {
  it('names the spec formats', () => {
    expect(PROGRAMME_DATE_FORMAT).toBe('DD MMMM YYYY');
    expect(PROGRAMME_DATE_FORMAT_DE).toBe('dddd, DD. MMMM YYYY');
    expect(PROGRAMME_DAYS_BOX_DATE_FORMAT).toBe('dddd, DD MMMM YYYY');
    expect(PROGRAMME_DAYS_PER_LINE).toBe(5);
  });

  it('uses the configured programme[0].dateformat, else German for German, else the default', () => {
    expect(programmeDateFormat({ programme: [{ dateformat: 'D.M.YYYY' }] }, 'de-DE')).toBe('D.M.YYYY');
    expect(programmeDateFormat({ programme: [{ dateformat: '  ' }] }, 'de_de')).toBe(PROGRAMME_DATE_FORMAT_DE);
    expect(programmeDateFormat(null, 'DE')).toBe(PROGRAMME_DATE_FORMAT_DE);
    expect(programmeDateFormat({ programme: [] }, 'en-GB')).toBe(PROGRAMME_DATE_FORMAT);
    expect(programmeDateFormat(undefined, 'fr-FR')).toBe(PROGRAMME_DATE_FORMAT);
  });
});

describe('programme-days box (content sections 2 and 9)', () => {
  it('gives one link a day, labelled in the box format, with the count, to the search page', () => {
    const [link] = programmeDayLinks([day('2025-06-10T00:00:00')], { ...base, viewType: 'list', viewSize: 'small', view: 'day' });
    expect(link).toEqual({
      day: '2025-06-10',
      label: 'Tuesday, 10 June 2025',
      count: 6,
      href: '/esc/esc25/en-GB/search?day=2025-06-10&viewType=list&viewSize=small&view=day',
    });
    const route = parseRoute(link!.href);
    expect(route.name).toBe('PagSearchPage');
    expect(route.query).toEqual({ day: '2025-06-10', viewType: 'list', viewSize: 'small', view: 'day' });
  });

  it('shows the count of the kind asked for', () => {
    expect(programmeDayLinks([day('2025-06-10')], { ...base, countKind: 'posters' })[0]!.count).toBe(3);
    expect(programmeDayLinks([day('2025-06-10')], { ...base, countKind: 'allSessions' })[0]!.count).toBe(10);
    expect(programmeDayLinks([day('2025-06-10')], { ...base, countKind: 'scheduler' })[0]!.count).toBe(5);
  });

  it('labels in the language and format passed in; leaves out view params not given', () => {
    const [link] = programmeDayLinks([day('2025-06-10')], { ...base, language: 'de-DE', format: PROGRAMME_DATE_FORMAT_DE });
    expect(link!.label).toBe('Dienstag, 10. Juni 2025');
    expect(link!.href).toBe('/esc/esc25/de-DE/search?day=2025-06-10');
  });

  it('orders days by date, shows a repeated day once and leaves out unreadable dates', () => {
    const links = programmeDayLinks([day('2025-06-12'), day('2025-06-10'), day('garbage'), day('2025-06-12T00:00:00', 99)], base);
    expect(links.map((l) => [l.day, l.count])).toEqual([
      ['2025-06-10', 6],
      ['2025-06-12', 6],
    ]);
  });

  it('takes the day of a date sent as an instant in the event time zone', () => {
    expect(programmeDayLinks([day('2025-06-09T22:00:00Z')], base)[0]!.day).toBe('2025-06-10');
  });

  it('puts at most 5 links on a line', () => {
    const items = Array.from({ length: 12 }, (_, i) => i);
    expect(programmeDayLines(items).map((l) => l.length)).toEqual([5, 5, 2]);
    expect(programmeDayLines(items.slice(0, 5))).toEqual([[0, 1, 2, 3, 4]]);
    expect(programmeDayLines(items, 4).map((l) => l.length)).toEqual([4, 4, 4]);
    expect(programmeDayLines(items.slice(0, 3), 0)).toEqual([[0], [1], [2]]);
    expect(programmeDayLines([])).toEqual([]);
  });
});
