/**
 * The pretalx/frab schedule JSON (the c3voc schema, https://c3voc.de/schedule/schema.json) read into the import
 * model: its rooms, each talk as a session holding one presentation, and the talks' persons as speakers. The
 * newer c3voc "schedule2" layout (`schedule.events`, the 38C3 hub's) is read as well.
 *
 * Mapping (docs/import.md has the whole table):
 * - a talk's source id is its `guid`, else its `code`, else its `id`; a person's the same; a room's is its name,
 *   the key the format itself refers to rooms by (pretalx has given every room one and the same guid);
 * - start: `date` (with its UTC offset; without one it is a wall time in `time_zone_name`), else the day's `date`
 *   with the talk's `start`; end: `end`, else start + `duration` (`HH:MM` or `H:MM:SS`);
 * - `type` → the session type, `track` → its one track, `abstract` and `description` → the abstract, as plain text;
 * - a person's `public_name`/`name` is split at its last space into first name and surname;
 * - cancelled: schedule v1 (pretalx, frab) has no such flag (`do_not_record` is about the recording): a talk in the
 *   file is taking place, and one that is gone from it is withdrawn by the import. schedule2's `state` CANCELED or
 *   WITHDRAWN is a cancelled session; DELETED and REJECTED ones are left out, as if gone.
 */
import { parse as parseStrictly, printParseErrorCode, type ParseError } from 'jsonc-parser';
import type { ImportedProgramme, ImportFile, ImportOptions, ImportPlace, ImportProblem, ImportReading } from './model';
import { abstractOf, ScheduleCollector } from './scheduleCommon';
import { decodeUtf8, lineAt, lineStarts, plainTextOrNull } from './text';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/** The first of the values that is a non-empty string or a number, as a string. */
function firstId(...values: unknown[]): string {
  for (const value of values) {
    const id = text(value);
    if (id !== '') return id;
  }
  return '';
}

export async function readScheduleJson(files: readonly ImportFile[], options: ImportOptions): Promise<ImportReading> {
  const [file] = files;
  if (!file) return { programme: emptyProgramme(options), problems: [{ file: '', reason: 'no file given' }] };
  const decoded = decodeUtf8(file);
  if (decoded.problem) return { programme: emptyProgramme(options), problems: [decoded.problem] };
  let root: unknown;
  try {
    root = JSON.parse(decoded.text);
  } catch (error) {
    return { programme: emptyProgramme(options), problems: [jsonSyntaxProblem(file.name, decoded.text, error)] };
  }
  return readSchedule(root, new ScheduleCollector(file.name, options, (place, field) => ({ ...place, path: `${place.path}.${field}` })));
}

function emptyProgramme(options: ImportOptions): ImportedProgramme {
  return { timeZone: options.defaultTimeZone, rooms: [], speakers: [], sessions: [] };
}

/**
 * A JSON syntax error with its line and column. JSON.parse says where only in some of its messages, so the place
 * comes from jsonc-parser's scanner run over the same text (strictly: no comments, no trailing commas).
 */
function jsonSyntaxProblem(file: string, source: string, error: unknown): ImportProblem {
  const errors: ParseError[] = [];
  parseStrictly(source, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const first = errors[0];
  const offset = first?.offset ?? source.length;
  const { line, column } = lineAt(lineStarts(source), offset);
  const ended = offset >= source.trimEnd().length;
  const what = ended
    ? 'the file ends too early (truncated?)'
    : first
      ? printParseErrorCode(first.error)
      : error instanceof Error
        ? error.message
        : 'not JSON';
  return { file, line, reason: `not valid JSON at line ${line}, column ${column}: ${what}` };
}

function readSchedule(root: unknown, collector: ScheduleCollector): ImportReading {
  const at = (path: string): ImportPlace => ({ file: collector.file, path });
  const answer = () => ({ programme: collector.answer(), problems: collector.problems });
  const schedule = isObject(root) ? root.schedule : undefined;
  if (!isObject(schedule)) {
    collector.problem(at('schedule'), undefined, 'missing: not a schedule JSON (no "schedule" object at the top)');
    return answer();
  }
  const conference = schedule.conference;
  if (!isObject(conference)) {
    collector.problem(at('schedule.conference'), undefined, 'missing: the schedule has no "conference" object');
    return answer();
  }
  if (conference.time_zone_name !== undefined && conference.time_zone_name !== null) {
    collector.namedZone(text(conference.time_zone_name), { ...at('schedule.conference.time_zone_name'), field: 'time_zone_name' });
  }
  if (Array.isArray(conference.rooms)) {
    conference.rooms.forEach((room, index) => {
      const name = isObject(room) ? text(room.name) : '';
      if (name === '') collector.problem(at(`schedule.conference.rooms[${index}]`), 'name', 'missing: a room without a name');
      else collector.room(name, at(`schedule.conference.rooms[${index}]`));
    });
  }
  if (Array.isArray(schedule.events)) readSchedule2(schedule, conference, collector);
  else readDays(conference, collector);
  return answer();
}

/** Schedule v1: `conference.days[].rooms[room name][]`, persons inside each talk. */
function readDays(conference: Json, collector: ScheduleCollector) {
  const at = (path: string): ImportPlace => ({ file: collector.file, path });
  if (!Array.isArray(conference.days)) {
    collector.problem(at('schedule.conference'), 'days', 'missing: the conference has no "days" list');
    return;
  }
  conference.days.forEach((day, dayIndex) => {
    const dayPath = `schedule.conference.days[${dayIndex}]`;
    if (!isObject(day) || !isObject(day.rooms)) {
      collector.problem(at(dayPath), 'rooms', 'missing: a day without its "rooms"');
      return;
    }
    for (const [roomKey, talks] of Object.entries(day.rooms)) {
      const roomPath = `${dayPath}.rooms[${JSON.stringify(roomKey)}]`;
      if (!Array.isArray(talks)) {
        collector.problem(at(roomPath), undefined, 'not a list of talks');
        continue;
      }
      talks.forEach((talk, index) => readTalk(talk, at(`${roomPath}[${index}]`), roomKey, text(day.date), collector));
    }
  });
}

function readTalk(talk: unknown, place: ImportPlace, roomKey: string, dayDate: string, collector: ScheduleCollector) {
  if (!isObject(talk)) return collector.problem(place, undefined, 'not a talk object');
  const sourceId = firstId(talk.guid, talk.code, talk.id);
  if (sourceId === '') return collector.problem(place, 'guid', 'missing: the talk has no guid, code or id');
  const title = text(talk.title);
  if (title === '') return collector.problem(place, 'title', 'missing: the talk has no title');
  const start = collector.start(talk.date, dayDate, talk.start, place);
  if (start === null) return;
  const end = collector.end(talk.end, talk.duration, start, place);
  if (end === null) return;
  const speakerIds: string[] = [];
  if (Array.isArray(talk.persons)) {
    talk.persons.forEach((person, index) => {
      const personPlace = { file: collector.file, path: `${place.path}.persons[${index}]` };
      if (!isObject(person)) return collector.problem(personPlace, undefined, 'not a person object');
      const name = text(person.public_name) || text(person.name) || text(person.full_name);
      const id = collector.person(
        { id: firstId(person.guid, person.code, person.id), name, biography: plainTextOrNull(person.biography) },
        personPlace,
      );
      if (id !== null) speakerIds.push(id);
    });
  }
  const track = text(talk.track);
  collector.addTalk(
    {
      sourceId,
      code: firstId(talk.code, talk.id),
      codeFromId: firstId(talk.code) === '',
      title,
      start,
      end,
      roomId: collector.room(text(talk.room) || roomKey, place),
      type: text(talk.type),
      tracks: track === '' ? [] : [track],
      cancelled: false,
      abstract: abstractOf(talk.abstract, talk.description),
      speakerIds,
    },
    place,
  );
}

/** schedule2: `schedule.events[]` with `start`/`end`, rooms by guid, participants with roles, persons apart. */
function readSchedule2(schedule: Json, conference: Json, collector: ScheduleCollector) {
  const roomNames = new Map<string, string>();
  for (const room of Array.isArray(conference.rooms) ? conference.rooms : []) {
    if (isObject(room) && text(room.guid) !== '') roomNames.set(text(room.guid), text(room.name));
  }
  const trackNames = new Map<string, string>();
  for (const track of Array.isArray(conference.tracks) ? conference.tracks : []) {
    if (isObject(track)) trackNames.set(text(track.slug), text(track.name) || text(track.slug));
  }
  const biographies = new Map<string, string | null>();
  for (const person of Array.isArray(schedule.persons) ? schedule.persons : []) {
    if (isObject(person)) biographies.set(text(person.guid), plainTextOrNull(person.biography));
  }
  (schedule.events as unknown[]).forEach((event, index) => {
    const place = { file: collector.file, path: `schedule.events[${index}]` };
    if (!isObject(event)) return collector.problem(place, undefined, 'not an event object');
    const state = text(event.state).toUpperCase();
    if (state === 'DELETED' || state === 'REJECTED') return;
    const roomReference = isObject(event.room) ? event.room : undefined;
    const roomName = roomReference ? roomNames.get(text(roomReference.guid)) || text(roomReference.name) : '';
    const type = text(event.type);
    // A break or meta event for the whole venue has no room, and a VMX session is always in one.
    if (roomName === '' && (type === 'BREAK' || type === 'META')) return;
    const sourceId = firstId(event.guid, event.code, event.id);
    if (sourceId === '') return collector.problem(place, 'guid', 'missing: the event has no guid, code or id');
    const title = text(event.title);
    if (title === '') return collector.problem(place, 'title', 'missing: the event has no title');
    if (roomName === '') return collector.problem(place, 'room', 'missing: the event has no room');
    const start = collector.start(event.start ?? event.date, '', undefined, place, event.start === undefined ? 'date' : 'start');
    if (start === null) return;
    const end = collector.end(event.end, event.duration, start, place);
    if (end === null) return;
    const speakerIds: string[] = [];
    const chairIds: string[] = [];
    (Array.isArray(event.participants) ? event.participants : []).forEach((participant, participantIndex) => {
      const participantPlace = { file: collector.file, path: `${place.path}.participants[${participantIndex}]` };
      if (!isObject(participant)) return collector.problem(participantPlace, undefined, 'not a participant object');
      const id = firstId(participant.guid, participant.code, participant.id);
      const biography = biographies.get(id) ?? null;
      const speakerId = collector.person({ id, name: text(participant.name), biography }, participantPlace);
      if (speakerId === null) return;
      // schedule2's roles: a moderator or host chairs the session, the others (speaker, contributor, guest) present.
      const role = text(participant.role).toUpperCase();
      (role === 'MODERATOR' || role === 'HOST' ? chairIds : speakerIds).push(speakerId);
    });
    const trackReference = isObject(event.track) ? event.track : undefined;
    const track = trackReference ? trackNames.get(text(trackReference.slug)) || text(trackReference.name) || text(trackReference.slug) : '';
    collector.addTalk(
      {
        sourceId,
        code: firstId(event.code, event.id),
        codeFromId: firstId(event.code) === '',
        title,
        start,
        end,
        roomId: collector.room(roomName, place),
        type,
        tracks: track === '' ? [] : [track],
        chairIds,
        cancelled: state === 'CANCELED' || state === 'CANCELLED' || state === 'WITHDRAWN',
        abstract: abstractOf(event.abstract, event.description),
        speakerIds,
      },
      place,
    );
  });
}
