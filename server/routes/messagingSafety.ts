/**
 * Messaging's safety: blocks, reports of messages and their moderation (src/contracts/messaging.ts, "Safety"; tables
 * in server/db/messagingCommunityTables.ts). What a block or a suspension stops elsewhere (the network's search,
 * contact requests, conversations, messages) is enforced where those are served (server/networking/directory.ts,
 * server/networking/participant.ts, server/routes/messaging.ts); this file keeps the rows and serves these calls:
 *
 *   GET    /api/Networking/Blocks                                          BlocksAnswer
 *   POST   /api/Networking/Blocks (body BlockCreate)                        BlocksAnswer
 *   DELETE /api/Networking/Blocks/{userId}                                 BlocksAnswer
 *   POST   /api/Messages/Conversations/{id}/Messages/{messageId}/Report    MessageReport (body ReportCreate)
 *   GET    /api/Messages/Reports?status&before&take                        ReportsAnswer (moderators)
 *   POST   /api/Messages/Reports/{id}/Dismiss, …/RemoveMessage, …/SuspendSender   MessageReport (moderators)
 *   POST   /api/Messages/Reports/{id}/LiftSuspension                       MessageReport (moderators)
 * each with `eventid` and an optional `language` in the query.
 *
 * Blocks and reports are networking calls: a participant of the event's network (networkingCaller: a ticket, the
 * Networking policy, not suspended). Moderation is not: a moderator is a super user or whom the event's Key policy
 * MODERATION_POLICY_KEY allows, with or without a ticket; where the event configures no such policy only super users
 * moderate (the access engine allows everyone where no policy names a key, which must not make every attendee a
 * moderator). Answers are per caller and never kept (markPerCaller).
 *
 * Ours where the contract is silent:
 * - a block is made by either person of the event (a ticket holder; 404 for anyone else, 403 notFindable for oneself),
 *   whether or not they are findable; blocking twice or unblocking someone not blocked changes nothing; a block
 *   declines any pending contact request between the two, in the same transaction; the blocked person is told nothing;
 * - a blocked person is named as the caller may see them now (their settings, and whether they ever turned to the
 *   caller: a request or a message), so that blocking never reveals a name the person hid;
 * - a report needs the message's conversation to be the caller's (404 as for a stranger otherwise, whatever the
 *   message) and the message someone else's (400 messageId); reporting it again answers the first report (200);
 * - decisions go one way, from lenient to strict (open, dismissed, removed, suspended): a moderator may make a
 *   stricter decision on a decided report (remove a message of a dismissed report, suspend the sender of a removed
 *   one); the same decision again answers the report unchanged (200); a more lenient one is a 409, since a removal
 *   is not undone and a suspension is lifted on its own (LiftSuspension), not by a more lenient decision;
 * - removing a message decides every open report of it (status removed) and is done once: a message already removed
 *   is neither removed nor announced again;
 * - the reports come a page at a time, newest first, the next page after the report `before` (of any status: one a
 *   moderator decided meanwhile, and which left the list, still marks the place); a report of another event or none
 *   is a 400 naming `before`;
 * - a suspension is the sender's in the event, whichever report it came from: LiftSuspension on any report of theirs
 *   deletes it (networkingCaller reads it on every call, so they network again at once) and leaves the reports as
 *   decided (a suspended report whose sender is not suspended now is one whose suspension was lifted); lifting
 *   nothing changes nothing; SuspendSender on a suspended report whose suspension was lifted suspends the sender
 *   again (the report is unchanged).
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import { z } from 'zod';
import {
  NETWORKING_REFUSALS,
  REPORT_NOTE_MAX_LENGTH,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORTS_PAGE_SIZE,
  REPORTS_TAKE_MAX,
  type BlocksAnswer,
  type MessageReport,
  type ReportReason,
  type ReportStatus,
  type ReportsAnswer,
} from '../../src/contracts';
import { visiblePerson } from '../../src/core/networking/messaging';
import { reportNoteProblem } from '../../src/core/networking/reports';
import { markPerCaller, userAccess } from '../access/caller';
import { eventLanguage, requireEvent, type EventRow } from '../db/events';
import type { MessageReportTable } from '../db/messagingCommunityTables';
import { pairKey } from '../db/messagingTables';
import type { Database } from '../db/schema';
import type { ChatHubApi } from '../hubs';
import { apiDocs } from '../http/apiDocs';
import { caseVariants } from '../http/caseVariants';
import { BadRequestError, ForbiddenError, NotFoundError } from '../http/errors';
import { numericId } from '../http/params';
import { parseBody, parseParams, parseQuery } from '../http/validation';
import { HttpProblem, type Identity, type UserRow } from '../identity/service';
import { membersOf, relationsOf } from '../networking/directory';
import { conversationOf } from '../networking/conversations';
import { chatMessage } from '../networking/messages';
import { isModerator, NetworkingQuery, networkingCaller, pageSize } from '../networking/participant';

export interface MessagingSafetyRouteDeps {
  db: Kysely<Database>;
  identity: Identity;
  /** The chat hub, on every process (app.hubs.chat): MessageRemoved. */
  chat: ChatHubApi;
}

type ReportRow = Selectable<MessageReportTable>;

const ReportsQuery = NetworkingQuery.extend({
  status: z.enum(REPORT_STATUSES, { message: `must be one of ${REPORT_STATUSES.join(', ')}` }).optional(),
  before: numericId().optional(),
  take: pageSize(REPORTS_TAKE_MAX).optional(),
});
const IdParams = z.object({ id: numericId() });
const UserIdParams = z.object({ userId: numericId() });
const ReportParams = z.object({
  id: numericId(),
  messageId: z.uuid('must be a message id (a UUID)').transform((id) => id.toLowerCase()),
});

const UserId = z.number().int('must be a user id').positive('must be a user id').max(999_999_999, 'must be a user id');
const BlockBody = z.object({ UserId });
const ReportBody = z.object({
  Reason: z.enum(REPORT_REASONS, { message: `must be one of ${REPORT_REASONS.join(', ')}` }),
  Note: z.string().optional(),
});

const networkingDocs = apiDocs('Networking');
const messagesDocs = apiDocs('Messages');

const iso = (ms: number) => new Date(ms).toISOString();

const unique = <T>(values: readonly T[]) => [...new Set(values)];

const isReason = (value: string): value is ReportReason => (REPORT_REASONS as readonly string[]).includes(value);
const isStatus = (value: string): value is ReportStatus => (REPORT_STATUSES as readonly string[]).includes(value);
/** A stored reason and status as the contract's (the columns hold only these). */
const reportReason = (value: string): ReportReason => (isReason(value) ? value : 'other');
const reportStatus = (value: string): ReportStatus => (isStatus(value) ? value : 'open');

type Decision = Exclude<ReportStatus, 'open'>;
/** How strict each decision is: a report's decision may only become stricter. */
const STRICTNESS: Record<ReportStatus, number> = { open: 0, dismissed: 1, removed: 2, suspended: 3 };
const lenientThan = (decision: Decision) => REPORT_STATUSES.filter((status) => STRICTNESS[status] < STRICTNESS[decision]);

/** A person's full name, whatever they show (for moderators); null when the account has none. */
const fullName = (user: { firstname: string; surname: string } | undefined) =>
  user ? `${user.firstname} ${user.surname}`.trim() || null : null;

export const messagingSafetyRoutes: FastifyPluginAsync<MessagingSafetyRouteDeps> = async (app, { db, identity, chat }) => {
  const now = () => iso(identity.now());

  const participant = <S extends z.ZodType<{ eventid: number; language?: string | undefined }>>(
    request: FastifyRequest,
    reply: FastifyReply,
    schema: S,
  ) => networkingCaller({ db, identity }, request, reply, schema);

  /** A moderator of the event (401 signed out, 404 no such event, 403 notModerator); no ticket needed. */
  async function moderator<S extends z.ZodType<{ eventid: number; language?: string | undefined }>>(
    request: FastifyRequest,
    reply: FastifyReply,
    schema: S,
  ): Promise<{ user: UserRow; event: EventRow; query: z.output<S> }> {
    const { user } = await identity.requireUser(request, reply);
    const query = parseQuery(schema, request);
    const event = await requireEvent(db, { id: query.eventid });
    const access = await userAccess({ db, identity }, user, event, eventLanguage(event, query.language));
    markPerCaller(reply, access);
    if (!isModerator(access)) throw new ForbiddenError(NETWORKING_REFUSALS.notModerator, 'Reports are for the event’s moderators');
    return { user, event, query };
  }

  // --- Blocks --------------------------------------------------------------------------------------------------------

  /** The caller's blocks, newest first, each named as the caller may see the person. */
  async function blocksOf(user: UserRow, event: EventRow, language: string): Promise<BlocksAnswer> {
    const rows = await db
      .selectFrom('networking_blocks')
      .select(['blocked_id', 'created_at'])
      .where('event_id', '=', event.id)
      .where('blocker_id', '=', user.id)
      .orderBy('created_at', 'desc')
      .orderBy('blocked_id', 'desc')
      .execute();
    const [members, relations] = await Promise.all([
      membersOf(
        db,
        event,
        language,
        rows.map((row) => row.blocked_id),
      ),
      relationsOf(db, event.id, user.id),
    ]);
    return {
      People: rows.map((row) => {
        const member = members.get(row.blocked_id);
        return {
          UserId: row.blocked_id,
          Name: member ? visiblePerson(member.person, member.settings, relations.of(row.blocked_id).turnedToCaller).Name : null,
          BlockedAt: row.created_at,
        };
      }),
    };
  }

  for (const url of caseVariants('/api/Networking/Blocks')) {
    app.get(
      url,
      networkingDocs('The people the caller blocked in the event, newest first', { querystring: NetworkingQuery }),
      async (request, reply): Promise<BlocksAnswer> => {
        const { user, event, language } = await participant(request, reply, NetworkingQuery);
        return blocksOf(user, event, language);
      },
    );

    app.post(
      url,
      networkingDocs('Blocks a person of the event: neither reaches the other any more, and they are not told', {
        querystring: NetworkingQuery,
        body: BlockBody,
      }),
      async (request, reply): Promise<BlocksAnswer> => {
        const { user, event, language } = await participant(request, reply, NetworkingQuery);
        const { UserId: otherId } = parseBody(BlockBody, request);
        if (otherId === user.id) throw new ForbiddenError(NETWORKING_REFUSALS.notFindable, 'You cannot block yourself');
        const ticket = await db
          .selectFrom('tickets')
          .select('id')
          .where('user_id', '=', otherId)
          .where('event_id', '=', event.id)
          .executeTakeFirst();
        if (!ticket) throw new NotFoundError('no such person at this event');
        const at = now();
        await db.transaction().execute(async (trx) => {
          await trx
            .insertInto('networking_blocks')
            .values({ event_id: event.id, blocker_id: user.id, blocked_id: otherId, created_at: at })
            .onConflict((oc) => oc.columns(['event_id', 'blocker_id', 'blocked_id']).doNothing())
            .execute();
          // Either one's open request to the other is declined: it could be neither accepted nor answered now.
          await trx
            .updateTable('contact_requests')
            .set({ status: 'declined', open_pair: null, updated_at: at })
            .where('event_id', '=', event.id)
            .where('open_pair', '=', pairKey(user.id, otherId))
            .where('status', '=', 'pending')
            .execute();
        });
        return blocksOf(user, event, language);
      },
    );
  }

  for (const url of caseVariants('/api/Networking/Blocks/:userId')) {
    app.delete(
      url,
      networkingDocs('Unblocks a person (nothing changes when they are not blocked)', {
        querystring: NetworkingQuery,
        params: UserIdParams,
      }),
      async (request, reply): Promise<BlocksAnswer> => {
        const { user, event, language } = await participant(request, reply, NetworkingQuery);
        const { userId } = parseParams(UserIdParams, request);
        await db
          .deleteFrom('networking_blocks')
          .where('event_id', '=', event.id)
          .where('blocker_id', '=', user.id)
          .where('blocked_id', '=', userId)
          .execute();
        return blocksOf(user, event, language);
      },
    );
  }

  // --- Reports -------------------------------------------------------------------------------------------------------

  /** Reports as moderators see them: the messages' original text, everyone's full name, the senders' suspensions. */
  async function moderatorReports(event: EventRow, rows: readonly ReportRow[]): Promise<MessageReport[]> {
    const messageIds = unique(rows.map((row) => row.message_id));
    const messages =
      messageIds.length === 0 ? [] : await db.selectFrom('chat_messages').selectAll().where('id', 'in', messageIds).execute();
    const messageOf = new Map(messages.map((message) => [message.id, message]));
    const senders = unique(messages.map((message) => message.sender_id));
    const people = unique([...senders, ...rows.map((row) => row.reporter_id)]);
    const [users, suspensions] = await Promise.all([
      people.length === 0 ? [] : db.selectFrom('users').select(['id', 'firstname', 'surname']).where('id', 'in', people).execute(),
      senders.length === 0
        ? []
        : db
            .selectFrom('networking_suspensions')
            .select('user_id')
            .where('event_id', '=', event.id)
            .where('user_id', 'in', senders)
            .execute(),
    ]);
    const userOf = new Map(users.map((user) => [user.id, user]));
    const suspended = new Set(suspensions.map((row) => row.user_id));
    return rows.flatMap((row) => {
      const message = messageOf.get(row.message_id);
      if (!message) return [];
      return [
        {
          Id: row.id,
          Reason: reportReason(row.reason),
          Note: row.note,
          Status: reportStatus(row.status),
          CreatedAt: row.created_at,
          Message: {
            Id: message.client_id,
            ConversationId: message.conversation_id,
            SenderId: message.sender_id,
            SenderName: fullName(userOf.get(message.sender_id)),
            Text: message.text,
            SentAt: message.sent_at,
            Removed: message.removed_at !== null,
            SenderCompany: message.sender_company,
          },
          ReporterName: fullName(userOf.get(row.reporter_id)),
          SenderSuspended: suspended.has(message.sender_id),
        },
      ];
    });
  }

  for (const url of caseVariants('/api/Messages/Conversations/:id/Messages/:messageId/Report')) {
    app.post(
      url,
      messagesDocs('Reports a message of the caller’s conversation to the event’s moderators (once: again answers the first report)', {
        querystring: NetworkingQuery,
        params: ReportParams,
        body: ReportBody,
      }),
      async (request, reply): Promise<MessageReport> => {
        const { user, event, language } = await participant(request, reply, NetworkingQuery);
        const { id, messageId } = parseParams(ReportParams, request);
        const body = parseBody(ReportBody, request);
        const note = (body.Note ?? '').trim();
        if (reportNoteProblem(note) === 'tooLong') {
          throw new BadRequestError('Note', `body.Note: must be at most ${REPORT_NOTE_MAX_LENGTH} characters long`, 'tooLong');
        }
        const conversation = await conversationOf(db, user.id, event.id, id);
        const message = await db
          .selectFrom('chat_messages')
          .selectAll()
          .where('conversation_id', '=', conversation.id)
          .where('client_id', '=', messageId)
          .executeTakeFirst();
        if (!message) throw new NotFoundError('no such message in this conversation');
        if (message.sender_id === user.id) throw new BadRequestError('messageId', 'params.messageId: is your own message', 'own');

        const inserted = await db
          .insertInto('message_reports')
          .values({
            event_id: event.id,
            message_id: message.id,
            reporter_id: user.id,
            reason: body.Reason,
            note,
            status: 'open',
            created_at: now(),
            decided_at: null,
            decided_by: null,
          })
          .onConflict((oc) => oc.columns(['message_id', 'reporter_id']).doNothing())
          .returningAll()
          .executeTakeFirst();
        const row =
          inserted ??
          (await db
            .selectFrom('message_reports')
            .selectAll()
            .where('message_id', '=', message.id)
            .where('reporter_id', '=', user.id)
            .executeTakeFirstOrThrow());
        const members = await membersOf(db, event, language, [message.sender_id]);
        reply.status(inserted ? 201 : 200);
        return {
          Id: row.id,
          Reason: reportReason(row.reason),
          Note: row.note,
          Status: reportStatus(row.status),
          CreatedAt: row.created_at,
          Message: chatMessage(message, members),
          ReporterName: null,
          SenderSuspended: false,
        };
      },
    );
  }

  for (const url of caseVariants('/api/Messages/Reports')) {
    app.get(
      url,
      messagesDocs(
        'A page of the event’s reports of messages with a status (open by default), newest first, after the report `before`: for its moderators',
        { querystring: ReportsQuery },
      ),
      async (request, reply): Promise<ReportsAnswer> => {
        const { event, query } = await moderator(request, reply, ReportsQuery);
        const take = query.take ?? REPORTS_PAGE_SIZE;
        const before =
          query.before === undefined
            ? undefined
            : await db
                .selectFrom('message_reports')
                .select(['id', 'created_at'])
                .where('id', '=', query.before)
                .where('event_id', '=', event.id)
                .executeTakeFirst();
        if (query.before !== undefined && !before) throw new BadRequestError('before', 'query.before: no such report in this event');
        let select = db
          .selectFrom('message_reports')
          .selectAll()
          .where('event_id', '=', event.id)
          .where('status', '=', query.status ?? 'open');
        // After `before` in the list's order (newest first, then the higher id first), whatever its status is now.
        if (before) {
          select = select.where((eb) =>
            eb.or([eb('created_at', '<', before.created_at), eb.and([eb('created_at', '=', before.created_at), eb('id', '<', before.id)])]),
          );
        }
        const rows = await select
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(take + 1)
          .execute();
        return { Reports: await moderatorReports(event, rows.slice(0, take)), HasMore: rows.length > take };
      },
    );
  }

  /** The sender of the report's message, whom a moderator's decision on it concerns. */
  const senderOf = async (executor: Kysely<Database>, report: ReportRow) =>
    (await executor.selectFrom('chat_messages').select('sender_id').where('id', '=', report.message_id).executeTakeFirstOrThrow())
      .sender_id;

  /** Suspends the sender of the report's message in its event (once: a suspension that stands is kept as it is). */
  async function suspendSenderOf(executor: Kysely<Database>, report: ReportRow, moderatorId: number, at: string) {
    await executor
      .insertInto('networking_suspensions')
      .values({
        event_id: report.event_id,
        user_id: await senderOf(executor, report),
        suspended_by: moderatorId,
        report_id: report.id,
        created_at: at,
      })
      .onConflict((oc) => oc.columns(['event_id', 'user_id']).doNothing())
      .execute();
  }

  /**
   * A moderator's decision on a report, in one transaction: the report's status (from a more lenient one only), the
   * message's removal (once) with the message's other open reports, the sender's suspension. MessageRemoved reaches
   * the conversation's participants after the commit, and only from the decision that removed the message.
   */
  const decide = (decision: Decision) => async (request: FastifyRequest, reply: FastifyReply) => {
    const { user, event } = await moderator(request, reply, NetworkingQuery);
    const { id } = parseParams(IdParams, request);
    const { report, removed, participants } = await db.transaction().execute(async (trx) => {
      const at = now();
      const claimed = await trx
        .updateTable('message_reports')
        .set({ status: decision, decided_at: at, decided_by: user.id })
        .where('id', '=', id)
        .where('event_id', '=', event.id)
        .where('status', 'in', lenientThan(decision))
        .returningAll()
        .executeTakeFirst();
      if (!claimed) {
        const standing = await trx
          .selectFrom('message_reports')
          .selectAll()
          .where('id', '=', id)
          .where('event_id', '=', event.id)
          .executeTakeFirst();
        if (!standing) throw new NotFoundError('no such report');
        if (standing.status !== decision) {
          throw new HttpProblem(409, `This report is decided already (${reportStatus(standing.status)}); that is not undone here`);
        }
        // The same decision again: unchanged, but a suspension lifted since is imposed again.
        if (decision === 'suspended') await suspendSenderOf(trx, standing, user.id, at);
        return { report: standing, removed: undefined, participants: [] };
      }
      if (decision === 'dismissed') return { report: claimed, removed: undefined, participants: [] };

      const removedNow = await trx
        .updateTable('chat_messages')
        .set({ removed_at: at, removed_by: user.id })
        .where('id', '=', claimed.message_id)
        .where('removed_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
      await trx
        .updateTable('message_reports')
        .set({ status: 'removed', decided_at: at, decided_by: user.id })
        .where('message_id', '=', claimed.message_id)
        .where('status', '=', 'open')
        .execute();
      if (decision === 'suspended') await suspendSenderOf(trx, claimed, user.id, at);
      const people = removedNow
        ? await trx
            .selectFrom('conversation_participants')
            .select('user_id')
            .where('conversation_id', '=', removedNow.conversation_id)
            .execute()
        : [];
      return { report: claimed, removed: removedNow, participants: people.map((person) => person.user_id) };
    });
    if (removed) {
      for (const userId of participants)
        chat.messageRemoved(userId, event.id, { ConversationId: removed.conversation_id, Id: removed.client_id });
    }
    const [answer] = await moderatorReports(event, [report]);
    if (!answer) throw new NotFoundError('no such report');
    return answer;
  };

  const decisions: ReadonlyArray<readonly [string, Decision, string]> = [
    ['Dismiss', 'dismissed', 'Dismisses a report: nothing wrong with the message (moderators)'],
    ['RemoveMessage', 'removed', 'Removes the reported message for everyone and decides its open reports (moderators)'],
    ['SuspendSender', 'suspended', 'Removes the reported message and suspends its sender from networking in the event (moderators)'],
  ];
  for (const [action, decision, summary] of decisions) {
    for (const url of caseVariants(`/api/Messages/Reports/:id/${action}`)) {
      app.post(url, messagesDocs(summary, { querystring: NetworkingQuery, params: IdParams }), decide(decision));
    }
  }

  for (const url of caseVariants('/api/Messages/Reports/:id/LiftSuspension')) {
    app.post(
      url,
      messagesDocs(
        'Lifts the suspension of a report’s sender: they network in the event again at once; the report stays as decided (moderators)',
        {
          querystring: NetworkingQuery,
          params: IdParams,
        },
      ),
      async (request, reply): Promise<MessageReport> => {
        const { event } = await moderator(request, reply, NetworkingQuery);
        const { id } = parseParams(IdParams, request);
        const report = await db
          .selectFrom('message_reports')
          .selectAll()
          .where('id', '=', id)
          .where('event_id', '=', event.id)
          .executeTakeFirst();
        if (!report) throw new NotFoundError('no such report');
        await db
          .deleteFrom('networking_suspensions')
          .where('event_id', '=', event.id)
          .where('user_id', '=', await senderOf(db, report))
          .execute();
        const [answer] = await moderatorReports(event, [report]);
        if (!answer) throw new NotFoundError('no such report');
        return answer;
      },
    );
  }
};
