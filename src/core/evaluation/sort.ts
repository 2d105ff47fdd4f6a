/**
 * The evaluation list's sorts (docs/rules/content-areas.md section 9: evaluation by title or status). Status: the
 * sessions still to evaluate first, then the evaluated; ties by start, then title.
 */
import type { SessionForEvaluation } from '../../contracts';
import { programmeInstant } from '../programme/programmeTime';

export const EVALUATION_SORTS = ['title', 'status'] as const;
export type EvaluationSort = (typeof EVALUATION_SORTS)[number];

const byTitle = (a: SessionForEvaluation, b: SessionForEvaluation) =>
  a.SessionName.localeCompare(b.SessionName, undefined, { sensitivity: 'base' }) || a.SessionId - b.SessionId;
const byStart = (a: SessionForEvaluation, b: SessionForEvaluation) =>
  (programmeInstant(a.StartDateTime) ?? Infinity) - (programmeInstant(b.StartDateTime) ?? Infinity);

export function sortSessionsForEvaluation(sessions: readonly SessionForEvaluation[], sort: EvaluationSort): SessionForEvaluation[] {
  const sorted = [...sessions];
  if (sort === 'title') return sorted.sort(byTitle);
  return sorted.sort((a, b) => Number(a.EvaluationDone) - Number(b.EvaluationDone) || byStart(a, b) || byTitle(a, b));
}
