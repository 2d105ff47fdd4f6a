import { describe, expect, it } from 'vitest';
import type { SessionForEvaluation } from '../../contracts';
import { EVALUATION_SORTS, sortSessionsForEvaluation } from './sort';

const session = (SessionId: number, SessionName: string, StartDateTime: string, EvaluationDone = false): SessionForEvaluation => ({
  SessionId,
  SessionName,
  StartDateTime,
  EvaluationDone,
});

const sessions = [
  session(1, 'Myeloma update', '2026-06-11T09:00:00', true),
  session(2, 'acute leukaemia', '2026-06-12T09:00:00'),
  session(3, 'Bleeding disorders', '2026-06-10T14:00:00'),
  session(4, 'Anaemia in practice', '2026-06-10T09:00:00', true),
  session(5, 'Bleeding disorders', '2026-06-10T11:00:00'),
];
const ids = (list: SessionForEvaluation[]) => list.map((s) => s.SessionId);

describe('evaluation sorts (docs/rules/content-areas.md section 9: title, status)', () => {
  it('offers exactly the two sorts of section 9', () => {
    expect(EVALUATION_SORTS).toEqual(['title', 'status']);
  });

  it('title: alphabetically, ignoring case; equal titles by session id', () => {
    expect(ids(sortSessionsForEvaluation(sessions, 'title'))).toEqual([2, 4, 3, 5, 1]);
  });

  it('status: the sessions still to evaluate first, then the evaluated, each by start', () => {
    expect(ids(sortSessionsForEvaluation(sessions, 'status'))).toEqual([5, 3, 2, 4, 1]);
  });

  it('status: equal starts by title; an unreadable start goes last in its group', () => {
    const list = [session(7, 'Zeta', 'soon'), session(8, 'beta', '2026-06-10T09:00:00'), session(9, 'Alpha', '2026-06-10T09:00:00')];
    expect(ids(sortSessionsForEvaluation(list, 'status'))).toEqual([9, 8, 7]);
  });

  it('leaves the given list as it was', () => {
    const copy = [...sessions];
    sortSessionsForEvaluation(sessions, 'title');
    expect(sessions).toEqual(copy);
  });
});
