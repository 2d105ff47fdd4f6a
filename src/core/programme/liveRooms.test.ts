import { describe, expect, it } from 'vitest';
import { liveRooms, roomOfQuery, sortRooms } from './liveRooms';

const rooms = [
  { Id: 2, Name: 'Hall B', Sort: 2 },
  { Id: 1, Name: 'Hall A', Sort: 1 },
  { Id: 3, Name: 'Room Berlin', Sort: 3 },
];
const at = (iso: string) => Date.parse(iso);
const session = (Id: number, RoomId: number | string | null | undefined, StartDateTime: string | null, EndDateTime: string | null) => ({
  Id,
  RoomId,
  StartDateTime,
  EndDateTime,
});

describe('live rooms: now and next per room', () => {
  it('sorts rooms by Sort, then name; a missing Sort last', () => {
    const sorted = sortRooms([...rooms, { Id: 9, Name: 'Annex', Sort: null }, { Id: 8, Name: 'Aula', Sort: 2 }]);
    expect(sorted.map((room) => room.Id)).toEqual([1, 8, 2, 3, 9]);
  });

  it('shows the session with start <= now < end as now and the earliest later one as next', () => {
    const sessions = [
      session(10, 1, '2026-06-10T07:00:00Z', '2026-06-10T08:30:00Z'),
      session(11, 1, '2026-06-10T09:00:00Z', '2026-06-10T10:30:00Z'),
      session(12, 1, '2026-06-10T11:00:00Z', '2026-06-10T12:30:00Z'),
      session(20, 2, '2026-06-10T12:00:00Z', '2026-06-10T13:00:00Z'),
    ];
    const result = liveRooms(rooms, sessions, at('2026-06-10T09:00:00Z'));
    expect(result.map((r) => [r.room.Id, r.now?.Id ?? null, r.next?.Id ?? null])).toEqual([
      [1, 11, 12],
      [2, null, 20],
      [3, null, null],
    ]);
  });

  it('never shows a cancelled session as now or next: the one after it is next', () => {
    const sessions = [
      { ...session(10, 1, '2026-06-10T08:00:00Z', '2026-06-10T10:00:00Z'), IsCancelled: true },
      { ...session(11, 1, '2026-06-10T10:00:00Z', '2026-06-10T11:00:00Z'), IsCancelled: true },
      session(12, 1, '2026-06-10T11:00:00Z', '2026-06-10T12:00:00Z'),
    ];
    const [hallA] = liveRooms(rooms, sessions, at('2026-06-10T09:00:00Z'));
    expect(hallA).toMatchObject({ now: null, next: { Id: 12 } });
  });

  it('does not show a session as now at its end instant', () => {
    const sessions = [session(10, 1, '2026-06-10T07:00:00Z', '2026-06-10T08:30:00Z')];
    expect(liveRooms(rooms, sessions, at('2026-06-10T08:30:00Z'))[0]!.now).toBeNull();
    expect(liveRooms(rooms, sessions, at('2026-06-10T08:29:59Z'))[0]!.now?.Id).toBe(10);
  });

  it('reads wall-clock times without offset by the CET rule', () => {
    // 09:00 wall clock in June is 07:00 UTC.
    const sessions = [session(10, 1, '2026-06-10T09:00:00', '2026-06-10T10:00:00')];
    expect(liveRooms(rooms, sessions, at('2026-06-10T07:30:00Z'))[0]!.now?.Id).toBe(10);
    expect(liveRooms(rooms, sessions, at('2026-06-10T06:30:00Z'))[0]!.next?.Id).toBe(10);
  });

  it('never shows a session with an unreadable start, and one without a readable end only as next', () => {
    const sessions = [
      session(10, 1, null, '2026-06-10T10:00:00Z'),
      session(11, 1, 'soon', 'later'),
      session(12, 1, '2026-06-10T08:00:00Z', null),
      session(13, 2, '2026-06-10T11:00:00Z', 'garbage'),
    ];
    const result = liveRooms(rooms, sessions, at('2026-06-10T09:00:00Z'));
    expect(result[0]).toMatchObject({ now: null, next: null });
    expect(result[1]!.next?.Id).toBe(13);
  });

  it('leaves out sessions in unknown rooms or without a room', () => {
    const sessions = [
      session(10, 99, '2026-06-10T08:00:00Z', '2026-06-10T10:00:00Z'),
      session(11, null, '2026-06-10T08:00:00Z', '2026-06-10T10:00:00Z'),
      session(12, undefined, '2026-06-10T08:00:00Z', '2026-06-10T10:00:00Z'),
    ];
    const result = liveRooms(rooms, sessions, at('2026-06-10T09:00:00Z'));
    expect(result).toHaveLength(3);
    expect(result.every((r) => r.now === null && r.next === null)).toBe(true);
  });

  it('matches a room id sent as a string', () => {
    const result = liveRooms(rooms, [session(10, '3', '2026-06-10T08:00:00Z', '2026-06-10T10:00:00Z')], at('2026-06-10T09:00:00Z'));
    expect(result[2]!.now?.Id).toBe(10);
  });

  it('shows the later of two overlapping sessions as now', () => {
    const sessions = [
      session(10, 1, '2026-06-10T08:00:00Z', '2026-06-10T12:00:00Z'),
      session(11, 1, '2026-06-10T08:30:00Z', '2026-06-10T09:30:00Z'),
    ];
    expect(liveRooms(rooms, sessions, at('2026-06-10T09:00:00Z'))[0]!.now?.Id).toBe(11);
  });

  it('finds the room of the roomid query by id', () => {
    expect(roomOfQuery(rooms, '2')?.Name).toBe('Hall B');
    expect(roomOfQuery(rooms, ' 3 ')?.Name).toBe('Room Berlin');
    expect(roomOfQuery(rooms, '42')).toBeNull();
    expect(roomOfQuery(rooms, '')).toBeNull();
    expect(roomOfQuery(rooms, undefined)).toBeNull();
  });
});
