/**
 * Game integrity of the charity challenge (issue 16): a quiz cannot be used as an oracle. The answers
 * to a challenge are submitted once per user (the database keeps one result per user and challenge; a
 * second save is a 409 and changes nothing, however the saves race), and nothing tells the number of
 * correct answers before the challenge is closed for the user, that is until its points are recorded
 * (ChallengeEvaluationDone); the points are the server's count, whatever count the client claims.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChallengeEvaluationDoneReply, CharityChallenge, SurveyModelReply } from '../../src/contracts';
import { createTestApp, signInDemoUsers, type TestApp } from '../../server/testing';

let t: TestApp;
let users: Record<string, { token: string; id: number }> = {};
beforeAll(async () => {
  t = await createTestApp();
  users = await signInDemoUsers(t.app, ['attendee', 'visitor', 'staff', 'preview']);
});
afterAll(() => t.close());

const CHALLENGE = 11;
const PROJECT = 3;
/** Two right (restingRate, riskFactors), one wrong (activity), salt left out. */
const TWO_RIGHT = { restingRate: 'b', riskFactors: ['hypertension', 'smoking'], activity: 'a' };
const ALL_RIGHT = { restingRate: 'b', riskFactors: ['smoking', 'hypertension'], activity: 'b', salt: true };

const headers = (name: string) => ({ authorization: `Bearer ${users[name]!.token}` });

async function surveyRequest(name: string) {
  const list = (await t.app.inject({ url: '/api/Exhibition/EventChallenges/2026/en-GB', headers: headers(name) })).json<
    CharityChallenge[]
  >();
  const challenge = list.find((candidate) => candidate.Id === CHALLENGE)!;
  return { ...challenge.SurveyRequest, SurveyEnitity: { Id: CHALLENGE, UserId: users[name]!.id } };
}

async function save(name: string, answers: object) {
  const request = await surveyRequest(name);
  return t.app.inject({
    method: 'POST',
    url: '/surveyapi/Survey/SaveSurvey',
    headers: headers(name),
    payload: { ...request, Result: JSON.stringify(answers) },
  });
}

const done = (name: string, correctedAnswers: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/Survey/ChallengeEvaluationDone/2026/en-GB?userid=${users[name]!.id}&challengeid=${CHALLENGE}&charityProjectId=${PROJECT}&correctedAnswers=${correctedAnswers}`,
    headers: headers(name),
  });

const storedResult = async (name: string) =>
  (
    await t.db
      .selectFrom('survey_results')
      .select('result')
      .where('user_id', '=', users[name]!.id)
      .where('context', '=', 'Charity')
      .where('entity_id', '=', CHALLENGE)
      .execute()
  ).map((row) => JSON.parse(row.result) as unknown);

const pointsPerAnswer = async () =>
  (await t.db.selectFrom('charity_challenges').select('points_per_correct_answer').where('id', '=', CHALLENGE).executeTakeFirstOrThrow())
    .points_per_correct_answer;

describe('a charity challenge', () => {
  it('does not tell how many answers are right when they are saved', async () => {
    const saved = await save('attendee', TWO_RIGHT);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ Saved: true, CorrectAnswers: null });
    // Nor does the survey shown again: only the user's own answers come back.
    const shown = await t.app.inject({
      method: 'POST',
      url: '/surveyapi/Survey/Surveyjs',
      headers: headers('attendee'),
      payload: await surveyRequest('attendee'),
    });
    expect(shown.json<SurveyModelReply>().Data).toEqual(TWO_RIGHT);
    expect(shown.body).not.toMatch(/correct/i);
  });

  it('takes one submission per user: a second save is a 409 and changes nothing', async () => {
    const again = await save('attendee', ALL_RIGHT);
    expect(again.statusCode).toBe(409);
    expect(await storedResult('attendee')).toEqual([TWO_RIGHT]);
  });

  it('does not answer a claimed count with the real one: the points are the server count, whatever the claim', async () => {
    const claimed = await done('attendee', 4);
    expect(claimed.statusCode).toBe(200);
    const perAnswer = await pointsPerAnswer();
    expect(claimed.json<ChallengeEvaluationDoneReply>()).toMatchObject({
      ChallengeId: CHALLENGE,
      CharityProjectId: PROJECT,
      Points: 2 * perAnswer,
      CorrectAnswers: 2,
    });
    expect(
      await t.db.selectFrom('charity_points').select(['correct_answers', 'points']).where('user_id', '=', users.attendee!.id).execute(),
    ).toEqual([{ correct_answers: 2, points: 2 * perAnswer }]);
    // Closed: no more saving, no second score.
    expect((await save('attendee', ALL_RIGHT)).statusCode).toBe(409);
    expect((await done('attendee', 2)).statusCode).toBe(409);
  });

  it('keeps one submission when two saves race (the database decides)', async () => {
    const replies = await Promise.all([save('visitor', TWO_RIGHT), save('visitor', ALL_RIGHT)]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    expect(await storedResult('visitor')).toHaveLength(1);
  });

  it('records the same for a wrong claimed count as for the right one, so a claim probes nothing', async () => {
    await save('staff', TWO_RIGHT);
    await save('preview', TWO_RIGHT);
    const wrong = await done('staff', 0);
    const right = await done('preview', 2);
    expect(wrong.statusCode).toBe(200);
    expect(right.statusCode).toBe(200);
    expect(wrong.json()).toEqual(right.json());
    expect(wrong.json()).toMatchObject({ CorrectAnswers: 2, Points: 2 * (await pointsPerAnswer()) });
  });
});
