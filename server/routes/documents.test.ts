import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SurveyModelReply, TermsEntry, UserDocument } from '../../src/contracts';
import { createTestApp, signInDemoUsers, type TestApp } from '../testing';

let t: TestApp;
let users: Record<string, { token: string; id: number }> = {};
beforeAll(async () => {
  t = await createTestApp();
  users = await signInDemoUsers(t.app, ['attendee', 'visitor']);
});
afterAll(() => t.close());

const as = (name: string | null) => (name ? { authorization: `Bearer ${users[name]!.token}` } : {});
const get = (url: string, name: string | null = null) => t.app.inject({ method: 'GET', url, headers: as(name) });
const post = (url: string, name: string | null, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: as(name), ...(payload ? { payload } : {}) });
const LIST = '/api/custominterfaces/oauth/LandingPage/UserDocumentsV2?context=Event&shortName=ehc2026';
const documents = async (name: string) => {
  const response = await get(LIST, name);
  expect(response.statusCode).toBe(200);
  return response.json<UserDocument[]>();
};
const download = (id: number, name: string | null) => get(`/api/custominterfaces/oauth/LandingPage/UserDocument?id=${id}`, name);
const saveForm = (name: string, form: UserDocument, result: object, userId = users[name]!.id) =>
  post('/surveyapi/Survey/SaveSurvey', name, {
    Context: 'Submission',
    ContextShort: 'ehc2026',
    Instance: 'demo',
    Result: JSON.stringify(result),
    SurveyItemSetId: form.SurveyRequest!.SurveyItemSetId,
    SurveyEnitity: { Id: form.Id, UserId: userId },
  });
const ABSTRACT = { title: 'A study', topic: 'oncology', summary: 'We found things.' };

describe('GET UserDocumentsV2', () => {
  it('needs a signed-in user and a known event', async () => {
    expect((await get(LIST)).statusCode).toBe(401);
    expect(
      (await get('/api/custominterfaces/oauth/LandingPage/UserDocumentsV2?context=Event&shortName=nosuch', 'attendee')).statusCode,
    ).toBe(404);
    expect(
      (await get('/api/custominterfaces/oauth/LandingPage/UserDocumentsV2?context=Society&shortName=ehc2026', 'attendee')).json(),
    ).toMatchObject({ field: 'context' });
  });

  it("lists the user's own files and forms; forms with a status and a Submission survey request", async () => {
    const list = await documents('attendee');
    expect(list.map((document) => [document.Name, document.FileType, document.Status])).toEqual([
      ['Invoice', 'PDF', null],
      ['Certificate of attendance', 'PDF', null],
      ['Registration confirmation', 'PDF', null],
      ['Abstract submission', 'Form', 'Open'],
      ['Travel grant application', 'Form', 'Accepted'],
    ]);
    for (const document of list)
      expect(document).toMatchObject({ EventShort: 'ehc2026', SocietyShort: 'EHS', Created: expect.any(String) });
    expect(list[0]!.SurveyRequest).toBeNull();
    expect(list[3]!.SurveyRequest).toMatchObject({
      Context: 'Submission',
      SurveyEnitity: { Id: list[3]!.Id, UserId: users.attendee!.id },
      EvaluationDone: false,
    });
    expect(list[4]!.SurveyRequest).toMatchObject({ EvaluationDone: true });
    const model = await post('/surveyapi/Survey/Surveyjs', 'attendee', list[3]!.SurveyRequest!);
    expect(model.json<SurveyModelReply>().Model).toMatchObject({ title: 'Abstract submission' });
  });

  it("keeps one user's documents from another", async () => {
    const [mine, theirs] = await Promise.all([documents('attendee'), documents('visitor')]);
    const mineIds = new Set(mine.map((document) => document.Id));
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.some((document) => mineIds.has(document.Id))).toBe(false);
    for (const document of theirs) expect((await download(document.Id, 'attendee')).statusCode).toBe(404);
  });
});

describe('GET UserDocument', () => {
  it("answers the user's own file as a PDF; 401 anonymous, 404 for a form or an unknown id", async () => {
    const list = await documents('attendee');
    const invoice = list.find((document) => document.Name === 'Invoice')!;
    expect((await download(invoice.Id, null)).statusCode).toBe(401);
    const response = await download(invoice.Id, 'attendee');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('attachment');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await download(list.find((document) => document.FileType === 'Form')!.Id, 'attendee')).statusCode).toBe(404);
    expect((await download(999_999, 'attendee')).statusCode).toBe(404);
  });
});

describe('saving a form', () => {
  it('sets an open form Submitted and keeps it open for another save', async () => {
    const form = (await documents('attendee')).find((document) => document.Status === 'Open')!;
    const first = await saveForm('attendee', form, ABSTRACT);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ Saved: true, CorrectAnswers: null });
    expect((await documents('attendee')).find((document) => document.Id === form.Id)!.Status).toBe('Submitted');
    expect((await saveForm('attendee', form, { ...ABSTRACT, title: 'A better title' })).statusCode).toBe(200);
    const rows = await t.db
      .selectFrom('survey_results')
      .selectAll()
      .where('context', '=', 'Submission')
      .where('entity_id', '=', form.Id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.result)).toMatchObject({ title: 'A better title' });
  });

  it('refuses an accepted form (409), a form of someone else (400) and a save for someone else (403), changing nothing', async () => {
    const accepted = (await documents('visitor')).find((document) => document.Status === 'Accepted')!;
    const before = await t.db.selectFrom('survey_results').selectAll().where('entity_id', '=', accepted.Id).execute();
    const closed = await saveForm('visitor', accepted, { institution: 'X', earlyCareer: false, motivation: 'Y' });
    expect(closed.statusCode).toBe(409);
    const open = (await documents('visitor')).find((document) => document.Status === 'Open')!;
    const othersForm = await saveForm('attendee', open, ABSTRACT);
    expect(othersForm.statusCode).toBe(400);
    expect(othersForm.json()).toMatchObject({ field: 'SurveyEnitity.Id' });
    expect((await saveForm('attendee', open, ABSTRACT, users.visitor!.id)).statusCode).toBe(403);
    expect(await t.db.selectFrom('survey_results').selectAll().where('entity_id', '=', accepted.Id).execute()).toEqual(before);
    expect((await documents('visitor')).find((document) => document.Id === open.Id)!.Status).toBe('Open');
  });
});

describe('GET TermsAndConditions', () => {
  const terms = (query: string) => get(`/api/custominterfaces/oauth/UserConsent/TermsAndConditions?${query}`);

  it('answers the default and the event terms in en-GB and de-DE, each with a privacy policy', async () => {
    for (const query of [
      'pContext=default&pLanguage=en-GB',
      'pContext=default&pLanguage=de-DE',
      'pContext=event&pLanguage=en-GB&pContextId=2026',
      'pContext=event&pLanguage=de-de&pContextId=2026',
    ]) {
      const response = await terms(query);
      expect(response.statusCode, query).toBe(200);
      const entries = response.json<TermsEntry[]>();
      expect(entries.length, query).toBeGreaterThanOrEqual(2);
      expect(
        entries.filter((entry) => entry.IsPrivacyPolicy),
        query,
      ).toHaveLength(1);
      for (const entry of entries) expect(entry.Content, query).toMatch(/^<h2>/);
    }
    const german = (await terms('pContext=default&pLanguage=de-DE')).json<TermsEntry[]>();
    expect(german.find((entry) => entry.IsPrivacyPolicy)!.Title).toBe('Datenschutzerklärung');
    const english = (await terms('pContext=event&pLanguage=en-GB&pContextId=2026')).json<TermsEntry[]>();
    expect(english.map((entry) => entry.Title)).toEqual(['Congress terms and conditions', 'Congress privacy notice']);
    expect((await terms('pContext=default&pLanguage=fr-FR')).json<TermsEntry[]>()[0]!.Title).toBe('Terms of use');
  });

  it('answers 400 for another context or an event context without pContextId, 404 for an unknown event', async () => {
    const other = await terms('pContext=society&pLanguage=en-GB');
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ field: 'pContext' });
    expect((await terms('pContext=event&pLanguage=en-GB')).json()).toMatchObject({ field: 'pContextId' });
    expect((await terms('pContext=default')).json()).toMatchObject({ field: 'pLanguage' });
    expect((await terms('pContext=event&pLanguage=en-GB&pContextId=12345')).statusCode).toBe(404);
  });
});
