import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DocumentedRoute } from './apiDocs';

/**
 * Fastify matches paths case-sensitively (caseSensitive is a server-wide option, not a route one), and
 * the spec writes the same service both ways (/api/Token/... and /api/token/...). A route registered
 * through caseVariants answers at the path as written, with its second segment's first letter in the
 * other case (Token/token, Core/core, Modules/modules), and in all lower case but its parameters' names (a handler
 * reads `:messageId` by that name whichever spelling matched).
 */
export function caseVariants(path: string): string[] {
  const segments = path.split('/');
  const second = segments[2] ?? '';
  const first = second.charAt(0);
  const swapped = (first === first.toUpperCase() ? first.toLowerCase() : first.toUpperCase()) + second.slice(1);
  const other = [...segments];
  other[2] = swapped;
  const lower = segments.map((segment) => (segment.startsWith(':') ? segment : segment.toLowerCase())).join('/');
  return [...new Set([path, other.join('/'), lower])];
}

/**
 * The case variants of a path the spec writes with a trailing slash (/api/Modules/PersonalProgram/?eventid),
 * with and without the slash: clients write it both ways, and Fastify tells them apart. The path as
 * written comes first (the API reference lists that spelling: server/http/apiDocs.ts).
 */
export function slashVariants(path: string): string[] {
  const bare = path.replace(/\/+$/, '');
  const [first, second] = path.endsWith('/') ? [`${bare}/`, bare] : [bare, `${bare}/`];
  return [...caseVariants(first), ...caseVariants(second)];
}

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** get and post that register a handler, with its documentation (apiDocs.ts), at each of caseVariants(path). */
export function caseVariantRoutes(app: FastifyInstance): {
  get: (path: string, options: DocumentedRoute, handler: Handler) => void;
  post: (path: string, options: DocumentedRoute, handler: Handler) => void;
} {
  return {
    get(path, options, handler) {
      for (const url of caseVariants(path)) app.get(url, options, handler);
    },
    post(path, options, handler) {
      for (const url of caseVariants(path)) app.post(url, options, handler);
    },
  };
}
