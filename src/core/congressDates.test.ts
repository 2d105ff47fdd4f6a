import { describe, expect, it } from 'vitest';
import { congressDates } from './congressDates';

describe('congressDates', () => {
  // ICU versions differ in the spaces around the dash (none, or thin ones).
  it('writes the range in the event language (English and German)', () => {
    expect(congressDates('2026-06-10T07:00:00Z', '2026-06-13T16:00:00Z', 'en-GB', 'Europe/Berlin')).toMatch(/^10\s?–\s?13 June 2026$/);
    expect(congressDates('2026-06-10T07:00:00Z', '2026-06-13T16:00:00Z', 'de-DE', 'Europe/Berlin')).toMatch(/^10\.\s?–\s?13\. Juni 2026$/);
  });
  it('reads the days in the event’s time zone', () => {
    expect(congressDates('2026-06-09T23:30:00Z', '2026-06-09T23:45:00Z', 'en-GB', 'Europe/Berlin')).toBe('10 June 2026');
  });
  it('gives one day for a one-day congress, and nothing for an unreadable start', () => {
    expect(congressDates('2026-06-10T07:00:00Z', '2026-06-10T16:00:00Z', 'en-GB', 'UTC')).toBe('10 June 2026');
    expect(congressDates('nonsense', '2026-06-10T16:00:00Z', 'en-GB', 'UTC')).toBe('');
  });
});
