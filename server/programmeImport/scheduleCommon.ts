/**
 * What the schedule JSON and schedule XML readers share (scheduleJson.ts, scheduleXml.ts): the two formats carry the
 * same talks, persons and times, so one collector turns a talk into a session with its one presentation, a person
 * into a speaker (first sight wins, a later biography fills a missing one), and a talk's date, start, end and
 * duration into instants, each problem at the place the reader names (a JSON path, an XML line and element path).
 */
import type { ImportedProgramme, ImportedRoom, ImportedSession, ImportedSpeaker, ImportOptions, ImportPlace, ImportProblem } from './model';
import { plainTextOrNull, splitName } from './text';
import { isoInstant, readDateTime, readDuration, readTimeOfDay, wallTimeToInstant } from './time';

/** A place inside an item: the JSON path `….date`, or the XML element `…/date`. */
export type FieldPlace = (place: ImportPlace, field: string) => ImportPlace;

/** A schedule's talk: a session's fields and its one presentation's abstract and speakers. */
export interface ScheduleTalk extends Omit<ImportedSession, 'presentations' | 'place'> {
  abstract: string | null;
  speakerIds: string[];
}

export interface SchedulePerson {
  /** The source's id (guid, code, id), '' when it has none. */
  id: string;
  name: string;
  biography: string | null;
}

export class ScheduleCollector {
  readonly problems: ImportProblem[] = [];
  private readonly rooms = new Map<string, ImportedRoom>();
  private readonly speakers = new Map<string, ImportedSpeaker>();
  private readonly sessions: ImportedSession[] = [];
  private timeZone: string;
  /** Whether the file names its zone: a wall time (no offset) is only readable then. */
  private zoneNamed = false;
  private timeZonePlace: ImportPlace | undefined;

  constructor(
    readonly file: string,
    options: ImportOptions,
    private readonly fieldPlace: FieldPlace,
  ) {
    this.timeZone = options.defaultTimeZone;
  }

  problem(place: ImportPlace, field: string | undefined, reason: string) {
    this.problems.push({
      ...(field === undefined ? place : this.fieldPlace(place, field)),
      ...(field === undefined ? {} : { field }),
      reason,
    });
  }

  /** The file's `time_zone_name`; the shared checks say whether it exists. */
  namedZone(zone: string, place: ImportPlace) {
    this.timeZone = zone;
    this.zoneNamed = true;
    this.timeZonePlace = place;
  }

  answer(): ImportedProgramme {
    return {
      timeZone: this.timeZone,
      ...(this.timeZonePlace ? { timeZonePlace: this.timeZonePlace } : {}),
      rooms: [...this.rooms.values()],
      speakers: [...this.speakers.values()],
      sessions: this.sessions,
      oneTrackPerSession: true,
    };
  }

  /** A room by its name, which is its source id: both formats refer to rooms by name. */
  room(name: string, place: ImportPlace): string {
    if (!this.rooms.has(name)) this.rooms.set(name, { sourceId: name, name, place });
    return name;
  }

  /** A person's source id (its own, else `name:` and the name in lower case), the speaker added on first sight. */
  person(person: SchedulePerson, place: ImportPlace): string | null {
    const name = person.name.trim();
    const id = person.id || (name === '' ? '' : `name:${name.toLowerCase()}`);
    if (id === '') {
      this.problem(place, 'name', 'missing: a person with neither a name nor an id');
      return null;
    }
    const known = this.speakers.get(id);
    if (known) {
      if (known.biography === null && person.biography !== null) known.biography = person.biography;
      return id;
    }
    this.speakers.set(id, {
      sourceId: id,
      ...splitName(name),
      country: '',
      email: null,
      biography: person.biography,
      place,
    });
    return id;
  }

  addTalk(talk: ScheduleTalk, place: ImportPlace) {
    this.sessions.push({
      sourceId: talk.sourceId,
      code: talk.code,
      ...(talk.codeFromId ? { codeFromId: true } : {}),
      title: talk.title,
      start: talk.start,
      end: talk.end,
      roomId: talk.roomId,
      type: talk.type,
      tracks: talk.tracks,
      chairIds: talk.chairIds,
      cancelled: talk.cancelled,
      place,
      presentations: [
        {
          sourceId: talk.sourceId,
          title: talk.title,
          start: talk.start,
          end: talk.end,
          abstract: talk.abstract,
          speakerIds: talk.speakerIds,
          place,
        },
      ],
    });
  }

  /**
   * A talk's start: its date time with an offset as it is; one without an offset as a wall time in the file's
   * `time_zone_name` (a problem when the file names none); without a date, the day's date and the talk's `start`.
   */
  start(value: unknown, dayDate: string, startOfDay: unknown, place: ImportPlace, field = 'date'): string | null {
    if (value !== undefined && value !== null && value !== '') {
      const reading = readDateTime(value);
      if (reading.kind === 'instant') return reading.instant;
      if (reading.kind === 'wall') return this.wall(reading.date, reading.time, place, field);
      this.problem(place, field, `not a date and time: ${JSON.stringify(value)}`);
      return null;
    }
    const time = typeof startOfDay === 'string' ? readTimeOfDay(startOfDay) : null;
    if (dayDate !== '' && time !== null) return this.wall(dayDate, time, place, 'start');
    this.problem(place, field, 'missing: the talk has no date');
    return null;
  }

  /** A talk's end: its end date time, else its start and `duration`. */
  end(value: unknown, duration: unknown, start: string, place: ImportPlace): string | null {
    if (value !== undefined && value !== null && value !== '') {
      const reading = readDateTime(value);
      if (reading.kind === 'instant') return reading.instant;
      if (reading.kind === 'wall') return this.wall(reading.date, reading.time, place, 'end');
      this.problem(place, 'end', `not a date and time: ${JSON.stringify(value)}`);
      return null;
    }
    const milliseconds = readDuration(duration);
    if (milliseconds === null) {
      const reason =
        duration === undefined || duration === ''
          ? 'missing: neither end nor duration'
          : `not a duration (HH:MM): ${JSON.stringify(duration)}`;
      this.problem(place, 'duration', reason);
      return null;
    }
    return isoInstant(Date.parse(start) + milliseconds);
  }

  private wall(date: string, time: string, place: ImportPlace, field: string): string | null {
    if (!this.zoneNamed) {
      this.problem(place, field, 'no time zone: the time has no UTC offset and the schedule names no time_zone_name');
      return null;
    }
    // An unknown zone is one problem of the shared checks (at time_zone_name), not one more per talk.
    return wallTimeToInstant(date, time, this.timeZone);
  }
}

/** A talk's short abstract and long description as one plain text, the abstract first. */
export function abstractOf(abstract: unknown, description: unknown): string | null {
  const parts = [plainTextOrNull(abstract), plainTextOrNull(description)].filter((part): part is string => part !== null);
  return parts.length === 0 ? null : parts.join('\n\n');
}
