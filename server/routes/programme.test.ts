import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ProgrammeAbstract,
  ProgrammeAuthor,
  ProgrammeData,
  ProgrammePresentation,
  ProgrammeRoom,
  ProgrammeSession,
} from '../../src/contracts';
import { ENCODING_MIN_BYTES } from '../http/encodedAnswer';
import { createTestApp, signInDemoUsers, type TestApp } from '../testing';
import { HIGHLIGHTED_SESSIONS_DEFAULT_GRADE, SELECTED_SESSIONS_MAX_IDS } from './programme';

let t: TestApp;
/** The app's clock: before the congress unless a test moves it. */
let clock = Date.parse('2026-05-01T00:00:00Z');
/** A preview super user's token: they see the whole programme (private symposia and all). */
let preview = '';
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  preview = (await signInDemoUsers(t.app, ['preview'])).preview!.token;
}, 60_000);
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const json = async <T>(url: string) => {
  const response = await get(url);
  expect(response.statusCode, url).toBe(200);
  return response.json<T>();
};
/** As a preview super user sees it: the whole programme. */
const whole = async <T>(url: string) => {
  const response = await get(url, { authorization: `Bearer ${preview}` });
  expect(response.statusCode, url).toBe(200);
  return response.json<T>();
};
const LISTS = ['PAGSessionsV2', 'PAGPresentations', 'PAGAuthors', 'PAGAuthorsHighlighted', 'PAGRooms', 'PAGAbstracts'];

describe('GET /api/Modules/PAGSessionsV2', () => {
  it("lists the event's sessions in time order with section 3's fields", async () => {
    const sessions = await json<ProgrammeSession[]>('/api/Modules/PAGSessionsV2?eventid=2026');
    expect(sessions.length).toBeGreaterThanOrEqual(100);
    const starts = sessions.map((session) => session.StartDateTime);
    expect(starts).toEqual([...starts].sort());
    for (const field of [
      'Id',
      'Name',
      'SessionType',
      'StartDateTime',
      'EndDateTime',
      'ImageThumbPath',
      'Color',
      'CompanyAccountId',
      'CompanyAccountName',
      'SponsorType',
      'groups',
      'Presentations',
      'Chairs',
    ]) {
      expect(sessions[0], field).toHaveProperty(field);
    }
    const symposium = sessions.find((session) => session.SessionType === 'Symposium')!;
    expect(symposium.groups[0]).toEqual({ Id: expect.any(Number), Name: expect.any(String) });
    expect(symposium.Presentations[0]).toMatchObject({
      Title: expect.any(String),
      SpeakerFirstname: expect.any(String),
      SpeakerSurname: expect.any(String),
    });
    expect(symposium.Chairs[0]).toMatchObject({ Firstname: expect.any(String), Surname: expect.any(String) });
    for (const session of sessions) expect(session.EndDateTime > session.StartDateTime).toBe(true);
  });

  it('links industry sessions to seeded companies with their name, sponsor type and logo', async () => {
    const sessions = await json<ProgrammeSession[]>('/api/Modules/PAGSessionsV2?eventid=2026');
    const industry = sessions.filter((session) => session.ProgramGrade === 'Industry');
    expect(industry.length).toBeGreaterThan(0);
    for (const session of industry) {
      expect(session.CompanyAccountName).toEqual(expect.any(String));
      expect(['Platinum', 'Gold', 'Bronze']).toContain(session.SponsorType);
      expect(session.ImageThumbPath).toBe(`/media/logos/${session.CompanyAccountId}.svg`);
    }
    expect((await get(industry[0]!.ImageThumbPath!)).statusCode).toBe(200);
  });

  it('names session types and groups in the language asked for; titles stay English', async () => {
    const english = await json<ProgrammeSession[]>('/api/Modules/PAGSessionsV2?eventid=2026&language=en-GB');
    const german = await json<ProgrammeSession[]>('/api/Modules/PAGSessionsV2?eventid=2026&language=de-de');
    expect(german.map((session) => session.Id)).toEqual(english.map((session) => session.Id));
    expect(german.map((session) => session.Name)).toEqual(english.map((session) => session.Name));
    expect(english.some((session) => session.SessionType === 'Poster session')).toBe(true);
    expect(german.some((session) => session.SessionType === 'Postersitzung')).toBe(true);
    expect(german.flatMap((session) => session.groups.map((group) => group.Name))).toContain('Kardiologie');
  });

  it('gives the first rows with take: the top of the whole list, in its order; 400 naming take when out of range', async () => {
    const all = await json<ProgrammeSession[]>('/api/Modules/PAGSessionsV2?eventid=2026');
    const first = await json<ProgrammeSession[]>('/api/Modules/PAGSessionsV2?eventid=2026&take=20');
    expect(first).toEqual(all.slice(0, 20));
    expect(await json<ProgrammeSession[]>('/api/Modules/PAGSessionsV2?shortname=ehc2026&take=20')).toEqual(first);
    // The client's date sort (start, then end) leaves the server's order as it is.
    const key = (session: ProgrammeSession) => `${session.StartDateTime}|${session.EndDateTime}`;
    expect(all.map(key)).toEqual([...all.map(key)].sort());
    for (const take of ['0', '201', 'x']) {
      const response = await get(`/api/Modules/PAGSessionsV2?eventid=2026&take=${take}`);
      expect(response.statusCode, take).toBe(400);
      expect(response.body).toContain('take');
    }
  });

  it('answers on the lower-case path too', async () => {
    expect((await get('/api/modules/PAGSessionsV2?eventid=2026')).statusCode).toBe(200);
  });
});

describe('GET /api/Modules/PAGPresentations, PAGAuthors, PAGAuthorsHighlighted, PAGRooms, PAGAbstracts', () => {
  it('lists presentations of existing sessions, posters with a number and an abstract', async () => {
    const [presentations, sessions] = await Promise.all([
      whole<ProgrammePresentation[]>('/api/Modules/PAGPresentations?eventid=2026'),
      whole<ProgrammeSession[]>('/api/Modules/PAGSessionsV2?eventid=2026'),
    ]);
    expect(presentations).toHaveLength(500);
    const sessionIds = new Set(sessions.map((session) => session.Id));
    for (const presentation of presentations) expect(sessionIds.has(presentation.SessionId)).toBe(true);
    const posters = presentations.filter((presentation) => presentation.IsPoster);
    expect(posters.length).toBeGreaterThan(0);
    for (const poster of posters) {
      expect(poster.PosterNumber).toMatch(/^P-\d{4}$/);
      expect(poster.AbstractId).toEqual(expect.any(Number));
    }
  });

  it('lists the authors with what they chair and present; the highlighted ones apart', async () => {
    const authors = await whole<ProgrammeAuthor[]>('/api/Modules/PAGAuthors?eventid=2026');
    expect(authors).toHaveLength(300);
    expect(authors.every((author) => author.PresentationIds.length > 0)).toBe(true);
    expect(authors.some((author) => author.ChairSessionIds.length > 0)).toBe(true);
    const highlighted = await whole<ProgrammeAuthor[]>('/api/Modules/PAGAuthorsHighlighted?eventid=2026');
    expect(highlighted.length).toBeGreaterThan(0);
    expect(highlighted).toEqual(authors.filter((author) => author.Highlighted));
  });

  it('lists the rooms in order', async () => {
    const rooms = await json<ProgrammeRoom[]>('/api/Modules/PAGRooms?eventid=2026');
    expect(rooms).toHaveLength(8);
    expect(rooms.map((room) => room.Sort)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('lists the abstracts with their authors, one presenting, and where they are presented', async () => {
    const abstracts = await json<ProgrammeAbstract[]>('/api/Modules/PAGAbstracts?eventid=2026');
    expect(abstracts.length).toBeGreaterThan(100);
    for (const abstract of abstracts) {
      expect(abstract.Authors.filter((author) => author.Presenting)).toHaveLength(1);
      expect(abstract.PresentationId).toEqual(expect.any(Number));
      expect(abstract.Text).toContain('Methods:');
    }
  });

  it('answers [] for an event without a programme', async () => {
    for (const list of LISTS) expect(await json(`/api/Modules/${list}?eventid=2025`), list).toEqual([]);
  });

  it('answers 400 naming eventid when it is missing or not a number, and 404 for an unknown event', async () => {
    for (const list of [...LISTS, 'PAGData']) {
      const missing = await get(`/api/Modules/${list}`);
      expect(missing.statusCode, list).toBe(400);
      expect(missing.json(), list).toMatchObject({ field: 'eventid', message: expect.stringMatching(/^querystring\.eventid: Required/) });
      const wrong = await get(`/api/Modules/${list}?eventid=abc`);
      expect(wrong.statusCode, list).toBe(400);
      expect(wrong.json().field, list).toBe('eventid');
      expect((await get(`/api/Modules/${list}?eventid=999`)).statusCode, list).toBe(404);
    }
  });
});

describe('ETag and compression on the lists', () => {
  it('gives a strong ETag and 304 when If-None-Match holds it (also weak or in a list)', async () => {
    for (const list of LISTS) {
      const url = `/api/Modules/${list}?eventid=2026`;
      const first = await get(url);
      const etag = first.headers.etag as string;
      expect(etag, list).toMatch(/^"[\w-]+"$/);
      expect((await get(url)).headers.etag, list).toBe(etag);
      for (const header of [etag, `W/${etag}`, `"other", ${etag}`]) {
        const again = await get(url, { 'if-none-match': header });
        expect(again.statusCode, `${list} ${header}`).toBe(304);
        expect(again.body).toBe('');
      }
      expect((await get(url, { 'if-none-match': '"other"' })).statusCode, list).toBe(200);
    }
  });

  it('has a different ETag per language where the content differs', async () => {
    const en = await get('/api/Modules/PAGSessionsV2?eventid=2026&language=en-GB');
    const de = await get('/api/Modules/PAGSessionsV2?eventid=2026&language=de-DE');
    expect(de.headers.etag).not.toBe(en.headers.etag);
  });

  it('sends brotli to a browser, gzip to a client that takes only gzip, and plain JSON to one that takes neither', async () => {
    for (const list of LISTS) {
      const url = `/api/Modules/${list}?eventid=2026`;
      const plain = await get(url);
      expect(plain.headers['content-encoding'], list).toBeUndefined();
      expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
      const browser = await get(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
      expect(browser.headers.vary).toMatch(/accept-encoding/i);
      // A list smaller than an encoding's gain (the rooms of the demo) goes as it is.
      if (plain.rawPayload.length < ENCODING_MIN_BYTES) {
        expect(browser.headers['content-encoding'], list).toBeUndefined();
        continue;
      }
      expect(browser.headers['content-encoding'], list).toBe('br');
      expect(browser.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(browser.rawPayload).toString(), list).toBe(plain.body);
      const zipped = await get(url, { 'accept-encoding': 'gzip' });
      expect(zipped.headers['content-encoding'], list).toBe('gzip');
      expect(gunzipSync(zipped.rawPayload).toString(), list).toBe(plain.body);
      expect((await get(url, { 'accept-encoding': 'gzip;q=0, identity' })).headers['content-encoding'], list).toBeUndefined();
    }
    const sessions = await get('/api/Modules/PAGSessionsV2?eventid=2026', { 'accept-encoding': 'gzip' });
    expect(sessions.rawPayload.length * 4).toBeLessThan(Buffer.byteLength((await get('/api/Modules/PAGSessionsV2?eventid=2026')).body));
  });

  it('compresses the other programme replies through @fastify/compress', async () => {
    const response = await get('/api/Public/HighlightedSessions?shortname=ehc2026', { 'accept-encoding': 'gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString()).length).toBeGreaterThan(0);
  });

  it('follows a new programme version: new content, new ETag', async () => {
    const url = '/api/Modules/PAGSessionsV2?eventid=2026';
    const before = await get(url);
    const first = before.json<ProgrammeSession[]>()[0]!;
    await t.db
      .updateTable('programme_sessions')
      .set({ name: 'Renamed opening' })
      .where('event_id', '=', 2026)
      .where('id', '=', first.Id)
      .execute();
    // Unchanged version: still the cached list.
    expect((await get(url)).json<ProgrammeSession[]>()[0]!.Name).toBe(first.Name);
    await t.db.updateTable('programme_versions').set({ version: 'edited' }).where('event_id', '=', 2026).execute();
    const after = await get(url, { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json<ProgrammeSession[]>()[0]!.Name).toBe('Renamed opening');
    expect((await json<ProgrammeData>('/api/Modules/PAGData?eventid=2026')).Version).toBe('edited');
  });
});

describe('GET /api/Modules/PAGData', () => {
  it('gives the programme days with counts that add up, and the metadata', async () => {
    const [data, sessions] = await Promise.all([
      whole<ProgrammeData>('/api/Modules/PAGData?eventid=2026'),
      whole<ProgrammeSession[]>('/api/Modules/PAGSessionsV2?eventid=2026'),
    ]);
    expect(data.Days.map((day) => day.date)).toEqual(['2026-06-10', '2026-06-11', '2026-06-12', '2026-06-13']);
    expect(data.Days.reduce((sum, day) => sum + day.sessionsCount, 0)).toBe(sessions.length);
    expect(data.Days.reduce((sum, day) => sum + day.PosterSessionsCount, 0)).toBe(sessions.filter((session) => session.IsPoster).length);
    expect(data.Days.reduce((sum, day) => sum + day.PosterSessionsHideOnSchedulerCount, 0)).toBe(
      sessions.filter((session) => session.IsPoster && session.HideOnScheduler).length,
    );
    expect(data.Days.reduce((sum, day) => sum + day.SessionsHideOnSchedulerCount, 0)).toBe(
      sessions.filter((session) => !session.IsPoster && session.HideOnScheduler).length,
    );
    expect(data).toMatchObject({
      EventId: 2026,
      TimeZone: 'Europe/Berlin',
      SessionsCount: sessions.length,
      PresentationsCount: 500,
      AuthorsCount: 300,
    });
    expect(data.ProgramGrades).toEqual(expect.arrayContaining(['Scientific', 'Industry']));
    expect(data.Rooms).toHaveLength(8);
  });

  it('is null for an event without a programme', async () => {
    const response = await get('/api/Modules/PAGData?eventid=2025');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('null');
  });
});

describe('GET /api/Public/HighlightedSessions', () => {
  it(`gives the highlighted sessions of programGrade ${HIGHLIGHTED_SESSIONS_DEFAULT_GRADE} by default, or of the grade asked for`, async () => {
    const scientific = await json<ProgrammeSession[]>('/api/Public/HighlightedSessions?shortname=ehc2026&language=en-GB');
    expect(scientific.length).toBeGreaterThan(0);
    expect(scientific.every((session) => session.Highlighted && session.ProgramGrade === 'Scientific')).toBe(true);
    const industry = await json<ProgrammeSession[]>(
      '/api/Public/HighlightedSessions?shortname=EHC2026&language=en-GB&programGrade=Industry',
    );
    expect(industry.length).toBeGreaterThan(0);
    expect(industry.every((session) => session.Highlighted && session.ProgramGrade === 'Industry')).toBe(true);
    expect(await json('/api/Public/HighlightedSessions?shortname=ehc2026&programGrade=Nothing')).toEqual([]);
  });

  it('answers 400 naming shortname, and 404 for an unknown event', async () => {
    const response = await get('/api/Public/HighlightedSessions?language=en-GB');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'shortname' });
    expect((await get('/api/Public/HighlightedSessions?shortname=nosuchevent')).statusCode).toBe(404);
  });
});

describe('POST /api/Public/SelectedSessions', () => {
  const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object });

  it('gives the sessions with the ids sent (numbers or strings), in programme order, leaving out unknown ids', async () => {
    const sessions = await json<ProgrammeSession[]>('/api/Modules/PAGSessionsV2?eventid=2026');
    const [a, b] = [sessions[5]!, sessions[40]!];
    const response = await post('/api/Public/SelectedSessions?shortname=ehc2026&language=de-DE', [String(b.Id), a.Id, 1]);
    expect(response.statusCode).toBe(200);
    const selected = response.json<ProgrammeSession[]>();
    expect(selected.map((session) => session.Id)).toEqual([a.Id, b.Id]);
    expect((await post('/api/Public/SelectedSessions?shortname=ehc2026', [])).json()).toEqual([]);
  });

  it('answers 400 naming the field for a bad body or query, and 404 for an unknown event', async () => {
    const bad = await post('/api/Public/SelectedSessions?shortname=ehc2026', [1, 'x']);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('1');
    const notList = await post('/api/Public/SelectedSessions?shortname=ehc2026', { ids: [1] });
    expect(notList.statusCode).toBe(400);
    const tooMany = await post(
      '/api/Public/SelectedSessions?shortname=ehc2026',
      Array.from({ length: SELECTED_SESSIONS_MAX_IDS + 1 }, (_, i) => i),
    );
    expect(tooMany.statusCode).toBe(400);
    const noShortname = await post('/api/Public/SelectedSessions?language=en-GB', [1]);
    expect(noShortname.statusCode).toBe(400);
    expect(noShortname.json().field).toBe('shortname');
    expect((await post('/api/Public/SelectedSessions?shortname=nosuchevent', [1])).statusCode).toBe(404);
  });
});

describe('GET /api/Public/HighlightedPresentation', () => {
  it('gives the next highlighted presentation, the running one during it, and the last after the congress', async () => {
    const presentations = await json<ProgrammePresentation[]>('/api/Modules/PAGPresentations?eventid=2026');
    const highlighted = presentations.filter((presentation) => presentation.Highlighted);
    expect(highlighted.length).toBeGreaterThan(1);
    const at = async (instant: string) => {
      clock = Date.parse(instant);
      return json<ProgrammePresentation | null>('/api/Public/HighlightedPresentation?shortname=ehc2026');
    };
    expect((await at('2026-05-01T00:00:00Z'))!.Id).toBe(highlighted[0]!.Id);
    const second = highlighted[1]!;
    expect((await at(second.StartDateTime))!.Id).toBe(second.Id);
    expect((await at('2027-01-01T00:00:00Z'))!.Id).toBe(highlighted.at(-1)!.Id);
    clock = Date.parse('2026-05-01T00:00:00Z');
    expect((await get('/api/Public/HighlightedPresentation?eventid=2026')).statusCode).toBe(200);
  });

  it('is null without a programme; 400 naming shortname without an event; 404 for an unknown one', async () => {
    expect((await get('/api/Public/HighlightedPresentation?shortname=ehc2025')).body).toBe('null');
    const missing = await get('/api/Public/HighlightedPresentation');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field).toBe('shortname');
    expect((await get('/api/Public/HighlightedPresentation?shortname=nosuchevent')).statusCode).toBe(404);
  });
});
