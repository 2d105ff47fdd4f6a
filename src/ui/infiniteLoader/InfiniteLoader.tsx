/**
 * The shared infinite loader (docs/rules/shell-access-identity.md sections 4, 8 and 9; rules in
 * core/infiniteLoader.ts): put it after a list; when its end comes within 100 px of the viewport it
 * calls load, which fetches the next slice and answers how many items came and whether that was all.
 * A new resetKey (a new filter, a new list) starts over. A load that fails shows the error text and a
 * Retry button; a finished list shows "No results :(" or "No more data :)".
 *
 * Texts: infiniteLoader.loading, infiniteLoader.noResults, infiniteLoader.noMore, infiniteLoader.error,
 * infiniteLoader.retry. Theme tokens: --vmx-color-muted, --vmx-color-border, --vmx-radius, --vmx-space,
 * --vmx-color-focus. Parts: infinite-loader.
 */
import { useCallback, useEffect, useReducer, useRef } from 'react';
import {
  createLoopGuard,
  INFINITE_LOADER_FIRST_CHECK_MS,
  INFINITE_LOADER_THROTTLE_MS,
  INITIAL_LOADER_STATE,
  isWithinTrigger,
  loaderListens,
  loaderMessage,
  loaderOffersRetry,
  LOOP_WARNING,
  nextLoaderState,
} from '../../core/infiniteLoader';
import { INFINITE_LOADER_TEXTS } from '../../core/infiniteLoaderTexts';
import { useTexts } from '../../store/react';
import { Box, RetryButton } from './InfiniteLoader.styles';

export interface LoadResult {
  /** How many items this load added. */
  count: number;
  /** Nothing follows. */
  done: boolean;
}

export interface InfiniteLoaderProps {
  load: () => Promise<LoadResult>;
  /** Changing it starts the list over. */
  resetKey?: string;
}

export function InfiniteLoader({ load, resetKey = '' }: InfiniteLoaderProps) {
  const t = useTexts(INFINITE_LOADER_TEXTS);
  const [state, dispatch] = useReducer(nextLoaderState, INITIAL_LOADER_STATE);
  const sentinel = useRef<HTMLDivElement>(null);
  const loadRef = useRef(load);
  loadRef.current = load;
  // Answers of loads started before a reset are dropped.
  const generation = useRef(0);
  // One loop guard per list: a reset starts a new one.
  const guard = useRef(createLoopGuard());
  const stoppedByLoop = useRef(false);
  // The first check of a list waits a little (section 9); after a load the check is at once.
  const checkedOnce = useRef(false);

  useEffect(() => {
    generation.current += 1;
    stoppedByLoop.current = false;
    checkedOnce.current = false;
    guard.current = createLoopGuard();
    dispatch('reset');
  }, [resetKey]);

  const listens = loaderListens(state);
  const check = useCallback(() => {
    const element = sentinel.current;
    if (!listens || stoppedByLoop.current || !element) return;
    if (!isWithinTrigger(element.getBoundingClientRect().top - window.innerHeight)) return;
    if (guard.current.record(Date.now())) {
      console.warn(LOOP_WARNING);
      stoppedByLoop.current = true;
      return;
    }
    const mine = generation.current;
    dispatch('load');
    loadRef.current().then(
      ({ count, done }) => {
        if (mine !== generation.current) return;
        if (count > 0 || !done) dispatch('loaded');
        if (done) dispatch('complete');
      },
      (error: unknown) => {
        if (mine !== generation.current) return;
        console.warn('[vmx] infinite loader: load failed', error);
        dispatch('error');
      },
    );
  }, [listens]);

  // Ready (first, after a load, after a reset or retry): look again shortly; then on scroll and resize, throttled.
  useEffect(() => {
    if (!listens) return;
    const first = setTimeout(check, checkedOnce.current ? 0 : INFINITE_LOADER_FIRST_CHECK_MS);
    checkedOnce.current = true;
    let lastCheck = 0;
    let pending: ReturnType<typeof setTimeout> | null = null;
    const onScroll = () => {
      if (pending) return;
      const wait = Math.max(0, lastCheck + INFINITE_LOADER_THROTTLE_MS - Date.now());
      pending = setTimeout(() => {
        pending = null;
        lastCheck = Date.now();
        check();
      }, wait);
    };
    addEventListener('scroll', onScroll, { passive: true });
    addEventListener('resize', onScroll, { passive: true });
    return () => {
      clearTimeout(first);
      if (pending) clearTimeout(pending);
      removeEventListener('scroll', onScroll);
      removeEventListener('resize', onScroll);
    };
    // state, not only listens: a quick load may go ready -> loading -> ready within one render.
  }, [state, listens, check]);

  const message = loaderMessage(state);
  return (
    <Box ref={sentinel} part="infinite-loader" data-state={state.status}>
      <p role="status">{message ? t(message) : ''}</p>
      {loaderOffersRetry(state) && (
        <RetryButton type="button" onClick={() => dispatch('retry')}>
          {t('infiniteLoader.retry')}
        </RetryButton>
      )}
    </Box>
  );
}
