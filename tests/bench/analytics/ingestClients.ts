/**
 * The ingestion bench's clients (analytics.ingestPerSec), in a child process of their own (forked by
 * analytics/ingest.ts), so that the server's process does nothing but serve: `concurrency` clients on keep-alive
 * connections, each posting batches one after the other (as pages do, text/plain like navigator.sendBeacon) until
 * `batches` have been sent in all. Reports the wall time from the first request to the last answer.
 */
import { Agent, request } from 'node:http';

export interface IngestClientsPlan {
  baseUrl: string;
  /** The batches' bodies, sent round-robin (JSON text). */
  bodies: string[];
  /** The client addresses a proxy forwards (X-Forwarded-For), round-robin. */
  addresses: string[];
  batches: number;
  concurrency: number;
}

export interface IngestClientsReport {
  ms: number;
  accepted: number;
  refused: number;
  firstError: string | null;
}

async function run(plan: IngestClientsPlan): Promise<IngestClientsReport> {
  const agent = new Agent({ keepAlive: true, maxSockets: plan.concurrency });
  const url = new URL('/api/Analytics/Events', plan.baseUrl);
  let next = 0;
  let accepted = 0;
  let refused = 0;
  let firstError: string | null = null;

  const post = (body: string, address: string) =>
    new Promise<void>((resolve) => {
      const req = request(
        url,
        {
          method: 'POST',
          agent,
          headers: { 'content-type': 'text/plain;charset=UTF-8', 'content-length': Buffer.byteLength(body), 'x-forwarded-for': address },
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            if (response.statusCode === 204) accepted += 1;
            else {
              refused += 1;
              firstError ??= `answered ${response.statusCode}`;
            }
            resolve();
          });
        },
      );
      req.on('error', (error) => {
        refused += 1;
        firstError ??= error.message;
        resolve();
      });
      req.end(body);
    });

  const client = async () => {
    while (next < plan.batches) {
      const index = next++;
      await post(plan.bodies[index % plan.bodies.length]!, plan.addresses[index % plan.addresses.length]!);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: plan.concurrency }, client));
  const ms = performance.now() - started;
  agent.destroy();
  return { ms, accepted, refused, firstError };
}

process.on('message', (plan: IngestClientsPlan) => {
  void run(plan).then(
    (report) => process.send!(report, () => process.exit(0)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
