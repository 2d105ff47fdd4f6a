import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ChallengeEvaluationDoneReply,
  CharityChallenge,
  CharityHighscore,
  CharityProject,
  SurveyModelReply,
  SurveySaveReply,
} from '../../src/contracts';
import { CHARITY_PAGE_RESOURCE } from '../../src/core/charity/challenge';
import { CHARITY_CHALLENGE_IDS, CHARITY_PROJECT_IDS, COMPANY_CHALLENGES } from '../db/seed/charity';
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
const ok = async <T>(url: string, name: string | null = null): Promise<T> => {
  const response = await get(url, name);
  expect(response.statusCode, url).toBe(200);
  return response.json<T>();
};
const id = (name: string) => users[name]!.id;
const challenges = (name: string | null, language = 'en-GB') =>
  ok<CharityChallenge[]>(`/api/Exhibition/EventChallenges/2026/${language}`, name);
const highscore = () => ok<CharityHighscore>('/api/Exhibition/CharityHighscore/2026/en-GB');
const points = (list: { Id: string; Points: number }[], entryId: string | number) =>
  list.find((entry) => entry.Id === String(entryId))?.Points ?? 0;

describe('projects and challenges', () => {
  it('lists the projects in both languages, with banners the server serves', async () => {
    const english = await ok<CharityProject[]>('/api/Exhibition/EventProjects/2026/en-GB');
    const german = await ok<CharityProject[]>('/api/exhibition/EventProjects/2026/de-DE');
    expect(english.map((project) => project.Id)).toEqual([...CHARITY_PROJECT_IDS]);
    expect(german.map((project) => project.Id)).toEqual([...CHARITY_PROJECT_IDS]);
    expect(english[0]!.Name).toBe('Clean water for rural clinics');
    expect(german[0]!.Name).toBe('Sauberes Wasser für Landkliniken');
    const banner = english[0]!.BannerFiles[0]!;
    expect(banner.Key).toBe('banner');
    const picture = await get(banner.Url);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toContain('image/svg+xml');
    expect((await get('/media/charity/2026/99.svg')).statusCode).toBe(404);
    expect(await ok('/api/Exhibition/EventProjects/2025/en-GB')).toEqual([]);
  });

  it('lists the challenges with survey requests: UserId 0 and not done when anonymous', async () => {
    const list = await challenges(null);
    expect(list.map((challenge) => challenge.Id)).toEqual([...CHARITY_CHALLENGE_IDS]);
    for (const challenge of list) {
      expect(challenge.SurveyRequest).toMatchObject({
        Context: 'Charity',
        ContextShort: 'ehc2026',
        Instance: 'demo',
        Language: 'en-GB',
        SurveyEnitity: { Id: challenge.Id, UserId: 0 },
        EvaluationDone: false,
      });
      expect(challenge.PointsPerCorrectAnswer).toBeGreaterThan(0);
    }
    const company = list.find((challenge) => challenge.Id === 15)!;
    expect(company.CompanyAccountId).toBe(COMPANY_CHALLENGES[15]);
    expect(company.CompanyAccountName).toEqual(expect.any(String));
    expect((await challenges(null, 'de-DE'))[0]!.Name).toBe('Quiz Herzgesundheit');
  });

  it("lists a company's challenges; 404 for an unknown company", async () => {
    const own = await ok<CharityChallenge[]>(`/api/Exhibition/ExhibitorChallenges/2026/en-GB?id=${COMPANY_CHALLENGES[15]}`);
    expect(own.map((challenge) => challenge.Id)).toEqual([15]);
    expect(await ok(`/api/Exhibition/ExhibitorChallenges/2026/en-GB?id=ca-0003`)).toEqual([]);
    expect((await get('/api/Exhibition/ExhibitorChallenges/2026/en-GB?id=nosuch')).statusCode).toBe(404);
    expect((await get('/api/Exhibition/ExhibitorChallenges/2026/en-GB')).json()).toMatchObject({ field: 'id' });
  });

  it('seeds the charity page configuration', async () => {
    const resource = await ok<{ resourcename: string; resourcevalue: string }>(
      `/api/Modules/GetConfigResource?eventId=2026&resourcename=${CHARITY_PAGE_RESOURCE}`,
    );
    expect(JSON.parse(resource.resourcevalue)).toEqual({ title: expect.any(String), intro: expect.any(String), bannerAspect: '3/1' });
  });
});

describe('highscores', () => {
  it('are not empty from the seed and name participants by first name and initial', async () => {
    const scores = await highscore();
    for (const list of [scores.Projects, scores.Challenges, scores.Companies, scores.Participants]) expect(list.length).toBeGreaterThan(0);
    expect(scores.Participants.map((entry) => entry.Name)).toContain('Hanna H.');
    expect(scores.Participants.map((entry) => entry.Id)).not.toContain(String(id('attendee')));
    const byPoints = scores.Participants.map((entry) => entry.Points);
    expect(byPoints).toEqual([...byPoints].sort((a, b) => b - a));
  });

  it("of one project count only that project's points; 404 unknown, 400 missing projectId", async () => {
    const all = await highscore();
    const one = await ok<CharityHighscore>('/api/Exhibition/CharityHighscoreForProject/2026/en-GB?projectId=2');
    expect(one.Projects).toEqual([all.Projects.find((entry) => entry.Id === '2')]);
    expect((await get('/api/Exhibition/CharityHighscoreForProject/2026/en-GB?projectId=99')).statusCode).toBe(404);
    expect((await get('/api/Exhibition/CharityHighscoreForProject/2026/en-GB')).json()).toMatchObject({ field: 'projectId' });
  });
});

describe('taking a challenge', () => {
  const CHALLENGE = 11;
  const request = async (name: string) => {
    const challenge = (await challenges(name)).find((candidate) => candidate.Id === CHALLENGE)!;
    return { ...challenge.SurveyRequest, SurveyEnitity: { Id: CHALLENGE, UserId: id(name) } };
  };
  const saveQuiz = async (name: string, result: object) => {
    const survey = await request(name);
    return post('/surveyapi/Survey/SaveSurvey', name, {
      Context: survey.Context,
      ContextShort: survey.ContextShort,
      Instance: survey.Instance,
      Result: JSON.stringify(result),
      SurveyItemSetId: survey.SurveyItemSetId,
      SurveyEnitity: survey.SurveyEnitity,
    });
  };
  const done = (
    name: string | null,
    query: { userid?: number; challengeid?: number; charityProjectId?: number; correctedAnswers?: number },
  ) =>
    post(
      `/api/Survey/ChallengeEvaluationDone/2026/en-GB?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))}`,
      name,
    );
  const pointsRows = () => t.db.selectFrom('charity_points').selectAll().where('user_id', '=', id('attendee')).execute();

  it('sends the quiz without its answers', async () => {
    const response = await post('/surveyapi/Survey/Surveyjs', 'attendee', await request('attendee'));
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(/correctAnswer/i);
    expect(JSON.stringify(response.json<SurveyModelReply>().Model)).toContain('restingRate');
  });

  it('refuses points without a signed-in user, for someone else, or without a saved quiz', async () => {
    const query = { userid: id('attendee'), challengeid: CHALLENGE, charityProjectId: 3, correctedAnswers: 2 };
    expect((await done(null, query)).statusCode).toBe(401);
    expect((await done('visitor', query)).statusCode).toBe(403);
    const unsaved = await done('attendee', query);
    expect(unsaved.statusCode).toBe(400);
    expect(unsaved.json()).toMatchObject({ field: 'challengeid' });
    expect((await done('attendee', { ...query, challengeid: 99 })).json()).toMatchObject({ field: 'challengeid' });
    expect(await pointsRows()).toEqual([]);
  });

  it('counts correct answers on the server when the quiz is saved, and does not tell them yet', async () => {
    const required = await saveQuiz('attendee', { activity: 'b' });
    expect(required.json()).toMatchObject({ field: 'Result.restingRate' });
    // Right: restingRate, riskFactors (any order); wrong: activity; salt left out.
    const saved = await saveQuiz('attendee', { restingRate: 'b', riskFactors: ['hypertension', 'smoking'], activity: 'a' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<SurveySaveReply>()).toEqual({ Saved: true, CorrectAnswers: null });
    const row = await t.db
      .selectFrom('survey_results')
      .select('correct_answers')
      .where('user_id', '=', id('attendee'))
      .where('entity_id', '=', CHALLENGE)
      .executeTakeFirstOrThrow();
    expect(Number(row.correct_answers)).toBe(2);
  });

  it("records the points once, for a known project and the server's count, and the highscores change", async () => {
    const before = await highscore();
    const query = { userid: id('attendee'), challengeid: CHALLENGE, charityProjectId: 3, correctedAnswers: 2 };
    expect((await done('attendee', { ...query, correctedAnswers: -1 })).json()).toMatchObject({ field: 'correctedAnswers' });
    const unknownProject = await done('attendee', { ...query, charityProjectId: 99 });
    expect(unknownProject.statusCode).toBe(400);
    expect(unknownProject.json()).toMatchObject({ field: 'charityProjectId' });
    expect(await pointsRows()).toEqual([]);

    const first = await done('attendee', query);
    expect(first.statusCode).toBe(200);
    const perAnswer = (await challenges('attendee')).find((challenge) => challenge.Id === CHALLENGE)!.PointsPerCorrectAnswer;
    expect(first.json<ChallengeEvaluationDoneReply>()).toEqual({
      ChallengeId: CHALLENGE,
      CharityProjectId: 3,
      Points: 2 * perAnswer,
      CorrectAnswers: 2,
    });

    const second = await done('attendee', { ...query, charityProjectId: 1 });
    expect(second.statusCode).toBe(409);
    expect(await pointsRows()).toEqual([expect.objectContaining({ challenge_id: CHALLENGE, project_id: 3, points: 2 * perAnswer })]);
    expect(
      (await saveQuiz('attendee', { restingRate: 'b', riskFactors: ['smoking', 'hypertension'], activity: 'b', salt: true })).statusCode,
    ).toBe(409);

    const after = await highscore();
    expect(points(after.Projects, 3)).toBe(points(before.Projects, 3) + 2 * perAnswer);
    expect(points(after.Challenges, CHALLENGE)).toBe(points(before.Challenges, CHALLENGE) + 2 * perAnswer);
    expect(after.Participants).toContainEqual({ Id: String(id('attendee')), Name: 'Alice A.', Points: 2 * perAnswer });
    const project = await ok<CharityHighscore>('/api/Exhibition/CharityHighscoreForProject/2026/en-GB?projectId=3');
    expect(points(project.Participants, id('attendee'))).toBe(2 * perAnswer);

    const mine = await challenges('attendee');
    expect(mine.find((challenge) => challenge.Id === CHALLENGE)!.SurveyRequest).toMatchObject({
      EvaluationDone: true,
      SurveyEnitity: { Id: CHALLENGE, UserId: id('attendee') },
    });
    expect(mine.filter((challenge) => challenge.SurveyRequest.EvaluationDone).map((challenge) => challenge.Id)).toEqual([CHALLENGE]);
    expect((await challenges(null)).every((challenge) => !challenge.SurveyRequest.EvaluationDone)).toBe(true);
  });
});
