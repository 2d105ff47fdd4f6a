/**
 * Video progress markers (docs/rules/shell-access-identity.md section 9: "Video progress markers: every 25
 * percent"; section 7 and docs/rules/content-areas.md section 7, Tracking: each tracked event records the date,
 * the time, the source and the element). A player records each marker once per playback, when the position first
 * reaches it: 25, 50, 75 and 100 percent. Ours: the position counts (a seek past a marker reaches it, as the rules
 * say nothing of how it was reached), and the end of the media is 100 percent even when the last position reported
 * falls a frame short of the duration.
 */

/** docs/rules/shell-access-identity.md section 9: every 25 percent. */
export const VIDEO_PROGRESS_STEP_PERCENT = 25;

/** The markers of one playback: 25, 50, 75, 100. */
export const VIDEO_PROGRESS_MARKERS: readonly number[] = Array.from(
  { length: 100 / VIDEO_PROGRESS_STEP_PERCENT },
  (_, index) => (index + 1) * VIDEO_PROGRESS_STEP_PERCENT,
);

/** What a player knows at a moment of playback. */
export interface PlaybackPosition {
  /** Seconds from the start. */
  currentTime: number;
  /** Seconds; NaN or Infinity while unknown (a live stream): no marker then. */
  duration: number;
  /** The media played to its end. */
  ended: boolean;
}

/** The share played in whole percent (0..100), or null while the duration is unknown. */
export function playedPercent({ currentTime, duration, ended }: PlaybackPosition): number | null {
  if (ended) return 100;
  if (!Number.isFinite(duration) || duration <= 0 || !Number.isFinite(currentTime) || currentTime < 0) return null;
  return Math.min(100, (currentTime / duration) * 100);
}

/**
 * The markers this position reaches that were not recorded before, in order (each to record once): none while the
 * duration is unknown.
 */
export function newProgressMarkers(recorded: readonly number[], position: PlaybackPosition): number[] {
  const percent = playedPercent(position);
  if (percent === null) return [];
  return VIDEO_PROGRESS_MARKERS.filter((marker) => marker <= percent && !recorded.includes(marker));
}

/** Ours: an episode counts as watched once its last marker (100 percent, the end) is reached. */
export function isWatchedAt(recorded: readonly number[]): boolean {
  return recorded.includes(VIDEO_PROGRESS_MARKERS[VIDEO_PROGRESS_MARKERS.length - 1]!);
}
