/**
 * What a player tracks (docs/rules/shell-access-identity.md section 9: progress markers every 25 percent; ours,
 * issue 23, src/contracts/analytics.ts): a recording's video-progress at 25, 50, 75 and 100 % with the seconds
 * watched since the previous marker, and a live stream's live-watch every LIVE_WATCH_INTERVAL_MS with the seconds
 * watched in it (the rest when the player goes or the page is left). The rule, seeking included, is
 * core/analytics/videoProgress.ts. Returns the handler for the media element's timeupdate and ended events; the
 * webcasts' plain <video> uses it as ui/MediaPlayer does.
 */
import { useEffect, useRef } from 'react';
import { LIVE_WATCH_INTERVAL_MS, type TrackingTarget } from '../contracts';
import { liveWatchAt, progressAt, startLiveWatch, startProgress, takeLiveWatch } from '../core/analytics/videoProgress';
import { useEventContext } from '../store/react';
import { track } from '../store/track';

export interface MediaTracking {
  targetType: TrackingTarget;
  targetId: string;
  /** A webcast's id (its company is the target). */
  element?: string;
  /** A live stream: seconds watched per interval instead of markers. */
  live?: boolean;
}

export function useMediaTracking(tracking: MediaTracking | undefined): (media: HTMLMediaElement) => void {
  const context = useEventContext();
  const latest = useRef(tracking);
  latest.current = tracking;
  const state = useRef({ progress: startProgress(), live: startLiveWatch() });
  const key = tracking ? `${tracking.targetType}|${tracking.targetId}|${tracking.element ?? ''}|${tracking.live === true}` : '';

  useEffect(() => {
    // Another recording (or stream) counts from its start.
    state.current = { progress: startProgress(), live: startLiveWatch() };
    const target = latest.current;
    if (!target?.live) return;
    const report = () => {
      const taken = takeLiveWatch(state.current.live);
      state.current.live = taken.state;
      if (taken.seconds > 0) {
        track(context, {
          kind: 'live-watch',
          targetType: target.targetType,
          targetId: target.targetId,
          element: target.element,
          seconds: taken.seconds,
        });
      }
    };
    const timer = setInterval(report, LIVE_WATCH_INTERVAL_MS);
    // Capture: before the tracker's own pagehide listener sends what waits.
    addEventListener('pagehide', report, true);
    return () => {
      clearInterval(timer);
      removeEventListener('pagehide', report, true);
      report();
    };
  }, [context, key]);

  return (media) => {
    const target = latest.current;
    if (!target) return;
    if (target.live) {
      state.current.live = liveWatchAt(state.current.live, media.currentTime);
      return;
    }
    const next = progressAt(state.current.progress, media.ended ? media.duration : media.currentTime, media.duration);
    state.current.progress = next.state;
    for (const report of next.reports) {
      track(context, {
        kind: 'video-progress',
        targetType: target.targetType,
        targetId: target.targetId,
        element: target.element,
        value: report.value,
        seconds: report.seconds,
      });
    }
  };
}
