/**
 * The iCalendar importer, through readProgramme: two real conference feeds (tests/fixtures/import/README.md) and
 * calendars made by hand for each mapping and each broken case.
 */
import { describe, expect, it } from 'vitest';
import { readProgramme } from './index';
import { fixture, onlyProblem, OPTIONS, textFile } from './testing';

const read = (...files: Parameters<typeof readProgramme>[1]) => readProgramme('ical', files, OPTIONS);

/** A calendar of the given VEVENT bodies (lines without BEGIN/END), CRLF as RFC 5545 writes it. */
function calendar(events: string[][], head: string[] = []): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//VMX tests//EN', ...head];
  for (const event of events) lines.push('BEGIN:VEVENT', ...event, 'END:VEVENT');
  lines.push('END:VCALENDAR', '');
  return lines.join('\r\n');
}

const event = (uid: string, extra: string[] = []) => [
  `UID:${uid}`,
  'SUMMARY:Heart failure update',
  'DTSTART:20260610T070000Z',
  'DTEND:20260610T073000Z',
  'LOCATION:Hall A',
  ...extra,
];

describe('real conference feeds', () => {
  it('reads the Kieler Linux-Tage feed: 24 events in 4 rooms, attendees as speakers, HTML as text', async () => {
    const { programme, problems } = await read(fixture('kielux_2020.ics'));
    expect(problems).toEqual([]);
    expect(programme.sessions).toHaveLength(24);
    expect(programme.rooms.map((room) => room.name)).toEqual(['Ravensberg', 'Laboe', 'Düsternbrook', 'Linux-Lounge']);
    expect(programme.speakers).toHaveLength(20);
    // UTC times only and no X-WR-TIMEZONE: the programme is in the event's zone.
    expect(programme.timeZone).toBe(OPTIONS.defaultTimeZone);
    const xen = programme.sessions.find((session) => session.title === 'Xen - ist das nicht tot?');
    expect(xen).toMatchObject({
      sourceId: '467@KOLT20',
      roomId: 'Ravensberg',
      start: '2020-09-18T12:00:00Z',
      end: '2020-09-18T13:00:00Z',
      place: { line: 31 },
    });
    expect(xen?.presentations[0]?.speakerIds).toEqual(['name:jürgen groß']);
    expect(xen?.presentations[0]?.abstract).toContain('Xen war lange Zeit die Plattform zur Virtualisierung');
    expect(programme.speakers.find((speaker) => speaker.sourceId === 'name:jürgen groß')).toMatchObject({
      firstname: 'Jürgen',
      surname: 'Groß',
      email: null,
    });
  });

  it('reads the JRES 2022 feed: TZID without VTIMEZONE, and a character its writer split across a folded line', async () => {
    const { programme, problems } = await read(fixture('jres_2022.ics'));
    expect(problems).toEqual([]);
    expect(programme.sessions).toHaveLength(120);
    expect(programme.timeZone).toBe('Europe/Paris');
    const welcome = programme.sessions.find((session) => session.sourceId === 'presentation_94@conf-ng.jres.org');
    expect(welcome).toMatchObject({
      title: 'Accueil congressistes',
      roomId: 'Accueil Parc Chanot',
      start: '2022-05-17T09:00:00Z',
      end: '2022-05-17T10:30:00Z',
    });
    const abstracts = programme.sessions.map((session) => session.presentations[0]?.abstract ?? '').join('\n');
    expect(abstracts).toContain('d’exploitation');
    expect(abstracts).not.toContain('\uFFFD');
  });
});

describe('iCalendar mapping', () => {
  it('reads floating times in X-WR-TIMEZONE, else in the event’s zone', async () => {
    const floating = [event('a', []).filter((line) => !line.startsWith('DT')), 'DTSTART:20260610T090000', 'DTEND:20260610T093000'].flat();
    const inBerlin = await read(textFile('a.ics', calendar([floating], ['X-WR-TIMEZONE:Europe/Berlin'])));
    expect(inBerlin.problems).toEqual([]);
    expect(inBerlin.programme).toMatchObject({ timeZone: 'Europe/Berlin', timeZonePlace: { line: 4, field: 'X-WR-TIMEZONE' } });
    expect(inBerlin.programme.sessions[0]).toMatchObject({ start: '2026-06-10T07:00:00Z', end: '2026-06-10T07:30:00Z' });
    const inEventZone = await read(textFile('b.ics', calendar([floating])));
    expect(inEventZone.programme.sessions[0]?.start).toBe('2026-06-10T13:00:00Z');
  });

  it('reads a TZID that is no IANA name by the file’s VTIMEZONE, and DURATION for the end', async () => {
    const vtimezone = [
      'BEGIN:VTIMEZONE',
      'TZID:Congress Time',
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      'TZOFFSETFROM:+0300',
      'TZOFFSETTO:+0300',
      'END:STANDARD',
      'END:VTIMEZONE',
    ];
    const lines = ['UID:a', 'SUMMARY:Keynote', 'LOCATION:Hall A', 'DTSTART;TZID=Congress Time:20260610T090000', 'DURATION:PT1H15M'];
    const { programme, problems } = await read(textFile('a.ics', calendar([lines], vtimezone)));
    expect(problems).toEqual([]);
    expect(programme.sessions[0]).toMatchObject({ start: '2026-06-10T06:00:00Z', end: '2026-06-10T07:15:00Z' });
  });

  it('takes CATEGORIES as tracks, STATUS:CANCELLED as cancelled, a CHAIR attendee as chair and mailto as id and email', async () => {
    const lines = event('a', [
      'CATEGORIES:Cardiology,Guidelines',
      'STATUS:CANCELLED',
      'ORGANIZER;CN=Congress office:mailto:office@example.org',
      'ATTENDEE;CN=Anna Berger;ROLE=CHAIR:mailto:Anna.Berger@example.org',
      'ATTENDEE;CN="Jonas van Dijk";ROLE=REQ-PARTICIPANT:mailto:jonas@example.org',
      'ATTENDEE;CN=María García López:invalid:nomail',
    ]);
    const { programme, problems } = await read(textFile('a.ics', calendar([lines])));
    expect(problems).toEqual([]);
    expect(programme.sessions[0]).toMatchObject({
      tracks: ['Cardiology', 'Guidelines'],
      cancelled: true,
      chairIds: ['mailto:anna.berger@example.org'],
    });
    // A calendar has no session types; an event without a CHAIR says nothing of chairs (a session keeps its own).
    expect(programme.sessions[0]?.type).toBeUndefined();
    const [withoutChair] = (await read(textFile('b.ics', calendar([event('b')])))).programme.sessions;
    expect(withoutChair?.chairIds).toBeUndefined();
    expect(programme.sessions[0]?.presentations[0]?.speakerIds).toEqual(['mailto:jonas@example.org', 'name:maría garcía lópez']);
    expect(programme.speakers.map(({ sourceId, firstname, surname, email }) => ({ sourceId, firstname, surname, email }))).toEqual([
      { sourceId: 'mailto:anna.berger@example.org', firstname: 'Anna', surname: 'Berger', email: 'anna.berger@example.org' },
      { sourceId: 'mailto:jonas@example.org', firstname: 'Jonas van', surname: 'Dijk', email: 'jonas@example.org' },
      { sourceId: 'name:maría garcía lópez', firstname: 'María García', surname: 'López', email: null },
    ]);
  });
});

describe('broken iCalendar files', () => {
  it('refuses Latin-1 bytes as not UTF-8, with the line', async () => {
    const text = calendar([event('a', ['DESCRIPTION:Vortrag von Jürgen'])]);
    const latin1 = Uint8Array.from(text, (character) => character.charCodeAt(0));
    const problem = onlyProblem((await read({ name: 'latin1.ics', bytes: latin1 })).problems, 'not UTF-8');
    expect(problem.line).toBe(text.slice(0, text.indexOf('ü')).split('\r\n').length);
  });

  it('names a TZID whose VTIMEZONE is missing (and which is no IANA name) at the DTSTART line', async () => {
    const lines = [
      'UID:a',
      'SUMMARY:Talk',
      'LOCATION:Hall A',
      'DTSTART;TZID=W. Europe Standard Time:20260610T090000',
      'DTEND;TZID=W. Europe Standard Time:20260610T093000',
    ];
    const { programme, problems } = await read(textFile('a.ics', calendar([lines])));
    expect(programme.sessions).toEqual([]);
    const problem = onlyProblem(problems, 'unknown time zone "W. Europe Standard Time"');
    expect(problem).toMatchObject({ line: 8, field: 'DTSTART', path: 'VEVENT[1]' });
    expect(problem.reason).toContain('no VTIMEZONE of that name in the file');
  });

  it('names an unknown X-WR-TIMEZONE at its line', async () => {
    const { problems } = await read(textFile('a.ics', calendar([event('a')], ['X-WR-TIMEZONE:Mars/Olympus_Mons'])));
    expect(problems).toHaveLength(1);
    expect(onlyProblem(problems, 'unknown time zone "Mars/Olympus_Mons"')).toMatchObject({ line: 4, field: 'X-WR-TIMEZONE' });
  });

  it('names both events and the room when they overlap', async () => {
    const second = ['UID:b', 'SUMMARY:Devices', 'DTSTART:20260610T071500Z', 'DTEND:20260610T080000Z', 'LOCATION:Hall A'];
    const problem = onlyProblem((await read(textFile('a.ics', calendar([event('a'), second])))).problems, 'overlaps');
    expect(problem).toMatchObject({ line: 11, path: 'VEVENT[2]', field: 'DTSTART' });
    expect(problem.reason).toBe('session "Devices" (b) overlaps session "Heart failure update" (a) in room "Hall A"');
  });

  it('names an attendee with an address but no name as a speaker without a name', async () => {
    const problem = onlyProblem(
      (await read(textFile('a.ics', calendar([event('a', ['ATTENDEE;CN="":mailto:x@example.org'])])))).problems,
      'no name',
    );
    expect(problem).toMatchObject({ line: 10, field: 'ATTENDEE' });
  });

  it('names what a calendar cannot say for a session: an all-day event, a repeating one, no room', async () => {
    const allDay = ['UID:a', 'SUMMARY:Congress day', 'DTSTART;VALUE=DATE:20260610', 'LOCATION:Hall A'];
    const repeating = event('b', ['RRULE:FREQ=DAILY;COUNT=3']);
    const roomless = event('c').filter((line) => !line.startsWith('LOCATION'));
    const { programme, problems } = await read(textFile('a.ics', calendar([allDay, repeating, roomless])));
    expect(programme.sessions).toEqual([]);
    expect(problems.map((problem) => [problem.field, problem.line])).toEqual([
      ['DTSTART', 7],
      ['RRULE', 16],
      ['LOCATION', 18],
    ]);
    expect(problems[0]?.reason).toContain('an all-day event');
    expect(problems[1]?.reason).toContain('a repeating event');
    expect(problems[2]?.reason).toBe('missing: the event has no LOCATION (its room)');
  });

  it('names the line ical.js cannot read', async () => {
    const text = calendar([event('a')]).replace('LOCATION:Hall A', 'LOCATION:Hall A\r\nthis line has no colon');
    const problem = onlyProblem((await read(textFile('a.ics', text))).problems, 'not a readable iCalendar file');
    expect(problem.line).toBe(10);
  });

  it('says a calendar cut short is not readable', async () => {
    const text = calendar([event('a'), event('b')]);
    const { programme, problems } = await read(textFile('a.ics', text.slice(0, text.lastIndexOf('SUMMARY'))));
    expect(programme.sessions).toEqual([]);
    expect(onlyProblem(problems, 'not a readable iCalendar file').reason).toContain('component began but did not end');
  });
});
