/**
 * Meetings proposed in a conversation (src/contracts/messaging.ts, "Meetings"; docs/rules/content-areas.md section 2,
 * the meeting hub): one side proposes a time, the other accepts or declines, the proposer may cancel; once accepted,
 * both download it as a calendar file.
 *
 *   POST /api/Messages/Conversations/{id}/Meetings (body MeetingCreate)   MeetingRequest (201; 200 sent again)
 *   GET  /api/Messages/Meetings                                           MeetingsAnswer
 *   POST /api/Messages/Meetings/{id}/Accept, …/Decline, …/Cancel          MeetingRequest
 *   GET  /api/Messages/Meetings/{id}/Calendar                             text/calendar
 * each with `eventid` (and an optional `language`) in the query.
 *
 * Who may: whoever may network (server/networking/participant.ts) and is in the conversation (404 otherwise, as for a
 * conversation that does not exist). Sides: in a direct conversation the two people; in a company's, the visitor and
 * the company's staff (any of whom accepts for the company). Ours where the rules are silent:
 * - meetings are for direct and company conversations (a group's is a 400 naming id); proposing needs the right to
 *   write there (the same refusals as a message); the time (a wall time of the event's zone, or an instant) is in the
 *   future and lasts MEETING_MIN_MINUTES to
 *   MEETING_MAX_MINUTES;
 * - the other side accepts or declines a pending meeting, the proposer cancels a pending or accepted one; the same
 *   decision again answers the meeting unchanged, any other change of a decided one is a 409;
 * - every change reaches both sides' chat-hub connections (MeetingChanged), each with their own view of it.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import { z } from 'zod';
import {
  MEETING_MAX_MINUTES,
  MEETING_MIN_MINUTES,
  MEETING_NOTE_MAX_LENGTH,
  MEETING_STATUSES,
  type MeetingRequest,
  type MeetingsAnswer,
  type MeetingStatus,
} from '../../src/contracts';
import { isReadableTime, zonedInstant } from '../../src/core/access/zonedTime';
import { visiblePerson } from '../../src/core/networking/messaging';
import type { EventRow } from '../db/events';
import type { MeetingRequestTable } from '../db/messagingCommunityTables';
import type { ConversationTable } from '../db/messagingTables';
import type { Database } from '../db/schema';
import type { ChatHubApi } from '../hubs';
import { apiDocs } from '../http/apiDocs';
import { sendAppointment } from '../http/calendarFile';
import { caseVariants } from '../http/caseVariants';
import { BadRequestError, NotFoundError } from '../http/errors';
import { numericId } from '../http/params';
import { parseBody, parseParams } from '../http/validation';
import { HttpProblem, type Identity } from '../identity/service';
import { companiesByAccount } from '../networking/companies';
import { membersOf } from '../networking/directory';
import { conversationOf, participantsOf } from '../networking/conversations';
import { NetworkingQuery, networkingCaller } from '../networking/participant';
import { writeRefusal } from '../networking/writing';

export interface MeetingRouteDeps {
  db: Kysely<Database>;
  identity: Identity;
  chat: ChatHubApi;
}

type MeetingRow = Selectable<MeetingRequestTable>;
type ConversationRow = Selectable<ConversationTable>;

const IdParams = z.object({ id: numericId() });
const meetingId = () => z.uuid('must be a meeting id (a UUID)').transform((id) => id.toLowerCase());
const MeetingParams = z.object({ id: meetingId() });
const MeetingBody = z.object({
  Id: meetingId(),
  // A wall time of the event's zone or an instant; read in the handler, which knows the zone.
  StartsAt: z.string().refine((text) => isReadableTime(text) && /T/.test(text), 'must be an ISO 8601 date and time'),
  DurationMinutes: z
    .number()
    .int('must be whole minutes')
    .min(MEETING_MIN_MINUTES, `must be at least ${MEETING_MIN_MINUTES}`)
    .max(MEETING_MAX_MINUTES, `must be at most ${MEETING_MAX_MINUTES}`),
  Note: z.string().max(MEETING_NOTE_MAX_LENGTH, `must be at most ${MEETING_NOTE_MAX_LENGTH} characters long`).optional(),
});

const docs = apiDocs('Messages');

const isStatus = (value: string): value is MeetingStatus => (MEETING_STATUSES as readonly string[]).includes(value);
/** A stored status as the contract's (the column holds only these). */
const meetingStatus = (value: string): MeetingStatus => (isStatus(value) ? value : 'pending');

/** The side of a participant: in a company's conversation the visitor is one side and all the staff the other. */
function sideOf(conversation: ConversationRow, userId: number): string {
  return conversation.kind === 'company' && conversation.created_by !== userId ? 'staff' : `user:${userId}`;
}

export const meetingRoutes: FastifyPluginAsync<MeetingRouteDeps> = async (app, { db, identity, chat }) => {
  const now = () => new Date(identity.now()).toISOString();
  const caller = (request: FastifyRequest, reply: FastifyReply) => networkingCaller({ db, identity }, request, reply, NetworkingQuery);

  /** Meetings as each viewer sees them: who proposed, with whom. */
  async function views(event: EventRow, language: string, rows: readonly MeetingRow[], viewerIds: readonly number[]) {
    const conversations = new Map(
      (rows.length === 0
        ? []
        : await db
            .selectFrom('conversations')
            .selectAll()
            .where(
              'id',
              'in',
              rows.map((row) => row.conversation_id),
            )
            .execute()
      ).map((row) => [row.id, row]),
    );
    const participants = await participantsOf(db, [...conversations.keys()]);
    const [members, companies] = await Promise.all([
      membersOf(db, event, language, [...rows.map((row) => row.proposer_id), ...[...participants.values()].flat(), ...viewerIds]),
      companiesByAccount(
        db,
        event.id,
        [...conversations.values()].flatMap((row) => (row.company_account_id ? [row.company_account_id] : [])),
      ),
    ]);
    // Both sides of a meeting have turned to each other (they share a conversation): names show.
    const nameOf = (userId: number) => {
      const member = members.get(userId);
      return member ? visiblePerson(member.person, member.settings, true).Name : null;
    };
    return (row: MeetingRow, viewerId: number): MeetingRequest => {
      const conversation = conversations.get(row.conversation_id)!;
      const companyName = conversation.company_account_id ? (companies.get(conversation.company_account_id)?.Name ?? null) : null;
      const viewerSide = sideOf(conversation, viewerId);
      const other = (participants.get(conversation.id) ?? []).find((id) => sideOf(conversation, id) !== viewerSide);
      const With = viewerSide === 'staff' || conversation.kind !== 'company' ? (other === undefined ? null : nameOf(other)) : companyName;
      return {
        Id: row.client_id,
        ConversationId: row.conversation_id,
        ProposerId: row.proposer_id,
        ProposerName: nameOf(row.proposer_id),
        Outgoing: sideOf(conversation, row.proposer_id) === viewerSide,
        With,
        StartsAt: row.starts_at,
        EndsAt: row.ends_at,
        Note: row.note,
        Status: meetingStatus(row.status),
        CreatedAt: row.created_at,
      };
    };
  }

  /** Tells every participant of the meeting's conversation, each with their own view. */
  async function announce(event: EventRow, language: string, row: MeetingRow): Promise<void> {
    const participants = (await participantsOf(db, [row.conversation_id])).get(row.conversation_id) ?? [];
    const view = await views(event, language, [row], participants);
    for (const userId of participants) chat.meetingChanged(userId, event.id, view(row, userId));
  }

  async function meetingFor(
    userId: number,
    event: EventRow,
    clientId: string,
  ): Promise<{ row: MeetingRow; conversation: ConversationRow }> {
    const row = await db
      .selectFrom('meeting_requests as m')
      .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
      .innerJoin('conversation_participants as p', (join) => join.onRef('p.conversation_id', '=', 'c.id').on('p.user_id', '=', userId))
      .selectAll('m')
      .where('c.event_id', '=', event.id)
      .where('m.client_id', '=', clientId)
      .executeTakeFirst();
    if (!row) throw new NotFoundError('no such meeting');
    return { row, conversation: await conversationOf(db, userId, event.id, row.conversation_id) };
  }

  for (const url of caseVariants('/api/Messages/Conversations/:id/Meetings')) {
    app.post(
      url,
      docs('Proposes a meeting in a conversation; sending the same Id again answers the stored one', {
        querystring: NetworkingQuery,
        params: IdParams,
        body: MeetingBody,
      }),
      async (request, reply): Promise<MeetingRequest> => {
        const { user, event, language } = await caller(request, reply);
        const { id } = parseParams(IdParams, request);
        const body = parseBody(MeetingBody, request);
        const conversation = await conversationOf(db, user.id, event.id, id);
        if (conversation.kind === 'group')
          throw new BadRequestError('id', 'params.id: meetings are for one-to-one and company conversations');
        const start = zonedInstant(body.StartsAt, event.time_zone);
        if (start === null) throw new BadRequestError('StartsAt', 'body.StartsAt: must be an ISO 8601 date and time');
        if (start <= identity.now()) throw new BadRequestError('StartsAt', 'body.StartsAt: must be in the future', 'past');
        const refusal = await writeRefusal(
          db,
          user.id,
          event.id,
          conversation,
          ((await participantsOf(db, [conversation.id])).get(conversation.id) ?? []).filter((other) => other !== user.id),
        );
        if (refusal) throw refusal;
        const at = now();
        const inserted = await db
          .insertInto('meeting_requests')
          .values({
            conversation_id: conversation.id,
            client_id: body.Id,
            proposer_id: user.id,
            starts_at: new Date(start).toISOString(),
            ends_at: new Date(start + body.DurationMinutes * 60_000).toISOString(),
            note: (body.Note ?? '').trim(),
            status: 'pending',
            decided_by: null,
            created_at: at,
            updated_at: at,
          })
          .onConflict((oc) => oc.columns(['conversation_id', 'client_id']).doNothing())
          .returningAll()
          .executeTakeFirst();
        const row =
          inserted ??
          (await db
            .selectFrom('meeting_requests')
            .selectAll()
            .where('conversation_id', '=', conversation.id)
            .where('client_id', '=', body.Id)
            .executeTakeFirstOrThrow());
        if (row.proposer_id !== user.id) throw new BadRequestError('Id', 'body.Id: is the id of another meeting', 'used');
        if (inserted) await announce(event, language, row);
        reply.status(inserted ? 201 : 200);
        return (await views(event, language, [row], [user.id]))(row, user.id);
      },
    );
  }

  for (const url of caseVariants('/api/Messages/Meetings')) {
    app.get(
      url,
      docs("The caller's meetings in the event, by start", { querystring: NetworkingQuery }),
      async (request, reply): Promise<MeetingsAnswer> => {
        const { user, event, language } = await caller(request, reply);
        const rows = await db
          .selectFrom('meeting_requests as m')
          .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
          .innerJoin('conversation_participants as p', (join) => join.onRef('p.conversation_id', '=', 'c.id').on('p.user_id', '=', user.id))
          .selectAll('m')
          .where('c.event_id', '=', event.id)
          .orderBy('m.starts_at')
          .orderBy('m.id')
          .execute();
        const view = await views(event, language, rows, [user.id]);
        return { Meetings: rows.map((row) => view(row, user.id)) };
      },
    );
  }

  /** Accept, Decline (the other side, while pending) and Cancel (the proposer's side, while pending or accepted). */
  const decide = (status: Exclude<MeetingStatus, 'pending'>) => async (request: FastifyRequest, reply: FastifyReply) => {
    const { user, event, language } = await caller(request, reply);
    const { id } = parseParams(MeetingParams, request);
    const { row, conversation } = await meetingFor(user.id, event, id);
    const proposerSide = sideOf(conversation, row.proposer_id) === sideOf(conversation, user.id);
    if (status === 'cancelled' ? !proposerSide : proposerSide) {
      throw new HttpProblem(
        403,
        status === 'cancelled' ? 'Only its proposer cancels a meeting' : 'The other side answers a meeting you proposed',
      );
    }
    const from: MeetingStatus[] = status === 'cancelled' ? ['pending', 'accepted'] : ['pending'];
    const updated = await db
      .updateTable('meeting_requests')
      .set({ status, decided_by: user.id, updated_at: now() })
      .where('id', '=', row.id)
      .where('status', 'in', from)
      .returningAll()
      .executeTakeFirst();
    if (!updated && row.status !== status) throw new HttpProblem(409, `The meeting is ${row.status} already`);
    const current = updated ?? row;
    if (updated) await announce(event, language, current);
    return (await views(event, language, [current], [user.id]))(current, user.id);
  };

  for (const [name, status, what] of [
    ['Accept', 'accepted', 'Accepts a meeting the other side proposed'],
    ['Decline', 'declined', 'Declines a meeting the other side proposed'],
    ['Cancel', 'cancelled', 'Cancels a meeting the caller’s side proposed'],
  ] as const) {
    for (const url of caseVariants(`/api/Messages/Meetings/:id/${name}`)) {
      app.post(url, docs(what, { querystring: NetworkingQuery, params: MeetingParams }), decide(status));
    }
  }

  for (const url of caseVariants('/api/Messages/Meetings/:id/Calendar')) {
    app.get(
      url,
      docs('An accepted meeting as a calendar file (.ics)', { querystring: NetworkingQuery, params: MeetingParams }),
      async (request, reply) => {
        const { user, event, language } = await caller(request, reply);
        const { id } = parseParams(MeetingParams, request);
        const { row } = await meetingFor(user.id, event, id);
        if (row.status !== 'accepted') throw new NotFoundError('the meeting is not accepted');
        const meeting = (await views(event, language, [row], [user.id]))(row, user.id);
        return sendAppointment(reply, event, `meeting-${row.client_id}.ics`, {
          uid: `meeting-${row.client_id}@${event.short}.vmx`,
          start: row.starts_at,
          end: row.ends_at,
          summary: meeting.With ? `${event.name}: ${meeting.With}` : event.name,
          location: '',
          description: row.note,
        });
      },
    );
  }
};
