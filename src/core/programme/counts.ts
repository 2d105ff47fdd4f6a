/**
 * Counts of a programme day (docs/rules/content-areas.md sections 3 and 5). The server sends the day's totals;
 * these rules turn them into what the programme-days box and the scheduler show.
 */

/** Programme day as the server sends it (docs/rules/content-areas.md section 3). */
export interface ProgrammeDay {
  date: string;
  sessionsCount?: number | null;
  PosterSessionsCount?: number | null;
  SessionsHideOnSchedulerCount?: number | null;
  PosterSessionsHideOnSchedulerCount?: number | null;
}

/** What a count is of: the programme-days box shows sessions or posters, the scheduler its own count. */
export type DayCountKind = 'sessions' | 'allSessions' | 'posters' | 'scheduler';

/** A count field as a whole number >= 0: missing, negative or unreadable server values count as 0. */
function field(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/**
 * A difference of counts, never below 0: the server's totals come from separate queries, and a day
 * whose hidden count exceeds its total shows 0, not a negative number.
 */
function atLeastZero(n: number): number {
  return Math.max(0, n);
}

/** Poster count: posters minus those hidden on the scheduler (docs/rules/content-areas.md section 5). */
export function posterCount(day: ProgrammeDay): number {
  return atLeastZero(field(day.PosterSessionsCount) - field(day.PosterSessionsHideOnSchedulerCount));
}

/**
 * Scheduler session count: sessions minus hidden-on-scheduler minus posters (docs/rules/content-areas.md section 5),
 * read literally: SessionsHideOnSchedulerCount and PosterSessionsCount are both subtracted from sessionsCount.
 */
export function schedulerSessionCount(day: ProgrammeDay): number {
  return atLeastZero(field(day.sessionsCount) - field(day.SessionsHideOnSchedulerCount) - field(day.PosterSessionsCount));
}

/** 'All sessions' counts all sessions; otherwise sessions minus posters (docs/rules/content-areas.md section 5). */
export function sessionCount(day: ProgrammeDay, allSessions: boolean): number {
  return allSessions ? field(day.sessionsCount) : atLeastZero(field(day.sessionsCount) - field(day.PosterSessionsCount));
}

/** The count of a day of the given kind. */
export function dayCount(day: ProgrammeDay, kind: DayCountKind): number {
  switch (kind) {
    case 'sessions':
      return sessionCount(day, false);
    case 'allSessions':
      return sessionCount(day, true);
    case 'posters':
      return posterCount(day);
    case 'scheduler':
      return schedulerSessionCount(day);
  }
}
