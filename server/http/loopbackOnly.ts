/**
 * The development surfaces (the outbox, the notification and remote-logout tools under /dev/, the SSO
 * test provider) answer callers on this machine only: anyone who reaches them can read every mail or be
 * anybody. The check reads the socket's own address, never X-Forwarded-For (a header anyone can write),
 * and runs before CORS, so these paths never carry Access-Control-Allow-Origin. Others get the 404 of
 * an unknown path.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFoundBody } from './errors';
import { TEST_PROVIDER_BASE } from '../sso/testProvider';

/** Path prefixes of the development surfaces (compared case-insensitively). */
export const DEV_SURFACE_PREFIXES = ['/dev/', `${TEST_PROVIDER_BASE}/`];

export function isDevSurface(url: string): boolean {
  const path = `${url.split('?')[0]!.toLowerCase()}/`;
  return DEV_SURFACE_PREFIXES.some((prefix) => path.startsWith(prefix));
}

export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return v4.startsWith('127.') || address === '::1';
}

export function isLoopbackCaller(request: FastifyRequest): boolean {
  return isLoopback(request.socket.remoteAddress);
}

/**
 * Call on the root instance before CORS and the routes. A preflight (OPTIONS) to a development surface is refused
 * from this machine too: only another origin's page sends one, and these never answer other origins.
 */
export function registerLoopbackOnly(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (isDevSurface(request.url) && (!isLoopbackCaller(request) || request.method === 'OPTIONS')) {
      return reply.status(404).send(notFoundBody(`Route ${request.method}:${request.url.split('?')[0]} not found`));
    }
  });
}
