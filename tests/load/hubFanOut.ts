/**
 * The hub fan-out: many clients connected to the notification hub, spread evenly over the cluster's two processes
 * (cluster.ts), one notification published at process A (it reaches B's clients through the Redis backplane): how
 * long until every client has it (from the moment it is posted to each client's receipt), and whether any is
 * lost. While it fans out, each process is asked for its clock (GET /api/Core/ServerTime) one request after the
 * other, to show it still answers HTTP. The memory of the idle connections is each process's resident memory
 * (VmRSS, read from outside) after connecting, less before, per connection it holds: the resident memory moves by
 * tens of MB with the garbage collector (steadyRss waits for it to settle), so at 10,000 connections a process the
 * figure is good to a few kB.
 *
 * The clients run in child processes of CLIENTS_PER_CHILD each (hubClients.ts) and connect straight to the socket
 * (skipNegotiation: negotiating costs a request per client and is not what is measured here).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { probe, type LoadRequest } from './http';
import type { LoadCluster } from './cluster';
import { forkHubClients, type ConnectedReport, type HubClients } from './hubClients';
import { percentiles, type Percentiles } from './latency';
import type { ServerProcess } from './serverProcess';

/** Issue 21: the fan-out to 20,000 clients over 2 processes, and the memory of an idle connection. */
export const HUB_FAN_OUT_BUDGETS = { clients: 20_000, p95Ms: 500, bytesPerConnection: 30_000 } as const;
/** The figures from before the backplane, at one process (p95 of the delivery). */
export const HUB_FAN_OUT_OLD_BASELINE = [
  { clients: 5_000, p95Ms: 113 },
  { clients: 10_000, p95Ms: 196 },
] as const;

/** Hub clients per child process: well under one process's 20,000 file descriptors. */
const CLIENTS_PER_CHILD = 5_000;
/**
 * The resident memory moves with the garbage collector (V8 collects and gives memory back once a process goes idle):
 * it is read every RSS_READING_INTERVAL_MS until its last RSS_STEADY_READINGS readings lie within RSS_STEADY_BYTES
 * of each other (or RSS_STEADY_TIMEOUT_MS have passed), and their median is taken.
 */
const RSS_READING_INTERVAL_MS = 500;
const RSS_STEADY_READINGS = 6;
const RSS_STEADY_BYTES = 2e6;
const RSS_STEADY_TIMEOUT_MS = 30_000;
/** A client without the notification this long after it was posted has lost it. */
const DELIVERY_WAIT_MS = 10_000;
const SERVER_TIME: LoadRequest = { path: '/api/Core/ServerTime' };

export interface ProcessMemory {
  connections: number;
  rssBeforeBytes: number;
  rssAfterBytes: number;
  bytesPerConnection: number;
}

export interface HubFanOutFigures {
  clients: number;
  clientProcesses: number;
  connected: number;
  /** Clients that could not connect (the first reason in firstError). */
  failed: number;
  firstError: string | null;
  connectSeconds: number;
  /** From the notification's POST to each client's receipt. */
  delivery: Percentiles;
  /** The same for the clients of each process: A (where it is posted), B (through the backplane). */
  deliveryByProcess: Percentiles[];
  /** Connected clients without the notification DELIVERY_WAIT_MS after it was posted. */
  lost: number;
  /** Connected clients whose socket closed before the end. */
  dropped: number;
  /** By server process: A, B. */
  memory: ProcessMemory[];
  /** ServerTime at each process while the notification fanned out: latencies, and requests that failed. */
  httpDuringFanOut: Array<Percentiles & { errors: number }>;
}

export async function measureHubFanOut(cluster: LoadCluster, clients: number): Promise<HubFanOutFigures> {
  const { processes } = cluster;
  const baseUrls = processes.map((server) => server.baseUrl);
  process.stderr.write(`hub fan-out: ${clients} clients over ${processes.length} processes\n`);
  const rssBefore = await Promise.all(processes.map(steadyRss));
  const children: HubClients[] = [];
  try {
    for (let i = 0; i < Math.ceil(clients / CLIENTS_PER_CHILD); i++) children.push(forkHubClients());
    const connectStart = Date.now();
    const shares = children.map((_, i) => Math.min(CLIENTS_PER_CHILD, clients - i * CLIENTS_PER_CHILD));
    const reports = await Promise.all(children.map((child, i) => child.connect(baseUrls, shares[i]!, cluster.group)));
    const connectSeconds = (Date.now() - connectStart) / 1000;
    const perProcess = processes.map((_, i) => reports.reduce((sum, report) => sum + report.connected[i]!, 0));
    const rssAfter = await Promise.all(processes.map(steadyRss));
    const memory = processes.map((_, i): ProcessMemory => {
      const rssAfterBytes = rssAfter[i]!;
      const connections = perProcess[i]!;
      return {
        connections,
        rssBeforeBytes: rssBefore[i]!,
        rssAfterBytes,
        bytesPerConnection: connections > 0 ? (rssAfterBytes - rssBefore[i]!) / connections : 0,
      };
    });

    let fannedOut = false;
    const http = baseUrls.map((baseUrl) => latenciesUntil(baseUrl, () => fannedOut));
    const { id, sentAt } = await cluster.publish(processes[0], 'hub fan-out');
    const delays = (times: readonly number[]) => times.map((time) => time - sentAt);
    const received = await Promise.all(children.map((child) => child.collect(id, DELIVERY_WAIT_MS - (Date.now() - sentAt))));
    fannedOut = true;
    const httpDuringFanOut = (await Promise.all(http)).map(({ latencies, errors }) => ({ ...percentiles(latencies), errors }));

    return {
      clients,
      clientProcesses: children.length,
      connected: sum(perProcess),
      failed: sum(reports.map((report) => report.failed)),
      firstError: firstError(reports),
      connectSeconds,
      delivery: percentiles(delays(received.flatMap((report) => report.times.flat()))),
      deliveryByProcess: processes.map((_, i) => percentiles(delays(received.flatMap((report) => report.times[i]!)))),
      lost: sum(received.map((report) => report.missing)),
      dropped: sum(received.map((report) => report.closed)),
      memory,
      httpDuringFanOut,
    };
  } finally {
    await Promise.all(children.map((child) => child.close()));
  }
}

/** The process's resident memory once it is steady (see RSS_STEADY_READINGS), or after RSS_STEADY_TIMEOUT_MS. */
async function steadyRss(server: ServerProcess): Promise<number> {
  const deadline = Date.now() + RSS_STEADY_TIMEOUT_MS;
  const readings: number[] = [];
  for (;;) {
    readings.push(server.rssBytes());
    const last = readings.slice(-RSS_STEADY_READINGS).sort((a, b) => a - b);
    const steady = last.length === RSS_STEADY_READINGS && last.at(-1)! - last[0]! <= RSS_STEADY_BYTES;
    if (steady || Date.now() > deadline) return last[Math.floor(last.length / 2)]!;
    await sleep(RSS_READING_INTERVAL_MS);
  }
}

/**
 * ServerTime at the process, one request after the other (at least one), until done() says stop: the latencies of
 * those answered 200, and how many were not.
 */
async function latenciesUntil(baseUrl: string, done: () => boolean): Promise<{ latencies: number[]; errors: number }> {
  const latencies: number[] = [];
  let errors = 0;
  do {
    const start = performance.now();
    const answered = await probe(baseUrl, SERVER_TIME).then(
      (answer) => answer.status === 200,
      () => false,
    );
    if (answered) latencies.push(performance.now() - start);
    else errors++;
  } while (!done());
  return { latencies, errors };
}

function firstError(reports: readonly ConnectedReport[]): string | null {
  return reports.find((report) => report.firstError !== null)?.firstError ?? null;
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
