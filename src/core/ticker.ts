/** The news ticker (docs/rules/content-areas.md sections 4, 5 and 9). */
import { isInTimeWindow, type TimeBound } from './time';

/** The RSS ticker loads after 1 s (docs/rules/content-areas.md section 9). */
export const TICKER_RSS_DELAY_MS = 1000;

/** The separator of ticker items in a ticker text (docs/rules/content-areas.md section 5). */
export const TICKER_SEPARATOR = '; ';

/**
 * Ticker text is split on '; ' after stripping leading and trailing square brackets (docs/rules/content-areas.md
 * section 5): one '[' at the start and one ']' at the end are stripped (after trimming whitespace), so
 * brackets inside the text are kept. Items are trimmed; empty items are dropped.
 */
export function splitTickerText(text: string | null | undefined): string[] {
  if (typeof text !== 'string') return [];
  return text
    .trim()
    .replace(/^\[/, '')
    .replace(/\]$/, '')
    .split(TICKER_SEPARATOR)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

export interface TickerTextEntry {
  startTime?: TimeBound;
  endTime?: TimeBound;
  text: string;
}

export type TickerSource = 'rss' | 'windowed' | 'resource' | 'none' | 'hidden';

export interface TickerSelection {
  source: TickerSource;
  items: string[];
}

/**
 * Ticker source priority (docs/rules/content-areas.md section 4): the RSS feed's items when there are any, else the
 * configured tickerText entries whose time window is open now (every entry for a super user), else the
 * texts of the resource set IndustryLandingPageTickerText; 'none' when all three are empty. Hidden in
 * preview. Windowed and resource texts are split by splitTickerText; RSS items are trimmed only.
 */
export function selectTickerItems(input: {
  rssItems: readonly string[] | null | undefined;
  tickerText: readonly TickerTextEntry[];
  fallbackTexts: readonly string[];
  now: Date | number;
  preview: boolean;
  superUser?: boolean;
}): TickerSelection {
  if (input.preview) return { source: 'hidden', items: [] };
  const rss = (input.rssItems ?? []).map((item) => (typeof item === 'string' ? item.trim() : '')).filter((item) => item !== '');
  if (rss.length > 0) return { source: 'rss', items: rss };
  const windowed = input.tickerText
    .filter((entry) => isInTimeWindow(entry, input.now, input.superUser ?? false))
    .flatMap((entry) => splitTickerText(entry.text));
  if (windowed.length > 0) return { source: 'windowed', items: windowed };
  const resource = input.fallbackTexts.flatMap(splitTickerText);
  if (resource.length > 0) return { source: 'resource', items: resource };
  return { source: 'none', items: [] };
}
