/**
 * One process against two: the cached paths (the programme's two big lists, whole and revalidated with
 * If-None-Match, as programme.ts loads them) and the ServerTime baseline, at CONNECTIONS connections, first all at
 * process A alone (B idle), then half at each process at once.
 *
 * How the load reaches two processes: two autocannon runs at once in this process, one at each server process with
 * half the connections, their figures summed (requests) or the worse of the two taken (latency). Not nginx in front
 * (tests/services/nginx.ts): on this machine its own work would take CPU from the processes being compared. The
 * load generator shares the machine's cores with both processes either way, so on a small machine two processes
 * cannot reach twice one's throughput; the generator's CPU is in the figures. For the whole lists the load
 * generator's ceiling is measured too (ceiling.ts): the same bytes from a server that only sends them.
 */
import { measureCeiling } from './ceiling';
import { ACCEPT_ENCODING, CONNECTIONS, expectStatus, load, probe, type LoadFigures, type LoadRequest, type ProbeAnswer } from './http';
import type { LoadCluster } from './cluster';
import { LANGUAGE } from './target';

/** Issue 21: two processes serve at least this multiple of one process's throughput on the cached paths. */
export const TWO_PROCESS_BUDGETS = { throughputRatio: 1.6 } as const;

export interface TwoProcessLoad {
  name: string;
  /** Whether the budget applies: a cached answer (the programme lists), not the baseline. */
  cached: boolean;
  one: LoadFigures;
  two: LoadFigures;
  /** two's requests per second over one's. */
  throughputRatio: number;
  /** For a whole list: the same answer from a server that only sends it (the load generator's ceiling). */
  ceiling?: LoadFigures;
}

/** The request at one process (If-None-Match takes that process's own ETag). */
type RequestAt = (baseUrl: string) => Promise<LoadRequest>;

export async function measureTwoProcesses(cluster: LoadCluster): Promise<TwoProcessLoad[]> {
  const list =
    (name: string): RequestAt =>
    async () => ({
      path: `/api/Modules/${name}?eventid=${cluster.eventId}&language=${LANGUAGE}`,
      headers: { 'accept-encoding': ACCEPT_ENCODING },
    });
  const revalidated =
    (whole: RequestAt): RequestAt =>
    async (baseUrl) => {
      const request = await whole(baseUrl);
      const etag = (await probe(baseUrl, request)).headers.etag;
      if (typeof etag !== 'string') throw new Error(`${request.path} answered without an ETag`);
      return { ...request, headers: { ...request.headers, 'if-none-match': etag } };
    };
  const loads: Array<{ name: string; cached: boolean; whole?: boolean; at: RequestAt }> = [
    { name: 'ServerTime', cached: false, at: async () => ({ path: '/api/Core/ServerTime' }) },
    { name: 'PAGSessionsV2', cached: true, whole: true, at: list('PAGSessionsV2') },
    { name: 'PAGSessionsV2 If-None-Match', cached: true, at: revalidated(list('PAGSessionsV2')) },
    { name: 'PAGPresentations', cached: true, whole: true, at: list('PAGPresentations') },
    { name: 'PAGPresentations If-None-Match', cached: true, at: revalidated(list('PAGPresentations')) },
  ];
  const servers = cluster.processes.map((server) => ({ baseUrl: server.baseUrl, processes: 1 }));
  const figures: TwoProcessLoad[] = [];
  for (const { name, cached, whole, at } of loads) {
    const requests = await Promise.all(servers.map((server) => at(server.baseUrl)));
    const answers: ProbeAnswer[] = [];
    for (const [i, request] of requests.entries()) {
      const answer = await probe(servers[i]!.baseUrl, request);
      expectStatus(answer, request.headers?.['if-none-match'] ? 304 : 200, request);
      answers.push(answer);
    }
    const one = await load(servers[0]!, requests[0]!, { connections: CONNECTIONS });
    const halves = await Promise.all(
      servers.map((server, i) => load(server, requests[i]!, { connections: Math.round(CONNECTIONS / servers.length) })),
    );
    const two = combined(halves);
    figures.push({
      name,
      cached,
      one,
      two,
      throughputRatio: one.requestsPerSecond > 0 ? two.requestsPerSecond / one.requestsPerSecond : 0,
      ...(whole ? { ceiling: await measureCeiling(answers[0]!, requests[0]!, CONNECTIONS) } : {}),
    });
  }
  return figures;
}

/** Loads that ran at once, one at each process, as one: counts summed, latencies and CPU the worst of them. */
function combined(loads: readonly LoadFigures[]): LoadFigures {
  const sum = (read: (figures: LoadFigures) => number) => loads.reduce((total, figures) => total + read(figures), 0);
  const max = (read: (figures: LoadFigures) => number) => Math.max(...loads.map(read));
  const statuses: Record<string, number> = {};
  for (const figures of loads) for (const [code, count] of Object.entries(figures.statuses)) statuses[code] = (statuses[code] ?? 0) + count;
  const requests = sum((figures) => figures.requests);
  return {
    processes: sum((figures) => figures.processes),
    connections: sum((figures) => figures.connections),
    seconds: max((figures) => figures.seconds),
    requests,
    requestsPerSecond: sum((figures) => figures.requestsPerSecond),
    p50Ms: max((figures) => figures.p50Ms),
    p99Ms: max((figures) => figures.p99Ms),
    statuses,
    non2xx: sum((figures) => figures.non2xx),
    errors: sum((figures) => figures.errors),
    timeouts: sum((figures) => figures.timeouts),
    bytesPerRequest: requests > 0 ? sum((figures) => figures.bytesPerRequest * figures.requests) / requests : 0,
    // Each run measured this whole process, both runs in it: the same figure twice.
    generatorCpuPercent: max((figures) => figures.generatorCpuPercent),
  };
}
