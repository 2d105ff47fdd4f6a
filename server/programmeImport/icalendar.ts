/**
 * An iCalendar file (RFC 5545, a conference's .ics feed) read into the import model with ical.js: each VEVENT a
 * session holding one presentation.
 *
 * Mapping (docs/import.md has the whole table):
 * - `UID` → the source id (session and presentation); `SUMMARY` → the title; `DESCRIPTION` → the abstract, as
 *   plain text; `LOCATION` → the room (its name is its source id); `CATEGORIES` → the tracks (every value; the
 *   session type stays the default, as a calendar has no such notion); `STATUS:CANCELLED` → cancelled;
 * - `DTSTART` and `DTEND` (or `DURATION`): UTC times as they are; a `TZID` that is an IANA name read in that zone
 *   (the runtime's rules, even where the file has an older VTIMEZONE); another `TZID` by the file's VTIMEZONE of that
 *   name; floating times (no zone) in the calendar's `X-WR-TIMEZONE`, else the event's zone
 *   (ImportOptions.defaultTimeZone);
 * - `ATTENDEE`s with a `CN` are the speakers, in their order (the first presents), one with `ROLE=CHAIR` the
 *   session's chair; a speaker's source id is the attendee's `mailto:` address when it has a real one (then also the
 *   email), else `name:` and the name. `ORGANIZER` is left out: feeds put the conference or its calendar owner there.
 * - the programme's zone: `X-WR-TIMEZONE`, else the first IANA `TZID` of an event, else the event's.
 * What a calendar cannot say becomes a problem, not a guess: an all-day event (no time), a repeating one (RRULE,
 * RECURRENCE-ID), an event without UID, SUMMARY, LOCATION or end.
 */
import ICAL from 'ical.js';
import type {
  ImportedRoom,
  ImportedSession,
  ImportedSpeaker,
  ImportFile,
  ImportOptions,
  ImportPlace,
  ImportProblem,
  ImportReading,
} from './model';
import { firstInvalidUtf8, htmlToText, splitName } from './text';
import { isKnownTimeZone, isoInstant, wallTimeToInstant } from './time';

type Component = InstanceType<typeof ICAL.Component>;
type Property = InstanceType<typeof ICAL.Property>;
type Time = InstanceType<typeof ICAL.Time>;
type Timezone = InstanceType<typeof ICAL.Timezone>;

/** Where each VEVENT is in the file: its BEGIN and END lines (1-based), in the order ical.js lists the events. */
interface EventLines {
  begin: number;
  end: number;
}

export async function readICalendar(files: readonly ImportFile[], options: ImportOptions): Promise<ImportReading> {
  const empty = { timeZone: options.defaultTimeZone, rooms: [], speakers: [], sessions: [] };
  const [file] = files;
  if (!file) return { programme: empty, problems: [{ file: '', reason: 'no file given' }] };
  const unfolded = unfold(file.bytes);
  let source: string;
  try {
    source = UTF8.decode(unfolded.bytes);
  } catch {
    const offset = firstInvalidUtf8(unfolded.bytes);
    let lineIndex = 0;
    for (let index = 0; index < offset; index++) if (unfolded.bytes[index] === 0x0a) lineIndex++;
    const line = unfolded.originalLines[lineIndex] ?? 1;
    const byte = (unfolded.bytes[offset] ?? 0).toString(16).toUpperCase().padStart(2, '0');
    return {
      programme: empty,
      problems: [{ file: file.name, line, reason: `not UTF-8: byte 0x${byte} on line ${line} is not valid UTF-8; save the file as UTF-8` }],
    };
  }
  let root: Component;
  try {
    const parsed = ICAL.parse(source) as unknown[];
    // Several VCALENDARs in one file come as a list of them; the first is read.
    const first = Array.isArray(parsed[0]) ? parsed[0] : parsed;
    root = new ICAL.Component(first as unknown[]);
  } catch (error) {
    return { programme: empty, problems: [parseProblem(file.name, source, unfolded.originalLines, error)] };
  }
  if (root.name !== 'vcalendar') {
    return {
      programme: empty,
      problems: [{ file: file.name, line: 1, reason: `not an iCalendar file: it starts with ${root.name.toUpperCase()}, not VCALENDAR` }],
    };
  }
  return new CalendarReader(file.name, source, unfolded.originalLines, root, options).read();
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The file's content lines unfolded (RFC 5545 3.1: a line break followed by a space or tab continues the line),
 * done on the bytes before decoding: writers fold at a byte count and some split a UTF-8 character doing so (a real
 * French conference's feed does), which only reads as UTF-8 once joined. `originalLines[i]` is the file's line where
 * unfolded line i starts, for the problems' places.
 */
function unfold(bytes: Uint8Array): { bytes: Uint8Array; originalLines: number[] } {
  const out = new Uint8Array(bytes.length);
  const originalLines = [1];
  let length = 0;
  let line = 1;
  for (let index = 0; index < bytes.length; index++) {
    const byte = bytes[index];
    const newline = byte === 0x0a ? 1 : byte === 0x0d && bytes[index + 1] === 0x0a ? 2 : 0;
    if (newline > 0) {
      line++;
      const next = bytes[index + newline];
      if (next === 0x20 || next === 0x09) {
        index += newline; // the line break and the one space or tab that folds
        continue;
      }
      out[length++] = 0x0a;
      originalLines.push(line);
      index += newline - 1;
      continue;
    }
    out[length++] = byte ?? 0;
  }
  return { bytes: out.subarray(0, length), originalLines };
}

/** ical.js's parse error with the line it is about: its message quotes the line it could not read. */
function parseProblem(file: string, source: string, originalLines: readonly number[], error: unknown): ImportProblem {
  const message = error instanceof Error ? error.message : String(error);
  // The last quoted part: 'invalid line (no token ";" or ":") "the line"'.
  const close = message.lastIndexOf('"');
  const open = close > 0 ? message.lastIndexOf('"', close - 1) : -1;
  const quoted = open !== -1 && close > open ? message.slice(open + 1, close).trim() : '';
  const index = quoted === '' ? -1 : source.split('\n').findIndex((line) => line.trim() === quoted);
  const line = index === -1 ? undefined : originalLines[index];
  return {
    file,
    ...(line === undefined ? {} : { line }),
    reason: `not a readable iCalendar file${line === undefined ? '' : ` at line ${line}`}: ${message}`,
  };
}

class CalendarReader {
  private readonly problems: ImportProblem[] = [];
  private readonly rooms = new Map<string, ImportedRoom>();
  private readonly speakers = new Map<string, ImportedSpeaker>();
  private readonly sessions: ImportedSession[] = [];
  private readonly lines: string[];
  private readonly eventLines: EventLines[];
  /** The file's VTIMEZONEs by TZID, for zones that are no IANA name. */
  private readonly timezones = new Map<string, Timezone>();
  /** The zone of floating times: X-WR-TIMEZONE when it is known, else the event's. */
  private readonly floatingZone: string;
  private timeZone: string;
  private timeZonePlace: ImportPlace | undefined;

  constructor(
    private readonly file: string,
    source: string,
    private readonly originalLines: readonly number[],
    private readonly root: Component,
    options: ImportOptions,
  ) {
    this.lines = source.split('\n');
    this.eventLines = findEvents(this.lines);
    for (const vtimezone of root.getAllSubcomponents('vtimezone')) {
      const tzid = vtimezone.getFirstPropertyValue('tzid');
      if (typeof tzid === 'string') this.timezones.set(tzid, new ICAL.Timezone(vtimezone));
    }
    const calendarZone = root.getFirstPropertyValue('x-wr-timezone');
    this.timeZone = options.defaultTimeZone;
    this.floatingZone = options.defaultTimeZone;
    if (typeof calendarZone === 'string' && calendarZone.trim() !== '') {
      this.timeZone = calendarZone.trim();
      this.timeZonePlace = { file, ...this.lineOfProperty(1, this.lines.length, 'X-WR-TIMEZONE'), field: 'X-WR-TIMEZONE' };
      if (isKnownTimeZone(this.timeZone)) this.floatingZone = this.timeZone;
    }
  }

  read(): ImportReading {
    const events = this.root.getAllSubcomponents('vevent');
    let zoneFromEvents = this.timeZonePlace !== undefined;
    events.forEach((event, index) => {
      const lines = this.eventLines[index];
      const line = lines ? this.originalLines[lines.begin - 1] : undefined;
      const place: ImportPlace = { file: this.file, ...(line === undefined ? {} : { line }), path: `VEVENT[${index + 1}]` };
      if (!zoneFromEvents) {
        const tzid = event.getFirstProperty('dtstart')?.getParameter('tzid');
        if (typeof tzid === 'string' && isKnownTimeZone(tzid)) {
          this.timeZone = tzid;
          zoneFromEvents = true;
        }
      }
      this.readEvent(event, place, lines);
    });
    return {
      programme: {
        timeZone: this.timeZone,
        ...(this.timeZonePlace ? { timeZonePlace: this.timeZonePlace } : {}),
        rooms: [...this.rooms.values()],
        speakers: [...this.speakers.values()],
        sessions: this.sessions,
      },
      problems: this.problems,
    };
  }

  /** The place of an event's property: the line it starts on, the property as the field. */
  private at(place: ImportPlace, lines: EventLines | undefined, property: string): ImportPlace {
    const found = lines ? this.lineOfProperty(lines.begin, lines.end, property) : {};
    return { ...place, ...found, field: property };
  }

  private problem(place: ImportPlace, lines: EventLines | undefined, property: string, reason: string) {
    this.problems.push({ ...this.at(place, lines, property), reason });
  }

  private lineOfProperty(from: number, to: number, property: string): { line?: number } {
    for (let line = from; line <= to; line++) {
      const content = this.lines[line - 1] ?? '';
      const head = content.slice(0, property.length + 1).toUpperCase();
      if (head === `${property};` || head === `${property}:`) return { line: this.originalLines[line - 1] ?? line };
    }
    return {};
  }

  private readEvent(event: Component, place: ImportPlace, lines: EventLines | undefined) {
    const uid = textValue(event, 'uid');
    if (uid === '') return this.problem(place, lines, 'UID', 'missing: the event has no UID');
    if (event.hasProperty('rrule') || event.hasProperty('recurrence-id')) {
      const property = event.hasProperty('rrule') ? 'RRULE' : 'RECURRENCE-ID';
      return this.problem(place, lines, property, 'a repeating event: a programme session takes place once, give each date its own event');
    }
    const title = textValue(event, 'summary');
    if (title === '') return this.problem(place, lines, 'SUMMARY', 'missing: the event has no SUMMARY (its title)');
    const roomName = textValue(event, 'location');
    if (roomName === '') return this.problem(place, lines, 'LOCATION', 'missing: the event has no LOCATION (its room)');
    const startProperty = event.getFirstProperty('dtstart');
    if (!startProperty) return this.problem(place, lines, 'DTSTART', 'missing: the event has no DTSTART');
    const start = this.instant(startProperty, place, lines, 'DTSTART');
    if (start === null) return;
    let end: string | null;
    const endProperty = event.getFirstProperty('dtend');
    const duration = event.getFirstPropertyValue('duration');
    if (endProperty) end = this.instant(endProperty, place, lines, 'DTEND');
    else if (duration instanceof ICAL.Duration) end = isoInstant(Date.parse(start) + duration.toSeconds() * 1000);
    else return this.problem(place, lines, 'DTEND', 'missing: the event has neither DTEND nor DURATION');
    if (end === null) return;

    if (!this.rooms.has(roomName))
      this.rooms.set(roomName, { sourceId: roomName, name: roomName, place: this.at(place, lines, 'LOCATION') });
    const speakerIds: string[] = [];
    const chairIds: string[] = [];
    for (const attendee of event.getAllProperties('attendee')) {
      const id = this.attendee(attendee, place, lines);
      if (id === null) continue;
      const role = attendee.getParameter('role');
      (typeof role === 'string' && role.toUpperCase() === 'CHAIR' ? chairIds : speakerIds).push(id);
    }
    const tracks = event
      .getAllProperties('categories')
      .flatMap((property) => property.getValues() as unknown[])
      .filter((value): value is string => typeof value === 'string')
      .map((value) => value.trim())
      .filter((value) => value !== '');
    const description = textValue(event, 'description');
    const abstract = description === '' ? null : htmlToText(description) || null;
    this.sessions.push({
      sourceId: uid,
      code: '',
      title,
      start,
      end,
      roomId: roomName,
      tracks: [...new Set(tracks)],
      // Chairs are rare in calendars: an event without one says nothing of them (model.ts).
      ...(chairIds.length > 0 ? { chairIds } : {}),
      cancelled: textValue(event, 'status').toUpperCase() === 'CANCELLED',
      place,
      presentations: [{ sourceId: uid, title, start, end, abstract, speakerIds, place }],
    });
  }

  /** An attendee with a name as a speaker: its mailto address as id and email when it has one, else its name. */
  private attendee(attendee: Property, place: ImportPlace, lines: EventLines | undefined): string | null {
    const cn = attendee.getParameter('cn');
    const name = typeof cn === 'string' ? cn.trim() : '';
    const value = attendee.getFirstValue();
    const address =
      typeof value === 'string' && value.toLowerCase().startsWith('mailto:') ? value.slice('mailto:'.length).trim().toLowerCase() : '';
    const email = address.includes('@') ? address : null;
    if (name === '' && email === null) return null;
    const id = email === null ? `name:${name.toLowerCase()}` : `mailto:${email}`;
    if (!this.speakers.has(id)) {
      this.speakers.set(id, {
        sourceId: id,
        ...splitName(name),
        country: '',
        email,
        biography: null,
        place: this.at(place, lines, 'ATTENDEE'),
      });
    }
    return id;
  }

  /** A DTSTART or DTEND as an instant, or null with its problem. */
  private instant(property: Property, place: ImportPlace, lines: EventLines | undefined, name: string): string | null {
    const value = property.getFirstValue();
    if (!(value instanceof ICAL.Time)) {
      this.problem(place, lines, name, 'not a date and time');
      return null;
    }
    if (value.isDate) {
      this.problem(place, lines, name, 'an all-day event (a date without a time): a session needs its start and end time');
      return null;
    }
    const tzid = property.getParameter('tzid');
    if (value.zone === ICAL.Timezone.utcTimezone) return isoInstant(value.toUnixTime() * 1000);
    if (typeof tzid === 'string' && tzid !== '') return this.inZone(value, tzid, place, lines, name);
    return this.wall(value, this.floatingZone, place, lines, name);
  }

  private inZone(value: Time, tzid: string, place: ImportPlace, lines: EventLines | undefined, name: string): string | null {
    if (isKnownTimeZone(tzid)) return this.wall(value, tzid, place, lines, name);
    const timezone = this.timezones.get(tzid);
    if (timezone) {
      const zoned = ICAL.Time.fromData(
        {
          year: value.year,
          month: value.month,
          day: value.day,
          hour: value.hour,
          minute: value.minute,
          second: value.second,
          isDate: false,
        },
        timezone,
      );
      return isoInstant(zoned.toUnixTime() * 1000);
    }
    this.problem(place, lines, name, `unknown time zone "${tzid}": no VTIMEZONE of that name in the file, and no IANA zone`);
    return null;
  }

  private wall(value: Time, zone: string, place: ImportPlace, lines: EventLines | undefined, name: string): string | null {
    const pad = (part: number) => String(part).padStart(2, '0');
    const instant = wallTimeToInstant(
      `${value.year}-${pad(value.month)}-${pad(value.day)}`,
      `${pad(value.hour)}:${pad(value.minute)}:${pad(value.second)}`,
      zone,
    );
    // The floating zone unknown (the event's zone misconfigured) is the shared checks' problem, not each event's.
    if (instant === null && isKnownTimeZone(zone)) this.problem(place, lines, name, 'not a date and time');
    return instant;
  }
}

/** A property's value as trimmed text ('' when absent or not text). */
function textValue(component: Component, name: string): string {
  const value = component.getFirstPropertyValue(name);
  return typeof value === 'string' ? value.trim() : '';
}

/** The BEGIN:VEVENT and END:VEVENT lines in file order (a folded line never starts with BEGIN:). */
function findEvents(lines: readonly string[]): EventLines[] {
  const events: EventLines[] = [];
  let begin = 0;
  lines.forEach((line, index) => {
    const upper = line.trimEnd().toUpperCase();
    if (upper === 'BEGIN:VEVENT') begin = index + 1;
    else if (upper === 'END:VEVENT' && begin > 0) {
      events.push({ begin, end: index + 1 });
      begin = 0;
    }
  });
  return events;
}
