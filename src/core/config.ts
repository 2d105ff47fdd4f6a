/**
 * The event's configuration from the server (docs/rules/shell-access-identity.md sections 1 and 3, docs/rules/content-areas.md
 * sections 3 and 7: the config_json resource, the theme set and component visibility). Parsing never
 * throws: what cannot be read falls back to its default and adds a warning that names the field.
 * Hand-written type guards; no schema library in the client bundle.
 *
 * A null value counts as absent (its default, no warning); a value of the wrong type gets a warning.
 */
import { describe, isRecord, parseJson } from './configGuards';

export interface EventConfig {
  /**
   * The whole parsed config_json object. Each area reads its own keys with its own parser (ticker:
   * tickerConfig.ts, page titles: pageTitles.ts, access: access/settings.ts), so that an element carries
   * the parsing of what it shows and no more.
   */
  raw: Record<string, unknown>;
}

export interface ResourceLike {
  resourcename: string;
  resourcevalue: string;
}

export function defaultEventConfig(): EventConfig {
  return { raw: {} };
}

/** The config_json resource's name, the prefix of its warnings. */
export const CONFIG = 'config_json';
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

  return { config, warnings };
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
  // eslint-disable-next-line no-control-regex -- deliberate: C0 controls and DEL are refused in a theme value.
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
