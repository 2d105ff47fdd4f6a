/**
 * Visible texts. Every string a person sees comes from the event's text set (GetResources, set VMXTexts)
 * and falls back to the English default here. Keys are stable; the server seeds translations per language.
 * The readable page names (pageTitle.<RouteName>) live in pageTitles.ts, beside the routes, so that only
 * the elements that show pages carry them.
 */

import { resolvePlurals } from './plural';

export const TEXT_DEFAULTS = {
  'element.missingAttributes': 'This element needs the attribute(s): {names}.',

  'ticker.label': 'News ticker',
  'logoGrid.label': 'Partners',
  'logoGrid.tier.Platinum': 'Platinum partners',
  'logoGrid.tier.Gold': 'Gold partners',
  'logoGrid.tier.Bronze': 'Bronze partners',
  'logoGrid.logoAlt': '{name} logo',
  'logoGrid.pdfButton': 'Download PDF',
} as const;

export type TextKey = keyof typeof TEXT_DEFAULTS;

/** translate with the texts every element shares. */
export function text(texts: TextSet, key: TextKey, vars?: Record<string, string | number>, language?: string): string {
  return translate(texts, TEXT_DEFAULTS, key, vars, language);
}
export type TextSet = Partial<Record<string, string>>;

/**
 * The event's text for key, else its English default from defaults; {name} placeholders are filled from
 * vars. Each area keeps its own defaults table (e.g. authTexts.ts), so an element carries the English
 * texts of what it shows and no more.
 *
 * A counted text is written with a plural form, `{count, plural, one {# session} other {# sessions}}`
 * (plural.ts): pass the count as a number, and the text's language (the event's, from the text hooks)
 * picks the branch by Intl.PluralRules; without a language English rules apply.
 */
export function translate<D extends Readonly<Record<string, string>>>(
  texts: TextSet,
  defaults: D,
  key: keyof D & string,
  vars?: Record<string, string | number>,
  language = 'en',
): string {
  const written = texts[key] ?? defaults[key] ?? key;
  if (!vars) return written;
  const template = resolvePlurals(written, vars, language);
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** Turns GetResources pairs into a text set; later duplicates win. */
export function textSetFromResources(resources: ReadonlyArray<{ resourcename: string; resourcevalue: string }>): TextSet {
  const set: TextSet = {};
  for (const { resourcename, resourcevalue } of resources) set[resourcename] = resourcevalue;
  return set;
}
