/**
 * One process of the reference server for the load test's cluster, started as tests/referenceServer.ts starts it
 * (server/main.ts through tsx, on a free loopback port, the demo congress on its fixed dates), but with what the
 * cluster's figures need from outside: the process id (its memory is read from /proc/<pid>/status, as the process
 * cannot be asked) and a kill with any signal (a process killed mid-test). The database file is the caller's, so
 * that a second process may share the first's.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

export interface ServerProcess {
  /** http://127.0.0.1:port */
  baseUrl: string;
  pid: number;
  /** Its resident memory now (VmRSS), in bytes. */
  rssBytes(): number;
  /** Sends the signal; resolves once the process is gone. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

const LISTENING = /http:\/\/(?:localhost|127\.0\.0\.1):(\d+)\//;

export async function startServerProcess({
  databaseFile,
  env,
  timeoutMs,
}: {
  databaseFile: string;
  env: Record<string, string>;
  timeoutMs: number;
}): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_FILE: databaseFile, DATABASE_URL: '', SEED_DATES: 'fixed', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const kill = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await gone;
  };
  let output = '';
  try {
    const port = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start in ${timeoutMs / 1000} s:\n${output}`)), timeoutMs);
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const match = LISTENING.exec(output);
        if (match) {
          clearTimeout(timer);
          child.stdout.off('data', onData);
          child.stderr.off('data', onData);
          resolve(match[1]!);
        }
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
    });
    // Still read what it prints (warnings), unseen, so that a full pipe never blocks it.
    child.stdout.resume();
    child.stderr.resume();
    const pid = child.pid!;
    return { baseUrl: `http://127.0.0.1:${port}`, pid, rssBytes: () => residentBytes(pid), kill };
  } catch (error) {
    await kill('SIGKILL');
    throw error;
  }
}

/** VmRSS of /proc/<pid>/status (Linux), in bytes. */
function residentBytes(pid: number): number {
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`no VmRSS in /proc/${pid}/status`);
  return Number(match[1]) * 1024;
}
