/**
 * Language codes (docs/rules/shell-access-identity.md section 1): xx-YY is normalised to lower-case language and
 * upper-case region; a request resolves to one of the event's languages or to its default.
 */

export function normaliseLanguage(code: string): string {
  const [language = '', region] = code.trim().split(/[-_]/);
  return region ? `${language.toLowerCase()}-${region.toUpperCase()}` : language.toLowerCase();
}

/** The event language a request means: an exact match, else the first with the same language part, else the default. */
export function resolveLanguage(requested: string | undefined, languages: readonly string[], fallback: string): string {
  if (!requested) return fallback;
  const code = normaliseLanguage(requested);
  if (languages.includes(code)) return code;
  const base = code.split('-')[0];
  return languages.find((language) => language.split('-')[0] === base) ?? fallback;
}
