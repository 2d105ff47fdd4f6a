/**
 * URLs from configuration and server data (docs/rules/shell-access-identity.md section 5, docs/rules/content-areas.md section 5;
 * ARCHITECTURE.md, Data: a link whose URL is not http(s), mailto, tel or a relative path is not a link).
 */

/** "A URL is any string starting with http" (both documents, section 5). Literal: no trimming, case-sensitive. */
export function isUrl(s: unknown): s is string {
  return typeof s === 'string' && s.startsWith('http');
}

const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const RELATIVE_PREFIXES = ['/', './', '../', '#', '?'];
// eslint-disable-next-line no-control-regex -- deliberate: control characters are what it finds.
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * A C0 control, DEL or a C1 control anywhere in s: browsers strip some of them from URLs ("java\tscript:"),
 * so no URL may hold one.
 */
export function hasControlCharacter(s: string): boolean {
  return CONTROL_CHARS.test(s);
}

/**
 * s when it may become an href, else null. Allowed: http:, https:, mailto:, tel: (any letter case), and
 * relative references starting with '/', './', '../', '#' or '?'. Everything else is refused: other schemes
 * (javascript:, data:, vbscript:, file:...), bare words ('www.example.com', which would be a wrong relative
 * link anyway), leading whitespace, and control characters anywhere. Trailing whitespace is dropped.
 */
export function safeHref(s: unknown): string | null {
  if (typeof s !== 'string' || s.length === 0) return null;
  if (hasControlCharacter(s) || /^\s/.test(s)) return null;
  const href = s.trimEnd();
  if (RELATIVE_PREFIXES.some((prefix) => href.startsWith(prefix))) return href;
  const scheme = SCHEME.exec(href)?.[1]?.toLowerCase();
  return scheme !== undefined && SAFE_SCHEMES.has(scheme) ? href : null;
}

/** An absolute http(s) link that is safe: what the spec calls a URL, and that may become an external link. */
export function safeExternalUrl(s: unknown): string | null {
  if (!isUrl(s)) return null;
  const href = safeHref(s);
  return href !== null && /^https?:/i.test(href) ? href : null;
}
