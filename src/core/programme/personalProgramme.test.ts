import { describe, expect, it } from 'vitest';
import { groupSessionsByDay, hasNoFavourites, personalProgramme } from './personalProgramme';

const sessions = [
  { Id: 1, Name: 'Late on day one', StartDateTime: '2026-06-10T20:30:00Z', EndDateTime: '2026-06-10T21:30:00Z' },
  { Id: 2, Name: 'Morning of day two', StartDateTime: '2026-06-11T07:00:00Z', EndDateTime: '2026-06-11T08:00:00Z' },
  { Id: 3, Name: 'Early on day one', StartDateTime: '2026-06-10T07:00:00Z', EndDateTime: '2026-06-10T08:00:00Z' },
  { Id: 4, Name: 'No time', StartDateTime: null, EndDateTime: null },
  // 22:30 UTC is 00:30 on 11 June in Berlin.
  { Id: 5, Name: 'After midnight in Berlin', StartDateTime: '2026-06-10T22:30:00Z', EndDateTime: '2026-06-10T23:30:00Z' },
];
const presentations = [
  { Id: 100, Title: 'Second', StartDateTime: '2026-06-11T07:20:00Z', EndDateTime: null },
  { Id: 101, Title: 'First', StartDateTime: '2026-06-10T07:00:00Z', EndDateTime: null },
];
const speakers = [
  { Id: 7, Firstname: 'Zoe', Surname: 'Adler' },
  { Id: 8, Firstname: 'Anna', Surname: 'Zimmer' },
  { Id: 9, Firstname: 'Anna', Surname: 'Adler' },
];

describe('personal programme', () => {
  it('groups sessions by their day in the event time zone, days in order, each sorted by start', () => {
    const days = groupSessionsByDay(sessions, 'Europe/Berlin');
    expect(days.map((d) => [d.day, d.sessions.map((s) => s.Id)])).toEqual([
      ['2026-06-10', [3, 1]],
      ['2026-06-11', [5, 2]],
      [null, [4]],
    ]);
  });

  it('takes the day in the time zone it is given', () => {
    const days = groupSessionsByDay(
      sessions.filter((s) => s.Id === 5),
      'UTC',
    );
    expect(days[0]!.day).toBe('2026-06-10');
  });

  it('resolves favourites against the lists and reports ids no longer in the programme', () => {
    const result = personalProgramme(
      { sessions: ['2', '3', '404'], presentations: ['100', '101', 'x'], speakers: ['8', '7', '9', '1'] },
      { sessions, presentations, speakers },
      { timeZone: 'Europe/Berlin' },
    );
    expect(result.days.map((d) => [d.day, d.sessions.map((s) => s.Id)])).toEqual([
      ['2026-06-10', [3]],
      ['2026-06-11', [2]],
    ]);
    expect(result.presentations.map((p) => p.Id)).toEqual([101, 100]);
    expect(result.speakers.map((p) => p.Id)).toEqual([9, 7, 8]);
    expect(result.missing).toEqual([
      { kind: 'sessions', id: '404' },
      { kind: 'presentations', id: 'x' },
      { kind: 'speakers', id: '1' },
    ]);
  });

  it('reports nothing missing for a list that is not loaded yet', () => {
    const result = personalProgramme({ sessions: ['2'], presentations: ['1'], speakers: [] }, { sessions }, { timeZone: 'UTC' });
    expect(result.presentations).toEqual([]);
    expect(result.missing).toEqual([]);
    expect(result.days[0]!.sessions[0]!.Id).toBe(2);
  });

  it('knows when there are no favourites at all', () => {
    expect(hasNoFavourites({ sessions: [], presentations: [], speakers: [] })).toBe(true);
    expect(hasNoFavourites({ sessions: [], presentations: [], speakers: ['1'] })).toBe(false);
  });
});
