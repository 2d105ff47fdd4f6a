import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginData, NoteLikes, NoteRecord } from '../../src/contracts';
import { DEMO_PASSWORD } from '../db/seed/identity';
import { createTestApp, type TestApp } from '../testing';
import { NOTE_CONTENT_MAX, NOTE_REPORTS_TO_HIDE } from './notes';

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
let sessionId: number;
let otherSessionId: number;
let presentationId: number;
const USERS = ['attendee', 'visitor', 'member', 'hcp', 'staff'];
beforeAll(async () => {
  t = await createTestApp();
  for (const name of USERS) {
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
    tokens[name] = response.json<LoginData>().accessToken;
    ids[name] = (await t.db.selectFrom('users').select('id').where('email', '=', `${name}@ehc2026.test`).executeTakeFirstOrThrow()).id;
  }
  const sessions = await t.db.selectFrom('programme_sessions').select('id').where('event_id', '=', 2026).orderBy('id').limit(2).execute();
  sessionId = sessions[0]!.id;
  otherSessionId = sessions[1]!.id;
  presentationId = (
    await t.db.selectFrom('programme_presentations').select('id').where('event_id', '=', 2026).orderBy('id').executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

const as = (name: string | null) => (name ? { authorization: `Bearer ${tokens[name]}` } : {});
const qs = (query: Record<string, string | number | boolean>) =>
  new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString();
const notes = (name: string | null, query: Record<string, string | number | boolean>) =>
  t.app.inject({ method: 'GET', url: `/api/App/GetNotes?${qs({ id: 2026, ...query })}`, headers: as(name) });
const create = (name: string | null, query: Record<string, string | number | boolean>, payload?: object, path = '/api/App/CreateNote') =>
  t.app.inject({ method: 'POST', url: `${path}?${qs({ id: 2026, ...query })}`, headers: as(name), ...(payload ? { payload } : {}) });
const comment = async (name: string, content: string, extra: Record<string, string | number | boolean> = {}) => {
  const response = await create(name, { pSessionId: sessionId, pContent: content, pIsNote: false, pVisibility: 'public', ...extra });
  expect(response.statusCode, content).toBe(200);
  return response.json<NoteRecord>();
};
const comments = async (name: string, session = sessionId) => {
  const response = await notes(name, { pSessionId: session, pIsNote: false });
  expect(response.statusCode).toBe(200);
  return response.json<NoteRecord[]>();
};
// count(*) is a bigint on PostgreSQL, which pg gives as a string.
const noteCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('notes')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('notes and comments need the signed-in user', () => {
  it('answer 401 on every call without a token, and write nothing', async () => {
    expect((await notes(null, { pSessionId: sessionId, pIsNote: true })).statusCode).toBe(401);
    expect((await create(null, { pSessionId: sessionId, pContent: 'x', pIsNote: true })).statusCode).toBe(401);
    expect(
      (await create(null, { pPresentationId: presentationId, pContent: 'x', pIsNote: true }, undefined, '/api/App/CreatePresentationNote'))
        .statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/App/SetNoteLikeCount?eventid=2026&noteid=1' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/App/SetNoteInappropriate?id=2026&pNoteId=1' })).statusCode).toBe(401);
    expect(await noteCount()).toBe(0);
  });

  it("answer 403 to a pUserId of someone else: A's notes are neither read nor written with B's token", async () => {
    await create('attendee', {
      pUserId: ids.attendee!,
      pSessionId: sessionId,
      pContent: 'my private note',
      pIsNote: true,
      pVisibility: 'private',
    });
    const before = await noteCount();
    const read = await notes('visitor', { pUserId: ids.attendee!, pSessionId: sessionId, pIsNote: true });
    expect(read.statusCode).toBe(403);
    expect(JSON.stringify(read.json())).not.toContain('my private note');
    expect(
      (await create('visitor', { pUserId: ids.attendee!, pSessionId: sessionId, pContent: 'as someone else', pIsNote: true })).statusCode,
    ).toBe(403);
    expect(await noteCount()).toBe(before);
    // B's own notes do not include A's.
    expect((await notes('visitor', { pUserId: ids.visitor!, pSessionId: sessionId, pIsNote: true })).json()).toEqual([]);
  });
});

describe('POST /api/App/CreateNote and CreatePresentationNote', () => {
  it('creates a private note that only its author reads, whatever pVisibility says', async () => {
    const response = await create('member', {
      pUserId: ids.member!,
      pSessionId: sessionId,
      pContent: '  remember the slides  ',
      pIsNote: true,
      pVisibility: 'public',
    });
    expect(response.statusCode).toBe(200);
    const note = response.json<NoteRecord>();
    expect(note).toMatchObject({
      sessionId,
      presentationId: null,
      userId: ids.member,
      isNote: true,
      visibility: 'private',
      content: 'remember the slides',
      parentId: null,
      likeCount: 0,
      authorName: expect.any(String),
    });
    const own = (await notes('member', { pSessionId: sessionId, pIsNote: true })).json<NoteRecord[]>();
    expect(own.map((entry) => entry.noteId)).toEqual([note.noteId]);
    expect((await comments('attendee')).map((entry) => entry.noteId)).not.toContain(note.noteId);
  });

  it('stores and answers HTML as the literal text it is', async () => {
    const created = await comment('attendee', '<b>x</b> <script>alert(1)</script>');
    expect(created.content).toBe('<b>x</b> <script>alert(1)</script>');
    const stored = await t.db.selectFrom('notes').select('content').where('id', '=', created.noteId).executeTakeFirstOrThrow();
    expect(stored.content).toBe('<b>x</b> <script>alert(1)</script>');
    expect((await comments('visitor')).find((entry) => entry.noteId === created.noteId)?.content).toBe(
      '<b>x</b> <script>alert(1)</script>',
    );
  });

  it('takes the parameters from a JSON or form body too, the query winning', async () => {
    const long = 'long text '.repeat(300).trim();
    let response = await create(
      'attendee',
      { pUserId: ids.attendee!, pSessionId: sessionId, pIsNote: false, pVisibility: 'public' },
      { pContent: long },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<NoteRecord>().content).toBe(long);
    response = await t.app.inject({
      method: 'POST',
      url: `/api/App/CreatePresentationNote?id=2026&pPresentationId=${presentationId}&pContent=from%20the%20query`,
      headers: { ...as('attendee'), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'pContent=from+the+form&pIsNote=true',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<NoteRecord>()).toMatchObject({
      presentationId,
      sessionId: null,
      content: 'from the query',
      isNote: true,
      visibility: 'private',
    });
    response = await t.app.inject({
      method: 'POST',
      url: '/api/app/createpresentationnote',
      headers: as('attendee'),
      payload: { id: 2026, pPresentationId: presentationId, pContent: 'all in JSON', pIsNote: false },
    });
    expect(response.json<NoteRecord>()).toMatchObject({ presentationId, content: 'all in JSON', isNote: false, visibility: 'public' });
    expect(
      (await notes('visitor', { pPresentationId: presentationId, pIsNote: false })).json<NoteRecord[]>().map((entry) => entry.content),
    ).toEqual(['all in JSON']);
  });

  it('answers 400 naming the field, and writes nothing', async () => {
    const before = await noteCount();
    const top = await t.db.selectFrom('notes').select('id').where('is_note', '=', 1).executeTakeFirstOrThrow();
    const cases: [Record<string, string | number | boolean>, string][] = [
      [{ pSessionId: sessionId, pIsNote: false }, 'pContent'],
      [{ pSessionId: sessionId, pContent: '   ', pIsNote: false }, 'pContent'],
      [{ pSessionId: sessionId, pContent: 'x'.repeat(NOTE_CONTENT_MAX + 1), pIsNote: false }, 'pContent'],
      [{ pSessionId: 99, pContent: 'x', pIsNote: false }, 'pSessionId'],
      [{ pContent: 'x', pIsNote: false }, 'pSessionId'],
      [{ pSessionId: sessionId, pContent: 'x', pIsNote: 'maybe' }, 'pIsNote'],
      [{ pSessionId: sessionId, pContent: 'x', pIsNote: false, pVisibility: 'secret' }, 'pVisibility'],
      [{ pSessionId: sessionId, pContent: 'x', pIsNote: false, parentId: 'abc' }, 'parentId'],
      [{ pSessionId: sessionId, pContent: 'x', pIsNote: false, parentId: 999_999 }, 'parentId'],
      // A note is no comment to answer, and a note answers nothing.
      [{ pSessionId: sessionId, pContent: 'x', pIsNote: false, parentId: top.id }, 'parentId'],
      [{ pSessionId: sessionId, pContent: 'x', pIsNote: true, parentId: top.id }, 'parentId'],
    ];
    for (const [query, field] of cases) {
      const response = await create('attendee', query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json(), JSON.stringify(query)).toMatchObject({ statusCode: 400, field });
    }
    // A reply must answer a comment on the same item.
    const elsewhere = await create('attendee', { pSessionId: otherSessionId, pContent: 'on another session', pIsNote: false });
    const after = await noteCount();
    const reply = await create('attendee', {
      pSessionId: sessionId,
      pContent: 'x',
      pIsNote: false,
      parentId: elsewhere.json<NoteRecord>().noteId,
    });
    expect(reply.json()).toMatchObject({ field: 'parentId' });
    expect(await noteCount()).toBe(after);
    expect(after).toBe(before + 1);
  });
});

describe('GET /api/App/GetNotes', () => {
  it("answers everyone's comments on the item oldest first, replies included", async () => {
    const question = await comment('hcp', 'A question');
    const answer = await comment('member', 'An answer', { parentId: question.noteId });
    expect(answer.parentId).toBe(question.noteId);
    const list = await comments('staff');
    const order = list.map((entry) => entry.noteId);
    expect(order.indexOf(answer.noteId)).toBeGreaterThan(order.indexOf(question.noteId));
    expect(list.every((entry) => !entry.isNote && entry.visibility === 'public' && entry.sessionId === sessionId)).toBe(true);
    const created = list.map((entry) => entry.createdAt);
    expect(created).toEqual([...created].sort());
  });

  it('answers 400 unless exactly one of pSessionId and pPresentationId is given', async () => {
    expect((await notes('attendee', { pIsNote: false })).json()).toMatchObject({ statusCode: 400, field: 'pSessionId' });
    expect((await notes('attendee', { pSessionId: sessionId, pPresentationId: presentationId, pIsNote: false })).json()).toMatchObject({
      statusCode: 400,
      field: 'pSessionId',
    });
  });
});

describe('likes and reports', () => {
  it("toggle the caller's like of a comment", async () => {
    const target = await comment('hcp', 'Like me');
    const like = async (name: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/App/SetNoteLikeCount?eventid=2026&noteid=${target.noteId}`,
        headers: as(name),
      });
      expect(response.statusCode).toBe(200);
      return response.json<NoteLikes>();
    };
    expect(await like('attendee')).toEqual({ noteId: target.noteId, likeCount: 1, likedByMe: true });
    expect(await like('visitor')).toEqual({ noteId: target.noteId, likeCount: 2, likedByMe: true });
    expect(await like('attendee')).toEqual({ noteId: target.noteId, likeCount: 1, likedByMe: false });
    const seen = (await comments('visitor')).find((entry) => entry.noteId === target.noteId);
    expect(seen).toMatchObject({ likeCount: 1, likedByMe: true });
    expect((await comments('attendee')).find((entry) => entry.noteId === target.noteId)).toMatchObject({ likeCount: 1, likedByMe: false });
  });

  it("answers 404 to liking or reporting someone else's private note", async () => {
    const note = (await create('member', { pSessionId: sessionId, pContent: 'private', pIsNote: true })).json<NoteRecord>();
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/App/SetNoteLikeCount?eventid=2026&noteid=${note.noteId}`, headers: as('attendee') }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/App/SetNoteInappropriate?id=2026&pNoteId=${note.noteId}`, headers: as('attendee') }))
        .statusCode,
    ).toBe(404);
    expect(await t.db.selectFrom('note_likes').selectAll().where('note_id', '=', note.noteId).execute()).toEqual([]);
  });

  it(`records reports idempotently; a comment reported by ${NOTE_REPORTS_TO_HIDE} users is shown to its author only`, async () => {
    const target = await comment('staff', 'Something rude');
    const report = (name: string) =>
      t.app.inject({ method: 'POST', url: `/api/App/SetNoteInappropriate?id=2026&pNoteId=${target.noteId}`, headers: as(name) });
    const first = await report('attendee');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toBe(true);
    expect((await report('attendee')).json()).toBe(true);
    // The reporter still gets it, marked; the client hides it.
    expect((await comments('attendee')).find((entry) => entry.noteId === target.noteId)).toMatchObject({ reportedByMe: true });
    expect((await comments('visitor')).find((entry) => entry.noteId === target.noteId)).toMatchObject({ reportedByMe: false });
    await report('visitor');
    expect((await comments('hcp')).map((entry) => entry.noteId)).toContain(target.noteId);
    await report('member');
    expect(await t.db.selectFrom('note_reports').selectAll().where('note_id', '=', target.noteId).execute()).toHaveLength(
      NOTE_REPORTS_TO_HIDE,
    );
    for (const name of ['attendee', 'visitor', 'member', 'hcp'])
      expect(
        (await comments(name)).map((entry) => entry.noteId),
        name,
      ).not.toContain(target.noteId);
    expect((await comments('staff')).map((entry) => entry.noteId)).toContain(target.noteId);
  });

  it('answers 400 naming the field for a malformed note id', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/App/SetNoteLikeCount?eventid=2026&noteid=x', headers: as('attendee') })).json(),
    ).toMatchObject({ field: 'noteid' });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/App/SetNoteInappropriate?id=2026', headers: as('attendee') })).json(),
    ).toMatchObject({ field: 'pNoteId' });
  });
});
