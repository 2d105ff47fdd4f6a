/**
 * What the server's processes share besides the database: messages to the other processes (a notification or a
 * remote logout for the sockets they hold), "used once in the whole deployment" marks (a hub connection token) and
 * the counters of the rate limits. One process on its own needs none of it: without REDIS_URL the backplane is
 * in-process (nobody to tell, marks in memory). With REDIS_URL it is Redis: pub/sub for the messages, SET NX for
 * the marks, and the same client for @fastify/rate-limit's counters (http/rateLimits.ts).
 *
 * A process does its own part of a message at once and publishes it for the others (publish reaches the other
 * processes only): the caller learns at once what it reached here, and a Redis that is away delays no local socket.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/** The channels the processes talk on (one per kind of message, each with its own shape). */
export type BackplaneChannel = 'hub-messages' | 'hub-sessions';

export interface Backplane {
  /** Sends message to every other process's subscribers of channel (fire and forget; a failure is logged). */
  publish(channel: BackplaneChannel, message: unknown): void;
  /** Calls handler with each message another process publishes on channel; returns the unsubscribe. */
  subscribe(channel: BackplaneChannel, handler: (message: unknown) => void): () => void;
  /** True the first time key is claimed anywhere in the deployment within ttlMs, false after. */
  claimOnce(key: string, ttlMs: number): Promise<boolean>;
  /** The Redis client, for counters every process shares; null in process. */
  readonly redis: Redis | null;
  /** Resolves when the backplane answers (for /health/ready); in process always. */
  check(): Promise<void>;
  close(): Promise<void>;
}

/** Ours: how many claimed keys one process remembers (connection tokens live 30 s; this is far more than a morning's peak). */
export const LOCAL_CLAIMS_MAX = 200_000;

/** Every key and channel the server puts in Redis starts so: one Redis may serve other applications too. */
export const REDIS_PREFIX = 'vmx:';

/** A backplane for one process: nothing to publish to, marks in memory. */
export function createLocalBackplane(): Backplane {
  const claims = new LRUCache<string, true>({ max: LOCAL_CLAIMS_MAX, ttlAutopurge: false });
  return {
    publish() {},
    subscribe: () => () => {},
    async claimOnce(key, ttlMs) {
      if (claims.has(key)) return false;
      claims.set(key, true, { ttl: ttlMs });
      return true;
    },
    redis: null,
    check: async () => {},
    close: async () => {},
  };
}

interface Envelope {
  /** The publishing process: it has done its part already and skips its own message. */
  from: string;
  message: unknown;
}

/**
 * A backplane on the Redis at url: two connections, one for commands and one subscribed (a subscribed Redis
 * connection takes no other commands). Subscribes to every channel at once, so that no message published after
 * connect() resolves is missed.
 */
export async function createRedisBackplane(url: string, log?: FastifyBaseLogger): Promise<Backplane> {
  const processId = randomBytes(8).toString('base64url');
  // A command fails after one retry rather than queueing while Redis is away: a request must not hang on it.
  const options = { maxRetriesPerRequest: 1, lazyConnect: true, connectionName: `vmx-${processId}` };
  const redis = new Redis(url, options);
  const subscriber = new Redis(url, options);
  for (const [name, connection] of [
    ['commands', redis],
    ['subscriber', subscriber],
  ] as const) {
    connection.on('error', (error: Error) => log?.warn({ err: error, connection: name }, 'redis backplane error'));
  }
  await Promise.all([redis.connect(), subscriber.connect()]);
  const channels: BackplaneChannel[] = ['hub-messages', 'hub-sessions'];
  await subscriber.subscribe(...channels.map((channel) => REDIS_PREFIX + channel));

  const handlers = new Map<string, Set<(message: unknown) => void>>();
  subscriber.on('message', (channel: string, text: string) => {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(text) as Envelope;
    } catch {
      log?.warn({ channel }, 'unreadable backplane message ignored');
      return;
    }
    if (envelope.from === processId) return;
    for (const handler of handlers.get(channel.slice(REDIS_PREFIX.length)) ?? []) {
      try {
        handler(envelope.message);
      } catch (error) {
        log?.error({ err: error, channel }, 'backplane message handler failed');
      }
    }
  });

  return {
    publish(channel, message) {
      const envelope: Envelope = { from: processId, message };
      redis.publish(REDIS_PREFIX + channel, JSON.stringify(envelope)).catch((error: unknown) => {
        log?.error({ err: error, channel }, 'backplane message not published');
      });
    },
    subscribe(channel, handler) {
      let set = handlers.get(channel);
      if (!set) handlers.set(channel, (set = new Set()));
      set.add(handler);
      return () => set.delete(handler);
    },
    async claimOnce(key, ttlMs) {
      return (await redis.set(`${REDIS_PREFIX}claim:${key}`, '1', 'PX', ttlMs, 'NX')) === 'OK';
    },
    redis,
    async check() {
      await redis.ping();
    },
    async close() {
      handlers.clear();
      await Promise.allSettled([subscriber.quit(), redis.quit()]);
    },
  };
}
