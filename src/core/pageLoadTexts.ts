/**
 * English defaults of the two texts a page loaded on demand shows while its code arrives or when it cannot
 * be loaded (ui/lazyPage.tsx). A module of their own, so that an element's first download carries these two
 * and not the whole frame's texts (shellTexts.ts spreads them in).
 */
export const PAGE_LOAD_TEXTS = {
  'app.loading': 'Loading…',
  'app.error.title': 'Something went wrong',
} as const;
