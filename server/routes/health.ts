/**
 * Ours, for a load balancer or an orchestrator: GET /health/live answers 200 while the process runs; GET
 * /health/ready answers 200 while it can serve (its database answers, Redis too when the processes share one, and
 * it is not shutting down) and 503 naming what is wrong otherwise, so that traffic goes to the other processes. Probes come every few seconds: their
 * requests are logged only when they fail.
 *
 * Shutting down (main.ts, on SIGTERM): ready turns 503 at once, the hubs close their sockets with a reconnect hint,
 * then the server stops accepting connections and finishes the requests in flight (app.close).
 */
import { sql, type Kysely } from 'kysely';
import type { FastifyPluginAsync } from 'fastify';
import type { Backplane } from '../backplane/backplane';
import type { Database } from '../db/schema';

/** Ours: a database that does not answer in this time is not ready. */
export const READINESS_TIMEOUT_MS = 2_000;

export interface HealthOptions {
  db: Kysely<Database>;
  backplane: Backplane;
  /** True once the process is shutting down. */
  draining: () => boolean;
}

interface Readiness {
  status: 'ready' | 'not ready';
  /** database and redis: 'ok', or what went wrong; redis 'not used' without a shared Redis. */
  checks: { database: string; redis: string; draining: boolean };
}

export const healthRoutes: FastifyPluginAsync<HealthOptions> = async (app, { db, backplane, draining }) => {
  const quiet = { logLevel: 'warn' as const };
  app.get('/health/live', quiet, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'live' };
  });

  app.get('/health/ready', quiet, async (request, reply): Promise<Readiness> => {
    reply.header('cache-control', 'no-store');
    const [database, redis] = await Promise.all([
      answersInTime(sql`select 1`.execute(db), READINESS_TIMEOUT_MS),
      backplane.redis ? answersInTime(backplane.check(), READINESS_TIMEOUT_MS) : 'not used',
    ]);
    const checks = { database, redis, draining: draining() };
    const ready = database === 'ok' && (redis === 'ok' || redis === 'not used') && !checks.draining;
    if (!ready) {
      request.log.warn({ checks }, 'not ready');
      reply.status(503);
    }
    return { status: ready ? 'ready' : 'not ready', checks };
  });
};

/** 'ok' when the promise settles well in time, else what went wrong. */
async function answersInTime(work: Promise<unknown>, timeoutMs: number): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer in ${timeoutMs} ms`), timeoutMs);
  });
  try {
    return await Promise.race([work.then(() => 'ok'), late]);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    clearTimeout(timer);
  }
}
