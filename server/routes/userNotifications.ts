/**
 * A signed-in user's own notifications (src/contracts/userNotifications.ts): those kept when a published programme
 * change moved, cancelled, reinstated or removed a session of their personal programme
 * (server/programmeImport/favouriteNotifications.ts). Every call needs the bearer token (401 otherwise) and reads or
 * changes the user's own notifications only; paths in their case variants, with and without a trailing slash.
 *   GET  /api/Modules/UserNotifications?eventid         the unread ones of the event, oldest first
 *   POST /api/Modules/UserNotifications/Read?eventid    body { Ids }: marks those of the user's own read (204)
 * An id that is not the user's (another user's, or none) is not an error: it is simply not theirs to mark, and saying
 * so would tell which ids exist.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { USER_NOTIFICATIONS_MAX_IDS, type UserNotification } from '../../src/contracts';
import { requireEvent } from '../db/events';
import type { Database } from '../db/schema';
import { apiDocs } from '../http/apiDocs';
import { slashVariants } from '../http/caseVariants';
import { allowEmptyJsonBody } from '../http/emptyJson';
import { numericId } from '../http/params';
import { parseBody, parseQuery } from '../http/validation';
import type { Identity } from '../identity/service';
import { wireUserNotification } from '../programmeImport/favouriteNotifications';

export interface UserNotificationRouteDeps {
  db: Kysely<Database>;
  identity: Identity;
}

const EventQuery = z.object({ eventid: numericId() });
const ReadBody = z.object({
  Ids: z
    .array(z.number().int().positive().max(2_147_483_647))
    .min(1, 'must name at least one notification')
    .max(USER_NOTIFICATIONS_MAX_IDS, `must hold at most ${USER_NOTIFICATIONS_MAX_IDS} ids`),
});

const docs = apiDocs('Programme');

export const userNotificationRoutes: FastifyPluginAsync<UserNotificationRouteDeps> = async (app, { db, identity }) => {
  allowEmptyJsonBody(app);

  for (const url of slashVariants('/api/Modules/UserNotifications')) {
    app.get(
      url,
      docs('The signed-in user’s unread notifications of the event (a session of their personal programme changed)', {
        querystring: EventQuery,
      }),
      async (request, reply): Promise<UserNotification[]> => {
        const { user } = await identity.requireUser(request, reply);
        const event = await requireEvent(db, { id: parseQuery(EventQuery, request).eventid });
        reply.header('cache-control', 'private, no-store');
        const rows = await db
          .selectFrom('user_notifications')
          .selectAll()
          .where('user_id', '=', user.id)
          .where('event_id', '=', event.id)
          .where('read_at', 'is', null)
          .orderBy('id')
          .execute();
        return rows.map(wireUserNotification);
      },
    );
  }

  for (const url of slashVariants('/api/Modules/UserNotifications/Read')) {
    app.post(
      url,
      docs('Marks some of the signed-in user’s notifications read', { querystring: EventQuery, body: ReadBody }),
      async (request, reply) => {
        const { user } = await identity.requireUser(request, reply);
        const event = await requireEvent(db, { id: parseQuery(EventQuery, request).eventid });
        const { Ids } = parseBody(ReadBody, request);
        await db
          .updateTable('user_notifications')
          .set({ read_at: new Date(identity.now()).toISOString() })
          .where('user_id', '=', user.id)
          .where('event_id', '=', event.id)
          .where('id', 'in', Ids)
          .where('read_at', 'is', null)
          .execute();
        reply.header('cache-control', 'private, no-store');
        return reply.status(204).send();
      },
    );
  }
};
