/**
 * A throwaway nginx in front of the given processes, with the configuration `npm run start:cluster` uses
 * (server/cluster/nginxConfig.ts), in a temporary prefix folder of its own; stop() ends it and deletes the folder.
 * Without a port it listens on a free one.
 */
import { startNginx as runNginx } from '../../server/cluster/nginx';
import { freePort } from './freePort';

export async function startNginx({
  upstreams,
  port,
}: {
  upstreams: string[];
  port?: number;
}): Promise<{ url: string; prefix: string; stop(): Promise<void> }> {
  // One nginx worker: these tests need no more, and it keeps the machine's cores for the processes.
  const nginx = await runNginx({ upstreams, port: port ?? (await freePort()), workerProcesses: 1 });
  return { url: nginx.url, prefix: nginx.prefix, stop: nginx.stop };
}
