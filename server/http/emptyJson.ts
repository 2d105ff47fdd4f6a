/**
 * Calls whose body is optional (the spec's POSTs with everything in the query): some clients still send
 * a JSON content type with an empty body, which Fastify's own parser refuses. In the calling plugin only
 * (encapsulated), an empty JSON body reads as no body; anything else is parsed as before.
 */
import type { FastifyInstance } from 'fastify';

export function allowEmptyJsonBody(app: FastifyInstance): void {
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body !== 'string' || body.trim() === '') return done(null, undefined);
    return json(request, body, done);
  });
}
