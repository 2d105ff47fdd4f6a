/**
 * The infinite loader's rules (docs/rules/shell-access-identity.md section 4 "Infinite loader", section 8 texts,
 * section 9 constants): states ready, loading, complete, error; "loaded" returns to ready and checks
 * again; "complete" stops listening; "reset" returns to ready; an empty first load shows no-results, a
 * later one no-more; an error shows a retry button. The loop guard warns when the load callback runs
 * more than 10 times within the loop-check period. No clock here: callers pass now.
 */

/** docs/rules/shell-access-identity.md section 9, "Infinite loader". */
export const INFINITE_LOADER_TRIGGER_DISTANCE_PX = 100;
export const INFINITE_LOADER_THROTTLE_MS = 50;
export const INFINITE_LOADER_LOOP_CHECK_MS = 1000;
export const INFINITE_LOADER_MAX_CALLS = 10;
export const INFINITE_LOADER_FIRST_CHECK_MS = 100;

export type LoaderStatus = 'ready' | 'loading' | 'complete' | 'error';

export interface LoaderState {
  status: LoaderStatus;
  /** Some load since the last reset brought items: completing then means "no more", not "no results". */
  loadedSome: boolean;
}

/** retry: the retry button after an error; back to ready, keeping what was loaded. */
export type LoaderEvent = 'load' | 'loaded' | 'complete' | 'error' | 'reset' | 'retry';

export const INITIAL_LOADER_STATE: LoaderState = { status: 'ready', loadedSome: false };

/**
 * The next state. A load starts only from ready (retry after an error is a reset then a load); loaded,
 * complete and error answer a running load; reset works from anywhere.
 */
export function nextLoaderState(state: LoaderState, event: LoaderEvent): LoaderState {
  switch (event) {
    case 'reset':
      return INITIAL_LOADER_STATE;
    case 'load':
      return state.status === 'ready' ? { ...state, status: 'loading' } : state;
    case 'loaded':
      return state.status === 'loading' ? { status: 'ready', loadedSome: true } : state;
    case 'complete':
      return state.status === 'loading' || state.status === 'ready' ? { ...state, status: 'complete' } : state;
    case 'error':
      return state.status === 'loading' ? { ...state, status: 'error' } : state;
    case 'retry':
      return state.status === 'error' ? { ...state, status: 'ready' } : state;
  }
}

/** Whether the loader listens for scrolling: only when ready (complete stops listening). */
export function loaderListens(state: LoaderState): boolean {
  return state.status === 'ready';
}

export type LoaderMessage = 'infiniteLoader.loading' | 'infiniteLoader.noResults' | 'infiniteLoader.noMore' | 'infiniteLoader.error' | null;

/** The text the loader shows in a state (keys of infiniteLoaderTexts.ts); null: nothing. */
export function loaderMessage(state: LoaderState): LoaderMessage {
  switch (state.status) {
    case 'loading':
      return 'infiniteLoader.loading';
    case 'complete':
      return state.loadedSome ? 'infiniteLoader.noMore' : 'infiniteLoader.noResults';
    case 'error':
      return 'infiniteLoader.error';
    case 'ready':
      return null;
  }
}

/** The retry button shows only in the error state. */
export function loaderOffersRetry(state: LoaderState): boolean {
  return state.status === 'error';
}

/** Whether the end of the list is close enough to load more: within the trigger distance below the viewport. */
export function isWithinTrigger(distanceBelowViewportPx: number): boolean {
  return distanceBelowViewportPx <= INFINITE_LOADER_TRIGGER_DISTANCE_PX;
}

/** Scroll checks are throttled: a check runs when the last one is at least the throttle period ago. */
export function throttleAllows(lastCheckAt: number | null, now: number): boolean {
  return lastCheckAt === null || now - lastCheckAt >= INFINITE_LOADER_THROTTLE_MS;
}

export const LOOP_WARNING =
  `[vmx] infinite loader: the load callback ran more than ${INFINITE_LOADER_MAX_CALLS} times within ${INFINITE_LOADER_LOOP_CHECK_MS} ms. ` +
  'A load that neither brings items nor completes keeps triggering itself; call complete when there is no more data.';

export interface LoopGuard {
  /** Counts one call of the load callback at now; true when this call is one too many (warn, then stop triggering by itself). */
  record(now: number): boolean;
}

/**
 * Counts load calls per loop-check period (the period starts at the first call after the previous one
 * ended). More than the maximum within one period is a loop; it is reported once per period.
 */
export function createLoopGuard(): LoopGuard {
  let periodStart: number | null = null;
  let calls = 0;
  let reported = false;
  return {
    record(now: number): boolean {
      if (periodStart === null || now - periodStart >= INFINITE_LOADER_LOOP_CHECK_MS) {
        periodStart = now;
        calls = 0;
        reported = false;
      }
      calls += 1;
      if (calls > INFINITE_LOADER_MAX_CALLS && !reported) {
        reported = true;
        return true;
      }
      return false;
    },
  };
}
