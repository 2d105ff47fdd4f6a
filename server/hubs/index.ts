/**
 * The reference server's real-time hubs (docs/rules/shell-access-identity.md section 7 "Real-time hubs"), mounted
 * at /hubs — the signalrHub base the client is configured with is `{server}/hubs`:
 *   /hubs/singlelogin?eventShort=…&jwt=…   account hub: remoteLogout, CloseConnection
 *   /hubs/notificationhub                  notification hub: JoinGroup, CloseNotification, NotificationAdded
 *
 * Dev tools (when devToolsEnabled: NODE_ENV is not "production", or VMX_DEV_TOOLS=1):
 *   POST /dev/hubs/remote-logout?userId=…[&exceptSessionId=…][&reason=…]  → {"reached": n}
 *   sends remoteLogout to that user's account-hub connections, as a second sign-in would.
 *
 * registerHubs also decorates the app with `hubs`: `app.hubs.endSessions(sessionIds, reason)` closes the
 * connections of revoked sessions (single login, sign-out; wired in server/app.ts).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { numericId, text } from '../http/params';
import { parseQuery } from '../http/validation';
import { accountHubApi, accountHubDefinition, type AccountHubApi, type VerifyHubToken } from './accountHub';
import { HubServer } from './hubServer';
import { notificationHubApi, notificationHubDefinition, type NotificationHubApi, type OnCloseNotification } from './notificationHub';

export type { AccountHubApi, VerifyHubToken } from './accountHub';
export type { NotificationHubApi } from './notificationHub';

/** Where the hubs live on this server. */
export const HUB_BASE = '/hubs';

export interface HubsOptions {
  /**
   * Verifies the account hub's jwt: who signed in, and with which session. Without it (until the
   * identity code passes one) every account-hub connection is refused; null refuses one (401).
   */
  verifyToken?: VerifyHubToken;
  /** Browser origins allowed to open hub sockets (the API's CORS origins); null: any. */
  allowedOrigins?: readonly string[] | null;
  /** Server ping interval, 15 s; tests shorten it. */
  pingIntervalMs?: number;
  /** Silence after which a client is dropped, 30 s. */
  clientTimeoutMs?: number;
  /** The dev route; default devToolsEnabled(process.env). */
  devTools?: boolean;
  onCloseNotification?: OnCloseNotification;
}

export interface Hubs {
  account: AccountHubApi;
  notifications: NotificationHubApi;
  /**
   * Closes every hub connection authenticated with one of these sessions (they were revoked): an
   * account-hub connection gets remoteLogout with the reason first; negotiated tokens of theirs stop
   * working. Returns how many connections were closed.
   */
  endSessions(sessionIds: readonly string[], reason: string): number;
  /** Closes every hub socket with a reconnect hint and stops the timers (done by app.close() too). */
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    hubs: Hubs;
  }
}

/** Dev-only routes are on unless NODE_ENV is production; VMX_DEV_TOOLS=1 turns them on regardless. */
export function devToolsEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.VMX_DEV_TOOLS === '1' || env.NODE_ENV !== 'production';
}

const RemoteLogoutQuery = z.object({ userId: numericId(), exceptSessionId: text().optional(), reason: text().optional() });

/** Registers the hubs on the root instance (before it is ready); they listen once the app does. */
export async function registerHubs(app: FastifyInstance, options: HubsOptions = {}): Promise<Hubs> {
  const server = new HubServer({
    pingIntervalMs: options.pingIntervalMs,
    clientTimeoutMs: options.clientTimeoutMs,
    allowedOrigins: options.allowedOrigins,
    log: app.log,
  });
  const onVerifyError = (error: unknown) => app.log.warn({ err: error }, 'hub token verification failed');
  const account = accountHubApi(server.register(app, accountHubDefinition(HUB_BASE, options.verifyToken, onVerifyError)));
  const notifications = notificationHubApi(server.register(app, notificationHubDefinition(HUB_BASE, options.onCloseNotification)));
  server.attach(app.server);
  // Before the HTTP server closes: it would wait for the upgraded sockets.
  app.addHook('preClose', async () => server.close());

  if (options.devTools ?? devToolsEnabled()) {
    app.post('/dev/hubs/remote-logout', async (request) => {
      const query = parseQuery(RemoteLogoutQuery, request);
      return { reached: account.remoteLogout(query.userId, query.exceptSessionId, query.reason) };
    });
  }

  const hubs: Hubs = {
    account,
    notifications,
    endSessions: (sessionIds, reason) => server.endSessions(sessionIds, (connection) => account.sayGoodbye(connection, reason)),
    close: () => server.close(),
  };
  app.decorate('hubs', hubs);
  return hubs;
}
