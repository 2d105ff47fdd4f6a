/**
 * Module API: resource sets and single config resources (content-areas.md section 7, "Texts,
 * configuration, general" and "Charity").
 */
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Resource } from '../../src/api/types';
import { byteOrder } from '../db/connection';
import { eventLanguage, requireEvent } from '../db/events';
import { NotFoundError } from '../http/errors';
import { languageCode, numericId, text } from '../http/params';
import { parseQuery } from '../http/validation';
import type { RouteDeps } from './deps';

const GetResourcesQuery = z
  .object({
    eventshort: text().optional(),
    eventid: numericId().optional(),
    setname: text(),
    language: languageCode().optional(),
  })
  .refine((query) => query.eventshort !== undefined || query.eventid !== undefined, {
    path: ['eventshort'],
    message: 'Required (eventshort or eventid)',
  });

const GetConfigResourceQuery = z.object({
  eventId: numericId(),
  resourcename: text(),
});

export const modulesRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  const resources = (eventId: number, setname: string, language: string): Promise<Resource[]> =>
    db
      .selectFrom('resources')
      .select(['resourcename', 'resourcevalue'])
      .where('event_id', '=', eventId)
      .where('setname', '=', setname)
      .where('language', '=', language)
      .orderBy(byteOrder(db, 'resourcename'))
      .execute();

  /** A set in the asked language; a language without rows for the set falls back to the event's default. */
  app.get('/api/modules/GetResources', async (request): Promise<Resource[]> => {
    const query = parseQuery(GetResourcesQuery, request);
    const event = await requireEvent(db, { short: query.eventshort, id: query.eventid });
    const language = eventLanguage(event, query.language);
    const rows = await resources(event.id, query.setname, language);
    if (rows.length > 0 || language === event.default_language) return rows;
    return resources(event.id, query.setname, event.default_language);
  });

  /** One resource by name in the event's default language, the config_json set before any other. */
  app.get('/api/Modules/GetConfigResource', async (request): Promise<Resource> => {
    const query = parseQuery(GetConfigResourceQuery, request);
    const event = await requireEvent(db, { id: query.eventId });
    const rows = await db
      .selectFrom('resources')
      .select(['setname', 'resourcename', 'resourcevalue'])
      .where('event_id', '=', event.id)
      .where('language', '=', event.default_language)
      .where('resourcename', '=', query.resourcename)
      .orderBy(byteOrder(db, 'setname'))
      .execute();
    const row = rows.find((candidate) => candidate.setname === 'config_json') ?? rows[0];
    if (!row) throw new NotFoundError(`no resource ${query.resourcename} for event ${event.id}`);
    return { resourcename: row.resourcename, resourcevalue: row.resourcevalue };
  });
};
