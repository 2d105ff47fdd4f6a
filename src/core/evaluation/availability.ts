/**
 * When a session can be evaluated (docs/rules/content-areas.md section 4, "Session evaluation"; docs/rules/shell-access-identity.md
 * section 6): only once the session's start, in the event's time, has passed, or by a super user at any
 * time. The programme's start is a wall clock read with the CET rule (core/programme/programmeTime.ts);
 * a start with an explicit offset is taken as written.
 */
import { programmeInstant } from '../programme/programmeTime';

export function isEvaluationAvailable(startDateTime: string | null | undefined, now: number, superUser = false): boolean {
  if (superUser) return true;
  const start = programmeInstant(startDateTime);
  // An unreadable start never opens: the evaluation would otherwise open before the session.
  return start !== null && now >= start;
}
