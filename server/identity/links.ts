/** Where e-mailed links point, and which confirmUrl values a client may give. */
import type { FastifyRequest } from 'fastify';

/** PUBLIC_URL (without a trailing slash) or the origin the request was made to. */
export function publicOrigin(request: FastifyRequest, publicUrl: string | null | undefined): string {
  if (publicUrl) return new URL(publicUrl).origin;
  return `${request.protocol}://${request.host}`;
}

/** url with the given query parameters set (keeping any it has). */
export function withQuery(url: string, params: Record<string, string | number>): string {
  const target = new URL(url);
  for (const [name, value] of Object.entries(params)) target.searchParams.set(name, String(value));
  return target.href;
}

/**
 * A confirmUrl is accepted when it is an absolute http(s) URL on the host the request was made to, on
 * PUBLIC_URL's origin, or on one of the VMX_CORS_ORIGINS (so a mail never links to someone else's site).
 */
export function isAllowedLinkTarget(
  value: string,
  request: FastifyRequest,
  allowedOrigins: readonly string[] | null | undefined,
  publicUrl: string | null | undefined,
): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password) return false;
  try {
    // The Host header with the URL's scheme, so that default ports compare equal (localhost:80 = localhost).
    if (new URL(`${url.protocol}//${request.host}`).host === url.host) return true;
  } catch {
    // A Host header that is no host: not the same origin.
  }
  const origins = [...(allowedOrigins ?? []), ...(publicUrl ? [publicUrl] : [])];
  return origins.some((origin) => {
    try {
      return new URL(origin).origin === url.origin;
    } catch {
      return false;
    }
  });
}
