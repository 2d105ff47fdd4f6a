/**
 * Single sessions edited by hand (src/contracts/programmeAdmin.ts: PATCH /api/Admin/Programme/Sessions/{id}): a
 * session's time, room, title, status and cancelled flag, kept as the session's pending edit
 * (programme_session_edits, server/db/programmeEditTables.ts) until it is published, and made then in the same plan as
 * the pending import (drafts.ts publishDraft), so that one publication writes both in one transaction and moves the
 * programme's version once.
 *
 * An edit lies over what the session is when it is published: over the pending import's row of the session when the
 * import changes it (the edited fields win, the import's other fields stay), else over the published session. A
 * session the import withdraws takes no edit (its edit goes with the publication). Moving a session's start moves its
 * presentations by as much, so that they stay within it. A re-import later sets an imported session's fields from its
 * source again: the source is where an imported programme is kept.
 *
 * overlayEdits is pure (no database, no clock); the rest reads and writes the event's edits.
 */
import type { Kysely, Selectable, Transaction } from 'kysely';
import type {
  ProgrammeFieldChange,
  ProgrammeItemChange,
  ProgrammeSessionEdit,
  ProgrammeSessionEditRequest,
  ProgrammeSessionStatus,
} from '../../src/contracts';
import { wireFlag } from '../db/flags';
import type { ProgrammeSessionEditTable } from '../db/programmeEditTables';
import type { Database } from '../db/schema';
import { BadRequestError, NotFoundError } from '../http/errors';
import type { CurrentPresentation, CurrentProgramme, CurrentSession, SessionRow } from './current';
import { storedInstant, type ProgrammePlan } from './plan';

type Db = Kysely<Database> | Transaction<Database>;
export type SessionEditRow = Selectable<ProgrammeSessionEditTable>;

const statusOf = (row: Pick<SessionRow, 'hide_on_scheduler'>): ProgrammeSessionStatus =>
  row.hide_on_scheduler === 1 ? 'unscheduled' : 'scheduled';

/** The session's row with the edit's fields over it. */
function editedRow(row: SessionRow, edit: SessionEditRow): SessionRow {
  return {
    ...row,
    start_date_time: edit.start_date_time ?? row.start_date_time,
    end_date_time: edit.end_date_time ?? row.end_date_time,
    room_id: edit.room_id ?? row.room_id,
    name: edit.name ?? row.name,
    hide_on_scheduler: edit.status === null ? row.hide_on_scheduler : edit.status === 'unscheduled' ? 1 : 0,
    is_cancelled: edit.is_cancelled ?? row.is_cancelled,
  };
}

/** What the edit changes in the session, field by field (the names an import's report uses). */
function editFields(before: SessionRow, after: SessionRow, roomName: (id: number) => string | null): ProgrammeFieldChange[] {
  const fields: [string, string | null, string | null][] = [
    ['title', before.name, after.name],
    ['start', before.start_date_time, after.start_date_time],
    ['end', before.end_date_time, after.end_date_time],
    ['room', roomName(before.room_id), roomName(after.room_id)],
    ['status', statusOf(before), statusOf(after)],
    ['cancelled', String(before.is_cancelled === 1), String(after.is_cancelled === 1)],
  ];
  return fields.filter(([, was, is]) => was !== is).map(([Field, Before, After]) => ({ Field, Before, After }));
}

const shifted = (instant: string, ms: number) => storedInstant(new Date(Date.parse(instant) + ms).toISOString());

/**
 * The plan with the edits over it: each edited session written with its edited fields, its presentations moved with
 * its start, and its change in the report (merged into the import's change of it). A problem (an edit that would end
 * before it starts, a room that is gone) is returned, not written.
 */
export function overlayEdits(
  current: CurrentProgramme,
  plan: ProgrammePlan,
  edits: readonly SessionEditRow[],
  fromImport: boolean,
): { plan: ProgrammePlan; problems: string[] } {
  const problems: string[] = [];
  const writes = { ...plan.writes, sessions: [...plan.writes.sessions], presentations: [...plan.writes.presentations] };
  const changes = [...plan.changes];
  const counts = { ...plan.counts, session: { ...plan.counts.session }, room: { ...plan.counts.room } };
  let roomsRemoved = [...writes.roomsRemoved];
  const withdrawn = new Set(writes.withdrawn.filter((item) => item.rows.kind === 'session').map((item) => item.id));
  const roomName = (id: number) => writes.rooms.find((room) => room.id === id)?.name ?? current.rooms.get(id)?.name ?? null;
  const sourceOf = new Map([...current.sources.session].map(([sourceId, id]) => [id, sourceId]));

  for (const edit of edits) {
    const id = edit.session_id;
    const planned = writes.sessions.findIndex((session) => session.row.id === id);
    const published = current.sessions.get(id);
    const base: CurrentSession | undefined = planned >= 0 ? writes.sessions[planned] : published;
    // The import takes the session out (or it is gone): the edit has nothing to lie over.
    if (!base || withdrawn.has(id)) continue;
    const row = editedRow(base.row, edit);
    if (Date.parse(row.end_date_time) <= Date.parse(row.start_date_time)) {
      problems.push(`Session ${id}: the edit ends before it starts (${row.start_date_time} to ${row.end_date_time})`);
      continue;
    }
    if (roomName(row.room_id) === null) {
      problems.push(`Session ${id}: its room ${row.room_id} is no longer the event's`);
      continue;
    }
    // A room the import would remove because no session is left in it stays: the edit puts one there.
    if (roomsRemoved.includes(row.room_id)) {
      roomsRemoved = roomsRemoved.filter((room) => room !== row.room_id);
      const at = changes.findIndex((change) => change.Kind === 'room' && change.Action === 'withdraw' && change.Id === row.room_id);
      if (at >= 0) {
        changes.splice(at, 1);
        counts.room = { ...counts.room, Withdrawn: counts.room.Withdrawn - 1, Unchanged: counts.room.Unchanged + 1 };
      }
    }
    const next: CurrentSession = { ...base, row };
    if (planned >= 0) writes.sessions[planned] = next;
    else writes.sessions.push(next);

    const moved = Date.parse(row.start_date_time) - Date.parse(base.row.start_date_time);
    if (moved !== 0) {
      const plannedTalks = new Map(writes.presentations.map((presentation, index) => [presentation.row.id, index]));
      const talks: CurrentPresentation[] = [
        ...writes.presentations.filter((presentation) => presentation.row.session_id === id),
        ...[...current.presentations.values()].filter(
          (presentation) => presentation.row.session_id === id && !plannedTalks.has(presentation.row.id),
        ),
      ];
      for (const talk of talks) {
        const movedTalk: CurrentPresentation = {
          ...talk,
          row: {
            ...talk.row,
            start_date_time: shifted(talk.row.start_date_time, moved),
            end_date_time: shifted(talk.row.end_date_time, moved),
          },
        };
        const at = plannedTalks.get(talk.row.id);
        if (at !== undefined) writes.presentations[at] = movedTalk;
        else writes.presentations.push(movedTalk);
      }
    }

    const editedNames = new Set(['title', 'start', 'end', 'room', 'status', 'cancelled']);
    const fields = published ? editFields(published.row, row, roomName) : [];
    const at = changes.findIndex((change) => change.Kind === 'session' && change.Id === id);
    if (at >= 0) {
      const change = changes[at]!;
      if (change.Action !== 'add') {
        changes[at] = { ...change, Name: row.name, Fields: [...change.Fields.filter((field) => !editedNames.has(field.Field)), ...fields] };
      } else changes[at] = { ...change, Name: row.name };
    } else if (fields.length > 0) {
      const change: ProgrammeItemChange = {
        Kind: 'session',
        Action: 'change',
        SourceId: sourceOf.get(id) ?? '',
        Id: id,
        Name: row.name,
        Fields: fields,
      };
      changes.push(change);
      counts.session.Changed += 1;
      // The import counted an imported session it leaves as it is.
      if (fromImport && sourceOf.has(id) && counts.session.Unchanged > 0) counts.session.Unchanged -= 1;
    }
  }
  return { plan: { changes, counts, writes: { ...writes, roomsRemoved } }, problems };
}

/** The event's pending edits, oldest first. */
export async function pendingEditRows(db: Db, eventId: number): Promise<SessionEditRow[]> {
  return db
    .selectFrom('programme_session_edits')
    .selectAll()
    .where('event_id', '=', eventId)
    .orderBy('edited_at')
    .orderBy('session_id')
    .execute();
}

/**
 * Takes the event's pending edits for a publication (deletes them in the caller's transaction): of two publishers at
 * once, the second finds none (PostgreSQL waits for the first's rows, SQLite has one writer).
 */
export async function claimEdits(trx: Transaction<Database>, eventId: number): Promise<SessionEditRow[]> {
  return trx.deleteFrom('programme_session_edits').where('event_id', '=', eventId).returningAll().execute();
}

async function sessionRow(db: Db, eventId: number, sessionId: number) {
  return db.selectFrom('programme_sessions').selectAll().where('event_id', '=', eventId).where('id', '=', sessionId).executeTakeFirst();
}

async function roomNames(db: Db, eventId: number): Promise<Map<number, string>> {
  const rooms = await db.selectFrom('programme_rooms').select(['id', 'name']).where('event_id', '=', eventId).execute();
  return new Map(rooms.map((room) => [room.id, room.name]));
}

function wireEdit(edit: SessionEditRow, session: SessionRow | undefined, rooms: Map<number, string>): ProgrammeSessionEdit {
  const roomName = (id: number) => rooms.get(id) ?? null;
  return {
    SessionId: edit.session_id,
    Name: session?.name ?? '',
    StartDateTime: edit.start_date_time,
    EndDateTime: edit.end_date_time,
    RoomId: edit.room_id,
    Title: edit.name,
    Status: edit.status as ProgrammeSessionStatus | null,
    Cancelled: wireFlag(edit.is_cancelled),
    Fields: session ? editFields(session, editedRow(session, edit), roomName) : [],
    EditedBy: edit.edited_by,
    EditedAt: edit.edited_at,
  };
}

/** The event's pending edits as the API answers them. */
export async function pendingEdits(db: Kysely<Database>, eventId: number): Promise<ProgrammeSessionEdit[]> {
  const [edits, sessions, rooms] = await Promise.all([
    pendingEditRows(db, eventId),
    db.selectFrom('programme_sessions').selectAll().where('event_id', '=', eventId).execute(),
    roomNames(db, eventId),
  ]);
  const byId = new Map(sessions.map((row) => [row.id, row]));
  return edits.map((edit) => wireEdit(edit, byId.get(edit.session_id), rooms));
}

/**
 * Merges the request into the session's pending edit. 404 for a session the event's programme does not have; 400
 * naming the field for a room not of the event and for an end not after the start (the edit's times over the
 * published ones). The body's own shape (an empty title, an unknown status, an instant that is none) the route's
 * schema refuses first.
 */
export async function saveEdit(
  db: Kysely<Database>,
  eventId: number,
  sessionId: number,
  request: ProgrammeSessionEditRequest,
  meta: { by: string; now: string },
): Promise<ProgrammeSessionEdit> {
  return db.transaction().execute(async (trx) => {
    const session = await sessionRow(trx, eventId, sessionId);
    if (!session) throw new NotFoundError(`The programme has no session ${sessionId}`);
    const rooms = await roomNames(trx, eventId);
    if (request.RoomId !== undefined && !rooms.has(request.RoomId)) {
      throw new BadRequestError('RoomId', `body.RoomId: ${request.RoomId} is not a room of the event`);
    }
    const earlier = await trx
      .selectFrom('programme_session_edits')
      .selectAll()
      .where('event_id', '=', eventId)
      .where('session_id', '=', sessionId)
      .executeTakeFirst();
    const edit: SessionEditRow = {
      event_id: eventId,
      session_id: sessionId,
      start_date_time: request.StartDateTime !== undefined ? storedInstant(request.StartDateTime) : (earlier?.start_date_time ?? null),
      end_date_time: request.EndDateTime !== undefined ? storedInstant(request.EndDateTime) : (earlier?.end_date_time ?? null),
      room_id: request.RoomId ?? earlier?.room_id ?? null,
      name: request.Title !== undefined ? request.Title.trim() : (earlier?.name ?? null),
      status: request.Status ?? earlier?.status ?? null,
      is_cancelled: request.Cancelled !== undefined ? (request.Cancelled ? 1 : 0) : (earlier?.is_cancelled ?? null),
      edited_by: meta.by,
      edited_at: meta.now,
    };
    const after = editedRow(session, edit);
    if (Date.parse(after.end_date_time) <= Date.parse(after.start_date_time)) {
      const field = request.EndDateTime !== undefined ? 'EndDateTime' : 'StartDateTime';
      throw new BadRequestError(
        field,
        `body.${field}: the session would end (${after.end_date_time}) before it starts (${after.start_date_time})`,
      );
    }
    if (earlier) {
      const { event_id: _event, session_id: _session, ...fields } = edit;
      await trx
        .updateTable('programme_session_edits')
        .set(fields)
        .where('event_id', '=', eventId)
        .where('session_id', '=', sessionId)
        .execute();
    } else await trx.insertInto('programme_session_edits').values(edit).execute();
    return wireEdit(edit, session, rooms);
  });
}

/** Drops the session's pending edit; whether there was one. */
export async function discardEdit(db: Kysely<Database>, eventId: number, sessionId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('programme_session_edits')
    .where('event_id', '=', eventId)
    .where('session_id', '=', sessionId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
