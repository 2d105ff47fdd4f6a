/**
 * The reference server's processes behind a balancer: each one `server/main.ts` run through tsx (as `npm run serve`
 * and tests/referenceServer.ts run it), on a port of its own, watched: one that exits without being asked to is
 * started again after a short backoff, which grows while it keeps failing. Used by server/cluster.ts and the
 * cluster tests.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface WorkerOptions {
  /** How it is named in the output, e.g. "worker 1". */
  name: string;
  /** The loopback address it listens on. */
  host: string;
  port: number;
  /** Its environment (PORT and HOST are set from the above). */
  env: NodeJS.ProcessEnv;
  /** Everything the process prints, as it comes. */
  onOutput?: (text: string) => void;
  /** What happens to it (exited, restarting), one line each. */
  onEvent?: (line: string) => void;
}

export interface Worker {
  readonly name: string;
  /** host:port, as the balancer names it. */
  readonly address: string;
  readonly url: string;
  /** The running process's id (a new one after each restart); undefined between two. */
  readonly pid: number | undefined;
  /** Resolves once the process answers /health/ready (after a restart too); rejects after timeoutMs. */
  ready(timeoutMs?: number): Promise<void>;
  /** Ends it for good: SIGTERM (it drains), SIGKILL if it is still there after STOP_TIMEOUT_MS; resolves when it is gone. */
  stop(): Promise<void>;
}

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
/** Ours: the first restart's wait, doubled after each quick failure up to RESTART_MAX_MS. */
const RESTART_BASE_MS = 500;
const RESTART_MAX_MS = 10_000;
/** Ours: a process that ran this long was healthy; its next failure starts the backoff afresh. */
const STABLE_AFTER_MS = 30_000;
/** main.ts cuts its drain short after 10 s; this leaves it time to exit on its own. */
const STOP_TIMEOUT_MS = 15_000;
const READY_TIMEOUT_MS = 60_000;
const READY_POLL_MS = 100;

export function startWorker({ name, host, port, env, onOutput, onEvent }: WorkerOptions): Worker {
  const address = `${host.includes(':') ? `[${host}]` : host}:${port}`;
  const url = `http://${address}`;
  let child: ChildProcess | undefined;
  let stopping = false;
  let failures = 0;
  let restartTimer: NodeJS.Timeout | undefined;
  let gone: Promise<void> = Promise.resolve();

  const launch = () => {
    const startedAt = Date.now();
    const spawned = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: { ...env, PORT: String(port), HOST: host },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = spawned;
    const forward = (chunk: Buffer) => onOutput?.(chunk.toString());
    spawned.stdout?.on('data', forward);
    spawned.stderr?.on('data', forward);
    gone = new Promise<void>((resolve) =>
      spawned.once('exit', (code, signal) => {
        child = undefined;
        resolve();
        if (stopping) return;
        failures = Date.now() - startedAt >= STABLE_AFTER_MS ? 1 : failures + 1;
        const delay = Math.min(RESTART_BASE_MS * 2 ** (failures - 1), RESTART_MAX_MS);
        onEvent?.(`${name} exited (${signal ?? `code ${code}`}); starting it again in ${delay} ms`);
        restartTimer = setTimeout(launch, delay);
      }),
    );
  };
  launch();

  return {
    name,
    address,
    url,
    get pid() {
      return child?.pid;
    },
    async ready(timeoutMs = READY_TIMEOUT_MS) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (stopping) throw new Error(`${name} was stopped`);
        const answered = await fetch(`${url}/health/ready`).then(
          (reply) => reply.ok,
          () => false,
        );
        if (answered) return;
        await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
      }
      throw new Error(`${name} was not ready within ${timeoutMs} ms`);
    },
    async stop() {
      stopping = true;
      clearTimeout(restartTimer);
      const running = child;
      if (!running) return;
      running.kill('SIGTERM');
      const timer = setTimeout(() => running.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await gone;
      clearTimeout(timer);
    },
  };
}
