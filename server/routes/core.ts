/** Core API: the server's clock (docs/rules/shell-access-identity.md section 7) and a health check (ours). */
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import type { ServerTime } from '../../src/contracts';
import type { RouteDeps } from './deps';
import { apiDocs } from '../http/apiDocs';

const docs = apiDocs('Core');

export const coreRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  app.get('/api/Core/ServerTime', docs("The server's clock"), async (_request, reply): Promise<ServerTime> => {
    // A cached clock is a wrong clock.
    reply.header('cache-control', 'no-store');
    return { ServerTime: new Date().toISOString() };
  });

  /** Ours: ok when the database answers. */
  app.get('/api/health', docs('Ok when the database answers'), async () => {
    await sql`select 1`.execute(db);
    return { ok: true };
  });
};
