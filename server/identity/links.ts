/**
 * Where e-mailed links and return addresses may point: one allow-list for every confirmUrl, OAuth
 * redirect_uri, SSO returnUrl and SSO callback, and the origin of the links the server writes into mails.
 *
 * The request's Host header is never trusted by itself (host-header poisoning would put an attacker's
 * site into a reset mail). Allowed: PUBLIC_URL's origin, the configured origins (VMX_CORS_ORIGINS and
 * the embedding origins), and, only without PUBLIC_URL (development: production refuses to start
 * without it, server/config.ts), http://localhost and http://127.0.0.1 on any port.
 */
import type { FastifyRequest } from 'fastify';
import { BadRequestError } from '../http/errors';

/** Ours: the loopback hosts a development server is reached on (any port, plain http). */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export interface LinkPolicy {
  /** An absolute http(s) URL without credentials on an allowed origin. */
  isAllowed(value: string): boolean;
  /**
   * The origin of links the server writes (mails, the SSO callback): PUBLIC_URL, or without it the
   * request's own origin when that is allowed; otherwise a 400 (set PUBLIC_URL), the same for every
   * address so that it tells nothing about accounts.
   */
  origin(request: FastifyRequest): string;
}

function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** publicUrl: PUBLIC_URL; configured: VMX_CORS_ORIGINS and the embedding origins. */
export function linkPolicy(publicUrl: string | null | undefined, configured: readonly string[] | null | undefined): LinkPolicy {
  const allowed = new Set(
    [...(publicUrl ? [publicUrl] : []), ...(configured ?? [])].map(originOf).filter((origin): origin is string => origin !== null),
  );
  const isAllowedUrl = (url: URL) => {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    if (url.username || url.password) return false;
    if (allowed.has(url.origin)) return true;
    return !publicUrl && url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
  };
  return {
    isAllowed(value) {
      try {
        return isAllowedUrl(new URL(value));
      } catch {
        return false;
      }
    },
    origin(request) {
      if (publicUrl) return new URL(publicUrl).origin;
      let own: URL | null = null;
      try {
        // request.host is the Host header (X-Forwarded-Host only behind a trusted proxy).
        own = new URL(`${request.protocol}://${request.host}`);
      } catch {
        // A Host header that is no host.
      }
      if (own && isAllowedUrl(own)) return own.origin;
      throw new BadRequestError(
        'host',
        'headers.host: this server is not reached on an allowed origin; set PUBLIC_URL (or add the origin to VMX_CORS_ORIGINS)',
      );
    },
  };
}

/** url with the given query parameters set (keeping any it has). */
export function withQuery(url: string, params: Record<string, string | number>): string {
  const target = new URL(url);
  for (const [name, value] of Object.entries(params)) target.searchParams.set(name, String(value));
  return target.href;
}
