import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayCount, posterCount, schedulerSessionCount, sessionCount, type DayCountKind, type ProgrammeDay } from './counts';

const day: ProgrammeDay = {
  date: '2025-06-10',
  sessionsCount: 120,
  PosterSessionsCount: 30,
  SessionsHideOnSchedulerCount: 10,
  PosterSessionsHideOnSchedulerCount: 4,
};

describe('programme day counts (content section 5)', () => {
  it('poster count is posters minus those hidden on the scheduler', () => {
    expect(posterCount(day)).toBe(26);
  });

  it('scheduler session count is sessions minus hidden-on-scheduler minus posters', () => {
    expect(schedulerSessionCount(day)).toBe(80);
  });

  it("'All sessions' counts all sessions; otherwise sessions minus posters", () => {
    expect(sessionCount(day, true)).toBe(120);
    expect(sessionCount(day, false)).toBe(90);
  });

  it('gives each kind by name', () => {
    expect(dayCount(day, 'sessions')).toBe(90);
    expect(dayCount(day, 'allSessions')).toBe(120);
    expect(dayCount(day, 'posters')).toBe(26);
    expect(dayCount(day, 'scheduler')).toBe(80);
  });

  it('reads missing, negative and unreadable fields as 0', () => {
    expect(sessionCount({ date: '2025-06-10' }, true)).toBe(0);
    expect(posterCount({ date: 'x', PosterSessionsCount: 5, PosterSessionsHideOnSchedulerCount: null })).toBe(5);
    expect(sessionCount({ date: 'x', sessionsCount: Number.NaN }, true)).toBe(0);
    expect(sessionCount({ date: 'x', sessionsCount: 7, PosterSessionsCount: -3 }, false)).toBe(7);
  });

  it('never goes below 0 when hidden counts exceed totals', () => {
    expect(posterCount({ date: 'x', PosterSessionsCount: 2, PosterSessionsHideOnSchedulerCount: 5 })).toBe(0);
    expect(schedulerSessionCount({ date: 'x', sessionsCount: 10, SessionsHideOnSchedulerCount: 6, PosterSessionsCount: 6 })).toBe(0);
  });

  it('is never negative nor above all sessions (property)', () => {
    const count = fc.oneof(fc.integer({ min: -5, max: 500 }), fc.constant(null), fc.constant(undefined), fc.double());
    const days = fc.record({
      date: fc.constant('2025-06-10'),
      sessionsCount: count,
      PosterSessionsCount: count,
      SessionsHideOnSchedulerCount: count,
      PosterSessionsHideOnSchedulerCount: count,
    });
    const kinds: DayCountKind[] = ['sessions', 'allSessions', 'posters', 'scheduler'];
    fc.assert(
      fc.property(days, (d) => {
        for (const kind of kinds) {
          const n = dayCount(d, kind);
          expect(Number.isInteger(n) && n >= 0).toBe(true);
          if (kind !== 'posters') expect(n).toBeLessThanOrEqual(dayCount(d, 'allSessions'));
        }
        expect(dayCount(d, 'scheduler')).toBeLessThanOrEqual(dayCount(d, 'sessions'));
      }),
    );
  });
});
