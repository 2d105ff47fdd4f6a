import { describe, expect, it } from 'vitest';
import { requiresAuthentication } from '../access/flow';
import { parseAccessSettings } from '../access/settings';
import { ANONYMOUS_USER_ID, anonymousDoneKey, evaluationTargetId, parseAnonymousDone, withAnonymousDone, withLocalDone } from './anonymous';

const guarded = { access: { authRequiredPages: ['SurveyPage', 'MyAreaPage'] } };

describe('activateEvaluationUrlsWithoutUser and the survey route guard', () => {
  it('keeps the survey page behind sign-in while the key is off, absent or not the boolean true', () => {
    for (const value of [undefined, false, 'true', 1]) {
      const { settings } = parseAccessSettings({ ...guarded, activateEvaluationUrlsWithoutUser: value });
      expect(settings.access.evaluationUrlsWithoutUser).toBe(false);
      expect(requiresAuthentication('SurveyPage', settings.access, null)).toBe(true);
    }
  });

  it('opens the survey page, and only it, to signed-out visitors when the key is true', () => {
    const { settings } = parseAccessSettings({ ...guarded, activateEvaluationUrlsWithoutUser: true });
    expect(settings.access.evaluationUrlsWithoutUser).toBe(true);
    expect(requiresAuthentication('SurveyPage', settings.access, null)).toBe(false);
    expect(requiresAuthentication('SurveyPage', settings.access, 'app')).toBe(false);
    expect(requiresAuthentication('MyAreaPage', settings.access, null)).toBe(true);
  });
});

describe('the evaluations a browser sent without an account', () => {
  it('names the anonymous user 0 and keeps the list per event under vmx.evaluationsDone', () => {
    expect(ANONYMOUS_USER_ID).toBe(0);
    expect(anonymousDoneKey('Demo', 'EHC2026')).toBe('vmx.evaluationsDone.demo.ehc2026');
    expect(evaluationTargetId({ kind: 'session', sessionId: 10003, name: 'x' })).toBe('session:10003');
    expect(evaluationTargetId({ kind: 'event' })).toBe('event');
  });

  it('reads the stored list leniently and adds each evaluation once', () => {
    expect(parseAnonymousDone(null)).toEqual([]);
    expect(parseAnonymousDone('{broken')).toEqual([]);
    expect(parseAnonymousDone('{"event":true}')).toEqual([]);
    expect(parseAnonymousDone('["event","session:12","session:0","<x>",5,"event"]')).toEqual(['event', 'session:12']);
    const once = withAnonymousDone([], { kind: 'event' });
    expect(withAnonymousDone(once, { kind: 'event' })).toEqual(['event']);
    expect(withAnonymousDone(once, { kind: 'session', sessionId: 7, name: '' })).toEqual(['event', 'session:7']);
  });

  it('marks the sessions this browser evaluated as done, leaving the others as the server sent them', () => {
    const row = (id: number, done = false) => ({
      SessionId: id,
      SessionName: `S${id}`,
      StartDateTime: '2026-06-10T09:00:00',
      EvaluationDone: done,
    });
    expect(withLocalDone([row(1), row(2), row(3, true)], ['session:2', 'event'])).toEqual([row(1), row(2, true), row(3, true)]);
  });
});
