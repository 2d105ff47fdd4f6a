/**
 * A large programme in the pretalx/frab schedule JSON (the c3voc schema, as scheduleJson.ts reads it), for the
 * import budget of issue 24 (`import.largeMs`: a 25,000-presentation schedule imported, dry run and commit, in
 * ≤ 10 s): `presentations` talks of 15 minutes in 100 rooms over as many days as they need (50 talks a room a day,
 * 08:00–20:30 Europe/Berlin, no two overlapping), each with one or two of presentations / 2.5 speakers and a short
 * abstract. Deterministic: the same count gives the same file. measureLargeScheduleRead times the reading and the
 * shared checks alone (readProgramme), the part before the database.
 */
import { performance } from 'node:perf_hooks';
import { readProgramme } from '../../../server/programmeImport';

const ROOMS = 100;
const TALKS_PER_ROOM_DAY = 50;
const TALK_MINUTES = 15;
const FIRST_DAY = Date.UTC(2026, 5, 10);

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** A guid-shaped id that is the same for the same kind and number. */
function guid(kind: number, index: number): string {
  const hex = index.toString(16).padStart(12, '0');
  return `${pad(kind, 8)}-0000-4000-8000-${hex}`;
}

export function largeScheduleJson(presentations: number): string {
  const speakerCount = Math.max(1, Math.round(presentations / 2.5));
  const perDay = ROOMS * TALKS_PER_ROOM_DAY;
  const dayCount = Math.max(1, Math.ceil(presentations / perDay));
  const roomName = (room: number) => `Room ${pad(room + 1, 3)}`;
  const days = Array.from({ length: dayCount }, (_, day) => {
    const date = new Date(FIRST_DAY + day * 86_400_000).toISOString().slice(0, 10);
    const rooms: Record<string, unknown[]> = {};
    for (let room = 0; room < ROOMS; room++) {
      const talks: unknown[] = [];
      for (let slot = 0; slot < TALKS_PER_ROOM_DAY; slot++) {
        const index = day * perDay + room * TALKS_PER_ROOM_DAY + slot;
        if (index >= presentations) break;
        const minutes = 8 * 60 + slot * TALK_MINUTES;
        const start = `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
        const first = (index * 7) % speakerCount;
        const persons = [first, ...(index % 3 === 0 ? [(first + 1) % speakerCount] : [])].map((speaker) => ({
          guid: guid(2, speaker),
          code: `S${speaker.toString(36).toUpperCase()}`,
          public_name: `Speaker ${speaker} Example`,
          biography: null,
        }));
        talks.push({
          guid: guid(1, index),
          code: `T${index.toString(36).toUpperCase()}`,
          id: index + 1,
          logo: null,
          date: `${date}T${start}:00+02:00`,
          start,
          duration: `00:${pad(TALK_MINUTES)}`,
          room: roomName(room),
          slug: `large-${index + 1}`,
          url: `https://example.org/large/talk/${index + 1}/`,
          title: `Presentation ${index + 1}: findings from cohort ${index % 97}`,
          subtitle: '',
          track: `Track ${(index % 12) + 1}`,
          type: index % 10 === 0 ? 'Workshop' : 'Talk',
          language: 'en',
          abstract: `Background, methods and results of study ${index + 1}, with a short discussion of what they mean for practice.`,
          description: '',
          recording_license: '',
          do_not_record: false,
          persons,
          links: [],
          attachments: [],
        });
      }
      if (talks.length > 0) rooms[roomName(room)] = talks;
    }
    return {
      index: day + 1,
      date,
      day_start: `${date}T06:00:00+02:00`,
      day_end: `${date}T23:00:00+02:00`,
      rooms,
    };
  });
  const last = new Date(FIRST_DAY + (dayCount - 1) * 86_400_000).toISOString().slice(0, 10);
  return JSON.stringify({
    $schema: 'https://c3voc.de/schedule/schema.json',
    schedule: {
      version: '1.0',
      base_url: 'https://example.org/large/',
      conference: {
        acronym: 'large_congress',
        title: 'A large congress',
        start: new Date(FIRST_DAY).toISOString().slice(0, 10),
        end: last,
        daysCount: dayCount,
        timeslot_duration: '00:05',
        time_zone_name: 'Europe/Berlin',
        rooms: Array.from({ length: ROOMS }, (_, room) => ({ name: roomName(room), guid: guid(3, room) })),
        days,
      },
    },
  });
}

export interface LargeScheduleReadFigures {
  /** Bytes of the generated file. */
  bytes: number;
  /** readProgramme('pretalx-json', …): decoding, parsing, mapping and the shared checks. */
  readMs: number;
  sessions: number;
  problems: number;
}

/** Times reading a generated schedule of `presentations` talks (the file made beforehand, not timed). */
export async function measureLargeScheduleRead(presentations = 25_000): Promise<LargeScheduleReadFigures> {
  const bytes = new TextEncoder().encode(largeScheduleJson(presentations));
  const started = performance.now();
  const reading = await readProgramme('pretalx-json', [{ name: 'large.json', bytes }], { defaultTimeZone: 'Europe/Berlin' });
  const readMs = performance.now() - started;
  return { bytes: bytes.byteLength, readMs, sessions: reading.programme.sessions.length, problems: reading.problems.length };
}
