/**
 * The pretalx/frab schedule JSON importer, through readProgramme (so with the shared checks): the c3voc project's
 * real example files (tests/fixtures/import/README.md) and broken files made from them or by hand.
 */
import { describe, expect, it } from 'vitest';
import { readProgramme } from './index';
import { fixture, onlyProblem, OPTIONS, textFile } from './testing';

const read = (...files: Parameters<typeof readProgramme>[1]) => readProgramme('pretalx-json', files, OPTIONS);

/** A schedule v1 file with one day and the given talks in their rooms. */
function schedule(talks: Record<string, unknown>[], conference: Record<string, unknown> = { time_zone_name: 'Europe/Berlin' }) {
  const rooms: Record<string, unknown[]> = {};
  for (const talk of talks) (rooms[String(talk.room)] ??= []).push(talk);
  return JSON.stringify(
    {
      schedule: {
        version: '1',
        conference: { acronym: 'test', title: 'Test', ...conference, days: [{ index: 1, date: '2026-06-10', rooms }] },
      },
    },
    null,
    2,
  );
}

const talk = (overrides: Record<string, unknown> = {}) => ({
  guid: '3f1c2a44-0000-4000-8000-000000000001',
  date: '2026-06-10T09:00:00+02:00',
  duration: '00:30',
  room: 'Hall A',
  title: 'Heart failure update',
  type: 'Talk',
  track: 'Cardiology',
  abstract: 'What changed.',
  persons: [{ code: 'ANNA01', public_name: 'Anna van Berg' }],
  ...overrides,
});

describe('the pretalx democon export (pretalx-democon.json)', () => {
  it('reads its 36 talks as 36 sessions of one presentation each, in its 2 rooms, with its 27 speakers', async () => {
    const { programme, problems } = await read(fixture('pretalx-democon.json'));
    expect(problems).toEqual([]);
    expect(programme.sessions).toHaveLength(36);
    expect(programme.sessions.every((session) => session.presentations.length === 1)).toBe(true);
    expect(programme.rooms.map((room) => room.name)).toEqual(['Gray Room', 'Tan Room']);
    expect(programme.speakers).toHaveLength(27);
    expect(programme.timeZone).toBe('UTC');
  });

  it('reads a named talk with its room, its start from the date and offset, its end from the duration and its speaker', async () => {
    const { programme } = await read(fixture('pretalx-democon.json'));
    const session = programme.sessions.find((candidate) => candidate.title === 'Focused 5thgeneration hardware');
    expect(session).toMatchObject({
      sourceId: '8079583e-8321-506c-95af-fd2903a5f075',
      code: '25',
      roomId: 'Gray Room',
      start: '2020-12-14T08:00:00Z',
      end: '2020-12-14T08:30:00Z',
      type: 'Talk',
      tracks: ['Phased'],
      cancelled: false,
    });
    expect(session?.presentations[0]).toMatchObject({ sourceId: session?.sourceId, speakerIds: ['NQTF8Y'] });
    expect(session?.presentations[0]?.abstract).toMatch(/^Brand back-end models!\n\nStation provide certain mean\./);
    const speaker = programme.speakers.find((candidate) => candidate.sourceId === 'NQTF8Y');
    expect(speaker).toMatchObject({ firstname: 'Brian', surname: 'Robinson' });
    expect(speaker?.biography).toMatch(/^Break through direction\./);
  });
});

describe('other real schedule JSON files', () => {
  it('reads frab (camp 2019): 79 talks, persons by their numeric id, a one-word name as the surname', async () => {
    const { programme, problems } = await read(fixture('frab-camp2019.json'));
    expect(problems).toEqual([]);
    expect(programme.sessions).toHaveLength(79);
    expect(programme.speakers).toHaveLength(90);
    const opening = programme.sessions[0];
    expect(opening).toMatchObject({
      title: 'Opening Ceremony',
      roomId: 'Curie',
      start: '2019-08-21T09:00:00Z',
      end: '2019-08-21T09:30:00Z',
      type: 'lecture',
    });
    expect(opening?.presentations[0]?.speakerIds).toEqual(['7797', '4827']);
    expect(programme.speakers.find((speaker) => speaker.sourceId === '7797')).toMatchObject({ firstname: '', surname: 'jinxx' });
  });

  it('takes the event zone for a file without time_zone_name whose dates carry their offsets (pretalx, rC3)', async () => {
    const { programme, problems } = await read(fixture('pretalx-rc3.json'));
    expect(problems).toEqual([]);
    expect(programme.timeZone).toBe(OPTIONS.defaultTimeZone);
    expect(programme.sessions).toHaveLength(48);
    expect(programme.sessions[0]).toMatchObject({ roomId: 'r3s - Monheim/Rhein', start: '2020-12-27T10:30:00Z' });
  });

  it('reads the schedule2 layout (38C3 hub): events apart from days, rooms by guid, tracks by slug, participants', async () => {
    const { programme, problems } = await read(fixture('hub-schedule2.json'));
    expect(problems).toEqual([]);
    expect(programme.rooms).toHaveLength(5);
    expect(programme.sessions.map((session) => [session.title, session.roomId, session.tracks])).toEqual([
      ['38C3: Opening Ceremony', 'Saal 1', ['CCC']],
      ['A Competitive Time-Trial AI for Need for Speed:', 'Saal ZIGZAG', ['Hardware & Making']],
    ]);
    expect(programme.sessions[0]).toMatchObject({ start: '2024-12-27T09:30:00Z', end: '2024-12-27T10:00:00Z', code: 'HQCCYH' });
    expect(programme.sessions[0]?.presentations[0]?.speakerIds).toHaveLength(3);
  });

  it('turns HTML in a description into plain text (the c3voc "invalid" example, whose description is HTML)', async () => {
    const { programme, problems } = await read(fixture('invalid-example.json'));
    expect(problems).toEqual([]);
    const abstract = programme.sessions[0]?.presentations[0]?.abstract ?? '';
    expect(abstract).not.toContain('<br');
    expect(abstract).toContain('\n* Einführung ins Active Directory\n* Analyse von Active Directory Umgebungen\n');
  });
});

describe('schedule JSON mapping', () => {
  it('splits a one-field name at its last space and keeps the persons in order', async () => {
    const { programme, problems } = await read(
      textFile('s.json', schedule([talk({ persons: [{ code: 'ANNA01', public_name: 'Anna van Berg' }, { name: 'Ngozi' }] })])),
    );
    expect(problems).toEqual([]);
    expect(programme.speakers.map(({ sourceId, firstname, surname }) => ({ sourceId, firstname, surname }))).toEqual([
      { sourceId: 'ANNA01', firstname: 'Anna van', surname: 'Berg' },
      { sourceId: 'name:ngozi', firstname: '', surname: 'Ngozi' },
    ]);
    expect(programme.sessions[0]?.presentations[0]?.speakerIds).toEqual(['ANNA01', 'name:ngozi']);
  });

  it('reads H:MM:SS durations and an explicit end', async () => {
    const { programme } = await read(
      textFile(
        's.json',
        schedule([
          talk({ duration: '1:30:00' }),
          talk({ guid: 'b', room: 'Hall B', duration: undefined, end: '2026-06-10T09:45:00+02:00' }),
        ]),
      ),
    );
    expect(programme.sessions.map((session) => session.end)).toEqual(['2026-06-10T08:30:00Z', '2026-06-10T07:45:00Z']);
  });

  it('reads a date without offset as a wall time in time_zone_name', async () => {
    const { programme, problems } = await read(
      textFile('s.json', schedule([talk({ date: '2026-06-10T09:00:00' })], { time_zone_name: 'Asia/Kolkata' })),
    );
    expect(problems).toEqual([]);
    expect(programme.sessions[0]?.start).toBe('2026-06-10T03:30:00Z');
  });

  it('marks schedule2 events CANCELED as cancelled and leaves DELETED ones out', async () => {
    const event = (guid: string, state: string) => ({
      guid,
      title: `Event ${state}`,
      start: '2026-06-10T09:00:00+02:00',
      end: '2026-06-10T10:00:00+02:00',
      room: { guid: 'r1' },
      state,
      participants: [],
    });
    const json = JSON.stringify({
      schedule: {
        version: '2',
        conference: { time_zone_name: 'Europe/Berlin', rooms: [{ guid: 'r1', name: 'Hall A' }] },
        events: [event('a', 'CONFIRMED'), event('b', 'CANCELED'), event('c', 'DELETED')],
      },
    });
    const { programme } = await read(textFile('s2.json', json));
    expect(programme.sessions.map((session) => [session.sourceId, session.cancelled])).toEqual([
      ['a', false],
      ['b', true],
    ]);
  });
});

describe('broken schedule JSON files', () => {
  it('names the line and column where a truncated file ends, and reads nothing', async () => {
    const whole = new TextDecoder().decode(fixture('pretalx-democon.json').bytes);
    const cut = whole.slice(0, 20_000);
    const { programme, problems } = await read(textFile('democon-cut.json', cut));
    expect(programme.sessions).toEqual([]);
    const problem = onlyProblem(problems, 'not valid JSON');
    expect(problem.line).toBe(cut.split('\n').length);
    expect(problem.reason).toContain(`line ${cut.split('\n').length}`);
    expect(problem.reason).toContain('ends too early');
  });

  it('names the line and column of a syntax error inside the file', async () => {
    const json = '{\n  "schedule": {\n    "version": "1"\n    "conference": {}\n  }\n}\n';
    const problem = onlyProblem((await read(textFile('s.json', json))).problems, 'not valid JSON');
    expect(problem).toMatchObject({ file: 's.json', line: 4 });
    expect(problem.reason).toContain('line 4, column 5');
  });

  it('refuses Latin-1 bytes as not UTF-8, naming the byte offset and line, instead of reading garbage', async () => {
    const text = schedule([talk({ persons: [{ code: 'M1', public_name: 'Jürgen Müller' }] })]);
    const latin1 = Uint8Array.from(text, (character) => character.charCodeAt(0));
    const { programme, problems } = await read({ name: 'latin1.json', bytes: latin1 });
    expect(programme.sessions).toEqual([]);
    const problem = onlyProblem(problems, 'not UTF-8');
    const offset = text.indexOf('ü');
    expect(problem.line).toBe(text.slice(0, offset).split('\n').length);
    expect(problem.reason).toContain(`byte 0xFC at offset ${offset}`);
  });

  it('reads UTF-8 with a byte order mark', async () => {
    const bytes = new TextEncoder().encode(`\uFEFF${schedule([talk()])}`);
    expect(bytes[0]).toBe(0xef);
    const { programme, problems } = await read({ name: 'bom.json', bytes });
    expect(problems).toEqual([]);
    expect(programme.sessions).toHaveLength(1);
  });

  it('says a date without offset cannot be read when the file names no time zone', async () => {
    const { programme, problems } = await read(textFile('s.json', schedule([talk({ date: '2026-06-10T09:00:00' })], {})));
    expect(programme.sessions).toEqual([]);
    const problem = onlyProblem(problems, 'no time zone');
    expect(problem).toMatchObject({ path: 'schedule.conference.days[0].rooms["Hall A"][0].date', field: 'date' });
  });

  it('names an unknown time_zone_name once, at its place', async () => {
    const { problems } = await read(textFile('s.json', schedule([talk()], { time_zone_name: 'Europe/Atlantis' })));
    expect(problems).toHaveLength(1);
    expect(onlyProblem(problems, 'unknown time zone "Europe/Atlantis"')).toMatchObject({
      path: 'schedule.conference.time_zone_name',
      field: 'time_zone_name',
    });
  });

  it('names both sessions and the room when two talks overlap in one room', async () => {
    const first = talk({ guid: 'first', title: 'Early talk' });
    const second = talk({ guid: 'second', title: 'Late talk', date: '2026-06-10T09:15:00+02:00' });
    const problem = onlyProblem((await read(textFile('s.json', schedule([first, second])))).problems, 'overlaps');
    expect(problem.reason).toBe('session "Late talk" (second) overlaps session "Early talk" (first) in room "Hall A"');
    expect(problem).toMatchObject({ path: 'schedule.conference.days[0].rooms["Hall A"][1]', field: 'start' });
  });

  it('names a speaker without a name at the person', async () => {
    const problem = onlyProblem(
      (await read(textFile('s.json', schedule([talk({ persons: [{ id: 7, public_name: ' ' }] })])))).problems,
      'no name',
    );
    expect(problem).toMatchObject({ path: 'schedule.conference.days[0].rooms["Hall A"][0].persons[0]', field: 'name' });
  });

  it('names a talk guid used twice', async () => {
    const { problems } = await read(textFile('s.json', schedule([talk(), talk({ room: 'Hall B' })])));
    expect(onlyProblem(problems, 'used twice').reason).toBe('session id "3f1c2a44-0000-4000-8000-000000000001" is used twice');
  });

  it('names a talk without any id, title or duration and leaves it out', async () => {
    const talks = [talk({ guid: undefined }), talk({ guid: 'b', title: '' }), talk({ guid: 'c', duration: 'half an hour' })];
    const { programme, problems } = await read(textFile('s.json', schedule(talks)));
    expect(programme.sessions).toEqual([]);
    expect(problems.map((problem) => [problem.field, problem.reason])).toEqual([
      ['guid', 'missing: the talk has no guid, code or id'],
      ['title', 'missing: the talk has no title'],
      ['duration', 'not a duration (HH:MM): "half an hour"'],
    ]);
  });

  it('says what is wrong with JSON that is no schedule', async () => {
    expect(onlyProblem((await read(textFile('s.json', '{"talks": []}'))).problems, 'not a schedule JSON')).toMatchObject({
      path: 'schedule',
    });
  });
});
