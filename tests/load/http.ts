/**
 * The load test's two ways to reach the server, both to this machine only (loopbackUrl refuses any other
 * address): load() keeps a number of connections busy with one request for a fixed time after a short warm-up
 * (autocannon) and reduces the run to the figures the table shows; probe() sends the request once and keeps
 * the answer (its status, headers and body as sent and decoded).
 */
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import autocannon from 'autocannon';

/** Every load is measured for MEASURE_SECONDS, after WARM_UP_SECONDS of the same load that are not recorded. */
export const MEASURE_SECONDS = 10;
export const WARM_UP_SECONDS = 2;
/** Concurrent connections of a load unless it says otherwise. */
export const CONNECTIONS = 200;
/** As a browser asks: every GET of the load test sends it. */
export const ACCEPT_ENCODING = 'gzip, deflate, br';
/** A request waits this long for its answer before autocannon counts it as an error. */
const REQUEST_TIMEOUT_SECONDS = 10;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The base URL as the load test uses it, or an error for any address off this machine. localhost is named
 * 127.0.0.1, where the reference server listens (localhost may resolve to ::1 first).
 */
export function loopbackUrl(baseUrl: string): URL {
  const url = new URL(baseUrl);
  if (url.protocol !== 'http:' || !LOOPBACK_HOSTS.has(url.hostname)) {
    throw new Error(`the load test talks to this machine only (http://127.0.0.1, localhost or [::1]), not ${baseUrl}`);
  }
  if (url.hostname === 'localhost') url.hostname = '127.0.0.1';
  return url;
}

export interface LoadRequest {
  /** Path and query, from the root. */
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

/** Where load() sends its requests: the server's base URL and how many server processes answer there. */
export interface LoadServer {
  baseUrl: string;
  processes: number;
}

export interface LoadOptions {
  connections?: number;
}

export interface LoadFigures {
  processes: number;
  connections: number;
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers by status code. */
  statuses: Record<string, number>;
  /** Answers that are neither 2xx nor 3xx. */
  non2xx: number;
  /** Requests without an answer: connection errors and timeouts. */
  errors: number;
  timeouts: number;
  /** Bytes received per answer (status line, headers and body as sent). */
  bytesPerRequest: number;
  /**
   * The load generator's CPU over the run, in % of one core (this process: both loads when two run at once). On
   * a small machine it shares the cores with the server, so near 100 % the figures are partly the generator's.
   */
  generatorCpuPercent: number;
}

/** The path on the loopback server (a path that names another host, such as //host or /\host, is refused). */
function target(baseUrl: string, path: string): URL {
  const base = loopbackUrl(baseUrl);
  const url = new URL(path, base);
  if (!path.startsWith('/') || url.origin !== base.origin) throw new Error(`a load test path starts at the server's root: ${path}`);
  return url;
}

/** One timed run of autocannon. */
async function run(baseUrl: string, request: LoadRequest, connections: number, seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url: target(baseUrl, request.path).href,
    method: request.method ?? 'GET',
    headers: request.headers ?? {},
    ...(request.body === undefined ? {} : { body: request.body }),
    connections,
    duration: seconds,
    timeout: REQUEST_TIMEOUT_SECONDS,
  });
}

/** Loads the server with the request for WARM_UP_SECONDS, then measures it for MEASURE_SECONDS. */
export async function load(
  server: LoadServer,
  request: LoadRequest,
  { connections = CONNECTIONS }: LoadOptions = {},
): Promise<LoadFigures> {
  process.stderr.write(`load: ${request.method ?? 'GET'} ${request.path}, ${connections} connections\n`);
  await run(server.baseUrl, request, connections, WARM_UP_SECONDS);
  const cpuBefore = process.cpuUsage();
  const result = await run(server.baseUrl, request, connections, MEASURE_SECONDS);
  const cpu = process.cpuUsage(cpuBefore);
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count ?? 0]));
  const requests = result.requests.total;
  return {
    processes: server.processes,
    connections,
    seconds: result.duration,
    requests,
    requestsPerSecond: result.duration > 0 ? requests / result.duration : 0,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    statuses,
    non2xx: result['1xx'] + result['4xx'] + result['5xx'],
    errors: result.errors,
    timeouts: result.timeouts,
    bytesPerRequest: requests > 0 ? result.throughput.total / requests : 0,
    generatorCpuPercent: result.duration > 0 ? (cpu.user + cpu.system) / 1e4 / result.duration : 0,
  };
}

export interface ProbeAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body as sent (compressed when the server compressed it). */
  body: Buffer;
  /** The body without its content-encoding. */
  decoded: Buffer;
}

const DECODERS: Record<string, (body: Buffer) => Buffer> = { gzip: gunzipSync, br: brotliDecompressSync, deflate: inflateSync };

/** Throws unless the answer has the status (a load of errors measures nothing). */
export function expectStatus(answer: ProbeAnswer, status: number, request: LoadRequest): void {
  if (answer.status !== status) {
    throw new Error(
      `${request.method ?? 'GET'} ${request.path} answered ${answer.status}, not ${status}: ${answer.decoded.toString().slice(0, 200)}`,
    );
  }
}

/** The request once, on a connection of its own. */
export function probe(baseUrl: string, request: LoadRequest): Promise<ProbeAnswer> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      target(baseUrl, request.path),
      { method: request.method ?? 'GET', headers: request.headers ?? {}, agent: false, timeout: REQUEST_TIMEOUT_SECONDS * 1000 },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('error', reject);
        answer.on('end', () => {
          const body = Buffer.concat(chunks);
          const encoding = answer.headers['content-encoding'];
          const decode = encoding ? DECODERS[encoding] : undefined;
          resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body, decoded: decode ? decode(body) : body });
        });
      },
    );
    sent.on('timeout', () => sent.destroy(new Error(`no answer to ${request.path} in ${REQUEST_TIMEOUT_SECONDS} s`)));
    sent.on('error', reject);
    sent.end(request.body);
  });
}
