/**
 * A returnUrl (or prevPage) from the address is only followed when it is a path on this site: never
 * another origin (an open redirect) and never a javascript: URL. Used by the auth and venue areas.
 */
export function safeReturnPath(returnUrl: string | undefined | null): string | null {
  if (!returnUrl) return null;
  const trimmed = returnUrl.trim();
  if (!trimmed.startsWith('/') || trimmed.startsWith('//') || trimmed.startsWith('/\\')) return null;
  return trimmed;
}
