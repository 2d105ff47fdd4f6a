import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CET_SUMMER_END,
  CET_SUMMER_OFFSET_MINUTES,
  CET_SUMMER_START,
  CET_WINTER_OFFSET_MINUTES,
  cetOffsetMinutes,
  eventDay,
  parseWallClock,
  programmeInstant,
  withCetOffset,
} from './programmeTime';

describe('the CET rule (content section 4)', () => {
  it('names the spec numbers: summer from 29 March 02:00 to 25 October 03:00, +2 h, else +1 h', () => {
    expect(CET_SUMMER_START).toEqual({ month: 3, day: 29, hour: 2 });
    expect(CET_SUMMER_END).toEqual({ month: 10, day: 25, hour: 3 });
    expect(CET_SUMMER_OFFSET_MINUTES).toBe(120);
    expect(CET_WINTER_OFFSET_MINUTES).toBe(60);
  });

  it('starts summer time at 29 March 02:00 exactly (inclusive)', () => {
    expect(cetOffsetMinutes('2025-03-29T01:59:59.999')).toBe(60);
    expect(cetOffsetMinutes('2025-03-29T02:00:00')).toBe(120);
    expect(cetOffsetMinutes('2025-03-28T23:00:00')).toBe(60);
  });

  it('ends summer time at 25 October 03:00 (exclusive)', () => {
    expect(cetOffsetMinutes('2025-10-25T02:59:59')).toBe(120);
    expect(cetOffsetMinutes('2025-10-25T03:00:00')).toBe(60);
    expect(cetOffsetMinutes('2025-10-26T12:00:00')).toBe(60);
  });

  it('uses the same fixed dates every year, not the EU last-Sunday rule', () => {
    // 2026: the EU switch is on 29 March and 25 October anyway; 2024: EU 31 March and 27 October.
    expect(cetOffsetMinutes('2024-03-30T12:00:00')).toBe(120); // EU rule: still +1
    expect(cetOffsetMinutes('2024-10-26T12:00:00')).toBe(60); // EU rule: still +2
    expect(cetOffsetMinutes('2030-03-29T02:00')).toBe(120);
  });

  it('is winter in January and December, summer in July', () => {
    expect(cetOffsetMinutes('2025-01-15T09:00:00')).toBe(60);
    expect(cetOffsetMinutes('2025-12-31T23:59:59')).toBe(60);
    expect(cetOffsetMinutes('2025-07-01T00:00:00')).toBe(120);
  });

  it('turns a wall-clock time into the instant with that offset', () => {
    expect(programmeInstant('2025-06-10T09:00:00')).toBe(Date.parse('2025-06-10T07:00:00Z'));
    expect(programmeInstant('2025-01-10 09:00')).toBe(Date.parse('2025-01-10T08:00:00Z'));
    expect(programmeInstant('2025-03-29T02:00:00')).toBe(Date.parse('2025-03-29T00:00:00Z'));
    expect(programmeInstant('2025-03-29T01:59:00')).toBe(Date.parse('2025-03-29T00:59:00Z'));
    expect(programmeInstant('2025-10-25T03:00:00')).toBe(Date.parse('2025-10-25T02:00:00Z'));
    expect(programmeInstant('2025-06-10')).toBe(Date.parse('2025-06-09T22:00:00Z'));
  });

  it('reads a date-time with an explicit offset or Z as written', () => {
    expect(programmeInstant('2025-06-10T09:00:00Z')).toBe(Date.parse('2025-06-10T09:00:00Z'));
    expect(programmeInstant('2025-01-10T09:00:00+05:30')).toBe(Date.parse('2025-01-10T03:30:00Z'));
    expect(cetOffsetMinutes('2025-06-10T09:00:00Z')).toBeNull();
  });

  it('gives null for unreadable and non-existent dates', () => {
    expect(programmeInstant('')).toBeNull();
    expect(programmeInstant(null)).toBeNull();
    expect(programmeInstant('10.06.2025 09:00')).toBeNull();
    expect(programmeInstant('2025-02-30T09:00:00')).toBeNull();
    expect(programmeInstant('2025-06-10T24:00:00')).toBeNull();
    expect(parseWallClock('2025-06-10T09:00:00+02:00')).toBeNull();
  });

  it('writes the offset out', () => {
    expect(withCetOffset('2025-06-10T09:00:00')).toBe('2025-06-10T09:00:00+02:00');
    expect(withCetOffset('2025-11-03T18:30')).toBe('2025-11-03T18:30:00+01:00');
    expect(withCetOffset('nonsense')).toBeNull();
  });

  it('always lies one or two hours before the wall clock (property)', () => {
    const walls = fc
      .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T23:59:59Z'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 19));
    fc.assert(
      fc.property(walls, (wall) => {
        const diff = Date.parse(`${wall}Z`) - programmeInstant(wall)!;
        const offset = cetOffsetMinutes(wall)! * 60_000;
        expect(diff).toBe(offset);
        expect(Date.parse(withCetOffset(wall)!)).toBe(programmeInstant(wall));
      }),
    );
  });
});

describe('eventDay (programme day in the event time zone)', () => {
  it('takes the date part of a wall-clock date-time', () => {
    expect(eventDay('2025-06-10T23:30:00', 'Europe/Berlin')).toBe('2025-06-10');
    expect(eventDay('2025-06-10', 'America/New_York')).toBe('2025-06-10');
  });

  it('converts an instant into the event time zone', () => {
    expect(eventDay('2025-06-09T22:30:00Z', 'Europe/Berlin')).toBe('2025-06-10');
    expect(eventDay('2025-06-09T22:30:00Z', 'UTC')).toBe('2025-06-09');
    expect(eventDay('2025-06-10T02:00:00Z', 'America/New_York')).toBe('2025-06-09');
  });

  it('gives null for unreadable input', () => {
    expect(eventDay('yesterday', 'UTC')).toBeNull();
    expect(eventDay(undefined, 'UTC')).toBeNull();
  });
});
