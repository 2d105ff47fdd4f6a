import { describe, expect, it } from 'vitest';
import { isEvaluationAvailable } from './availability';

const at = (iso: string) => Date.parse(iso);

describe('isEvaluationAvailable (docs/rules/content-areas.md section 4: only once the session start, in the event time, has passed)', () => {
  it('opens at the start read as Central European summer time (+2 hours) in June', () => {
    // 09:00 at the congress in June is 07:00 UTC.
    expect(isEvaluationAvailable('2026-06-10T09:00:00', at('2026-06-10T06:59:59Z'))).toBe(false);
    expect(isEvaluationAvailable('2026-06-10T09:00:00', at('2026-06-10T07:00:00Z'))).toBe(true);
    expect(isEvaluationAvailable('2026-06-10T09:00:00', at('2026-06-11T12:00:00Z'))).toBe(true);
  });

  it('opens at the start read as winter time (+1 hour) outside the summer dates', () => {
    expect(isEvaluationAvailable('2026-01-15T09:00:00', at('2026-01-15T07:59:59Z'))).toBe(false);
    expect(isEvaluationAvailable('2026-01-15T09:00:00', at('2026-01-15T08:00:00Z'))).toBe(true);
  });

  it('uses the fixed CET dates: summer from 29 March 02:00, winter again from 25 October 03:00', () => {
    // 29 March 02:00 is the first summer minute: 00:00 UTC.
    expect(isEvaluationAvailable('2026-03-29T02:00:00', at('2026-03-29T00:00:00Z'))).toBe(true);
    expect(isEvaluationAvailable('2026-03-29T02:00:00', at('2026-03-28T23:59:59Z'))).toBe(false);
    // 01:59 the same day is still winter: 00:59 UTC.
    expect(isEvaluationAvailable('2026-03-29T01:59:00', at('2026-03-29T00:58:59Z'))).toBe(false);
    expect(isEvaluationAvailable('2026-03-29T01:59:00', at('2026-03-29T00:59:00Z'))).toBe(true);
    // 25 October 03:00 is winter again: 02:00 UTC; 02:59 is the last summer minute: 00:59 UTC.
    expect(isEvaluationAvailable('2026-10-25T03:00:00', at('2026-10-25T01:59:59Z'))).toBe(false);
    expect(isEvaluationAvailable('2026-10-25T03:00:00', at('2026-10-25T02:00:00Z'))).toBe(true);
    expect(isEvaluationAvailable('2026-10-25T02:59:00', at('2026-10-25T00:59:00Z'))).toBe(true);
  });

  it('takes a start with an explicit offset as written', () => {
    expect(isEvaluationAvailable('2026-06-10T09:00:00Z', at('2026-06-10T08:59:59Z'))).toBe(false);
    expect(isEvaluationAvailable('2026-06-10T09:00:00Z', at('2026-06-10T09:00:00Z'))).toBe(true);
    expect(isEvaluationAvailable('2026-06-10T09:00:00-05:00', at('2026-06-10T13:59:00Z'))).toBe(false);
    expect(isEvaluationAvailable('2026-06-10T09:00:00-05:00', at('2026-06-10T14:00:00Z'))).toBe(true);
  });

  it('never opens for a start it cannot read (it would open before the session)', () => {
    const later = at('2030-01-01T00:00:00Z');
    expect(isEvaluationAvailable(null, later)).toBe(false);
    expect(isEvaluationAvailable(undefined, later)).toBe(false);
    expect(isEvaluationAvailable('', later)).toBe(false);
    expect(isEvaluationAvailable('10 June 2026', later)).toBe(false);
    expect(isEvaluationAvailable('2026-02-30T09:00:00', later)).toBe(false);
  });

  it('lets a super user evaluate at any time (docs/rules/shell-access-identity.md section 6)', () => {
    const before = at('2026-01-01T00:00:00Z');
    expect(isEvaluationAvailable('2026-06-10T09:00:00', before, true)).toBe(true);
    expect(isEvaluationAvailable(null, before, true)).toBe(true);
    expect(isEvaluationAvailable('2026-06-10T09:00:00', before, false)).toBe(false);
  });
});
