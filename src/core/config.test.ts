import { describe, expect, it } from 'vitest';
import { defaultEventConfig, isSafeThemeValue, parseEventConfig, parseTheme } from './config';
import { parsePageTitles } from './pageTitles';
import { parseTickerConfig } from './tickerConfig';
import { parseVisibility } from './visibility';

const DEFAULTS = { raw: {}, hideTicker: false, ticker: { rssTickerText: '', tickerText: [] }, PageTitles: {} };

/** config_json read as the client reads it: the object (config.ts), then each area's keys. */
function parseConfig(raw: string | undefined | null) {
  const { config, warnings } = parseEventConfig(raw);
  const ticker = parseTickerConfig(config.raw);
  const titles = parsePageTitles(config.raw);
  return {
    config: { raw: config.raw, hideTicker: ticker.hideTicker, ticker: ticker.ticker, PageTitles: titles.titles },
    warnings: [...warnings, ...ticker.warnings, ...titles.warnings],
  };
}

describe('parseEventConfig', () => {
  it('gives the defaults without warnings for a missing or empty config', () => {
    for (const raw of [undefined, null, '', '  ']) {
      expect(parseConfig(raw)).toEqual({ config: DEFAULTS, warnings: [] });
    }
    expect(defaultEventConfig()).toEqual({ raw: {} });
  });

  it('reads hideTicker, the ticker and PageTitles, and keeps the whole object including unknown keys in raw', () => {
    const json = {
      hideTicker: true,
      ticker: {
        rssTickerText: ' https://news.example.org/rss ',
        tickerText: [{ startTime: '2025-08-29T08:00:00Z', endTime: null, text: '[a; b]' }, { text: 'c' }],
      },
      PageTitles: { HomePage: 'Welcome', ProgramPage: null },
      tvWidget: { active: true },
    };
    const { config, warnings } = parseConfig(JSON.stringify(json));
    expect(warnings).toEqual([]);
    expect(config).toEqual({
      hideTicker: true,
      ticker: {
        rssTickerText: 'https://news.example.org/rss',
        tickerText: [
          { startTime: '2025-08-29T08:00:00Z', endTime: null, text: '[a; b]' },
          { startTime: null, endTime: null, text: 'c' },
        ],
      },
      PageTitles: { HomePage: 'Welcome', ProgramPage: null },
      raw: json,
    });
  });

  it('falls back to the defaults with a warning for malformed JSON', () => {
    const { config, warnings } = parseConfig('{"hideTicker": tru');
    expect(config).toEqual(DEFAULTS);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^config_json: not valid JSON \(.+\); using the defaults$/);
  });

  it('falls back to the defaults with a warning when the JSON is not an object', () => {
    expect(parseConfig('[1,2]')).toEqual({ config: DEFAULTS, warnings: ['config_json: is an array, not an object; using the defaults'] });
    expect(parseConfig('"x"').warnings).toEqual(['config_json: is a string, not an object; using the defaults']);
  });

  it('gives a field of the wrong type its default and a warning naming the field, keeping the other fields', () => {
    const { config, warnings } = parseConfig(JSON.stringify({ hideTicker: 'yes', ticker: [], PageTitles: { HomePage: 'Hi' } }));
    expect(config.hideTicker).toBe(false);
    expect(config.ticker).toEqual({ rssTickerText: '', tickerText: [] });
    expect(config.PageTitles).toEqual({ HomePage: 'Hi' });
    expect(warnings).toEqual([
      'config_json: hideTicker is a string, not a boolean; using false',
      'config_json: ticker is an array, not an object; using an empty ticker',
    ]);
  });

  it('skips ticker entries it cannot read, naming them, and keeps the rest', () => {
    const raw = JSON.stringify({
      ticker: {
        rssTickerText: 5,
        tickerText: [{ text: 'ok' }, 'bare', { text: 3 }, { text: 'late', startTime: 17 }, { text: 'bad date', endTime: 'soon' }],
      },
    });
    const { config, warnings } = parseConfig(raw);
    expect(config.ticker).toEqual({
      rssTickerText: '',
      tickerText: [
        { startTime: null, endTime: null, text: 'ok' },
        { startTime: null, endTime: null, text: 'bad date' },
      ],
    });
    expect(warnings).toEqual([
      'config_json: ticker.rssTickerText is a number, not a string; no RSS feed',
      'config_json: ticker.tickerText[1] is a string, not an object; entry skipped',
      'config_json: ticker.tickerText[2].text is not a string; entry skipped',
      'config_json: ticker.tickerText[3].startTime is a number, not a date string',
      'config_json: ticker.tickerText[3] skipped',
      'config_json: ticker.tickerText[4].endTime is not a valid date ("soon"); bound ignored',
    ]);
  });

  it('reads a wrongly typed page title as not configured, and blank titles as null', () => {
    const { config, warnings } = parseConfig(JSON.stringify({ PageTitles: { HomePage: 7, LivePage: ' ' } }));
    expect(config.PageTitles).toEqual({ HomePage: null, LivePage: null });
    expect(warnings).toEqual(['config_json: PageTitles.HomePage is a number, not a string; not configured']);
  });

  it('treats null fields as absent, without warnings', () => {
    expect(parseConfig(JSON.stringify({ hideTicker: null, ticker: null, PageTitles: null })).warnings).toEqual([]);
  });

  it('keeps a PageTitles key named __proto__ as a plain key', () => {
    const { config } = parseConfig('{"PageTitles": {"__proto__": "x"}}');
    expect(Object.getPrototypeOf(config.PageTitles)).toBe(Object.prototype);
    expect(config.PageTitles['__proto__']).toBe('x');
  });
});

describe('parseTheme', () => {
  it('takes tokens with lower-case names and safe values; later duplicates win', () => {
    const { tokens, warnings } = parseTheme([
      { resourcename: 'color-primary', resourcevalue: ' #003366 ' },
      { resourcename: 'font-family', resourcevalue: '"Open Sans", sans-serif' },
      { resourcename: 'radius', resourcevalue: '4px' },
      { resourcename: 'radius', resourcevalue: '8px' },
    ]);
    expect(tokens).toEqual({ 'color-primary': '#003366', 'font-family': '"Open Sans", sans-serif', radius: '8px' });
    expect(warnings).toEqual([]);
  });

  it('refuses token names that are not /^[a-z][a-z0-9-]*$/, with a warning', () => {
    const { tokens, warnings } = parseTheme([
      { resourcename: 'Color', resourcevalue: 'red' },
      { resourcename: '1x', resourcevalue: 'red' },
      { resourcename: '--vmx-x', resourcevalue: 'red' },
      { resourcename: '__proto__', resourcevalue: 'red' },
      { resourcename: 'a b', resourcevalue: 'red' },
    ]);
    expect(tokens).toEqual({});
    expect(warnings).toHaveLength(5);
    expect(warnings[0]).toBe('VMXTheme: token name "Color" is not lower-case letters, digits and hyphens; skipped');
  });

  it('refuses values that could escape a CSS custom property, with a warning naming the token', () => {
    const unsafe = ['red; color: blue', 'red}body{x:y', '<script>', 'a>b', 'red\\3b', 'a\nb', 'a /* b', '"unclosed', "'", ''];
    for (const value of unsafe) expect(isSafeThemeValue(value)).toBe(false);
    const { tokens, warnings } = parseTheme([{ resourcename: 'color-primary', resourcevalue: 'red;}' }]);
    expect(tokens).toEqual({});
    expect(warnings).toEqual(['VMXTheme: color-primary has an unsafe or empty value; skipped']);
  });

  it('never throws on broken input', () => {
    expect(parseTheme(null)).toEqual({ tokens: {}, warnings: [] });
    expect(parseTheme({} as never).warnings).toEqual(['VMXTheme: not a list of resources; no theme']);
    expect(parseTheme([null, { resourcename: 'x', resourcevalue: 3 }] as never).warnings).toEqual([
      'VMXTheme: resource [0] has no resourcename; skipped',
      'VMXTheme: x has no string value; skipped',
    ]);
  });
});

describe('parseVisibility', () => {
  it('reads {"visible":true,"startTime":null,"endTime":null} per component', () => {
    const { visibility, warnings } = parseVisibility([
      { resourcename: 'ticker', resourcevalue: '{"visible":true,"startTime":null,"endTime":null}' },
      { resourcename: 'logoGrid', resourcevalue: '{"visible":false,"startTime":"2025-08-29T08:00:00Z","endTime":"2025-08-30T08:00:00Z"}' },
    ]);
    expect(warnings).toEqual([]);
    expect(visibility).toEqual({
      ticker: { visible: true, startTime: null, endTime: null },
      logoGrid: { visible: false, startTime: '2025-08-29T08:00:00Z', endTime: '2025-08-30T08:00:00Z' },
    });
  });

  it('skips a component whose value is not a JSON object, with a warning', () => {
    const { visibility, warnings } = parseVisibility([
      { resourcename: 'ticker', resourcevalue: '{visible:true}' },
      { resourcename: 'tv', resourcevalue: 'true' },
    ]);
    expect(visibility).toEqual({});
    expect(warnings[0]).toMatch(/^ComponentVisibility: ticker is not valid JSON \(.+\); skipped$/);
    expect(warnings[1]).toBe('ComponentVisibility: tv is a boolean, not an object; skipped');
  });

  it('gives a field of the wrong type its default, with a warning naming the field', () => {
    const { visibility, warnings } = parseVisibility([
      { resourcename: 'ticker', resourcevalue: '{"visible":"no","startTime":5,"endTime":"never"}' },
    ]);
    expect(visibility).toEqual({ ticker: { visible: true, startTime: null, endTime: null } });
    expect(warnings).toEqual([
      'ComponentVisibility: ticker.visible is a string, not a boolean; using true',
      'ComponentVisibility: ticker.startTime is a number, not a date string',
      'ComponentVisibility: ticker.endTime is not a valid date ("never"); bound ignored',
    ]);
  });

  it('never throws on broken input', () => {
    expect(parseVisibility(undefined)).toEqual({ visibility: {}, warnings: [] });
    expect(parseVisibility([{ resourcename: '', resourcevalue: '{}' }, { resourcename: 'x' }] as never).warnings).toEqual([
      'ComponentVisibility: resource [0] has no resourcename; skipped',
      'ComponentVisibility: x has no string value; skipped',
    ]);
  });
});
