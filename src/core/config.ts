/**
 * The event's configuration from the server (shell-access-identity.md sections 1 and 3, content-areas.md
 * sections 3 and 7: the config_json resource, the theme set and component visibility). Parsing never
 * throws: what cannot be read falls back to its default and adds a warning that names the field.
 * Hand-written type guards; no schema library in the client bundle.
 *
 * A null value counts as absent (its default, no warning); a value of the wrong type gets a warning.
 */
import { describe, isRecord, parseJson, readTime } from './configGuards';

export interface TickerTextConfig {
  startTime: string | null;
  endTime: string | null;
  text: string;
}

export interface EventConfig {
  /** App config hideTicker (shell-access-identity.md section 3). */
  hideTicker: boolean;
  /** Ticker configuration (content-areas.md section 3). */
  ticker: { rssTickerText: string; tickerText: TickerTextConfig[] };
  /** Titles per page key, null when not configured (shell-access-identity.md section 3). */
  PageTitles: Record<string, string | null>;
  /** The whole parsed config object, known and unknown keys, for the areas that read other keys. */
  raw: Record<string, unknown>;
}

export interface ResourceLike {
  resourcename: string;
  resourcevalue: string;
}

export function defaultEventConfig(): EventConfig {
  return { hideTicker: false, ticker: { rssTickerText: '', tickerText: [] }, PageTitles: {}, raw: {} };
}

const CONFIG = 'config_json';
const THEME = 'VMXTheme';

// ---- config_json ----

/** Parses the config_json resource value. Missing or empty: the defaults, without a warning. */
export function parseEventConfig(raw: string | undefined | null): { config: EventConfig; warnings: string[] } {
  const config = defaultEventConfig();
  const warnings: string[] = [];
  if (typeof raw !== 'string' || raw.trim() === '') return { config, warnings };
  const parsed = parseJson(raw);
  if (!parsed.ok) {
    warnings.push(`${CONFIG}: not valid JSON (${parsed.message}); using the defaults`);
    return { config, warnings };
  }
  if (!isRecord(parsed.value)) {
    warnings.push(`${CONFIG}: is ${describe(parsed.value)}, not an object; using the defaults`);
    return { config, warnings };
  }
  const root = parsed.value;
  config.raw = root;

  const hideTicker = root.hideTicker;
  if (typeof hideTicker === 'boolean') config.hideTicker = hideTicker;
  else if (hideTicker !== undefined && hideTicker !== null) {
    warnings.push(`${CONFIG}: hideTicker is ${describe(hideTicker)}, not a boolean; using false`);
  }

  const ticker = root.ticker;
  if (isRecord(ticker)) config.ticker = readTicker(ticker, warnings);
  else if (ticker !== undefined && ticker !== null) {
    warnings.push(`${CONFIG}: ticker is ${describe(ticker)}, not an object; using an empty ticker`);
  }

  const titles = root.PageTitles;
  if (isRecord(titles)) config.PageTitles = readPageTitles(titles, warnings);
  else if (titles !== undefined && titles !== null) {
    warnings.push(`${CONFIG}: PageTitles is ${describe(titles)}, not an object; no configured titles`);
  }
  return { config, warnings };
}

function readTicker(ticker: Record<string, unknown>, warnings: string[]): EventConfig['ticker'] {
  const result: EventConfig['ticker'] = { rssTickerText: '', tickerText: [] };
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

function readPageTitles(titles: Record<string, unknown>, warnings: string[]): Record<string, string | null> {
  const entries: [string, string | null][] = [];
  for (const [key, value] of Object.entries(titles)) {
    if (typeof value === 'string') entries.push([key, value.trim() === '' ? null : value]);
    else if (value === null) entries.push([key, null]);
    else {
      warnings.push(`${CONFIG}: PageTitles.${key} is ${describe(value)}, not a string; not configured`);
      entries.push([key, null]);
    }
  }
  // fromEntries defines own properties: a key named __proto__ stays a plain key.
  return Object.fromEntries(entries);
}

// ---- theme ----

/** Theme token names: they become CSS custom properties --vmx-<name>. */
export const THEME_TOKEN_NAME = /^[a-z][a-z0-9-]*$/;

/**
 * Whether a theme value can go into a CSS custom property without ending the declaration or the rule:
 * none of ; { } < >, no backslash (escapes), no control characters or line breaks, no comment start or
 * end, and balanced quotes (font families such as "Open Sans" are fine).
 */
export function isSafeThemeValue(value: string): boolean {
  if (value === '' || /[;{}<>\\]/.test(value)) return false;
  if (/[\u0000-\u001f\u007f]/.test(value) || value.includes('/*') || value.includes('*/')) return false;
  const count = (quote: string) => value.split(quote).length - 1;
  return count('"') % 2 === 0 && count("'") % 2 === 0;
}

/** Theme tokens from the VMXTheme set; later duplicates win. Unsafe names or values are left out with a warning. */
export function parseTheme(resources: readonly ResourceLike[] | null | undefined): { tokens: Record<string, string>; warnings: string[] } {
  const warnings: string[] = [];
  const tokens = new Map<string, string>();
  if (!Array.isArray(resources)) {
    if (resources !== null && resources !== undefined) warnings.push(`${THEME}: not a list of resources; no theme`);
    return { tokens: {}, warnings };
  }
  resources.forEach((resource: unknown, index) => {
    if (!isRecord(resource) || typeof resource.resourcename !== 'string') {
      warnings.push(`${THEME}: resource [${index}] has no resourcename; skipped`);
      return;
    }
    const name = resource.resourcename.trim();
    if (!THEME_TOKEN_NAME.test(name)) {
      warnings.push(`${THEME}: token name "${name}" is not lower-case letters, digits and hyphens; skipped`);
      return;
    }
    const value = typeof resource.resourcevalue === 'string' ? resource.resourcevalue.trim() : null;
    if (value === null) {
      warnings.push(`${THEME}: ${name} has no string value; skipped`);
      return;
    }
    if (!isSafeThemeValue(value)) {
      warnings.push(`${THEME}: ${name} has an unsafe or empty value; skipped`);
      return;
    }
    tokens.set(name, value);
  });
  return { tokens: Object.fromEntries(tokens), warnings };
}
