import { describe, expect, it } from 'vitest';
import { eventPhase, instantOf } from './eventPhase';

const start = Date.parse('2025-06-10T07:00:00Z');
const end = Date.parse('2025-06-13T18:00:00Z');

describe('eventPhase', () => {
  it('calls a congress whose end has passed ended, never upcoming (last year’s congress is not "coming soon")', () => {
    expect(eventPhase({ start, end }, Date.parse('2026-11-26T12:00:00Z'))).toBe('ended');
    expect(eventPhase({ start, end }, end)).toBe('ended');
  });
  it('calls a congress before its start upcoming, and between start and end running', () => {
    expect(eventPhase({ start, end }, start - 1)).toBe('upcoming');
    expect(eventPhase({ start, end }, start)).toBe('running');
    expect(eventPhase({ start, end }, end - 1)).toBe('running');
  });
  it('lets an unknown bound not limit', () => {
    expect(eventPhase({ start: null, end }, start - 1)).toBe('running');
    expect(eventPhase({ start, end: null }, end + 1)).toBe('running');
    expect(eventPhase({ start: null, end: null }, 0)).toBe('running');
  });
  it('reads ISO dates, and null for what it cannot read', () => {
    expect(instantOf('2025-06-10T07:00:00Z')).toBe(start);
    expect(instantOf('not a date')).toBeNull();
    expect(instantOf(null)).toBeNull();
  });
});
