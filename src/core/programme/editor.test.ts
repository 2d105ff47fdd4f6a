import { describe, expect, it } from 'vitest';
import { changedFields, editorDays, editorSessions, instantOfLocalInput, localInputValue } from './editor';

const BERLIN = 'Europe/Berlin';

describe('the programme editor: times in the event zone', () => {
  it('writes an instant as the datetime-local value of its wall time in the event zone', () => {
    expect(localInputValue('2026-06-11T07:30:00Z', BERLIN)).toBe('2026-06-11T09:30');
    expect(localInputValue('2026-01-15T07:30:00Z', BERLIN)).toBe('2026-01-15T08:30');
    expect(localInputValue('not a time', BERLIN)).toBe('');
  });

  it('reads a datetime-local value in the event zone back to the instant', () => {
    expect(instantOfLocalInput('2026-06-11T09:30', BERLIN)).toBe('2026-06-11T07:30:00Z');
    expect(instantOfLocalInput('2026-06-11T09:30', 'America/New_York')).toBe('2026-06-11T13:30:00Z');
    expect(instantOfLocalInput('', BERLIN)).toBeNull();
    expect(instantOfLocalInput('2026-02-31T09:00', BERLIN)).toBeNull();
  });
});

describe('the programme editor: finding a session', () => {
  const sessions = [
    { Name: 'Heart failure: what is new', Code: 'B1', StartDateTime: '2026-06-10T09:00:00Z' },
    { Name: 'Imaging workshop', Code: 'W2', StartDateTime: '2026-06-10T22:30:00Z' },
    { Name: 'Heart rhythm late-breakers', Code: 'C3', StartDateTime: '2026-06-11T08:00:00Z' },
  ];

  it('lists the days by the event zone: 22:30 UTC on the 10th is the 11th in Berlin', () => {
    expect(editorDays(sessions, BERLIN)).toEqual(['2026-06-10', '2026-06-11']);
  });

  it('finds sessions by every word of the title or code, any case, on the chosen day', () => {
    expect(editorSessions(sessions, 'heart', '', BERLIN).map((session) => session.Code)).toEqual(['B1', 'C3']);
    expect(editorSessions(sessions, 'HEART new', '', BERLIN).map((session) => session.Code)).toEqual(['B1']);
    expect(editorSessions(sessions, 'w2', '', BERLIN).map((session) => session.Code)).toEqual(['W2']);
    expect(editorSessions(sessions, '', '2026-06-11', BERLIN).map((session) => session.Code)).toEqual(['W2', 'C3']);
  });
});

describe('the programme editor: what an edit sends', () => {
  it('sends what differs from the published session, and what a pending edit sets even when set back', () => {
    const published = { Title: 'A', RoomId: 1, Cancelled: false };
    expect(changedFields({ Title: 'A', RoomId: 2, Cancelled: false }, published, {})).toEqual({ RoomId: 2 });
    expect(changedFields({ Title: 'A', RoomId: 1, Cancelled: false }, published, { Cancelled: true, Title: null })).toEqual({
      Cancelled: false,
    });
    expect(changedFields(published, published, {})).toEqual({});
  });
});
