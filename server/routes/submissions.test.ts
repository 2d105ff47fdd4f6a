import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AbstractSubmission, AbstractSubmissionInput, SubmissionTopic } from '../../src/contracts';
import { createTestApp, signInDemoUsers, type TestApp } from '../testing';

let t: TestApp;
let users: Record<string, { token: string; id: number }>;
beforeAll(async () => {
  t = await createTestApp();
  users = await signInDemoUsers(t.app, ['attendee', 'visitor', 'member']);
});
afterAll(() => t.close());

const as = (name: string | null) => (name ? { authorization: `Bearer ${users[name]!.token}` } : {});
const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');
const complete = (extra: Partial<AbstractSubmissionInput> = {}): AbstractSubmissionInput => ({
  Title: 'A study of things',
  Authors: [{ Name: 'Vic Vogel', Affiliation: 'Example Hospital' }],
  Topic: 'oncology',
  Abstract: words(120),
  Submit: true,
  ...extra,
});
const list = (name: string | null, query = 'eventid=2026&language=en-GB') =>
  t.app.inject({ method: 'GET', url: `/api/Submissions?${query}`, headers: as(name) });
const create = (name: string | null, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/Submissions?eventid=2026&language=en-GB', headers: as(name), payload });
const update = (name: string | null, id: number, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/Submissions/${id}?eventid=2026&language=en-GB`, headers: as(name), payload });
const one = (name: string | null, id: number, language = 'en-GB') =>
  t.app.inject({ method: 'GET', url: `/api/Submissions/${id}?eventid=2026&language=${language}`, headers: as(name) });

describe('the submission topics', () => {
  it('are open to everyone and come in the asked language', async () => {
    const en = (await t.app.inject({ method: 'GET', url: '/api/Submissions/Topics?eventid=2026&language=en-GB' })).json<
      SubmissionTopic[]
    >();
    const de = (await t.app.inject({ method: 'GET', url: '/api/submissions/topics?eventid=2026&language=de-DE' })).json<
      SubmissionTopic[]
    >();
    expect(en.map((topic) => topic.Id)).toEqual(de.map((topic) => topic.Id));
    expect(en.find((topic) => topic.Id === 'oncology')?.Name).toBe('Oncology');
    expect(de.find((topic) => topic.Id === 'infectious')?.Name).toBe('Infektionskrankheiten');
  });
});

describe('the list of abstracts', () => {
  it('needs a signed-in user', async () => {
    expect((await list(null)).statusCode).toBe(401);
  });

  it("gives the demo attendee their seeded abstracts, one in each status, and no one else's", async () => {
    const response = await list('attendee');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const mine = response.json<AbstractSubmission[]>();
    expect(mine.map((item) => item.Status).sort()).toEqual(['accepted', 'draft', 'rejected', 'submitted', 'underReview']);
    expect(mine[0]!.TopicName).not.toBe('');
    expect((await list('member')).json<AbstractSubmission[]>()).toEqual([]);
  });

  it('answers 400 naming the field for a bad eventid', async () => {
    const response = await list('attendee', 'eventid=abc&language=en-GB');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ field: string }>().field).toBe('eventid');
  });
});

describe('writing an abstract', () => {
  it('saves an incomplete draft, which its author can change and then submit, after which it is read only', async () => {
    const draft = await create('visitor', { Title: 'Only a title so far', Submit: false });
    expect(draft.statusCode).toBe(200);
    const saved = draft.json<AbstractSubmission>();
    expect(saved).toMatchObject({ Title: 'Only a title so far', Status: 'draft', Authors: [], Topic: '', SubmittedAt: null });

    // A draft may be over the word limit: only submitting checks it.
    const longer = await update('visitor', saved.Id, { ...complete({ Abstract: words(350) }), Submit: false });
    expect(longer.statusCode).toBe(200);
    expect(longer.json<AbstractSubmission>().Status).toBe('draft');

    const submitted = await update('visitor', saved.Id, complete());
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json<AbstractSubmission>()).toMatchObject({ Status: 'submitted', TopicName: 'Oncology' });
    expect(submitted.json<AbstractSubmission>().SubmittedAt).not.toBeNull();

    const again = await update('visitor', saved.Id, { ...complete(), Title: 'Changed after submitting' });
    expect(again.statusCode).toBe(409);
    expect((await one('visitor', saved.Id)).json<AbstractSubmission>().Title).toBe('A study of things');
    expect((await one('visitor', saved.Id, 'de-DE')).json<AbstractSubmission>().TopicName).toBe('Onkologie');
  });

  it('refuses to submit a text over 300 words, naming the field, and writes nothing', async () => {
    const before = (await list('member')).json<AbstractSubmission[]>().length;
    const over = await create('member', complete({ Abstract: words(301) }));
    expect(over.statusCode).toBe(400);
    expect(over.json<{ field: string; reason: string; message: string }>()).toMatchObject({ field: 'Abstract', reason: 'wordLimit' });
    expect(over.json<{ message: string }>().message).toContain('301');
    expect((await list('member')).json<AbstractSubmission[]>()).toHaveLength(before);
    // Exactly 300 words is within the limit.
    expect((await create('member', complete({ Abstract: words(300) }))).statusCode).toBe(200);
  });

  it('refuses to submit without authors, with an unknown topic or without a text, naming the field', async () => {
    const cases: [Partial<AbstractSubmissionInput>, string][] = [
      [{ Authors: [] }, 'Authors'],
      [{ Authors: [{ Name: 'A', Affiliation: '' }] }, 'Authors.0.Affiliation'],
      [{ Topic: 'astrology' }, 'Topic'],
      [{ Abstract: '   ' }, 'Abstract'],
      [{ Title: '' }, 'Title'],
    ];
    for (const [change, field] of cases) {
      const response = await create('member', complete(change));
      expect(response.statusCode, field).toBe(400);
      expect(response.json<{ field: string }>().field).toBe(field);
    }
    const badBody = await create('member', { ...complete(), Submit: 'yes' });
    expect(badBody.json<{ field: string }>().field).toBe('Submit');
  });

  it("answers 404 for another user's abstract, to read it or to change it, and leaves it as it was", async () => {
    const alices = (await list('attendee')).json<AbstractSubmission[]>();
    const draft = alices.find((item) => item.Status === 'draft')!;
    expect((await one('member', draft.Id)).statusCode).toBe(404);
    expect((await update('member', draft.Id, complete())).statusCode).toBe(404);
    expect((await one('member', 999_999)).statusCode).toBe(404);
    expect((await one('attendee', draft.Id)).json<AbstractSubmission>()).toEqual(draft);
  });

  it('needs a signed-in user to write', async () => {
    expect((await create(null, complete())).statusCode).toBe(401);
    expect((await update(null, 1, complete())).statusCode).toBe(401);
  });
});
