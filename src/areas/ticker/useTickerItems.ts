/**
 * The ticker's items from its three sources (docs/rules/content-areas.md section 4, ticker source priority): the
 * RSS feed (loaded 1 s after the ticker appears, docs/rules/content-areas.md section 9), the event's time-windowed
 * tickerText, then the IndustryLandingPageTickerText resource set. core/ticker.ts decides between them.
 */
import { useQuery } from '@tanstack/react-query';
import { RESOURCE_SETS } from '../../contracts';
import { selectTickerItems, TICKER_RSS_DELAY_MS } from '../../core/ticker';
import { coreQueries } from '../../store/queries/core';
import { queryScope } from '../../store/queries/keys';
import { rssQueries } from '../../store/queries/rss';
import { useEventContext, useEventState } from '../../store/react';
import { delay, useNow } from '../../store/useNow';
import { useTickerConfig } from './useTickerConfig';

/** Ours: how often the ticker re-checks its time windows. */
const WINDOW_CHECK_MS = 30_000;

export function useTickerItems() {
  const context = useEventContext();
  const language = useEventState((state) => state.loadedLanguage);
  const { ticker } = useTickerConfig();
  const preview = useEventState((state) => state.preview);
  const superUser = useEventState((state) => state.superUser);
  const now = useNow(WINDOW_CHECK_MS);
  const feedUrl = ticker.rssTickerText.trim();

  const scope = queryScope(context, language ?? '');
  const rss = useQuery({
    ...rssQueries.titles(scope, feedUrl, (signal) => delay(TICKER_RSS_DELAY_MS, signal)),
    enabled: language !== null && feedUrl !== '',
  });

  const sources = { rssItems: rss.data ?? null, tickerText: ticker.tickerText, now, preview, superUser };
  const primary = selectTickerItems({ ...sources, fallbackTexts: [] });
  // The resource set is the last resort: fetched only when neither RSS nor a windowed text has items.
  const fallback = useQuery({
    ...coreQueries.resources(scope, RESOURCE_SETS.tickerFallback),
    enabled: language !== null && primary.source === 'none',
  });
  if (primary.source !== 'none') return primary;
  return selectTickerItems({ ...sources, fallbackTexts: (fallback.data ?? []).map((resource) => resource.resourcevalue) });
}
