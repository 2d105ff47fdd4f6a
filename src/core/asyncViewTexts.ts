/**
 * English defaults of the shared async view's texts (ui/AsyncView): what a read shows while it loads, when it
 * failed, and when a refresh failed while the data loaded before is still shown. Callers usually pass their
 * own area's texts instead; these are the fallback.
 */
export const ASYNC_VIEW_TEXTS = {
  'asyncView.loading': 'Loading…',
  'asyncView.error': 'This could not be loaded.',
  'asyncView.retry': 'Try again',
  'asyncView.stale': 'This could not be refreshed; it is shown as it was loaded before.',
} as const;
