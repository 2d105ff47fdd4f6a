import { describe, expect, it } from 'vitest';
import { selectTickerItems, splitTickerText, TICKER_RSS_DELAY_MS, TICKER_SEPARATOR } from './ticker';

describe('splitTickerText (content section 5)', () => {
  it("strips the leading and trailing square bracket, then splits on '; '", () => {
    expect(TICKER_SEPARATOR).toBe('; ');
    expect(splitTickerText('[a; b]')).toEqual(['a', 'b']);
    expect(splitTickerText('a; b; c')).toEqual(['a', 'b', 'c']);
  });

  it('keeps inner brackets', () => {
    expect(splitTickerText('[Hall [A] opens; [Live] now]')).toEqual(['Hall [A] opens', '[Live] now']);
    expect(splitTickerText('[[a]; [b]]')).toEqual(['[a]', '[b]']);
  });

  it('splits only on semicolon followed by a space, trims items and drops empty ones', () => {
    expect(splitTickerText('  [ a;b ;  ; c ]  ')).toEqual(['a;b', 'c']);
    expect(splitTickerText('[]')).toEqual([]);
    expect(splitTickerText('')).toEqual([]);
    expect(splitTickerText(null)).toEqual([]);
  });
});

describe('selectTickerItems (content section 4, ticker source priority)', () => {
  const now = Date.parse('2025-08-30T12:00:00Z');
  const open = { startTime: '2025-08-30T00:00:00Z', endTime: '2025-08-31T00:00:00Z', text: '[Open 1; Open 2]' };
  const closed = { startTime: '2025-09-01T00:00:00Z', endTime: null, text: 'Later' };
  const base = {
    rssItems: null,
    tickerText: [open, closed],
    fallbackTexts: ['[Fallback a; Fallback b]'],
    now,
    preview: false,
    superUser: false,
  };

  it('loads the RSS feed after 1 s (content section 9)', () => {
    expect(TICKER_RSS_DELAY_MS).toBe(1000);
  });

  it('takes the RSS items first when there are any', () => {
    expect(selectTickerItems({ ...base, rssItems: [' News 1 ', '', 'News; 2'] })).toEqual({ source: 'rss', items: ['News 1', 'News; 2'] });
  });

  it('takes the time-windowed tickerText open now when RSS is empty or absent', () => {
    expect(selectTickerItems({ ...base, rssItems: [] })).toEqual({ source: 'windowed', items: ['Open 1', 'Open 2'] });
    expect(selectTickerItems({ ...base, rssItems: ['  '] })).toEqual({ source: 'windowed', items: ['Open 1', 'Open 2'] });
  });

  it('shows a super user every windowed text, open or not', () => {
    expect(selectTickerItems({ ...base, superUser: true })).toEqual({ source: 'windowed', items: ['Open 1', 'Open 2', 'Later'] });
  });

  it('falls back to the IndustryLandingPageTickerText resource texts when no windowed text is open', () => {
    expect(selectTickerItems({ ...base, tickerText: [closed] })).toEqual({ source: 'resource', items: ['Fallback a', 'Fallback b'] });
  });

  it("is 'none' when all three sources are empty", () => {
    expect(selectTickerItems({ ...base, tickerText: [], fallbackTexts: [] })).toEqual({ source: 'none', items: [] });
  });

  it('is hidden in preview, whatever the sources', () => {
    expect(selectTickerItems({ ...base, rssItems: ['News'], preview: true })).toEqual({ source: 'hidden', items: [] });
  });
});
