/**
 * What the exports share (common.ts): wall times with their offsets across daylight saving and in zones with half
 * hours, durations, acronyms, slugs and the time slot.
 */
import { describe, expect, it } from 'vitest';
import { acronymOf, duration, slugOf, timeslotOf, zoned } from './common';
import { sampleProgramme } from './testing';

describe('zoned', () => {
  it('gives the wall time and the offset in force at that instant, across the change to summer time', () => {
    expect(zoned('2026-03-29T00:30:00Z', 'Europe/Berlin')).toEqual({
      date: '2026-03-29',
      time: '01:30',
      dateTime: '2026-03-29T01:30:00+01:00',
    });
    expect(zoned('2026-03-29T01:30:00Z', 'Europe/Berlin')).toEqual({
      date: '2026-03-29',
      time: '03:30',
      dateTime: '2026-03-29T03:30:00+02:00',
    });
  });

  it('writes midnight as 00:00 of the new day, half-hour and negative offsets, and UTC as +00:00', () => {
    expect(zoned('2026-06-09T22:00:00Z', 'Europe/Berlin').dateTime).toBe('2026-06-10T00:00:00+02:00');
    expect(zoned('2026-01-10T00:00:00Z', 'Asia/Kolkata').dateTime).toBe('2026-01-10T05:30:00+05:30');
    expect(zoned('2026-01-10T12:00:00Z', 'America/St_Johns').dateTime).toBe('2026-01-10T08:30:00-03:30');
    expect(zoned('2026-01-10T12:00:00Z', 'UTC').dateTime).toBe('2026-01-10T12:00:00+00:00');
  });
});

describe('the schedule formats’ pieces', () => {
  it('writes a duration in hours and minutes, past 24 hours too', () => {
    expect(duration('2026-06-10T07:00:00Z', '2026-06-10T08:30:00Z')).toBe('01:30');
    expect(duration('2026-06-10T07:00:00Z', '2026-06-11T09:05:00Z')).toBe('26:05');
  });

  it('makes an acronym of the short name in the schema’s characters, four at least', () => {
    expect(acronymOf('ehc2026')).toBe('ehc2026');
    expect(acronymOf('EHC-26')).toBe('ehc_26');
    expect(acronymOf('ab')).toBe('ab__');
  });

  it('makes slugs of ASCII letters and digits from the id and title, a title without any as session-{id}', () => {
    const [session] = sampleProgramme().sessions;
    expect(slugOf('ehc2026', { ...session!, id: 7, title: 'Über „Herzinsuffizienz“ – 2026!' })).toBe(
      'ehc2026-7-uber-herzinsuffizienz-2026',
    );
    expect(slugOf('ehc2026', { ...session!, id: 7, title: '…' })).toBe('ehc2026-session-7');
    expect(slugOf('ehc2026', { ...session!, id: 7, title: 'A' })).toBe('ehc2026-session-7');
  });

  it('finds the time slot every session’s start and length fit', () => {
    const programme = sampleProgramme();
    expect(timeslotOf(programme)).toBe('00:30');
    const quarter = {
      ...programme,
      sessions: programme.sessions.map((session, index) => (index === 0 ? { ...session, end: '2026-06-10T08:15:00Z' } : session)),
    };
    expect(timeslotOf(quarter)).toBe('00:15');
    const hourly = { ...programme, sessions: programme.sessions.map((session) => ({ ...session, end: session.start })) };
    expect(timeslotOf(hourly)).toBe('01:00');
  });
});
