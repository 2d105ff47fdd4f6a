/**
 * Checks a service token (POST /api/Core/AuthenticationToken, docs/rules/shell-access-identity.md section 7): the
 * bearer credential of calls made by other services rather than by a signed-in person (publishing a
 * push notification).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { jwtVerify } from 'jose';
import { bearerToken, HttpProblem, type Identity } from './service';

/** The client id the token was issued to, or null when it is not a valid, unexpired service token. */
export async function verifyServiceToken(identity: Identity, token: string | null): Promise<string | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(identity.secret), {
      algorithms: ['HS256'],
      currentDate: new Date(identity.now()),
      typ: 'JWT',
    });
    if (payload.kind !== 'service' || typeof payload.sub !== 'string' || !payload.sub.startsWith('service:')) return null;
    return payload.sub.slice('service:'.length);
  } catch {
    return null;
  }
}

/** The request's service client, or a 401 with WWW-Authenticate: Bearer. */
export async function requireService(identity: Identity, request: FastifyRequest, reply: FastifyReply): Promise<string> {
  const client = await verifyServiceToken(identity, bearerToken(request));
  if (client === null) {
    reply.header('www-authenticate', 'Bearer');
    throw new HttpProblem(401, 'A service token is needed (POST /api/Core/AuthenticationToken)');
  }
  return client;
}
