/** English defaults of the shared infinite loader's texts (docs/rules/shell-access-identity.md section 8; loading is ours). */
export const INFINITE_LOADER_TEXTS = {
  'infiniteLoader.loading': 'Loading more…',
  'infiniteLoader.noResults': 'No results :(',
  'infiniteLoader.noMore': 'No more data :)',
  'infiniteLoader.error': 'Opps, something went wrong :(',
  'infiniteLoader.retry': 'Retry',
} as const;
