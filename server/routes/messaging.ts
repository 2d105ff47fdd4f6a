/**
 * Networking between attendees and their one-to-one messages: every call of the contract src/contracts/messaging.ts
 * (docs/rules/content-areas.md section 2: my area's inbox and networking_settings, the messages route;
 * docs/rules/shell-access-identity.md sections 2-4: the networking widget's pages network and inbox, and section 6 for
 * who may take part). The rules of who is shown what and who may write to whom are src/core/networking/messaging.ts;
 * this file enforces them and keeps the rows (server/db/messagingTables.ts).
 *
 *   GET  /api/Networking/Settings, POST (body NetworkingSettings)      the caller's settings for the event
 *   GET  /api/Networking/People?query&skip&take                        PeoplePage
 *   GET  /api/Networking/Contacts                                      ContactsAnswer
 *   POST /api/Networking/ContactRequests (body ContactRequestCreate)   ContactRequest
 *   POST /api/Networking/ContactRequests/{id}/Accept, …/Decline        ContactRequest
 *   GET  /api/Networking/Companies                                     MessageableCompaniesAnswer
 *   GET  /api/Messages/Conversations, POST (body ConversationCreate)   ConversationsAnswer, ConversationSummary
 *   GET  /api/Messages/Conversations/{id}                              ConversationSummary
 *   GET  /api/Messages/Conversations/{id}/Messages?before&take, POST   MessagesPage, ChatMessage
 *   POST /api/Messages/Conversations/{id}/Read (body ReadUpTo)         UnreadAnswer
 *   GET  /api/Messages/Unread                                          UnreadAnswer
 * each with `eventid` and an optional `language` in the query.
 *
 * Every call needs a signed-in user (401) who takes part: a ticket for the event and the event's Key policy
 * NETWORKING_POLICY_KEY allowing them (super users pass, as the access engine decides); else 403 notParticipant.
 * Answers are per caller and never kept (markPerCaller). A conversation the caller is not in is a 404, exactly like
 * one that does not exist. Each write that touches several rows is one transaction; where two requests at once could
 * both write (a contact request each way, two tabs opening the same conversation, a message sent again) the
 * database's unique keys decide and the loser reads the winner's row. A new message reaches every connection of
 * both participants through the chat hub (server/hubs/chatHub.ts), on every process, once it is stored; a resend
 * reaches nobody again.
 *
 * Ours where the rules are silent:
 * - the people are the event's ticket holders who opted in; they are searched (core/fuzzySearch.ts, the options of
 *   the programme's and exhibitors' search) in what each shows to the caller only, so a hidden name is not found by
 *   name; without a query they come by name, those without a visible name last;
 * - a contact request goes to someone findable (403 notFindable, also to oneself); asking again gives the open request
 *   (200), asking someone who asked you accepts theirs (200), asking a contact gives the accepted request (200); only
 *   its receiver accepts or declines it (404 for anyone else, or once it is decided the other way); a declined one may
 *   be followed by a new one;
 * - a conversation is opened with someone findable or whom the caller has dealt with (a request or a conversation),
 *   as core's mayStartConversation allows (an existing one where the other side has written: mayWrite); until its
 *   first message it is listed for its opener only; one with a company (a CompanyAccountId instead of a UserId) is
 *   the caller's company conversation, on saveChatModel's rules (networking/companies.ts chatCompanyFor);
 * - the sender's own messages never count as unread; a read mark only moves forwards;
 * - a new message, conversation or contact request answers 201, an existing one 200.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { z } from 'zod';
import {
  CONTACT_NOTE_MAX_LENGTH,
  CONTACT_REQUEST_STATUSES,
  CONVERSATION_KINDS,
  DIRECT_MESSAGE_POLICIES,
  MESSAGE_MAX_LENGTH,
  MESSAGES_PAGE_SIZE,
  NETWORKING_REFUSALS,
  PEOPLE_PAGE_SIZE,
  type ChatMessage,
  type ContactRequest,
  type ContactRequestStatus,
  type ContactsAnswer,
  type ConversationKind,
  type ConversationsAnswer,
  type ConversationSummary,
  type MessagesPage,
  type NetworkingSettings,
  type NetworkPerson,
  type PeoplePage,
  type MessageableCompaniesAnswer,
  type SpeakersAnswer,
  type UnreadAnswer,
} from '../../src/contracts';
import { buildFuzzySearchIndex, searchFuzzy } from '../../src/core/fuzzySearch';
import { contactNoteProblem, mayStartConversation, mayWrite, messageTextProblem, visiblePerson } from '../../src/core/networking/messaging';
import type { EventRow } from '../db/events';
import { pairKey, type ChatMessageTable, type ContactRequestTable, type ConversationTable } from '../db/messagingTables';
import type { Database } from '../db/schema';
import type { ChatHubApi } from '../hubs';
import { apiDocs } from '../http/apiDocs';
import { caseVariants } from '../http/caseVariants';
import { BadRequestError, ForbiddenError, NotFoundError } from '../http/errors';
import { numericId, text } from '../http/params';
import { parseBody, parseParams } from '../http/validation';
import type { Identity, UserRow } from '../identity/service';
import {
  addStaff,
  chatCompanyFor,
  companiesByAccount,
  messageableCompanies,
  openCompanyConversation,
  staffCompaniesOf,
} from '../networking/companies';
import {
  findableIds,
  isBlocked,
  isFindable,
  membersOf,
  networkPerson,
  relationsOf,
  settingsOf,
  settingsFromRow,
  settingsRow,
} from '../networking/directory';
import { groupsOf } from '../networking/groups';
import { conversationOf, participantsOf } from '../networking/conversations';
import { chatMessage } from '../networking/messages';
import { isModerator, NetworkingQuery, networkingCaller, pageSize } from '../networking/participant';
import { messageableSpeakers } from '../networking/speakers';
import { writeRefusal } from '../networking/writing';
import { unreadCounts, unreadIn } from '../networking/unread';

export interface MessagingRouteDeps {
  db: Kysely<Database>;
  identity: Identity;
  /** The chat hub, on every process (app.hubs.chat). */
  chat: ChatHubApi;
}

/** Ours: the most people and messages one page may ask for. */
export const PEOPLE_TAKE_MAX = 50;
export const MESSAGES_TAKE_MAX = 100;
/** Ours: a search text longer than this is no search for a person. */
const PEOPLE_QUERY_MAX_LENGTH = 200;

/** What the people are searched in (each as the caller may see it: hidden fields are null or empty). */
const PEOPLE_SEARCH_KEYS = ['Name', 'Interests', 'Country', 'Profession'] as const;

const PeopleQuery = NetworkingQuery.extend({
  query: z.string().max(PEOPLE_QUERY_MAX_LENGTH, `must be at most ${PEOPLE_QUERY_MAX_LENGTH} characters long`).optional(),
  skip: numericId().optional(),
  take: pageSize(PEOPLE_TAKE_MAX).optional(),
});
const messageId = () => z.uuid('must be a message id (a UUID)').transform((id) => id.toLowerCase());
const MessagesQuery = NetworkingQuery.extend({ before: messageId().optional(), take: pageSize(MESSAGES_TAKE_MAX).optional() });
const IdParams = z.object({ id: numericId() });

const SettingsBody = z.object({
  Findable: z.boolean(),
  Show: z.object({ Name: z.boolean(), Profession: z.boolean(), Country: z.boolean(), Interests: z.boolean(), Picture: z.boolean() }),
  DirectMessages: z.enum(DIRECT_MESSAGE_POLICIES),
}) satisfies z.ZodType<NetworkingSettings>;
const UserId = z.number().int('must be a user id').positive('must be a user id').max(999_999_999, 'must be a user id');
const ContactRequestBody = z.object({ UserId, Note: z.string().optional() });
/** Ours: the longest company id read (as the exhibition's calls). */
const COMPANY_ID_MAX = 200;
const CompanyAccountId = text().max(COMPANY_ID_MAX, `must be at most ${COMPANY_ID_MAX} characters long`);
/** A person or a company: exactly one of the two (ConversationCreate). */
const ConversationBody = z
  .object({ UserId: UserId.optional(), CompanyAccountId: CompanyAccountId.optional() })
  .refine((body) => body.UserId !== undefined || body.CompanyAccountId !== undefined, {
    path: ['UserId'],
    message: 'Required: a UserId, or a CompanyAccountId',
  })
  .refine((body) => body.UserId === undefined || body.CompanyAccountId === undefined, {
    path: ['CompanyAccountId'],
    message: 'must not come with a UserId: send one of the two',
  });
const MessageBody = z.object({ Id: messageId(), Text: z.string() });
const ReadBody = z.object({ MessageId: messageId() });

type ContactRequestRow = Selectable<ContactRequestTable>;
type ConversationRow = Selectable<ConversationTable>;
type MessageRow = Selectable<ChatMessageTable>;

const networkingDocs = apiDocs('Networking');
const messagesDocs = apiDocs('Messages');

const iso = (ms: number) => new Date(ms).toISOString();

const isConversationKind = (value: string): value is ConversationKind => (CONVERSATION_KINDS as readonly string[]).includes(value);
/** A stored kind as the contract's (the column holds only these). */
const conversationKind = (value: string): ConversationKind => (isConversationKind(value) ? value : 'direct');

const isRequestStatus = (value: string): value is ContactRequestStatus => (CONTACT_REQUEST_STATUSES as readonly string[]).includes(value);
/** A stored status as the contract's (the column holds only these; anything else reads as still pending). */
const requestStatus = (value: string): ContactRequestStatus => (isRequestStatus(value) ? value : 'pending');

/** Named people first, by name in the language; those without a visible name after them, in a stable order. */
function byName(language: string) {
  return (a: { Name: string | null; UserId: number }, b: { Name: string | null; UserId: number }) => {
    if (a.Name !== null && b.Name !== null) return a.Name.localeCompare(b.Name, language) || a.UserId - b.UserId;
    if (a.Name !== null) return -1;
    if (b.Name !== null) return 1;
    return a.UserId - b.UserId;
  };
}

export const messagingRoutes: FastifyPluginAsync<MessagingRouteDeps> = async (app, { db, identity, chat }) => {
  const now = () => iso(identity.now());

  const participant = <S extends z.ZodType<{ eventid: number; language?: string | undefined }>>(
    request: FastifyRequest,
    reply: FastifyReply,
    schema: S,
  ) => networkingCaller({ db, identity }, request, reply, schema);

  // --- Settings ---------------------------------------------------------------------------------------------------

  async function settingsOfCaller(user: UserRow, event: EventRow): Promise<NetworkingSettings> {
    return (await settingsOf(db, event.id, [user.id])).get(user.id)!;
  }

  for (const url of caseVariants('/api/Networking/Settings')) {
    app.get(
      url,
      networkingDocs("The caller's networking settings for the event (the defaults until saved)", { querystring: NetworkingQuery }),
      async (request, reply) => {
        const { user, event } = await participant(request, reply, NetworkingQuery);
        return settingsOfCaller(user, event);
      },
    );

    app.post(
      url,
      networkingDocs("Saves the caller's networking settings for the event", { querystring: NetworkingQuery, body: SettingsBody }),
      async (request, reply) => {
        const { user, event } = await participant(request, reply, NetworkingQuery);
        const body = parseBody(SettingsBody, request);
        const row = settingsRow(event.id, user.id, body, now());
        await db
          .insertInto('networking_settings')
          .values(row)
          .onConflict((oc) => oc.columns(['event_id', 'user_id']).doUpdateSet({ ...row }))
          .execute();
        return settingsFromRow(
          await db
            .selectFrom('networking_settings')
            .selectAll()
            .where('event_id', '=', event.id)
            .where('user_id', '=', user.id)
            .executeTakeFirst(),
        );
      },
    );
  }

  for (const url of caseVariants('/api/Networking/Speakers')) {
    app.get(
      url,
      networkingDocs("The programme's speakers who take messages from every participant", { querystring: NetworkingQuery }),
      async (request, reply): Promise<SpeakersAnswer> => {
        const { event } = await participant(request, reply, NetworkingQuery);
        return { Speakers: await messageableSpeakers(db, event.id) };
      },
    );
  }

  for (const url of caseVariants('/api/Networking/Companies')) {
    app.get(
      url,
      networkingDocs("The event's companies that offer a chat, less the caller's own, by name", { querystring: NetworkingQuery }),
      async (request, reply): Promise<MessageableCompaniesAnswer> => {
        const { user, event, language } = await participant(request, reply, NetworkingQuery);
        return { Companies: await messageableCompanies(db, event.id, user.id, language) };
      },
    );
  }

  // --- People and contacts ----------------------------------------------------------------------------------------

  for (const url of caseVariants('/api/Networking/People')) {
    app.get(
      url,
      networkingDocs('The people of the network: who opted in, found by name, interest, country and profession', {
        querystring: PeopleQuery,
      }),
      async (request, reply): Promise<PeoplePage> => {
        const { user, event, language, query } = await participant(request, reply, PeopleQuery);
        const ids = await findableIds(db, event.id, user.id);
        const [members, relations] = await Promise.all([membersOf(db, event, language, ids), relationsOf(db, event.id, user.id)]);
        const people = ids.flatMap((id) => {
          const member = members.get(id);
          return member ? [networkPerson(member, relations.of(id))] : [];
        });
        const text = query.query?.trim() ?? '';
        const found =
          text === ''
            ? people.sort(byName(language))
            : searchFuzzy(buildFuzzySearchIndex<NetworkPerson>(people, PEOPLE_SEARCH_KEYS), text).map((result) => result.item);
        const skip = query.skip ?? 0;
        return { Total: found.length, Items: found.slice(skip, skip + (query.take ?? PEOPLE_PAGE_SIZE)) };
      },
    );
  }

  /**
   * Requests as the caller sees them (the other person through the rules), in the order given. `relations`: the
   * caller's, when the request has read them already.
   */
  async function contactRequests(
    user: UserRow,
    event: EventRow,
    language: string,
    rows: readonly ContactRequestRow[],
    known?: Awaited<ReturnType<typeof relationsOf>>,
  ): Promise<ContactRequest[]> {
    const others = rows.map((row) => (row.from_user_id === user.id ? row.to_user_id : row.from_user_id));
    const [members, relations] = await Promise.all([membersOf(db, event, language, others), known ?? relationsOf(db, event.id, user.id)]);
    return rows.flatMap((row, index) => {
      const member = members.get(others[index]!);
      if (!member) return [];
      return [
        {
          Id: row.id,
          Person: networkPerson(member, relations.of(member.person.UserId)),
          Outgoing: row.from_user_id === user.id,
          Note: row.note,
          Status: requestStatus(row.status),
          CreatedAt: row.created_at,
        },
      ];
    });
  }

  for (const url of caseVariants('/api/Networking/Contacts')) {
    app.get(
      url,
      networkingDocs("The caller's contacts and their open contact requests", { querystring: NetworkingQuery }),
      async (request, reply): Promise<ContactsAnswer> => {
        const { user, event, language } = await participant(request, reply, NetworkingQuery);
        const [relations, open] = await Promise.all([
          relationsOf(db, event.id, user.id),
          db
            .selectFrom('contact_requests')
            .selectAll()
            .where('event_id', '=', event.id)
            .where('status', '=', 'pending')
            .where((eb) => eb.or([eb('from_user_id', '=', user.id), eb('to_user_id', '=', user.id)]))
            .orderBy('created_at', 'desc')
            .orderBy('id', 'desc')
            .execute(),
        ]);
        const contactIds = relations.contactIds();
        const [members, requests] = await Promise.all([
          membersOf(db, event, language, contactIds),
          contactRequests(user, event, language, open, relations),
        ]);
        const Contacts = contactIds.flatMap((id) => {
          const member = members.get(id);
          return member ? [networkPerson(member, relations.of(id))] : [];
        });
        return {
          Contacts: Contacts.sort(byName(language)),
          Incoming: requests.filter((item) => !item.Outgoing),
          Outgoing: requests.filter((item) => item.Outgoing),
        };
      },
    );
  }

  /**
   * Asks `otherId` to connect, in one transaction: the open request between the two when there is one (theirs is
   * accepted), the accepted one when they are contacts already, else a new one. A request inserted at the same moment
   * by the other side is found on the second pass (its unique key made ours do nothing).
   */
  async function requestContact(
    trx: Transaction<Database>,
    user: UserRow,
    event: EventRow,
    otherId: number,
    note: string,
  ): Promise<{ row: ContactRequestRow; created: boolean }> {
    const pair = pairKey(user.id, otherId);
    for (let pass = 0; pass < 2; pass++) {
      const open = await trx
        .selectFrom('contact_requests')
        .selectAll()
        .where('event_id', '=', event.id)
        .where('open_pair', '=', pair)
        .executeTakeFirst();
      if (open?.from_user_id === user.id) return { row: open, created: false };
      if (open) {
        const accepted = await trx
          .updateTable('contact_requests')
          .set({ status: 'accepted', open_pair: null, updated_at: now() })
          .where('id', '=', open.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return { row: accepted, created: false };
      }
      const contact = await trx
        .selectFrom('contact_requests')
        .selectAll()
        .where('event_id', '=', event.id)
        .where('status', '=', 'accepted')
        .where((eb) =>
          eb.or([
            eb.and([eb('from_user_id', '=', user.id), eb('to_user_id', '=', otherId)]),
            eb.and([eb('from_user_id', '=', otherId), eb('to_user_id', '=', user.id)]),
          ]),
        )
        .orderBy('id')
        .executeTakeFirst();
      if (contact) return { row: contact, created: false };
      if (!(await isFindable(trx, event.id, otherId))) {
        throw new ForbiddenError(NETWORKING_REFUSALS.notFindable, 'This person is not in the network');
      }
      const at = now();
      const inserted = await trx
        .insertInto('contact_requests')
        .values({
          event_id: event.id,
          from_user_id: user.id,
          to_user_id: otherId,
          note,
          status: 'pending',
          open_pair: pair,
          created_at: at,
          updated_at: at,
        })
        .onConflict((oc) => oc.columns(['event_id', 'open_pair']).doNothing())
        .returningAll()
        .executeTakeFirst();
      if (inserted) return { row: inserted, created: true };
    }
    throw new Error('a contact request neither found nor stored');
  }

  for (const url of caseVariants('/api/Networking/ContactRequests')) {
    app.post(
      url,
      networkingDocs('Asks a person of the network to connect (their open request to the caller is accepted instead)', {
        querystring: NetworkingQuery,
        body: ContactRequestBody,
      }),
      async (request, reply): Promise<ContactRequest> => {
        const { user, event, language } = await participant(request, reply, NetworkingQuery);
        const body = parseBody(ContactRequestBody, request);
        const note = (body.Note ?? '').trim();
        if (contactNoteProblem(note) === 'tooLong') {
          throw new BadRequestError('Note', `body.Note: must be at most ${CONTACT_NOTE_MAX_LENGTH} characters long`, 'tooLong');
        }
        if (body.UserId === user.id) throw new ForbiddenError(NETWORKING_REFUSALS.notFindable, 'You cannot ask yourself to connect');
        if (isBlocked((await relationsOf(db, event.id, user.id)).of(body.UserId))) {
          throw new ForbiddenError(NETWORKING_REFUSALS.blocked, 'You cannot connect with this person');
        }
        const { row, created } = await db.transaction().execute((trx) => requestContact(trx, user, event, body.UserId, note));
        const [answer] = await contactRequests(user, event, language, [row]);
        if (!answer) throw new ForbiddenError(NETWORKING_REFUSALS.notFindable, 'This person is not in the network');
        reply.status(created ? 201 : 200);
        return answer;
      },
    );
  }

  /** Accept and Decline: only the receiver of the request decides it, once; the same decision again answers the same. */
  const decide =
    (status: Extract<ContactRequestStatus, 'accepted' | 'declined'>) => async (request: FastifyRequest, reply: FastifyReply) => {
      const { user, event, language } = await participant(request, reply, NetworkingQuery);
      const { id } = parseParams(IdParams, request);
      const received = () =>
        db
          .selectFrom('contact_requests')
          .selectAll()
          .where('id', '=', id)
          .where('event_id', '=', event.id)
          .where('to_user_id', '=', user.id)
          .executeTakeFirst();
      const updated = await db
        .updateTable('contact_requests')
        .set({ status, open_pair: null, updated_at: now() })
        .where('id', '=', id)
        .where('event_id', '=', event.id)
        .where('to_user_id', '=', user.id)
        .where('status', '=', 'pending')
        .returningAll()
        .executeTakeFirst();
      const row = updated ?? (await received());
      if (!row || row.status !== status) throw new NotFoundError('no open contact request with this id for you');
      const [answer] = await contactRequests(user, event, language, [row]);
      if (!answer) throw new NotFoundError('no open contact request with this id for you');
      return answer;
    };

  for (const url of caseVariants('/api/Networking/ContactRequests/:id/Accept')) {
    app.post(
      url,
      networkingDocs('Accepts a contact request made to the caller: the two become contacts', {
        querystring: NetworkingQuery,
        params: IdParams,
      }),
      decide('accepted'),
    );
  }
  for (const url of caseVariants('/api/Networking/ContactRequests/:id/Decline')) {
    app.post(
      url,
      networkingDocs('Declines a contact request made to the caller', { querystring: NetworkingQuery, params: IdParams }),
      decide('declined'),
    );
  }

  // --- Conversations -----------------------------------------------------------------------------------------------

  /** The other people of conversations, by conversation. */
  async function othersIn(user: UserRow, conversationIds: readonly number[]): Promise<Map<number, number[]>> {
    const participants = await participantsOf(db, conversationIds);
    return new Map([...participants].map(([id, userIds]) => [id, userIds.filter((userId) => userId !== user.id)]));
  }

  /**
   * Conversations as the caller sees them, in the order given. Whom the caller talks to (Participants): the other
   * person of a direct one, the visitor of a company's one seen by its staff, no one else (a company's visitor sees
   * the company; a group's member the group).
   */
  async function summaries(
    user: UserRow,
    event: EventRow,
    language: string,
    conversations: readonly ConversationRow[],
  ): Promise<ConversationSummary[]> {
    const ids = conversations.map((conversation) => conversation.id);
    const shown = (conversation: ConversationRow): number[] => {
      if (conversation.kind === 'direct') return others.get(conversation.id) ?? [];
      if (conversation.kind === 'company' && conversation.created_by !== user.id) return [conversation.created_by];
      return [];
    };
    const direct = conversations.filter((conversation) => conversation.kind === 'direct').map((conversation) => conversation.id);
    const groupIds = conversations.filter((conversation) => conversation.kind === 'group').map((conversation) => conversation.id);
    const companyIds = conversations.flatMap((conversation) => (conversation.company_account_id ? [conversation.company_account_id] : []));
    const [others, relations, unread, lastMessages, companies, groups, speakers] = await Promise.all([
      othersIn(user, direct),
      relationsOf(db, event.id, user.id),
      unreadCounts(db, user.id, event.id),
      ids.length === 0
        ? []
        : db
            .selectFrom('chat_messages')
            .selectAll()
            .where('id', 'in', (eb) =>
              eb
                .selectFrom('chat_messages')
                .select((inner) => inner.fn.max('id').as('id'))
                .where('conversation_id', 'in', ids)
                .groupBy('conversation_id'),
            )
            .execute(),
      companiesByAccount(db, event.id, companyIds),
      groupsOf(db, event, language, user.id, groupIds),
      direct.length === 0 ? [] : messageableSpeakers(db, event.id),
    ]);
    // A speaker's name is the programme's: it shows whatever they show in the network.
    const speakerIds = new Set(speakers.map((speaker) => speaker.UserId));
    const lastOf = new Map(lastMessages.map((row) => [row.conversation_id, row]));
    const groupOf = new Map(groups.map((group) => [group.Id, group]));
    const members = await membersOf(db, event, language, [
      user.id,
      ...conversations.flatMap(shown),
      ...lastMessages.map((row) => row.sender_id),
    ]);
    return conversations.map((conversation): ConversationSummary => {
      const otherIds = shown(conversation);
      const last = lastOf.get(conversation.id);
      const company = conversation.company_account_id ? (companies.get(conversation.company_account_id) ?? null) : null;
      return {
        Id: conversation.id,
        Kind: conversationKind(conversation.kind),
        Participants: otherIds.flatMap((id) => {
          const member = members.get(id);
          if (!member) return [];
          // A company's visitor turned to its staff: their name shows to them.
          const turnedToCaller = conversation.kind === 'company' || speakerIds.has(id) || relations.of(id).turnedToCaller;
          const { Name, PicturePath } = visiblePerson(member.person, member.settings, turnedToCaller);
          return [{ UserId: id, Name, PicturePath }];
        }),
        Company: company,
        AsStaff: conversation.kind === 'company' && conversation.created_by !== user.id,
        Group: groupOf.get(conversation.id) ?? null,
        LastMessage: last ? chatMessage(last, members) : null,
        Unread: unread.byConversation.get(conversation.id) ?? 0,
        CanWrite:
          conversation.kind === 'direct'
            ? // One-to-one: the other person's setting decides, and neither may have blocked the other (a conversation
              // whose other side is gone takes nothing).
              otherIds.some((id) => {
                const member = members.get(id);
                const relation = relations.of(id);
                return (
                  member !== undefined &&
                  !isBlocked(relation) &&
                  mayWrite(member.settings.DirectMessages, relation.contact, relation.hasWritten)
                );
              })
            : // A company's conversation and a group: its participants write.
              true,
      };
    });
  }

  for (const url of caseVariants('/api/Messages/Conversations')) {
    app.get(
      url,
      messagesDocs("The caller's conversations in the event, newest activity first, with their unread messages", {
        querystring: NetworkingQuery,
      }),
      async (request, reply): Promise<ConversationsAnswer> => {
        const { user, event, language, access } = await participant(request, reply, NetworkingQuery);
        // Staff new to their company find its conversations with visitors at once.
        for (const company of await staffCompaniesOf(db, event.id, user.id)) await addStaff(db, event.id, company);
        const rows = await db
          .selectFrom('conversations as c')
          .innerJoin('conversation_participants as p', (join) => join.onRef('p.conversation_id', '=', 'c.id').on('p.user_id', '=', user.id))
          .selectAll('c')
          .where('c.event_id', '=', event.id)
          // Until its first message a conversation is its opener's alone: the other learns of it by a message.
          .where((eb) => eb.or([eb('c.last_message_at', 'is not', null), eb('c.created_by', '=', user.id)]))
          .execute();
        const activity = (row: ConversationRow) => row.last_message_at ?? row.created_at;
        rows.sort((a, b) => (activity(a) < activity(b) ? 1 : activity(a) > activity(b) ? -1 : b.id - a.id));
        const Conversations = await summaries(user, event, language, rows);
        return {
          Conversations,
          Unread: Conversations.reduce((sum, conversation) => sum + conversation.Unread, 0),
          Moderator: isModerator(access),
        };
      },
    );

    app.post(
      url,
      messagesDocs(
        "Opens the conversation with a person (UserId) or with a company's staff (CompanyAccountId): the existing one, or a new one",
        { querystring: NetworkingQuery, body: ConversationBody },
      ),
      async (request, reply): Promise<ConversationSummary> => {
        const { user, event, language } = await participant(request, reply, NetworkingQuery);
        const body = parseBody(ConversationBody, request);
        if (body.CompanyAccountId !== undefined) {
          const company = await chatCompanyFor(db, event.id, body.CompanyAccountId, user.id);
          const opened = await db
            .transaction()
            .execute((trx) => openCompanyConversation(trx, event.id, company.company_account_id, user.id, now()));
          const [summary] = await summaries(user, event, language, [opened.conversation]);
          reply.status(opened.created ? 201 : 200);
          return summary!;
        }
        const otherId = body.UserId!;
        if (otherId === user.id) throw new ForbiddenError(NETWORKING_REFUSALS.notFindable, 'You cannot write to yourself');
        const relations = await relationsOf(db, event.id, user.id);
        if (
          !relations.knows(otherId) &&
          !(await isFindable(db, event.id, otherId)) &&
          (await messageableSpeakers(db, event.id, otherId)).length === 0
        ) {
          throw new ForbiddenError(NETWORKING_REFUSALS.notFindable, 'This person is not in the network');
        }
        const relation = relations.of(otherId);
        if (isBlocked(relation)) throw new ForbiddenError(NETWORKING_REFUSALS.blocked, 'You cannot write to this person');
        const policy = (await settingsOf(db, event.id, [otherId])).get(otherId)!.DirectMessages;
        const allowed =
          relation.conversationId !== null
            ? mayWrite(policy, relation.contact, relation.hasWritten)
            : mayStartConversation(policy, relation.contact);
        if (!allowed) throw new ForbiddenError(NETWORKING_REFUSALS.notAccepting, 'This person takes no messages from you');
        const { conversation, created } =
          relation.conversationId !== null
            ? { conversation: await conversationOf(db, user.id, event.id, relation.conversationId), created: false }
            : await db.transaction().execute((trx) => openConversation(trx, user, event, otherId));
        const [summary] = await summaries(user, event, language, [conversation]);
        reply.status(created ? 201 : 200);
        return summary!;
      },
    );
  }

  /** The direct conversation of the two, made with both participants when there is none (the pair key is unique). */
  async function openConversation(
    trx: Transaction<Database>,
    user: UserRow,
    event: EventRow,
    otherId: number,
  ): Promise<{ conversation: ConversationRow; created: boolean }> {
    const key = pairKey(user.id, otherId);
    const inserted = await trx
      .insertInto('conversations')
      .values({ event_id: event.id, kind: 'direct', pair_key: key, created_by: user.id, created_at: now(), last_message_at: null })
      .onConflict((oc) => oc.columns(['event_id', 'pair_key']).doNothing())
      .returningAll()
      .executeTakeFirst();
    const conversation =
      inserted ??
      (await trx
        .selectFrom('conversations')
        .selectAll()
        .where('event_id', '=', event.id)
        .where('pair_key', '=', key)
        .executeTakeFirstOrThrow());
    await trx
      .insertInto('conversation_participants')
      .values([user.id, otherId].map((userId) => ({ conversation_id: conversation.id, user_id: userId, last_read_id: 0 })))
      .onConflict((oc) => oc.columns(['conversation_id', 'user_id']).doNothing())
      .execute();
    return { conversation, created: inserted !== undefined };
  }

  for (const url of caseVariants('/api/Messages/Conversations/:id')) {
    app.get(
      url,
      messagesDocs('One of the caller’s conversations (404 for any other)', { querystring: NetworkingQuery, params: IdParams }),
      async (request, reply): Promise<ConversationSummary> => {
        const { user, event, language } = await participant(request, reply, NetworkingQuery);
        const { id } = parseParams(IdParams, request);
        const [summary] = await summaries(user, event, language, [await conversationOf(db, user.id, event.id, id)]);
        return summary!;
      },
    );
  }

  // --- Messages ------------------------------------------------------------------------------------------------------

  /** A message of the conversation by its client id, or a 400 naming the field that named it. */
  async function messageIn(conversationId: number, clientId: string, field: string): Promise<MessageRow> {
    const row = await db
      .selectFrom('chat_messages')
      .selectAll()
      .where('conversation_id', '=', conversationId)
      .where('client_id', '=', clientId)
      .executeTakeFirst();
    if (!row) throw new BadRequestError(field, `${field}: no such message in this conversation`);
    return row;
  }

  /** The senders of messages, as their readers see them. */
  const sendersOf = (event: EventRow, language: string, rows: readonly MessageRow[]) =>
    membersOf(
      db,
      event,
      language,
      rows.map((row) => row.sender_id),
    );

  for (const url of caseVariants('/api/Messages/Conversations/:id/Messages')) {
    app.get(
      url,
      messagesDocs('A page of a conversation’s messages (oldest first): the newest `take` before the message `before`', {
        querystring: MessagesQuery,
        params: IdParams,
      }),
      async (request, reply): Promise<MessagesPage> => {
        const { user, event, language, query } = await participant(request, reply, MessagesQuery);
        const { id } = parseParams(IdParams, request);
        const conversation = await conversationOf(db, user.id, event.id, id);
        const before = query.before === undefined ? null : (await messageIn(conversation.id, query.before, 'before')).id;
        const take = query.take ?? MESSAGES_PAGE_SIZE;
        let select = db.selectFrom('chat_messages').selectAll().where('conversation_id', '=', conversation.id);
        if (before !== null) select = select.where('id', '<', before);
        const rows = await select
          .orderBy('id', 'desc')
          .limit(take + 1)
          .execute();
        const page = rows.slice(0, take).reverse();
        const members = await sendersOf(event, language, page);
        return {
          Messages: page.map((row) => chatMessage(row, members)),
          HasMore: rows.length > take,
        };
      },
    );

    app.post(
      url,
      messagesDocs('Sends a message (plain text); sending the same Id again answers the stored message and sends nothing', {
        querystring: NetworkingQuery,
        params: IdParams,
        body: MessageBody,
      }),
      async (request, reply): Promise<ChatMessage> => {
        const { user, event, language } = await participant(request, reply, NetworkingQuery);
        const { id } = parseParams(IdParams, request);
        const body = parseBody(MessageBody, request);
        const problem = messageTextProblem(body.Text);
        if (problem !== null) {
          throw new BadRequestError(
            'Text',
            problem === 'empty' ? 'body.Text: must not be empty' : `body.Text: must be at most ${MESSAGE_MAX_LENGTH} characters long`,
            problem,
          );
        }
        const conversation = await conversationOf(db, user.id, event.id, id);
        if (conversation.kind === 'company' && conversation.company_account_id !== null) {
          // Staff who joined the company since the conversation began answer and hear of it too.
          await addStaff(db, event.id, conversation.company_account_id, [conversation.id]);
        }
        const [others, members] = await Promise.all([
          othersIn(user, [conversation.id]).then((byConversation) => byConversation.get(conversation.id) ?? []),
          membersOf(db, event, language, [user.id]),
        ]);
        const stored = (row: MessageRow): ChatMessage => {
          // The Id is the client's: another sender's message under it is not this one.
          if (row.sender_id !== user.id) throw new BadRequestError('Id', 'body.Id: is the id of another message', 'used');
          return chatMessage(row, members);
        };
        const sentBefore = await db
          .selectFrom('chat_messages')
          .selectAll()
          .where('conversation_id', '=', conversation.id)
          .where('client_id', '=', body.Id)
          .executeTakeFirst();
        if (sentBefore) return stored(sentBefore);

        const refusal = await writeRefusal(db, user.id, event.id, conversation, others);
        if (refusal) throw refusal;
        // Staff write for their company: the visitor sees who answered, and for whom.
        const senderCompany =
          conversation.kind === 'company' && conversation.created_by !== user.id ? conversation.company_account_id : null;

        const sentAt = now();
        const inserted = await db.transaction().execute(async (trx) => {
          const row = await trx
            .insertInto('chat_messages')
            .values({
              conversation_id: conversation.id,
              sender_id: user.id,
              client_id: body.Id,
              text: body.Text.trim(),
              sent_at: sentAt,
              removed_at: null,
              removed_by: null,
              sender_company: senderCompany,
            })
            .onConflict((oc) => oc.columns(['conversation_id', 'client_id']).doNothing())
            .returningAll()
            .executeTakeFirst();
          if (row) await trx.updateTable('conversations').set({ last_message_at: sentAt }).where('id', '=', conversation.id).execute();
          return row;
        });
        // Sent twice at once: the other request stored it (and tells the hub).
        if (!inserted) return stored(await messageIn(conversation.id, body.Id, 'Id'));

        const message = chatMessage(inserted, members);
        for (const userId of [user.id, ...others]) chat.messageAdded(userId, event.id, message);
        // Every receiver's own counts, read at once (a group's members are many).
        const unread = await unreadIn(db, others, event.id, conversation.id);
        for (const [otherId, counts] of unread) chat.unreadChanged(otherId, event.id, counts);
        reply.status(201);
        return message;
      },
    );
  }

  for (const url of caseVariants('/api/Messages/Conversations/:id/Read')) {
    app.post(
      url,
      messagesDocs("Marks the caller's messages in a conversation read up to and including a message", {
        querystring: NetworkingQuery,
        params: IdParams,
        body: ReadBody,
      }),
      async (request, reply): Promise<UnreadAnswer> => {
        const { user, event } = await participant(request, reply, NetworkingQuery);
        const { id } = parseParams(IdParams, request);
        const body = parseBody(ReadBody, request);
        const conversation = await conversationOf(db, user.id, event.id, id);
        const message = await messageIn(conversation.id, body.MessageId, 'MessageId');
        const moved = await db
          .updateTable('conversation_participants')
          .set({ last_read_id: message.id })
          .where('conversation_id', '=', conversation.id)
          .where('user_id', '=', user.id)
          // Never backwards: an older tab marking an older message read changes nothing.
          .where('last_read_id', '<', message.id)
          .executeTakeFirst();
        const unread = (await unreadIn(db, [user.id], event.id, conversation.id)).get(user.id)!;
        if (moved.numUpdatedRows > 0n) chat.unreadChanged(user.id, event.id, unread);
        return { Unread: unread.Unread };
      },
    );
  }

  for (const url of caseVariants('/api/Messages/Unread')) {
    app.get(
      url,
      messagesDocs("The caller's unread messages in all their conversations of the event", { querystring: NetworkingQuery }),
      async (request, reply): Promise<UnreadAnswer> => {
        const { user, event } = await participant(request, reply, NetworkingQuery);
        return { Unread: (await unreadCounts(db, user.id, event.id)).total };
      },
    );
  }
};
