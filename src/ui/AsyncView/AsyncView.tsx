/**
 * The one way to show a read (a TanStack query) that may still be loading or may have failed: while there is
 * no data, a loading line (role="status", aria-busy); after a failed load, the message and a Try again button that calls
 * the query's refetch (role="alert"); once there is data, the caller's render prop with it. A refresh that
 * fails keeps the data loaded before on screen, with a small notice and a Try again button beside it.
 * Several reads that must all be there: pass allQueries([a, b]). With a placeholder (ui/Skeleton: cards or
 * rows shaped like the content), the loading state is that placeholder in a status box marked aria-busy, the
 * loading text kept for screen readers only.
 *
 * Texts: asyncView.loading, asyncView.error, asyncView.retry, asyncView.stale, each replaced by the caller's
 * own (already translated) text when given. Theme tokens: --vmx-space, --vmx-color-control-border, --vmx-radius,
 * --vmx-color-focus (the retry button), --vmx-color-muted (the notice). Parts: none (the caller's box and
 * stateAttribute mark the states).
 */
import type { ElementType, ReactNode } from 'react';
import { ASYNC_VIEW_TEXTS } from '../../core/asyncViewTexts';
import { useTexts } from '../../store/react';
import { VisuallyHidden } from '../VisuallyHidden';
import { RetryButton, StaleNotice } from './AsyncView.styles';

/** What AsyncView reads of a query result (a UseQueryResult fits, and so does allQueries). */
export interface AsyncQuery<T> {
  data: T | undefined;
  error: unknown;
  isError: boolean;
  refetch(): unknown;
}

interface AsyncViewTexts {
  loading?: string;
  error?: string;
  retry?: string;
  stale?: string;
}

type AsyncState = 'loading' | 'error' | 'stale';

export interface AsyncViewProps<T> {
  query: AsyncQuery<T>;
  /** What to show once the data is there (also while a failed refresh keeps the old data). */
  children: (data: T) => ReactNode;
  /** The caller's own texts, translated (e.g. t('charity.projects.loading')); else the asyncView.* texts. */
  texts?: AsyncViewTexts;
  /**
   * 'inline' (default): the error message and the button in one box. 'block': a <div role="alert"> with the
   * message in its own box and the button after it.
   */
  layout?: 'inline' | 'block';
  /** The element of the loading line and of the error message (default <p>). */
  box?: ElementType;
  /** The element of the error message when it differs from box (a danger-coloured paragraph). */
  errorBox?: ElementType;
  /** A data attribute set to the state on the loading and error boxes (e.g. 'data-detail'). */
  stateAttribute?: `data-${string}`;
  /** A failure the caller shows its own way (a 404 as "not found"): return it, or undefined for the error state. */
  failed?: (error: unknown) => ReactNode | undefined;
  /** No Try again button (a closed form's page has no buttons at all). */
  retryHidden?: boolean;
  /** Show the notice when a refresh failed and the older data stays (default true). */
  staleNotice?: boolean;
  /** Shown while loading instead of the loading line: a skeleton shaped like the content (ui/Skeleton). */
  placeholder?: ReactNode;
}

export function AsyncView<T>({
  query,
  children,
  texts = {},
  layout = 'inline',
  box: Box = 'p',
  errorBox: ErrorBox = Box,
  stateAttribute,
  failed,
  retryHidden = false,
  staleNotice = true,
  placeholder,
}: AsyncViewProps<T>) {
  const t = useTexts(ASYNC_VIEW_TEXTS);
  const mark = (state: AsyncState) => (stateAttribute ? { [stateAttribute]: state } : {});
  const retryText = texts.retry ?? t('asyncView.retry');
  const inline = layout === 'inline';
  const retry = retryHidden ? null : (
    <RetryButton type="button" $inline={inline} onClick={() => void query.refetch()}>
      {retryText}
    </RetryButton>
  );

  if (query.data !== undefined) {
    return (
      <>
        {query.isError && staleNotice && (
          <StaleNotice role="status" {...mark('stale')}>
            {texts.stale ?? t('asyncView.stale')}
            {retryHidden ? null : (
              <RetryButton type="button" $inline onClick={() => void query.refetch()}>
                {retryText}
              </RetryButton>
            )}
          </StaleNotice>
        )}
        {children(query.data)}
      </>
    );
  }

  if (!query.isError && placeholder !== undefined) {
    return (
      <div role="status" aria-busy="true" {...mark('loading')}>
        <VisuallyHidden>{texts.loading ?? t('asyncView.loading')}</VisuallyHidden>
        {placeholder}
      </div>
    );
  }
  if (!query.isError) {
    return (
      <Box role="status" aria-busy="true" {...mark('loading')}>
        {texts.loading ?? t('asyncView.loading')}
      </Box>
    );
  }

  const own = failed?.(query.error);
  if (own !== undefined) return own;
  const message = texts.error ?? t('asyncView.error');
  if (inline) {
    return (
      <ErrorBox role="alert" {...mark('error')}>
        {message}
        {retry}
      </ErrorBox>
    );
  }
  return (
    <div role="alert" {...mark('error')}>
      <ErrorBox>{message}</ErrorBox>
      {retry}
    </div>
  );
}

/** A read's data once it is there (a query result's data type includes undefined until then). */
type DataOf<Q> = Q extends { data: infer T } ? Exclude<T, undefined> : never;

/**
 * Several reads as one, for a view that needs them all: data once every one has data; before that, an error
 * when one failed without data; a refetch that reads again the ones that failed.
 */
export function allQueries<const Q extends readonly AsyncQuery<unknown>[]>(queries: Q): AsyncQuery<{ [K in keyof Q]: DataOf<Q[K]> }> {
  const complete = queries.every((query) => query.data !== undefined);
  // Complete: a failed refresh (stale data). Not yet: only a read that has nothing counts as failed.
  const failed = queries.filter((query) => query.isError && (complete || query.data === undefined));
  return {
    data: complete ? (queries.map((query) => query.data) as { [K in keyof Q]: DataOf<Q[K]> }) : undefined,
    error: failed[0]?.error ?? null,
    isError: failed.length > 0,
    refetch: () => Promise.all((failed.length > 0 ? failed : queries).map((query) => query.refetch())),
  };
}
