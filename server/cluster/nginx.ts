/**
 * Runs nginx in front of the reference server's processes, with the configuration of nginxConfig.ts rendered
 * into a temporary prefix folder of its own (`nginx -p <prefix> -c <conf> -g 'daemon off;'`), so that it needs
 * no root and touches nothing of the machine's own nginx. Used by server/cluster.ts and tests/services/nginx.ts.
 */
import { execFileSync, spawn } from 'node:child_process';
import { accessSync, chmodSync, constants, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { renderNginxConfig } from './nginxConfig';

export interface RunningNginx {
  /** http://host:port of the listening nginx. */
  url: string;
  /** The prefix folder (configuration, logs, temp files). */
  prefix: string;
  /** Settles when nginx exits, with its exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  /** Graceful stop (SIGQUIT: open connections get SHUTDOWN_TIMEOUT_S); resolves once nginx is gone and its prefix deleted. */
  stop(): Promise<void>;
}

export interface StartNginxOptions {
  /** The processes, as host:port. */
  upstreams: readonly string[];
  port: number;
  /** The address to listen on (default 127.0.0.1). */
  host?: string;
  /** nginx's worker processes (default "auto"). */
  workerProcesses?: number | 'auto';
  /** The nginx binary (default: NGINX_PATH, else `nginx` on PATH or in /usr/sbin). */
  binary?: string;
  /** Where nginx's output goes (default: ignored). */
  onOutput?: (text: string) => void;
  timeoutMs?: number;
}

/** Where Debian and most distributions put the binary, often not on a user's PATH. */
const SYSTEM_BINARY_DIRS = ['/usr/sbin', '/usr/local/sbin', '/usr/local/nginx/sbin'];
const START_TIMEOUT_MS = 10_000;
const STOP_TIMEOUT_MS = 15_000;
const POLL_MS = 50;

/** The nginx binary to run, or null when there is none. */
export function findNginx(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.NGINX_PATH?.trim()) return env.NGINX_PATH.trim();
  const dirs = [...(env.PATH ?? '').split(delimiter).filter(Boolean), ...SYSTEM_BINARY_DIRS];
  for (const dir of dirs) {
    const candidate = join(dir, 'nginx');
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not here: the next folder.
    }
  }
  return null;
}

export async function startNginx({
  upstreams,
  port,
  host = '127.0.0.1',
  workerProcesses = 'auto',
  binary = findNginx() ?? undefined,
  onOutput,
  timeoutMs = START_TIMEOUT_MS,
}: StartNginxOptions): Promise<RunningNginx> {
  if (!binary) throw new Error('nginx is not installed (apt-get install nginx, or set NGINX_PATH)');
  const prefix = mkdtempSync(join(tmpdir(), 'vmx-nginx-'));
  const asRoot = process.getuid?.() === 0;
  mkdirSync(join(prefix, 'logs'));
  mkdirSync(join(prefix, 'temp'));
  // As root, nginx's workers run as an unprivileged account: they must reach the temp folders (nginx creates and
  // chowns those themselves) through the prefix, which mkdtemp made private.
  if (asRoot) {
    chmodSync(prefix, 0o755);
    chmodSync(join(prefix, 'temp'), 0o755);
  }
  const conf = join(prefix, 'nginx.conf');
  const listen = `${host.includes(':') ? `[${host}]` : host}:${port}`;
  writeFileSync(conf, renderNginxConfig({ upstreams, listen, prefix, workerProcesses, workerUser: asRoot ? unprivilegedAccount() : null }));

  // -e: where errors go before the configuration is read (else the build's default path, which a user may not write).
  const child = spawn(binary, ['-p', prefix, '-c', conf, '-e', 'stderr', '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    onOutput?.(chunk.toString());
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
    // The binary could not be run at all: reported as an exit, with the reason in the output.
    child.once('error', (error) => {
      output += `${binary}: ${error.message}\n`;
      resolve(null);
    });
  });
  const removePrefix = () => rmSync(prefix, { recursive: true, force: true });

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    }
    removePrefix();
  };

  try {
    await waitForPidFile(join(prefix, 'nginx.pid'), timeoutMs, exited, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  const anyAddress = host === '0.0.0.0' || host === '::';
  return { url: `http://${anyAddress ? `localhost:${port}` : listen}`, prefix, exited, stop };
}

/** The account and group nginx's workers run as when it is started as root. */
function unprivilegedAccount(): { name: string; group: string } {
  const name = 'nobody';
  try {
    // Debian's nobody is in nogroup, Red Hat's in nobody.
    return { name, group: execFileSync('id', ['-gn', name], { encoding: 'utf8' }).trim() };
  } catch {
    return { name, group: 'nogroup' };
  }
}

/**
 * Resolves once nginx has written its pid file, which it does after it has bound its port; rejects when it exits
 * first (the port is taken, the configuration is wrong) or time runs out.
 */
async function waitForPidFile(pidFile: string, timeoutMs: number, exited: Promise<number | null>, output: () => string): Promise<void> {
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`nginx exited with ${exitCode}:\n${output()}`);
    if (existsSync(pidFile)) return;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`nginx did not start within ${timeoutMs} ms:\n${output()}`);
}
