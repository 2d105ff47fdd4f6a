/**
 * GET /api/Core/FooterModel?context&shortName&language (docs/rules/shell-access-identity.md section 7; on the
 * identity API, which the reference server also is): the footer model of an event in a language, kept
 * as a resource of the FooterModel set. A language without a model falls back to the event's default.
 */
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { FOOTER_MODEL_RESOURCE } from '../../src/contracts';
import { eventLanguage, requireEvent } from '../db/events';
import { caseVariants } from '../http/caseVariants';
import { NotFoundError } from '../http/errors';
import { languageCode, text } from '../http/params';
import { parseQuery } from '../http/validation';
import type { RouteDeps } from './deps';
import { apiDocs } from '../http/apiDocs';

const FooterModelQuery = z.object({
  // Footer models exist for events only (the spec's EContext Event).
  context: text().refine((value) => value.toLowerCase() === 'event', 'must be Event'),
  shortName: text(),
  language: languageCode().optional(),
});

const docs = apiDocs('Footer');

export const footerRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  const model = (eventId: number, language: string) =>
    db
      .selectFrom('resources')
      .select('resourcevalue')
      .where('event_id', '=', eventId)
      .where('setname', '=', FOOTER_MODEL_RESOURCE.setname)
      .where('resourcename', '=', FOOTER_MODEL_RESOURCE.resourcename)
      .where('language', '=', language)
      .executeTakeFirst();

  for (const url of caseVariants('/api/Core/FooterModel')) {
    app.get(url, docs("An event's footer model", { querystring: FooterModelQuery }), async (request, reply) => {
      const query = parseQuery(FooterModelQuery, request);
      const event = await requireEvent(db, { short: query.shortName });
      const language = eventLanguage(event, query.language);
      const row = (await model(event.id, language)) ?? (await model(event.id, event.default_language));
      if (!row) throw new NotFoundError(`no footer model for event ${event.short}`);
      // Stored as JSON text: sent as it is.
      return reply.type('application/json; charset=utf-8').send(row.resourcevalue);
    });
  }
};
