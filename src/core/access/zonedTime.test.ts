import { describe, expect, it } from 'vitest';
import { isKnownTimeZone, isReadableTime, zonedInstant } from './zonedTime';

const utc = (iso: string) => Date.parse(iso);
const BERLIN = 'Europe/Berlin';

describe('zonedInstant (wall-clock times of the event zone)', () => {
  it('reads a summer wall time in Berlin with the summer offset', () => {
    expect(zonedInstant('2026-06-11T18:00', BERLIN)).toBe(utc('2026-06-11T16:00:00Z'));
  });

  it('reads a winter wall time in Berlin with the winter offset', () => {
    expect(zonedInstant('2026-01-15T09:30:15', BERLIN)).toBe(utc('2026-01-15T08:30:15Z'));
  });

  it('reads the hours just before and after the spring switch with their own offsets', () => {
    expect(zonedInstant('2026-03-29T01:59', BERLIN)).toBe(utc('2026-03-29T00:59:00Z'));
    expect(zonedInstant('2026-03-29T03:00', BERLIN)).toBe(utc('2026-03-29T01:00:00Z'));
  });

  it('moves a wall time in the spring-forward gap one hour later', () => {
    expect(zonedInstant('2026-03-29T02:30', BERLIN)).toBe(utc('2026-03-29T01:30:00Z'));
  });

  it('reads a wall time of the repeated autumn hour as its first occurrence', () => {
    expect(zonedInstant('2026-10-25T02:30', BERLIN)).toBe(utc('2026-10-25T00:30:00Z'));
    expect(zonedInstant('2026-10-25T03:30', BERLIN)).toBe(utc('2026-10-25T02:30:00Z'));
  });

  it('reads a date alone as midnight and accepts a space for T and milliseconds', () => {
    expect(zonedInstant('2026-06-11', BERLIN)).toBe(utc('2026-06-10T22:00:00Z'));
    expect(zonedInstant('2026-06-11 18:00:00.250', BERLIN)).toBe(utc('2026-06-11T16:00:00.250Z'));
  });

  it('takes a time with Z or an offset as that instant whatever the zone', () => {
    expect(zonedInstant('2026-06-11T18:00:00Z', BERLIN)).toBe(utc('2026-06-11T18:00:00Z'));
    expect(zonedInstant('2026-06-11T18:00:00+05:00', BERLIN)).toBe(utc('2026-06-11T13:00:00Z'));
  });

  it('gives null for unreadable text, impossible dates and unknown zones', () => {
    expect(zonedInstant('tomorrow', BERLIN)).toBeNull();
    expect(zonedInstant('2026-02-31T10:00', BERLIN)).toBeNull();
    expect(zonedInstant('2026-06-11T24:30', BERLIN)).toBeNull();
    expect(zonedInstant('2026-06-11T18:00', 'Mars/Olympus')).toBeNull();
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
    expect(isKnownTimeZone(BERLIN)).toBe(true);
  });

  it('says which texts it can read', () => {
    expect(isReadableTime('2026-06-11T18:00')).toBe(true);
    expect(isReadableTime('2026-06-11T18:00Z')).toBe(true);
    expect(isReadableTime('')).toBe(false);
    expect(isReadableTime('18:00')).toBe(false);
  });

  it('reads other zones, including ones with half-hour offsets', () => {
    expect(zonedInstant('2026-06-11T18:00', 'America/New_York')).toBe(utc('2026-06-11T22:00:00Z'));
    expect(zonedInstant('2026-06-11T18:00', 'Asia/Kolkata')).toBe(utc('2026-06-11T12:30:00Z'));
    expect(zonedInstant('2026-06-11T18:00', 'UTC')).toBe(utc('2026-06-11T18:00:00Z'));
  });
});
