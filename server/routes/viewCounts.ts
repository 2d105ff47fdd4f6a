/**
 * View counts of the programme (docs/rules/content-areas.md section 7, "Programme"): each call counts one view and
 * answers the count. No token needed; an id the event's programme does not have is a 404.
 *   GET /api/App/SetSessionViewCount/?eventId&sessionid
 *   GET /api/App/SetPresentationViewCount/?eventId&presentationId
 * (with and without the slash before the query.)
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { z } from 'zod';
import type { ViewCount } from '../../src/contracts';
import { requireEvent } from '../db/events';
import type { Database } from '../db/schema';
import { slashVariants } from '../http/caseVariants';
import { numericId } from '../http/params';
import { parseQuery } from '../http/validation';
import { requireItem } from '../programme/items';
import type { RouteDeps } from './deps';
import { apiDocs } from '../http/apiDocs';

const SessionQuery = z.object({ eventId: numericId(), sessionid: numericId() });
const PresentationQuery = z.object({ eventId: numericId(), presentationId: numericId() });

const docs = apiDocs('Programme');

export const viewCountRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  for (const url of slashVariants('/api/App/SetSessionViewCount/')) {
    app.get(
      url,
      docs('Counts a view of a session; its view count', { querystring: SessionQuery }),
      async (request, reply): Promise<ViewCount> => {
        const query = parseQuery(SessionQuery, request);
        const event = await requireEvent(db, { id: query.eventId });
        await requireItem(db, event.id, 'session', query.sessionid);
        reply.header('cache-control', 'no-store');
        return { ViewCount: await countView(db, event.id, 'session', query.sessionid) };
      },
    );
  }

  for (const url of slashVariants('/api/App/SetPresentationViewCount/')) {
    app.get(
      url,
      docs('Counts a view of a presentation; its view count', { querystring: PresentationQuery }),
      async (request, reply): Promise<ViewCount> => {
        const query = parseQuery(PresentationQuery, request);
        const event = await requireEvent(db, { id: query.eventId });
        await requireItem(db, event.id, 'presentation', query.presentationId);
        reply.header('cache-control', 'no-store');
        return { ViewCount: await countView(db, event.id, 'presentation', query.presentationId) };
      },
    );
  }
};

/** One more view, in one statement (concurrent views each count), and the count after it. */
async function countView(db: Kysely<Database>, eventId: number, itemType: 'session' | 'presentation', itemId: number): Promise<number> {
  const row = await db
    .insertInto('programme_view_counts')
    .values({ event_id: eventId, item_type: itemType, item_id: itemId, view_count: 1 })
    .onConflict((conflict) =>
      conflict.columns(['event_id', 'item_type', 'item_id']).doUpdateSet({ view_count: sql<number>`programme_view_counts.view_count + 1` }),
    )
    .returning('view_count')
    .executeTakeFirstOrThrow();
  return Number(row.view_count);
}
