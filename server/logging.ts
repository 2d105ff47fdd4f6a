/**
 * Logger settings. Request URLs are logged without the values of token-bearing query parameters
 * (a jwt_token or an OAuth code in a log is a leaked session).
 */
import type { FastifyRequest } from 'fastify';

/**
 * Query parameters whose values are secrets (docs/rules/shell-access-identity.md sections 2 and 4, token flows;
 * section 7: the one-time codes of the e-mailed links, the service credentials of AuthenticationToken,
 * the external authorization code of BookedTickets). Compared lower-cased.
 */
const SECRET_PARAMS = new Set([
  'jwt',
  'jwt_token',
  'access_token',
  'token',
  'code',
  'secret',
  'client_secret',
  'clientsecret',
  'password',
  'externalauthorizationcode',
]);

export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is logged as sent.
      }
      return eq >= 0 && SECRET_PARAMS.has(decoded.toLowerCase()) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, at)}?${query}`;
}

export function loggerOptions(stream?: NodeJS.WritableStream) {
  return {
    level: process.env.LOG_LEVEL ?? 'info',
    ...(stream ? { stream } : {}),
    serializers: {
      req(request: FastifyRequest) {
        return { method: request.method, url: redactUrl(request.url), host: request.host, remoteAddress: request.ip };
      },
    },
  };
}
