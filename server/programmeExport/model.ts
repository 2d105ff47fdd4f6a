/**
 * What every programme export writes (the c3voc schedule JSON and XML, iCalendar, the spreadsheet template's CSV
 * tables), made by exportModel from the programme's lists as one view shows them (routes/programme.ts
 * viewedProgramme: the anonymous visitor's, so private symposia are left out and a denied session keeps its time,
 * room and chairs without its presentations). Pure: no database, no clock, no request.
 *
 * Ids: an item that came from an import is exported under its source's id (programme_sources: pretalx's guid, a
 * spreadsheet's id column), so tools that follow a talk by its guid, and a re-import of the template, find it again;
 * any other item under the ids of server/programme/itemIds.ts (`vmx-{kind}-{id}`, which a re-import finds too). A guid
 * (the schedule formats want a UUID) is the source id when that is a UUID, else the item's own (itemGuid). Links start
 * at PUBLIC_URL, never at the request's host.
 */
import type {
  ProgrammeAbstract,
  ProgrammeAuthor,
  ProgrammeItemKind,
  ProgrammePresentation,
  ProgrammeRoom,
  ProgrammeSession,
} from '../../src/contracts';
import { buildPath } from '../../src/core/routes';
import { calendarUid, itemGuid, templateId } from '../programme/itemIds';

export interface ExportEvent {
  id: number;
  /** The event's short name (`ehc2026`): the calendar UIDs' domain and the schedule's acronym. */
  short: string;
  instance: string;
  name: string;
  /** IANA zone: every wall time of the exports is in it. */
  timeZone: string;
  /** The event's first and last instant (events.start_date, end_date). */
  start: string;
  end: string;
  /** The language the export's names are in (the session types' and tracks'), and of its links. */
  language: string;
}

export interface ExportRoom {
  id: number;
  /** The id the template's tables use: the source's id, else `vmx-room-{id}`. */
  exportId: string;
  guid: string;
  name: string;
}

export interface ExportPerson {
  id: number;
  exportId: string;
  guid: string;
  title: string | null;
  firstname: string;
  surname: string;
  affiliation: string;
  country: string;
}

export interface ExportPresentation {
  id: number;
  exportId: string;
  title: string;
  start: string;
  end: string;
  /** The presenting speaker first, then the abstract's other authors in their order. */
  speakers: ExportPerson[];
  /** The abstract's text (plain text), when the presentation has one. */
  abstract: string | null;
}

export interface ExportSession {
  id: number;
  exportId: string;
  guid: string;
  /** The calendar UID, `session-{id}@{event}.vmx`: the same as the session's own .ics (routes/appointments.ts). */
  uid: string;
  /** The code printed in the programme (`S0001`). */
  code: string;
  title: string;
  /** The session type's name in the export's language. */
  type: string;
  /** The session's groups (topic tracks) in the export's language. */
  tracks: string[];
  start: string;
  end: string;
  room: ExportRoom;
  cancelled: boolean;
  chairs: ExportPerson[];
  /** Empty when the view withholds the session's content. */
  presentations: ExportPresentation[];
  /** The session's page on the platform. */
  url: string;
}

export interface ExportedProgramme {
  event: ExportEvent;
  /** The programme's version (programme_versions): the schedule's `version`. */
  version: string;
  /** When the programme was last published (the calendar's DTSTAMP). */
  revisedAt: string;
  /** The origin of every link (PUBLIC_URL). */
  origin: string;
  /** The event's home page on the platform. */
  url: string;
  /** The rooms the sessions use, in the programme's room order. */
  rooms: ExportRoom[];
  /** Everyone a session names (chairs, speakers, authors), in the order they are first named. */
  speakers: ExportPerson[];
  /** In the programme's order: by start, end, room. */
  sessions: ExportSession[];
}

/** The programme's lists as a view shows them (routes/programme.ts ViewedProgramme has these). */
export interface ViewedLists {
  sessions: readonly ProgrammeSession[];
  presentations: readonly ProgrammePresentation[];
  authors: readonly ProgrammeAuthor[];
  abstracts: readonly ProgrammeAbstract[];
  rooms: readonly ProgrammeRoom[];
  cancelled: ReadonlySet<number>;
}

export interface ExportInput {
  event: ExportEvent;
  version: string;
  revisedAt: string;
  origin: string;
  lists: ViewedLists;
  /** Source ids by `{kind}:{local id}` (programme_sources). */
  sources: ReadonlyMap<string, string>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The programme as the exports write it. */
export function exportModel(input: ExportInput): ExportedProgramme {
  const { event, lists, sources } = input;
  const idsOf = (kind: ProgrammeItemKind, id: number) => {
    const source = sources.get(`${kind}:${id}`);
    return {
      exportId: source ?? templateId(kind, id),
      guid: source !== undefined && UUID.test(source) ? source.toLowerCase() : itemGuid(kind, id, event.short),
    };
  };

  const authorById = new Map(lists.authors.map((author) => [author.Id, author]));
  const people = new Map<number, ExportPerson>();
  /** The person of an author id (a chair, a speaker), made once; null for an id the author list does not have. */
  const person = (id: number): ExportPerson | null => {
    const known = people.get(id);
    if (known) return known;
    const author = authorById.get(id);
    if (!author) return null;
    const made: ExportPerson = {
      id,
      ...idsOf('speaker', id),
      title: author.Title,
      firstname: author.Firstname,
      surname: author.Surname,
      affiliation: author.Affiliation,
      country: author.Country,
    };
    people.set(id, made);
    return made;
  };
  const persons = (ids: readonly (number | null)[]): ExportPerson[] => {
    const seen = new Set<number>();
    return ids.flatMap((id) => {
      if (id === null || seen.has(id)) return [];
      seen.add(id);
      const found = person(id);
      return found ? [found] : [];
    });
  };

  const presentationById = new Map(lists.presentations.map((presentation) => [presentation.Id, presentation]));
  const abstractById = new Map(lists.abstracts.map((abstract) => [abstract.Id, abstract]));
  const roomById = new Map(lists.rooms.map((room) => [room.Id, room]));
  const rooms = new Map<number, ExportRoom>();
  const roomOf = (session: ProgrammeSession): ExportRoom => {
    let room = rooms.get(session.RoomId);
    if (!room) {
      room = { id: session.RoomId, ...idsOf('room', session.RoomId), name: roomById.get(session.RoomId)?.Name ?? session.RoomName };
      rooms.set(session.RoomId, room);
    }
    return room;
  };

  const link = (path: string) => new URL(path, input.origin).href;
  const place = { instance: event.instance, event: event.short, language: event.language };
  const sessions = lists.sessions.map((session): ExportSession => {
    const chairs = persons(session.Chairs.map((chair) => chair.Id));
    const presentations = session.Presentations.map((item): ExportPresentation => {
      const abstractId = presentationById.get(item.Id)?.AbstractId ?? null;
      const abstract = abstractId === null ? undefined : abstractById.get(abstractId);
      return {
        id: item.Id,
        exportId: idsOf('presentation', item.Id).exportId,
        title: item.Title,
        start: item.StartDateTime,
        end: item.EndDateTime,
        speakers: persons([item.SpeakerId, ...(abstract?.Authors ?? []).map((author) => author.Id)]),
        abstract: abstract && abstract.Text.trim() !== '' ? abstract.Text : null,
      };
    });
    return {
      id: session.Id,
      ...idsOf('session', session.Id),
      uid: calendarUid('session', session.Id, event.short),
      code: session.Code,
      title: session.Name,
      type: session.SessionType,
      tracks: session.groups.map((group) => group.Name),
      start: session.StartDateTime,
      end: session.EndDateTime,
      room: roomOf(session),
      cancelled: lists.cancelled.has(session.Id),
      chairs,
      presentations,
      url: link(buildPath('SessionPage', { ...place, sessionId: String(session.Id) })),
    };
  });

  const roomOrder = new Map(lists.rooms.map((room, index) => [room.Id, index]));
  return {
    event,
    version: input.version,
    revisedAt: input.revisedAt,
    origin: new URL(input.origin).origin,
    url: link(buildPath('HomePage', place)),
    rooms: [...rooms.values()].sort((a, b) => (roomOrder.get(a.id) ?? 0) - (roomOrder.get(b.id) ?? 0) || a.id - b.id),
    speakers: [...people.values()],
    sessions,
  };
}
