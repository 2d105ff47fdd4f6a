/**
 * A company's conversations with its visitors (src/contracts/messaging.ts, "Companies"; docs/rules/content-areas.md
 * section 7, the chat model): one per visitor and company, `pair_key` `company:{companyAccountId}:{visitorId}`, opened
 * by the visitor (`created_by`). The company's staff are the event's users whose ticket names the company; each of them
 * is a participant of each of the company's conversations (with a read mark of their own), so that any of them may
 * answer, unread counts and the chat hub reach all of them, and a stranger is kept out as from any conversation.
 * Staff who join later are added when they list their conversations or when a message is written (addStaff).
 *
 * Who may open one (chatCompanyFor, the one check of saveChatModel and of POST /api/Messages/Conversations with a
 * CompanyAccountId): a company of the event (404) that offers a chat (403 companyNoChat), and not the caller's own
 * company (403 notFindable: its visitors write to them). The companies a participant may turn to
 * (messageableCompanies, GET /api/Networking/Companies) are the event's that offer a chat, less the caller's own.
 */
import type { Kysely, Selectable, Transaction } from 'kysely';
import { NETWORKING_REFUSALS, type ConversationCompany, type MessageableCompany } from '../../src/contracts';
import { sortExhibitors } from '../../src/core/exhibitors/sort';
import type { ConversationTable } from '../db/messagingTables';
import type { Database } from '../db/schema';
import { ForbiddenError, NotFoundError } from '../http/errors';

type Db = Kysely<Database> | Transaction<Database>;
type ConversationRow = Selectable<ConversationTable>;

export const COMPANY_CONVERSATION_KIND = 'company';

export function companyConversationKey(companyAccountId: string, visitorId: number): string {
  return `company:${companyAccountId}:${visitorId}`;
}

/** The companies the user is staff of in the event (their tickets name them). */
export async function staffCompaniesOf(db: Db, eventId: number, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('tickets')
    .select('company_account_id')
    .distinct()
    .where('event_id', '=', eventId)
    .where('user_id', '=', userId)
    .where('company_account_id', 'is not', null)
    .execute();
  return rows.flatMap((row) => (row.company_account_id ? [row.company_account_id] : []));
}

/** The visitor's conversation with the company, when there is one. */
export async function companyConversationOf(db: Db, eventId: number, companyAccountId: string, visitorId: number) {
  return db
    .selectFrom('conversations')
    .selectAll()
    .where('event_id', '=', eventId)
    .where('pair_key', '=', companyConversationKey(companyAccountId, visitorId))
    .executeTakeFirst();
}

/**
 * Makes every member of the company's staff a participant of the company's conversations (those given, else all of
 * them). A participant who is there already keeps their read mark.
 */
export async function addStaff(db: Db, eventId: number, companyAccountId: string, conversationIds?: readonly number[]): Promise<void> {
  if (conversationIds?.length === 0) return;
  let conversations = db
    .selectFrom('conversations as c')
    .select('c.id')
    .where('c.event_id', '=', eventId)
    .where('c.kind', '=', COMPANY_CONVERSATION_KIND)
    .where('c.company_account_id', '=', companyAccountId);
  if (conversationIds) conversations = conversations.where('c.id', 'in', [...conversationIds]);
  await db
    .insertInto('conversation_participants')
    .columns(['conversation_id', 'user_id', 'last_read_id'])
    .expression((eb) =>
      eb
        .selectFrom('tickets as t')
        .innerJoin(conversations.as('c'), (join) => join.onTrue())
        .select((inner) => ['c.id as conversation_id', 't.user_id as user_id', inner.lit(0).as('last_read_id')])
        .distinct()
        .where('t.event_id', '=', eventId)
        .where('t.company_account_id', '=', companyAccountId),
    )
    .onConflict((oc) => oc.columns(['conversation_id', 'user_id']).doNothing())
    .execute();
}

/** The visitor's conversation with the company, made (with the visitor and the staff in it) when there is none. */
export async function openCompanyConversation(
  trx: Transaction<Database>,
  eventId: number,
  companyAccountId: string,
  visitorId: number,
  now: string,
): Promise<{ conversation: ConversationRow; created: boolean }> {
  const key = companyConversationKey(companyAccountId, visitorId);
  const inserted = await trx
    .insertInto('conversations')
    .values({
      event_id: eventId,
      kind: COMPANY_CONVERSATION_KIND,
      pair_key: key,
      created_by: visitorId,
      created_at: now,
      last_message_at: null,
      company_account_id: companyAccountId,
    })
    .onConflict((oc) => oc.columns(['event_id', 'pair_key']).doNothing())
    .returningAll()
    .executeTakeFirst();
  const conversation = inserted ?? (await companyConversationOf(trx, eventId, companyAccountId, visitorId))!;
  await trx
    .insertInto('conversation_participants')
    .values({ conversation_id: conversation.id, user_id: visitorId, last_read_id: 0 })
    .onConflict((oc) => oc.columns(['conversation_id', 'user_id']).doNothing())
    .execute();
  await addStaff(trx, eventId, companyAccountId, [conversation.id]);
  return { conversation, created: inserted !== undefined };
}

/** The companies of these company conversations, by company id, as ConversationCompany. */
export async function companiesByAccount(
  db: Db,
  eventId: number,
  companyAccountIds: readonly string[],
): Promise<Map<string, ConversationCompany>> {
  const ids = [...new Set(companyAccountIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('company_accounts')
    .select(['company_account_id', 'name'])
    .where('event_id', '=', eventId)
    .where('company_account_id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.company_account_id, { CompanyAccountId: row.company_account_id, Name: row.name }]));
}

/** Whether the company offers a chat now (its profile's chat model). */
export async function companyOffersChat(db: Db, eventId: number, companyAccountId: string): Promise<boolean> {
  const row = await db
    .selectFrom('company_profiles')
    .select('has_chat')
    .where('event_id', '=', eventId)
    .where('company_account_id', '=', companyAccountId)
    .executeTakeFirst();
  return row?.has_chat === 1;
}

/** A company the caller may turn to: its id and name, and whether it offers a chat (it does, once checked). */
export interface ChatCompany {
  company_account_id: string;
  name: string;
  has_chat: number | null;
}

/**
 * The company of the event with exactly this id (case matters, as for its profile), when the user may open a
 * conversation with its staff: 404 for no such company, 403 companyNoChat when it offers no chat, 403 notFindable when
 * the user is on its staff (its visitors write to them).
 */
export async function chatCompanyFor(db: Db, eventId: number, companyAccountId: string, userId: number): Promise<ChatCompany> {
  const company = await db
    .selectFrom('company_accounts as c')
    .leftJoin('company_profiles as p', (join) =>
      join.onRef('p.event_id', '=', 'c.event_id').onRef('p.company_account_id', '=', 'c.company_account_id'),
    )
    .select(['c.company_account_id', 'c.name', 'p.has_chat'])
    .where('c.event_id', '=', eventId)
    .where('c.company_account_id', '=', companyAccountId)
    .executeTakeFirst();
  if (!company) throw new NotFoundError(`the event has no company ${companyAccountId}`);
  if (company.has_chat !== 1) throw new ForbiddenError(NETWORKING_REFUSALS.companyNoChat, `company ${companyAccountId} offers no chat`);
  if ((await staffCompaniesOf(db, eventId, userId)).includes(company.company_account_id)) {
    throw new ForbiddenError(NETWORKING_REFUSALS.notFindable, 'You answer for this company: its visitors write to you');
  }
  return company;
}

/**
 * The event's companies that offer a chat, less those the user is staff of, by name as the exhibitors' list sorts
 * them alphabetically (in the language, then by id).
 */
export async function messageableCompanies(db: Db, eventId: number, userId: number, language: string): Promise<MessageableCompany[]> {
  const [rows, own] = await Promise.all([
    db
      .selectFrom('company_accounts as c')
      .innerJoin('company_profiles as p', (join) =>
        join.onRef('p.event_id', '=', 'c.event_id').onRef('p.company_account_id', '=', 'c.company_account_id'),
      )
      .select(['c.company_account_id', 'c.name', 'c.sort'])
      .where('c.event_id', '=', eventId)
      .where('p.has_chat', '=', 1)
      .execute(),
    staffCompaniesOf(db, eventId, userId),
  ]);
  const offered = rows
    .filter((row) => !own.includes(row.company_account_id))
    .map((row) => ({ CompanyAccountId: row.company_account_id, Name: row.name, Sort: row.sort }));
  return sortExhibitors(offered, 'alphabetically', language).map(({ CompanyAccountId, Name }) => ({ CompanyAccountId, Name }));
}
