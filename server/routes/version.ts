/**
 * {origin}/version.json (docs/rules/shell-access-identity.md section 7): the package version and when the client
 * bundle was built (dist/vmx.js's time, else when this server started). The admin panel shows it.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { VersionInfo } from '../../src/contracts';
import { PACKAGE_JSON } from '../paths';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "22 November 2026, 07:40 UTC". */
export function humanUtc(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}, ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())} UTC`;
}

export const versionRoutes: FastifyPluginAsync<{ distDir: string }> = async (app, { distDir }) => {
  const version = (JSON.parse(readFileSync(PACKAGE_JSON, 'utf8')) as { version: string }).version;
  const startedAt = new Date();

  app.get('/version.json', async (_request, reply): Promise<VersionInfo> => {
    reply.header('cache-control', 'no-cache');
    // Read per request: a rebuild while the server runs shows at once.
    const built = bundleTime(distDir) ?? startedAt;
    return { Version: version, BuildDateTime: built.toISOString(), BuildDateTimeHuman: humanUtc(built) };
  });
};

function bundleTime(distDir: string): Date | null {
  try {
    return statSync(join(distDir, 'vmx.js')).mtime;
  } catch {
    return null;
  }
}
