import { describe, expect, it } from 'vitest';
import { APP_INITIAL_LOAD_DELAY_MS, appInitialised, splashDecision, untilInitialised } from './splashScreen';

describe('splash screen', () => {
  it('is removed at once for someone who has seen it', () => {
    expect(splashDecision({ pageShown: null, seen: true, specialMode: false })).toEqual({ remove: true, remember: false });
  });
  it('stays while no page shows yet', () => {
    expect(splashDecision({ pageShown: null, seen: false, specialMode: false })).toEqual({ remove: false, remember: false });
  });
  it('is removed on showing home, which is remembered', () => {
    expect(splashDecision({ pageShown: 'HomePage', seen: false, specialMode: false })).toEqual({ remove: true, remember: true });
  });
  it('is not remembered in a special mode', () => {
    expect(splashDecision({ pageShown: 'HomePage', seen: false, specialMode: true })).toEqual({ remove: true, remember: false });
  });
  it('is removed but not remembered when the first page is not home', () => {
    expect(splashDecision({ pageShown: 'ContentPage', seen: false, specialMode: false })).toEqual({ remove: true, remember: false });
  });
});

describe('app start', () => {
  it('counts as initialised 2 s after start (section 9)', () => {
    expect(APP_INITIAL_LOAD_DELAY_MS).toBe(2000);
    expect(appInitialised(1000, 2999)).toBe(false);
    expect(appInitialised(1000, 3000)).toBe(true);
    expect(untilInitialised(1000, 1500)).toBe(1500);
    expect(untilInitialised(1000, 5000)).toBe(0);
  });
});
