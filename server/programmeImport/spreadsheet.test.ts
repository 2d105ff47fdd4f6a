/**
 * The spreadsheet template importer, through readProgramme: the template's example files
 * (tests/fixtures/import/template.csv/, docs/import.md) as CSV, the same tables as an XLSX workbook made here with
 * exceljs, and broken tables. Cells that look like formulas stay the text they are.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse as parseCsv } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { readProgramme } from './index';
import type { ImportedProgramme, ImportFile } from './model';
import { fixture, onlyProblem, OPTIONS, textFile, workbook } from './testing';

const TEMPLATE = 'template.csv';
const templateFiles = (): ImportFile[] =>
  readdirSync(fileURLToPath(new URL(`../../tests/fixtures/import/${TEMPLATE}/`, import.meta.url)))
    .sort()
    .map((name) => ({ ...fixture(`${TEMPLATE}/${name}`), name }));
const templateTable = (name: string) => parseCsv(new TextDecoder().decode(fixture(`${TEMPLATE}/${name}.csv`).bytes));

const csv = (...files: ImportFile[]) => readProgramme('csv', files, OPTIONS);
const xlsx = (bytes: Uint8Array) => readProgramme('xlsx', [{ name: 'programme.xlsx', bytes }], OPTIONS);

/** The programme without the places, which differ between CSV (lines) and XLSX (sheets and rows). */
function withoutPlaces(programme: ImportedProgramme): unknown {
  return JSON.parse(JSON.stringify(programme, (key, value: unknown) => (key === 'place' || key === 'timeZonePlace' ? undefined : value)));
}

const SESSION_HEADER = 'id,code,title,type,tracks,room,date,start,end,cancelled,chairs';

describe('the template example (tests/fixtures/import/template.csv)', () => {
  it('reads its rooms, speakers, sessions and presentations in the Settings zone', async () => {
    const { programme, problems } = await csv(...templateFiles());
    expect(problems).toEqual([]);
    expect(programme.timeZone).toBe('Europe/Berlin');
    expect(programme.rooms.map((room) => [room.sourceId, room.name])).toEqual([
      ['hall-a', 'Hall A'],
      ['hall-b', 'Hall B'],
    ]);
    expect(programme.speakers).toHaveLength(4);
    expect(programme.speakers[2]).toMatchObject({
      sourceId: 'sp-3',
      title: null,
      firstname: 'María',
      surname: 'García López',
      country: 'ES',
      email: null,
    });
    expect(programme.sessions.map((session) => session.presentations.length)).toEqual([1, 3, 0]);
  });

  it('reads a session by its room’s name, its tracks and chairs as lists, and its wall times in the zone', async () => {
    const { programme } = await csv(...templateFiles());
    const symposium = programme.sessions[1];
    expect(symposium).toMatchObject({
      sourceId: 's-102',
      code: 'B1',
      roomId: 'hall-b',
      type: 'Symposium',
      tracks: ['Cardiology', 'Guidelines'],
      chairIds: ['sp-1', 'sp-2'],
      start: '2026-06-10T09:00:00Z',
      end: '2026-06-10T10:30:00Z',
      cancelled: false,
      place: { file: 'sessions.csv', line: 3 },
    });
    expect(symposium?.presentations[0]).toMatchObject({
      sourceId: 'p-2',
      start: '2026-06-10T09:00:00Z',
      end: '2026-06-10T09:30:00Z',
      speakerIds: ['sp-2', 'sp-3'],
      abstract: 'Trials, doses and "real world" data.',
    });
    expect(programme.sessions[2]?.cancelled).toBe(true);
    // A presentation without times takes its session's.
    expect(programme.sessions[0]?.presentations[0]).toMatchObject({ start: '2026-06-10T07:00:00Z', end: '2026-06-10T08:30:00Z' });
  });

  it('reads the same tables from an XLSX workbook to the same programme, typed date and time cells too', async () => {
    const sheets: Record<string, unknown[][]> = {};
    for (const name of ['Settings', 'Rooms', 'Speakers', 'Sessions', 'Presentations']) sheets[name] = templateTable(name.toLowerCase());
    // Excel keeps a date as a date and a time as a fraction of a day: the session rows get those, as Excel would.
    sheets.Sessions = (sheets.Sessions ?? []).map((row, index) => {
      if (index === 0) return row;
      const [hours = 0, minutes = 0] = String(row[7]).split(':').map(Number);
      return [...row.slice(0, 6), new Date(`${String(row[6])}T00:00:00Z`), (hours * 60 + minutes) / 1440, ...row.slice(8)];
    });
    const fromCsv = await csv(...templateFiles());
    const fromXlsx = await xlsx(await workbook(sheets));
    expect(fromXlsx.problems).toEqual([]);
    expect(withoutPlaces(fromXlsx.programme)).toEqual(withoutPlaces(fromCsv.programme));
    expect(fromXlsx.programme.sessions[1]?.place).toEqual({ file: 'programme.xlsx', sheet: 'Sessions', row: 3 });
  });
});

describe('template CSV files', () => {
  it('knows the tables by file name in any case, behind a path', async () => {
    const { programme, problems } = await csv(
      textFile('uploads/SESSIONS.CSV', `${SESSION_HEADER}\ns-1,,Talk,,,Hall A,2026-06-10,09:00,10:00,,`),
    );
    expect(problems).toEqual([]);
    expect(programme.sessions).toHaveLength(1);
  });

  it('reads semicolon-separated CSV with a byte order mark, as spreadsheets in a German locale save it', async () => {
    const text = '\uFEFFid;title;room;date;start;end;tracks\ns-1;Herzinsuffizienz;Saal 1;2026-06-10;09:00;10:00;"Kardiologie;Leitlinien"\n';
    const { programme, problems } = await csv(textFile('sessions.csv', text));
    expect(problems).toEqual([]);
    expect(programme.sessions[0]).toMatchObject({ title: 'Herzinsuffizienz', tracks: ['Kardiologie', 'Leitlinien'] });
  });

  it('makes the rooms from the sessions’ room names without a rooms table, and reads times in the event zone without settings', async () => {
    const { programme } = await csv(textFile('sessions.csv', `${SESSION_HEADER}\ns-1,,Talk,,,Hall A,2026-06-10,09:00,10:00,,`));
    expect(programme.rooms).toEqual([{ sourceId: 'Hall A', name: 'Hall A', place: { file: 'sessions.csv', line: 2, field: 'room' } }]);
    expect(programme.sessions[0]?.start).toBe('2026-06-10T13:00:00Z');
  });

  it('skips rows of empty cells, as spreadsheets save them below a table', async () => {
    const text = `${SESSION_HEADER}\ns-1,,Talk,,,Hall A,2026-06-10,09:00,10:00,,\n,,,,,,,,,,\n , ,,,,,,,,,\n`;
    const { programme, problems } = await csv(textFile('sessions.csv', text));
    expect(problems).toEqual([]);
    expect(programme.sessions).toHaveLength(1);
  });

  it('counts a session’s line across a quoted line break and blank lines', async () => {
    const text = `${SESSION_HEADER}\ns-1,,"Two\nlines",,,Hall A,2026-06-10,09:00,10:00,,\n\ns-2,,Talk,,,Hall A,2026-06-10,09:30,10:30,,\n`;
    const problem = onlyProblem((await csv(textFile('sessions.csv', text))).problems, 'overlaps');
    expect(problem).toMatchObject({ file: 'sessions.csv', line: 5, field: 'start' });
  });
});

describe('formula-like cells', () => {
  const formulas = ['=HYPERLINK("http://evil.example","click")', "+cmd|' /C calc'!A0", '-1+1', '@SUM(A1:A2)'];

  it('keeps CSV cells that look like formulas as the text they are', async () => {
    const quoted = (value: string) => `"${value.replaceAll('"', '""')}"`;
    const sessions = [
      SESSION_HEADER,
      ...formulas.map((formula, index) => `s-${index},,${quoted(formula)},,,Hall A,2026-06-1${index},09:00,10:00,,`),
    ];
    const speakers = ['id,firstname,surname,affiliation', `sp-1,${quoted(formulas[3] ?? '')},Berger,${quoted(formulas[0] ?? '')}`];
    const { programme, problems } = await csv(textFile('sessions.csv', sessions.join('\n')), textFile('speakers.csv', speakers.join('\n')));
    expect(problems).toEqual([]);
    expect(programme.sessions.map((session) => session.title)).toEqual(formulas);
    expect(programme.speakers[0]).toMatchObject({ firstname: '@SUM(A1:A2)', affiliation: '=HYPERLINK("http://evil.example","click")' });
  });

  it('drops the one quote a CSV export puts before a formula-like cell, and keeps a quote before anything else', async () => {
    const titles = ["'=1+1", "''=still quoted", "'-1", "'plain quote", "it's"];
    const sessions = [SESSION_HEADER, ...titles.map((title, index) => `s-${index},,${title},,,Hall A,2026-06-1${index},09:00,10:00,,`)];
    const { programme, problems } = await csv(textFile('sessions.csv', sessions.join('\n')));
    expect(problems).toEqual([]);
    expect(programme.sessions.map((session) => session.title)).toEqual(['=1+1', "'=still quoted", '-1', "'plain quote", "it's"]);
  });

  it('keeps XLSX text cells that look like formulas as text, takes a formula cell’s saved value, and names one without', async () => {
    const header = SESSION_HEADER.split(',');
    const row = (id: string, title: unknown, date: string) => [id, '', title, '', '', 'Hall A', date, '09:00', '10:00', '', ''];
    const bytes = await workbook({
      Sessions: [
        header,
        ...formulas.map((formula, index) => row(`s-${index}`, formula, `2026-06-1${index}`)),
        row('s-saved', { formula: 'HYPERLINK("http://evil.example","click")', result: 'click' }, '2026-06-20'),
        row('s-unsaved', { formula: 'CONCATENATE("a","b")' }, '2026-06-21'),
      ],
    });
    const { programme, problems } = await xlsx(bytes);
    expect(programme.sessions.map((session) => session.title)).toEqual([...formulas, 'click']);
    expect(problems).toEqual([
      {
        file: 'programme.xlsx',
        sheet: 'Sessions',
        row: 7,
        field: 'title',
        reason: 'a formula without a saved value: enter the value, or open and save the file in a spreadsheet',
      },
    ]);
  });
});

describe('broken template tables', () => {
  it('names each required column missing, with the table, and reads nothing of that table', async () => {
    const { programme, problems } = await csv(textFile('sessions.csv', 'id,title,room,date\ns-1,Talk,Hall A,2026-06-10\n'));
    expect(programme.sessions).toEqual([]);
    expect(problems).toEqual([
      { file: 'sessions.csv', line: 1, field: 'start', reason: 'missing column "start" in the sessions table' },
      { file: 'sessions.csv', line: 1, field: 'end', reason: 'missing column "end" in the sessions table' },
    ]);
  });

  it('names a missing column of an XLSX sheet with the sheet', async () => {
    const { problems } = await xlsx(await workbook({ Sessions: [SESSION_HEADER.split(',')], Speakers: [['id', 'surname']] }));
    expect(problems).toEqual([
      { file: 'programme.xlsx', sheet: 'Speakers', row: 1, field: 'firstname', reason: 'missing column "firstname" in the speakers table' },
    ]);
  });

  it('names a CSV file that is no table of the template, and a template without sessions', async () => {
    const { problems } = await csv(textFile('schedule.csv', 'a,b\n'));
    expect(problems.map((problem) => problem.reason)).toEqual([
      'not a table of the template: name the file rooms.csv, speakers.csv, sessions.csv, presentations.csv, settings.csv',
      'no sessions table: give a file sessions.csv',
    ]);
  });

  it('refuses a Latin-1 CSV as not UTF-8, with its line', async () => {
    const text = `${SESSION_HEADER}\ns-1,,Müller lecture,,,Hall A,2026-06-10,09:00,10:00,,`;
    const latin1 = Uint8Array.from(text, (character) => character.charCodeAt(0));
    expect(onlyProblem((await csv({ name: 'sessions.csv', bytes: latin1 })).problems, 'not UTF-8')).toMatchObject({
      file: 'sessions.csv',
      line: 2,
    });
  });

  it('names a quote that never closes with its line', async () => {
    const { problems } = await csv(textFile('sessions.csv', `${SESSION_HEADER}\ns-1,,"Talk,,,Hall A,2026-06-10,09:00,10:00,,\n`));
    const problem = onlyProblem(problems, 'not readable CSV');
    expect(problem).toMatchObject({ file: 'sessions.csv', line: 2 });
    expect(problem.reason).toContain('Quote Not Closed');
  });

  it('names a missing and an unknown time zone at the Settings row', async () => {
    const sessions = textFile('sessions.csv', `${SESSION_HEADER}\ns-1,,Talk,,,Hall A,2026-06-10,09:00,10:00,,`);
    const missing = await csv(sessions, textFile('settings.csv', 'key,value\ntimezone,\n'));
    expect(missing.programme.sessions).toEqual([]);
    expect(missing.problems).toEqual([
      { file: 'settings.csv', line: 2, field: 'value', reason: 'missing time zone: the programme names none' },
    ]);
    const unknown = await csv(sessions, textFile('settings.csv', 'key,value\ntimezone,Europe/Atlantis\n'));
    expect(unknown.problems).toEqual([
      { file: 'settings.csv', line: 2, field: 'value', reason: 'unknown time zone "Europe/Atlantis" (an IANA name such as Europe/Berlin)' },
    ]);
  });

  it('names both sessions and the room when two overlap', async () => {
    const text = `${SESSION_HEADER}\ns-1,,Early,,,Hall A,2026-06-10,09:00,10:00,,\ns-2,,Late,,,Hall A,2026-06-10,09:45,11:00,,\ns-3,,Elsewhere,,,Hall B,2026-06-10,09:45,11:00,,`;
    const problem = onlyProblem((await csv(textFile('sessions.csv', text))).problems, 'overlaps');
    expect(problem).toEqual({
      file: 'sessions.csv',
      line: 3,
      field: 'start',
      reason: 'session "Late" (s-2) overlaps session "Early" (s-1) in room "Hall A"',
    });
  });

  it('does not count a cancelled session as taking its room', async () => {
    const text = `${SESSION_HEADER}\ns-1,,Early,,,Hall A,2026-06-10,09:00,10:00,yes,\ns-2,,Replacement,,,Hall A,2026-06-10,09:00,10:00,no,`;
    expect((await csv(textFile('sessions.csv', text))).problems).toEqual([]);
  });

  it('names a speaker without a name at the speakers row', async () => {
    const sessions = textFile('sessions.csv', `${SESSION_HEADER}\ns-1,,Talk,,,Hall A,2026-06-10,09:00,10:00,,sp-2`);
    const speakers = textFile('speakers.csv', 'id,firstname,surname\nsp-1,Anna,Berger\nsp-2, ,\n');
    const problem = onlyProblem((await csv(sessions, speakers)).problems, 'no name');
    expect(problem).toEqual({ file: 'speakers.csv', line: 3, field: 'firstname', reason: 'speaker "sp-2" has no name' });
  });

  it('names references to an unknown room, speaker and session', async () => {
    const files = [
      textFile('rooms.csv', 'id,name\nhall-a,Hall A\n'),
      textFile('sessions.csv', `${SESSION_HEADER}\ns-1,,Talk,,,Hall Z,2026-06-10,09:00,10:00,,nobody`),
      textFile('presentations.csv', 'id,session,title,speakers\np-1,s-1,Part one,ghost\np-2,s-9,Part two,\n'),
    ];
    const { problems } = await csv(...files);
    expect(problems.map((problem) => [problem.file, problem.line, problem.field, problem.reason])).toEqual([
      ['presentations.csv', 3, 'session', 'presentation "p-2" names session "s-9", which the sessions table does not have'],
      ['sessions.csv', 2, 'room', 'session "Talk" (s-1) is in room "Hall Z", which the file does not have'],
      ['sessions.csv', 2, 'chairs', 'session "Talk" (s-1) names chair "nobody", who is not among the speakers'],
      ['presentations.csv', 2, 'speakers', 'presentation "Part one" (p-1) names speaker "ghost", who is not among the speakers'],
    ]);
  });

  it('names a presentation outside its session, an end before a start, and dates and times that are none', async () => {
    const files = [
      textFile(
        'sessions.csv',
        `${SESSION_HEADER}\ns-1,,Talk,,,Hall A,2026-06-10,09:00,10:00,,\ns-2,,Backwards,,,Hall B,2026-06-10,10:00,09:00,,\ns-3,,Bad,,,Hall C,10.06.2026,9 Uhr,10:00,maybe,`,
      ),
      textFile('presentations.csv', 'id,session,title,start,end\np-1,s-1,Overrun,09:30,10:15\np-2,s-1,Half,09:30,\n'),
    ];
    const { problems } = await csv(...files);
    expect(problems.map((problem) => [problem.file, problem.line, problem.field, problem.reason])).toEqual([
      ['sessions.csv', 4, 'date', 'not a date (YYYY-MM-DD): 10.06.2026'],
      ['sessions.csv', 4, 'cancelled', 'not yes or no: maybe'],
      ['presentations.csv', 3, 'end', 'give both start and end, or neither (the session’s times)'],
      [
        'presentations.csv',
        2,
        'end',
        'presentation "Overrun" (p-1) (2026-06-10T13:30:00Z–2026-06-10T14:15:00Z) lies outside its session "Talk" (s-1) (2026-06-10T13:00:00Z–2026-06-10T14:00:00Z)',
      ],
      ['sessions.csv', 3, 'end', 'session "Backwards" (s-2) ends (2026-06-10T13:00:00Z) before it starts (2026-06-10T14:00:00Z)'],
    ]);
  });

  it('refuses a workbook whose files would unpack to more than 256 MB, before unpacking it', async () => {
    const bytes = await workbook({ Sessions: [SESSION_HEADER.split(',')] });
    expect((await xlsx(bytes)).problems).toEqual([]);
    // The central directory's first entry now declares 300 MB unpacked (offset 24 of the entry).
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const directory = view.getUint32(bytes.length - 22 + 16, true);
    view.setUint32(directory + 24, 300 * 1024 * 1024, true);
    const { problems } = await xlsx(bytes);
    expect(problems).toEqual([
      {
        file: 'programme.xlsx',
        reason: expect.stringMatching(/^too large unpacked: \d+ bytes, a workbook may unpack to at most 268435456 bytes$/),
      },
    ]);
  });

  it('says a file that is no XLSX workbook is not readable', async () => {
    const { problems } = await xlsx(new TextEncoder().encode('id,title\n1,Talk\n'));
    expect(problems).toEqual([{ file: 'programme.xlsx', reason: 'not a readable XLSX workbook: not a ZIP archive' }]);
  });
});
