/**
 * The security headers of every answer, and the Content-Security-Policy of each kind of HTML page the
 * server serves.
 *
 * Every answer (helmet): X-Content-Type-Options nosniff, Referrer-Policy strict-origin-when-cross-origin
 * (addresses sometimes carry a token or a code: only the origin leaves the site, yet video hosts that
 * check where they are embedded still see it), Cross-Origin-Resource-Policy cross-origin (the elements,
 * their chunks and the media are loaded by other sites), and helmet's other defaults.
 *
 * HTML pages, by kind:
 * - the standalone page (demo/index.html, every SPA address): script-src 'self' plus the page's nonce
 *   (third-party widgets are added with it), styles only from us or with the nonce, framed only by this
 *   site and the embedding origins (VMX_EMBEDDING_ORIGINS) — except the account pages (sign-in, account
 *   creation, password reset, confirmation, SSO correlation, user form), framed by this site only;
 * - the demo host pages (/demo/*.html but csp.html): they stand in for another site's page (a society
 *   CMS) and use inline scripts and styles as such pages do; their policy only forbids plugins, foreign
 *   base addresses and framing by others. /demo/csp.html shows the elements under the strict policy;
 * - the API reference page (/api/, swagger-ui): scripts, styles and images from this site only, calls to
 *   this site only (it reads /api/json and its "try it out" calls the API), framed by this site only;
 * - the server's own pages (OAuth sign-in, SSO test provider) and any other HTML: nothing runs, nothing
 *   is framed by others. A page that sets its own policy keeps it, with frame-ancestors 'self' added.
 * X-Frame-Options SAMEORIGIN goes with every page framed by this site only (older browsers).
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { parseRoute } from '../../src/core/routeParse';
import type { RouteName } from '../../src/core/routes';

/** The pages of signing in and of the account: never framed by another site (clickjacking). */
export const ACCOUNT_PAGES: readonly RouteName[] = [
  'LoginPage',
  'AuthPage',
  'CorrelatePage',
  'UserDataSyncPage',
  'LogoutPage',
  'CreateAccountPage',
  'PasswordRetrievalPage',
  'ConfirmationPage',
  'ResetPasswordPage',
  'UserFormPage',
];

/** Whether an address of the standalone page shows an account page (in any case: erring towards refusing). */
export function isAccountPage(pathname: string): boolean {
  return [pathname, pathname.toLowerCase()].some((path) => {
    try {
      return (ACCOUNT_PAGES as readonly string[]).includes(parseRoute(path).name);
    } catch {
      return false;
    }
  });
}

/** frame-ancestors: this site, and the given origins. */
export function frameAncestors(origins: readonly string[]): string {
  return ["frame-ancestors 'self'", ...origins].join(' ');
}

/**
 * The standalone page's policy. img, media and frames may come from https hosts (logos, webcasts, the
 * lounge's meeting), connections go to our API and hubs and to the stream hosts; hls.js plays through
 * blob: media in a blob: worker.
 */
export function standalonePagePolicy(nonce: string, ancestors: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data: blob: https:",
    "font-src 'self' data: https:",
    "connect-src 'self' https: ws: wss:",
    "media-src 'self' blob: https:",
    "frame-src 'self' https:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    frameAncestors(ancestors),
  ].join('; ');
}

/** The demo host pages' policy (see the file's comment for why it allows their inline code). */
export const DEMO_HOST_PAGE_POLICY = ["object-src 'none'", "base-uri 'self'", frameAncestors([])].join('; ');

/** The API reference page's policy (server/http/apiDocs.ts): swagger-ui's files are all served by us. */
export const API_REFERENCE_PAGE_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "form-action 'none'",
  "base-uri 'none'",
  frameAncestors([]),
].join('; ');

/** Any other HTML the server sends without a policy of its own: nothing runs, nothing loads from elsewhere. */
export const FALLBACK_PAGE_POLICY = [
  "default-src 'none'",
  "style-src 'self'",
  "img-src 'self' data:",
  "form-action 'self'",
  "base-uri 'none'",
  frameAncestors([]),
].join('; ');

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    // Per kind of page, below and in routes/static.ts (a JSON answer needs none).
    contentSecurityPolicy: false,
    // X-Frame-Options per page: the standalone page may be framed by the embedding origins.
    frameguard: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // The platform opens and is opened by other sites' windows (OAuth clients, host pages, webcasts).
    crossOriginOpenerPolicy: false,
    // HTTPS is the TLS proxy's: the operator decides HSTS for the domain there.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });

  app.addHook('onSend', async (_request, reply, payload) => {
    if (!/^text\/html\b/i.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    const own = reply.getHeader('content-security-policy');
    let policy = own === undefined ? FALLBACK_PAGE_POLICY : String(own);
    if (!/(^|;)\s*frame-ancestors\b/i.test(policy)) policy = `${policy}; ${frameAncestors([])}`;
    reply.header('content-security-policy', policy);
    const ancestors = /(?:^|;)\s*frame-ancestors([^;]*)/i.exec(policy)?.[1]?.trim() ?? '';
    if (ancestors === "'self'") reply.header('x-frame-options', 'SAMEORIGIN');
    return payload;
  });
}
