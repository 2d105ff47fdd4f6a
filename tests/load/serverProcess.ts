/**
 * One process of the reference server for the load test's cluster: tests/referenceServer.ts's, on the caller's
 * database file (a second process shares the first's), addressed as 127.0.0.1 (where it listens; localhost may
 * resolve to ::1 first), with its memory read from outside (/proc/<pid>/status: the process cannot be asked).
 */
import { readFileSync } from 'node:fs';
import { startReferenceServer } from '../referenceServer';

export interface ServerProcess {
  /** http://127.0.0.1:port */
  baseUrl: string;
  pid: number;
  /** Its resident memory now (VmRSS), in bytes. */
  rssBytes(): number;
  /** Sends the signal; resolves once the process is gone. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

export async function startServerProcess({
  databaseFile,
  env,
  timeoutMs,
}: {
  databaseFile: string;
  env: Record<string, string>;
  timeoutMs: number;
}): Promise<ServerProcess> {
  const server = await startReferenceServer({ env: { ...env, DATABASE_FILE: databaseFile }, timeoutMs });
  const baseUrl = new URL(server.baseUrl);
  baseUrl.hostname = '127.0.0.1';
  return { baseUrl: baseUrl.origin, pid: server.pid, rssBytes: () => residentBytes(server.pid), kill: server.kill };
}

/** VmRSS of /proc/<pid>/status (Linux), in bytes. */
function residentBytes(pid: number): number {
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`no VmRSS in /proc/${pid}/status`);
  return Number(match[1]) * 1024;
}
