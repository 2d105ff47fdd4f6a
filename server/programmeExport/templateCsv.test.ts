/**
 * The spreadsheet template's CSV tables (templateCsv.ts): formula-like cells escaped (OWASP's CSV injection advice),
 * quoting as RFC 4180, and the template's importer reading the tables back to exactly what was exported.
 */
import { describe, expect, it } from 'vitest';
import { readProgramme } from '../programmeImport';
import { SAMPLE_FORMULA_TITLE, sampleLists, sampleProgramme } from './testing';
import { csvCell, TEMPLATE_CSV_TABLES, templateCsv } from './templateCsv';

const OPTIONS = { defaultTimeZone: 'America/New_York' };

describe('csvCell', () => {
  it('puts a single quote before a cell a spreadsheet would run: =, +, -, @, tab or carriage return first', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+cmd')).toBe("'+cmd");
    expect(csvCell('-1+1')).toBe("'-1+1");
    expect(csvCell('@SUM(A1:A2)')).toBe("'@SUM(A1:A2)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('\r=1')).toBe('"\'\r=1"');
  });

  it('quotes again a cell that already starts with quotes before such a character, and leaves other cells alone', () => {
    expect(csvCell("'=1")).toBe("''=1");
    expect(csvCell("'quoted")).toBe("'quoted");
    expect(csvCell('A1 = B2')).toBe('A1 = B2');
    expect(csvCell('')).toBe('');
  });

  it('quotes a cell holding a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
  });
});

describe('templateCsv', () => {
  const programme = sampleProgramme();
  const files = TEMPLATE_CSV_TABLES.map((table) => ({
    name: `${table}.csv`,
    bytes: new TextEncoder().encode(templateCsv(programme, table)),
  }));
  const text = (table: (typeof TEMPLATE_CSV_TABLES)[number]) => templateCsv(programme, table);

  it('writes UTF-8 with a byte order mark (Excel needs it) and CRLF lines, the template’s columns first', () => {
    expect(text('sessions').startsWith('\uFEFFid,code,title,type,tracks,room,date,start,end,cancelled,chairs\r\n')).toBe(true);
    expect(text('presentations').startsWith('\uFEFFid,session,title,start,end,speakers,abstract\r\n')).toBe(true);
    expect(text('settings')).toBe('\uFEFFkey,value\r\ntimezone,Europe/Berlin\r\n');
  });

  it('escapes the formula-like title, abstract and affiliation, and never exports an e-mail address', () => {
    expect(text('sessions')).toContain(`"'=HYPERLINK(""http://evil.example"",""click"") & <b>more</b>"`);
    expect(text('presentations')).toContain(`"'-1+1 is not a formula here.\n\n@everyone: bring a laptop."`);
    expect(text('speakers')).toContain(",'+234 University of Lagos,");
    expect(text('speakers').split('\r\n')[0]).not.toContain('email');
    for (const table of TEMPLATE_CSV_TABLES) {
      for (const line of text(table).split('\r\n')) expect(line, table).not.toMatch(/(^|,)[=+\-@]/);
    }
  });

  it('writes wall times in the event’s zone and the sessions’ rooms and chairs by their export ids', () => {
    expect(text('sessions')).toContain(
      'vmx-session-10002,S10002,Heart failure: what is new,Symposium,Cardiology;Guidelines,vmx-room-2,2026-06-10,11:00,12:30,no,vmx-speaker-501;vmx-speaker-502\r\n',
    );
    expect(text('rooms')).toBe('\uFEFFid,name\r\nhall-a,Hall A\r\nvmx-room-2,Hall B – Ünïcode\r\n');
  });

  it('reads back through the template’s importer to exactly what was exported, formula-like cells included; no problems', async () => {
    const reading = await readProgramme('csv', files, OPTIONS);
    expect(reading.problems).toEqual([]);
    expect(reading.programme.timeZone).toBe('Europe/Berlin');
    expect(reading.programme.rooms.map(({ sourceId, name }) => ({ sourceId, name }))).toEqual(
      programme.rooms.map((room) => ({ sourceId: room.exportId, name: room.name })),
    );
    expect(
      reading.programme.speakers.map(({ sourceId, title, firstname, surname, affiliation }) => [
        sourceId,
        title,
        firstname,
        surname,
        affiliation,
      ]),
    ).toEqual(
      programme.speakers.map((speaker) => [speaker.exportId, speaker.title, speaker.firstname, speaker.surname, speaker.affiliation]),
    );
    expect(
      reading.programme.sessions.map((session) => ({
        sourceId: session.sourceId,
        code: session.code,
        title: session.title,
        type: session.type,
        tracks: session.tracks,
        start: session.start,
        end: session.end,
        roomId: session.roomId,
        cancelled: session.cancelled,
        chairIds: session.chairIds,
        presentations: session.presentations.map(({ sourceId, title, start, end, abstract, speakerIds }) => ({
          sourceId,
          title,
          start,
          end,
          abstract,
          speakerIds,
        })),
      })),
    ).toEqual(
      programme.sessions.map((session) => ({
        sourceId: session.exportId,
        code: session.code,
        title: session.title,
        type: session.type,
        tracks: session.tracks,
        start: session.start,
        end: session.end,
        roomId: session.room.exportId,
        cancelled: session.cancelled,
        chairIds: session.chairs.map((chair) => chair.exportId),
        presentations: session.presentations.map((presentation) => ({
          sourceId: presentation.exportId,
          title: presentation.title,
          start: presentation.start,
          end: presentation.end,
          abstract: presentation.abstract,
          speakerIds: presentation.speakers.map((speaker) => speaker.exportId),
        })),
      })),
    );
    expect(reading.programme.sessions.find((session) => session.cancelled)?.title).toBe(SAMPLE_FORMULA_TITLE);
  });

  it('reads a title that starts with quotes before a formula character back with its quotes', async () => {
    const lists = sampleLists();
    const quoted = sampleProgramme({
      ...lists,
      sessions: lists.sessions.map((session) => (session.Id === 10001 ? { ...session, Name: "''=still text" } : session)),
    });
    expect(templateCsv(quoted, 'sessions')).toContain(",'''=still text,");
    const reading = await readProgramme(
      'csv',
      [{ name: 'sessions.csv', bytes: new TextEncoder().encode(templateCsv(quoted, 'sessions')) }],
      OPTIONS,
    );
    expect(reading.programme.sessions[0]?.title).toBe("''=still text");
  });
});
