/** The Vary header, added to name by name: an answer may vary by what several parts of the server decide. */
import type { FastifyReply } from 'fastify';

/** Adds names to the reply's Vary header, keeping those it lists (compared without case). */
export function addVary(reply: FastifyReply, ...names: string[]): void {
  const vary = reply.getHeader('vary');
  const listed = (Array.isArray(vary) ? vary.join(',') : String(vary ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const missing = names.filter((name) => !listed.some((known) => known.toLowerCase() === name.toLowerCase()));
  if (missing.length > 0) reply.header('vary', [...listed, ...missing].join(', '));
}
