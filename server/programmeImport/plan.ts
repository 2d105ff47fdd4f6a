/**
 * What an import changes (pure: no database, no clock): the imported programme compared with the programme as it is,
 * item by item by source id, as the report's changes (added, changed with each field before and after, withdrawn,
 * restored) and as the rows apply.ts writes. An item keeps its id across imports by its source id; a new one gets the
 * next free id of its kind (never one a withdrawn item holds), unless the file names an item by an id VMX's own exports
 * gave it (server/programme/itemIds.ts; a room also by its name): an export imported again finds its items, and one
 * that came from no import has that source id from then on. Items that came from no import are not compared otherwise.
 * A schedule format's talk stands for a whole session (one presentation of the talk's own id): one that finds a session
 * the programme had before leaves its presentations as they are, rather than adding the talk as one more. What a format
 * cannot say (model.ts: a speaker's title and affiliation, chairs, a type, tracks beyond one) stays as it is; and a
 * speaker or room that a remaining session or presentation still names is not withdrawn.
 *
 * Mapping (src/contracts/programmeAdmin.ts, server/programmeImport/model.ts): a session's type and tracks are found by
 * name among the event's session types and groups (any language), and made, in every language of the event, when
 * there is none; a presentation's first speaker presents it and every speaker is an author of its abstract; a
 * session's presentations are numbered by their start.
 */
import type { ProgrammeChangeCounts, ProgrammeFieldChange, ProgrammeItemChange, ProgrammeItemKind } from '../../src/contracts';
import { DEFAULT_PROGRAM_GRADE } from '../../src/core/programme/highlighted';
import type { ProgrammeGroupTable, ProgrammeSessionTypeTable } from '../db/schema';
import { PROGRAMME_ID_BASES } from '../db/seed/programme';
import {
  withdrawnKey,
  type AuthorRow,
  type CurrentPresentation,
  type CurrentProgramme,
  type CurrentSession,
  type RoomRow,
  type WithdrawnRows,
} from './current';
import type { ImportedProgramme, ImportedSession, ImportedSpeaker } from './model';

/** Ours: the type of an imported session that names none. */
export const DEFAULT_IMPORTED_TYPE = 'Session';
/** Ours: the colours new session types take, in turn (the demo's palette's hues). */
const TYPE_COLOURS = ['#1f4e79', '#2e75b6', '#548235', '#7a1f3d', '#8f5b00', '#5b3f8c', '#2f6f6f', '#8c2f2f'] as const;

export interface ProgrammeWrites {
  /** Rooms added or renamed. */
  rooms: RoomRow[];
  /** Rooms the source no longer has and no session uses: deleted (nothing personal names a room). */
  roomsRemoved: number[];
  types: ProgrammeSessionTypeTable[];
  groups: ProgrammeGroupTable[];
  /** Speakers, sessions and presentations added, changed or restored: written whole. */
  speakers: AuthorRow[];
  sessions: CurrentSession[];
  presentations: CurrentPresentation[];
  /** Items the source no longer has: kept in programme_withdrawn, taken out of the programme. */
  withdrawn: { id: number; rows: WithdrawnRows }[];
  /** Withdrawn items that are back: their programme_withdrawn rows go. */
  restored: { kind: 'speaker' | 'session' | 'presentation'; id: number }[];
  /** New source ids. */
  sources: { kind: ProgrammeItemKind; source_id: string; local_id: number }[];
}

export interface ProgrammePlan {
  changes: ProgrammeItemChange[];
  counts: Record<ProgrammeItemKind, ProgrammeChangeCounts>;
  writes: ProgrammeWrites;
}

/** A kind's counts before any item is compared (the exhibitors' plan counts with these too). */
export const emptyCounts = (): ProgrammeChangeCounts => ({ Added: 0, Changed: 0, Withdrawn: 0, Restored: 0, Unchanged: 0 });
/** The count an action adds to. */
export const COUNT_OF = { add: 'Added', change: 'Changed', withdraw: 'Withdrawn', restore: 'Restored' } as const;

/** Instants as the programme stores them: `2026-06-11T06:30:00Z`. */
export function storedInstant(value: string): string {
  return new Date(value).toISOString().replace('.000Z', 'Z');
}

function speakerName(speaker: { title: string | null; firstname: string; surname: string }): string {
  return [speaker.title, speaker.firstname, speaker.surname].filter((part) => part && part.trim()).join(' ');
}

/** One id allocator per kind: the next free id, above the kind's base and every id in use. */
function allocator(base: number, max: number) {
  let next = Math.max(base, max);
  return () => ++next;
}

/** A plan that changes nothing: where an import's starts, and the edits' own when no import is pending (edits.ts). */
export function emptyPlan(): ProgrammePlan {
  return {
    changes: [],
    counts: { room: emptyCounts(), speaker: emptyCounts(), session: emptyCounts(), presentation: emptyCounts() },
    writes: {
      rooms: [],
      roomsRemoved: [],
      types: [],
      groups: [],
      speakers: [],
      sessions: [],
      presentations: [],
      withdrawn: [],
      restored: [],
      sources: [],
    },
  };
}

export function planImport(current: CurrentProgramme, imported: ImportedProgramme): ProgrammePlan {
  const { changes, counts, writes } = emptyPlan();
  const eventId = current.eventId;
  // The maps that grow with the import are copies: the current programme stays as it was read.
  const sources: CurrentProgramme['sources'] = {
    room: new Map(current.sources.room),
    speaker: new Map(current.sources.speaker),
    session: new Map(current.sources.session),
    presentation: new Map(current.sources.presentation),
  };
  const types = new Map(current.types);
  const groups = new Map(current.groups);
  const note = (change: ProgrammeItemChange) => {
    changes.push(change);
    counts[change.Kind][COUNT_OF[change.Action]] += 1;
  };
  const same = (kind: ProgrammeItemKind) => (counts[kind].Unchanged += 1);
  const nextId = {
    room: allocator(0, current.maxIds.room),
    speaker: allocator(PROGRAMME_ID_BASES.author, current.maxIds.speaker),
    session: allocator(PROGRAMME_ID_BASES.session, current.maxIds.session),
    presentation: allocator(PROGRAMME_ID_BASES.presentation, current.maxIds.presentation),
    abstract: allocator(PROGRAMME_ID_BASES.abstract, current.maxIds.abstract),
    type: allocator(0, current.maxIds.type),
    group: allocator(0, current.maxIds.group),
  };
  const sourced = {
    room: new Set(sources.room.values()),
    speaker: new Set(sources.speaker.values()),
    session: new Set(sources.session.values()),
    presentation: new Set(sources.presentation.values()),
  };
  /** The ids this import has found or made: one item here is never two of the file's. */
  const claimed = { room: new Set<number>(), speaker: new Set<number>(), session: new Set<number>(), presentation: new Set<number>() };
  /** The item's id here: its source's, the item's an export named so, or a new one; remembered as a source. */
  const idOf = (kind: ProgrammeItemKind, sourceId: string, allocate: () => number): number => {
    const known = sources[kind].get(sourceId);
    if (known !== undefined) {
      claimed[kind].add(known);
      return known;
    }
    const exported = current.exported[kind].get(sourceId);
    const id = exported !== undefined && !claimed[kind].has(exported) ? exported : allocate();
    claimed[kind].add(id);
    sources[kind].set(sourceId, id);
    // An item keeps one source id (programme_sources): one found by an export's id keeps the source it has.
    if (!sourced[kind].has(id)) writes.sources.push({ kind, source_id: sourceId, local_id: id });
    sourced[kind].add(id);
    return id;
  };
  const diff = (fields: [string, string | null, string | null][]): ProgrammeFieldChange[] =>
    fields.filter(([, before, after]) => before !== after).map(([Field, Before, After]) => ({ Field, Before, After }));

  // --- Rooms -------------------------------------------------------------------------------------------------------
  const roomIds = new Map<string, number>();
  let roomPosition = Math.max(0, ...[...current.rooms.values()].map((room) => room.position));
  for (const room of imported.rooms) {
    const id = idOf('room', room.sourceId, nextId.room);
    roomIds.set(room.sourceId, id);
    const before = current.rooms.get(id);
    if (!before) {
      writes.rooms.push({ event_id: eventId, id, name: room.name, position: ++roomPosition });
      note({ Kind: 'room', Action: 'add', SourceId: room.sourceId, Id: id, Name: room.name, Fields: [] });
    } else if (before.name !== room.name) {
      writes.rooms.push({ ...before, name: room.name });
      note({
        Kind: 'room',
        Action: 'change',
        SourceId: room.sourceId,
        Id: id,
        Name: room.name,
        Fields: diff([['name', before.name, room.name]]),
      });
    } else same('room');
  }
  const roomName = (id: number) => writes.rooms.find((room) => room.id === id)?.name ?? current.rooms.get(id)?.name ?? null;

  // --- Session types and groups, by name ---------------------------------------------------------------------------
  const typeById = new Map([...types.values()].map((type) => [type.id, type]));
  const typeNames = new Map(current.typeNames);
  const typeOf = (name: string): { id: number; isPoster: boolean; color: string } => {
    const label = name.trim() || DEFAULT_IMPORTED_TYPE;
    const key = label.toLowerCase();
    const found = types.get(key);
    if (found) return found;
    const id = nextId.type();
    const type = { id, isPoster: /poster/i.test(label), color: TYPE_COLOURS[id % TYPE_COLOURS.length]! };
    types.set(key, type);
    typeNames.set(id, label);
    for (const language of current.languages) {
      writes.types.push({ event_id: eventId, id, language, name: label, is_poster: type.isPoster ? 1 : 0, color: type.color });
    }
    return type;
  };
  const groupNames = new Map(current.groupNames);
  /** A session's tracks for the report, in id order: they are a set (programme_session_groups keeps no order). */
  const trackNames = (ids: readonly number[]) =>
    [...ids]
      .sort((a, b) => a - b)
      .map((id) => groupNames.get(id))
      .join('; ');
  const groupOf = (name: string): number => {
    const key = name.trim().toLowerCase();
    const found = groups.get(key);
    if (found !== undefined) return found;
    const id = nextId.group();
    groups.set(key, id);
    groupNames.set(id, name.trim());
    for (const language of current.languages) writes.groups.push({ event_id: eventId, id, language, name: name.trim() });
    return id;
  };

  // --- Speakers ----------------------------------------------------------------------------------------------------
  const speakerIds = new Map<string, number>();
  const speakerNames = new Map<number, string>();
  for (const [id, author] of current.speakers) speakerNames.set(id, speakerName(author));
  const importedSpeakers = new Set<number>();
  for (const speaker of imported.speakers) {
    const id = idOf('speaker', speaker.sourceId, nextId.speaker);
    speakerIds.set(speaker.sourceId, id);
    importedSpeakers.add(id);
    const withdrawn = current.withdrawn.get(withdrawnKey('speaker', id));
    const before = current.speakers.get(id) ?? (withdrawn?.kind === 'speaker' ? withdrawn.author : undefined);
    const after = authorRow(eventId, id, speaker, before);
    speakerNames.set(id, speakerName(after));
    const fields = before ? speakerDiff(before, after) : [];
    if (!before) {
      writes.speakers.push(after);
      note({ Kind: 'speaker', Action: 'add', SourceId: speaker.sourceId, Id: id, Name: speakerName(after), Fields: [] });
    } else if (withdrawn) {
      writes.speakers.push(after);
      writes.restored.push({ kind: 'speaker', id });
      note({ Kind: 'speaker', Action: 'restore', SourceId: speaker.sourceId, Id: id, Name: speakerName(after), Fields: fields });
    } else if (fields.length > 0) {
      writes.speakers.push(after);
      note({ Kind: 'speaker', Action: 'change', SourceId: speaker.sourceId, Id: id, Name: speakerName(after), Fields: fields });
    } else same('speaker');
  }
  const names = (ids: readonly number[]) => ids.map((id) => speakerNames.get(id) ?? String(id)).join('; ');

  // --- Sessions and their presentations ----------------------------------------------------------------------------
  /** A talk (one presentation of the session's own id, never imported) for a session this programme already has. */
  const standsForSessionHere = (session: ImportedSession, before: CurrentSession | undefined) =>
    before !== undefined &&
    session.presentations.length === 1 &&
    session.presentations[0]!.sourceId === session.sourceId &&
    !sources.presentation.has(session.sourceId);
  /** The programme's presentations by session, for the sessions whose presentations stay as they are. */
  const presentationsOf = new Map<number, number[]>();
  for (const presentation of current.presentations.values()) {
    const list = presentationsOf.get(presentation.row.session_id) ?? [];
    list.push(presentation.row.id);
    presentationsOf.set(presentation.row.session_id, list);
  }
  /** A session's tracks when the format names one of them only (imported.oneTrackPerSession); else undefined. */
  const keptTracks = (session: ImportedSession, before: CurrentSession | undefined) => {
    const [only, ...more] = session.tracks.filter((track) => track.trim());
    const id = only === undefined || more.length > 0 ? undefined : groups.get(only.trim().toLowerCase());
    return imported.oneTrackPerSession && before && id !== undefined && before.groupIds.includes(id) ? before.groupIds : undefined;
  };
  const importedSessions = new Set<number>();
  const importedPresentations = new Set<number>();
  const sessionTitles = new Map<number, string>();
  for (const [id, session] of current.sessions) sessionTitles.set(id, session.row.name);
  for (const session of imported.sessions) {
    const id = idOf('session', session.sourceId, nextId.session);
    importedSessions.add(id);
    sessionTitles.set(id, session.title);
  }
  for (const session of imported.sessions) {
    const id = sources.session.get(session.sourceId)!;
    const withdrawn = current.withdrawn.get(withdrawnKey('session', id));
    const before = current.sessions.get(id) ?? (withdrawn?.kind === 'session' ? withdrawn.session : undefined);
    // What the format does not have (a type, chairs) stays as the programme has it.
    const kept = session.type === undefined && before ? typeById.get(before.row.session_type_id) : undefined;
    const type = kept ?? typeOf(session.type ?? '');
    const after = sessionOf(eventId, id, session, before, {
      typeId: type.id,
      color: type.color,
      roomId: roomIds.get(session.roomId) ?? sources.room.get(session.roomId) ?? 0,
      groupIds: keptTracks(session, before) ?? session.tracks.filter((track) => track.trim()).map(groupOf),
      chairIds:
        session.chairIds === undefined && before
          ? before.chairIds
          : (session.chairIds ?? []).map((chair) => speakerIds.get(chair) ?? sources.speaker.get(chair) ?? 0),
      code: session.codeFromId && before ? before.row.code : session.code,
    });
    const fields = before
      ? diff([
          ['title', before.row.name, after.row.name],
          ['code', before.row.code, after.row.code],
          ['start', before.row.start_date_time, after.row.start_date_time],
          ['end', before.row.end_date_time, after.row.end_date_time],
          ['room', roomName(before.row.room_id), roomName(after.row.room_id)],
          ['type', typeNames.get(before.row.session_type_id) ?? null, typeNames.get(after.row.session_type_id) ?? null],
          ['tracks', trackNames(before.groupIds), trackNames(after.groupIds)],
          ['chairs', names(before.chairIds), names(after.chairIds)],
          ['cancelled', String(before.row.is_cancelled === 1), String(after.row.is_cancelled === 1)],
        ])
      : [];
    if (!before) {
      writes.sessions.push(after);
      note({ Kind: 'session', Action: 'add', SourceId: session.sourceId, Id: id, Name: session.title, Fields: [] });
    } else if (withdrawn) {
      writes.sessions.push(after);
      writes.restored.push({ kind: 'session', id });
      note({ Kind: 'session', Action: 'restore', SourceId: session.sourceId, Id: id, Name: session.title, Fields: fields });
    } else if (fields.length > 0) {
      writes.sessions.push(after);
      note({ Kind: 'session', Action: 'change', SourceId: session.sourceId, Id: id, Name: session.title, Fields: fields });
    } else same('session');

    if (standsForSessionHere(session, before)) {
      for (const presentationId of presentationsOf.get(id) ?? []) importedPresentations.add(presentationId);
      continue;
    }
    const ordered = [...session.presentations].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
    ordered.forEach((presentation, index) => {
      const presentationId = idOf('presentation', presentation.sourceId, nextId.presentation);
      importedPresentations.add(presentationId);
      const gone = current.withdrawn.get(withdrawnKey('presentation', presentationId));
      const previous = current.presentations.get(presentationId) ?? (gone?.kind === 'presentation' ? gone.presentation : undefined);
      const authorIds = presentation.speakerIds.map((speaker) => speakerIds.get(speaker) ?? sources.speaker.get(speaker) ?? 0);
      const abstractText = presentation.abstract?.trim() ?? '';
      const abstractId =
        abstractText || authorIds.length > 0 ? (previous?.abstract?.id ?? previous?.row.abstract_id ?? nextId.abstract()) : null;
      const next: CurrentPresentation = {
        row: {
          event_id: eventId,
          id: presentationId,
          session_id: id,
          position: index + 1,
          title: presentation.title,
          start_date_time: storedInstant(presentation.start),
          end_date_time: storedInstant(presentation.end),
          speaker_id: authorIds[0] ?? null,
          abstract_id: abstractId,
          is_poster: type.isPoster ? 1 : 0,
          poster_number: previous?.row.poster_number ?? null,
          is_highlighted: previous?.row.is_highlighted ?? 0,
        },
        abstract:
          abstractId === null
            ? null
            : {
                event_id: eventId,
                id: abstractId,
                number: previous?.abstract?.number ?? `${after.row.code}.${index + 1}`,
                title: presentation.title,
                body: abstractText,
              },
        authorIds,
      };
      const changed = previous
        ? diff([
            ['title', previous.row.title, next.row.title],
            ['session', sessionTitles.get(previous.row.session_id) ?? null, sessionTitles.get(id) ?? null],
            ['start', previous.row.start_date_time, next.row.start_date_time],
            ['end', previous.row.end_date_time, next.row.end_date_time],
            [
              'speakers',
              names(previous.authorIds.length ? previous.authorIds : previous.row.speaker_id ? [previous.row.speaker_id] : []),
              names(authorIds),
            ],
            ['abstract', previous.abstract?.body ?? '', abstractText],
          ])
        : [];
      // Position follows the start; it is written with any other change, never reported on its own.
      const moved = previous !== undefined && previous.row.position !== next.row.position;
      if (!previous) {
        writes.presentations.push(next);
        note({
          Kind: 'presentation',
          Action: 'add',
          SourceId: presentation.sourceId,
          Id: presentationId,
          Name: presentation.title,
          Fields: [],
        });
      } else if (gone) {
        writes.presentations.push(next);
        writes.restored.push({ kind: 'presentation', id: presentationId });
        note({
          Kind: 'presentation',
          Action: 'restore',
          SourceId: presentation.sourceId,
          Id: presentationId,
          Name: presentation.title,
          Fields: changed,
        });
      } else if (changed.length > 0 || moved) {
        writes.presentations.push(next);
        if (changed.length > 0) {
          note({
            Kind: 'presentation',
            Action: 'change',
            SourceId: presentation.sourceId,
            Id: presentationId,
            Name: presentation.title,
            Fields: changed,
          });
        } else same('presentation');
      } else same('presentation');
    });
  }

  // --- What the source no longer has: withdrawn --------------------------------------------------------------------
  for (const [sourceId, id] of sources.presentation) {
    const live = current.presentations.get(id);
    if (importedPresentations.has(id) || !live) continue;
    writes.withdrawn.push({ id, rows: { kind: 'presentation', presentation: live } });
    note({ Kind: 'presentation', Action: 'withdraw', SourceId: sourceId, Id: id, Name: live.row.title, Fields: [] });
  }
  for (const [sourceId, id] of sources.session) {
    const live = current.sessions.get(id);
    if (importedSessions.has(id) || !live) continue;
    writes.withdrawn.push({ id, rows: { kind: 'session', session: live } });
    note({ Kind: 'session', Action: 'withdraw', SourceId: sourceId, Id: id, Name: live.row.name, Fields: [] });
  }
  // A speaker whom a session or presentation that stays still names stays too (one the file kept as it was).
  const named = new Set<number>();
  const rewritten = new Set([...writes.withdrawn.map((item) => `${item.rows.kind}:${item.id}`)]);
  for (const session of writes.sessions) rewritten.add(`session:${session.row.id}`);
  for (const presentation of writes.presentations) rewritten.add(`presentation:${presentation.row.id}`);
  const name = (ids: readonly (number | null)[]) => ids.forEach((id) => id !== null && named.add(id));
  for (const [id, session] of current.sessions) if (!rewritten.has(`session:${id}`)) name(session.chairIds);
  for (const session of writes.sessions) name(session.chairIds);
  for (const [id, presentation] of current.presentations)
    if (!rewritten.has(`presentation:${id}`)) name([presentation.row.speaker_id, ...presentation.authorIds]);
  for (const presentation of writes.presentations) name([presentation.row.speaker_id, ...presentation.authorIds]);
  for (const [sourceId, id] of sources.speaker) {
    const live = current.speakers.get(id);
    if (importedSpeakers.has(id) || named.has(id) || !live) continue;
    writes.withdrawn.push({ id, rows: { kind: 'speaker', author: live } });
    note({ Kind: 'speaker', Action: 'withdraw', SourceId: sourceId, Id: id, Name: speakerName(live), Fields: [] });
  }
  const importedRooms = new Set(roomIds.values());
  const usedRooms = new Set<number>();
  // The rooms of the sessions as they will be: those written now, and those neither rewritten nor withdrawn.
  const leaving = new Set([
    ...writes.withdrawn.filter((item) => item.rows.kind === 'session').map((item) => item.id),
    ...writes.sessions.map((session) => session.row.id),
  ]);
  for (const [id, session] of current.sessions) if (!leaving.has(id)) usedRooms.add(session.row.room_id);
  for (const session of writes.sessions) usedRooms.add(session.row.room_id);
  for (const [sourceId, id] of sources.room) {
    const live = current.rooms.get(id);
    if (importedRooms.has(id) || !live || usedRooms.has(id)) continue;
    writes.roomsRemoved.push(id);
    note({ Kind: 'room', Action: 'withdraw', SourceId: sourceId, Id: id, Name: live.name, Fields: [] });
  }

  return { changes, counts, writes };
}

function authorRow(eventId: number, id: number, speaker: ImportedSpeaker, before: AuthorRow | undefined): AuthorRow {
  return {
    event_id: eventId,
    id,
    title: speaker.title !== undefined ? speaker.title : (before?.title ?? null),
    // A name that reads as it does here keeps its split: the one-field formats' split is a guess (model.ts).
    ...(before && sameName(before, speaker)
      ? { firstname: before.firstname, surname: before.surname }
      : { firstname: speaker.firstname, surname: speaker.surname }),
    affiliation: speaker.affiliation ?? before?.affiliation ?? '',
    // What the source does not know stays as it was set here.
    city: before?.city ?? '',
    country: speaker.country || (before?.country ?? ''),
    picture_path: before?.picture_path ?? null,
    is_highlighted: before?.is_highlighted ?? 0,
    email: speaker.email ?? before?.email ?? null,
  };
}

const words = (speaker: { firstname: string; surname: string }) => `${speaker.firstname} ${speaker.surname}`.trim().split(/\s+/).join(' ');
const sameName = (a: { firstname: string; surname: string }, b: { firstname: string; surname: string }) => words(a) === words(b);

function speakerDiff(before: AuthorRow, after: AuthorRow): ProgrammeFieldChange[] {
  const fields: ProgrammeFieldChange[] = (
    [
      ['title', before.title, after.title],
      ['firstname', before.firstname, after.firstname],
      ['surname', before.surname, after.surname],
      ['affiliation', before.affiliation, after.affiliation],
      ['country', before.country, after.country],
    ] as const
  )
    .filter(([, was, is]) => was !== is)
    .map(([Field, Before, After]) => ({ Field, Before, After }));
  // Never published, so never in a report: only that it changed.
  if (before.email !== after.email) fields.push({ Field: 'email', Before: null, After: null });
  return fields;
}

function sessionOf(
  eventId: number,
  id: number,
  session: ImportedSession,
  before: CurrentSession | undefined,
  resolved: { typeId: number; color: string; roomId: number; groupIds: number[]; chairIds: number[]; code: string },
): CurrentSession {
  return {
    row: {
      event_id: eventId,
      id,
      code: resolved.code || before?.row.code || `S-${id}`,
      name: session.title,
      session_type_id: resolved.typeId,
      room_id: resolved.roomId,
      start_date_time: storedInstant(session.start),
      end_date_time: storedInstant(session.end),
      // A type chosen here keeps the colour set here; a new type brings its own.
      color: before && before.row.session_type_id === resolved.typeId ? before.row.color : resolved.color,
      image_thumb_path: before?.row.image_thumb_path ?? null,
      company_account_id: before?.row.company_account_id ?? null,
      programme_grade: before?.row.programme_grade ?? DEFAULT_PROGRAM_GRADE,
      hide_on_scheduler: before?.row.hide_on_scheduler ?? 0,
      is_highlighted: before?.row.is_highlighted ?? 0,
      is_cancelled: session.cancelled ? 1 : 0,
    },
    groupIds: [...new Set(resolved.groupIds)],
    chairIds: [...new Set(resolved.chairIds)],
  };
}
