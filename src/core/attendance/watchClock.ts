/**
 * The time a player was watched, for CME attendance (src/contracts/attendance.ts): running while it plays (or, for a
 * live stream in a frame the page cannot look into, while the page is visible), taken in pieces that the player
 * reports. Wall-clock time, not media time: a recording played at double speed is not watched twice over. Pure: the
 * caller passes the instants (ms).
 */
export interface WatchClock {
  /** It plays from `now` (again). */
  start(now: number): void;
  /** It stopped at `now` (paused, ended, buffering, hidden). */
  stop(now: number): void;
  /** The whole seconds watched since the last take, running time included; the rest (under a second) stays. */
  take(now: number): number;
  readonly running: boolean;
}

export function createWatchClock(): WatchClock {
  let since: number | null = null;
  let banked = 0;
  const bank = (now: number) => {
    if (since !== null) banked += Math.max(0, now - since);
    since = since === null ? null : now;
  };
  return {
    start(now) {
      if (since === null) since = now;
    },
    stop(now) {
      bank(now);
      since = null;
    },
    take(now) {
      bank(now);
      const seconds = Math.floor(banked / 1000);
      banked -= seconds * 1000;
      return seconds;
    },
    get running() {
      return since !== null;
    },
  };
}
