/**
 * Evaluation without an account (`activateEvaluationUrlsWithoutUser`, docs/rules/shell-access-identity.md
 * section 3, "Evaluation"; core/eventKeys.ts reads the key). The server stores such answers without a user and
 * cannot tell one visitor from the next, so "evaluated already" is this browser's: a local-storage list per
 * event of the evaluations sent from here, like the other stored flags (core/storageFlags.ts).
 *
 * VMX decides: the calls name user 0 (ANONYMOUS_USER_ID, as the reference server expects); the list is kept
 * under `vmx.evaluationsDone.{instance}.{event}` as a JSON array of `session:{id}` and `event`.
 */
import type { SessionForEvaluation } from '../../contracts';
import type { EvaluationTarget } from './evaluation';

/** The user id the evaluation calls name for a visitor without an account. */
export const ANONYMOUS_USER_ID = 0;

/** Where this browser keeps the evaluations it sent without an account, per event. */
export function anonymousDoneKey(instance: string, event: string): string {
  return `vmx.evaluationsDone.${instance.toLowerCase()}.${event.toLowerCase()}`;
}

/** How one evaluation is named in that list. */
export function evaluationTargetId(target: EvaluationTarget): string {
  return target.kind === 'session' ? `session:${target.sessionId}` : 'event';
}

const TARGET_ID = /^(event|session:[1-9]\d{0,8})$/;

/** The stored list, read leniently: anything that is not a list of target ids counts as nothing done. */
export function parseAnonymousDone(stored: string | null): string[] {
  if (stored === null) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? [...new Set(parsed.filter((id): id is string => typeof id === 'string' && TARGET_ID.test(id)))] : [];
  } catch {
    return [];
  }
}

/** The list with one more evaluation done (unchanged when it is there already). */
export function withAnonymousDone(done: readonly string[], target: EvaluationTarget): string[] {
  const id = evaluationTargetId(target);
  return done.includes(id) ? [...done] : [...done, id];
}

/** The sessions to evaluate with this browser's done evaluations marked done. */
export function withLocalDone(sessions: readonly SessionForEvaluation[], done: readonly string[]): SessionForEvaluation[] {
  return sessions.map((session) =>
    !session.EvaluationDone && done.includes(`session:${session.SessionId}`) ? { ...session, EvaluationDone: true } : session,
  );
}
