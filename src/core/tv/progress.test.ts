import { describe, expect, it } from 'vitest';
import { isWatchedAt, newProgressMarkers, playedPercent, VIDEO_PROGRESS_MARKERS, VIDEO_PROGRESS_STEP_PERCENT } from './progress';

const at = (currentTime: number, duration = 8, ended = false) => ({ currentTime, duration, ended });

describe('video progress markers (docs/rules/shell-access-identity.md section 9: every 25 percent)', () => {
  it('are the literal 25 % steps 25, 50, 75 and 100', () => {
    expect(VIDEO_PROGRESS_STEP_PERCENT).toBe(25);
    expect(VIDEO_PROGRESS_MARKERS).toEqual([25, 50, 75, 100]);
  });

  it('are recorded once each, when the position first reaches them', () => {
    expect(newProgressMarkers([], at(1.9))).toEqual([]);
    expect(newProgressMarkers([], at(2))).toEqual([25]);
    expect(newProgressMarkers([25], at(3.9))).toEqual([]);
    expect(newProgressMarkers([25], at(4))).toEqual([50]);
    expect(newProgressMarkers([25, 50], at(6.1))).toEqual([75]);
    expect(newProgressMarkers([25, 50, 75], at(8))).toEqual([100]);
    expect(newProgressMarkers([25, 50, 75, 100], at(8))).toEqual([]);
  });

  it('counts every marker a seek passes, in order', () => {
    expect(newProgressMarkers([], at(6.5))).toEqual([25, 50, 75]);
    expect(newProgressMarkers([50], at(7))).toEqual([25, 75]);
  });

  it('takes the end as 100 percent even when the last position falls short of the duration', () => {
    expect(newProgressMarkers([25, 50, 75], at(7.97, 8, true))).toEqual([100]);
    expect(playedPercent(at(7.97, 8, true))).toBe(100);
  });

  it('records nothing while the duration is unknown', () => {
    expect(newProgressMarkers([], at(30, Number.NaN))).toEqual([]);
    expect(newProgressMarkers([], at(30, Number.POSITIVE_INFINITY))).toEqual([]);
    expect(newProgressMarkers([], at(3, 0))).toEqual([]);
  });

  it('counts an episode as watched once the 100 percent marker is reached', () => {
    expect(isWatchedAt([25, 50, 75])).toBe(false);
    expect(isWatchedAt([25, 50, 75, 100])).toBe(true);
  });
});
