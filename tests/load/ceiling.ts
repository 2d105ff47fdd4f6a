/**
 * The load generator's ceiling for an answer: how many times a second it can take the same bytes from a server that
 * does nothing but send them (node:http in a process of its own, the answer's body and headers kept in memory). For
 * compressed answers of some kB and more this is the bound on two cores, not the server: autocannon takes about
 * 100 MB/s of brotli (high-entropy bytes) from any server (nginx with sendfile does no better), and ten times as
 * many requests of the same size when the bytes are all alike. Where one VMX process comes close to the ceiling, a
 * second process has nothing left to add, and a budget above the ceiling measures the generator.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load, type LoadFigures, type LoadRequest, type ProbeAnswer } from './http';

/** Ours: one process within this share of the ceiling is at it (the ceiling's own runs vary by some percent). */
export const AT_CEILING_SHARE = 0.85;

/** Whether a load's throughput is at the load generator's ceiling for its answer. */
export const isAtCeiling = (requestsPerSecond: number, ceiling: LoadFigures) =>
  requestsPerSecond >= AT_CEILING_SHARE * ceiling.requestsPerSecond;

/** The answer's headers the ceiling server sends as they came (the rest are the length and the connection's). */
const KEPT_HEADERS = ['content-type', 'content-encoding', 'etag', 'cache-control', 'vary'];

const SERVER_CODE = `
const { readFileSync } = require('node:fs');
const { createServer } = require('node:http');
const body = readFileSync(process.env.CEILING_BODY);
const headers = JSON.parse(process.env.CEILING_HEADERS);
const server = createServer((request, response) => {
  response.writeHead(200, { ...headers, 'content-length': body.length });
  response.end(body);
});
server.listen(0, '127.0.0.1', () => console.log('listening ' + server.address().port));
`;

/** The ceiling for the answer to request (as probe() kept it): a load of it, at `connections`, from the bare server. */
export async function measureCeiling(answer: ProbeAnswer, request: LoadRequest, connections: number): Promise<LoadFigures> {
  const folder = mkdtempSync(join(tmpdir(), 'vmx-ceiling-'));
  const bodyFile = join(folder, 'body');
  writeFileSync(bodyFile, answer.body);
  const headers = Object.fromEntries(
    KEPT_HEADERS.flatMap((name) => (answer.headers[name] === undefined ? [] : [[name, answer.headers[name]]])),
  );
  const server = spawn(process.execPath, ['-e', SERVER_CODE], {
    env: { ...process.env, CEILING_BODY: bodyFile, CEILING_HEADERS: JSON.stringify(headers) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    // A promise that settled once ignores the other outcome: the exit at kill() below rejects nothing.
    const line = await new Promise<string>((resolve, reject) => {
      server.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString()));
      server.once('exit', (code) => reject(new Error(`the ceiling server ended (${code}) before it listened`)));
    });
    const port = /listening (\d+)/.exec(line)?.[1];
    if (!port) throw new Error(`the ceiling server said ${line}`);
    return await load({ baseUrl: `http://127.0.0.1:${port}`, processes: 1 }, request, { connections });
  } finally {
    server.kill();
    rmSync(folder, { recursive: true, force: true });
  }
}
