/**
 * The programme as the frab/pretalx schedule XML (schedule.xml), valid against the c3voc XSD
 * (validator/xsd/schedule.xml.xsd of voc/schedule, kept under tests/fixtures/import/ with the test that validates the
 * export against it): what Giggity, EventFahrplan, the c3voc tools and info-beamer signage read. The same layout the
 * importer reads (programmeImport/scheduleXml.ts).
 *
 * `schedule/day/room/event`, one event per session, with the same fields and the same choices as the schedule JSON
 * (scheduleJson.ts): cancelled sessions left out, the abstract of a session that is one talk, a description naming
 * chairs and presentations. The event's `code` attribute is written only where the XSD's pattern takes the session's
 * code (six capitals or digits, as pretalx's); `id` is VMX's session id, `guid` a UUID (model.ts).
 */
import { escapeXml } from '../http/xml';
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

const CODE = /^[0-9A-Z]{6}$/;
/** What XML 1.0 cannot hold at all, not even escaped: control characters but tab and line breaks, lone surrogates. */
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- deliberate: the control characters are what it finds.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text as XML character data or attribute value: escaped, and what XML cannot hold left out. */
const text = (value: string) => escapeXml(value.replace(NOT_XML, ''));
const element = (name: string, value: string, indent: string) => `${indent}<${name}>${text(value)}</${name}>`;

/** The schedule XML of a programme (UTF-8 text). */
export function scheduleXml(programme: ExportedProgramme): string {
  const { event } = programme;
  const zone = event.timeZone;
  const acronym = acronymOf(event.short);
  const dates = eventDates(programme);
  const sessions = programme.sessions.filter((session) => !session.cancelled);
  const tracks = [...new Set(sessions.flatMap((session) => session.tracks))];
  const rooms = scheduleRooms(programme);
  // The XSD wants each code once: a code two sessions share is written for neither.
  const codeCount = new Map<string, number>();
  for (const session of sessions) codeCount.set(session.code, (codeCount.get(session.code) ?? 0) + 1);

  const talk = (session: ExportSession): string => {
    const texts = sessionTexts(session, zone);
    const start = zoned(session.start, zone);
    const code = CODE.test(session.code) && codeCount.get(session.code) === 1 ? ` code="${text(session.code)}"` : '';
    const indent = '        ';
    const persons = texts.speakers.map((speaker) => `${indent}  <person guid="${speaker.guid}">${text(personName(speaker))}</person>`);
    return [
      `      <event guid="${session.guid}" id="${session.id}"${code}>`,
      element('room', session.room.name, indent),
      element('title', session.title, indent),
      element('type', session.type, indent),
      element('date', start.dateTime, indent),
      element('start', start.time, indent),
      element('duration', duration(session.start, session.end), indent),
      element('abstract', texts.abstract ?? '', indent),
      element('slug', slugOf(acronym, session), indent),
      element('track', session.tracks[0] ?? '', indent),
      persons.length > 0 ? [`${indent}<persons>`, ...persons, `${indent}</persons>`].join('\n') : `${indent}<persons/>`,
      ...(texts.description === null ? [] : [element('description', texts.description, indent)]),
      `${indent}<links/>`,
      element('url', session.url, indent),
      '      </event>',
    ].join('\n');
  };

  const conference = [
    element('title', event.name, '    '),
    element('acronym', acronym, '    '),
    element('start', dates.start, '    '),
    element('end', dates.end, '    '),
    element('days', String(dates.days), '    '),
    element('timeslot_duration', timeslotOf(programme), '    '),
    element('base_url', `${programme.origin}/`, '    '),
    element('url', programme.url, '    '),
    element('time_zone_name', zone, '    '),
    ...tracks.map((name) => `    <track name="${text(name)}">${text(name)}</track>`),
  ];
  const scheduled = scheduleDays(sessions, zone);
  // The XSD wants one day at least: a programme without sessions has the event's first, empty.
  const first = zoned(event.start, zone);
  const empty = { index: 1, date: first.date, start: first.dateTime, end: first.dateTime, sessions: [] };
  const days = (scheduled.length > 0 ? scheduled : [empty]).map((day) =>
    [
      `  <day index="${day.index}" date="${day.date}" start="${day.start}" end="${day.end}">`,
      ...rooms.map((room) => {
        const events = day.sessions.filter((session) => session.room.name === room.name);
        const open = `    <room name="${text(room.name)}" guid="${room.guid}"`;
        return events.length === 0 ? `${open}/>` : [`${open}>`, ...events.map(talk), '    </room>'].join('\n');
      }),
      '  </day>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<schedule>',
    '  <generator name="VMX"/>',
    element('version', programme.version, '  '),
    '  <conference>',
    ...conference,
    '  </conference>',
    ...days,
    '</schedule>',
    '',
  ].join('\n');
}
