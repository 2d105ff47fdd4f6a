/**
 * Who is in an event's network and how each person stands with a caller (src/contracts/messaging.ts;
 * docs/rules/content-areas.md section 2, my area's network and networking_settings): the stored settings, people as
 * stored (in the asked language), the caller's relations, and a person as the caller may see them. What may be shown
 * and who may write to whom is decided by src/core/networking/messaging.ts alone; this file only gathers its inputs.
 *
 * Ours where the rules are silent: the network's people are an event's ticket holders who opted in (Findable); a
 * person's name is their first name and surname, their country the name of their account's country in the asked
 * language, their areas of interest those they chose for the event (server/routes/networking.ts), their picture
 * their profile picture.
 */
import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import {
  DEFAULT_NETWORKING_SETTINGS,
  DIRECT_MESSAGE_POLICIES,
  type ContactStatus,
  type DirectMessagePolicy,
  type NetworkingSettings,
  type NetworkPerson,
} from '../../src/contracts';
import { mayWrite, visiblePerson } from '../../src/core/networking/messaging';
import type { EventRow } from '../db/events';
import type { NetworkingSettingsTable } from '../db/messagingTables';
import type { Database } from '../db/schema';
import { chosenInterestIds, interestOptions } from './interests';

type Db = Kysely<Database> | Transaction<Database>;

const isPolicy = (value: string): value is DirectMessagePolicy => (DIRECT_MESSAGE_POLICIES as readonly string[]).includes(value);

/** A stored row as NetworkingSettings; no row: the defaults. */
export function settingsFromRow(row: Selectable<NetworkingSettingsTable> | undefined): NetworkingSettings {
  if (!row) return DEFAULT_NETWORKING_SETTINGS;
  return {
    Findable: row.findable === 1,
    Show: {
      Name: row.show_name === 1,
      Profession: row.show_profession === 1,
      Country: row.show_country === 1,
      Interests: row.show_interests === 1,
      Picture: row.show_picture === 1,
    },
    DirectMessages: isPolicy(row.direct_messages) ? row.direct_messages : DEFAULT_NETWORKING_SETTINGS.DirectMessages,
  };
}

export function settingsRow(
  eventId: number,
  userId: number,
  settings: NetworkingSettings,
  now: string,
): Insertable<NetworkingSettingsTable> {
  const flag = (value: boolean) => (value ? 1 : 0);
  return {
    event_id: eventId,
    user_id: userId,
    findable: flag(settings.Findable),
    show_name: flag(settings.Show.Name),
    show_profession: flag(settings.Show.Profession),
    show_country: flag(settings.Show.Country),
    show_interests: flag(settings.Show.Interests),
    show_picture: flag(settings.Show.Picture),
    direct_messages: settings.DirectMessages,
    updated_at: now,
  };
}

/** The settings of each of the people for the event (the defaults for those who never saved any). */
export async function settingsOf(db: Db, eventId: number, userIds: readonly number[]): Promise<Map<number, NetworkingSettings>> {
  const ids = [...new Set(userIds)];
  const rows =
    ids.length === 0
      ? []
      : await db.selectFrom('networking_settings').selectAll().where('event_id', '=', eventId).where('user_id', 'in', ids).execute();
  const byUser = new Map(rows.map((row) => [row.user_id, row]));
  return new Map(ids.map((id) => [id, settingsFromRow(byUser.get(id))]));
}

/** A person as stored, before anything is hidden (visiblePerson's input). */
type StoredPerson = Parameters<typeof visiblePerson>[0];

/** A person with their settings: what the rules need to show them to someone. */
export interface Member {
  person: StoredPerson;
  settings: NetworkingSettings;
}

const regionNames = new Map<string, Intl.DisplayNames | null>();

/** A country code's name in the language (the code itself when the runtime knows no name for it). */
function countryName(code: string, language: string): string {
  let names = regionNames.get(language);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
    } catch {
      names = null;
    }
    regionNames.set(language, names);
  }
  try {
    return names?.of(code.toUpperCase()) ?? code;
  } catch {
    // Not a region code at all (the account's field is free text on some imports).
    return code;
  }
}

/** The people with these ids, with their settings for the event, in the asked language; unknown ids are left out. */
export async function membersOf(db: Db, event: EventRow, language: string, userIds: readonly number[]): Promise<Map<number, Member>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const [rows, settings, options] = await Promise.all([
    db
      .selectFrom('users')
      .select(['id', 'firstname', 'surname', 'profession', 'country_id', 'selected_interests', 'profile_picture_path'])
      .where('id', 'in', ids)
      .execute(),
    settingsOf(db, event.id, ids),
    interestOptions(db, event, language),
  ]);
  const interestNames = new Map(options.map((option) => [option.Id, option.Name]));
  const members = new Map<number, Member>();
  for (const row of rows) {
    const person: StoredPerson = {
      UserId: row.id,
      Name: `${row.firstname} ${row.surname}`.trim(),
      Profession: row.profession?.trim() || null,
      Country: row.country_id?.trim() ? countryName(row.country_id.trim(), language) : null,
      Interests: chosenInterestIds(row.selected_interests, event).flatMap((id) => {
        const name = interestNames.get(id);
        return name === undefined ? [] : [name];
      }),
      PicturePath: row.profile_picture_path || null,
    };
    members.set(row.id, { person, settings: settings.get(row.id) ?? DEFAULT_NETWORKING_SETTINGS });
  }
  return members;
}

/** The event's network: its ticket holders who opted in to be found, but those a moderator suspended. */
function findable(db: Db, eventId: number) {
  return db
    .selectFrom('networking_settings as s')
    .select('s.user_id')
    .where('s.event_id', '=', eventId)
    .where('s.findable', '=', 1)
    .where((eb) =>
      eb.exists(eb.selectFrom('tickets as t').select('t.id').whereRef('t.user_id', '=', 's.user_id').where('t.event_id', '=', eventId)),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('networking_suspensions as x')
            .select('x.user_id')
            .whereRef('x.user_id', '=', 's.user_id')
            .where('x.event_id', '=', eventId),
        ),
      ),
    );
}

/** The people of the event's network as the caller finds them: not the caller, nobody blocked either way. */
export async function findableIds(db: Db, eventId: number, callerId: number): Promise<number[]> {
  const [rows, blocks] = await Promise.all([
    findable(db, eventId).where('s.user_id', '!=', callerId).execute(),
    blocksAround(db, eventId, callerId),
  ]);
  const apart = new Set(blocks.flatMap((block) => [block.blocker_id, block.blocked_id]));
  return rows.map((row) => row.user_id).filter((id) => !apart.has(id));
}

/** The blocks the person made or is under in the event. */
function blocksAround(db: Db, eventId: number, userId: number) {
  return db
    .selectFrom('networking_blocks')
    .select(['blocker_id', 'blocked_id'])
    .where('event_id', '=', eventId)
    .where((eb) => eb.or([eb('blocker_id', '=', userId), eb('blocked_id', '=', userId)]))
    .execute();
}

/** Whether one of the two blocked the other: then neither reaches the other (requests, conversations, messages). */
export function isBlocked(relation: Relation): boolean {
  return relation.blockedByCaller || relation.blockedCaller;
}

/** Whether a moderator suspended the person from networking in the event. */
export async function isSuspended(db: Db, eventId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('networking_suspensions')
    .select('user_id')
    .where('event_id', '=', eventId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether a person is in the event's network. */
export async function isFindable(db: Db, eventId: number, userId: number): Promise<boolean> {
  return (await findable(db, eventId).where('s.user_id', '=', userId).executeTakeFirst()) !== undefined;
}

/** How one person stands with the caller. */
export interface Relation {
  contact: ContactStatus;
  /** The open request between the two (for Accept and Decline). */
  requestId: number | null;
  /** They are a contact, or have sent the caller a request or a message (visiblePerson's turnedToCaller). */
  turnedToCaller: boolean;
  /** The direct conversation of the two, when there is one. */
  conversationId: number | null;
  /** They have written in that conversation (mayWrite: an answer is always allowed). */
  hasWritten: boolean;
  /** The caller blocked them. */
  blockedByCaller: boolean;
  /** They blocked the caller (never shown: the caller only finds that they cannot reach them). */
  blockedCaller: boolean;
}

const NO_RELATION: Relation = {
  contact: 'none',
  requestId: null,
  turnedToCaller: false,
  conversationId: null,
  hasWritten: false,
  blockedByCaller: false,
  blockedCaller: false,
};

export interface Relations {
  of(userId: number): Relation;
  /** Whether the two have anything between them: a request either way (any status) or a conversation. */
  knows(userId: number): boolean;
  /** The caller's contacts (accepted requests), in the order they asked or were asked. */
  contactIds(): number[];
}

/** Everything between the caller and others in the event: contact requests, direct conversations and blocks. */
export async function relationsOf(db: Db, eventId: number, callerId: number): Promise<Relations> {
  const [requests, conversations, written, blocks] = await Promise.all([
    db
      .selectFrom('contact_requests')
      .select(['id', 'from_user_id', 'to_user_id', 'status'])
      .where('event_id', '=', eventId)
      .where((eb) => eb.or([eb('from_user_id', '=', callerId), eb('to_user_id', '=', callerId)]))
      .orderBy('id')
      .execute(),
    db
      .selectFrom('conversation_participants as me')
      .innerJoin('conversations as c', 'c.id', 'me.conversation_id')
      .innerJoin('conversation_participants as other', (join) =>
        join.onRef('other.conversation_id', '=', 'c.id').on('other.user_id', '!=', callerId),
      )
      .select(['c.id', 'other.user_id'])
      .where('me.user_id', '=', callerId)
      .where('c.event_id', '=', eventId)
      .where('c.kind', '=', 'direct')
      .execute(),
    db
      .selectFrom('chat_messages as m')
      .innerJoin('conversation_participants as me', (join) =>
        join.onRef('me.conversation_id', '=', 'm.conversation_id').on('me.user_id', '=', callerId),
      )
      .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
      .select('m.conversation_id')
      .distinct()
      .where('c.event_id', '=', eventId)
      .where('m.sender_id', '!=', callerId)
      .execute(),
    blocksAround(db, eventId, callerId),
  ]);
  const relations = new Map<number, Relation>();
  const relationOf = (userId: number) => {
    let relation = relations.get(userId);
    if (!relation) relations.set(userId, (relation = { ...NO_RELATION }));
    return relation;
  };
  const contacts: number[] = [];
  for (const request of requests) {
    const other = request.from_user_id === callerId ? request.to_user_id : request.from_user_id;
    const relation = relationOf(other);
    if (request.from_user_id === other) relation.turnedToCaller = true;
    if (request.status === 'accepted') {
      if (relation.contact !== 'contact') contacts.push(other);
      relation.contact = 'contact';
      relation.requestId = null;
      relation.turnedToCaller = true;
    } else if (request.status === 'pending' && relation.contact !== 'contact') {
      relation.contact = request.from_user_id === callerId ? 'requested' : 'incoming';
      relation.requestId = request.id;
    }
  }
  const writtenIn = new Set(written.map((row) => row.conversation_id));
  for (const conversation of conversations) {
    const relation = relationOf(conversation.user_id);
    relation.conversationId = conversation.id;
    if (writtenIn.has(conversation.id)) {
      relation.hasWritten = true;
      relation.turnedToCaller = true;
    }
  }
  for (const block of blocks) {
    if (block.blocker_id === callerId) relationOf(block.blocked_id).blockedByCaller = true;
    else relationOf(block.blocker_id).blockedCaller = true;
  }
  return {
    of: (userId) => relations.get(userId) ?? NO_RELATION,
    knows: (userId) => relations.has(userId),
    contactIds: () => [...contacts],
  };
}

/** A person as the caller may see them, with how they stand and whether the caller may write to them now. */
export function networkPerson(member: Member, relation: Relation): NetworkPerson {
  return {
    ...visiblePerson(member.person, member.settings, relation.turnedToCaller),
    Contact: relation.contact,
    RequestId: relation.requestId,
    CanMessage: !isBlocked(relation) && mayWrite(member.settings.DirectMessages, relation.contact, relation.hasWritten),
    Blocked: relation.blockedByCaller,
  };
}
