/**
 * The embed builder's page (issue 24): GET /embed/{instance}/{event}/{language}, in its case variants. A small page of
 * ours holding <vmx-embed-builder> (src/elements/embed-builder.ts, dist/vmx-embed.js) beside the autoloader vmx.js,
 * which loads the element the builder previews. The builder reads the event through the API like any element.
 *
 * The snippet's addresses start at the server's public address: PUBLIC_URL's origin, or without it (development:
 * production refuses to start without PUBLIC_URL, config.ts) the loopback address this server listens on. Never a
 * request's Host header, which a client chooses (it would put another site into the snippet a web editor copies).
 *
 * The page runs under the standalone page's policy with a fresh nonce (http/securityHeaders.ts), framed by this
 * site only: its scripts are ours, its styles carry the nonce, and the preview frames the platform from this site.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { normaliseLanguage } from '../../src/core/language';
import { SEED_PUBLIC_URL } from '../db/seed/identity';
import { caseVariants } from '../http/caseVariants';
import { escapeHtml } from '../http/formPage';
import { languageCode } from '../http/params';
import { parseParams } from '../http/validation';
import { standalonePagePolicy } from '../http/securityHeaders';
import { newNonce } from './static';

/** An instance's or event's short name as the platform's addresses carry it. */
const shortName = () => z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, 'must be a short name of letters, digits, - or _');

const PARAMS = z.object({ instance: shortName(), event: shortName(), language: languageCode() });

export interface EmbedBuilderOptions {
  /** PUBLIC_URL (identity.options.publicUrl). */
  publicUrl: string | null | undefined;
}

/** The public address the snippet starts at, ending in a slash. */
export function embedPublicBase(publicUrl: string | null | undefined, listening: AddressInfo | string | null): string {
  if (publicUrl) return `${new URL(publicUrl).origin}/`;
  const port = listening && typeof listening === 'object' ? listening.port : null;
  return port ? `http://localhost:${port}/` : `${new URL(SEED_PUBLIC_URL).origin}/`;
}

/** The page: the builder's element with the event's address, the public address and the page's nonce. */
export function embedBuilderPage(
  address: { instance: string; event: string; language: string },
  publicBase: string,
  nonce: string,
): string {
  const attribute = (value: string) => `"${escapeHtml(value)}"`;
  return `<!doctype html>
<html lang=${attribute(address.language)}>
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>VMX</title>
    <link rel="icon" href="data:," />
    <meta property="csp-nonce" nonce=${attribute(nonce)} />
    <style nonce=${attribute(nonce)}>
      html, body { margin: 0; }
    </style>
    <script type="module" src="/vmx.js"></script>
    <script type="module" src="/vmx-embed.js"></script>
  </head>
  <body>
    <vmx-embed-builder instance=${attribute(address.instance)} event=${attribute(address.event)} language=${attribute(address.language)} api-base="/" public-url=${attribute(publicBase)} nonce=${attribute(nonce)}></vmx-embed-builder>
  </body>
</html>
`;
}

export const embedBuilderRoutes: FastifyPluginAsync<EmbedBuilderOptions> = async (app, { publicUrl }) => {
  for (const url of caseVariants('/embed/:instance/:event/:language')) {
    app.get(url, async (request, reply) => {
      const params = parseParams(PARAMS, request);
      const nonce = newNonce();
      const page = embedBuilderPage(
        { instance: params.instance, event: params.event, language: normaliseLanguage(params.language) },
        embedPublicBase(publicUrl, app.server.address()),
        nonce,
      );
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', standalonePagePolicy(nonce, []))
        .send(page);
    });
  }
};
