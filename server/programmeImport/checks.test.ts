/** The shared checks every importer's result goes through (checks.ts), on programmes made by hand. */
import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { checkProgramme } from './checks';
import type { ImportedProgramme, ImportedSession, ImportedSpeaker } from './model';

const speaker = (sourceId: string, firstname = 'Anna', surname = 'Berger'): ImportedSpeaker => ({
  sourceId,
  firstname,
  surname,
  title: null,
  affiliation: '',
  country: '',
  email: null,
  biography: null,
  place: { file: 'f', path: `speaker ${sourceId}` },
});

const session = (sourceId: string, start: string, end: string, overrides: Partial<ImportedSession> = {}): ImportedSession => ({
  sourceId,
  code: '',
  title: `Session ${sourceId}`,
  start: `2026-06-10T${start}:00Z`,
  end: `2026-06-10T${end}:00Z`,
  roomId: 'a',
  type: '',
  tracks: [],
  chairIds: [],
  cancelled: false,
  presentations: [],
  place: { file: 'f', path: `session ${sourceId}` },
  ...overrides,
});

const programme = (sessions: ImportedSession[], overrides: Partial<ImportedProgramme> = {}): ImportedProgramme => ({
  timeZone: 'Europe/Berlin',
  rooms: [
    { sourceId: 'a', name: 'Hall A' },
    { sourceId: 'b', name: 'Hall B' },
  ],
  speakers: [speaker('sp-1')],
  sessions,
  ...overrides,
});

const reasons = (checked: ImportedProgramme) => checkProgramme(checked, 'f').map((problem) => problem.reason);

describe('checkProgramme', () => {
  it('finds nothing wrong with sessions that follow each other in a room, and the same times in two rooms', () => {
    const sessions = [session('1', '09:00', '10:00'), session('2', '10:00', '11:00'), session('3', '09:00', '10:00', { roomId: 'b' })];
    expect(checkProgramme(programme(sessions), 'f')).toEqual([]);
  });

  it('names every session that overlaps an earlier one in its room, with that one and the room’s name', () => {
    const sessions = [session('late', '10:30', '11:00'), session('long', '09:00', '12:00'), session('mid', '10:00', '10:15')];
    expect(checkProgramme(programme(sessions), 'f')).toEqual([
      {
        file: 'f',
        path: 'session mid',
        field: 'start',
        reason: 'session "Session mid" (mid) overlaps session "Session long" (long) in room "Hall A"',
      },
      {
        file: 'f',
        path: 'session late',
        field: 'start',
        reason: 'session "Session late" (late) overlaps session "Session long" (long) in room "Hall A"',
      },
    ]);
  });

  it('lets a cancelled session’s slot be taken', () => {
    expect(reasons(programme([session('1', '09:00', '10:00', { cancelled: true }), session('2', '09:00', '10:00')]))).toEqual([]);
  });

  it('checks 100,000 sessions of one room without comparing each pair (sorted once)', () => {
    const many = Array.from({ length: 100_000 }, (_, index) => {
      const start = Date.UTC(2026, 0, 1) + (100_000 - index) * 3_600_000;
      return session(String(index), '09:00', '10:00', {
        start: new Date(start).toISOString().replace('.000Z', 'Z'),
        end: new Date(start + 1_800_000).toISOString().replace('.000Z', 'Z'),
      });
    });
    const started = performance.now();
    const problems = checkProgramme(programme(many), 'f');
    const elapsed = performance.now() - started;
    expect(problems).toEqual([]);
    // Pair by pair would be 5·10⁹ comparisons, minutes; sorting once takes a fraction of a second even on a busy machine.
    expect(elapsed).toBeLessThan(3000);
  });

  it('names an end before its start, and a presentation outside its session', () => {
    const presentation = {
      sourceId: 'p',
      title: 'Part',
      start: '2026-06-10T09:30:00Z',
      end: '2026-06-10T10:30:00Z',
      abstract: null,
      speakerIds: [],
    };
    expect(
      reasons(programme([session('1', '10:00', '09:00'), session('2', '09:00', '10:00', { roomId: 'b', presentations: [presentation] })])),
    ).toEqual([
      'session "Session 1" (1) ends (2026-06-10T09:00:00Z) before it starts (2026-06-10T10:00:00Z)',
      'presentation "Part" (p) (2026-06-10T09:30:00Z–2026-06-10T10:30:00Z) lies outside its session "Session 2" (2) (2026-06-10T09:00:00Z–2026-06-10T10:00:00Z)',
    ]);
  });

  it('names a speaker without a name, and ids used twice', () => {
    const checked = programme([session('1', '09:00', '10:00'), session('1', '11:00', '12:00')], {
      speakers: [speaker('sp-1'), speaker('sp-2', ' ', ''), speaker('sp-1')],
      rooms: [
        { sourceId: 'a', name: 'Hall A' },
        { sourceId: 'a', name: 'Hall A again' },
      ],
    });
    expect(reasons(checked)).toEqual([
      'room id "a" is used twice',
      'speaker "sp-2" has no name',
      'speaker id "sp-1" is used twice',
      'session id "1" is used twice',
    ]);
  });

  it('names references to a room, chair or speaker the programme does not have', () => {
    const presentation = {
      sourceId: 'p',
      title: 'Part',
      start: '2026-06-10T09:00:00Z',
      end: '2026-06-10T10:00:00Z',
      abstract: null,
      speakerIds: ['sp-1', 'ghost'],
    };
    const checked = programme([session('1', '09:00', '10:00', { roomId: 'z', chairIds: ['nobody'], presentations: [presentation] })]);
    expect(reasons(checked)).toEqual([
      'session "Session 1" (1) is in room "z", which the file does not have',
      'session "Session 1" (1) names chair "nobody", who is not among the speakers',
      'presentation "Part" (p) names speaker "ghost", who is not among the speakers',
    ]);
  });

  it('names a missing or unknown time zone at the place it was named, with the format’s field names elsewhere', () => {
    const place = { file: 'settings.csv', line: 2, field: 'value' };
    expect(checkProgramme(programme([], { timeZone: '', timeZonePlace: place }), 'f')).toEqual([
      { ...place, reason: 'missing time zone: the programme names none' },
    ]);
    expect(checkProgramme(programme([], { timeZone: 'Europe/Atlantis' }), 'f')).toEqual([
      { file: 'f', reason: 'unknown time zone "Europe/Atlantis" (an IANA name such as Europe/Berlin)' },
    ]);
    const overlapping = programme([session('1', '09:00', '10:00'), session('2', '09:30', '10:30')]);
    expect(checkProgramme(overlapping, 'f', { start: 'DTSTART' })[0]?.field).toBe('DTSTART');
  });
});
