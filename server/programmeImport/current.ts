/**
 * The event's programme as an import compares with it (plan.ts): its rooms, speakers, sessions and presentations as
 * published, each item's source id and the ids its exports name it by, the items withdrawn earlier, the session types
 * and groups by name, and the highest ids in use (withdrawn items' too, so an id is never given twice). Read in a few
 * whole-table queries, not one per item: a large congress has tens of thousands of items.
 */
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { ProgrammeItemKind } from '../../src/contracts';
import type { ProgrammeWithdrawnTable } from '../db/programmeImportTables';
import { exportedIds } from '../programme/itemIds';
import type {
  Database,
  ProgrammeAbstractTable,
  ProgrammeAuthorTable,
  ProgrammePresentationTable,
  ProgrammeRoomTable,
  ProgrammeSessionTable,
} from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;
export type RoomRow = Selectable<ProgrammeRoomTable>;
export type AuthorRow = Selectable<ProgrammeAuthorTable>;
export type SessionRow = Selectable<ProgrammeSessionTable>;
export type PresentationRow = Selectable<ProgrammePresentationTable>;
export type AbstractRow = Selectable<ProgrammeAbstractTable>;

export interface CurrentSession {
  row: SessionRow;
  groupIds: number[];
  /** Chairs' author ids, in order. */
  chairIds: number[];
}

export interface CurrentPresentation {
  row: PresentationRow;
  abstract: AbstractRow | null;
  /** The abstract's authors' ids, in order. */
  authorIds: number[];
}

/** A withdrawn item's rows as they were, to bring it back (programme_withdrawn.rows). */
export type WithdrawnRows =
  | { kind: 'speaker'; author: AuthorRow }
  | { kind: 'session'; session: CurrentSession }
  | { kind: 'presentation'; presentation: CurrentPresentation };

export interface CurrentProgramme {
  eventId: number;
  languages: string[];
  /** Per kind: source id → id here. */
  sources: Record<ProgrammeItemKind, Map<string, number>>;
  /**
   * Per kind, the items by the ids the exports name them (server/programme/itemIds.ts), and rooms also by name (the
   * schedule formats and iCalendar name rooms so): an import of an export finds them again.
   */
  exported: Record<ProgrammeItemKind, Map<string, number>>;
  rooms: Map<number, RoomRow>;
  speakers: Map<number, AuthorRow>;
  sessions: Map<number, CurrentSession>;
  presentations: Map<number, CurrentPresentation>;
  withdrawn: Map<string, WithdrawnRows>;
  /** Session types by lower-cased name (in any language). */
  types: Map<string, { id: number; isPoster: boolean; color: string }>;
  /** Groups by lower-cased name (in any language). */
  groups: Map<string, number>;
  /** Types' and groups' names as the report shows them (the event's first language). */
  typeNames: Map<number, string>;
  groupNames: Map<number, string>;
  /** The highest id in use per table (0 when none). */
  maxIds: { room: number; speaker: number; session: number; presentation: number; abstract: number; type: number; group: number };
}

export const withdrawnKey = (kind: string, id: number) => `${kind}:${id}`;

const maxOf = (ids: Iterable<number>) => {
  let max = 0;
  for (const id of ids) if (id > max) max = id;
  return max;
};

export async function loadCurrentProgramme(
  db: Db,
  event: { id: number; short: string },
  languages: readonly string[],
): Promise<CurrentProgramme> {
  const eventId = event.id;
  const [rooms, authors, sessions, sessionGroups, chairs, presentations, abstracts, abstractAuthors, types, groups, sources, withdrawn] =
    await Promise.all([
      db.selectFrom('programme_rooms').selectAll().where('event_id', '=', eventId).execute(),
      db.selectFrom('programme_authors').selectAll().where('event_id', '=', eventId).execute(),
      db.selectFrom('programme_sessions').selectAll().where('event_id', '=', eventId).execute(),
      // As the programme lists them (routes/programme.ts): a session's groups have no order of their own.
      db
        .selectFrom('programme_session_groups')
        .selectAll()
        .where('event_id', '=', eventId)
        .orderBy('session_id')
        .orderBy('group_id')
        .execute(),
      db.selectFrom('programme_session_chairs').selectAll().where('event_id', '=', eventId).orderBy('position').execute(),
      db.selectFrom('programme_presentations').selectAll().where('event_id', '=', eventId).execute(),
      db.selectFrom('programme_abstracts').selectAll().where('event_id', '=', eventId).execute(),
      db.selectFrom('programme_abstract_authors').selectAll().where('event_id', '=', eventId).orderBy('position').execute(),
      db.selectFrom('programme_session_types').selectAll().where('event_id', '=', eventId).execute(),
      db.selectFrom('programme_groups').selectAll().where('event_id', '=', eventId).execute(),
      db.selectFrom('programme_sources').selectAll().where('event_id', '=', eventId).execute(),
      db.selectFrom('programme_withdrawn').selectAll().where('event_id', '=', eventId).execute(),
    ]);

  const sessionMap = new Map<number, CurrentSession>(sessions.map((row) => [row.id, { row, groupIds: [], chairIds: [] }]));
  for (const link of sessionGroups) sessionMap.get(link.session_id)?.groupIds.push(link.group_id);
  for (const chair of chairs) sessionMap.get(chair.session_id)?.chairIds.push(chair.author_id);

  const abstractMap = new Map(abstracts.map((row) => [row.id, row]));
  const authorsOfAbstract = new Map<number, number[]>();
  for (const link of abstractAuthors) {
    const list = authorsOfAbstract.get(link.abstract_id) ?? [];
    list.push(link.author_id);
    authorsOfAbstract.set(link.abstract_id, list);
  }
  const presentationMap = new Map<number, CurrentPresentation>(
    presentations.map((row) => [
      row.id,
      {
        row,
        abstract: row.abstract_id === null ? null : (abstractMap.get(row.abstract_id) ?? null),
        authorIds: row.abstract_id === null ? [] : (authorsOfAbstract.get(row.abstract_id) ?? []),
      },
    ]),
  );

  const sourceMaps: CurrentProgramme['sources'] = { room: new Map(), speaker: new Map(), session: new Map(), presentation: new Map() };
  for (const source of sources) sourceMaps[source.kind as ProgrammeItemKind]?.set(source.source_id, source.local_id);
  const exported: CurrentProgramme['exported'] = { room: new Map(), speaker: new Map(), session: new Map(), presentation: new Map() };
  const exportedAs = (kind: ProgrammeItemKind, ids: Iterable<number>) => {
    for (const id of ids) for (const name of exportedIds(kind, id, event.short)) exported[kind].set(name, id);
  };
  exportedAs(
    'room',
    rooms.map((row) => row.id),
  );
  exportedAs(
    'speaker',
    authors.map((row) => row.id),
  );
  exportedAs(
    'session',
    sessions.map((row) => row.id),
  );
  exportedAs(
    'presentation',
    presentations.map((row) => row.id),
  );
  for (const room of rooms) if (!exported.room.has(room.name)) exported.room.set(room.name, room.id);

  const withdrawnMap = new Map<string, WithdrawnRows>();
  const withdrawnIds: Record<string, number[]> = { speaker: [], session: [], presentation: [], abstract: [] };
  for (const row of withdrawn as Selectable<ProgrammeWithdrawnTable>[]) {
    const rows = JSON.parse(row.rows) as WithdrawnRows;
    withdrawnMap.set(withdrawnKey(row.kind, row.local_id), rows);
    withdrawnIds[row.kind]?.push(row.local_id);
    if (rows.kind === 'presentation' && rows.presentation.abstract) withdrawnIds.abstract!.push(rows.presentation.abstract.id);
  }

  const typeMap = new Map<string, { id: number; isPoster: boolean; color: string }>();
  for (const type of types) {
    const key = type.name.trim().toLowerCase();
    if (!typeMap.has(key)) typeMap.set(key, { id: type.id, isPoster: type.is_poster === 1, color: type.color });
  }
  const groupMap = new Map<string, number>();
  for (const group of groups) {
    const key = group.name.trim().toLowerCase();
    if (!groupMap.has(key)) groupMap.set(key, group.id);
  }
  // The names a report shows: in the event's first language, as the programme writes them.
  const namesById = (rows: readonly { id: number; language: string; name: string }[]) => {
    const names = new Map<number, string>();
    for (const row of rows) if (row.language === languages[0] || !names.has(row.id)) names.set(row.id, row.name.trim());
    return names;
  };

  return {
    eventId,
    languages: [...languages],
    sources: sourceMaps,
    exported,
    rooms: new Map(rooms.map((row) => [row.id, row])),
    speakers: new Map(authors.map((row) => [row.id, row])),
    sessions: sessionMap,
    presentations: presentationMap,
    withdrawn: withdrawnMap,
    types: typeMap,
    groups: groupMap,
    typeNames: namesById(types),
    groupNames: namesById(groups),
    maxIds: {
      room: maxOf(rooms.map((row) => row.id)),
      speaker: Math.max(maxOf(authors.map((row) => row.id)), maxOf(withdrawnIds.speaker!)),
      session: Math.max(maxOf(sessions.map((row) => row.id)), maxOf(withdrawnIds.session!)),
      presentation: Math.max(maxOf(presentations.map((row) => row.id)), maxOf(withdrawnIds.presentation!)),
      abstract: Math.max(maxOf(abstracts.map((row) => row.id)), maxOf(withdrawnIds.abstract!)),
      type: maxOf(types.map((row) => row.id)),
      group: maxOf(groups.map((row) => row.id)),
    },
  };
}
