import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginData, PersonalSchedule } from '../../src/contracts';
import { DEMO_PASSWORD } from '../db/seed/identity';
import { winAnsi } from '../programme/personalPdf';
import { createTestApp, type TestApp } from '../testing';

let t: TestApp;
const tokens: Record<string, string> = {};
let sessionIds: number[];
let presentationIds: number[];
let speakerIds: number[];
beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['attendee', 'visitor', 'member']) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Token/ValidateLoginFromBody',
      payload: {
        Email: `${name}@ehc2026.test`,
        Password: DEMO_PASSWORD,
        AcceptTermsOfUse: false,
        RememberMe: true,
        ContextModel: { EContext: 'Event', Short: 'ehc2026' },
      },
    });
    expect(response.statusCode, name).toBe(200);
    tokens[name] = response.json<LoginData>().accessToken;
  }
  const ids = async (table: 'programme_sessions' | 'programme_presentations' | 'programme_authors') =>
    (await t.db.selectFrom(table).select('id').where('event_id', '=', 2026).orderBy('id').limit(5).execute()).map((row) => row.id);
  sessionIds = await ids('programme_sessions');
  presentationIds = await ids('programme_presentations');
  speakerIds = await ids('programme_authors');
});
afterAll(() => t.close());

const as = (name: string | null) => (name ? { authorization: `Bearer ${tokens[name]}` } : {});
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, name: string | null, payload?: unknown) =>
  t.app.inject({ method, url, headers: as(name), ...(payload !== undefined ? { payload: payload as object } : {}) });
const schedule = async (name: string) => {
  const response = await call('GET', '/api/Modules/PagPersonalSchedule/?eventid=2026', name);
  expect(response.statusCode).toBe(200);
  return response.json<PersonalSchedule>();
};
const rows = (userEmail: string) =>
  t.db
    .selectFrom('personal_schedule_entries')
    .innerJoin('users', 'users.id', 'personal_schedule_entries.user_id')
    .selectAll('personal_schedule_entries')
    .where('users.email', '=', userEmail)
    .execute();

describe('the personal programme', () => {
  it('answers 401 on every call without a token, and writes nothing', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/Modules/PagPersonalSchedule/?eventid=2026'],
      ['POST', '/api/Modules/PersonalProgram/?eventid=2026', [sessionIds[0]]],
      ['DELETE', `/api/Modules/PersonalProgram/?eventid=2026&pSessionId=${sessionIds[0]}`],
      ['POST', '/api/Modules/PersonalProgramPresentation/?eventid=2026', [presentationIds[0]]],
      ['DELETE', `/api/Modules/PersonalProgramPresentation/?eventid=2026&pPresentationId=${presentationIds[0]}`],
      ['POST', '/api/Modules/PersonalProgramUser/?eventid=2026&pProgramType=Speaker', [speakerIds[0]]],
      ['DELETE', `/api/Modules/PersonalProgramUser/?eventid=2026&pProgramType=Speaker&pUserId=${speakerIds[0]}`],
      ['GET', '/api/Modules/DownloadPersonalProgram/?eventid=2026'],
    ] as const) {
      const response = await call(method, url, null, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await t.db.selectFrom('personal_schedule_entries').selectAll().execute()).toEqual([]);
  });

  it('adds sessions, presentations and speakers (ids as numbers or strings), idempotently and in insertion order', async () => {
    let response = await call('POST', '/api/Modules/PersonalProgram/?eventid=2026', 'attendee', [String(sessionIds[1]), sessionIds[0]]);
    expect(response.statusCode).toBe(200);
    expect(response.json<PersonalSchedule>().SessionIds).toEqual([sessionIds[1], sessionIds[0]]);
    // Again, and without the slash and in lower case: nothing doubles.
    response = await call('POST', '/api/modules/personalprogram?eventid=2026', 'attendee', [sessionIds[0]]);
    expect(response.json<PersonalSchedule>().SessionIds).toEqual([sessionIds[1], sessionIds[0]]);

    response = await call('POST', '/api/Modules/PersonalProgramPresentation?eventid=2026', 'attendee', [presentationIds[0]]);
    expect(response.json<PersonalSchedule>().PresentationIds).toEqual([presentationIds[0]]);
    response = await call('POST', '/api/Modules/PersonalProgramUser/?eventid=2026&pProgramType=Speaker', 'attendee', [
      String(speakerIds[0]),
    ]);
    const body = response.json<PersonalSchedule>();
    expect(body).toEqual({
      Entries: [
        { UserId: expect.any(Number), SessionId: sessionIds[1], PresentationId: null, SpeakerId: null },
        { UserId: expect.any(Number), SessionId: sessionIds[0], PresentationId: null, SpeakerId: null },
        { UserId: expect.any(Number), SessionId: null, PresentationId: presentationIds[0], SpeakerId: null },
        { UserId: expect.any(Number), SessionId: null, PresentationId: null, SpeakerId: speakerIds[0] },
      ],
      SessionIds: [sessionIds[1], sessionIds[0]],
      PresentationIds: [presentationIds[0]],
      SpeakerIds: [speakerIds[0]],
    });
    expect(await schedule('attendee')).toEqual(body);
    expect((await rows('attendee@ehc2026.test')).find((row) => row.speaker_id !== null)?.program_type).toBe('Speaker');
  });

  it("keeps each user's programme to themselves: B neither sees nor removes A's entries", async () => {
    await call('POST', '/api/Modules/PersonalProgram/?eventid=2026', 'attendee', [sessionIds[2]]);
    const before = await rows('attendee@ehc2026.test');
    expect((await schedule('visitor')).Entries).toEqual([]);
    const response = await call('DELETE', `/api/Modules/PersonalProgram/?eventid=2026&pSessionId=${sessionIds[2]}`, 'visitor');
    expect(response.statusCode).toBe(200);
    expect(response.json<PersonalSchedule>().SessionIds).toEqual([]);
    expect(await rows('attendee@ehc2026.test')).toEqual(before);
  });

  it('removes a session, a presentation and a speaker', async () => {
    await call('POST', '/api/Modules/PersonalProgram/?eventid=2026', 'member', [sessionIds[0], sessionIds[1]]);
    await call('POST', '/api/Modules/PersonalProgramPresentation/?eventid=2026', 'member', [presentationIds[1]]);
    await call('POST', '/api/Modules/PersonalProgramUser/?eventid=2026&pProgramType=Speaker', 'member', [speakerIds[1]]);
    let response = await call('DELETE', `/api/Modules/PersonalProgram?eventid=2026&pSessionId=${sessionIds[0]}`, 'member');
    expect(response.json<PersonalSchedule>().SessionIds).toEqual([sessionIds[1]]);
    response = await call(
      'DELETE',
      `/api/Modules/PersonalProgramPresentation/?eventid=2026&pPresentationId=${presentationIds[1]}`,
      'member',
    );
    expect(response.json<PersonalSchedule>().PresentationIds).toEqual([]);
    response = await call(
      'DELETE',
      `/api/Modules/PersonalProgramUser/?eventid=2026&pProgramType=Speaker&pUserId=${speakerIds[1]}`,
      'member',
    );
    expect(response.json<PersonalSchedule>()).toMatchObject({ SessionIds: [sessionIds[1]], PresentationIds: [], SpeakerIds: [] });
  });

  it('answers 400 naming the field for unknown or malformed ids, and writes nothing', async () => {
    const before = await rows('visitor@ehc2026.test');
    const bad: [string, string, unknown, string][] = [
      ['POST', '/api/Modules/PersonalProgram/?eventid=2026', [sessionIds[0], 99], 'body'],
      ['POST', '/api/Modules/PersonalProgram/?eventid=2026', [presentationIds[0]], 'body'],
      ['POST', '/api/Modules/PersonalProgram/?eventid=2026', ['abc'], '0'],
      ['POST', '/api/Modules/PersonalProgram/?eventid=2026', { ids: [1] }, 'body'],
      ['POST', '/api/Modules/PersonalProgramPresentation/?eventid=2026', [sessionIds[0]], 'body'],
      ['POST', '/api/Modules/PersonalProgramUser/?eventid=2026&pProgramType=Speaker', [sessionIds[0]], 'body'],
      ['POST', '/api/Modules/PersonalProgramUser/?eventid=2026', [speakerIds[0]], 'pProgramType'],
      ['POST', '/api/Modules/PersonalProgramUser/?eventid=2026&pProgramType=%3Cscript%3E', [speakerIds[0]], 'pProgramType'],
      ['POST', '/api/Modules/PersonalProgram/?eventid=x', [sessionIds[0]], 'eventid'],
      ['DELETE', '/api/Modules/PersonalProgram/?eventid=2026&pSessionId=99', undefined, 'pSessionId'],
      ['DELETE', '/api/Modules/PersonalProgram/?eventid=2026', undefined, 'pSessionId'],
      ['DELETE', `/api/Modules/PersonalProgramPresentation/?eventid=2026&pPresentationId=${sessionIds[0]}`, undefined, 'pPresentationId'],
      ['DELETE', '/api/Modules/PersonalProgramUser/?eventid=2026&pProgramType=Speaker&pUserId=1', undefined, 'pUserId'],
    ];
    for (const [method, url, payload, field] of bad) {
      const response = await call(method as 'POST', url, 'visitor', payload);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ statusCode: 400, field });
    }
    expect(await rows('visitor@ehc2026.test')).toEqual(before);
    expect((await call('GET', '/api/Modules/PagPersonalSchedule/?eventid=1', 'visitor')).statusCode).toBe(404);
  });
});

describe('GET /api/Modules/DownloadPersonalProgram', () => {
  it('answers a PDF of the personal programme as an attachment', async () => {
    const response = await call('GET', '/api/Modules/DownloadPersonalProgram/?eventid=2026', 'attendee');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="personal-programme-ehc2026.pdf"');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(response.rawPayload.length).toBeGreaterThan(1024);
  });

  it('is made in German too, and for an empty programme', async () => {
    const german = await call('GET', '/api/Modules/DownloadPersonalProgram?eventid=2026&language=de-DE', 'attendee');
    expect(german.statusCode).toBe(200);
    expect(german.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const empty = await call('GET', '/api/Modules/DownloadPersonalProgram/?eventid=2026', 'visitor');
    expect(empty.statusCode).toBe(200);
    expect(empty.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await call('GET', '/api/Modules/DownloadPersonalProgram/?eventid=2026&language=%21', 'attendee')).json()).toMatchObject({
      field: 'language',
    });
  });
});

describe('winAnsi (the PDF text)', () => {
  it('keeps what the standard fonts show and drops the accents of letters they do not', () => {
    expect(winAnsi('Müller – Kovačević, Wiśniewski, Yılmaz, Łódź, 中')).toBe('Müller – Kovacevic, Wisniewski, Yilmaz, Lódz, ?');
  });
});
