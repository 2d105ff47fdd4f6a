/**
 * A throwaway PostgreSQL server for the tests, from Debian's postgresql package (.ci/run installs it): a cluster
 * made with initdb in a temporary folder, on a free loopback port, without durability (nothing in it outlives the
 * run). stop() ends it and deletes the folder. PostgreSQL refuses to run as root, so as root the cluster belongs to
 * the package's `postgres` system user.
 */
import { execFile } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './freePort';

/** Where Debian's postgresql package puts each version's initdb and pg_ctl (not on PATH). */
const DEBIAN_VERSIONS_DIR = '/usr/lib/postgresql';
/** The system user that owns the cluster when the tests run as root. */
const CLUSTER_OWNER = 'postgres';
/** The superuser initdb makes, and the database created for the tests. */
const TEST_ROLE = 'vmx';
const TEST_DATABASE = 'vmx';
const START_TIMEOUT_SECONDS = 60;

const execFileAsync = promisify(execFile);

export async function startPostgres(): Promise<{ url: string; stop(): Promise<void> }> {
  const bin = postgresBinDir();
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'vmx-postgres-'));
  const data = join(dir, 'data');
  const log = join(dir, 'server.log');
  const run = (command: string, args: string[]) => {
    const path = join(bin, command);
    // cwd: the owner may not be allowed into the caller's folder.
    return asRoot
      ? execFileAsync('runuser', ['-u', CLUSTER_OWNER, '--', path, ...args], { cwd: dir })
      : execFileAsync(path, args, { cwd: dir });
  };
  let started = false;
  const stop = async () => {
    if (started) await run('pg_ctl', ['stop', '-D', data, '-m', 'immediate', '-w']).catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    if (asRoot) {
      const [uid, gid] = await Promise.all(
        ['-u', '-g'].map(async (flag) => Number((await execFileAsync('id', [flag, CLUSTER_OWNER])).stdout)),
      );
      chownSync(dir, uid!, gid!);
    }
    // An ICU collation like a production database's (en_US.UTF-8 and the like), not the bytewise C: lists the
    // server sorts must come out in the same order on SQLite and PostgreSQL (byteOrder in server/db/connection.ts).
    await run('initdb', [
      ...['-D', data, '--username', TEST_ROLE, '--auth', 'trust', '--encoding', 'UTF8'],
      ...['--locale', 'C', '--locale-provider', 'icu', '--icu-locale', 'en-US', '--no-sync', '--no-instructions'],
    ]);
    const port = await freePort();
    appendFileSync(
      join(data, 'postgresql.conf'),
      [
        `listen_addresses = '127.0.0.1'`,
        `port = ${port}`,
        // Inside the folder: the system's socket folder belongs to the system's own cluster, if any.
        `unix_socket_directories = '${dir}'`,
        // A throwaway: no waiting for the disk.
        'fsync = off',
        'synchronous_commit = off',
        'full_page_writes = off',
        '',
      ].join('\n'),
    );
    // -w: returns once the server accepts connections.
    await run('pg_ctl', ['start', '-D', data, '-l', log, '-w', '-t', String(START_TIMEOUT_SECONDS)]).catch((error: unknown) => {
      throw new Error(`PostgreSQL did not start:\n${existsSync(log) ? readFileSync(log, 'utf8') : String(error)}`);
    });
    started = true;
    const admin = new pg.Client({ connectionString: `postgres://${TEST_ROLE}@127.0.0.1:${port}/postgres` });
    await admin.connect();
    try {
      await admin.query(`create database ${TEST_DATABASE}`);
    } finally {
      await admin.end();
    }
    return { url: `postgres://${TEST_ROLE}@127.0.0.1:${port}/${TEST_DATABASE}`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The folder of initdb and pg_ctl: on PATH, else the newest version Debian's package installed. */
function postgresBinDir(): string {
  const hasBinaries = (dir: string) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'));
  const onPath = (process.env.PATH ?? '').split(delimiter).find((dir) => dir && hasBinaries(dir));
  if (onPath) return onPath;
  const versions = existsSync(DEBIAN_VERSIONS_DIR)
    ? readdirSync(DEBIAN_VERSIONS_DIR)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const newest = versions.map((version) => join(DEBIAN_VERSIONS_DIR, version, 'bin')).find(hasBinaries);
  if (newest) return newest;
  throw new Error(
    `no PostgreSQL server binaries (initdb, pg_ctl) on PATH or in ${DEBIAN_VERSIONS_DIR}/<version>/bin: install Debian's postgresql package; .ci/run does`,
  );
}
