import { describe, expect, it } from 'vitest';
import {
  createLoopGuard,
  INFINITE_LOADER_FIRST_CHECK_MS,
  INFINITE_LOADER_LOOP_CHECK_MS,
  INFINITE_LOADER_MAX_CALLS,
  INFINITE_LOADER_THROTTLE_MS,
  INFINITE_LOADER_TRIGGER_DISTANCE_PX,
  INITIAL_LOADER_STATE,
  isWithinTrigger,
  loaderListens,
  loaderMessage,
  loaderOffersRetry,
  nextLoaderState,
  throttleAllows,
  type LoaderEvent,
  type LoaderState,
} from './infiniteLoader';
import { INFINITE_LOADER_TEXTS } from './infiniteLoaderTexts';

const run = (...events: LoaderEvent[]): LoaderState => events.reduce(nextLoaderState, INITIAL_LOADER_STATE);

describe('infinite loader constants (section 9)', () => {
  it('are trigger distance 100, throttle 50 ms, loop check 1000 ms, max 10 calls, first check after 100 ms', () => {
    expect([
      INFINITE_LOADER_TRIGGER_DISTANCE_PX,
      INFINITE_LOADER_THROTTLE_MS,
      INFINITE_LOADER_LOOP_CHECK_MS,
      INFINITE_LOADER_MAX_CALLS,
      INFINITE_LOADER_FIRST_CHECK_MS,
    ]).toEqual([100, 50, 1000, 10, 100]);
  });
});

describe('infinite loader states', () => {
  it('starts ready and listening, showing nothing', () => {
    expect(INITIAL_LOADER_STATE.status).toBe('ready');
    expect(loaderListens(INITIAL_LOADER_STATE)).toBe(true);
    expect(loaderMessage(INITIAL_LOADER_STATE)).toBeNull();
  });
  it('goes to loading on load and back to ready, listening again, on loaded', () => {
    expect(run('load').status).toBe('loading');
    expect(loaderListens(run('load'))).toBe(false);
    expect(run('load', 'loaded')).toEqual({ status: 'ready', loadedSome: true });
    expect(loaderListens(run('load', 'loaded'))).toBe(true);
  });
  it('does not start a second load while one runs', () => {
    expect(run('load', 'load', 'loaded').status).toBe('ready');
  });
  it('shows no results when the first load completes empty', () => {
    expect(loaderMessage(run('load', 'complete'))).toBe('infiniteLoader.noResults');
  });
  it('shows no more data when a later load completes', () => {
    expect(loaderMessage(run('load', 'loaded', 'load', 'complete'))).toBe('infiniteLoader.noMore');
  });
  it('stops listening once complete, and ignores late events', () => {
    const complete = run('load', 'complete');
    expect(loaderListens(complete)).toBe(false);
    expect(nextLoaderState(complete, 'load')).toBe(complete);
    expect(nextLoaderState(complete, 'loaded')).toBe(complete);
  });
  it('shows the error text and a retry button on error, and a reset makes it ready again', () => {
    const failed = run('load', 'error');
    expect(loaderMessage(failed)).toBe('infiniteLoader.error');
    expect(loaderOffersRetry(failed)).toBe(true);
    expect(loaderOffersRetry(run('load', 'complete'))).toBe(false);
    expect(nextLoaderState(failed, 'load')).toBe(failed);
    expect(nextLoaderState(failed, 'reset')).toEqual(INITIAL_LOADER_STATE);
  });
  it('goes back to ready on retry after an error, keeping what was loaded', () => {
    expect(run('load', 'loaded', 'load', 'error', 'retry')).toEqual({ status: 'ready', loadedSome: true });
    expect(run('load', 'retry').status).toBe('loading');
  });
  it('forgets loaded items on reset, so an empty list after a reset shows no results', () => {
    expect(loaderMessage(run('load', 'loaded', 'reset', 'load', 'complete'))).toBe('infiniteLoader.noResults');
  });
  it('shows a loading text while loading', () => {
    expect(loaderMessage(run('load'))).toBe('infiniteLoader.loading');
  });
});

describe('infinite loader texts (section 8)', () => {
  it('are the spec texts', () => {
    expect(INFINITE_LOADER_TEXTS['infiniteLoader.error']).toBe('Opps, something went wrong :(');
    expect(INFINITE_LOADER_TEXTS['infiniteLoader.retry']).toBe('Retry');
    expect(INFINITE_LOADER_TEXTS['infiniteLoader.noResults']).toBe('No results :(');
    expect(INFINITE_LOADER_TEXTS['infiniteLoader.noMore']).toBe('No more data :)');
  });
});

describe('infinite loader trigger and throttle', () => {
  it('triggers within 100 px below the viewport, not further', () => {
    expect(isWithinTrigger(-20)).toBe(true);
    expect(isWithinTrigger(100)).toBe(true);
    expect(isWithinTrigger(101)).toBe(false);
  });
  it('lets a check run at most every 50 ms', () => {
    expect(throttleAllows(null, 0)).toBe(true);
    expect(throttleAllows(1000, 1049)).toBe(false);
    expect(throttleAllows(1000, 1050)).toBe(true);
  });
});

describe('infinite loader loop guard', () => {
  it('reports the 11th call within 1000 ms, once', () => {
    const guard = createLoopGuard();
    const results = Array.from({ length: 12 }, (_, i) => guard.record(1000 + i * 10));
    expect(results.slice(0, 10).every((r) => !r)).toBe(true);
    expect(results[10]).toBe(true);
    expect(results[11]).toBe(false);
  });
  it('does not report 11 calls spread over more than 1000 ms', () => {
    const guard = createLoopGuard();
    const results = Array.from({ length: 11 }, (_, i) => guard.record(i * 120));
    expect(results.some(Boolean)).toBe(false);
  });
  it('counts afresh in the next period', () => {
    const guard = createLoopGuard();
    for (let i = 0; i < 11; i++) guard.record(i);
    const next = Array.from({ length: 10 }, (_, i) => guard.record(2000 + i));
    expect(next.some(Boolean)).toBe(false);
    expect(guard.record(2010)).toBe(true);
  });
});
