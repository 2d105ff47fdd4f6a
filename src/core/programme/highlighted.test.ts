import { describe, expect, it } from 'vitest';
import { canonicalRedirect, parseRoute } from '../routeParse';
import { DEFAULT_PROGRAM_GRADE, highlightedSessionHref, highlightedSessionsQuery, highlightedSessionTime } from './highlighted';

const address = { instance: 'esc', event: 'esc25', language: 'en-GB' };

describe('highlighted sessions (content sections 2, 7 and 9)', () => {
  it('asks for programGrade Scientific by default', () => {
    expect(DEFAULT_PROGRAM_GRADE).toBe('Scientific');
    expect(highlightedSessionsQuery('esc25', 'en-GB')).toEqual({ shortname: 'esc25', language: 'en-GB', programGrade: 'Scientific' });
    expect(highlightedSessionsQuery('esc25', 'en-GB', ' ').programGrade).toBe('Scientific');
    expect(highlightedSessionsQuery('esc25', 'en-GB', 'Industry').programGrade).toBe('Industry');
  });

  it('links to the session detail page, or the older programme page with query session', () => {
    expect(highlightedSessionHref(17, address)).toBe('/esc/esc25/en-GB/session/17');
    const older = highlightedSessionHref('17', address, true);
    expect(older).toBe('/program/esc/esc25/en-GB?session=17');
    expect(canonicalRedirect(parseRoute(older))).toBe('/esc/esc25/en-GB/session/17');
  });

  it('shows start to end with times, the date once on one day', () => {
    expect(highlightedSessionTime({ StartDateTime: '2025-06-10T09:00:00', EndDateTime: '2025-06-10T10:30:00' }, 'en-GB')).toBe(
      '10 June 2025, 09:00 – 10:30',
    );
    expect(highlightedSessionTime({ StartDateTime: '2025-06-10T22:00:00', EndDateTime: '2025-06-11T01:00:00' }, 'de-DE')).toBe(
      '10. Juni 2025, 22:00 – 11. Juni 2025, 01:00',
    );
  });

  it('shows only the start when the end is unreadable, nothing when the start is', () => {
    expect(highlightedSessionTime({ StartDateTime: '2025-06-10T09:00:00', EndDateTime: null }, 'en')).toBe('10 June 2025, 09:00');
    expect(highlightedSessionTime({ StartDateTime: 'soon' }, 'en')).toBeNull();
  });

  it('converts start and end sent as instants into the time zone passed in', () => {
    expect(
      highlightedSessionTime({ StartDateTime: '2025-06-10T07:00:00Z', EndDateTime: '2025-06-10T08:00:00Z' }, 'en', 'Europe/Berlin'),
    ).toBe('10 June 2025, 09:00 – 10:00');
  });
});
