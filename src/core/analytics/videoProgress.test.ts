import { describe, expect, it } from 'vitest';
import { VIDEO_PROGRESS_STEP_PERCENT } from '../../contracts';
import {
  liveWatchAt,
  MAX_PLAYED_STEP_SECONDS,
  playedBetween,
  progressAt,
  startLiveWatch,
  startProgress,
  takeLiveWatch,
  VIDEO_PROGRESS_MARKERS,
  type ProgressReport,
  type VideoProgress,
} from './videoProgress';

/** Plays from `from` to `to` in time updates of `step` seconds, collecting the reports. */
function play(state: VideoProgress, from: number, to: number, duration: number, step = 0.25) {
  const reports: ProgressReport[] = [];
  let current = state;
  for (let position = from; position <= to + 1e-9; position += step) {
    const next = progressAt(current, position, duration);
    current = next.state;
    reports.push(...next.reports);
  }
  return { state: current, reports };
}

describe('video progress', () => {
  it('has a marker every 25 percent', () => {
    expect(VIDEO_PROGRESS_STEP_PERCENT).toBe(25);
    expect(VIDEO_PROGRESS_MARKERS).toEqual([25, 50, 75, 100]);
  });

  it('reports each marker once, with the seconds watched since the previous one', () => {
    const { reports } = play(startProgress(), 0, 100, 100);
    expect(reports).toEqual([
      { value: 25, seconds: 25 },
      { value: 50, seconds: 25 },
      { value: 75, seconds: 25 },
      { value: 100, seconds: 25 },
    ]);
  });

  it('does not count a seek forward as watched, and reports the markers it jumps past once', () => {
    const start = play(startProgress(), 0, 10, 100);
    expect(start.reports).toEqual([]);
    // A seek from 10 s to 80 s.
    const sought = progressAt(start.state, 80, 100);
    expect(sought.reports).toEqual([
      { value: 25, seconds: 10 },
      { value: 50, seconds: 0 },
      { value: 75, seconds: 0 },
    ]);
    const end = play(sought.state, 80.25, 100, 100);
    expect(end.reports).toEqual([{ value: 100, seconds: 20 }]);
  });

  it('does not report a marker again after seeking back over it, and counts the replayed part as watched', () => {
    const first = play(startProgress(), 0, 30, 100);
    expect(first.reports).toEqual([{ value: 25, seconds: 25 }]);
    const back = progressAt(first.state, 5, 100);
    expect(back.reports).toEqual([]);
    const again = play(back.state, 5.25, 50, 100);
    expect(again.reports).toEqual([{ value: 50, seconds: 50 }]);
  });

  it('reports nothing while the duration is unknown', () => {
    expect(progressAt(startProgress(), 30, Number.NaN).reports).toEqual([]);
    expect(progressAt(startProgress(), 30, Number.POSITIVE_INFINITY).reports).toEqual([]);
  });

  it('counts forward steps up to MAX_PLAYED_STEP_SECONDS as played, and nothing else', () => {
    expect(playedBetween(null, 3)).toBe(0);
    expect(playedBetween(10, 10 + MAX_PLAYED_STEP_SECONDS)).toBe(MAX_PLAYED_STEP_SECONDS);
    expect(playedBetween(10, 10 + MAX_PLAYED_STEP_SECONDS + 0.01)).toBe(0);
    expect(playedBetween(10, 9)).toBe(0);
  });
});

describe('live watch', () => {
  it('adds up the seconds played and starts from zero after each report', () => {
    let state = startLiveWatch();
    for (let position = 100; position <= 160; position += 0.5) state = liveWatchAt(state, position);
    // A jump ahead to the live edge is not watching.
    state = liveWatchAt(state, 400);
    const taken = takeLiveWatch(state);
    expect(taken.seconds).toBe(60);
    expect(taken.state.watched).toBe(0);
    expect(takeLiveWatch(liveWatchAt(taken.state, 401)).seconds).toBe(1);
  });
});
