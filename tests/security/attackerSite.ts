/**
 * A site of another origin for the browser tests of tests/security: the page a hostile (or an allowed)
 * host would put the platform in. tests/e2e/global-setup.ts starts it next to the reference server, on
 * two free ports: two origins (http://localhost:<port>), one the embedding origin the reference server
 * allows (VMX_EMBEDDING_ORIGINS), the other a foreign one it does not. Both are on localhost, as the
 * reference server is: another origin of the same site, so the browser lets the framed platform use its
 * storage (a frame of another site may be refused it, and then the platform would show nothing at all,
 * proving nothing about its messages).
 *
 * GET /frame?src=<address>[&host=1] answers a page that frames src and keeps every message it receives
 * in `window.received` ({ origin, data }); with host=1 it is an embedding as the README shows it
 * (`data-vmx-frame` and the platform's vmx-frame.js, from src's origin).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface AttackerSite {
  /** The origin the reference server allows to embed it (http://localhost:<port>). */
  allowedOrigin: string;
  /** An origin the reference server knows nothing of (http://localhost:<another port>). */
  foreignOrigin: string;
  stop(): Promise<void>;
}

/** The environment variables global-setup hands the site's origins to the tests in. */
export const ATTACKER_ALLOWED_ENV = 'VMX_ATTACKER_ALLOWED_ORIGIN';
export const ATTACKER_FOREIGN_ENV = 'VMX_ATTACKER_FOREIGN_ORIGIN';

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function framingPage(src: URL, host: boolean): string {
  const frameAttributes = host ? ' data-vmx-frame=""' : '';
  const hostScript = host ? `<script src="${escapeAttribute(new URL('/vmx-frame.js', src.origin).href)}"></script>` : '';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Another site</title></head>
<body>
<h1>Another site</h1>
<script>
  window.received = [];
  addEventListener('message', (event) => window.received.push({ origin: event.origin, data: event.data }));
</script>
<iframe id="platform" title="The platform" src="${escapeAttribute(src.href)}"${frameAttributes} style="width:100%;height:600px"></iframe>
${hostScript}
</body>
</html>
`;
}

function handle(request: IncomingMessage, response: ServerResponse): void {
  const url = new URL(request.url ?? '/', 'http://attacker.invalid');
  const src = url.searchParams.get('src');
  let target: URL | null = null;
  try {
    target = src ? new URL(src) : null;
  } catch {
    target = null;
  }
  if (url.pathname !== '/frame' || target === null) {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    return;
  }
  response
    .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
    .end(framingPage(target, url.searchParams.get('host') === '1'));
}

/** One server on a free loopback port; its origin is http://localhost:<port>, as the reference server's. */
async function listen(): Promise<{ origin: string; stop(): Promise<void> }> {
  const server: Server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export async function startAttackerSite(): Promise<AttackerSite> {
  const allowed = await listen();
  const foreign = await listen();
  return {
    allowedOrigin: allowed.origin,
    foreignOrigin: foreign.origin,
    stop: async () => {
      await Promise.all([allowed.stop(), foreign.stop()]);
    },
  };
}

/** The attacker site's two origins, for a test (global-setup started it). */
export function attackerOrigins(): { allowedOrigin: string; foreignOrigin: string } {
  const allowedOrigin = process.env[ATTACKER_ALLOWED_ENV];
  const foreignOrigin = process.env[ATTACKER_FOREIGN_ENV];
  if (!allowedOrigin || !foreignOrigin) throw new Error(`${ATTACKER_ALLOWED_ENV} is not set: tests/e2e/global-setup.ts did not run`);
  return { allowedOrigin, foreignOrigin };
}
