/**
 * The programme export's routes (programmeExport.ts) on the seeded demo: every file with its headers, ETag and 304,
 * the anonymous visitor's view whoever asks, the formats' own validators (the c3voc JSON schema and XSD), round trips
 * through the importers, a published change reaching the files, and a pretalx export imported and exported again
 * session for session.
 *
 * Demo (server/db/seed/access.ts): the private symposia 10034, 10071 and 10104 are left out of an anonymous visitor's
 * programme; Session policies withhold the content of 10001 (Full Congress tickets) and 10002 (healthcare
 * professionals).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProgrammeSession } from '../../src/contracts';
import { requireEvent } from '../db/events';
import { DEMO_EVENT_ID } from '../db/seed/identity';
import { readProgramme } from '../programmeImport';
import { importProgramme, publishDraft } from '../programmeImport/drafts';
import type { ImportFile, ImportFormat } from '../programmeImport/model';
import { fixture } from '../programmeImport/testing';
import { scheduleJsonErrors, scheduleXmlErrors } from '../programmeExport/testing';
import { uuidV5 } from '../programme/itemIds';
import { createTestApp, signInDemoUsers, type TestApp } from '../testing';

let t: TestApp;
let preview = '';
beforeAll(async () => {
  t = await createTestApp();
  preview = (await signInDemoUsers(t.app, ['preview'])).preview!.token;
}, 60_000);
afterAll(() => t.close());

const BASE = `/api/Export/Programme/${DEMO_EVENT_ID}/en-GB`;
const CSV_TABLES = ['settings', 'rooms', 'speakers', 'sessions', 'presentations'] as const;
const PRIVATE_SYMPOSIA = [10034, 10071, 10104];
const WITHHELD = [10001, 10002];

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
async function body(url: string): Promise<string> {
  const response = await get(url);
  expect(response.statusCode, url).toBe(200);
  return response.body;
}
const bytes = (name: string, text: string): ImportFile => ({ name, bytes: new TextEncoder().encode(text) });
const read = (format: ImportFormat, files: ImportFile[]) => readProgramme(format, files, { defaultTimeZone: 'UTC' });
/** The anonymous visitor's sessions, as the programme's list gives them. */
const visitorSessions = async () => JSON.parse(await body(`/api/Modules/PAGSessionsV2?eventid=${DEMO_EVENT_ID}`)) as ProgrammeSession[];

interface Talk {
  guid: string;
  id: number;
  date: string;
  duration: string;
  room: string;
  title: string;
  abstract: string | null;
  persons: unknown[];
}
const talksOf = (text: string): Talk[] =>
  (JSON.parse(text) as { schedule: { conference: { days: { rooms: Record<string, Talk[]> }[] } } }).schedule.conference.days.flatMap(
    (day) => Object.values(day.rooms).flat(),
  );

describe('GET /api/Export/Programme/{eventid}/{language}/…', () => {
  it('answers each file with its content type, a file name, an ETag and no-cache', async () => {
    const expected: Record<string, [string, string]> = {
      'schedule.json': ['application/json; charset=utf-8', 'inline; filename="ehc2026-schedule.json"'],
      'schedule.xml': ['application/xml; charset=utf-8', 'inline; filename="ehc2026-schedule.xml"'],
      'programme.ics': ['text/calendar; charset=utf-8', 'inline; filename="ehc2026-programme.ics"'],
      ...Object.fromEntries(
        CSV_TABLES.map((table) => [`${table}.csv`, ['text/csv; charset=utf-8; header=present', `attachment; filename="${table}.csv"`]]),
      ),
    };
    for (const [file, [type, disposition]] of Object.entries(expected)) {
      const response = await get(`${BASE}/${file}`);
      expect(response.statusCode, file).toBe(200);
      expect(response.headers['content-type'], file).toBe(type);
      expect(response.headers['content-disposition'], file).toBe(disposition);
      expect(response.headers['cache-control'], file).toBe('no-cache');
      expect(response.headers.etag, file).toMatch(/^"[\w-]{27}"$/);
    }
  });

  it('answers 304 to the ETag it gave, and the same bytes in every spelling of the path and by the short name', async () => {
    const first = await get(`${BASE}/schedule.xml`);
    const again = await get(`${BASE}/schedule.xml`, { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    for (const url of [
      `/api/export/Programme/${DEMO_EVENT_ID}/en-GB/schedule.xml`,
      `/api/export/programme/${DEMO_EVENT_ID}/en-GB/schedule.xml`,
      '/api/Export/Programme/ehc2026/en-gb/schedule.xml',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers.etag, url).toBe(first.headers.etag);
    }
  });

  it('compresses for a client that takes it, under the same ETag', async () => {
    const plain = await get(`${BASE}/programme.ics`);
    const compressed = await get(`${BASE}/programme.ics`, { 'accept-encoding': 'gzip' });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers.etag).toBe(plain.headers.etag);
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length);
  });

  it('is 404 for an unknown event and 400 naming a parameter that is not one', async () => {
    expect((await get('/api/Export/Programme/99999/en-GB/schedule.json')).statusCode).toBe(404);
    expect((await get('/api/Export/Programme/nosuchevent/en-GB/programme.ics')).statusCode).toBe(404);
    const bad = await get(`/api/Export/Programme/${DEMO_EVENT_ID}/english!/schedule.json`);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('language');
    expect((await get(`${BASE}/schedule.yaml`)).statusCode).toBe(404);
  });

  it('names the session types in the language asked for, and takes the event’s default for a language it does not have', async () => {
    const german = await body(`/api/Export/Programme/${DEMO_EVENT_ID}/de-DE/schedule.json`);
    const english = await body(`${BASE}/schedule.json`);
    expect(german).not.toBe(english);
    expect(talksOf(german).map((talk) => talk.id)).toEqual(talksOf(english).map((talk) => talk.id));
    expect(await body(`/api/Export/Programme/${DEMO_EVENT_ID}/fr-FR/schedule.json`)).toBe(english);
  });

  it('exports the anonymous visitor’s programme whoever asks: private symposia left out, denied sessions without content', async () => {
    const sessions = await visitorSessions();
    const json = await body(`${BASE}/schedule.json`);
    const talks = talksOf(json);
    expect(talks.map((talk) => talk.id).sort((a, b) => a - b)).toEqual(sessions.map((session) => session.Id).sort((a, b) => a - b));
    for (const id of PRIVATE_SYMPOSIA) expect(talks.some((talk) => talk.id === id)).toBe(false);
    for (const id of WITHHELD) expect(talks.find((talk) => talk.id === id)).toMatchObject({ abstract: null, persons: [] });
    const presentations = await body(`${BASE}/presentations.csv`);
    for (const id of WITHHELD) expect(presentations).not.toContain(`,vmx-session-${id},`);
    // A preview super user's token is not read: the same file, byte for byte.
    for (const file of ['schedule.json', 'schedule.xml', 'programme.ics', 'presentations.csv']) {
      const signedIn = await get(`${BASE}/${file}`, { authorization: `Bearer ${preview}` });
      expect(signedIn.body, file).toBe(await body(`${BASE}/${file}`));
    }
  });

  it('writes schedule JSON valid against the c3voc schema and schedule XML valid against its XSD', async () => {
    expect(scheduleJsonErrors(await body(`${BASE}/schedule.json`))).toEqual([]);
    expect(await scheduleXmlErrors(await body(`${BASE}/schedule.xml`))).toEqual([]);
  }, 20_000);

  it('reads back through each importer as the visitor’s sessions: same count, titles, starts, ends and rooms; no problems', async () => {
    const expected = (await visitorSessions())
      .map((session) => ({ title: session.Name, start: session.StartDateTime, end: session.EndDateTime, room: session.RoomName }))
      .sort((a, b) => a.start.localeCompare(b.start) || a.room.localeCompare(b.room) || a.title.localeCompare(b.title));
    const readings = {
      'pretalx-json': await read('pretalx-json', [bytes('schedule.json', await body(`${BASE}/schedule.json`))]),
      'frab-xml': await read('frab-xml', [bytes('schedule.xml', await body(`${BASE}/schedule.xml`))]),
      ical: await read('ical', [bytes('programme.ics', await body(`${BASE}/programme.ics`))]),
      csv: await read('csv', await Promise.all(CSV_TABLES.map(async (table) => bytes(`${table}.csv`, await body(`${BASE}/${table}.csv`))))),
    };
    for (const [format, reading] of Object.entries(readings)) {
      expect(reading.problems, format).toEqual([]);
      expect(reading.programme.timeZone, format).toBe('Europe/Berlin');
      const roomName = new Map(reading.programme.rooms.map((room) => [room.sourceId, room.name]));
      const sessions = reading.programme.sessions
        .map((session) => ({ title: session.title, start: session.start, end: session.end, room: roomName.get(session.roomId) ?? '' }))
        .sort((a, b) => a.start.localeCompare(b.start) || a.room.localeCompare(b.room) || a.title.localeCompare(b.title));
      expect(sessions.length, format).toBe(expected.length);
      expect(sessions, format).toEqual(expected);
    }
  }, 30_000);
});

describe('a change to the programme', () => {
  it('reaches every file with the programme version: a cancelled session marked in the calendar and the template, left out of the schedules', async () => {
    const before = await get(`${BASE}/programme.ics`);
    const row = await t.db
      .selectFrom('programme_versions')
      .select('version')
      .where('event_id', '=', DEMO_EVENT_ID)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('programme_sessions')
      .set({ is_cancelled: 1 })
      .where('event_id', '=', DEMO_EVENT_ID)
      .where('id', '=', 10005)
      .execute();
    await t.db
      .updateTable('programme_versions')
      .set({ version: `${row.version}-cancelled` })
      .where('event_id', '=', DEMO_EVENT_ID)
      .execute();

    const after = await get(`${BASE}/programme.ics`, { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const event = after.body
      .replace(/\r\n[ \t]/g, '')
      .split('BEGIN:VEVENT')
      .find((part) => part.includes('UID:session-10005@ehc2026.vmx'));
    expect(event).toContain('STATUS:CANCELLED');
    expect(await body(`${BASE}/sessions.csv`)).toMatch(/\r\nvmx-session-10005,[^\r]*,yes,[^\r]*\r\n/);
    expect(talksOf(await body(`${BASE}/schedule.json`)).some((talk) => talk.id === 10005)).toBe(false);
    expect(await body(`${BASE}/schedule.xml`)).not.toContain('id="10005"');
  });
});

describe('a pretalx programme imported and exported again', () => {
  it('comes out of the schedule JSON session for session as the pretalx file has it: title, start, duration, room', async () => {
    const event = await requireEvent(t.db, { id: DEMO_EVENT_ID });
    const reading = await readProgramme('pretalx-json', [fixture('pretalx-democon.json')], { defaultTimeZone: event.time_zone });
    expect(reading.problems).toEqual([]);
    const meta = { format: 'pretalx-json' as const, files: ['pretalx-democon.json'], by: 'service:test', now: '2026-05-02T10:00:00Z' };
    await importProgramme(t.db, event, reading, meta, false);
    await publishDraft(t.db, event, meta.now);

    const original = talksOf(new TextDecoder().decode(fixture('pretalx-democon.json').bytes));
    const text = await body(`${BASE}/schedule.json`);
    expect(scheduleJsonErrors(text)).toEqual([]);
    const exported = new Map(talksOf(text).map((talk) => [talk.guid, talk]));
    expect(original).toHaveLength(36);
    for (const talk of original) {
      const again = exported.get(talk.guid);
      expect(again, talk.title).toBeDefined();
      expect(again?.title).toBe(talk.title);
      expect(Date.parse(again?.date ?? '')).toBe(Date.parse(talk.date));
      expect(again?.duration).toBe(talk.duration);
      expect(again?.room).toBe(talk.room);
    }
    // The calendar's DTSTAMP is the publication now.
    expect(await body(`${BASE}/programme.ics`)).toContain('DTSTAMP:20260502T100000Z');
  });
});

describe('an export imported again', () => {
  it('imported again, in any format, finds every room, speaker, session and presentation: nothing added or changed, also once imported', async () => {
    const event = await requireEvent(t.db, { id: DEMO_EVENT_ID });
    const exported = async () => ({
      'pretalx-json': [bytes('schedule.json', await body(`${BASE}/schedule.json`))],
      'frab-xml': [bytes('schedule.xml', await body(`${BASE}/schedule.xml`))],
      ical: [bytes('programme.ics', await body(`${BASE}/programme.ics`))],
      csv: await Promise.all(CSV_TABLES.map(async (table) => bytes(`${table}.csv`, await body(`${BASE}/${table}.csv`)))),
    });
    const importAll = async (dryRun: boolean, only?: ImportFormat) => {
      for (const [format, input] of Object.entries(await exported())) {
        if (only && format !== only) continue;
        const meta = {
          format: format as ImportFormat,
          files: input.map((file) => file.name),
          by: 'service:test',
          now: '2026-05-02T09:00:00Z',
        };
        const report = await importProgramme(t.db, event, await read(meta.format, input), meta, dryRun);
        expect(report.Problems, format).toEqual([]);
        expect(report.Changes, format).toEqual([]);
      }
    };
    const sessionsBefore = await visitorSessions();
    await importAll(true);
    // Imported for real (the sessions now have the schedule's guids as source ids), every export still finds them.
    await importAll(false, 'pretalx-json');
    await publishDraft(t.db, event, '2026-05-02T09:00:00Z');
    const sources = await t.db.selectFrom('programme_sources').select('source_id').where('event_id', '=', event.id).execute();
    expect(sources.map((row) => row.source_id)).toContain(uuidV5(`session-10003@${event.short}.vmx`));
    await importAll(true);
    expect(await visitorSessions()).toEqual(sessionsBefore);
  }, 30_000);
});
