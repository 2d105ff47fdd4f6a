import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ProgrammeSession,
  SessionForEvaluation,
  SurveyModelReply,
  SurveyRequest,
  SurveySavePayload,
  SurveySaveReply,
} from '../../src/contracts';
import { EVENT_EVALUATION_SET_ID, SESSION_EVALUATION_IDS, SESSION_EVALUATION_SET_ID } from '../db/seed/charity';
import { createTestApp, signInDemoUsers, type TestApp } from '../testing';

let t: TestApp;
let users: Record<string, { token: string; id: number }> = {};
beforeAll(async () => {
  t = await createTestApp();
  users = await signInDemoUsers(t.app, ['attendee', 'visitor', 'hcp']);
});
afterAll(() => t.close());

const as = (name: string | null) => (name ? { authorization: `Bearer ${users[name]!.token}` } : {});
const get = (url: string, name: string | null = null) => t.app.inject({ method: 'GET', url, headers: as(name) });
const post = (url: string, name: string | null, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: as(name), ...(payload ? { payload } : {}) });
const id = (name: string) => users[name]!.id;

const FIRST_SESSION = SESSION_EVALUATION_IDS[1];
const sessionRequest = (name: string, sessionId: number = FIRST_SESSION): SurveyRequest => ({
  SurveyItemSetId: SESSION_EVALUATION_SET_ID,
  Context: 'Session',
  ContextShort: 'ehc2026',
  Instance: 'demo',
  Language: 'en-GB',
  SurveyEnitity: { Id: sessionId, UserId: id(name) },
  EvaluationDone: false,
});
const GOOD_SESSION_RESULT = { overall: 4, relevance: 'some', bias: 'yes', comment: 'Good.' };
const save = (name: string | null, request: SurveyRequest, result: unknown, extra: Partial<SurveySavePayload> = {}) =>
  post('/surveyapi/Survey/SaveSurvey', name, {
    Context: request.Context,
    ContextShort: request.ContextShort,
    Instance: request.Instance,
    Result: typeof result === 'string' ? result : JSON.stringify(result),
    SurveyItemSetId: request.SurveyItemSetId,
    SurveyEnitity: request.SurveyEnitity,
    ...extra,
  });
const savedRows = (userId: number) =>
  t.db.selectFrom('survey_results').selectAll().where('user_id', '=', userId).where('context', 'in', ['Session', 'Event']).execute();

describe('POST /surveyapi/Survey/Surveyjs', () => {
  it('answers every seeded survey without any correctAnswer', async () => {
    const sets = await t.db.selectFrom('survey_sets').select(['id', 'context', 'language', 'model']).execute();
    expect(sets.some((set) => set.model.includes('correctAnswer'))).toBe(true);
    for (const set of sets) {
      const response = await post('/surveyapi/Survey/Surveyjs', null, {
        ...sessionRequest('attendee'),
        SurveyItemSetId: set.id,
        Context: set.context,
        Language: set.language,
      });
      expect(response.statusCode, `${set.id}`).toBe(200);
      expect(response.body).not.toMatch(/correctAnswer/i);
      expect(response.json<SurveyModelReply>().SurveyItemSetId).toBe(set.id);
    }
  });

  it('answers the model in the asked language, at the lower-case path too', async () => {
    const german = await post('/surveyapi/survey/surveyjs', null, { ...sessionRequest('attendee'), Language: 'de-DE' });
    expect(german.json<SurveyModelReply>().Model).toMatchObject({ title: 'Sitzungsbewertung' });
    const english = await post('/surveyapi/Survey/Surveyjs', null, sessionRequest('attendee'));
    expect(english.json<SurveyModelReply>().Model).toMatchObject({
      title: 'Session evaluation',
      pages: [expect.anything(), expect.anything()],
    });
  });

  it('sends the signed-in user their own saved answers with the model, and nobody else', async () => {
    const accepted = await t.db
      .selectFrom('user_documents')
      .selectAll()
      .where('user_id', '=', id('attendee'))
      .where('status', '=', 'Accepted')
      .executeTakeFirstOrThrow();
    const formRequest: SurveyRequest = {
      ...sessionRequest('attendee'),
      Context: 'Submission',
      SurveyItemSetId: accepted.survey_set_id!,
      SurveyEnitity: { Id: accepted.id, UserId: id('attendee') },
    };
    const own = await post('/surveyapi/Survey/Surveyjs', 'attendee', formRequest);
    expect(own.json<SurveyModelReply>().Data).toMatchObject({ institution: 'University Hospital' });
    expect((await post('/surveyapi/Survey/Surveyjs', 'visitor', formRequest)).json<SurveyModelReply>().Data).toBeNull();
    expect((await post('/surveyapi/Survey/Surveyjs', null, formRequest)).json<SurveyModelReply>().Data).toBeNull();
  });

  it('answers 404 for an unknown survey or event and 400 naming the field that does not fit', async () => {
    expect((await post('/surveyapi/Survey/Surveyjs', null, { ...sessionRequest('attendee'), SurveyItemSetId: 9999 })).statusCode).toBe(404);
    expect((await post('/surveyapi/Survey/Surveyjs', null, { ...sessionRequest('attendee'), ContextShort: 'nosuch' })).statusCode).toBe(
      404,
    );
    const wrongContext = await post('/surveyapi/Survey/Surveyjs', null, { ...sessionRequest('attendee'), Context: 'Charity' });
    expect(wrongContext.statusCode).toBe(400);
    expect(wrongContext.json()).toMatchObject({ field: 'Context' });
    const wrongInstance = await post('/surveyapi/Survey/Surveyjs', null, { ...sessionRequest('attendee'), Instance: 'other' });
    expect(wrongInstance.json()).toMatchObject({ field: 'Instance' });
    const { SurveyItemSetId: _, ...missing } = sessionRequest('attendee');
    const missingSet = await post('/surveyapi/Survey/Surveyjs', null, missing);
    expect(missingSet.statusCode).toBe(400);
    expect(missingSet.json()).toMatchObject({ field: 'SurveyItemSetId' });
  });
});

describe('POST /surveyapi/Survey/SaveSurvey', () => {
  it('needs a signed-in user (401) saving for themselves (403)', async () => {
    expect((await save(null, sessionRequest('attendee'), GOOD_SESSION_RESULT)).statusCode).toBe(401);
    expect((await save('visitor', sessionRequest('attendee'), GOOD_SESSION_RESULT)).statusCode).toBe(403);
    expect(await savedRows(id('attendee'))).toEqual([]);
    expect(await savedRows(id('visitor'))).toEqual([]);
  });

  it('refuses a result that does not fit the model with 400 naming the field, and saves nothing', async () => {
    const cases: [unknown, string][] = [
      ['not json', 'Result'],
      [[1, 2], 'Result'],
      [{ ...GOOD_SESSION_RESULT, comment: undefined }, 'Result.comment'],
      [{ ...GOOD_SESSION_RESULT, overall: 7 }, 'Result.overall'],
      [{ ...GOOD_SESSION_RESULT, relevance: 'maybe' }, 'Result.relevance'],
      [{ ...GOOD_SESSION_RESULT, comment: 42 }, 'Result.comment'],
      [{ ...GOOD_SESSION_RESULT, extra: 'x' }, 'Result.extra'],
    ];
    for (const [result, field] of cases) {
      const response = await save('attendee', sessionRequest('attendee'), result);
      expect(response.statusCode, field).toBe(400);
      expect(response.json(), field).toMatchObject({ field });
    }
    const missing = await save('attendee', sessionRequest('attendee'), { overall: 3 });
    expect(missing.json<{ message: string }>().message).toContain('There are mandatory questions which are not answered');
    expect(await savedRows(id('attendee'))).toEqual([]);
  });

  it('refuses a session without evaluation (400 naming SurveyEnitity.Id) and a survey of another context for it (400 naming Context)', async () => {
    const plain = await save('attendee', sessionRequest('attendee', 10004), GOOD_SESSION_RESULT);
    expect(plain.json()).toMatchObject({ field: 'SurveyEnitity.Id' });
    const otherSet = await save(
      'attendee',
      { ...sessionRequest('attendee'), SurveyItemSetId: EVENT_EVALUATION_SET_ID },
      GOOD_SESSION_RESULT,
    );
    expect(otherSet.json()).toMatchObject({ field: 'Context' });
    expect(await savedRows(id('attendee'))).toEqual([]);
  });

  it('keeps one result per user and session, saved again while the evaluation is not done', async () => {
    const first = await save('attendee', sessionRequest('attendee'), GOOD_SESSION_RESULT);
    expect(first.statusCode).toBe(200);
    expect(first.json<SurveySaveReply>()).toEqual({ Saved: true, CorrectAnswers: null });
    expect((await save('attendee', sessionRequest('attendee'), { ...GOOD_SESSION_RESULT, overall: 2 })).statusCode).toBe(200);
    const rows = await savedRows(id('attendee'));
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.result)).toMatchObject({ overall: 2 });
  });
});

describe('session evaluation', () => {
  it('lists the sessions with an evaluation to signed-in users only, with the programme start time', async () => {
    expect((await get('/api/modules/SessionsForEvaluation?eventid=2026')).statusCode).toBe(401);
    const response = await get('/api/Modules/SessionsForEvaluation?eventid=2026', 'visitor');
    expect(response.statusCode).toBe(200);
    const list = response.json<SessionForEvaluation[]>();
    expect(list.map((row) => row.SessionId).sort()).toEqual([...SESSION_EVALUATION_IDS].sort());
    const programme = (await get('/api/Modules/PAGSessionsV2?eventid=2026')).json<ProgrammeSession[]>();
    for (const row of list) {
      const session = programme.find((candidate) => candidate.Id === row.SessionId)!;
      expect(row).toEqual({
        SessionId: session.Id,
        SessionName: session.Name,
        StartDateTime: session.StartDateTime,
        EvaluationDone: false,
      });
    }
    const hcp = (await get('/api/modules/SessionsForEvaluation?eventid=2026', 'hcp')).json<SessionForEvaluation[]>();
    expect(hcp.find((row) => row.SessionId === SESSION_EVALUATION_IDS[0])?.EvaluationDone).toBe(true);
  });

  it("answers a session's survey request to its own user; 404 for a session without evaluation", async () => {
    const url = (userId: number, sessionId: number = FIRST_SESSION) => `/api/Survey/Session?eventid=2026&userid=${userId}&id=${sessionId}`;
    expect((await get(url(id('visitor')))).statusCode).toBe(401);
    expect((await get(url(id('attendee')), 'visitor')).statusCode).toBe(403);
    expect((await get(url(id('visitor'), 10004), 'visitor')).statusCode).toBe(404);
    const response = await get(url(id('visitor')), 'visitor');
    expect(response.json<SurveyRequest>()).toEqual({ ...sessionRequest('visitor'), EvaluationDone: false });
  });

  it('finishes an evaluation once: a saved result first (400), then 409 and no more saving', async () => {
    const done = (name: string | null, userId: number, sessionId: number = FIRST_SESSION) =>
      post(`/api/Survey/SessionEvaluationDone?userid=${userId}&sessionid=${sessionId}`, name);
    expect((await done(null, id('visitor'))).statusCode).toBe(401);
    expect((await done('visitor', id('attendee'))).statusCode).toBe(403);
    const unsaved = await done('visitor', id('visitor'));
    expect(unsaved.statusCode).toBe(400);
    expect(unsaved.json()).toMatchObject({ field: 'sessionid' });
    const noEvaluation = await done('visitor', id('visitor'), 10004);
    expect(noEvaluation.statusCode).toBe(400);
    expect(noEvaluation.json()).toMatchObject({ field: 'sessionid' });

    expect((await save('visitor', sessionRequest('visitor'), GOOD_SESSION_RESULT)).statusCode).toBe(200);
    const first = await done('visitor', id('visitor'));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ EvaluationDone: true });
    const second = await done('visitor', id('visitor'));
    expect(second.statusCode).toBe(409);
    expect(second.json<{ message: string }>().message).toContain('You have already evaluated');
    const again = await save('visitor', sessionRequest('visitor'), { ...GOOD_SESSION_RESULT, overall: 1 });
    expect(again.statusCode).toBe(409);
    const rows = await savedRows(id('visitor'));
    expect(JSON.parse(rows.find((row) => row.entity_id === FIRST_SESSION)!.result)).toMatchObject({ overall: 4 });
    expect(
      (await get(`/api/Survey/Session?eventid=2026&userid=${id('visitor')}&id=${FIRST_SESSION}`, 'visitor')).json<SurveyRequest>()
        .EvaluationDone,
    ).toBe(true);
    const list = (await get('/api/modules/SessionsForEvaluation?eventid=2026', 'visitor')).json<SessionForEvaluation[]>();
    expect(list.filter((row) => row.EvaluationDone).map((row) => row.SessionId)).toEqual([FIRST_SESSION]);
  });
});

describe('event evaluation', () => {
  const eventRequest = (name: string): SurveyRequest => ({
    ...sessionRequest(name),
    SurveyItemSetId: EVENT_EVALUATION_SET_ID,
    Context: 'Event',
    SurveyEnitity: { Id: 2026, UserId: id(name) },
  });

  it("answers the event's survey request to its own user; 404 for an event without evaluation", async () => {
    expect((await get(`/api/Survey/Event?eventid=2026&userid=${id('hcp')}`)).statusCode).toBe(401);
    expect((await get(`/api/Survey/Event?eventid=2026&userid=${id('attendee')}`, 'hcp')).statusCode).toBe(403);
    expect((await get(`/api/Survey/Event?eventid=2025&userid=${id('hcp')}`, 'hcp')).statusCode).toBe(404);
    const response = await get(`/api/survey/Event?eventid=2026&userid=${id('hcp')}&language=de-DE`, 'hcp');
    expect(response.json<SurveyRequest>()).toEqual({ ...eventRequest('hcp'), Language: 'de-DE', EvaluationDone: false });
  });

  it('finishes the event evaluation once after a saved result', async () => {
    const done = () => post(`/api/Survey/EventEvaluationDone?userid=${id('hcp')}&eventid=2026`, 'hcp');
    expect((await post(`/api/Survey/EventEvaluationDone?userid=${id('attendee')}&eventid=2026`, 'hcp')).statusCode).toBe(403);
    const unsaved = await done();
    expect(unsaved.statusCode).toBe(400);
    expect(unsaved.json()).toMatchObject({ field: 'eventid' });
    const wrongEntity = await save(
      'hcp',
      { ...eventRequest('hcp'), SurveyEnitity: { Id: 2025, UserId: id('hcp') } },
      { overall: 5, again: true },
    );
    expect(wrongEntity.json()).toMatchObject({ field: 'SurveyEnitity.Id' });
    expect((await save('hcp', eventRequest('hcp'), { overall: 5, again: true, formats: ['live', 'posters'] })).statusCode).toBe(200);
    expect((await done()).statusCode).toBe(200);
    expect((await done()).statusCode).toBe(409);
    expect((await get(`/api/Survey/Event?eventid=2026&userid=${id('hcp')}`, 'hcp')).json<SurveyRequest>().EvaluationDone).toBe(true);
  });
});

describe('evaluation without an account (activateEvaluationUrlsWithoutUser)', () => {
  /** Sets the key in ehc2026's config_json (every language), as an operator would in the event's resources. */
  const setKey = async (on: boolean) => {
    const rows = await t.db
      .selectFrom('resources')
      .select(['language', 'resourcevalue'])
      .where('event_id', '=', 2026)
      .where('setname', '=', 'config_json')
      .where('resourcename', '=', 'config_json')
      .execute();
    for (const row of rows) {
      const config = JSON.parse(row.resourcevalue) as Record<string, unknown>;
      await t.db
        .updateTable('resources')
        .set({ resourcevalue: JSON.stringify({ ...config, activateEvaluationUrlsWithoutUser: on }) })
        .where('event_id', '=', 2026)
        .where('setname', '=', 'config_json')
        .where('resourcename', '=', 'config_json')
        .where('language', '=', row.language)
        .execute();
    }
  };
  const anonymousRequest = (context: 'Session' | 'Event'): SurveyRequest => ({
    SurveyItemSetId: context === 'Session' ? SESSION_EVALUATION_SET_ID : EVENT_EVALUATION_SET_ID,
    Context: context,
    ContextShort: 'ehc2026',
    Instance: 'demo',
    Language: 'en-GB',
    SurveyEnitity: { Id: context === 'Session' ? FIRST_SESSION : 2026, UserId: 0 },
    EvaluationDone: false,
  });
  const anonymousRows = () => t.db.selectFrom('anonymous_survey_results').selectAll().orderBy('id').execute();
  const saveFrom = (remoteAddress: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/surveyapi/Survey/SaveSurvey', payload, remoteAddress });
  const payloadOf = (request: SurveyRequest, result: unknown) => ({
    Context: request.Context,
    ContextShort: request.ContextShort,
    Instance: request.Instance,
    Result: JSON.stringify(result),
    SurveyItemSetId: request.SurveyItemSetId,
    SurveyEnitity: request.SurveyEnitity,
  });

  it('is off in the seeded demo: a visitor without an account gets 401 everywhere and nothing is stored', async () => {
    const config = await t.db
      .selectFrom('resources')
      .select('resourcevalue')
      .where('event_id', '=', 2026)
      .where('setname', '=', 'config_json')
      .where('language', '=', 'en-GB')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(config.resourcevalue)).not.toHaveProperty('activateEvaluationUrlsWithoutUser', true);
    expect((await save(null, anonymousRequest('Session'), GOOD_SESSION_RESULT)).statusCode).toBe(401);
    expect((await get('/api/modules/SessionsForEvaluation?eventid=2026')).statusCode).toBe(401);
    expect((await get(`/api/Survey/Event?eventid=2026&userid=0`)).statusCode).toBe(401);
    expect(await anonymousRows()).toEqual([]);
  });

  it('with the key on, stores a session and an event evaluation without a user, and reads the requests with user 0', async () => {
    await setKey(true);
    try {
      const list = await get('/api/modules/SessionsForEvaluation?eventid=2026');
      expect(list.statusCode).toBe(200);
      expect(list.json<SessionForEvaluation[]>().every((row) => !row.EvaluationDone)).toBe(true);
      const request = await get(`/api/Survey/Session?eventid=2026&userid=0&id=${FIRST_SESSION}`);
      expect(request.json<SurveyRequest>()).toEqual(anonymousRequest('Session'));
      expect((await get(`/api/Survey/Event?eventid=2026&userid=0`)).json<SurveyRequest>()).toEqual(anonymousRequest('Event'));

      const before = await t.db
        .selectFrom('survey_results')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const session = await save(null, anonymousRequest('Session'), GOOD_SESSION_RESULT);
      expect(session.statusCode).toBe(200);
      expect(session.json<SurveySaveReply>()).toEqual({ Saved: true, CorrectAnswers: null });
      // A second visitor answers the same evaluation: a row of its own.
      expect((await save(null, anonymousRequest('Session'), { ...GOOD_SESSION_RESULT, overall: 2 })).statusCode).toBe(200);
      expect((await save(null, anonymousRequest('Event'), { overall: 5, again: true })).statusCode).toBe(200);
      const rows = await anonymousRows();
      expect(rows.map((row) => [row.context, row.entity_id, JSON.parse(row.result).overall])).toEqual([
        ['Session', FIRST_SESSION, 4],
        ['Session', FIRST_SESSION, 2],
        ['Event', 2026, 5],
      ]);
      expect(Object.keys(rows[0]!)).not.toContain('user_id');
      const after = await t.db
        .selectFrom('survey_results')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));

      // Only for user 0, and only evaluations: a user's answers, a quiz or a form still need that user signed in.
      expect(
        (
          await save(
            null,
            { ...anonymousRequest('Session'), SurveyEnitity: { Id: FIRST_SESSION, UserId: id('visitor') } },
            GOOD_SESSION_RESULT,
          )
        ).statusCode,
      ).toBe(401);
      expect((await save(null, { ...anonymousRequest('Session'), Context: 'Charity' }, GOOD_SESSION_RESULT)).statusCode).toBe(401);
      expect((await get(`/api/Survey/Event?eventid=2026&userid=${id('visitor')}`)).statusCode).toBe(401);
      // A signed-in user keeps their own evaluation, with their id.
      expect(
        (await get(`/api/Survey/Event?eventid=2026&userid=${id('attendee')}`, 'attendee')).json<SurveyRequest>().SurveyEnitity.UserId,
      ).toBe(id('attendee'));
    } finally {
      await setKey(false);
    }
    expect((await save(null, anonymousRequest('Event'), { overall: 5, again: true })).statusCode).toBe(401);
  });

  it('with the key on, answers 400 naming the field for bad input and stores nothing', async () => {
    await setKey(true);
    try {
      const count = (await anonymousRows()).length;
      const cases: [object, string][] = [
        [{ ...payloadOf(anonymousRequest('Session'), GOOD_SESSION_RESULT), Result: '{not json' }, 'Result'],
        [payloadOf(anonymousRequest('Session'), { ...GOOD_SESSION_RESULT, overall: 'great' }), 'Result.overall'],
        [payloadOf({ ...anonymousRequest('Session'), SurveyEnitity: { Id: 10004, UserId: 0 } }, GOOD_SESSION_RESULT), 'SurveyEnitity.Id'],
        [payloadOf({ ...anonymousRequest('Session'), SurveyItemSetId: EVENT_EVALUATION_SET_ID }, GOOD_SESSION_RESULT), 'Context'],
        [payloadOf({ ...anonymousRequest('Session'), Instance: 'other' }, GOOD_SESSION_RESULT), 'Instance'],
        [{ ...payloadOf(anonymousRequest('Session'), GOOD_SESSION_RESULT), SurveyItemSetId: 'x' }, 'SurveyItemSetId'],
      ];
      for (const [payload, field] of cases) {
        const response = await saveFrom('192.0.2.10', payload);
        expect(response.statusCode, field).toBe(400);
        expect(response.json<{ field: string }>().field, field).toBe(field);
      }
      expect(await anonymousRows()).toHaveLength(count);
    } finally {
      await setKey(false);
    }
  });

  it('with the key on, limits anonymous saves per client address (429 after 100 in ten minutes), not signed-in ones', async () => {
    await setKey(true);
    try {
      const payload = payloadOf(anonymousRequest('Event'), { overall: 4, again: true });
      const statuses: number[] = [];
      for (let i = 0; i < 101; i += 1) statuses.push((await saveFrom('192.0.2.77', payload)).statusCode);
      expect(statuses.slice(0, 100).every((status) => status === 200)).toBe(true);
      expect(statuses[100]).toBe(429);
      // Another address is not held back, nor is a signed-in user at the same address.
      expect((await saveFrom('192.0.2.78', payload)).statusCode).toBe(200);
      const signedIn = await t.app.inject({
        method: 'POST',
        url: '/surveyapi/Survey/SaveSurvey',
        remoteAddress: '192.0.2.77',
        headers: as('attendee'),
        payload: payloadOf(
          { ...anonymousRequest('Event'), SurveyEnitity: { Id: 2026, UserId: id('attendee') } },
          { overall: 4, again: true },
        ),
      });
      expect(signedIn.statusCode).toBe(200);
    } finally {
      await setKey(false);
    }
  }, 20_000); // A hundred and one saves: seconds on a busy machine.
});
