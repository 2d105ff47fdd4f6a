/**
 * The frab/pretalx schedule XML importer, through readProgramme: DebConf 23's real export (wafer's schedule XML,
 * tests/fixtures/import/README.md) and broken files, each problem with its line.
 */
import { describe, expect, it } from 'vitest';
import { readProgramme } from './index';
import { fixture, onlyProblem, OPTIONS, textFile } from './testing';

const read = (...files: Parameters<typeof readProgramme>[1]) => readProgramme('frab-xml', files, OPTIONS);

interface XmlEvent {
  guid: string;
  title?: string;
  room?: string;
  date?: string;
  start?: string;
  duration?: string;
  persons?: string;
  abstract?: string;
}

/** A schedule XML file of one day; each event is written on its own lines, so a test knows their line numbers. */
function scheduleXml(events: XmlEvent[], conference = '<time_zone_name>Europe/Berlin</time_zone_name>') {
  const rooms = new Map<string, XmlEvent[]>();
  for (const event of events) rooms.set(event.room ?? 'Hall A', [...(rooms.get(event.room ?? 'Hall A') ?? []), event]);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<schedule>',
    '  <version>1</version>',
    `  <conference><title>Test</title>${conference}</conference>`,
  ];
  lines.push('  <day index="1" date="2026-06-10" start="2026-06-10T06:00:00+02:00" end="2026-06-11T03:00:00+02:00">');
  for (const [room, inRoom] of rooms) {
    lines.push(`    <room name="${room}">`);
    for (const event of inRoom) {
      lines.push(`      <event guid="${event.guid}" id="1">`);
      if (event.date !== '') lines.push(`        <date>${event.date ?? '2026-06-10T09:00:00+02:00'}</date>`);
      lines.push(`        <start>${event.start ?? '09:00'}</start>`, `        <duration>${event.duration ?? '00:30'}</duration>`);
      lines.push(
        `        <room>${room}</room>`,
        `        <title>${event.title ?? 'A talk'}</title>`,
        '        <type>Talk</type>',
        '        <track>Cardiology</track>',
      );
      lines.push(`        <abstract>${event.abstract ?? ''}</abstract>`);
      lines.push(`        <persons>${event.persons ?? '<person id="1">Anna Berger</person>'}</persons>`);
      lines.push('      </event>');
    }
    lines.push('    </room>');
  }
  lines.push('  </day>', '</schedule>', '');
  return lines.join('\n');
}

/** The line of the n-th (1-based) `<event` of a text. */
function lineOfEvent(xml: string, n: number): number {
  let seen = 0;
  return xml.split('\n').findIndex((line) => line.includes('<event') && ++seen === n) + 1;
}

describe('DebConf 23 (wafer schedule XML)', () => {
  it('reads its 117 events as sessions in its 5 rooms, with their 87 speakers and its zone', async () => {
    const { programme, problems } = await read(fixture('debconf23.xml'));
    expect(problems).toEqual([]);
    expect(programme.sessions).toHaveLength(117);
    expect(programme.rooms.map((room) => room.name)).toEqual(['Anamudi', 'Kuthiran', 'Ponmudi', 'Elsewhere', 'Outside']);
    expect(programme.speakers).toHaveLength(87);
    expect(programme.timeZone).toBe('Asia/Kolkata');
    expect(programme.timeZonePlace).toMatchObject({ line: 19, field: 'time_zone_name' });
  });

  it('reads the opening with its UTC date, duration, room, speaker and the line it starts on', async () => {
    const { programme } = await read(fixture('debconf23.xml'));
    const opening = programme.sessions.find((session) => session.title === 'Opening Ceremony');
    expect(opening).toMatchObject({
      sourceId: '455d075f-48c0-2ec2-24b3-f5add30c383a',
      code: '35',
      roomId: 'Anamudi',
      start: '2023-09-10T05:00:00Z',
      end: '2023-09-10T05:20:00Z',
      type: 'Long talk (45 minutes)',
      tracks: ['Community, diversity, local outreach and social context'],
      place: { file: 'debconf23.xml', line: 34 },
    });
    expect(opening?.presentations[0]).toMatchObject({ abstract: 'Welcome to DebConf23', speakerIds: ['63'] });
    expect(programme.speakers.find((speaker) => speaker.sourceId === '63')).toMatchObject({ firstname: 'Sruthi', surname: 'Chandran' });
  });
});

describe('schedule XML mapping', () => {
  it('decodes entities and character references, and keeps only the text of HTML in an abstract', async () => {
    const xml = scheduleXml([
      {
        guid: 'a',
        title: 'L&apos;inganno &#232; R&amp;D',
        room: 'A &amp; B',
        abstract: '&lt;p&gt;First &lt;i&gt;line&lt;/i&gt;&lt;/p&gt;&lt;p&gt;Second&lt;/p&gt;',
      },
    ]);
    const { programme, problems } = await read(textFile('s.xml', xml));
    expect(problems).toEqual([]);
    expect(programme.sessions[0]).toMatchObject({ title: "L'inganno è R&D", roomId: 'A & B' });
    expect(programme.sessions[0]?.presentations[0]?.abstract).toBe('First line\n\nSecond');
  });

  it('reads an event without <date> from the day’s date and its start, in time_zone_name', async () => {
    const { programme, problems } = await read(textFile('s.xml', scheduleXml([{ guid: 'a', date: '', start: '14:15' }])));
    expect(problems).toEqual([]);
    expect(programme.sessions[0]).toMatchObject({ start: '2026-06-10T12:15:00Z', end: '2026-06-10T12:45:00Z' });
  });

  it('does not expand a DOCTYPE’s own entities', async () => {
    const xml = scheduleXml([{ guid: 'a', title: '&lol2;' }]).replace(
      '<schedule>',
      '<!DOCTYPE schedule [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>\n<schedule>',
    );
    const { programme } = await read(textFile('s.xml', xml));
    expect(programme.sessions[0]?.title.length).toBeLessThan(10);
  });
});

describe('broken schedule XML files', () => {
  it('names the line of a file cut short, and reads nothing', async () => {
    const whole = new TextDecoder().decode(fixture('debconf23.xml').bytes);
    const cut = whole.slice(0, 30_000);
    const { programme, problems } = await read(textFile('debconf-cut.xml', cut));
    expect(programme.sessions).toEqual([]);
    const problem = onlyProblem(problems, 'not well-formed XML');
    const lastLine = cut.trimEnd().split('\n').length;
    expect(problem).toMatchObject({ line: lastLine, path: 'schedule/day/room/event' });
    expect(problem.reason).toContain(`at line ${lastLine}`);
    expect(problem.reason).toContain('the file ends before <schedule/day/room/event> is closed (truncated?)');
  });

  it('names the line of a tag closed by the wrong one', async () => {
    const xml = '<schedule>\n  <conference>\n    <title>Test</conference>\n</schedule>\n';
    expect(onlyProblem((await read(textFile('s.xml', xml))).problems, 'not well-formed XML')).toMatchObject({ line: 3 });
  });

  it('refuses Latin-1 bytes as not UTF-8, with the line', async () => {
    const text = scheduleXml([{ guid: 'a', persons: '<person id="1">Jürgen Müller</person>' }]);
    const latin1 = Uint8Array.from(text, (character) => character.charCodeAt(0));
    const problem = onlyProblem((await read({ name: 'latin1.xml', bytes: latin1 })).problems, 'not UTF-8');
    expect(problem.line).toBe(text.slice(0, text.indexOf('ü')).split('\n').length);
  });

  it('says a date without offset cannot be read when the file names no time zone, at the event’s line', async () => {
    const xml = scheduleXml([{ guid: 'a', date: '2026-06-10T09:00:00' }], '');
    const problem = onlyProblem((await read(textFile('s.xml', xml))).problems, 'no time zone');
    expect(problem).toMatchObject({ line: lineOfEvent(xml, 1), path: 'schedule/day[1]/room[@name="Hall A"]/event[1]/date', field: 'date' });
  });

  it('names an unknown time_zone_name at its line', async () => {
    const xml = scheduleXml([{ guid: 'a' }], '<time_zone_name>Mars/Olympus_Mons</time_zone_name>');
    const { problems } = await read(textFile('s.xml', xml));
    expect(problems).toHaveLength(1);
    expect(onlyProblem(problems, 'unknown time zone "Mars/Olympus_Mons"')).toMatchObject({ line: 4, field: 'time_zone_name' });
  });

  it('names both events and the room when they overlap, at the later one’s line', async () => {
    const xml = scheduleXml([
      { guid: 'a', title: 'First' },
      { guid: 'b', title: 'Second', date: '2026-06-10T09:20:00+02:00' },
    ]);
    const problem = onlyProblem((await read(textFile('s.xml', xml))).problems, 'overlaps');
    expect(problem.reason).toBe('session "Second" (b) overlaps session "First" (a) in room "Hall A"');
    expect(problem.line).toBe(lineOfEvent(xml, 2));
  });

  it('names a person without a name at its line', async () => {
    const xml = scheduleXml([{ guid: 'a', persons: '\n<person id="9"></person>\n' }]);
    const problem = onlyProblem((await read(textFile('s.xml', xml))).problems, 'no name');
    expect(problem).toMatchObject({ line: lineOfEvent(xml, 1) + 10, field: 'name' });
  });
});
