/**
 * Two processes of the reference server on one SQLite file, behind nginx with the configuration of
 * `npm run start:cluster` (server/cluster/nginxConfig.ts): the balancer spreads requests, carries the hubs'
 * WebSockets, and keeps serving while a process drains and is started again. Which process answered is read from
 * outside, as an operator would: each process's own request log, and the count of sockets a notification
 * published on one process reached there.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { HttpTransportType, HubConnectionBuilder, HubConnectionState, LogLevel, type HubConnection } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_HUB, HubMethods, NOTIFICATION_HUB, type HubNotification } from '../../src/contracts';
import { notificationGroup } from '../../src/core/pushNotifications';
import { readConfig } from '../../server/config';
import { prepareDatabase } from '../../server/db/prepare';
import { startWorker, type Worker } from '../../server/cluster/workers';
import { freePort } from '../services/freePort';
import { startNginx } from '../services/nginx';

const EVENT = 'ehc2026';
const LANGUAGE = 'en-GB';
/** The hub client's retries after a lost connection: at once, then every half second for a while. */
const RECONNECT_DELAYS_MS = [0, 500, 500, 500, 1000, 1000, 1000];
/** What the issue asks of a reconnect after a process goes away. */
const RECONNECT_WITHIN_MS = 5000;

interface Cluster {
  dataDir: string;
  workers: Worker[];
  /** Each process's output so far, by its index in workers. */
  logs: string[];
  nginx: { url: string; prefix: string; stop(): Promise<void> };
}

let cluster: Cluster;

beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'vmx-cluster-'));
  const env = {
    ...process.env,
    DATABASE_FILE: join(dataDir, 'vmx.sqlite'),
    DATABASE_URL: '',
    SEED_DATES: 'fixed',
    VMX_TRUST_PROXY: '127.0.0.1,::1',
  };
  // As start:cluster does: the database is made once, before the processes that share it start.
  await prepareDatabase(readConfig({ ...env, PORT: '0' }, []));
  const logs = ['', ''];
  const ports = [await freePort(), await freePort()];
  const workers = ports.map((port, i) =>
    startWorker({ name: `worker ${i + 1}`, host: '127.0.0.1', port, env, onOutput: (text) => (logs[i] += text) }),
  );
  cluster = { dataDir, workers, logs, nginx: { url: '', prefix: '', stop: async () => {} } };
  await Promise.all(workers.map((worker) => worker.ready()));
  cluster.nginx = await startNginx({ upstreams: workers.map((worker) => worker.address) });
}, 120_000);

afterAll(async () => {
  if (!cluster) return;
  await Promise.all([cluster.nginx.stop(), ...cluster.workers.map((worker) => worker.stop())]);
  rmSync(cluster.dataDir, { recursive: true, force: true });
}, 30_000);

describe('behind nginx', () => {
  it('answers consecutive requests from each process in turn (round robin), as their own request logs show', async () => {
    const probe = randomUUID();
    for (let i = 0; i < 4; i++) {
      expect((await fetch(`${cluster.nginx.url}/demo/cms.html?probe=${probe}-${i}`)).status).toBe(200);
    }
    const loggedBy = (i: number) => cluster.logs.findIndex((log) => log.includes(`probe=${probe}-${i}"`));
    await expect.poll(() => [0, 1, 2, 3].map(loggedBy).every((index) => index >= 0)).toBe(true);
    const [first, second, third, fourth] = [0, 1, 2, 3].map(loggedBy);
    expect(first).not.toBe(second);
    expect([third, fourth]).toEqual([first, second]);
  });

  it('passes the answers through unchanged: brotli from the process, its ETag, and 304 to If-None-Match', async () => {
    const url = `${cluster.nginx.url}/api/Modules/PAGSessionsV2?eventid=2026&language=${LANGUAGE}`;
    const direct = await fetch(`${cluster.workers[0]!.url}/api/Modules/PAGSessionsV2?eventid=2026&language=${LANGUAGE}`);
    const proxied = await fetch(url, { headers: { 'accept-encoding': 'br' } });
    expect(proxied.status).toBe(200);
    expect(proxied.headers.get('content-encoding')).toBe('br');
    expect(proxied.headers.get('vary')).toContain('Accept-Encoding');
    expect(proxied.headers.get('etag')).toBe(direct.headers.get('etag'));
    expect(await proxied.json()).toEqual(await direct.json());
    const again = await fetch(url, { headers: { 'if-none-match': proxied.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('carries a hub connection: the real SignalR client joins a group and receives what the process holding its socket publishes', async () => {
    const client = await connectedClient();
    try {
      const { holder, notification } = await publishOnEachProcess(client, 'Hall change');
      expect(holder).toBeDefined();
      expect(notification.title).toContain(holder!.name);
    } finally {
      await client.connection.stop();
    }
  });

  it('writes the paths it passes to its access log without their queries, so a hub token in an address is not logged', async () => {
    const token = `token-${randomUUID()}`;
    const negotiate = await fetch(`${cluster.nginx.url}/hubs/${CHAT_HUB}/negotiate?negotiateVersion=1&access_token=${token}`, {
      method: 'POST',
    });
    expect(negotiate.status).toBe(401);
    // nginx writes a request's line once it has answered it.
    await expect.poll(() => readFileSync(join(cluster.nginx.prefix, 'logs/access.log'), 'utf8')).toContain(`/hubs/${CHAT_HUB}/negotiate`);
    expect(readFileSync(join(cluster.nginx.prefix, 'logs/access.log'), 'utf8')).not.toContain(token);
  });

  it('keeps serving while a process drains and restarts: GETs succeed throughout, and the hub client reconnects within 5 s', async () => {
    const client = await connectedClient();
    try {
      const { holder } = await publishOnEachProcess(client, 'Before');
      const survivor = cluster.workers.find((worker) => worker !== holder)!;
      const reconnectedAt = new Promise<number>((resolve) => client.connection.onreconnected(() => resolve(Date.now())));

      const stoppedAt = Date.now();
      process.kill(holder!.pid!, 'SIGTERM');
      const statuses: number[] = [];
      for (let i = 0; i < 40; i++) {
        statuses.push((await fetch(`${cluster.nginx.url}/api/Event/Shortname?shortName=${EVENT}`)).status);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
      expect((await reconnectedAt) - stoppedAt).toBeLessThan(RECONNECT_WITHIN_MS);

      // The process that went away held the socket; the one left holds it now, and its messages arrive again.
      await client.joined();
      const after = await publishOnEachProcess(client, 'After', [survivor]);
      expect(after.holder).toBe(survivor);
      // The drained process is started again and answers.
      await holder!.ready();
      expect((await fetch(`${holder!.url}/health/ready`)).status).toBe(200);
    } finally {
      await client.connection.stop();
    }
  }, 60_000);
});

interface HubClient {
  connection: HubConnection;
  /** Every NotificationAdded received so far. */
  received: HubNotification[];
  /** Resolves once the group is joined (again, after the latest reconnect). */
  joined(): Promise<unknown>;
}

/** The real client through nginx, in the demo event's notification group (joined again after each reconnect). */
async function connectedClient(): Promise<HubClient> {
  const group = notificationGroup(await eventId(), LANGUAGE);
  const connection = new HubConnectionBuilder()
    .withUrl(`${cluster.nginx.url}/hubs/${NOTIFICATION_HUB}`, {
      transport: HttpTransportType.WebSockets,
      // Negotiate and the socket may reach different processes: the signed connection token is good at both.
      skipNegotiation: false,
    })
    .withAutomaticReconnect(RECONNECT_DELAYS_MS)
    .configureLogging(LogLevel.None)
    .build();
  const received: HubNotification[] = [];
  connection.on(HubMethods.notificationAdded, (notification: HubNotification) => received.push(notification));
  let joining: Promise<unknown> = Promise.resolve();
  const join = () => (joining = connection.invoke(HubMethods.joinGroup, group));
  connection.onreconnected(() => void join());
  await connection.start();
  await join();
  expect(connection.state).toBe(HubConnectionState.Connected);
  return { connection, received, joined: () => joining };
}

/**
 * Publishes a notification on each of the processes directly (a notification published on one reaches only that
 * process's sockets until the backplane carries it): the answer says how many sockets it reached there. Returns the
 * process whose publication reached the client, and what the client received from it.
 */
async function publishOnEachProcess(
  client: HubClient,
  label: string,
  workers: readonly Worker[] = cluster.workers,
): Promise<{ holder: Worker | undefined; notification: HubNotification }> {
  const reachedBy = async (worker: Worker) => {
    const reply = await fetch(`${worker.url}/dev/notifications`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ event: EVENT, language: LANGUAGE, title: `${label} from ${worker.name}`, text: 'Room B' }),
    });
    expect(reply.status).toBe(201);
    return ((await reply.json()) as { reached: number }).reached;
  };
  const reached = await Promise.all(workers.map(reachedBy));
  expect(reached.reduce((sum, count) => sum + count, 0)).toBe(1);
  const holder = workers[reached.indexOf(1)];
  await expect.poll(() => client.received.some((notification) => notification.title === `${label} from ${holder?.name}`)).toBe(true);
  const notification = client.received.find((candidate) => candidate.title === `${label} from ${holder?.name}`)!;
  return { holder, notification };
}

async function eventId(): Promise<number> {
  return ((await (await fetch(`${cluster.nginx.url}/api/Event/Shortname?shortName=${EVENT}`)).json()) as { Id: number }).Id;
}
