/**
 * The platform in a browser through nginx in front of two processes that share a database and a Redis backplane,
 * as `npm run start:cluster` runs it: the page's requests land on either process, and a process may go away.
 * This file starts its own cluster (not the global setup's single server).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { prepareDatabase } from '../../server/db/prepare';
import { startWorker, type Worker } from '../../server/cluster/workers';
import { readConfig } from '../../server/config';
import { freePort } from '../services/freePort';
import { startNginx } from '../services/nginx';
import { startRedis } from '../services/redis';
import { accessToken, createConfirmedAccount, DEMO, eventId, expect, signInOnLoginPage, test as base } from './fixtures';

const { instance, event, language } = DEMO;
// On the first congress day, without a Session policy (as in programme-personal.spec.ts).
const SESSION = 10005;
/** Seeding the database and starting two processes, Redis and nginx on this machine's two busy cores. */
const SETUP_TIMEOUT_MS = 120_000;
/** The page's hub retries every 5 s (HUB_RETRY_MS) after it lost its process, plus the restart itself. */
const RECONNECT_TIMEOUT_MS = 20_000;

interface Cluster {
  url: string;
  workers: Worker[];
  stop(): Promise<void>;
}

let cluster: Cluster;

/**
 * Every request of these tests goes through nginx: the page's and the API's base is the cluster's address (a fixture
 * overriding baseURL is set up before beforeAll has started the cluster, so the tests take these instead).
 */
const test = base.extend<{ clusterPage: Page; clusterRequest: APIRequestContext }>({
  clusterPage: async ({ browser }, use) => {
    const context = await browser.newContext({ baseURL: cluster.url, serviceWorkers: 'block' });
    await use(await context.newPage());
    await context.close();
  },
  clusterRequest: async ({ playwright }, use) => {
    const request = await playwright.request.newContext({ baseURL: cluster.url });
    await use(request);
    await request.dispose();
  },
});

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(SETUP_TIMEOUT_MS);
  const dataDir = mkdtempSync(join(tmpdir(), 'vmx-cluster-e2e-'));
  const redis = await startRedis();
  const env = {
    ...process.env,
    DATABASE_FILE: join(dataDir, 'vmx.sqlite'),
    DATABASE_URL: '',
    SEED_DATES: 'fixed',
    REDIS_URL: redis.url,
    VMX_TRUST_PROXY: '127.0.0.1,::1',
  };
  await prepareDatabase(readConfig({ ...env, PORT: '0' }, []));
  const ports = [await freePort(), await freePort()];
  const workers = ports.map((port, i) => startWorker({ name: `worker ${i + 1}`, host: '127.0.0.1', port, env }));
  const stopWorkers = () => Promise.all(workers.map((worker) => worker.stop()));
  try {
    await Promise.all(workers.map((worker) => worker.ready()));
    const nginx = await startNginx({ upstreams: workers.map((worker) => worker.address) });
    cluster = {
      url: nginx.url,
      workers,
      stop: async () => {
        await Promise.all([nginx.stop(), stopWorkers()]);
        await redis.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await stopWorkers();
    await redis.stop();
    throw error;
  }
});

test.afterAll(async () => {
  await cluster?.stop();
});

test('a starred session is still starred after reloads, whichever process answers, and every process has it', async ({
  clusterPage: page,
  clusterRequest: request,
}) => {
  const id = await eventId(request);
  const { email, password } = await createConfirmedAccount(request, cluster.url, 'cluster');
  await signInOnLoginPage(page, email, password);
  const name = await sessionName(request, id);
  await page.goto(`/${instance}/${event}/${language}/session/${SESSION}`);
  await page
    .locator('vmx-app')
    .getByRole('button', { name: `Add ${name} to my programme` })
    .click();
  const starred = page.locator('vmx-app').getByRole('button', { name: `Remove ${name} from my programme` });
  await expect(starred).toHaveAttribute('data-favourite', 'on');

  // Each load's requests are spread over both processes (round robin): the star comes back whichever answers.
  for (let reload = 0; reload < 2; reload++) {
    await page.reload();
    await expect(starred).toHaveAttribute('data-favourite', 'on');
  }
  // Asked directly, each process has it and accepts the token another one issued.
  const token = await accessToken(page);
  for (const worker of cluster.workers) {
    const reply = await request.get(`${worker.url}/api/Modules/PagPersonalSchedule/?eventid=${id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(((await reply.json()) as { SessionIds: number[] }).SessionIds).toEqual([SESSION]);
  }
});

test('a notification published on either process shows on the page', async ({ clusterPage: page, clusterRequest: request }) => {
  const hub = watchHub(page);
  await page.goto(`/notifications/${instance}/${event}/${language}`);
  await hub.joined(1);
  // The page's socket is on one of the two; the other's notification reaches it through the backplane.
  for (const worker of cluster.workers) {
    const title = await publish(request, worker, 'Room change');
    await expect(page.getByRole('status').filter({ hasText: title })).toBeVisible();
  }
});

test('after each process restarts in turn, the page’s hub has reconnected and notifications still arrive', async ({
  clusterPage: page,
  clusterRequest: request,
}) => {
  test.setTimeout(2 * RECONNECT_TIMEOUT_MS + 30_000);
  const hub = watchHub(page);
  await page.goto(`/notifications/${instance}/${event}/${language}`);
  await hub.joined(1);

  // A rolling restart: whichever process held the page's socket went away once, and the page joined again.
  for (const worker of cluster.workers) {
    const before = worker.pid;
    process.kill(before!, 'SIGTERM');
    await expect.poll(() => worker.pid !== undefined && worker.pid !== before, { timeout: RECONNECT_TIMEOUT_MS }).toBe(true);
    await worker.ready();
  }
  await hub.joined(2, RECONNECT_TIMEOUT_MS);

  for (const worker of cluster.workers) {
    const title = await publish(request, worker, 'After the restart');
    await expect(page.getByRole('status').filter({ hasText: title })).toBeVisible();
  }
});

/** Counts the page's hub sockets whose JoinGroup was answered. */
function watchHub(page: Page): { joined(count: number, timeout?: number): Promise<void> } {
  let joins = 0;
  page.on('websocket', (socket) => {
    let counted = false;
    socket.on('framereceived', (frame) => {
      if (!counted && String(frame.payload).includes('"type":3')) {
        counted = true;
        joins++;
      }
    });
  });
  return {
    joined: (count, timeout) => expect.poll(() => joins, { timeout }).toBeGreaterThanOrEqual(count),
  };
}

/** Publishes a notification on that process directly (POST /dev/notifications); returns its title. */
async function publish(request: APIRequestContext, worker: Worker, label: string): Promise<string> {
  const title = `${label} from ${worker.name} ${Date.now()}`;
  const published = await request.post(`${worker.url}/dev/notifications`, { data: { event, language, title, text: '<p>Hall B</p>' } });
  expect(published.status()).toBe(201);
  return title;
}

async function sessionName(request: APIRequestContext, id: number): Promise<string> {
  const sessions = (await (await request.get(`/api/Modules/PAGSessionsV2?eventid=${id}&language=${language}`)).json()) as {
    Id: number;
    Name: string;
  }[];
  return sessions.find((session) => session.Id === SESSION)!.Name;
}
