/** Core API: the server's clock (docs/rules/shell-access-identity.md section 7) and a health check (ours). */
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import type { ServerTime } from '../../src/api/types';
import type { RouteDeps } from './deps';

export const coreRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  app.get('/api/Core/ServerTime', async (_request, reply): Promise<ServerTime> => {
    // A cached clock is a wrong clock.
    reply.header('cache-control', 'no-store');
    return { ServerTime: new Date().toISOString() };
  });

  /** Ours: ok when the database answers. */
  app.get('/api/health', async () => {
    await sql`select 1`.execute(db);
    return { ok: true };
  });
};
