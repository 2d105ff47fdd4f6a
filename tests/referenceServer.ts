/**
 * Starts the reference server as `npm start` does (minus the build), on a free port and with a fresh
 * database file of its own and the demo congress on its fixed dates, for the browser tests and the benchmarks. Resolves with its address once it
 * listens; stop() ends it and deletes its database.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ReferenceServer {
  baseUrl: string;
  /** The SQLite file it runs on (a second server may share it, e.g. the browser bench's baseline build's). */
  databaseFile: string;
  /** Its process id (the load test reads its memory from /proc). */
  pid: number;
  stop(): void;
  /** Sends the signal (SIGTERM: it drains; SIGKILL: a crash); resolves once the process is gone. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

export async function startReferenceServer({
  env = {},
  timeoutMs = 60_000,
}: { env?: Record<string, string>; timeoutMs?: number } = {}): Promise<ReferenceServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vmx-server-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    // SEED_DATES=fixed: the congress on its written dates (10 to 13 June 2026), which the tests rely on; the
    // caller's env may ask for alive dates.
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_FILE: join(dataDir, 'vmx.sqlite'),
      DATABASE_URL: '',
      SEED_DATES: 'fixed',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const gone = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const running = () => server.exitCode === null && server.signalCode === null;
  const stop = () => {
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const kill = async (signal: NodeJS.Signals) => {
    if (running()) server.kill(signal);
    await gone;
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const baseUrl = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start in ${timeoutMs / 1000} s:\n${output}`)), timeoutMs);
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const match = /http:\/\/(?:localhost|127\.0\.0\.1):(\d+)\//.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(`http://localhost:${match[1]}`);
        }
      };
      server.stdout.on('data', onData);
      server.stderr.on('data', onData);
      server.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
    });
    return { baseUrl, databaseFile: env.DATABASE_FILE ?? join(dataDir, 'vmx.sqlite'), pid: server.pid!, stop, kill };
  } catch (error) {
    stop();
    throw error;
  }
}
