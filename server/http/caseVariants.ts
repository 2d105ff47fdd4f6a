import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Fastify matches paths case-sensitively (caseSensitive is a server-wide option, not a route one), and
 * the spec writes the same service both ways (/api/Token/... and /api/token/...). A route registered
 * through caseVariants answers at the path as written, with its second segment's first letter in the
 * other case (Token/token, Core/core, Modules/modules), and in all lower case.
 */
export function caseVariants(path: string): string[] {
  const segments = path.split('/');
  const second = segments[2] ?? '';
  const swapped = second
    ? (second[0] === second[0]!.toUpperCase() ? second[0]!.toLowerCase() : second[0]!.toUpperCase()) + second.slice(1)
    : second;
  const other = [...segments];
  other[2] = swapped;
  return [...new Set([path, other.join('/'), path.toLowerCase()])];
}

/**
 * The case variants of a path the spec writes with a trailing slash (/api/Modules/PersonalProgram/?eventid),
 * with and without the slash: clients write it both ways, and Fastify tells them apart.
 */
export function slashVariants(path: string): string[] {
  const bare = path.replace(/\/+$/, '');
  return [...caseVariants(bare), ...caseVariants(`${bare}/`)];
}

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** get and post that register a handler at each of caseVariants(path). */
export function caseVariantRoutes(app: FastifyInstance): {
  get(path: string, handler: Handler): void;
  post(path: string, handler: Handler): void;
} {
  return {
    get(path, handler) {
      for (const url of caseVariants(path)) app.get(url, handler);
    },
    post(path, handler) {
      for (const url of caseVariants(path)) app.post(url, handler);
    },
  };
}
