/**
 * When a programme search that found nothing is tracked (search-empty; ours, issue 23). Its own module: the
 * programme's first screen imports it, and nothing else of the tracking rules.
 */

/** A search counts once typing has paused this long on it, so that the letters typed on the way to a word are not each a search. */
export const SEARCH_SETTLED_MS = 1_500;
