/**
 * The header model (docs/rules/shell-access-identity.md section 7): GET /api/Core/GetVMXHeader?shortname&language.
 * The reply is the stored header configuration (resource set VMXHeader, one per theme and language; see
 * db/seed/header.ts) of the theme the event's config_json picks (headerTheme, default one), with the
 * event's languages. theme (ours) asks for another theme, to preview it.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { VmxHeaderReply } from '../../src/contracts';
import { eventLanguage, eventLanguages, requireEvent } from '../db/events';
import { caseVariants } from '../http/caseVariants';
import { languageCode, text } from '../http/params';
import { parseQuery } from '../http/validation';
import { HEADER_SET, HEADER_THEME_KEY, HEADER_THEMES, type SeedHeaderTheme } from '../db/seed/header';
import type { RouteDeps } from './deps';
import { apiDocs } from '../http/apiDocs';

const GetVmxHeaderQuery = z.object({
  shortname: text(),
  language: languageCode().optional(),
  theme: z.enum(HEADER_THEMES).optional(),
});

const docs = apiDocs('Header');

export const headerRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  const resource = (eventId: number, setname: string, language: string, resourcename: string) =>
    db
      .selectFrom('resources')
      .select('resourcevalue')
      .where('event_id', '=', eventId)
      .where('setname', '=', setname)
      .where('language', '=', language)
      .where('resourcename', '=', resourcename)
      .executeTakeFirst();

  const handler = async (request: FastifyRequest): Promise<VmxHeaderReply> => {
    const query = parseQuery(GetVmxHeaderQuery, request);
    const event = await requireEvent(db, { short: query.shortname });
    const language = eventLanguage(event, query.language);
    const theme = query.theme ?? (await configuredTheme(event.id, language));
    const stored =
      (await resource(event.id, HEADER_SET, language, theme)) ?? (await resource(event.id, HEADER_SET, event.default_language, theme));
    const header = stored
      ? (JSON.parse(stored.resourcevalue) as Omit<VmxHeaderReply, 'EventLanguages'>)
      : { EventLogo: '', menuItems: [], theme, config: {} };
    return { ...header, theme, EventLanguages: eventLanguages(event) };
  };

  /** config_json's headerTheme, when it names a theme; else one. */
  const configuredTheme = async (eventId: number, language: string): Promise<SeedHeaderTheme> => {
    const config = await resource(eventId, 'config_json', language, 'config_json');
    try {
      const value = (JSON.parse(config?.resourcevalue ?? '{}') as Record<string, unknown>)[HEADER_THEME_KEY];
      return (HEADER_THEMES as readonly unknown[]).includes(value) ? (value as SeedHeaderTheme) : 'one';
    } catch {
      return 'one';
    }
  };

  for (const url of caseVariants('/api/Core/GetVMXHeader'))
    app.get(url, docs("An event's header (logo, menu, theme)", { querystring: GetVmxHeaderQuery }), handler);
};
