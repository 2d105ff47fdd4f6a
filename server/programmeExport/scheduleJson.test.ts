/**
 * The schedule JSON export (scheduleJson.ts), held to the c3voc schema (tests/fixtures/import/c3voc-schedule-schema.json)
 * and read back by the importer. The demo programme's export is tested through its route (routes/programmeExport.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { readProgramme } from '../programmeImport';
import { sampleLists, sampleProgramme, SAMPLE_EVENT, SAMPLE_SOURCE_GUID, scheduleJsonErrors } from './testing';
import { exportModel } from './model';
import { scheduleJson } from './scheduleJson';

const file = (text: string) => [{ name: 'schedule.json', bytes: new TextEncoder().encode(text) }];
// The importer's fallback zone is none of the sample's, so a test sees the zone was read from the file.
const OPTIONS = { defaultTimeZone: 'America/New_York' };

interface Talk {
  guid: string;
  id: number;
  code?: string;
  date: string;
  start: string;
  duration: string;
  room: string;
  title: string;
  abstract: string | null;
  description: string | null;
  persons: { guid: string; name: string }[];
}
const talksOf = (text: string): Talk[] => {
  const days = (JSON.parse(text) as { schedule: { conference: { days: { rooms: Record<string, Talk[]> }[] } } }).schedule.conference.days;
  return days.flatMap((day) => Object.values(day.rooms).flat());
};

describe('scheduleJson', () => {
  const text = scheduleJson(sampleProgramme());

  it('is valid against the c3voc schedule JSON schema', () => {
    expect(scheduleJsonErrors(text)).toEqual([]);
  });

  it('writes each session as a talk with its local date and offset, start, duration and room, by day and room', () => {
    const talks = talksOf(text);
    expect(talks.map((talk) => talk.id)).toEqual([10001, 10002, 10004]);
    expect(talks[1]).toMatchObject({
      date: '2026-06-10T11:00:00+02:00',
      start: '11:00',
      duration: '01:30',
      room: 'Hall B – Ünïcode',
      title: 'Heart failure: what is new',
    });
    const schedule = JSON.parse(text) as { schedule: { version: string; conference: Record<string, unknown> } };
    expect(schedule.schedule.version).toBe('v-sample-1');
    expect(schedule.schedule.conference).toMatchObject({ acronym: 'ehc2026', time_zone_name: 'Europe/Berlin', daysCount: 2 });
  });

  it('leaves cancelled sessions out: schema v1 cannot say a talk is cancelled', () => {
    expect(text).not.toContain('HYPERLINK');
  });

  it('gives a talk’s abstract, and for a session of several presentations the chairs and each presentation in the description', () => {
    const [opening, symposium] = talksOf(text);
    expect(opening?.persons.map((person) => person.name)).toEqual(['Anna Berger']);
    expect(symposium?.abstract).toBeNull();
    expect(symposium?.description).toBe(
      [
        'Chairs: Prof. Dr. Anna Berger, Dr. Jonas van Dijk',
        '11:00–11:45 SGLT2 inhibitors in HFpEF (Dr. Jonas van Dijk, María García López)',
        '11:45–12:30 Devices in heart failure (María García López)',
      ].join('\n'),
    );
    expect(symposium?.persons.map((person) => person.name)).toEqual(['Jonas van Dijk', 'María García López']);
  });

  it('writes a code only where the schema takes it, and an imported talk under its source guid', () => {
    const workshopCode = scheduleJson(
      exportModel({
        event: SAMPLE_EVENT,
        version: 'v',
        revisedAt: SAMPLE_EVENT.start,
        origin: 'https://congress.example.org',
        lists: { ...sampleLists(), cancelled: new Set() },
        sources: new Map(),
      }),
    );
    expect(talksOf(workshopCode).find((talk) => talk.id === 10003)?.code).toBeUndefined();
    expect(scheduleJsonErrors(workshopCode)).toEqual([]);
    expect(talksOf(text).find((talk) => talk.id === 10004)).toMatchObject({ guid: SAMPLE_SOURCE_GUID, code: 'ABC123' });
  });

  it('leaves out a time zone name the schema’s pattern refuses (the dates keep their offsets)', () => {
    const programme = sampleProgramme();
    const text = scheduleJson({ ...programme, event: { ...programme.event, timeZone: 'EST5EDT' } });
    expect(scheduleJsonErrors(text)).toEqual([]);
    expect(text).not.toContain('time_zone_name');
    expect(talksOf(text)[0]?.date).toBe('2026-06-10T03:00:00-04:00');
  });

  it('lists two rooms of one name as one room (the format knows rooms by name), losing none of their sessions', () => {
    const lists = sampleLists();
    const rename = (name: string) => (name === 'Hall B – Ünïcode' ? 'Hall A' : name);
    const text = scheduleJson(
      sampleProgramme({
        ...lists,
        rooms: lists.rooms.map((room) => ({ ...room, Name: rename(room.Name) })),
        sessions: lists.sessions.map((session) => ({ ...session, RoomName: rename(session.RoomName) })),
      }),
    );
    expect(scheduleJsonErrors(text)).toEqual([]);
    expect(talksOf(text).map((talk) => [talk.id, talk.room])).toEqual([
      [10001, 'Hall A'],
      [10002, 'Hall A'],
      [10004, 'Hall A'],
    ]);
  });

  it('reads back through the importer as the same sessions: titles, instants, rooms, speakers; no problems', async () => {
    const reading = await readProgramme('pretalx-json', file(text), OPTIONS);
    expect(reading.problems).toEqual([]);
    expect(reading.programme.timeZone).toBe('Europe/Berlin');
    const sessions = sampleProgramme().sessions.filter((session) => !session.cancelled);
    expect(reading.programme.sessions.map(({ sourceId, title, start, end, roomId }) => ({ sourceId, title, start, end, roomId }))).toEqual(
      sessions.map((session) => ({
        sourceId: session.guid,
        title: session.title,
        start: session.start,
        end: session.end,
        roomId: session.room.name,
      })),
    );
    const names = reading.programme.speakers.map((speaker) => `${speaker.firstname} ${speaker.surname}`);
    expect(names).toEqual(['Anna Berger', 'Jonas van Dijk', 'María García López']);
  });
});
