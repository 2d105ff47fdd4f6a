/**
 * Plurals in texts: a minimal form of ICU MessageFormat's plural, chosen by Intl.PluralRules for the
 * text's language.
 *
 *   '{count, plural, one {# presentation} other {# presentations}}'
 *   '{count, plural, =0 {No views} one {# view} other {# views}}'
 *
 * A branch is `=N` (an exact number, tried first), or a CLDR category (zero, one, two, few, many, other);
 * `other` is required and is the fallback. Inside a branch `#` is the number in the language's format
 * ("1.234" in German), and `{name}` placeholders work as everywhere else (texts.ts, translate). Only the
 * plural argument type is understood; the rest of ICU (select, nesting of plurals) is not. A value that is
 * not a number (a string that Number() cannot read) takes `other`.
 *
 * Ours: docs/rules say nothing about plurals; English and German need them ("1 presentation", "1 Vortrag").
 */

/** One plural form: its argument, then branches whose text may hold {name} placeholders (one level deep). */
const PLURAL = /\{(\w+),\s*plural,((?:\s*(?:=\d+|zero|one|two|few|many|other)\s*\{(?:[^{}]|\{\w+\})*\})+)\s*\}/g;
const BRANCH = /(=\d+|\w+)\s*\{((?:[^{}]|\{\w+\})*)\}/g;
const rules: Record<string, Intl.PluralRules> = {};

/** The plural rules of a language; an unknown code falls back to English. */
function rulesFor(language: string): Intl.PluralRules {
  if (!rules[language]) {
    try {
      rules[language] = new Intl.PluralRules(language);
    } catch {
      rules[language] = new Intl.PluralRules('en');
    }
  }
  return rules[language];
}

/**
 * Replaces every `{name, plural, …}` of template by its branch for vars[name] in language. A malformed form
 * (no closing brace, no `other`) is left as written, so a broken translation shows, not a blank.
 */
export function resolvePlurals(template: string, vars: Readonly<Record<string, string | number>>, language: string): string {
  return template.replace(PLURAL, (whole, name: string, body: string) => {
    const branches = new Map([...body.matchAll(BRANCH)].map((match) => [match[1]!, match[2]!]));
    const value = vars[name];
    if (value === undefined || !branches.has('other')) return whole;
    const count = Number(value);
    const known = Number.isFinite(count);
    const plural = rulesFor(language);
    const branch = (known && (branches.get(`=${count}`) ?? branches.get(plural.select(count)))) || branches.get('other')!;
    return branch.replace(/#/g, known ? count.toLocaleString(plural.resolvedOptions().locale) : String(value));
  });
}
