/**
 * The checks every importer's result goes through, whatever the format (readProgramme in index.ts runs them): the
 * programme's time zone exists, nothing ends before it starts, a presentation lies within its session, every
 * speaker has a name, no source id is used twice, no two sessions overlap in one room, and every reference (a
 * session's room and chairs, a presentation's speakers) names an item of the file. Each problem names the item's
 * place as its importer read it, and the field.
 *
 * The overlap check sorts each room's sessions by start once (n log n), so a 25,000-presentation schedule is
 * checked in milliseconds; a cancelled session overlaps nothing (its slot is free for the session replacing it).
 */
import type { ImportedProgramme, ImportedSession, ImportPlace, ImportProblem } from './model';
import { isKnownTimeZone } from './time';

/** The fields the checks speak of, by their meaning; a format names them its own way (CheckFieldNames). */
export type CheckedField = 'id' | 'name' | 'start' | 'end' | 'room' | 'chairs' | 'speakers';
export type CheckFieldNames = Partial<Record<CheckedField, string>>;

/**
 * The shared checks' problems, in the order of the checks. `file` names the place of an item read without one;
 * `fieldNames` gives the source's own name of a field (iCalendar's DTSTART for the start).
 */
export function checkProgramme(programme: ImportedProgramme, file: string, fieldNames: CheckFieldNames = {}): ImportProblem[] {
  const problems: ImportProblem[] = [];
  const at = (place: ImportPlace | undefined, field: CheckedField | undefined, reason: string) => {
    problems.push({ ...(place ?? { file }), ...(field === undefined ? {} : { field: fieldNames[field] ?? field }), reason });
  };

  // The zone's place names its field itself (time_zone_name, X-WR-TIMEZONE, the Settings value).
  const zonePlace = programme.timeZonePlace ?? { file };
  if (programme.timeZone.trim() === '') problems.push({ ...zonePlace, reason: 'missing time zone: the programme names none' });
  else if (!isKnownTimeZone(programme.timeZone)) {
    problems.push({ ...zonePlace, reason: `unknown time zone "${programme.timeZone}" (an IANA name such as Europe/Berlin)` });
  }

  const rooms = new Set<string>();
  for (const room of programme.rooms) {
    if (rooms.has(room.sourceId)) at(room.place, 'id', `room id "${room.sourceId}" is used twice`);
    rooms.add(room.sourceId);
  }
  const speakers = new Set<string>();
  for (const speaker of programme.speakers) {
    if (speakers.has(speaker.sourceId)) at(speaker.place, 'id', `speaker id "${speaker.sourceId}" is used twice`);
    speakers.add(speaker.sourceId);
    if (speaker.firstname.trim() === '' && speaker.surname.trim() === '') {
      at(speaker.place, 'name', `speaker "${speaker.sourceId}" has no name`);
    }
  }

  const sessions = new Set<string>();
  const presentations = new Set<string>();
  for (const session of programme.sessions) {
    const name = sessionName(session);
    const repeated = sessions.has(session.sourceId);
    if (repeated) at(session.place, 'id', `session id "${session.sourceId}" is used twice`);
    sessions.add(session.sourceId);
    if (session.end < session.start) at(session.place, 'end', `session ${name} ends (${session.end}) before it starts (${session.start})`);
    if (!rooms.has(session.roomId))
      at(session.place, 'room', `session ${name} is in room "${session.roomId}", which the file does not have`);
    for (const chair of session.chairIds ?? []) {
      if (!speakers.has(chair)) at(session.place, 'chairs', `session ${name} names chair "${chair}", who is not among the speakers`);
    }
    for (const presentation of session.presentations) {
      const title = `"${presentation.title}" (${presentation.sourceId})`;
      // A schedule talk's presentation has the talk's id: a talk given twice is one problem, the session's.
      if (presentations.has(presentation.sourceId) && !repeated) {
        at(presentation.place, 'id', `presentation id "${presentation.sourceId}" is used twice`);
      }
      presentations.add(presentation.sourceId);
      if (presentation.end < presentation.start) {
        at(presentation.place, 'end', `presentation ${title} ends (${presentation.end}) before it starts (${presentation.start})`);
      } else if (presentation.start < session.start || presentation.end > session.end) {
        at(
          presentation.place,
          presentation.start < session.start ? 'start' : 'end',
          `presentation ${title} (${presentation.start}–${presentation.end}) lies outside its session ${name} (${session.start}–${session.end})`,
        );
      }
      for (const speaker of presentation.speakerIds) {
        if (!speakers.has(speaker)) {
          at(presentation.place, 'speakers', `presentation ${title} names speaker "${speaker}", who is not among the speakers`);
        }
      }
    }
  }

  for (const [roomId, inRoom] of sessionsByRoom(programme.sessions)) {
    const roomName = programme.rooms.find((room) => room.sourceId === roomId)?.name ?? roomId;
    // Sorted by start, a session overlaps an earlier one exactly when it starts before the latest end so far.
    inRoom.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
    let latest: ImportedSession | undefined;
    for (const session of inRoom) {
      if (latest && session.start < latest.end) {
        at(session.place, 'start', `session ${sessionName(session)} overlaps session ${sessionName(latest)} in room "${roomName}"`);
      }
      if (!latest || session.end > latest.end) latest = session;
    }
  }
  return problems;
}

function sessionName(session: ImportedSession): string {
  return `"${session.title}" (${session.sourceId})`;
}

/** Each room's sessions that take its time: cancelled ones and those whose times are broken take none. */
function sessionsByRoom(sessions: readonly ImportedSession[]): Map<string, ImportedSession[]> {
  const byRoom = new Map<string, ImportedSession[]>();
  for (const session of sessions) {
    if (session.cancelled || session.end < session.start) continue;
    const list = byRoom.get(session.roomId);
    if (list) list.push(session);
    else byRoom.set(session.roomId, [session]);
  }
  return byRoom;
}
