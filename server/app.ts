/**
 * The reference server's Fastify application: every route of the API, the static files and the
 * standalone page. It does not listen (main.ts does; tests use app.inject).
 */
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from './db/schema';
import { registerErrorHandler } from './http/errors';
import { loggerOptions } from './logging';
import { DEFAULT_DEMO_DIR, DEFAULT_DIST_DIR } from './paths';
import { coreRoutes } from './routes/core';
import { eventRoutes } from './routes/event';
import { mediaRoutes } from './routes/media';
import { modulesRoutes } from './routes/modules';
import { publicRoutes } from './routes/public';
import { rssRoutes } from './routes/rss';
import { registerStatic } from './routes/static';
import { versionRoutes } from './routes/version';

export interface AppOptions {
  db: Kysely<Database>;
  /** The client bundle (default <repo>/dist). */
  distDir?: string;
  /** The demo pages (default <repo>/demo); its index.html is the standalone page. */
  demoDir?: string;
  logger?: boolean;
  /** Where log lines go when logger is on (default stdout); tests pass a stream. */
  logStream?: NodeJS.WritableStream;
  /** Origins allowed to call the API; default any (VMX_CORS_ORIGINS in main.ts). */
  corsOrigins?: string[] | null;
}

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { db } = opts;
  const distDir = opts.distDir ?? DEFAULT_DIST_DIR;
  const demoDir = opts.demoDir ?? DEFAULT_DEMO_DIR;

  const app = Fastify({ logger: opts.logger ? loggerOptions(opts.logStream) : false });
  registerErrorHandler(app);
  // Elements are embedded in other sites (society CMS, sponsor pages): any origin unless restricted.
  await app.register(cors, { origin: opts.corsOrigins ?? '*' });

  await app.register(modulesRoutes, { db });
  await app.register(eventRoutes, { db });
  await app.register(publicRoutes, { db });
  await app.register(coreRoutes, { db });
  await app.register(mediaRoutes, { db });
  await app.register(rssRoutes, { db });
  await app.register(versionRoutes, { distDir });
  await registerStatic(app, { distDir, demoDir });
  return app;
}
