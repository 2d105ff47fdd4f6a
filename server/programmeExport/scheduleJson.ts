/**
 * The programme as the c3voc schedule JSON, version 1 (validator/json/schema.json of voc/schedule, kept under
 * tests/fixtures/import/ with the test that holds the export to it): what pretalx and frab publish as schedule.json
 * and what schedule apps, signage and the c3voc tools read. The same layout the importer reads
 * (programmeImport/scheduleJson.ts), so an export imports again.
 *
 * A session is one schedule event (`conference.days[].rooms[room][]`): its title, type, first track, room, local
 * date with the zone's offset, start and duration; the persons are its presentations' speakers. A session that is one
 * talk (one presentation under its own title) has the talk's abstract; the description names the chairs and, for a
 * session of several presentations, each with its times and speakers. Cancelled sessions are left out: schema v1 has
 * no cancelled flag, and an app would show them as taking place. `id` is VMX's session id; `code` is the
 * session's code where the schema's pattern takes it (`^[A-Z0-9]+$`).
 */
import {
  acronymOf,
  duration,
  eventDates,
  personName,
  scheduleDays,
  scheduleRooms,
  sessionTexts,
  slugOf,
  timeslotOf,
  zoned,
} from './common';
import type { ExportedProgramme, ExportSession } from './model';

/** The schema's own address, as `$schema` (the validator's `$id`). */
const SCHEMA = 'https://c3voc.de/schedule/schema.json';
/** The schema's pattern of a time zone name: zones it does not take are left out (the dates carry their offset). */
const ZONE_NAME = /^([A-Z][a-z]+\/[A-Z][a-z]+)|UTC$/;
const CODE = /^[A-Z0-9]+$/;

/** The schedule JSON of a programme (UTF-8 text, not indented: a large congress's is megabytes even so). */
export function scheduleJson(programme: ExportedProgramme): string {
  const { event } = programme;
  const zone = event.timeZone;
  const acronym = acronymOf(event.short);
  const dates = eventDates(programme);
  const sessions = programme.sessions.filter((session) => !session.cancelled);
  const tracks = [...new Set(sessions.flatMap((session) => session.tracks))];
  const rooms = scheduleRooms(programme);

  const talk = (session: ExportSession) => {
    const texts = sessionTexts(session, zone);
    const start = zoned(session.start, zone);
    return {
      guid: session.guid,
      ...(CODE.test(session.code) ? { code: session.code } : {}),
      id: session.id,
      date: start.dateTime,
      start: start.time,
      end: zoned(session.end, zone).dateTime,
      duration: duration(session.start, session.end),
      room: session.room.name,
      slug: slugOf(acronym, session),
      url: session.url,
      title: session.title,
      subtitle: null,
      track: session.tracks[0] ?? null,
      type: session.type,
      language: null,
      abstract: texts.abstract,
      description: texts.description,
      persons: texts.speakers.map((speaker) => ({ guid: speaker.guid, name: personName(speaker) })),
      links: [],
    };
  };

  const schedule = {
    $schema: SCHEMA,
    generator: { name: 'VMX' },
    schedule: {
      version: programme.version,
      base_url: `${programme.origin}/`,
      conference: {
        acronym,
        title: event.name,
        start: dates.start,
        end: dates.end,
        daysCount: dates.days,
        timeslot_duration: timeslotOf(programme),
        ...(ZONE_NAME.test(zone) ? { time_zone_name: zone } : {}),
        url: programme.url,
        tracks: tracks.map((name) => ({ name })),
        rooms: rooms.map((room) => ({ name: room.name, guid: room.guid })),
        days: scheduleDays(sessions, zone).map((day) => ({
          index: day.index,
          date: day.date,
          day_start: day.start,
          day_end: day.end,
          // Every room in every day, in the programme's order, as pretalx and frab list them.
          rooms: Object.fromEntries(
            rooms.map((room) => [room.name, day.sessions.filter((session) => session.room.name === room.name).map(talk)]),
          ),
        })),
      },
    },
  };
  return JSON.stringify(schedule);
}
