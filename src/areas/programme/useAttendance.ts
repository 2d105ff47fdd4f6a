/**
 * CME attendance from the players (issue 23; src/contracts/attendance.ts): while a signed-in user watches, the
 * seconds go to POST api/Modules/Attendance every LIVE_WATCH_INTERVAL_MS, and what is left when they pause, reach the
 * end or leave (by a request that outlives the page). Only where the event's rule (app config `cme`,
 * core/attendance/cme.ts) is active, and whatever the analytics consent: attendance is a service to the user, which
 * they read and delete in my area.
 *
 * - useLiveAttendance(roomId, container): the live player. A media element inside `container` counts while it plays;
 *   a stream in a frame (whose playing the page cannot see) counts while the page is visible. The server credits the
 *   session running in the room at its own clock.
 * - useOnDemandAttendance(sessionId, container): a session's recording, counted while its media element plays.
 * The media element is found inside the container (the house player, ui/MediaPlayer, renders it), so the players
 * need no change beyond a wrapper.
 */
import { useEffect, useMemo, useRef } from 'react';
import { reportAttendance } from '../../api/attendance';
import { LIVE_WATCH_INTERVAL_MS } from '../../contracts/analytics';
import type { AttendanceReport } from '../../contracts/attendance';
import { parseCmeRule } from '../../core/attendance/cme';
import { createWatchClock, type WatchClock } from '../../core/attendance/watchClock';
import { useEventContext, useEventState } from '../../store/react';

type Target = Omit<AttendanceReport, 'Seconds'>;

/** Sends a report, or null when nothing is to be recorded (not signed in, no event, the rule not active). */
function useReporter(): ((target: Target, seconds: number, leaving: boolean) => void) | null {
  const context = useEventContext();
  const signedIn = useEventState((state) => state.user !== null);
  const eventId = useEventState((state) => state.details?.Id ?? null);
  const raw = useEventState((state) => state.config.raw);
  const active = useMemo(() => parseCmeRule(raw).rule.Active, [raw]);
  return useMemo(() => {
    if (!signedIn || eventId === null || !active) return null;
    return (target, seconds, leaving) => {
      if (seconds <= 0) return;
      // A lost report loses a minute of attendance at most; the player must not fail for it.
      reportAttendance(context.http, eventId, { ...target, Seconds: seconds }, leaving).catch(() => undefined);
    };
  }, [context.http, signedIn, eventId, active]);
}

/** Runs the clock of the media element inside `container` (found when it appears); returns the cleanup. */
function followMedia(container: HTMLElement, clock: WatchClock, onStop: () => void): () => void {
  let media: HTMLMediaElement | null = null;
  const start = () => clock.start(Date.now());
  const stop = () => {
    clock.stop(Date.now());
    onStop();
  };
  const attach = () => {
    media = container.querySelector('video, audio');
    if (!media) return false;
    media.addEventListener('playing', start);
    for (const name of ['pause', 'ended', 'waiting', 'emptied']) media.addEventListener(name, stop);
    if (!media.paused && !media.ended) start();
    return true;
  };
  const observer = attach() ? null : new MutationObserver(() => attach() && observer?.disconnect());
  observer?.observe(container, { childList: true, subtree: true });
  return () => {
    observer?.disconnect();
    if (!media) return;
    media.removeEventListener('playing', start);
    for (const name of ['pause', 'ended', 'waiting', 'emptied']) media.removeEventListener(name, stop);
  };
}

/** The clock of a frame: running while the page is visible. */
function followVisibility(clock: WatchClock): () => void {
  const update = () => (document.visibilityState === 'visible' ? clock.start(Date.now()) : clock.stop(Date.now()));
  update();
  document.addEventListener('visibilitychange', update);
  return () => document.removeEventListener('visibilitychange', update);
}

function useWatching(target: Target | null, container: HTMLElement | null, frame: boolean) {
  const report = useReporter();
  const key = target ? `${target.Mode}|${target.RoomId ?? ''}|${target.SessionId ?? ''}` : null;
  const targetRef = useRef(target);
  targetRef.current = target;

  useEffect(() => {
    const current = targetRef.current;
    if (!report || !current || (!frame && !container)) return;
    const clock = createWatchClock();
    const send = (leaving: boolean) => report(current, clock.take(Date.now()), leaving);
    const unfollow = frame ? followVisibility(clock) : followMedia(container!, clock, () => send(false));
    const timer = window.setInterval(() => send(false), LIVE_WATCH_INTERVAL_MS);
    const leave = () => send(true);
    window.addEventListener('pagehide', leave);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('pagehide', leave);
      unfollow();
      clock.stop(Date.now());
      send(true);
    };
  }, [report, key, container, frame]);
}

/** The live player's attendance: `container` holds its media element; null with a frame (counted while visible). */
export function useLiveAttendance(roomId: number, container: HTMLElement | null, frame: boolean): void {
  useWatching({ Mode: 'live', RoomId: roomId }, container, frame);
}

/** A session recording's attendance: `container` holds its media element. */
export function useOnDemandAttendance(sessionId: number | null, container: HTMLElement | null): void {
  useWatching(sessionId === null ? null : { Mode: 'ondemand', SessionId: sessionId }, container, false);
}
