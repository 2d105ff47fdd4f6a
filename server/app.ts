/**
 * The reference server's Fastify application: every route of the API, the static files and the
 * standalone page. It does not listen (main.ts does; tests use app.inject).
 */
import { createHmac } from 'node:crypto';
import cors, { type FastifyCorsOptions } from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { createLocalBackplane, createRedisBackplane } from './backplane/backplane';
import type { Database } from './db/schema';
import { registerApiDocs } from './http/apiDocs';
import { registerCompression } from './http/compression';
import { registerErrorHandler } from './http/errors';
import { isDevSurface, registerLoopbackOnly } from './http/loopbackOnly';
import { registerRateLimits } from './http/rateLimits';
import { registerSecurityHeaders } from './http/securityHeaders';
import { timeoutOptions, type ServerTimeouts } from './http/timeouts';
import { createIdentity, type Identity, type IdentityOptions } from './identity/service';
import { registerHubs, type VerifyHubToken } from './hubs';
import { onSignOut } from './identity/events';
import { loggerOptions } from './logging';
import { DEFAULT_DEMO_DIR, DEFAULT_DIST_DIR } from './paths';
import { coreRoutes } from './routes/core';
import { footerRoutes } from './routes/footer';
import { headerRoutes } from './routes/header';
import { contentRoutes } from './routes/content';
import { advertisingRoutes } from './routes/advertising';
import { programmeAdminRoutes } from './routes/programmeAdmin';
import { dashboardRoutes } from './analytics/dashboardRoutes';
import { exhibitorAdminRoutes } from './routes/exhibitorAdmin';
import { eventRoutes } from './routes/event';
import { identityRoutes } from './routes/identity';
import { mediaRoutes } from './routes/media';
import { createAnswerCache } from './http/answerCache';
import { modulesRoutes } from './routes/modules';
import { publicRoutes } from './routes/public';
import { rssRoutes } from './routes/rss';
import { oauthRoutes } from './routes/oauth';
import { qrRoutes } from './routes/qr';
import { createProgrammeCache, programmeRoutes } from './routes/programme';
import { programmeExportRoutes } from './routes/programmeExport';
import { posterRoutes } from './routes/posters';
import { appointmentRoutes } from './routes/appointments';
import { mailRoutes } from './routes/mail';
import { noteRoutes } from './routes/notes';
import { personalProgrammeRoutes } from './routes/personalProgramme';
import { userNotificationRoutes } from './routes/userNotifications';
import { ratingRoutes } from './routes/ratings';
import { viewCountRoutes } from './routes/viewCounts';
import { exhibitionRoutes } from './routes/exhibition';
import { charityRoutes } from './routes/charity';
import { newsRoutes } from './routes/news';
import { jobRoutes } from './routes/jobs';
import { societyRoutes } from './routes/society';
import { submissionRoutes } from './routes/submissions';
import { socialFeedRoutes } from './routes/socialFeed';
import { assemblyRoutes } from './routes/assembly';
import { surveyRoutes } from './routes/surveys';
import { documentRoutes } from './routes/documents';
import { attendanceRoutes } from './routes/attendance';
import { ssoRoutes } from './routes/sso';
import { userRoutes } from './routes/users';
import { specCallRoutes } from './routes/specCalls';
import { registerStatic } from './routes/static';
import { versionRoutes } from './routes/version';
import { healthRoutes } from './routes/health';
import { helpdeskRoutes } from './routes/helpdesk';
import { networkingRoutes } from './routes/networking';
import { chatGroupRoutes } from './routes/chatGroups';
import { meetingRoutes } from './routes/meetings';
import { messagingRoutes } from './routes/messaging';
import { messagingSafetyRoutes } from './routes/messagingSafety';
import { tvRoutes } from './routes/tv';
import { embedBuilderRoutes } from './routes/embedBuilder';
import { startCompanyDigests } from './networking/companyDigest';
import { analyticsRoutes } from './analytics/routes';
import { DEFAULT_ANALYTICS_RETENTION_DAYS, startAnalyticsJobs } from './analytics/rollups';
import { ANALYTICS_VISITOR_HEADER } from '../src/contracts';

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
  /** Origins allowed to frame the standalone page (VMX_EMBEDDING_ORIGINS); default none but this site. */
  embeddingOrigins?: string[];
  /** Every rate limit (server/http/rateLimits.ts) multiplied by this (VMX_RATE_LIMIT_SCALE); default 1. */
  rateLimitScale?: number;
  /** Fastify's trustProxy (VMX_TRUST_PROXY): whose X-Forwarded-For gives the client's address; default none. */
  trustProxy?: boolean | string[];
  /** Slow-client timeouts (server/http/timeouts.ts); tests shorten them. */
  timeouts?: Partial<ServerTimeouts>;
  /** The clock in ms (default Date.now); tests move it for lockout and expiry. */
  now?: () => number;
  /**
   * Companies' staff get e-mail digests of unread visitor messages, checked every minute at now()
   * (networking/companyDigest.ts); default on. Tests that move `now` past the digest's delay and count mails turn it off.
   */
  companyDigests?: boolean;
  /**
   * Tracking's roll-up (every minute) and retention (at start and daily) jobs at now() (server/analytics/rollups.ts);
   * default on. Tests that write raw events at fixed times and roll them up themselves turn them off.
   */
  analyticsJobs?: boolean;
  /** ANALYTICS_RETENTION_DAYS: raw tracking events older than this many days are deleted (default 90; roll-ups stay). */
  analyticsRetentionDays?: number;
  /** Identity settings (main.ts reads them from the environment; see identity/service.ts). */
  identity?: IdentityOptions;
  /** Verifies the account hub's jwt and the chat hub's token (server/hubs); default: the API's own tokens. */
  verifyHubToken?: VerifyHubToken;
  /** Build the programme's session and presentation lists before the app is ready (main.ts), so the first request is fast. */
  warmProgramme?: boolean;
  /** The Redis the server's processes share (REDIS_URL: server/backplane); default none, one process on its own. */
  redisUrl?: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Sign-in sessions and tokens, for routes and hubs: app.identity.authenticate(jwt). */
    identity: Identity;
    /**
     * Shuts down gently (main.ts, on SIGTERM): /health/ready answers 503 from now on, the hubs close their sockets
     * with a reconnect hint, the server stops accepting connections and finishes the requests in flight.
     */
    drain(): Promise<void>;
  }
}

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { db } = opts;
  const distDir = opts.distDir ?? DEFAULT_DIST_DIR;
  const demoDir = opts.demoDir ?? DEFAULT_DEMO_DIR;

  const app = Fastify({
    logger: opts.logger ? loggerOptions(opts.logStream) : false,
    trustProxy: opts.trustProxy ?? false,
    // While it drains, a request on a connection kept open is served as usual (not 503, which our pages take for
    // maintenance); new connections are no longer accepted, and idle ones are closed.
    return503OnClosing: false,
    ...timeoutOptions(opts.timeouts),
  });
  registerErrorHandler(app);
  // Before CORS: the development surfaces answer loopback callers only, and without CORS headers.
  registerLoopbackOnly(app);
  await registerSecurityHeaders(app);
  // Elements are embedded in other sites (society CMS, sponsor pages): any origin unless restricted.
  // No credentials are involved (tokens travel in the Authorization header), so "*" is safe for the API.
  const corsOptions: FastifyCorsOptions = {
    origin: opts.corsOrigins ?? '*',
    // Every method the API answers (DELETE: unstarring a session from an embedded programme).
    methods: ['GET', 'HEAD', 'POST', 'DELETE'],
    // The API's own headers, and those @microsoft/signalr sends with a hub's negotiate.
    // ANALYTICS_VISITOR_HEADER: a person's own tracked events (server/analytics/routes.ts).
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Requested-With', 'X-SignalR-User-Agent', ANALYTICS_VISITOR_HEADER],
    // A client told to slow down can read when to try again.
    exposedHeaders: ['Retry-After'],
    // Ours: a browser asks again after ten minutes, not before every call.
    maxAge: 600,
  };
  // The development surfaces never answer other origins' pages, even on this machine: their routes turn CORS off
  // (a delegator deciding per request cost a tenth of a cached answer's time under load).
  app.addHook('onRoute', (route) => {
    // @fastify/cors reads config.cors (false: none for this route) without declaring it in Fastify's types.
    if (isDevSurface(route.url)) route.config = { ...route.config, ...{ cors: false } };
  });
  await app.register(cors, corsOptions);
  // Before any route: every answer is compressed once, here (http/compression.ts).
  await registerCompression(app);
  const backplane = opts.redisUrl ? await createRedisBackplane(opts.redisUrl, app.log) : createLocalBackplane();
  // After the hubs' sockets and the requests in flight (onClose runs once the server has closed).
  app.addHook('onClose', () => backplane.close());
  const identity = await createIdentity(db, opts.identity ?? {}, opts.now ?? Date.now, app.log, backplane.redis);
  app.decorate('identity', identity);
  if (opts.companyDigests !== false) {
    // Every process runs them; each digest is claimed once in the database (networking/companyDigest.ts).
    const digests = startCompanyDigests(
      { db, mailer: identity.mailer, publicUrl: identity.options.publicUrl, log: app.log },
      { now: opts.now ?? Date.now },
    );
    app.addHook('onClose', () => digests.stop());
  }
  if (opts.analyticsJobs !== false) {
    // Every process runs them: a roll-up replaces whole buckets and the retention deletes by age, both idempotent.
    const analyticsJobs = startAnalyticsJobs({
      db,
      log: app.log,
      now: opts.now ?? Date.now,
      retentionDays: opts.analyticsRetentionDays ?? DEFAULT_ANALYTICS_RETENTION_DAYS,
    });
    app.addHook('onClose', () => analyticsJobs.stop());
  }
  // Before any route: the limits are attached to routes as they are registered.
  await registerRateLimits(app, { identity, scale: opts.rateLimitScale, redis: backplane.redis });
  // Before any route too: the document is gathered as routes are registered (the reference page is /api/).
  await registerApiDocs(app);
  const hubs = await registerHubs(app, {
    // The account and chat hubs accept the same tokens as the API.
    verifyToken:
      opts.verifyHubToken ??
      (async (jwt) => {
        const found = await identity.authenticate(jwt);
        return found && { userId: found.user.id, sessionId: found.sessionId };
      }),
    allowedOrigins: opts.corsOrigins,
    backplane,
    // Every process shares the token secret (the database's, or VMX_TOKEN_SECRET), so each accepts the others' tokens.
    connectionTokenKey: createHmac('sha256', identity.secret).update('hub connection tokens').digest(),
  });
  // Single login (docs/rules/shell-access-identity.md section 4, remote logout): a new sign-in ends the account's
  // other sessions for the event on the server (server/identity/signIn.ts); every revoked session (that,
  // a logout, a password reset) loses its hub sockets here: remoteLogout with the reason, then Close.
  const stopSignOut = onSignOut(({ sessionIds, reason }) => hubs.endSessions(sessionIds, reason));
  app.addHook('onClose', async () => {
    stopSignOut();
  });

  let draining = false;
  await app.register(healthRoutes, { db, backplane, draining: () => draining });
  app.decorate('drain', async () => {
    draining = true;
    await app.close();
  });

  // The answers every page reads at its start, made once per content version (http/answerCache.ts).
  const answers = createAnswerCache();
  await app.register(modulesRoutes, { db, identity, answers });
  await app.register(eventRoutes, { db });
  await app.register(publicRoutes, { db, answers });
  await app.register(coreRoutes, { db });
  await app.register(footerRoutes, { db });
  await app.register(headerRoutes, { db });
  await app.register(contentRoutes, { db, identity, now: opts.now });
  await app.register(mediaRoutes, { db });
  // E-mailed links and return addresses: PUBLIC_URL, these configured origins and (development) loopback.
  const linkOrigins = [...(opts.corsOrigins ?? []), ...(opts.embeddingOrigins ?? [])];
  await app.register(identityRoutes, { db, identity, linkOrigins });
  await app.register(userRoutes, { db, identity });
  await app.register(specCallRoutes, { db, identity });
  await app.register(ssoRoutes, { db, identity, linkOrigins });
  await app.register(oauthRoutes, { db, identity, linkOrigins });
  // QR codes of the platform's own pages, on the same origins as e-mailed links (routes/qr.ts).
  await app.register(qrRoutes, { db, identity, linkOrigins });
  await app.register(rssRoutes, { db });
  await app.register(advertisingRoutes, { db, identity });
  // One programme cache: the programme's lists and the exhibition's symposia read the same build.
  const programmeCache = createProgrammeCache(db);
  await app.register(programmeRoutes, { db, identity, now: opts.now, warm: opts.warmProgramme, cache: programmeCache });
  // The programme as schedule JSON/XML, iCalendar and the template's CSV, from the same build (routes/programmeExport.ts).
  await app.register(programmeExportRoutes, { db, identity, cache: programmeCache });
  await app.register(programmeAdminRoutes, { db, identity, notifications: hubs.notifications });
  await app.register(exhibitorAdminRoutes, { db, identity });
  await app.register(dashboardRoutes, { db, identity });
  await app.register(analyticsRoutes, { db, identity });
  await app.register(personalProgrammeRoutes, { db, identity });
  await app.register(userNotificationRoutes, { db, identity });
  await app.register(attendanceRoutes, { db, identity });
  await app.register(appointmentRoutes, { db });
  await app.register(ratingRoutes, { db, identity });
  await app.register(viewCountRoutes, { db });
  await app.register(exhibitionRoutes, { db, identity, programme: programmeCache });
  await app.register(posterRoutes, { db, identity, programme: programmeCache });
  await app.register(charityRoutes, { db, identity });
  await app.register(newsRoutes, { db });
  await app.register(jobRoutes, { db });
  await app.register(societyRoutes, { db });
  await app.register(submissionRoutes, { db, identity });
  await app.register(socialFeedRoutes, { db });
  await app.register(assemblyRoutes, { db, identity });
  await app.register(surveyRoutes, { db, identity });
  await app.register(documentRoutes, { db, identity, publicUrl: identity.options.publicUrl });
  await app.register(noteRoutes, { db, identity });
  await app.register(mailRoutes, { db, identity });
  await app.register(helpdeskRoutes, { db });
  await app.register(networkingRoutes, { db, identity });
  await app.register(messagingRoutes, { db, identity, chat: hubs.chat });
  await app.register(chatGroupRoutes, { db, identity, chat: hubs.chat });
  await app.register(meetingRoutes, { db, identity, chat: hubs.chat });
  await app.register(messagingSafetyRoutes, { db, identity, chat: hubs.chat });
  await app.register(tvRoutes, { db, identity });
  // The embed builder's page (issue 24): its snippet's addresses start at PUBLIC_URL.
  await app.register(embedBuilderRoutes, { publicUrl: identity.options.publicUrl });
  await app.register(versionRoutes, { distDir });
  await registerStatic(app, { distDir, demoDir, embeddingOrigins: opts.embeddingOrigins });
  return app;
}
