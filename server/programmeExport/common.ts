/**
 * What the programme exports share: wall times in the event's zone (with their UTC offset, as the schedule formats
 * write dates), durations, the schedule formats' days, acronym, slugs and time slot, and a session's text beyond its
 * title (who chairs it, its presentations, its abstract) for the formats that have one field for it.
 */
import { zonedWallClock } from '../../src/core/programme';
import type { ExportedProgramme, ExportPerson, ExportRoom, ExportSession } from './model';

/** Instants already turned into wall times, per zone: a programme has few distinct start and end times. */
const zonedCache = new Map<string, { date: string; time: string; dateTime: string }>();
/** Ours: past this many the cache starts over (a programme's distinct times are far fewer). */
const ZONED_CACHE_MAX = 50_000;

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * An instant as a wall time in a zone: its date, time of day and ISO date time with the zone's offset then
 * (`2026-06-10T09:00:00+02:00`). Core's zonedWallClock (Intl's rules, one formatter per zone), as the programme's
 * days are made with; a cache of instants, since a large programme asks this a hundred thousand times.
 */
export function zoned(instant: string, zone: string): { date: string; time: string; dateTime: string } {
  const key = `${zone}|${instant}`;
  const known = zonedCache.get(key);
  if (known) return known;
  const milliseconds = Math.floor(Date.parse(instant) / 1000) * 1000;
  const wall = zonedWallClock(milliseconds, zone);
  // The event's zone is checked when it is set; an unknown one here is a bug, as Intl's own error would say.
  if (!wall) throw new RangeError(`unknown time zone ${zone}`);
  const { year, month, day, hour, minute, second } = wall;
  const offset = Math.round((Date.UTC(year, month - 1, day, hour, minute, second) - milliseconds) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  const date = `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
  const time = `${pad(hour)}:${pad(minute)}`;
  const result = {
    date,
    time,
    dateTime: `${date}T${time}:${pad(second)}${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`,
  };
  if (zonedCache.size >= ZONED_CACHE_MAX) zonedCache.clear();
  zonedCache.set(key, result);
  return result;
}

/** The time from start to end as `HH:MM` (hours may pass 24), as the schedule formats write a duration. */
export function duration(start: string, end: string): string {
  const minutes = Math.max(0, Math.round((Date.parse(end) - Date.parse(start)) / 60_000));
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** A person's public name, without their title: the schedule formats' one name field ("Anna Berger"). */
export function personName(person: ExportPerson): string {
  return [person.firstname, person.surname].filter((part) => part.trim() !== '').join(' ');
}

/** A person as the programme prints them: "Prof. Dr. Anna Berger". */
export function fullName(person: ExportPerson): string {
  return [person.title ?? '', person.firstname, person.surname].filter((part) => part.trim() !== '').join(' ');
}

/**
 * The event's short name as a schedule acronym: lower case letters, digits and `_` (the c3voc JSON schema allows a
 * hyphen only first), at least four characters (the XSD's minimum).
 */
export function acronymOf(short: string): string {
  const acronym = short.toLowerCase().replace(/[^a-z0-9_]/g, '_');
  return acronym.length >= 4 ? acronym : acronym.padEnd(4, '_');
}

/** Text as a slug: ASCII lower case letters and digits joined by single hyphens (accents dropped, at most 60). */
function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
}

/**
 * A session's slug as pretalx writes them, `{acronym}-{id}-{title}`: it matches both the JSON schema's
 * `^[a-z0-9_-]+[a-z0-9]$` and the XSD's `[a-z0-9_]{4,}-[a-z0-9\-_]{4,}`.
 */
export function slugOf(acronym: string, session: ExportSession): string {
  const title = slugify(session.title);
  const rest = title === '' ? `session-${session.id}` : `${session.id}-${title}`;
  return `${acronym}-${rest.length >= 4 ? rest : `session-${session.id}`}`;
}

/**
 * The programme's time slot, `HH:MM`: the largest number of minutes (at most an hour) that every session's start
 * (local time of day) and length are a multiple of, as schedule viewers lay out their grid.
 */
export function timeslotOf(programme: ExportedProgramme): string {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  let slot = 60;
  for (const session of programme.sessions) {
    const [hours = 0, minutes = 0] = zoned(session.start, programme.event.timeZone).time.split(':').map(Number);
    const length = Math.round((Date.parse(session.end) - Date.parse(session.start)) / 60_000);
    slot = gcd(gcd(slot, hours * 60 + minutes), length);
  }
  return slot === 60 ? '01:00' : `00:${String(slot).padStart(2, '0')}`;
}

/**
 * The schedule formats' rooms: the schedule's rooms are known by their names (a day's `rooms` is keyed by name), so
 * two rooms of one name are one there, under the first one's guid; a session is in the room of its room's name.
 */
export function scheduleRooms(programme: ExportedProgramme): ExportRoom[] {
  const byName = new Map<string, ExportRoom>();
  for (const room of programme.rooms) if (!byName.has(room.name)) byName.set(room.name, room);
  return [...byName.values()];
}

export interface ScheduleDay {
  /** 1-based. */
  index: number;
  /** The local date, `YYYY-MM-DD`. */
  date: string;
  /** The first start and the last end of the day's sessions, with the zone's offset. */
  start: string;
  end: string;
  sessions: ExportSession[];
}

/** The sessions by the local date they start on, in date order (a day is a day that has sessions). */
export function scheduleDays(sessions: readonly ExportSession[], zone: string): ScheduleDay[] {
  const byDate = new Map<string, ExportSession[]>();
  for (const session of sessions) {
    const { date } = zoned(session.start, zone);
    const list = byDate.get(date);
    if (list) list.push(session);
    else byDate.set(date, [session]);
  }
  return [...byDate.keys()].sort().map((date, index) => {
    const list = byDate.get(date) ?? [];
    const first = list.reduce((min, session) => (session.start < min ? session.start : min), list[0]?.start ?? '');
    const last = list.reduce((max, session) => (session.end > max ? session.end : max), list[0]?.end ?? '');
    return { index: index + 1, date, start: zoned(first, zone).dateTime, end: zoned(last, zone).dateTime, sessions: list };
  });
}

/** The local dates of the event's first and last day, and how many days that is. */
export function eventDates(programme: ExportedProgramme): { start: string; end: string; days: number } {
  const { event } = programme;
  const start = zoned(event.start, event.timeZone).date;
  const end = zoned(event.end, event.timeZone).date;
  const days = Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
  return { start, end, days: Math.max(1, days) };
}

/** Whether a session is one talk: a single presentation under the session's own title (pretalx's and frab's). */
export function isTalk(session: ExportSession): boolean {
  return session.presentations.length === 1 && session.presentations[0]?.title === session.title;
}

export interface SessionTexts {
  /** The talk's abstract (a session that is one talk), else null. */
  abstract: string | null;
  /** Who chairs it and, for a session of several presentations, each with its times and speakers; null if neither. */
  description: string | null;
  /** The speakers of its presentations, each once, in their order. */
  speakers: ExportPerson[];
}

/** A session's text beyond its title, for formats with one or two free text fields (plain text, lines). */
export function sessionTexts(session: ExportSession, zone: string): SessionTexts {
  const names = (people: readonly ExportPerson[]) => people.map(fullName).join(', ');
  const lines: string[] = [];
  if (session.chairs.length > 0) lines.push(`Chairs: ${names(session.chairs)}`);
  const talk = isTalk(session);
  if (!talk) {
    for (const presentation of session.presentations) {
      const times = `${zoned(presentation.start, zone).time}–${zoned(presentation.end, zone).time}`;
      const by = presentation.speakers.length > 0 ? ` (${names(presentation.speakers)})` : '';
      lines.push(`${times} ${presentation.title}${by}`);
    }
  }
  const speakers = new Map<number, ExportPerson>();
  for (const presentation of session.presentations) for (const speaker of presentation.speakers) speakers.set(speaker.id, speaker);
  return {
    abstract: talk ? (session.presentations[0]?.abstract ?? null) : null,
    description: lines.length > 0 ? lines.join('\n') : null,
    speakers: [...speakers.values()],
  };
}
