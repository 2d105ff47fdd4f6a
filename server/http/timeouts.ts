/**
 * How long the server waits for a slow client (slowloris and stalled connections): the Fastify and
 * Node HTTP server options buildApp passes. None of them cuts a hub's WebSocket (ws turns the socket's
 * idle timeout off once upgraded, and the timeouts below are about receiving requests) or a long
 * download that is still moving (only a socket idle for CONNECTION_IDLE_MS is closed).
 */
import type { ServerOptions } from 'node:http';

export interface ServerTimeouts {
  /** The request's headers must have arrived within this. */
  headersMs: number;
  /** The whole request (headers and body) must have arrived within this. */
  requestMs: number;
  /** An idle kept-alive connection is closed after this. */
  keepAliveMs: number;
  /** A connection with no traffic either way is closed after this. */
  connectionIdleMs: number;
  /** How often Node checks the header and request timeouts. */
  checkIntervalMs: number;
}

/** Ours. */
export const SERVER_TIMEOUTS: ServerTimeouts = {
  headersMs: 20_000,
  // Bodies are small (1 MiB at most): a minute is plenty even on a poor mobile link.
  requestMs: 60_000,
  // Longer than the 60 s idle timeout of common load balancers, so that a proxy never reuses a
  // connection the server is closing.
  keepAliveMs: 65_000,
  connectionIdleMs: 120_000,
  // Node's default is 30 s, which lets a stalled header linger up to 50 s.
  checkIntervalMs: 5_000,
};

/** Fastify's options for these (it passes `http` to Node's http.createServer). */
export function timeoutOptions(overrides: Partial<ServerTimeouts> = {}): {
  requestTimeout: number;
  keepAliveTimeout: number;
  connectionTimeout: number;
  http: ServerOptions;
} {
  const t = { ...SERVER_TIMEOUTS, ...overrides };
  return {
    requestTimeout: t.requestMs,
    keepAliveTimeout: t.keepAliveMs,
    connectionTimeout: t.connectionIdleMs,
    http: {
      headersTimeout: t.headersMs,
      requestTimeout: t.requestMs,
      keepAliveTimeout: t.keepAliveMs,
      connectionsCheckingInterval: t.checkIntervalMs,
    },
  };
}
