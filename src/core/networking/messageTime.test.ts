import { describe, expect, it } from 'vitest';
import { messageTime, messageTimeInFull } from './messageTime';

const now = Date.parse('2026-06-11T16:00:00Z');

describe('when a message was sent', () => {
  it('shows the time alone for today, in the event’s time zone', () => {
    expect(messageTime('2026-06-11T12:05:00Z', now, 'en-GB', 'Europe/Berlin')).toBe('14:05');
    expect(messageTime('2026-06-11T12:05:00Z', now, 'en-US', 'America/New_York')).toMatch(/^08:05\s?AM$/u);
  });

  it('counts today by the event’s calendar, not by UTC', () => {
    // 23:30 UTC on the 10th is already the 11th in Berlin.
    expect(messageTime('2026-06-10T23:30:00Z', now, 'en-GB', 'Europe/Berlin')).toBe('01:30');
  });

  it('adds the day for this year and the year before that, the language’s way', () => {
    expect(messageTime('2026-06-09T12:05:00Z', now, 'en-GB', 'Europe/Berlin')).toBe('9 Jun, 14:05');
    expect(messageTime('2026-06-09T12:05:00Z', now, 'de-DE', 'Europe/Berlin')).toBe('9. Juni, 14:05');
    expect(messageTime('2025-12-24T12:05:00Z', now, 'en-GB', 'Europe/Berlin')).toBe('24 Dec 2025, 13:05');
  });

  it('shows nothing for a time it cannot read, and copes with an unknown zone', () => {
    expect(messageTime('not a time', now, 'en-GB', 'Europe/Berlin')).toBe('');
    expect(messageTime('2026-06-11T12:05:00Z', now, 'en-GB', 'Mars/Olympus')).toMatch(/\d\d:05/u);
  });

  it('gives the full date and time for a tooltip', () => {
    // ICU versions differ on the comma after the weekday in English.
    expect(messageTimeInFull('2026-06-11T12:05:00Z', 'en-GB', 'Europe/Berlin')).toMatch(/^Thursday,? 11 June 2026 at 14:05$/u);
    expect(messageTimeInFull('2026-06-11T12:05:00Z', 'de-DE', 'Europe/Berlin')).toBe('Donnerstag, 11. Juni 2026 um 14:05');
  });
});
