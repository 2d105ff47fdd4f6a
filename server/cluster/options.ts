/**
 * `npm run start:cluster`'s own options (server/cluster.ts): how many processes, and where they listen. Everything
 * else is the server's configuration (config.ts), read the same way as main.ts reads it.
 */
export const DEFAULT_PROCESSES = 2;
export const MAX_PROCESSES = 64;
/** The processes listen here only: nginx is their one client, and the only proxy their trusted list names. */
export const WORKER_HOST = '127.0.0.1';

export interface ClusterOptions {
  processes: number;
  /** --print-nginx-config: print the configuration for these processes and exit. */
  printNginxConfig: boolean;
}

/** The command line's options; throws an Error that says what is wrong. */
export function parseClusterOptions(argv: readonly string[]): ClusterOptions {
  const value = argValue(argv, '--processes');
  const processes = value === undefined ? DEFAULT_PROCESSES : Number(value);
  if (value !== undefined && (!/^\d+$/.test(value) || processes < 1 || processes > MAX_PROCESSES)) {
    throw new Error(`--processes must be a whole number from 1 to ${MAX_PROCESSES}, got "${value}"`);
  }
  return { processes, printNginxConfig: argv.includes('--print-nginx-config') };
}

/** The processes' addresses (host:port), on the ports right above the balancer's; throws when they do not fit. */
export function workerAddresses(balancerPort: number, processes: number): string[] {
  if (balancerPort === 0 || balancerPort + processes > 65_535) {
    throw new Error(`PORT must leave room for the processes on PORT+1 … PORT+${processes} (got ${balancerPort})`);
  }
  return Array.from({ length: processes }, (_, i) => `${WORKER_HOST}:${balancerPort + 1 + i}`);
}

/** `--name value` or `--name=value` (as config.ts reads --scale); a flag without its value gives "". */
function argValue(argv: readonly string[], name: string): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === name) return argv[i + 1] ?? '';
    if (arg.startsWith(`${name}=`)) return arg.slice(name.length + 1);
  }
  return undefined;
}
