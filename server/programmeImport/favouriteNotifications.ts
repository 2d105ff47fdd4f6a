/**
 * A publication's notifications to attendees (issue 24; src/contracts/userNotifications.ts): the event's sessions
 * are read before and after the publication applies its changes (drafts.ts publishDraft, in its transaction), the
 * changes that matter to an attendee picked (src/core/programme/favouriteChanges.ts), and whoever has a changed
 * session in their personal programme (the session starred, or one of its presentations) gets one notification per
 * session, kept in user_notifications in the same transaction: a publication that fails leaves none. The caller sends
 * them live once committed (routes/programmeAdmin.ts).
 */
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { FavouriteChangeKind, UserNotification } from '../../src/contracts';
import { favouriteChanges, type SessionState } from '../../src/core/programme/favouriteChanges';
import type { Database } from '../db/schema';
import type { UserNotificationTable } from '../db/userNotificationTables';

type Db = Kysely<Database> | Transaction<Database>;

/** Ids per `in (…)` and rows per insert: well under both dialects' parameter limits. */
const BATCH = 500;

function batches<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += BATCH) out.push(items.slice(i, i + BATCH));
  return out;
}

/** The event's sessions as the comparison needs them: title, room name, start, end, cancelled. */
export async function sessionSnapshot(db: Db, eventId: number): Promise<SessionState[]> {
  const rows = await db
    .selectFrom('programme_sessions as s')
    .leftJoin('programme_rooms as r', (join) => join.onRef('r.event_id', '=', 's.event_id').onRef('r.id', '=', 's.room_id'))
    .select(['s.id', 's.name', 'r.name as room', 's.start_date_time', 's.end_date_time', 's.is_cancelled'])
    .where('s.event_id', '=', eventId)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.name,
    room: row.room ?? '',
    start: row.start_date_time,
    end: row.end_date_time,
    cancelled: row.is_cancelled === 1,
  }));
}

export function wireUserNotification(row: Selectable<UserNotificationTable>): UserNotification {
  return {
    Id: row.id,
    EventId: row.event_id,
    Kind: row.kind as FavouriteChangeKind,
    SessionId: row.session_id,
    Title: row.title,
    Room: row.room,
    Start: row.start_date_time,
    PreviousRoom: row.previous_room,
    PreviousStart: row.previous_start_date_time,
    CreatedAt: row.created_at,
  };
}

/** A notification kept for a user. */
export interface UserNotified {
  userId: number;
  notification: UserNotification;
}

/** Who has each session in their personal programme: session id → user ids. */
async function favouritedBy(db: Db, eventId: number, sessionIds: readonly number[]): Promise<Map<number, Set<number>>> {
  const users = new Map<number, Set<number>>();
  const add = (sessionId: number | null, userId: number) => {
    if (sessionId === null) return;
    let set = users.get(sessionId);
    if (!set) users.set(sessionId, (set = new Set()));
    set.add(userId);
  };
  for (const ids of batches(sessionIds)) {
    const starred = await db
      .selectFrom('personal_schedule_entries')
      .select(['session_id', 'user_id'])
      .where('event_id', '=', eventId)
      .where('session_id', 'in', ids)
      .execute();
    for (const row of starred) add(row.session_id, row.user_id);
    const viaPresentation = await db
      .selectFrom('personal_schedule_entries as e')
      .innerJoin('programme_presentations as p', (join) =>
        join.onRef('p.event_id', '=', 'e.event_id').onRef('p.id', '=', 'e.presentation_id'),
      )
      .select(['p.session_id', 'e.user_id'])
      .where('e.event_id', '=', eventId)
      .where('p.session_id', 'in', ids)
      .execute();
    for (const row of viaPresentation) add(row.session_id, row.user_id);
  }
  return users;
}

/**
 * Keeps a notification for every user with a changed session in their personal programme (before and after: the
 * sessions as sessionSnapshot read them around the change); returns them, for the caller to send once committed.
 */
export async function notifyFavourites(
  db: Db,
  eventId: number,
  before: readonly SessionState[],
  after: readonly SessionState[],
  now: string,
): Promise<UserNotified[]> {
  const changes = favouriteChanges(before, after);
  if (changes.length === 0) return [];
  const users = await favouritedBy(
    db,
    eventId,
    changes.map((change) => change.sessionId),
  );
  const rows = changes.flatMap((change) =>
    [...(users.get(change.sessionId) ?? [])].map((userId) => ({
      event_id: eventId,
      user_id: userId,
      kind: change.kind,
      session_id: change.sessionId,
      title: change.title,
      room: change.room,
      start_date_time: change.start,
      previous_room: change.previousRoom,
      previous_start_date_time: change.previousStart,
      created_at: now,
      read_at: null,
    })),
  );
  const kept: UserNotified[] = [];
  for (const batch of batches(rows)) {
    const inserted = await db.insertInto('user_notifications').values(batch).returningAll().execute();
    kept.push(...inserted.map((row) => ({ userId: row.user_id, notification: wireUserNotification(row) })));
  }
  return kept;
}
