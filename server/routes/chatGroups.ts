/**
 * Topic and session groups (src/contracts/messaging.ts, "Groups"; docs/rules/content-areas.md section 2, my area's
 * module groups): the list, a session's group, joining and leaving. A group is a conversation, so its messages go
 * through the messages calls (server/routes/messaging.ts) like any other: its members are its participants.
 *
 *   GET  /api/Messages/Groups?eventid                       ChatGroupsAnswer
 *   GET  /api/Messages/Groups/Session/{sessionId}?eventid   ChatGroup (the session's, made on first ask; 404 no session)
 *   POST /api/Messages/Groups/{id}/Join?eventid, …/Leave    ChatGroup
 *
 * Who may: whoever may network (server/networking/participant.ts). Ours where the rules are silent: the list shows
 * the topic groups and the session groups that have members (a session's empty group is found from its session page);
 * a new member's read mark is the group's newest message (its history is there to read, not unread); joining twice
 * or leaving a group one is not in changes nothing and answers the group.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { ChatGroup, ChatGroupsAnswer } from '../../src/contracts';
import type { EventRow } from '../db/events';
import type { Database } from '../db/schema';
import type { ChatHubApi } from '../hubs';
import { apiDocs } from '../http/apiDocs';
import { caseVariants } from '../http/caseVariants';
import { NotFoundError } from '../http/errors';
import { numericId } from '../http/params';
import { parseParams } from '../http/validation';
import type { Identity } from '../identity/service';
import { groupsOf, sessionGroupId } from '../networking/groups';
import { NetworkingQuery, networkingCaller } from '../networking/participant';
import { unreadIn } from '../networking/unread';

export interface ChatGroupRouteDeps {
  db: Kysely<Database>;
  identity: Identity;
  chat: ChatHubApi;
}

const IdParams = z.object({ id: numericId() });
const SessionParams = z.object({ sessionId: numericId() });

const docs = apiDocs('Messages');

export const chatGroupRoutes: FastifyPluginAsync<ChatGroupRouteDeps> = async (app, { db, identity, chat }) => {
  const now = () => new Date(identity.now()).toISOString();
  const caller = (request: FastifyRequest, reply: FastifyReply) => networkingCaller({ db, identity }, request, reply, NetworkingQuery);

  async function groupFor(event: EventRow, language: string, userId: number, id: number): Promise<ChatGroup> {
    const [group] = await groupsOf(db, event, language, userId, [id]);
    if (!group) throw new NotFoundError('no such group');
    return group;
  }

  for (const url of caseVariants('/api/Messages/Groups')) {
    app.get(
      url,
      docs("The event's topic groups and the session groups with members, with the caller's memberships", { querystring: NetworkingQuery }),
      async (request, reply): Promise<ChatGroupsAnswer> => {
        const { user, event, language } = await caller(request, reply);
        const groups = await groupsOf(db, event, language, user.id);
        return { Groups: groups.filter((group) => group.Kind === 'topic' || group.Members > 0 || group.Joined) };
      },
    );
  }

  for (const url of caseVariants('/api/Messages/Groups/Session/:sessionId')) {
    app.get(
      url,
      docs("A session's group (every session of the programme has one)", { querystring: NetworkingQuery, params: SessionParams }),
      async (request, reply): Promise<ChatGroup> => {
        const { user, event, language } = await caller(request, reply);
        const { sessionId } = parseParams(SessionParams, request);
        const id = await sessionGroupId(db, event, sessionId, user.id, now());
        if (id === null) throw new NotFoundError(`the event has no session ${sessionId}`);
        return groupFor(event, language, user.id, id);
      },
    );
  }

  for (const url of caseVariants('/api/Messages/Groups/:id/Join')) {
    app.post(
      url,
      docs('Joins a group: its messages are the caller’s to read and write', { querystring: NetworkingQuery, params: IdParams }),
      async (request, reply): Promise<ChatGroup> => {
        const { user, event, language } = await caller(request, reply);
        const { id } = parseParams(IdParams, request);
        await groupFor(event, language, user.id, id);
        const newest = await db
          .selectFrom('chat_messages')
          .select((eb) => eb.fn.max('id').as('id'))
          .where('conversation_id', '=', id)
          .executeTakeFirst();
        await db
          .insertInto('conversation_participants')
          .values({ conversation_id: id, user_id: user.id, last_read_id: Number(newest?.id ?? 0) })
          .onConflict((oc) => oc.columns(['conversation_id', 'user_id']).doNothing())
          .execute();
        return groupFor(event, language, user.id, id);
      },
    );
  }

  for (const url of caseVariants('/api/Messages/Groups/:id/Leave')) {
    app.post(
      url,
      docs('Leaves a group', { querystring: NetworkingQuery, params: IdParams }),
      async (request, reply): Promise<ChatGroup> => {
        const { user, event, language } = await caller(request, reply);
        const { id } = parseParams(IdParams, request);
        await groupFor(event, language, user.id, id);
        const left = await db
          .deleteFrom('conversation_participants')
          .where('conversation_id', '=', id)
          .where('user_id', '=', user.id)
          .executeTakeFirst();
        // Its unread messages are no longer the caller's: their other pages' counts follow.
        if (left.numDeletedRows > 0n) chat.unreadChanged(user.id, event.id, (await unreadIn(db, [user.id], event.id, id)).get(user.id)!);
        return groupFor(event, language, user.id, id);
      },
    );
  }
};
