/**
 * The player's progress rule (docs/rules/shell-access-identity.md section 9: progress markers every 25 percent; ours,
 * issue 23: with the seconds watched, for attendance). The player reads its position at every time update; from the
 * readings this says which markers (25, 50, 75, 100 %) the position has crossed for the first time and how many
 * seconds were watched since the previous marker. Only playing counts as watching: a step forward larger than a
 * time update can make is a seek, and a seek, forward or back, adds nothing. A marker the position jumps past by a
 * seek is still reached (the recording was opened there), with the seconds watched going to the first marker
 * crossed. A live stream has no percent: it adds up the seconds watched and reports them every LIVE_WATCH_INTERVAL_MS.
 * Pure: positions in seconds are passed in.
 */
import { VIDEO_PROGRESS_STEP_PERCENT } from '../../contracts';

/** The markers, in percent: 25, 50, 75, 100. */
export const VIDEO_PROGRESS_MARKERS: readonly number[] = Array.from(
  { length: Math.floor(100 / VIDEO_PROGRESS_STEP_PERCENT) },
  (_, index) => (index + 1) * VIDEO_PROGRESS_STEP_PERCENT,
);

/**
 * Ours: a forward step of the position larger than this (seconds) between two readings is a seek, not playing.
 * Browsers fire time updates every 250 ms at most while playing; at double speed that is half a second.
 */
export const MAX_PLAYED_STEP_SECONDS = 2;

/** Seconds played between two readings of the position: the forward step, unless it is a seek. */
export function playedBetween(from: number | null, to: number): number {
  if (from === null || !Number.isFinite(from) || !Number.isFinite(to)) return 0;
  const step = to - from;
  return step > 0 && step <= MAX_PLAYED_STEP_SECONDS ? step : 0;
}

export interface VideoProgress {
  /** The last position read (seconds), null before the first. */
  position: number | null;
  /** Seconds watched since the last marker reported. */
  watched: number;
  /** The highest marker reported, 0 before the first. */
  reported: number;
}

export interface ProgressReport {
  /** The marker reached, in percent. */
  value: number;
  /** Seconds watched since the previous marker (whole seconds). */
  seconds: number;
}

export function startProgress(): VideoProgress {
  return { position: null, watched: 0, reported: 0 };
}

/**
 * The position is now `position` seconds of a recording `duration` seconds long: the new state and the markers it
 * crossed for the first time (none while the duration is unknown).
 */
export function progressAt(state: VideoProgress, position: number, duration: number): { state: VideoProgress; reports: ProgressReport[] } {
  const watched = state.watched + playedBetween(state.position, position);
  const percent = Number.isFinite(duration) && duration > 0 ? (Math.min(position, duration) / duration) * 100 : 0;
  const crossed = VIDEO_PROGRESS_MARKERS.filter((marker) => marker > state.reported && marker <= percent);
  const reports = crossed.map((value, index) => ({ value, seconds: index === 0 ? Math.round(watched) : 0 }));
  return {
    state: { position, watched: crossed.length > 0 ? 0 : watched, reported: crossed.at(-1) ?? state.reported },
    reports,
  };
}

export interface LiveWatch {
  position: number | null;
  /** Seconds watched since the last report. */
  watched: number;
}

export function startLiveWatch(): LiveWatch {
  return { position: null, watched: 0 };
}

/** The live player's position is now `position` seconds. */
export function liveWatchAt(state: LiveWatch, position: number): LiveWatch {
  return { position, watched: state.watched + playedBetween(state.position, position) };
}

/** The seconds watched since the last report (whole seconds), and the state that counts from zero again. */
export function takeLiveWatch(state: LiveWatch): { state: LiveWatch; seconds: number } {
  return { state: { position: state.position, watched: 0 }, seconds: Math.round(state.watched) };
}
