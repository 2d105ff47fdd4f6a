import { describe, expect, it } from 'vitest';
import { dayjsLocale, formatProgrammeDate, localisedDateFormat, wallClockOf } from './dateFormat';

describe('formatProgrammeDate (dayjs formats in the language passed in)', () => {
  it('formats the box format in English and German', () => {
    expect(formatProgrammeDate('2025-06-10', 'dddd, DD MMMM YYYY', 'en-GB')).toBe('Tuesday, 10 June 2025');
    expect(formatProgrammeDate('2025-06-10T00:00:00', 'dddd, DD. MMMM YYYY', 'de-DE')).toBe('Dienstag, 10. Juni 2025');
  });

  it('keeps the calendar date of a wall-clock date-time late in the day', () => {
    expect(formatProgrammeDate('2025-12-31T23:59:59', 'DD MMMM YYYY HH:mm:ss', 'en')).toBe('31 December 2025 23:59:59');
  });

  it('formats numbers, short names, 12-hour clock and literal text', () => {
    expect(formatProgrammeDate('2025-03-05T07:04:09', 'D.M.YY d h:m:s A', 'en')).toBe('5.3.25 3 7:4:9 AM');
    expect(formatProgrammeDate('2025-03-05T12:00', 'hh a [on] ddd, MMM', 'en-GB')).toBe('12 pm on Wed, Mar');
    expect(formatProgrammeDate('2025-03-05T00:30', 'hh:mm A', 'en')).toBe('12:30 AM');
  });

  it('converts an instant into the time zone passed in, and needs one', () => {
    expect(formatProgrammeDate('2025-06-09T22:30:00Z', 'YYYY-MM-DD HH:mm', 'en', 'Europe/Berlin')).toBe('2025-06-10 00:30');
    expect(formatProgrammeDate('2025-06-09T22:30:00Z', 'YYYY-MM-DD', 'en')).toBeNull();
    expect(wallClockOf('2025-06-09T22:30:00+02:00', 'UTC')).toMatchObject({ day: 9, hour: 20, minute: 30 });
  });

  it('gives null for an unreadable date', () => {
    expect(formatProgrammeDate('10/06/2025', 'DD MMMM YYYY', 'en')).toBeNull();
    expect(formatProgrammeDate(null, 'DD MMMM YYYY', 'en')).toBeNull();
  });

  it('uses the locale of each language of the flags, and English for any other', () => {
    expect(formatProgrammeDate('2025-06-10', 'dddd D MMMM YYYY', 'fr-FR')).toBe('mardi 10 juin 2025');
    expect(dayjsLocale('de-DE')).toBe('vmx-de-de');
    expect(dayjsLocale('de-de')).toBe('vmx-de-de');
    expect(formatProgrammeDate('2025-06-10', 'dddd, D MMMM', 'fr-FR')).toBe('mardi, 10 juin');
    expect(formatProgrammeDate('2025-06-10', 'dddd', 'xx-YY')).toBe('Tuesday');
  });
});

describe("dates in the locale's own way of writing a day before a month", () => {
  it('write "10. Juni" in German, whatever format the spec or a page names', () => {
    expect(formatProgrammeDate('2026-06-10', 'dddd, D MMMM', 'de-DE')).toBe('Mittwoch, 10. Juni');
    expect(formatProgrammeDate('2026-06-10', 'dddd, DD MMMM YYYY', 'de-DE')).toBe('Mittwoch, 10. Juni 2026');
    expect(formatProgrammeDate('2026-06-10T08:30:00', 'DD MMMM YYYY, HH:mm', 'de-DE')).toBe('10. Juni 2026, 08:30');
    expect(formatProgrammeDate('2026-06-10', 'D MMM', 'de-DE')).toBe('10. Jun');
  });

  it('leave a format with the period, and English and French, as they are', () => {
    expect(localisedDateFormat('dddd, DD. MMMM YYYY', 'de-DE')).toBe('dddd, DD. MMMM YYYY');
    expect(localisedDateFormat('dddd, D MMMM', 'en-GB')).toBe('dddd, D MMMM');
    expect(formatProgrammeDate('2026-06-10', 'dddd, D MMMM', 'en-GB')).toBe('Wednesday, 10 June');
    expect(formatProgrammeDate('2026-06-10', 'D MMMM', 'fr-FR')).toBe('10 juin');
  });

  it('follow Intl for other languages that put a period after the day', () => {
    expect(formatProgrammeDate('2026-06-10', 'D MMMM', 'da-DK')).toBe('10. juni');
    expect(localisedDateFormat('YYYY-MM-DD', 'de-DE')).toBe('YYYY-MM-DD');
    expect(localisedDateFormat('[D MMMM]', 'de-DE')).toBe('[D MMMM]');
  });
});
