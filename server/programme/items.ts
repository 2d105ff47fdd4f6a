/**
 * Looking up the programme's items (sessions, presentations, speakers) of one event for the personal
 * features: whether ids exist, and the details the PDF, the appointments and the mails print.
 */
import type { Kysely, Transaction } from 'kysely';
import type { EventRow } from '../db/events';
import type { Database } from '../db/schema';
import { BadRequestError, NotFoundError } from '../http/errors';

type Db = Kysely<Database> | Transaction<Database>;

export type ItemKind = 'session' | 'presentation' | 'speaker';

const TABLES = { session: 'programme_sessions', presentation: 'programme_presentations', speaker: 'programme_authors' } as const;

/** The ids among the given ones that the event's programme has. */
export async function knownIds(db: Db, eventId: number, kind: ItemKind, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom(TABLES[kind])
    .select('id')
    .where('event_id', '=', eventId)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** Throws a 400 naming field (what the client sent wrong) unless every id is one of the event's items. */
export async function requireKnown(
  db: Db,
  eventId: number,
  kind: ItemKind,
  ids: readonly number[],
  field: string,
  part = 'querystring',
): Promise<void> {
  const known = await knownIds(db, eventId, kind, ids);
  const unknown = ids.find((id) => !known.has(id));
  if (unknown !== undefined)
    throw new BadRequestError(field, `${part}${part === 'body' ? '' : `.${field}`}: the event's programme has no ${kind} ${unknown}`);
}

/** Throws a 404 unless the id is one of the event's items (for calls about one item, such as a download). */
export async function requireItem(db: Db, eventId: number, kind: ItemKind, id: number): Promise<void> {
  if (!(await knownIds(db, eventId, kind, [id])).has(id)) throw new NotFoundError(`The event's programme has no ${kind} ${id}`);
}

/** "Prof. Dr. Anna Müller". */
export function personName(person: { title?: string | null; firstname: string; surname: string }): string {
  return [person.title, person.firstname, person.surname].filter((part) => part).join(' ');
}

export interface SessionDetails {
  id: number;
  code: string;
  name: string;
  start: string;
  end: string;
  room: string;
  type: string;
  chairs: string[];
  talks: { title: string; speaker: string | null }[];
}

export interface PresentationDetails {
  id: number;
  title: string;
  start: string;
  end: string;
  room: string;
  sessionId: number;
  sessionName: string;
  sessionType: string;
  speaker: string | null;
  affiliation: string | null;
}

export interface SpeakerDetails {
  id: number;
  name: string;
  affiliation: string;
}

/** Session type names in the language, falling back to the event's default language (as the lists do). */
async function typeNames(db: Db, event: EventRow, language: string): Promise<Map<number, string>> {
  const rows = await db
    .selectFrom('programme_session_types')
    .select(['id', 'language', 'name'])
    .where('event_id', '=', event.id)
    .where('language', 'in', [language, event.default_language])
    .execute();
  const names = new Map<number, string>();
  for (const row of rows) if (row.language === event.default_language) names.set(row.id, row.name);
  for (const row of rows) if (row.language === language) names.set(row.id, row.name);
  return names;
}

/** The sessions with these ids, in time order, with room, type, chairs and talks. */
export async function readSessions(db: Db, event: EventRow, language: string, ids: readonly number[]): Promise<SessionDetails[]> {
  if (ids.length === 0) return [];
  const unique = [...new Set(ids)];
  const [rows, types, chairs, talks] = await Promise.all([
    db
      .selectFrom('programme_sessions as s')
      .innerJoin('programme_rooms as r', (join) => join.onRef('r.event_id', '=', 's.event_id').onRef('r.id', '=', 's.room_id'))
      .select(['s.id', 's.code', 's.name', 's.start_date_time', 's.end_date_time', 's.session_type_id', 'r.name as room'])
      .where('s.event_id', '=', event.id)
      .where('s.id', 'in', unique)
      .orderBy('s.start_date_time')
      .orderBy('s.id')
      .execute(),
    typeNames(db, event, language),
    db
      .selectFrom('programme_session_chairs as c')
      .innerJoin('programme_authors as a', (join) => join.onRef('a.event_id', '=', 'c.event_id').onRef('a.id', '=', 'c.author_id'))
      .select(['c.session_id', 'a.title', 'a.firstname', 'a.surname'])
      .where('c.event_id', '=', event.id)
      .where('c.session_id', 'in', unique)
      .orderBy('c.session_id')
      .orderBy('c.position')
      .execute(),
    db
      .selectFrom('programme_presentations as p')
      .leftJoin('programme_authors as a', (join) => join.onRef('a.event_id', '=', 'p.event_id').onRef('a.id', '=', 'p.speaker_id'))
      .select(['p.session_id', 'p.title', 'a.title as speaker_title', 'a.firstname', 'a.surname'])
      .where('p.event_id', '=', event.id)
      .where('p.session_id', 'in', unique)
      .orderBy('p.session_id')
      .orderBy('p.position')
      .execute(),
  ]);
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    start: row.start_date_time,
    end: row.end_date_time,
    room: row.room,
    type: types.get(row.session_type_id) ?? '',
    chairs: chairs.filter((chair) => chair.session_id === row.id).map(personName),
    talks: talks
      .filter((talk) => talk.session_id === row.id && talk.title !== '')
      .map((talk) => ({
        title: talk.title,
        speaker:
          talk.firstname !== null && talk.surname !== null
            ? personName({ title: talk.speaker_title, firstname: talk.firstname, surname: talk.surname })
            : null,
      })),
  }));
}

/** The presentations with these ids, in time order, with their session, room and speaker. */
export async function readPresentations(db: Db, event: EventRow, language: string, ids: readonly number[]): Promise<PresentationDetails[]> {
  if (ids.length === 0) return [];
  const [rows, types] = await Promise.all([
    db
      .selectFrom('programme_presentations as p')
      .innerJoin('programme_sessions as s', (join) => join.onRef('s.event_id', '=', 'p.event_id').onRef('s.id', '=', 'p.session_id'))
      .innerJoin('programme_rooms as r', (join) => join.onRef('r.event_id', '=', 's.event_id').onRef('r.id', '=', 's.room_id'))
      .leftJoin('programme_authors as a', (join) => join.onRef('a.event_id', '=', 'p.event_id').onRef('a.id', '=', 'p.speaker_id'))
      .select([
        'p.id',
        'p.title',
        'p.start_date_time',
        'p.end_date_time',
        's.id as session_id',
        's.name as session_name',
        's.session_type_id',
        'r.name as room',
        'a.title as speaker_title',
        'a.firstname',
        'a.surname',
        'a.affiliation',
      ])
      .where('p.event_id', '=', event.id)
      .where('p.id', 'in', [...new Set(ids)])
      .orderBy('p.start_date_time')
      .orderBy('p.id')
      .execute(),
    typeNames(db, event, language),
  ]);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    start: row.start_date_time,
    end: row.end_date_time,
    room: row.room,
    sessionId: row.session_id,
    sessionName: row.session_name,
    sessionType: types.get(row.session_type_id) ?? '',
    speaker:
      row.firstname !== null && row.surname !== null
        ? personName({ title: row.speaker_title, firstname: row.firstname, surname: row.surname })
        : null,
    affiliation: row.affiliation,
  }));
}

const collator = new Intl.Collator('en', { sensitivity: 'base' });

/** The speakers (authors) with these ids, by surname. */
export async function readSpeakers(db: Db, eventId: number, ids: readonly number[]): Promise<SpeakerDetails[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('programme_authors')
    .select(['id', 'title', 'firstname', 'surname', 'affiliation'])
    .where('event_id', '=', eventId)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return rows
    .sort((a, b) => collator.compare(a.surname, b.surname) || collator.compare(a.firstname, b.firstname) || a.id - b.id)
    .map((row) => ({ id: row.id, name: personName(row), affiliation: row.affiliation }));
}
