/**
 * `npm run start:cluster`'s command line (server/cluster.ts, cluster/options.ts): what it refuses before it starts
 * anything, and the nginx configuration it prints for a balancer of one's own.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { parseClusterOptions, workerAddresses } from '../../server/cluster/options';

describe('npm run start:cluster', () => {
  it('runs two processes unless told otherwise, and takes --processes N or --processes=N', () => {
    expect(parseClusterOptions([]).processes).toBe(2);
    expect(parseClusterOptions(['--processes', '4']).processes).toBe(4);
    expect(parseClusterOptions(['--processes=64']).processes).toBe(64);
  });

  it.each(['0', '65', '2.5', '-1', 'two', ''])('refuses --processes %j with an error naming the allowed range', (value) => {
    expect(() => parseClusterOptions(['--processes', value])).toThrow(`--processes must be a whole number from 1 to 64, got "${value}"`);
  });

  it('puts the processes on the ports right above the balancer’s, on loopback, and refuses a PORT without room for them', () => {
    expect(workerAddresses(8080, 2)).toEqual(['127.0.0.1:8081', '127.0.0.1:8082']);
    expect(() => workerAddresses(65_534, 2)).toThrow('PORT must leave room for the processes on PORT+1 … PORT+2 (got 65534)');
    expect(() => workerAddresses(0, 2)).toThrow('PORT must leave room');
  });

  it('prints the nginx configuration for its processes (--print-nginx-config) and exits, and exits 1 on a bad option', () => {
    const run = (args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'server/cluster.ts', ...args], {
        env: { ...process.env, PORT: '9000', HOST: '0.0.0.0' },
        encoding: 'utf8',
      });
    const printed = run(['--processes', '3', '--print-nginx-config']);
    expect(printed.status).toBe(0);
    expect(printed.stdout.match(/^ *server \d\S+/gm)?.map((line) => line.trim())).toEqual([
      'server 127.0.0.1:9001',
      'server 127.0.0.1:9002',
      'server 127.0.0.1:9003',
    ]);
    expect(printed.stdout).toMatch(/^ *listen 0\.0\.0\.0:9000;$/m);
    const refused = run(['--processes', '0']);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('start:cluster: --processes must be a whole number from 1 to 64');
  }, 60_000);
});
