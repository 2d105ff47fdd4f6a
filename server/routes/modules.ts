/**
 * Module API: resource sets and single config resources (docs/rules/content-areas.md section 7, "Texts,
 * configuration, general" and "Charity").
 *
 * Access (docs/rules/shell-access-identity.md section 6): the live streams' addresses (config_json liveStreams, ours)
 * are for those who may open the LivePage. The configuration everyone reads leaves them out; ours,
 * GET /api/Modules/GetLiveStreams serves them to a caller the LivePage's access flow and Page policy let in
 * (401 anonymous, 403 without a ticket or denied), decided by server/access/caller.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { RESOURCE_SETS, type Resource } from '../../src/contracts';
import { LIVE_STREAMS_KEY } from '../../src/core/programme/liveStreams';
import { isRecord } from '../../src/core/configGuards';
import { callerAccess, markPerCaller, parseConfigObject } from '../access/caller';
import { byteOrder } from '../db/connection';
import { requireVersionedEvent } from '../db/contentVersions';
import { eventLanguage, requireEvent } from '../db/events';
import type { Database } from '../db/schema';
import type { AnswerCache } from '../http/answerCache';
import { sendEncodedAnswer } from '../http/encodedAnswer';
import { NotFoundError } from '../http/errors';
import { languageCode, numericId, text } from '../http/params';
import { parseQuery } from '../http/validation';
import { HttpProblem, type Identity } from '../identity/service';
import { apiDocs } from '../http/apiDocs';

export interface ModulesRouteDeps {
  db: Kysely<Database>;
  identity: Identity;
  /** The app's kept answers (http/answerCache.ts). */
  answers: AnswerCache;
}

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

const GetLiveStreamsQuery = z.object({ eventid: numericId(), language: languageCode().optional() });

/** The config_json value as everyone may read it: without the live streams' addresses. */
export function publicConfigValue(value: string): string {
  const config = parseConfigObject(value);
  if (!config || !(LIVE_STREAMS_KEY in config)) return value;
  const { [LIVE_STREAMS_KEY]: _streams, ...rest } = config;
  return JSON.stringify(rest, null, 2);
}

const publicResource = (setname: string, row: Resource): Resource =>
  setname === RESOURCE_SETS.config && row.resourcename === RESOURCE_SETS.config
    ? { ...row, resourcevalue: publicConfigValue(row.resourcevalue) }
    : row;

const docs = apiDocs('Core');

export const modulesRoutes: FastifyPluginAsync<ModulesRouteDeps> = async (app, { db, identity, answers }) => {
  const resources = async (eventId: number, setname: string, language: string): Promise<Resource[]> =>
    (
      await db
        .selectFrom('resources')
        .select(['resourcename', 'resourcevalue'])
        .where('event_id', '=', eventId)
        .where('setname', '=', setname)
        .where('language', '=', language)
        .orderBy(byteOrder(db, 'resourcename'))
        .execute()
    ).map((row) => publicResource(setname, row));

  /**
   * A set in the asked language; a language without rows for the set falls back to the event's default. Every
   * page asks for three sets at its start: each answer is made once per content version, encodings included.
   */
  app.get(
    '/api/modules/GetResources',
    docs('A resource set (texts, configuration) in a language', { querystring: GetResourcesQuery }),
    async (request, reply) => {
      const query = parseQuery(GetResourcesQuery, request);
      const { event, contentVersion } = await requireVersionedEvent(db, { short: query.eventshort, id: query.eventid });
      const language = eventLanguage(event, query.language);
      const answer = await answers.answer(`GetResources|${event.id}|${query.setname}|${language}`, contentVersion, async () => {
        const rows = await resources(event.id, query.setname, language);
        if (rows.length > 0 || language === event.default_language) return rows;
        return resources(event.id, query.setname, event.default_language);
      });
      return sendEncodedAnswer(request, reply, answer);
    },
  );

  /** One resource by name in the event's default language, the config_json set before any other. */
  app.get(
    '/api/Modules/GetConfigResource',
    docs('One configuration resource by name', { querystring: GetConfigResourceQuery }),
    async (request): Promise<Resource> => {
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
      return publicResource(row.setname, { resourcename: row.resourcename, resourcevalue: row.resourcevalue });
    },
  );

  /** Ours: the live streams (config_json liveStreams) for a caller who may open the LivePage; {} when none. */
  app.get(
    '/api/Modules/GetLiveStreams',
    docs('The live streams, for callers who may open the live page', { querystring: GetLiveStreamsQuery }),
    async (request, reply): Promise<Record<string, unknown>> => {
      const query = parseQuery(GetLiveStreamsQuery, request);
      const event = await requireEvent(db, { id: query.eventid });
      const language = eventLanguage(event, query.language);
      const access = await callerAccess({ db, identity }, request, reply, event, language);
      markPerCaller(reply, access);
      const status = access.page('LivePage');
      if (status === 401) throw new HttpProblem(401, 'Sign in to watch the live streams');
      if (status === 403) throw new HttpProblem(403, 'The live streams are for ticket holders');
      const streams = access.config[LIVE_STREAMS_KEY];
      return isRecord(streams) ? streams : {};
    },
  );
};
