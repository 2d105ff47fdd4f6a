/** Company logos at the LogoPath the company accounts carry (/media/logos/{id}.svg). */
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { NotFoundError } from '../http/errors';
import { matchesEtag } from '../http/encodedAnswer';
import { text } from '../http/params';
import { parseParams } from '../http/validation';
import { hash, logoSvg } from '../media/logo';
import type { RouteDeps } from './deps';

const LogoParams = z.object({ file: text() });
/** Logos change only with a new seed: let browsers and proxies keep them for a day. */
const CACHE_CONTROL = 'public, max-age=86400';

export const mediaRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  app.get('/media/logos/:file', async (request, reply) => {
    const { file } = parseParams(LogoParams, request);
    const id = file.endsWith('.svg') ? file.slice(0, -4) : '';
    // Ids are exact (case matters); a company has the same name in every edition, so any row will do.
    const company = id
      ? await db.selectFrom('company_accounts').select('name').where('company_account_id', '=', id).limit(1).executeTakeFirst()
      : undefined;
    if (!company) throw new NotFoundError(`no logo ${file}`);

    const svg = logoSvg(id, company.name);
    const etag = `"${hash(svg).toString(16)}-${svg.length}"`;
    reply.header('cache-control', CACHE_CONTROL).header('etag', etag).type('image/svg+xml; charset=utf-8');
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
    return svg;
  });
};
