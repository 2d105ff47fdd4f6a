/**
 * Topic and session groups (src/contracts/messaging.ts, "Groups"): each group is a conversation of kind 'group' with
 * a chat_groups row (server/db/messagingCommunityTables.ts); its members are the conversation's participants. Topic
 * groups are the event's own (seeded, named per language); every session of the programme has a group, made the first
 * time someone asks for it (`pair_key` `group:session:{sessionId}`, unique, so two first askers make one).
 */
import type { Kysely, Transaction } from 'kysely';
import type { ChatGroup, ChatGroupKind } from '../../src/contracts';
import type { EventRow } from '../db/events';
import type { ChatGroupTable } from '../db/messagingCommunityTables';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export const GROUP_CONVERSATION_KIND = 'group';

export function sessionGroupKey(sessionId: number): string {
  return `group:session:${sessionId}`;
}

export function topicGroupKey(topicKey: string): string {
  return `group:topic:${topicKey}`;
}

/** A text of a group in the language: the language's, else the event's default language's, else any. */
function inLanguage(json: string, language: string, fallback: string): string {
  let texts: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(json);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) texts = parsed as Record<string, unknown>;
  } catch {
    // A malformed row names nothing: the fallback below.
  }
  const pick = [texts[language], texts[fallback], ...Object.values(texts)].find((value) => typeof value === 'string' && value !== '');
  return typeof pick === 'string' ? pick : '';
}

const isGroupKind = (kind: string): kind is ChatGroupKind => kind === 'topic' || kind === 'session';

/**
 * The groups of these conversations (those that are groups), as the caller sees them: names in the language, member
 * counts, whether the caller is a member. Topic groups first by name, then session groups by the session's start.
 */
export async function groupsOf(
  db: Db,
  event: EventRow,
  language: string,
  callerId: number,
  conversationIds?: readonly number[],
): Promise<ChatGroup[]> {
  if (conversationIds?.length === 0) return [];
  let select = db
    .selectFrom('chat_groups as g')
    .leftJoin('programme_sessions as s', (join) => join.onRef('s.id', '=', 'g.session_id').on('s.event_id', '=', event.id))
    .select((eb) => [
      'g.conversation_id',
      'g.kind',
      'g.session_id',
      'g.names_json',
      'g.descriptions_json',
      's.name as session_name',
      's.start_date_time',
      eb
        .selectFrom('conversation_participants as p')
        .select((inner) => inner.fn.countAll<number | string>().as('members'))
        .whereRef('p.conversation_id', '=', 'g.conversation_id')
        .as('members'),
      eb
        .selectFrom('conversation_participants as me')
        .select('me.user_id')
        .whereRef('me.conversation_id', '=', 'g.conversation_id')
        .where('me.user_id', '=', callerId)
        .as('joined'),
    ])
    .where('g.event_id', '=', event.id);
  if (conversationIds) select = select.where('g.conversation_id', 'in', [...conversationIds]);
  const rows = await select.execute();
  const groups = rows.flatMap((row): (ChatGroup & { start: string })[] => {
    if (!isGroupKind(row.kind)) return [];
    // A session group of a session gone from the programme is left out.
    if (row.kind === 'session' && row.session_name === null) return [];
    return [
      {
        Id: row.conversation_id,
        Kind: row.kind,
        Name: row.kind === 'session' ? (row.session_name ?? '') : inLanguage(row.names_json, language, event.default_language),
        Description: inLanguage(row.descriptions_json, language, event.default_language),
        SessionId: row.session_id,
        Members: Number(row.members ?? 0),
        Joined: row.joined !== null && row.joined !== undefined,
        start: row.start_date_time ?? '',
      },
    ];
  });
  groups.sort((a, b) => {
    if (a.Kind !== b.Kind) return a.Kind === 'topic' ? -1 : 1;
    if (a.Kind === 'topic') return a.Name.localeCompare(b.Name, language) || a.Id - b.Id;
    return a.start < b.start ? -1 : a.start > b.start ? 1 : a.Id - b.Id;
  });
  return groups.map(({ start: _start, ...group }) => group);
}

/** A group's conversation and its chat_groups row, made once by its key (two makers at once make one). */
async function ensureGroup(
  trx: Transaction<Database>,
  eventId: number,
  group: {
    key: string;
    createdBy: number;
    now: string;
    row: Pick<ChatGroupTable, 'kind' | 'session_id' | 'topic_key' | 'names_json' | 'descriptions_json'>;
  },
): Promise<number> {
  const inserted = await trx
    .insertInto('conversations')
    .values({
      event_id: eventId,
      kind: GROUP_CONVERSATION_KIND,
      pair_key: group.key,
      created_by: group.createdBy,
      created_at: group.now,
      last_message_at: null,
      company_account_id: null,
    })
    .onConflict((oc) => oc.columns(['event_id', 'pair_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  const id =
    inserted?.id ??
    (
      await trx
        .selectFrom('conversations')
        .select('id')
        .where('event_id', '=', eventId)
        .where('pair_key', '=', group.key)
        .executeTakeFirstOrThrow()
    ).id;
  await trx
    .insertInto('chat_groups')
    .values({ conversation_id: id, event_id: eventId, created_at: group.now, ...group.row })
    .onConflict((oc) => oc.column('conversation_id').doNothing())
    .execute();
  return id;
}

/** The group of a session of the event, made when there is none yet; null when the event has no such session. */
export async function sessionGroupId(
  db: Kysely<Database>,
  event: EventRow,
  sessionId: number,
  callerId: number,
  now: string,
): Promise<number | null> {
  const session = await db
    .selectFrom('programme_sessions')
    .select('id')
    .where('event_id', '=', event.id)
    .where('id', '=', sessionId)
    .executeTakeFirst();
  if (!session) return null;
  return db.transaction().execute((trx) =>
    ensureGroup(trx, event.id, {
      key: sessionGroupKey(sessionId),
      createdBy: callerId,
      now,
      row: { kind: 'session', session_id: sessionId, topic_key: null, names_json: '{}', descriptions_json: '{}' },
    }),
  );
}

/** Makes a topic group (the seed's) in the caller's transaction: idempotent by its key. */
export function ensureTopicGroup(
  trx: Transaction<Database>,
  eventId: number,
  topic: { key: string; names: Record<string, string>; descriptions: Record<string, string> },
  createdBy: number,
  now: string,
): Promise<number> {
  return ensureGroup(trx, eventId, {
    key: topicGroupKey(topic.key),
    createdBy,
    now,
    row: {
      kind: 'topic',
      session_id: null,
      topic_key: topic.key,
      names_json: JSON.stringify(topic.names),
      descriptions_json: JSON.stringify(topic.descriptions),
    },
  });
}
