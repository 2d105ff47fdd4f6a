/**
 * The nginx configuration that balances the reference server's processes: the one source of truth for
 * `npm run start:cluster` (server/cluster.ts), the tests (tests/services/nginx.ts) and the README
 * (`npm run start:cluster -- --print-nginx-config` prints it).
 *
 * What it does and why:
 * - round robin over the processes, with max_fails/fail_timeout, and the idempotent requests a draining or
 *   killed process cannot answer (connection refused, 502, 503) tried on the next one;
 * - the hubs (/hubs/) upgraded to WebSockets and read with a timeout well above the hubs' 30 s client timeout;
 * - X-Forwarded-For, -Proto and -Host set (the processes believe them only with VMX_TRUST_PROXY);
 * - the processes' answers passed through unchanged: they are compressed already (precompressed bundle, brotli
 *   or gzip API answers), so nginx compresses nothing and keeps Content-Encoding, ETag and Vary;
 * - large answers (the programme's lists) buffered in memory and then in the prefix, so a slow client never holds
 *   a process;
 * - the development surfaces (/dev/, the SSO test provider) for this machine's clients only: the processes check
 *   the socket's address, which behind nginx is always loopback (server/http/loopbackOnly.ts);
 * - every path nginx writes (pid, access log, temp folders) inside one prefix folder, errors on stderr, so it runs without root; run as
 *   root, its worker processes drop to an unprivileged account that can use that folder.
 */
import { CLIENT_TIMEOUT_MS } from '../hubs/hubServer';
import { HUB_BASE } from '../hubs';
import { DEV_SURFACE_PREFIXES } from '../http/loopbackOnly';

export interface NginxConfigOptions {
  /** The processes, as host:port. */
  upstreams: readonly string[];
  /** Where nginx listens: host:port or a port alone (then on every address). */
  listen: string;
  /** The folder that holds everything nginx writes (absolute path). */
  prefix: string;
  /** `user name group` for nginx's worker processes, when started as root; null when not root. */
  workerUser?: { name: string; group: string } | null;
  /** nginx's worker processes: a number or "auto" (default). */
  workerProcesses?: number | 'auto';
}

/** The upstream's name in the configuration. */
const UPSTREAM = 'vmx_processes';
/** Fastify's default bodyLimit, which the server keeps (server/app.ts sets none): the largest request body it takes. */
const SERVER_BODY_LIMIT_BYTES = 1_048_576;
/** Ours: failures within FAIL_TIMEOUT_S that take a process out of the rotation for FAIL_TIMEOUT_S. */
const MAX_FAILS = 2;
const FAIL_TIMEOUT_S = 5;
/** Ours: a process on this machine that does not accept within this is down (next one tried). */
const CONNECT_TIMEOUT_S = 2;
/** Ours: how long a request may go from process to process before nginx gives up with 502. */
const NEXT_UPSTREAM_TIMEOUT_S = 15;
/** The hubs ping every 15 s and drop a client after 30 s of silence; a socket idle four times that is dead. */
const HUB_READ_TIMEOUT_S = (4 * CLIENT_TIMEOUT_MS) / 1000;
/** Ours: idle connections kept open to the processes per nginx worker (they close theirs after 65 s, nginx after 60 s). */
const UPSTREAM_KEEPALIVE = 32;
/** Ours: graceful shutdown (SIGQUIT) waits this long for open connections (hub sockets) before closing them. */
const SHUTDOWN_TIMEOUT_S = 10;
/** Ours: 1 MiB in memory per answer (64 × 16 KiB), beyond that a temp file in the prefix. */
const PROXY_BUFFERS = '64 16k';
const PROXY_BUFFER_SIZE = '16k';
const PROXY_BUSY_BUFFERS_SIZE = '64k';

/** The temp folders nginx would otherwise create under /var/lib/nginx (its build's defaults), each in the prefix. */
const TEMP_PATHS = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'] as const;

/** The configuration's text. */
export function renderNginxConfig({ upstreams, listen, prefix, workerUser = null, workerProcesses = 'auto' }: NginxConfigOptions): string {
  if (upstreams.length === 0) throw new Error('nginx needs at least one upstream');
  const servers = upstreams.map((upstream) => `    server ${upstream} max_fails=${MAX_FAILS} fail_timeout=${FAIL_TIMEOUT_S}s;`).join('\n');
  const temps = TEMP_PATHS.map((name) => `  ${name}_temp_path ${prefix}/temp/${name};`).join('\n');
  const devSurfaces = DEV_SURFACE_PREFIXES.map((path) => escapeRegex(path.slice(1, -1))).join('|');
  return `# Rendered by server/cluster/nginxConfig.ts: edit that file, not this one.
${workerUser ? `user ${workerUser.name} ${workerUser.group};\n` : ''}worker_processes ${workerProcesses};
worker_shutdown_timeout ${SHUTDOWN_TIMEOUT_S}s;
pid ${prefix}/nginx.pid;
error_log stderr warn;

events {
  worker_connections 4096;
}

http {
  # The path without its query: a hub socket's address carries the user's token (access_token, jwt), and no secret
  # goes into a log.
  log_format vmx '$remote_addr [$time_local] "$request_method $uri $server_protocol" $status $body_bytes_sent $request_time';
  access_log ${prefix}/logs/access.log vmx;
${temps}
  server_tokens off;
  # The processes compress their answers themselves (and send the bundle precompressed): compressing again would
  # cost CPU for nothing, and nginx drops the ETag of an answer it compresses.
  gzip off;
  # Fastify's bodyLimit (1 MiB): a larger body is refused here rather than streamed to a process that refuses it.
  client_max_body_size ${SERVER_BODY_LIMIT_BYTES};

  # A WebSocket upgrade passes Connection: upgrade on; any other request keeps the connection to the process open.
  map $http_upgrade $connection_upgrade {
    default upgrade;
    '' '';
  }

  upstream ${UPSTREAM} {
    # Shared by nginx's workers: one rotation and one view of which process is down.
    zone ${UPSTREAM} 64k;
${servers}
    keepalive ${UPSTREAM_KEEPALIVE};
  }

  server {
    listen ${listen};

    proxy_http_version 1.1;
    proxy_set_header Host $http_host;
    proxy_set_header Connection $connection_upgrade;
    proxy_set_header Upgrade $http_upgrade;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_set_header X-Forwarded-Host $http_host;
    # A process that refuses the connection (stopped), fails or answers 502/503 (draining) is skipped for the
    # next one; nginx never repeats a POST that reached a process (non_idempotent is not listed).
    proxy_next_upstream error timeout http_502 http_503;
    proxy_next_upstream_timeout ${NEXT_UPSTREAM_TIMEOUT_S}s;
    proxy_connect_timeout ${CONNECT_TIMEOUT_S}s;
    proxy_buffers ${PROXY_BUFFERS};
    proxy_buffer_size ${PROXY_BUFFER_SIZE};
    proxy_busy_buffers_size ${PROXY_BUSY_BUFFERS_SIZE};

    location / {
      proxy_pass http://${UPSTREAM};
    }

    # The hubs: WebSockets, frames passed on as they come, idle sockets kept well past the hubs' own timeout.
    location ${HUB_BASE}/ {
      proxy_pass http://${UPSTREAM};
      proxy_buffering off;
      proxy_read_timeout ${HUB_READ_TIMEOUT_S}s;
      proxy_send_timeout ${HUB_READ_TIMEOUT_S}s;
    }

    # The development surfaces answer this machine only; behind nginx every caller's socket is loopback, so the
    # real caller is checked here.
    location ~* ^/(?:${devSurfaces})/ {
      allow 127.0.0.1;
      allow ::1;
      deny all;
      proxy_pass http://${UPSTREAM};
    }
  }
}
`;
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
}
