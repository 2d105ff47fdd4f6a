import { describe, expect, it } from 'vitest';
import { createWatchClock } from './watchClock';

describe('createWatchClock', () => {
  it('counts only the time it runs, in whole seconds, keeping the rest for the next take', () => {
    const clock = createWatchClock();
    expect(clock.take(1_000)).toBe(0);
    clock.start(1_000);
    expect(clock.running).toBe(true);
    expect(clock.take(31_500)).toBe(30);
    clock.stop(32_000);
    // Paused for a minute: nothing added.
    clock.start(92_000);
    expect(clock.take(101_000)).toBe(10);
    clock.stop(101_000);
    expect(clock.running).toBe(false);
    expect(clock.take(200_000)).toBe(0);
  });

  it('does not count a second start twice', () => {
    const clock = createWatchClock();
    clock.start(0);
    clock.start(5_000);
    expect(clock.take(10_000)).toBe(10);
  });
});
