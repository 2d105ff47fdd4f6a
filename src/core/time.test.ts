import { describe, expect, it } from 'vitest';
import { isInTimeWindow, timeBound } from './time';

const start = '2025-08-29T08:00:00Z';
const end = '2025-08-29T18:00:00Z';
const ms = (iso: string) => Date.parse(iso);

describe('isInTimeWindow (component time window, shell section 5, content section 4)', () => {
  it('is active when no start or end is set', () => {
    expect(isInTimeWindow({}, 0)).toBe(true);
    expect(isInTimeWindow({ startTime: null, endTime: null }, new Date())).toBe(true);
    expect(isInTimeWindow({ startTime: '', endTime: '' }, new Date())).toBe(true);
  });

  it('with a start only, is active from the start instant on', () => {
    expect(isInTimeWindow({ startTime: start }, ms(start) - 1)).toBe(false);
    expect(isInTimeWindow({ startTime: start }, ms(start))).toBe(true);
    expect(isInTimeWindow({ startTime: start }, ms(start) + 10 * 365 * 864e5)).toBe(true);
  });

  it('with an end only, is active until just before the end instant', () => {
    expect(isInTimeWindow({ endTime: end }, 0)).toBe(true);
    expect(isInTimeWindow({ endTime: end }, ms(end) - 1)).toBe(true);
    expect(isInTimeWindow({ endTime: end }, ms(end))).toBe(false);
  });

  it('with both, is active between them', () => {
    const window = { startTime: start, endTime: end };
    expect(isInTimeWindow(window, ms(start) - 1)).toBe(false);
    expect(isInTimeWindow(window, ms(start))).toBe(true);
    expect(isInTimeWindow(window, new Date('2025-08-29T12:00:00Z'))).toBe(true);
    expect(isInTimeWindow(window, ms(end) - 1)).toBe(true);
    expect(isInTimeWindow(window, ms(end))).toBe(false);
  });

  it('lets super users see everything', () => {
    expect(isInTimeWindow({ startTime: start, endTime: end }, 0, true)).toBe(true);
    expect(isInTimeWindow({ endTime: end }, ms(end) + 1, true)).toBe(true);
  });

  it('accepts dates, epoch milliseconds and date strings with an offset', () => {
    expect(isInTimeWindow({ startTime: new Date(start), endTime: ms(end) }, ms('2025-08-29T10:00:00+02:00'))).toBe(true);
    expect(isInTimeWindow({ startTime: '2025-08-29T10:00:00+02:00' }, ms(start) - 1)).toBe(false);
  });

  it('ignores an invalid bound, as if it were unset', () => {
    expect(isInTimeWindow({ startTime: 'not a date', endTime: end }, 0)).toBe(true);
    expect(isInTimeWindow({ startTime: new Date('x'), endTime: Number.NaN }, 0)).toBe(true);
    expect(isInTimeWindow({ startTime: 'tomorrow', endTime: end }, ms(end))).toBe(false);
    expect(timeBound('garbage')).toBeNull();
    expect(timeBound(Number.POSITIVE_INFINITY)).toBeNull();
  });
});
