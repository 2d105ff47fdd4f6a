/**
 * Files and the standalone page. The client bundle (dist/) is served at /, the demo pages at /demo/.
 * Any other GET that asks for HTML gets the standalone page (demo/index.html), whose <vmx-app> does
 * the routing, /not-found included; API-like paths and everything else get a 404 JSON body.
 *
 * One demo page, /demo/csp.html, runs under a strict Content-Security-Policy: each answer gets a fresh
 * random nonce, written into the page for every {{nonce}} and into the policy's style-src. The standalone
 * page is such a template too: a fresh nonce for its {{nonce}}s, and {{embeddingOrigins}} (the origins
 * allowed to frame it, space-separated) for <vmx-app embedding-origins>; its policy is in
 * http/securityHeaders.ts, as is the looser one of the other demo pages (they stand in for other sites).
 *
 * Caching (README, "Serving from a CDN"): the bundle's content-hashed chunks are immutable for a year; its
 * entries, whose names stay the same from build to build, and the pages are revalidated on every use (ETag and
 * Last-Modified, 304 when unchanged). The bundle is sent precompressed by the build.
 *
 * Every page of ours that loads the bundle gets a Link header preloading its elements' chunk graphs, from the
 * build's element-chunks.json (preloadHints.ts).
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFoundBody } from '../http/errors';
import { escapeHtml } from '../http/formPage';
import { DEMO_HOST_PAGE_POLICY, frameAncestors, isAccountPage, standalonePagePolicy } from '../http/securityHeaders';
import { preloadHints } from './preloadHints';

/** Paths that are never the standalone page, even for a browser asking for HTML. */
const NOT_PAGES = ['/api/', '/media/', '/rss/', '/hubs/'];

const BUILD_HINT = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>VMX</title></head>
<body><h1>VMX</h1><p>The standalone page (demo/index.html) is not there. Check out the demo folder and run <code>npm run build</code> for the client bundle.</p></body></html>
`;

/** The demo page served under a strict policy, and the placeholder its nonce replaces. */
export const CSP_DEMO_PAGE = 'csp.html';
const NONCE_PLACEHOLDER = /\{\{nonce\}\}/g;
const EMBEDDING_ORIGINS_PLACEHOLDER = /\{\{embeddingOrigins\}\}/g;

/**
 * The strict policy of the CSP demo page: scripts only from our origin (so no inline script and no
 * eval), styles only from our origin or carrying the nonce (so no inline style attribute from markup).
 * Images may come from the event's https hosts (logos), connections go to our API and hubs.
 */
export function strictContentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    "connect-src 'self' ws: wss:",
    "frame-src 'self' https:",
    "object-src 'none'",
    "base-uri 'none'",
    frameAncestors([]),
  ].join('; ');
}

/** 128 random bits, base64: a new one for every answer, as CSP3 asks. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * A file of the bundle whose name holds a digest of its content (vite.config.ts: chunkFileNames
 * 'chunks/[name]-[hash].js', an 8-character base64url hash): a new build gives changed content a new name.
 */
const CONTENT_HASHED = /^chunks\/[^/]+-[A-Za-z0-9_-]{7,}\.[a-z]+$/;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The entries (vmx.js, vmx-all.js, vmx-frame.js, the service worker, the manifests): stable names, so revalidated on every use. */
export const REVALIDATE = 'no-cache';

/** The Cache-Control of a file of the bundle, by its path inside the folder (a precompressed sibling's as its file's). */
export function bundleCacheControl(pathInBundle: string): string {
  const file = pathInBundle
    .split(sep)
    .join('/')
    .replace(/\.(?:br|gz)$/, '');
  return CONTENT_HASHED.test(file) ? IMMUTABLE : REVALIDATE;
}

export interface StaticOptions {
  distDir: string;
  demoDir: string;
  /** The origins allowed to frame the standalone page (VMX_EMBEDDING_ORIGINS); this site always may. */
  embeddingOrigins?: readonly string[];
}

/** Registered on the root instance itself (not as an encapsulated plugin): its 404 handler is the app's. */
export async function registerStatic(app: FastifyInstance, { distDir, demoDir, embeddingOrigins = [] }: StaticOptions): Promise<void> {
  // Every page of ours that loads the bundle names the chunks its elements need (Link: rel=modulepreload).
  const hints = preloadHints(distDir);
  const withHints = (reply: FastifyReply, html: string) => {
    const link = hints.linkFor(html);
    return link ? reply.header('link', link) : reply;
  };
  if (existsSync(distDir)) {
    // index: false, so that / falls through to the standalone page.
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      index: false,
      wildcard: true,
      // The build's .br and .gz siblings (build/precompress.ts), chosen from Accept-Encoding (br, then gzip, else
      // the file itself), with Vary: Accept-Encoding; a file without siblings is compressed on the fly (http/compression.ts).
      preCompressed: true,
      setHeaders: (reply, file) => {
        reply.header('cache-control', bundleCacheControl(relative(distDir, file)));
      },
    });
  } else {
    app.log.warn(`no client bundle at ${distDir}: run npm run build (the API works without it)`);
  }
  // Before the /demo/ files: a route of its own wins over the static plugin's wildcard.
  const cspPage = join(demoDir, CSP_DEMO_PAGE);
  app.get(`/demo/${CSP_DEMO_PAGE}`, async (_request, reply) => {
    const html = await readFile(cspPage, 'utf8').catch(() => null);
    if (html === null) return reply.callNotFound();
    const nonce = newNonce();
    return withHints(reply, html)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', strictContentSecurityPolicy(nonce))
      .send(html.replace(NONCE_PLACEHOLDER, nonce));
  });

  if (existsSync(demoDir)) {
    await app.register(fastifyStatic, {
      root: demoDir,
      prefix: '/demo/',
      index: false,
      wildcard: true,
      decorateReply: false,
      setHeaders: (reply, file) => {
        if (file.endsWith('.html')) {
          reply.header('content-security-policy', DEMO_HOST_PAGE_POLICY);
          const link = hints.linkForFile(file);
          if (link) reply.header('link', link);
        }
        // Pages and their files change with the checkout: revalidated each time (ETag, Last-Modified).
        reply.header('cache-control', 'no-cache');
      },
    });
  }

  const standalonePage = join(demoDir, 'index.html');
  const origins = embeddingOrigins.join(' ');
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    // Read each time: the page is small and edits show without a restart.
    const html = await readFile(standalonePage, 'utf8').catch(() => null);
    if (html === null) return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(BUILD_HINT);
    const nonce = newNonce();
    // The account pages are framed by this site only (clickjacking); every other page by the embedding origins too.
    const ancestors = isAccountPage(pathOf(request)) ? [] : embeddingOrigins;
    return withHints(reply, html)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', standalonePagePolicy(nonce, ancestors))
      .send(html.replace(NONCE_PLACEHOLDER, () => nonce).replace(EMBEDDING_ORIGINS_PLACEHOLDER, () => escapeHtml(origins)));
  };

  // The static plugin would answer / with 403 (a directory without an index).
  app.get('/', async (request, reply) => (wantsPage(request) ? sendPage(request, reply) : reply.callNotFound()));

  app.setNotFoundHandler(async (request, reply) => {
    if (wantsPage(request)) return sendPage(request, reply);
    // The path only: query strings may carry tokens.
    return reply.status(404).send(notFoundBody(`Route ${request.method}:${pathOf(request)} not found`));
  });
}

function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = pathOf(request);
  if (NOT_PAGES.some((prefix) => path.startsWith(prefix) || `${path}/` === prefix)) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0]!;
}
