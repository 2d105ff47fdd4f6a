/**
 * Highlighted-sessions list (docs/rules/content-areas.md sections 2, 7 and 9): the query of
 * GET /api/Public/HighlightedSessions, the card's link and its start-to-end time.
 */
import { buildPath } from '../routes';
import { formatWallClock, wallClockOf } from './dateFormat';

/** Highlighted sessions default programGrade (docs/rules/content-areas.md sections 7 and 9). */
export const DEFAULT_PROGRAM_GRADE = 'Scientific';

/**
 * The card's time format, "dd mmmm yyyy with times" (docs/rules/content-areas.md section 2) written as dayjs tokens:
 * the spec's lower-case letters read as day, month name and year.
 */
export const HIGHLIGHTED_DATE_FORMAT = 'DD MMMM YYYY';
export const HIGHLIGHTED_TIME_FORMAT = 'HH:mm';

export interface HighlightedSessionsQuery {
  shortname: string;
  language: string;
  programGrade: string;
}

/** The query of the call; a missing or blank programGrade is the default. */
export function highlightedSessionsQuery(shortname: string, language: string, programGrade?: string | null): HighlightedSessionsQuery {
  return { shortname, language, programGrade: programGrade?.trim() || DEFAULT_PROGRAM_GRADE };
}

export interface EventAddress {
  instance: string;
  event: string;
  language: string;
}

/** The go-to-session link: the session detail page, or the older programme page with query session. */
export function highlightedSessionHref(sessionId: string | number, address: EventAddress, olderProgrammePage = false): string {
  const id = String(sessionId);
  return olderProgrammePage ? buildPath('ProgramPage', address, { session: id }) : buildPath('SessionPage', { ...address, sessionId: id });
}

/**
 * Start to end: '10 June 2025, 09:00 – 10:30' on one day, both in full over two days; only the start when
 * the end is unreadable; null when the start is. Dates in the event's wall clock (see dateFormat.ts).
 */
export function highlightedSessionTime(
  session: { StartDateTime?: string | null; EndDateTime?: string | null },
  language: string,
  timeZone?: string,
): string | null {
  const start = wallClockOf(session.StartDateTime, timeZone);
  if (!start) return null;
  const full = `${HIGHLIGHTED_DATE_FORMAT}, ${HIGHLIGHTED_TIME_FORMAT}`;
  const from = formatWallClock(start, full, language);
  const end = wallClockOf(session.EndDateTime, timeZone);
  if (!end) return from;
  const sameDay = start.year === end.year && start.month === end.month && start.day === end.day;
  return `${from} – ${formatWallClock(end, sameDay ? HIGHLIGHTED_TIME_FORMAT : full, language)}`;
}
