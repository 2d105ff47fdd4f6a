/**
 * `npm run start:cluster -- --processes N`: the reference server as N processes behind nginx on one machine, as
 * it runs behind any load balancer. Same settings as main.ts (the environment; README, "Configuration of the
 * server"). It migrates and seeds the database once, then starts N processes of server/main.ts on PORT+1 …
 * PORT+N (loopback only), and nginx on PORT (default 8080; HOST as main.ts) with the configuration of
 * cluster/nginxConfig.ts. A process that exits unexpectedly is started again; SIGTERM or SIGINT drains the
 * processes, stops nginx and exits once all are gone.
 *
 *   --processes N          how many processes (1 to 64; default 2)
 *   --print-nginx-config   print the nginx configuration for these processes and exit (for a balancer of your own)
 *
 * Without nginx: run `PORT=… npm run serve` N times and put any round-robin balancer in front (README, Scripts).
 */
import { readConfig } from './config';
import { findNginx, startNginx, type RunningNginx } from './cluster/nginx';
import { renderNginxConfig } from './cluster/nginxConfig';
import { parseClusterOptions, WORKER_HOST, workerAddresses, type ClusterOptions } from './cluster/options';
import { prepareDatabase } from './db/prepare';
import { startWorker, type Worker } from './cluster/workers';

const LOOPBACK_PROXIES = '127.0.0.1,::1';
/** Where --print-nginx-config puts nginx's files (create it, or change the paths). */
const PRINTED_PREFIX = '/var/lib/vmx-nginx';

let options: ClusterOptions;
let addresses: string[];
const config = readConfig();
try {
  options = parseClusterOptions(process.argv.slice(2));
  addresses = workerAddresses(config.port, options.processes);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
const { processes } = options;
if (!config.databaseUrl && config.databaseFile === ':memory:') {
  fail('DATABASE_FILE=:memory: cannot be shared by processes: use a file or DATABASE_URL');
}

if (options.printNginxConfig) {
  process.stdout.write(renderNginxConfig({ upstreams: addresses, listen: `${config.host}:${config.port}`, prefix: PRINTED_PREFIX }));
  process.exit(0);
}

const nginxBinary = findNginx();
if (!nginxBinary) {
  fail(
    'nginx is not installed (Debian: apt-get install nginx; or set NGINX_PATH). Without it, start the processes yourself ' +
      '(PORT=8081 npm run serve, PORT=8082 npm run serve, …) behind any round-robin balancer with WebSocket support, ' +
      'and set VMX_TRUST_PROXY to its address; `npm run start:cluster -- --print-nginx-config` shows what it needs to do.',
  );
}
if (!process.env.REDIS_URL?.trim()) {
  console.warn('REDIS_URL is not set: hub messages (notifications, remote logout) reach only the sockets of the process that sends them.');
}

const seeded = await prepareDatabase(config);
if (seeded) console.log(seeded);

const workerEnv: NodeJS.ProcessEnv = { ...process.env, VMX_TRUST_PROXY: trustedProxies(process.env.VMX_TRUST_PROXY) };
const workers: Worker[] = addresses.map((_, i) => {
  const name = `worker ${i + 1}`;
  return startWorker({
    name,
    host: WORKER_HOST,
    port: config.port + 1 + i,
    env: workerEnv,
    onOutput: linesPrefixed(`[${name}] `, (text) => process.stdout.write(text)),
    onEvent: (line) => console.warn(`[cluster] ${line}`),
  });
});

let nginx: RunningNginx | undefined;
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void shutDown(`${signal}: draining the processes and stopping nginx`, 0));
}

try {
  await Promise.all(workers.map((worker) => worker.ready()));
  nginx = await startNginx({
    upstreams: addresses,
    port: config.port,
    host: config.host,
    binary: nginxBinary,
    onOutput: linesPrefixed('[nginx] ', (text) => process.stderr.write(text)),
  });
} catch (error) {
  await shutDown(`could not start: ${error instanceof Error ? error.message : String(error)}`, 1);
}
void nginx?.exited.then((code) => !stopping && shutDown(`nginx exited unexpectedly (${code ?? 'signal'})`, 1));

const base = `http://localhost:${config.port}`;
console.log(`
VMX reference server, ${processes} ${processes === 1 ? 'process' : 'processes'} behind nginx (${config.databaseUrl ? 'PostgreSQL' : `SQLite ${config.databaseFile}`}${process.env.REDIS_URL?.trim() ? ', Redis backplane' : ''})
  standalone page  ${base}/home/demo/ehc2026/en-GB
  society CMS page ${base}/demo/cms.html
  programme        ${base}/demo/ehc2026/en-GB/search
  API base         ${base}/${config.identity.devOutbox ? `\n  e-mail outbox    ${base}/dev/outbox` : ''}
  processes        ${workers.map((worker) => worker.url).join('  ')}
  nginx            ${nginx?.prefix ?? ''}/nginx.conf
`);

async function shutDown(reason: string, exitCode: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    console.log(`[cluster] ${reason}`);
    await Promise.all([nginx?.stop(), ...workers.map((worker) => worker.stop())]);
    process.exit(exitCode);
  }
  return new Promise<never>(() => {});
}

/** The workers believe nginx (loopback), and whatever proxy the operator named in front of it. */
function trustedProxies(configured: string | undefined): string {
  const value = configured?.trim();
  if (!value || value === 'false') return LOOPBACK_PROXIES;
  return value === 'true' ? value : `${LOOPBACK_PROXIES},${value}`;
}

/** Writes whole lines only, each with the prefix (a process's output arrives in chunks that may split a line). */
function linesPrefixed(prefix: string, write: (text: string) => void): (text: string) => void {
  let partial = '';
  return (text) => {
    const lines = (partial + text).split('\n');
    partial = lines.pop()!;
    if (lines.length > 0) write(lines.map((line) => `${prefix}${line}\n`).join(''));
  };
}

function fail(message: string): never {
  console.error(`start:cluster: ${message}`);
  process.exit(1);
}
