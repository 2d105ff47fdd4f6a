/**
 * Two processes of the reference server as one deployment runs them, for the load test's hub and two-process
 * figures: a throwaway Redis (the backplane: a notification published at one process reaches the sockets of both,
 * and a connection token negotiated at one connects at the other), process A started on a fresh database (it
 * seeds it at --scale large), then process B on the same SQLite file. No balancer: each figure says how the load
 * reached the processes. Notifications are published as an operator does (server/cli/notify.ts, with the service
 * client both processes know).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { notify } from '../../server/cli/notify';
import { notificationGroup } from '../../src/core/pushNotifications';
import { startRedis } from '../services/redis';
import { startServerProcess, type ServerProcess } from './serverProcess';
import { EVENT, LANGUAGE, readEventId, SERVER_ENV, START_TIMEOUT_MS } from './target';

export interface LoadCluster {
  /** A, then B. */
  processes: readonly [ServerProcess, ServerProcess];
  eventId: number;
  /** The hub group the congress's notifications in LANGUAGE go to. */
  group: string;
  /**
   * Publishes a notification through the process; resolves with its id and when its POST was sent (ms since the
   * epoch: the start of every delivery time).
   */
  publish(at: ServerProcess, title: string): Promise<{ id: number; sentAt: number }>;
  stop(): Promise<void>;
}

const PUBLISH_PATH = '/api/Exhibition/PushNotification';

/** databaseEnv: DATABASE_URL of a PostgreSQL both processes share (run.ts --postgres); empty: a SQLite file. */
export async function startLoadCluster(databaseEnv: Record<string, string> = {}): Promise<LoadCluster> {
  const service = { clientId: 'vmx-loadtest', clientSecret: randomBytes(24).toString('base64url') };
  const redis = await startRedis();
  const dataDir = mkdtempSync(join(tmpdir(), 'vmx-load-cluster-'));
  const started: ServerProcess[] = [];
  const stop = async () => {
    await Promise.all(started.map((server) => server.kill('SIGTERM')));
    await redis.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const env = {
      ...SERVER_ENV,
      ...databaseEnv,
      REDIS_URL: redis.url,
      VMX_SERVICE_CLIENT_ID: service.clientId,
      VMX_SERVICE_CLIENT_SECRET: service.clientSecret,
    };
    const databaseFile = join(dataDir, 'vmx.sqlite');
    // B after A: A has seeded the database by the time it listens.
    for (let i = 0; i < 2; i++) started.push(await startServerProcess({ databaseFile, env, timeoutMs: START_TIMEOUT_MS }));
    const [a, b] = started as [ServerProcess, ServerProcess];
    const eventId = await readEventId(a.baseUrl);
    return {
      processes: [a, b],
      eventId,
      group: notificationGroup(eventId, LANGUAGE),
      async publish(at, title) {
        let sentAt = 0;
        // notify() asks for a service token first; the delivery starts when the notification itself is posted.
        const timedFetch: typeof fetch = (input, init) => {
          if (new URL(input instanceof Request ? input.url : input).pathname === PUBLISH_PATH) sentAt = Date.now();
          return fetch(input, init);
        };
        const { notification } = await notify(
          { server: at.baseUrl, event: EVENT, language: LANGUAGE, title, text: title, ...service },
          timedFetch,
        );
        return { id: notification.id, sentAt };
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
