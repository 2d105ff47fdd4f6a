/** Event API: the numeric id of an event short name (docs/rules/content-areas.md section 7). */
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { EventId } from '../../src/contracts';
import { requireEvent } from '../db/events';
import { text } from '../http/params';
import { parseQuery } from '../http/validation';
import type { RouteDeps } from './deps';
import { apiDocs } from '../http/apiDocs';

const ShortnameQuery = z.object({ shortName: text() });

const docs = apiDocs('Core');

export const eventRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  app.get(
    '/api/Event/Shortname',
    docs('The numeric id of an event short name', { querystring: ShortnameQuery }),
    async (request): Promise<EventId> => {
      const { shortName } = parseQuery(ShortnameQuery, request);
      const event = await requireEvent(db, { short: shortName });
      return { Id: event.id };
    },
  );
};
