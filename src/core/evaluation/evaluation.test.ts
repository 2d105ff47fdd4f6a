import { describe, expect, it } from 'vitest';
import type { SurveyRequest } from '../../contracts';
import {
  DEFAULT_EVALUATION_SORT,
  evaluationOpening,
  evaluationRowState,
  evaluationSavePayload,
  evaluationSort,
  evaluationStartText,
  refusalOutcome,
} from './evaluation';

const request = (EvaluationDone: boolean): SurveyRequest => ({
  SurveyItemSetId: 12,
  Context: 'Session',
  ContextShort: 'ehc2026',
  Instance: 'demo',
  Language: 'en-GB',
  SurveyEnitity: { Id: 5, UserId: 9 },
  EvaluationDone,
});

describe('evaluationRowState (docs/rules/content-areas.md section 4)', () => {
  const june = Date.parse('2026-06-10T07:00:00Z'); // 09:00 at the congress
  const row = (StartDateTime: string, EvaluationDone = false) => ({ SessionId: 1, SessionName: 'A', StartDateTime, EvaluationDone });

  it('a started session is open; one that has not started is not yet', () => {
    expect(evaluationRowState(row('2026-06-10T09:00:00'), june, false)).toBe('open');
    expect(evaluationRowState(row('2026-06-10T09:01:00'), june, false)).toBe('not-yet');
  });

  it('a super user may evaluate a session before it starts', () => {
    expect(evaluationRowState(row('2026-06-12T09:00:00'), june, true)).toBe('open');
  });

  it('the done flag wins over the clock', () => {
    expect(evaluationRowState(row('2026-06-12T09:00:00', true), june, false)).toBe('done');
    expect(evaluationRowState(row('2026-06-09T09:00:00', true), june, false)).toBe('done');
  });
});

describe('evaluationSort', () => {
  it('reads the two sorts of section 9, in any case, and nothing else', () => {
    expect(evaluationSort('title')).toBe('title');
    expect(evaluationSort(' Status ')).toBe('status');
    expect(evaluationSort('date')).toBeNull();
    expect(evaluationSort(undefined)).toBeNull();
    expect(evaluationSort('')).toBeNull();
  });

  it('opens with the sessions still to evaluate first', () => {
    expect(DEFAULT_EVALUATION_SORT).toBe('status');
  });
});

describe('evaluationOpening and refusalOutcome (sections 5 and 8)', () => {
  it('a missing request (any status but 200) is a failure; a done request says evaluated already', () => {
    expect(evaluationOpening(null)).toBe('failed');
    expect(evaluationOpening(request(true))).toBe('already-done');
    expect(evaluationOpening(request(false))).toBe('survey');
  });

  it('a refused save is a second evaluation only when the request now says done', () => {
    expect(refusalOutcome(request(true))).toBe('already-done');
    expect(refusalOutcome(request(false))).toBe('failed');
    expect(refusalOutcome(null)).toBe('failed');
  });
});

describe('evaluationSavePayload (section 3, survey save payload)', () => {
  const identity = { eventShort: 'ehc2026', instance: 'demo', eventId: 3, userId: 42, surveyItemSetId: 12 };
  const answers = { quality: 5, comment: 'Clear and "useful"' };

  it('for a session: Context Session, the event short, the instance, the result as JSON text, the set and the session with the user', () => {
    const payload = evaluationSavePayload({ ...identity, target: { kind: 'session', sessionId: 77, name: 'Myeloma' } }, answers);
    expect(payload).toEqual({
      Context: 'Session',
      ContextShort: 'ehc2026',
      Instance: 'demo',
      Result: '{"quality":5,"comment":"Clear and \\"useful\\""}',
      SurveyItemSetId: 12,
      SurveyEnitity: { Id: 77, UserId: 42 },
    });
    expect(JSON.parse(payload.Result)).toEqual(answers);
  });

  it('for the event: Context Event and the event as the entity', () => {
    const payload = evaluationSavePayload({ ...identity, target: { kind: 'event' } }, {});
    expect(payload.Context).toBe('Event');
    expect(payload.SurveyEnitity).toEqual({ Id: 3, UserId: 42 });
    expect(payload.Result).toBe('{}');
  });
});

describe('evaluationStartText', () => {
  it('writes the date in the programme format and the time, in the event language', () => {
    expect(evaluationStartText('2026-06-10T09:00:00', 'DD MMMM YYYY', 'en-GB', 'Europe/Berlin')).toBe('10 June 2026, 09:00');
    expect(evaluationStartText('2026-06-10T09:00:00', 'dddd, DD. MMMM YYYY', 'de-DE', 'Europe/Berlin')).toBe(
      'Mittwoch, 10. Juni 2026, 09:00',
    );
  });

  it('converts an instant into the event time zone', () => {
    expect(evaluationStartText('2026-06-10T07:00:00Z', 'DD MMMM YYYY', 'en-GB', 'Europe/Berlin')).toBe('10 June 2026, 09:00');
  });

  it('is null for a start it cannot read', () => {
    expect(evaluationStartText('soon', 'DD MMMM YYYY', 'en-GB', 'Europe/Berlin')).toBeNull();
    expect(evaluationStartText(null, 'DD MMMM YYYY', 'en-GB', 'Europe/Berlin')).toBeNull();
  });
});
