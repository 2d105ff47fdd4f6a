/**
 * The server under load: the reference server at --scale large with the load test's settings, and the demo
 * congress's address in it. A target names how many server processes answer (one here; cluster.ts starts two), so
 * that every figure says what it was measured against.
 */
import { startReferenceServer } from '../referenceServer';
import { loopbackUrl, probe, type LoadServer } from './http';

/** The demo congress and the language every request asks for. */
export const EVENT = 'ehc2026';
export const LANGUAGE = 'en-GB';

export interface LoadTarget extends LoadServer {
  /** The congress's id (EventDetails' Id), which the PAG* routes take. */
  eventId: number;
  /** Ends the process and waits until it is gone (its drain finishes what it had queued, sign-ins included). */
  stop(): Promise<void>;
}

/** Every server process of the load test runs with these. */
export const SERVER_ENV = {
  SEED_SCALE: 'large',
  LOG_LEVEL: 'warn',
  // The rate limits (server/http/rateLimits.ts) count per client address, and every request of a load test
  // comes from 127.0.0.1: at their real size they would answer most of the sign-ins with 429.
  VMX_RATE_LIMIT_SCALE: '1000000',
};
export const START_TIMEOUT_MS = 240_000;

/** databaseEnv: DATABASE_URL of a PostgreSQL to run on (run.ts --postgres); empty: a SQLite file of its own. */
export async function startLoadTarget(databaseEnv: Record<string, string> = {}): Promise<LoadTarget> {
  const server = await startReferenceServer({ env: { ...SERVER_ENV, ...databaseEnv }, timeoutMs: START_TIMEOUT_MS });
  try {
    const stop = () => server.kill('SIGTERM');
    return { baseUrl: server.baseUrl, processes: 1, eventId: await readEventId(server.baseUrl), stop };
  } catch (error) {
    server.stop();
    throw error;
  }
}

/** The demo congress's id at the server (EventDetails' Id). */
export async function readEventId(baseUrl: string): Promise<number> {
  loopbackUrl(baseUrl);
  const details = await probe(baseUrl, { path: `/api/Public/EventDetails?shortname=${EVENT}&language=${LANGUAGE}` });
  const eventId = (JSON.parse(details.body.toString()) as { Id?: unknown }).Id;
  if (details.status !== 200 || typeof eventId !== 'number') throw new Error(`EventDetails answered ${details.status} without an Id`);
  return eventId;
}
