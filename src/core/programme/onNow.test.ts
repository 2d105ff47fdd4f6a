import { describe, expect, it } from 'vitest';
import { onNow } from './onNow';

const rooms = [
  { Id: 2, Name: 'Hall B', Sort: 2 },
  { Id: 1, Name: 'Hall A', Sort: 1 },
];
const sessions = [
  { Id: 10, RoomId: 1, StartDateTime: '2026-06-10T09:00:00Z', EndDateTime: '2026-06-10T10:00:00Z' },
  { Id: 11, RoomId: 2, StartDateTime: '2026-06-10T09:30:00Z', EndDateTime: '2026-06-10T11:00:00Z' },
  { Id: 12, RoomId: 1, StartDateTime: '2026-06-10T12:00:00Z', EndDateTime: '2026-06-10T13:00:00Z' },
  { Id: 13, RoomId: null, StartDateTime: '2026-06-10T09:00:00Z', EndDateTime: '2026-06-10T18:00:00Z' },
];
const at = (iso: string) => Date.parse(iso);

describe('onNow', () => {
  it('lists the sessions running now with their rooms, in the rooms’ order', () => {
    const result = onNow(rooms, sessions, at('2026-06-10T09:45:00Z'));
    expect(result.running.map(({ room, session }) => [room.Name, session.Id])).toEqual([
      ['Hall A', 10],
      ['Hall B', 11],
    ]);
    expect(result.next).toBeNull();
  });
  it('treats the end as over (start inclusive, end exclusive)', () => {
    expect(onNow(rooms, sessions, at('2026-06-10T10:00:00Z')).running.map(({ session }) => session.Id)).toEqual([11]);
    expect(onNow(rooms, sessions, at('2026-06-10T09:00:00Z')).running.map(({ session }) => session.Id)).toEqual([10]);
  });
  it('names the next session when nothing runs, and nothing after the last', () => {
    const between = onNow(rooms, sessions, at('2026-06-10T11:30:00Z'));
    expect(between.running).toEqual([]);
    expect(between.next?.session.Id).toBe(12);
    expect(between.next?.room.Name).toBe('Hall A');
    expect(onNow(rooms, sessions, at('2026-06-11T00:00:00Z'))).toEqual({ running: [], next: null });
  });
});
