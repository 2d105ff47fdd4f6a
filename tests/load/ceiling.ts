/**
 * The machine's ceiling for a big answer: how many times a second this load generator can take the same bytes from
 * a server that does nothing but send them (node:http in a process of its own, the answer's body and headers kept in
 * memory). On a small machine the generator and the loopback are the bound for the programme's whole lists (nginx
 * with sendfile moves the same 100 MB/s on two cores): where one VMX process already comes close to the ceiling, a
 * second process has nothing left to add, and its throughput ratio says nothing about the server.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load, type LoadFigures, type LoadRequest, type ProbeAnswer } from './http';

/** Ours: one process within this share of the ceiling is at it (the ceiling's own runs vary by some percent). */
export const AT_CEILING_SHARE = 0.85;

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
    const [line] = (await Promise.race([
      once(server.stdout, 'data'),
      once(server, 'exit').then(() => {
        throw new Error('the ceiling server ended before it listened');
      }),
    ])) as [Buffer];
    const port = /listening (\d+)/.exec(line.toString())?.[1];
    if (!port) throw new Error(`the ceiling server said ${line.toString()}`);
    return await load({ baseUrl: `http://127.0.0.1:${port}`, processes: 1 }, request, { connections });
  } finally {
    server.kill();
    rmSync(folder, { recursive: true, force: true });
  }
}
