/**
 * Starts the reference server: opens the database (PostgreSQL with DATABASE_URL, else a SQLite file),
 * migrates, seeds an empty database, listens and prints where to look.
 *   PORT (8080, 0 for any free port), HOST (127.0.0.1; 0.0.0.0 when NODE_ENV=production), DATABASE_URL,
 *   DATABASE_FILE (data/vmx.sqlite), SEED_SCALE or --scale demo|large, SEED_DATES alive|fixed (the demo
 *   congress around the seed time, or on 10 to 13 June 2026), VMX_CORS_ORIGINS (comma list;
 *   default any origin), LOG_LEVEL.
 * Perimeter: VMX_EMBEDDING_ORIGINS (comma list of origins allowed to frame the platform), VMX_RATE_LIMIT_SCALE
 *   (multiplies every rate limit; default 1), VMX_TRUST_PROXY (whose X-Forwarded-For names the client).
 * Identity: VMX_TOKEN_SECRET (default: generated once, kept in the settings table), PUBLIC_URL (origin
 *   of e-mailed links; required in production; in development the request's origin when it is loopback
 *   or a configured origin), SMTP_URL and MAIL_FROM (mail also goes out through SMTP),
 *   VMX_SERVICE_CLIENT_ID and VMX_SERVICE_CLIENT_SECRET (POST /api/Core/AuthenticationToken; unset: 501),
 *   NODE_ENV=production turns GET /dev/outbox off unless VMX_DEV_OUTBOX=1.
 * Tracking: ANALYTICS_RETENTION_DAYS (raw events kept this many days, default 90; docs/analytics.md).
 * Several processes: REDIS_URL (the Redis they share: hub messages, connection tokens, rate limits; server/backplane).
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { readConfig } from './config';
import { openDatabase } from './db';
import { prepareServedDatabase } from './db/prepare';

const config = readConfig();
const db = openDatabase(config);
const seeded = await prepareServedDatabase(db, config);
if (seeded) console.log(seeded);

const app = await buildApp({
  db,
  redisUrl: config.redisUrl,
  logger: true,
  corsOrigins: config.corsOrigins,
  embeddingOrigins: config.embeddingOrigins,
  rateLimitScale: config.rateLimitScale,
  trustProxy: config.trustProxy,
  analyticsRetentionDays: config.analyticsRetentionDays,
  identity: config.identity,
  distDir: config.distDir,
  warmProgramme: true,
});
await app.listen({ port: config.port, host: config.host });

const { port } = app.server.address() as AddressInfo;
const base = `http://localhost:${port}`;
console.log(`
VMX reference server (${config.databaseUrl ? 'PostgreSQL' : `SQLite ${config.databaseFile}`}${config.redisUrl ? ', Redis backplane' : ''})
  standalone page  ${base}/home/demo/ehc2026/en-GB
  society CMS page ${base}/demo/cms.html
  programme        ${base}/demo/ehc2026/en-GB/search   embedded: ${base}/demo/programme.html
  exhibition       ${base}/demo/ehc2026/en-GB/industryLanding   embedded: ${base}/demo/exhibitors.html
  charity          ${base}/demo/ehc2026/en-GB/charity   embedded: ${base}/demo/charity.html
  evaluation       ${base}/demo/ehc2026/en-GB/survey   embedded: ${base}/demo/evaluation.html
  embedding        ${base}/demo/embedding.html   ${base}/demo/sponsor.html   ${base}/demo/iframe.html   ${base}/demo/react.html   ${base}/demo/csp.html
  API base         ${base}/${config.identity.devOutbox ? `\n  e-mail outbox    ${base}/dev/outbox` : ''}
  demo accounts    visitor|attendee|unregistered|hcp|staff|preview|member|associate|registered|onboarding@ehc2026.test, password vmx-demo-2026
`);

/** Ours: a drain that takes longer than this (a request that never ends) is cut short. */
const DRAIN_TIMEOUT_MS = 10_000;

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal}: draining (hub clients reconnect elsewhere; requests in flight finish)`);
    setTimeout(() => {
      app.log.warn(`still draining after ${DRAIN_TIMEOUT_MS} ms: exiting`);
      process.exit(1);
    }, DRAIN_TIMEOUT_MS).unref();
    void app
      .drain()
      .then(() => db.destroy())
      .finally(() => process.exit(0));
  });
}
