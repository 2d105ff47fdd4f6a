/**
 * Language codes (docs/rules/shell-access-identity.md sections 1 and 9; docs/rules/content-areas.md sections 5 and 9).
 * Kept apart from context.ts so that routes.ts and context.ts can both use it without an import cycle;
 * context.ts re-exports everything here.
 */

/** Default language fallback (docs/rules/shell-access-identity.md section 9, docs/rules/content-areas.md section 9). */
export const DEFAULT_LANGUAGE = 'en';

/** Languages that have a flag in the header (docs/rules/shell-access-identity.md section 2, docs/rules/content-areas.md section 9). */
export const LANGUAGE_FLAGS = ['en-GB', 'de-DE', 'fr-FR', 'it-IT', 'en-US', 'es-ES', 'zh-CN', 'tr-TR'] as const;

/**
 * A language code as it appears in addresses: a 2 or 3 letter language, optionally followed by '-' or '_'
 * and a 2 letter region or a 3 digit area (en, en-GB, EN-gb, de_de, es-419). Ours: scripts and variants
 * (zh-Hant-TW) are not accepted; no event of the spec uses them.
 */
const LANGUAGE_CODE = /^([a-z]{2,3})(?:[-_]([a-z]{2}|[0-9]{3}))?$/i;

/** Whether s is a language code in any letter case (see LANGUAGE_CODE). */
export function isLanguageCode(s: string | null | undefined): boolean {
  return typeof s === 'string' && LANGUAGE_CODE.test(s.trim());
}

/**
 * xx-YY is normalised to lower-case language and upper-case region (docs/rules/shell-access-identity.md section 1):
 * 'EN-gb' -> 'en-GB', 'de_de' -> 'de-DE', 'DE' -> 'de'. Empty or invalid -> DEFAULT_LANGUAGE.
 */
export function normaliseLanguage(code: string | null | undefined): string {
  if (typeof code !== 'string') return DEFAULT_LANGUAGE;
  const match = LANGUAGE_CODE.exec(code.trim());
  if (!match) return DEFAULT_LANGUAGE;
  const [, language = '', region] = match;
  return region ? `${language.toLowerCase()}-${region.toUpperCase()}` : language.toLowerCase();
}

/**
 * The language map (docs/rules/shell-access-identity.md section 9, docs/rules/content-areas.md section 9: "language map
 * `de-DE`, `en-US`"): the full language code a bare language stands for where a region is needed (a date or number
 * locale, a flag).
 */
export const LANGUAGE_MAP = { de: 'de-DE', en: 'en-US' } as const;

/**
 * The code with its region: a bare language of LANGUAGE_MAP becomes its mapped code ('de' -> 'de-DE',
 * 'EN' -> 'en-US'); any other code is normalised and kept ('en-GB' stays 'en-GB', 'fr' stays 'fr').
 */
export function mapLanguage(code: string | null | undefined): string {
  const language = normaliseLanguage(code);
  return language in LANGUAGE_MAP ? LANGUAGE_MAP[language as keyof typeof LANGUAGE_MAP] : language;
}
