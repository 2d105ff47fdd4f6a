/**
 * The rules of one evaluation (docs/rules/content-areas.md sections 3, 4, 5 and 7; docs/rules/shell-access-identity.md
 * section 4, "Session evaluation modal"): what a list row offers, what the modal shows on opening, the
 * survey save payload, and how a refused save is read.
 *
 * Survey calls give null for any status but 200 (section 5), so a refusal does not say why. A second
 * evaluation is refused too (the server answers 409): the client asks for the survey request again, and
 * if it now says EvaluationDone, the person has evaluated already; otherwise the save failed and the
 * answers stay on the page to try again.
 */
import type { SessionForEvaluation, SurveyRequest, SurveySavePayload } from '../../contracts';
import { formatProgrammeDate } from '../programme/dateFormat';
import { isEvaluationAvailable } from './availability';
import { EVALUATION_SORTS, type EvaluationSort } from './sort';

/** What is evaluated: one session (by the list's row) or the event as a whole. */
export type EvaluationTarget = { kind: 'session'; sessionId: number; name: string } | { kind: 'event' };

/** A row of the list: evaluated already, open to evaluate, or not open yet (its session has not started). */
export type EvaluationRowState = 'done' | 'open' | 'not-yet';

export function evaluationRowState(session: SessionForEvaluation, now: number, superUser: boolean): EvaluationRowState {
  if (session.EvaluationDone) return 'done';
  return isEvaluationAvailable(session.StartDateTime, now, superUser) ? 'open' : 'not-yet';
}

/** Ours: the list opens with the sessions still to evaluate first. */
export const DEFAULT_EVALUATION_SORT: EvaluationSort = 'status';

/** A sort named in an address or attribute, or null when it is not one of section 9's. */
export function evaluationSort(value: string | null | undefined): EvaluationSort | null {
  const name = value?.trim().toLowerCase();
  return EVALUATION_SORTS.find((sort) => sort === name) ?? null;
}

/** What the modal shows once the survey request is read: an error, the "already evaluated" text, or the survey. */
export type EvaluationOpening = 'failed' | 'already-done' | 'survey';

export function evaluationOpening(request: SurveyRequest | null): EvaluationOpening {
  if (!request) return 'failed';
  return request.EvaluationDone ? 'already-done' : 'survey';
}

/** After a refused SaveSurvey or EvaluationDone: the survey request read again decides (see the top). */
export function refusalOutcome(requestAgain: SurveyRequest | null): 'already-done' | 'failed' {
  return requestAgain?.EvaluationDone ? 'already-done' : 'failed';
}

export interface SaveIdentity {
  target: EvaluationTarget;
  /** The event's short name (ContextShort). */
  eventShort: string;
  instance: string;
  eventId: number;
  userId: number;
  surveyItemSetId: number;
}

/**
 * Section 3's survey save payload: Context Session or Event, ContextShort the event's short name, the
 * instance, the SurveyJS result as JSON text, the survey set, and the entity (session or event) with the
 * user's id.
 */
export function evaluationSavePayload(identity: SaveIdentity, result: Record<string, unknown>): SurveySavePayload {
  const { target } = identity;
  return {
    Context: target.kind === 'session' ? 'Session' : 'Event',
    ContextShort: identity.eventShort,
    Instance: identity.instance,
    Result: JSON.stringify(result),
    SurveyItemSetId: identity.surveyItemSetId,
    SurveyEnitity: { Id: target.kind === 'session' ? target.sessionId : identity.eventId, UserId: identity.userId },
  };
}

/** Ours: a time of day in the list (24-hour, as at European congresses). */
export const EVALUATION_TIME_FORMAT = 'HH:mm';

/**
 * A session's start as the list writes it: the programme's date format (core/programme/dateFormat.ts),
 * then the time, in the event language; the wall clock as the programme gives it (already in the event's
 * time), an instant converted into timeZone. Null when unreadable.
 */
export function evaluationStartText(
  start: string | null | undefined,
  dateFormat: string,
  language: string,
  timeZone: string,
): string | null {
  const date = formatProgrammeDate(start, dateFormat, language, timeZone);
  const time = formatProgrammeDate(start, EVALUATION_TIME_FORMAT, language, timeZone);
  return date && time ? `${date}, ${time}` : null;
}
