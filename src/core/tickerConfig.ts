/**
 * The ticker's part of config_json (docs/rules/shell-access-identity.md section 3: hideTicker; docs/rules/content-areas.md
 * section 3: rssTickerText, or tickerText entries with startTime, endTime and text). Never throws: a
 * field of the wrong type gets its default and a warning naming it.
 */
import { CONFIG } from './config';
import { describe, isRecord, readTime } from './configGuards';

export interface TickerTextConfig {
  startTime: string | null;
  endTime: string | null;
  text: string;
}

export interface TickerConfig {
  hideTicker: boolean;
  ticker: { rssTickerText: string; tickerText: TickerTextConfig[] };
}

export function parseTickerConfig(root: Record<string, unknown>): TickerConfig & { warnings: string[] } {
  const warnings: string[] = [];
  let hideTicker = false;
  let ticker: TickerConfig['ticker'] = { rssTickerText: '', tickerText: [] };
  if (typeof root.hideTicker === 'boolean') hideTicker = root.hideTicker;
  else if (root.hideTicker !== undefined && root.hideTicker !== null) {
    warnings.push(`${CONFIG}: hideTicker is ${describe(root.hideTicker)}, not a boolean; using false`);
  }
  if (isRecord(root.ticker)) ticker = readTicker(root.ticker, warnings);
  else if (root.ticker !== undefined && root.ticker !== null) {
    warnings.push(`${CONFIG}: ticker is ${describe(root.ticker)}, not an object; using an empty ticker`);
  }
  return { hideTicker, ticker, warnings };
}

function readTicker(ticker: Record<string, unknown>, warnings: string[]): TickerConfig['ticker'] {
  const result: TickerConfig['ticker'] = { rssTickerText: '', tickerText: [] };
  const rss = ticker.rssTickerText;
  if (typeof rss === 'string') result.rssTickerText = rss.trim();
  else if (rss !== undefined && rss !== null) {
    warnings.push(`${CONFIG}: ticker.rssTickerText is ${describe(rss)}, not a string; no RSS feed`);
  }
  const entries = ticker.tickerText;
  if (Array.isArray(entries)) {
    entries.forEach((entry: unknown, index) => {
      const field = `ticker.tickerText[${index}]`;
      if (!isRecord(entry)) {
        warnings.push(`${CONFIG}: ${field} is ${describe(entry)}, not an object; entry skipped`);
        return;
      }
      if (typeof entry.text !== 'string') {
        warnings.push(`${CONFIG}: ${field}.text is not a string; entry skipped`);
        return;
      }
      const startTime = readTime(entry.startTime, `${field}.startTime`, warnings, CONFIG);
      const endTime = readTime(entry.endTime, `${field}.endTime`, warnings, CONFIG);
      // A wrongly typed bound skips the entry: shown without its window, it could run for ever.
      if (startTime === undefined || endTime === undefined) {
        warnings.push(`${CONFIG}: ${field} skipped`);
        return;
      }
      result.tickerText.push({ startTime, endTime, text: entry.text });
    });
  } else if (entries !== undefined && entries !== null) {
    warnings.push(`${CONFIG}: ticker.tickerText is ${describe(entries)}, not an array; no ticker texts`);
  }
  return result;
}
