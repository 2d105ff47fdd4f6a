/**
 * A throwaway Redis for the tests, from Debian's redis-server package (.ci/run installs it): on a free loopback
 * port, keeping nothing on disk. Resolves once it answers PING; stop() ends it.
 */
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { freePort } from './freePort';

const REDIS_SERVER = 'redis-server';
const START_TIMEOUT_MS = 10_000;
const PING_INTERVAL_MS = 50;

export async function startRedis(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const server = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let spawnError: NodeJS.ErrnoException | undefined;
  const ended = new Promise<void>((resolve) => {
    server.once('exit', () => resolve());
    server.once('error', (error) => {
      spawnError = error;
      resolve();
    });
  });
  const running = () => !spawnError && server.exitCode === null && server.signalCode === null;
  const stop = async () => {
    if (running()) server.kill();
    await ended;
  };
  const url = `redis://127.0.0.1:${port}`;
  try {
    await untilItAnswers(url, () => {
      if (spawnError?.code === 'ENOENT') throw new Error(`${REDIS_SERVER} not found: install Debian's redis-server package; .ci/run does`);
      if (!running()) throw new Error(`${REDIS_SERVER} did not start: ${spawnError?.message ?? output}`);
    });
    return { url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function untilItAnswers(url: string, checkAlive: () => void): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    checkAlive();
    // No retries of its own: this loop decides when to try again.
    const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    // A refused connection rejects connect() below; ioredis would also print it as an unhandled error event.
    client.on('error', () => {});
    try {
      await client.connect();
      if ((await client.ping()) === 'PONG') return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`redis-server did not answer in ${START_TIMEOUT_MS} ms`, { cause: error });
    } finally {
      client.disconnect();
    }
    await sleep(PING_INTERVAL_MS);
  }
}
