/**
 * An event's news as an RSS 2.0 feed, the ticker's first source (docs/rules/content-areas.md section 4). The
 * config_json of an event points at it with rssTickerText, a path relative to the API base.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { eventLanguages, findEventByShort, type EventRow } from '../db/events';
import { NotFoundError } from '../http/errors';
import { normaliseLanguage } from '../http/language';
import { text } from '../http/params';
import { parseParams } from '../http/validation';
import { escapeXml } from '../http/xml';
import type { RouteDeps } from './deps';

const FeedParams = z.object({ event: text(), file: text() });
/** The file part of the path: {language}.xml. */
const FEED_FILE = /^([A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,4})?)\.xml$/;

interface FeedItem {
  title: string;
  link: string;
  description: string;
  pub_date: string;
}

export const rssRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  app.get('/rss/:event/:file', async (request, reply) => {
    const params = parseParams(FeedParams, request);
    const code = FEED_FILE.exec(params.file)?.[1];
    const language = code ? normaliseLanguage(code) : undefined;
    const event = await findEventByShort(db, params.event);
    if (!event || !language || !eventLanguages(event).includes(language)) throw new NotFoundError(`no feed ${params.event}/${params.file}`);
    const items = await db
      .selectFrom('rss_items')
      .select(['title', 'link', 'description', 'pub_date'])
      .where('event_id', '=', event.id)
      .where('language', '=', language)
      .orderBy('position')
      .execute();
    reply.type('application/rss+xml; charset=utf-8').header('cache-control', 'public, max-age=300');
    return renderFeed(event, language, items, origin(request));
  });
};

function origin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

export function renderFeed(event: EventRow, language: string, items: readonly FeedItem[], base: string): string {
  const home = `${base}/home/${event.instance}/${event.short}/${language}`;
  const self = `${base}/rss/${event.short}/${language}.xml`;
  const entries = items.map(
    (item) => `    <item>
      <title>${escapeXml(item.title)}</title>
      <link>${escapeXml(base + item.link)}</link>
      <description>${escapeXml(item.description)}</description>
      <pubDate>${new Date(item.pub_date).toUTCString()}</pubDate>
      <guid isPermaLink="true">${escapeXml(base + item.link)}</guid>
    </item>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(event.name)}</title>
    <link>${escapeXml(home)}</link>
    <description>${escapeXml(`News of ${event.name}`)}</description>
    <language>${language.toLowerCase()}</language>
    <atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml"/>
${entries.join('\n')}
  </channel>
</rss>
`;
}
