/**
 * The live page's rooms (docs/rules/content-areas.md section 2, /live/... with query roomid): the rooms in their
 * order, each with the session running now (start <= now < end) and the one that comes next (the
 * earliest start after now). now is passed in: core reads no clock.
 *
 * Ours where the spec is silent: rooms sort by Sort, then name, then id (a missing Sort last); a session
 * whose start or end is unreadable is never "now" (it cannot be known to run), and one without a readable
 * start is never "next"; sessions in a room that is not in the list are left out, and so are cancelled ones: nothing
 * runs there to watch.
 */
import { programmeInstant } from './programmeTime';

export interface LiveRoomRecord {
  Id: number | string;
  Name?: string | null;
  Sort?: number | null;
}

export interface LiveSessionRecord {
  Id: number | string;
  RoomId?: number | string | null;
  StartDateTime?: string | null;
  EndDateTime?: string | null;
  IsCancelled?: boolean | null;
}

export interface LiveRoom<R, S> {
  room: R;
  now: S | null;
  next: S | null;
}

function sortKey(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : Infinity;
}

/** The rooms by Sort, then name, then id; a new array. */
export function sortRooms<R extends LiveRoomRecord>(rooms: readonly R[]): R[] {
  return [...rooms].sort((a, b) => {
    const sa = sortKey(a.Sort);
    const sb = sortKey(b.Sort);
    if (sa !== sb) return sa < sb ? -1 : 1;
    return (a.Name ?? '').localeCompare(b.Name ?? '') || String(a.Id).localeCompare(String(b.Id), undefined, { numeric: true });
  });
}

/** Each room (sorted) with its session now and its next session at instant now (epoch ms). */
export function liveRooms<R extends LiveRoomRecord, S extends LiveSessionRecord>(
  rooms: readonly R[],
  sessions: readonly S[],
  now: number,
): LiveRoom<R, S>[] {
  const byRoom = new Map<string, { now: S | null; nowStart: number; next: S | null; nextStart: number }>();
  for (const room of rooms) byRoom.set(String(room.Id), { now: null, nowStart: -Infinity, next: null, nextStart: Infinity });
  for (const session of sessions) {
    if (session.RoomId === null || session.RoomId === undefined || session.IsCancelled) continue;
    const slot = byRoom.get(String(session.RoomId));
    if (!slot) continue;
    const start = programmeInstant(session.StartDateTime);
    if (start === null) continue;
    const end = programmeInstant(session.EndDateTime);
    if (start <= now) {
      // Two overlapping sessions: the one that started last is the one on now.
      if (end !== null && now < end && start > slot.nowStart) {
        slot.now = session;
        slot.nowStart = start;
      }
    } else if (start < slot.nextStart) {
      slot.next = session;
      slot.nextStart = start;
    }
  }
  return sortRooms(rooms).map((room) => {
    const slot = byRoom.get(String(room.Id))!;
    return { room, now: slot.now, next: slot.next };
  });
}

/** The room the query roomid names (its id, as written in the address), or null. */
export function roomOfQuery<R extends LiveRoomRecord>(rooms: readonly R[], roomid: string | null | undefined): R | null {
  const wanted = roomid?.trim();
  if (!wanted) return null;
  return rooms.find((room) => String(room.Id) === wanted) ?? null;
}
