/**
 * What is on now, for the home page: the sessions running at instant now (start <= now < end), each with its
 * room, in the rooms' order (the live page's rule, core/programme/liveRooms.ts); and, when nothing runs, the
 * session that starts next in any room. now is passed in: core reads no clock.
 *
 * Ours: a session without a room is left out (the home names the room); of two sessions starting next at
 * the same time, the one in the earlier room.
 */
import { liveRooms, type LiveRoomRecord, type LiveSessionRecord } from './liveRooms';
import { programmeInstant } from './programmeTime';

export interface SessionInRoom<R, S> {
  room: R;
  session: S;
}

export interface OnNow<R, S> {
  running: SessionInRoom<R, S>[];
  /** The next session to start, when nothing runs. */
  next: SessionInRoom<R, S> | null;
}

export function onNow<R extends LiveRoomRecord, S extends LiveSessionRecord>(
  rooms: readonly R[],
  sessions: readonly S[],
  now: number,
): OnNow<R, S> {
  const schedule = liveRooms(rooms, sessions, now);
  const running = schedule.flatMap(({ room, now: session }) => (session ? [{ room, session }] : []));
  if (running.length > 0) return { running, next: null };
  let next: SessionInRoom<R, S> | null = null;
  let nextStart = Infinity;
  for (const { room, next: session } of schedule) {
    const start = session ? programmeInstant(session.StartDateTime) : null;
    if (session && start !== null && start < nextStart) {
      next = { room, session };
      nextStart = start;
    }
  }
  return { running, next };
}
