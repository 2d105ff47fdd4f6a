/**
 * Companies' conversations with their visitors and the topic and session groups (src/contracts/messaging.ts,
 * "Companies" and "Groups"): server/routes/exhibition.ts's chat model, server/routes/messaging.ts's messages and
 * server/routes/chatGroups.ts, against the seeded demo (server/db/seed/community.ts).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  ChatGroup,
  ChatGroupsAnswer,
  ChatMessage,
  ChatModel,
  ChatUnreadChanged,
  ConversationsAnswer,
  MessagesPage,
  UnreadAnswer,
} from '../../src/contracts';
import { SECOND_STAFF_ACCOUNT, THIRD_STAFF_ACCOUNT } from '../db/seed/community';
import { STATISTICS_STAFF_ACCOUNT } from '../db/seed/identity';
import { createTestApp, signInDemoUsers, type TestApp } from '../testing';

const SABINE = SECOND_STAFF_ACCOUNT.split('@')[0]!;
const HENRIK = THIRD_STAFF_ACCOUNT.split('@')[0]!;
/** The dashboards' member of the same staff (issue 23): a member like the others. */
const GRETA = STATISTICS_STAFF_ACCOUNT.split('@')[0]!;
const NAMES = ['attendee', 'hcp', 'staff', SABINE, HENRIK, GRETA, 'amara.okafor', 'mateo.garcia', 'priya.sharma', 'visitor'];

let t: TestApp;
let users: Record<string, { token: string; id: number }> = {};
let staffCompany = '';
beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 1000, now: () => Date.parse('2026-06-11T10:00:00Z'), companyDigests: false });
  users = await signInDemoUsers(t.app, NAMES);
  staffCompany = (
    await t.db.selectFrom('tickets').select('company_account_id').where('user_id', '=', users.staff!.id).executeTakeFirstOrThrow()
  ).company_account_id!;
}, 60_000);
afterAll(() => t.close());

const id = (name: string) => users[name]!.id;
const withEvent = (path: string) => `${path}${path.includes('?') ? '&' : '?'}eventid=2026`;
const headers = (name: string) => ({ authorization: `Bearer ${users[name]!.token}` });
const get = (name: string, path: string) => t.app.inject({ method: 'GET', url: withEvent(path), headers: headers(name) });
const post = (name: string, path: string, payload?: object) =>
  t.app.inject({ method: 'POST', url: withEvent(path), headers: headers(name), payload: payload ?? {} });
async function ok<T>(pending: ReturnType<typeof get>, status = 200): Promise<T> {
  const response = await pending;
  expect(response.statusCode, response.body).toBe(status);
  return response.json<T>();
}
const send = (name: string, conversationId: number, Text: string) =>
  post(name, `/api/Messages/Conversations/${conversationId}/Messages`, { Id: randomUUID(), Text });
const conversations = async (name: string) => (await ok<ConversationsAnswer>(get(name, '/api/Messages/Conversations'))).Conversations;
const unread = async (name: string) => (await ok<UnreadAnswer>(get(name, '/api/Messages/Unread'))).Unread;

describe('a company’s conversations', () => {
  it('reach every member of the staff; any of them answers, and the visitor sees who answered for the company', async () => {
    const model = await ok<ChatModel>(post('hcp', `/api/exhibition/saveChatModel?id=${staffCompany}&restoreId=new`), 201);
    const conversationId = Number(model.RestoreId);
    const before = { staff: await unread('staff'), sabine: await unread(SABINE) };
    // Until its first message only the visitor has it.
    expect((await conversations('staff')).map((c) => c.Id)).not.toContain(conversationId);

    const messageAdded = vi.spyOn(t.app.hubs.chat, 'messageAdded');
    try {
      await ok(send('hcp', conversationId, 'Do you have the trial data as a PDF?'), 201);
      expect(messageAdded.mock.calls.map(([userId]) => userId).sort()).toEqual(
        [id('hcp'), id('staff'), id(SABINE), id(HENRIK), id(GRETA)].sort(),
      );
    } finally {
      messageAdded.mockRestore();
    }
    expect(await unread('staff')).toBe(before.staff + 1);
    expect(await unread(SABINE)).toBe(before.sabine + 1);

    const asStaff = (await conversations(SABINE)).find((c) => c.Id === conversationId)!;
    expect(asStaff).toMatchObject({
      Kind: 'company',
      AsStaff: true,
      Company: { CompanyAccountId: staffCompany },
      Participants: [{ UserId: id('hcp'), Name: 'Hanna Hartmann' }],
      Group: null,
      CanWrite: true,
    });
    const asVisitor = (await conversations('hcp')).find((c) => c.Id === conversationId)!;
    expect(asVisitor).toMatchObject({ Kind: 'company', AsStaff: false, Participants: [], Company: asStaff.Company });

    await ok(send(SABINE, conversationId, 'Yes, I will send it to you here.'), 201);
    const { Messages } = await ok<MessagesPage>(get('hcp', `/api/Messages/Conversations/${conversationId}/Messages`));
    expect(Messages.map((message) => [message.SenderName, message.SenderCompany])).toEqual([
      ['Hanna Hartmann', null],
      ['Sabine Vogt', staffCompany],
    ]);
    // Stefan read nothing, but Sabine's answer is no news to the company: only the visitor's message is unread for him.
    expect(await unread('staff')).toBe(before.staff + 1);
  });

  it('keeps everyone else out, and the staff from opening one with their own company', async () => {
    const model = await ok<ChatModel>(post('attendee', `/api/exhibition/saveChatModel?id=${staffCompany}&restoreId=new`), 201);
    await ok(send('attendee', Number(model.RestoreId), 'Hello'), 201);
    expect((await get('amara.okafor', `/api/Messages/Conversations/${model.RestoreId}/Messages`)).statusCode).toBe(404);
    expect((await send('amara.okafor', Number(model.RestoreId), 'Me too')).statusCode).toBe(404);
    expect((await post('staff', `/api/exhibition/saveChatModel?id=${staffCompany}&restoreId=new`)).json()).toMatchObject({
      statusCode: 403,
      code: 'networking-not-findable',
    });
  });

  it('gives the seeded visitor’s conversation to both members of the staff, the follow-up unread', async () => {
    const seeded = (await conversations('staff')).find((c) => c.Participants.some((p) => p.UserId === id('amara.okafor')))!;
    expect(seeded).toMatchObject({ Kind: 'company', AsStaff: true, Unread: 1 });
    expect((await conversations(SABINE)).map((c) => c.Id)).toContain(seeded.Id);
    const asAmara = (await conversations('amara.okafor')).find((c) => c.Id === seeded.Id)!;
    expect(asAmara).toMatchObject({ Unread: 0, LastMessage: { SenderName: 'Amara Okafor' } });
  });
});

describe('groups', () => {
  const groups = async (name: string) => (await ok<ChatGroupsAnswer>(get(name, '/api/Messages/Groups'))).Groups;

  it('lists the topic groups by name in the asked language, with members and the caller’s memberships', async () => {
    const english = await groups('amara.okafor');
    expect(english.map((group) => group.Name)).toEqual([
      'Digital health and AI',
      'Early-career clinicians',
      'Nursing and allied health',
      'Women in cardiology',
    ]);
    expect(english[0]).toMatchObject({
      Kind: 'topic',
      SessionId: null,
      Members: 3,
      Joined: true,
      Description: expect.stringContaining('wearables'),
    });
    expect(english.find((group) => group.Name === 'Early-career clinicians')!.Joined).toBe(false);
    const german = (await ok<ChatGroupsAnswer>(get('amara.okafor', '/api/Messages/Groups?language=de-DE'))).Groups;
    expect(german.map((group) => group.Name)).toContain('Digitale Gesundheit und KI');
  });

  it('joins with the history read, writes live to every member, and leaves', async () => {
    const nursing = (await groups('attendee')).find((group) => group.Name === 'Nursing and allied health')!;
    expect((await send('attendee', nursing.Id, 'Hello')).statusCode).toBe(404);
    const joined = await ok<ChatGroup>(post('attendee', `/api/Messages/Groups/${nursing.Id}/Join`));
    expect(joined).toMatchObject({ Joined: true, Members: nursing.Members + 1 });
    expect(await ok<ChatGroup>(post('attendee', `/api/Messages/Groups/${nursing.Id}/Join`))).toEqual(joined);

    const messageAdded = vi.spyOn(t.app.hubs.chat, 'messageAdded');
    try {
      await ok(send('attendee', nursing.Id, 'Any heart failure nurses here?'), 201);
      expect(messageAdded.mock.calls.map(([userId]) => userId).sort()).toEqual(
        [id('attendee'), ...(await memberIds(nursing.Id, 'attendee'))].sort(),
      );
    } finally {
      messageAdded.mockRestore();
    }
    const summary = (await conversations('attendee')).find((c) => c.Id === nursing.Id)!;
    expect(summary).toMatchObject({ Kind: 'group', Participants: [], Group: { Name: 'Nursing and allied health', Joined: true } });

    // A new member of a group with history finds it read.
    const digital = (await groups('attendee')).find((group) => group.Name === 'Digital health and AI')!;
    const before = await unread('attendee');
    await ok(post('attendee', `/api/Messages/Groups/${digital.Id}/Join`));
    expect(await unread('attendee')).toBe(before);
    const history = await ok<MessagesPage>(get('attendee', `/api/Messages/Conversations/${digital.Id}/Messages`));
    expect(history.Messages.map((message) => message.SenderName)).toEqual(['Mateo García', 'Priya Sharma', 'Amara Okafor']);

    const left = await ok<ChatGroup>(post('attendee', `/api/Messages/Groups/${nursing.Id}/Leave`));
    expect(left).toMatchObject({ Joined: false, Members: nursing.Members });
    expect((await get('attendee', `/api/Messages/Conversations/${nursing.Id}/Messages`)).statusCode).toBe(404);
  });

  it('gives every session a group, made once on the first ask; 404 for a session the event does not have', async () => {
    const session = await t.db
      .selectFrom('programme_sessions')
      .select(['id', 'name'])
      .where('event_id', '=', 2026)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const [first, second] = await Promise.all([
      ok<ChatGroup>(get('attendee', `/api/Messages/Groups/Session/${session.id}`)),
      ok<ChatGroup>(get('mateo.garcia', `/api/Messages/Groups/Session/${session.id}`)),
    ]);
    expect(first).toMatchObject({ Kind: 'session', SessionId: session.id, Name: session.name, Members: 0, Joined: false });
    expect(second.Id).toBe(first.Id);
    // Not listed until someone joins.
    expect((await groups('attendee')).map((group) => group.Id)).not.toContain(first.Id);
    await ok(post('mateo.garcia', `/api/Messages/Groups/${first.Id}/Join`));
    expect((await groups('attendee')).find((group) => group.Id === first.Id)).toMatchObject({ Members: 1, Joined: false });
    expect((await get('attendee', '/api/Messages/Groups/Session/999999999')).statusCode).toBe(404);
    expect((await post('attendee', '/api/Messages/Groups/999999/Join')).statusCode).toBe(404);
    expect((await get('visitor', '/api/Messages/Groups')).json()).toMatchObject({ statusCode: 403, code: 'networking-not-participant' });
  });

  it('tells each member of a group their own unread counts, in all and in the group, when someone writes to it', async () => {
    const session = await t.db
      .selectFrom('programme_sessions')
      .select('id')
      .where('event_id', '=', 2026)
      .orderBy('id')
      .limit(1)
      .offset(1)
      .executeTakeFirstOrThrow();
    const group = await ok<ChatGroup>(get('amara.okafor', `/api/Messages/Groups/Session/${session.id}`));
    const members = ['amara.okafor', 'mateo.garcia', 'priya.sharma', 'attendee'];
    for (const name of members) await ok(post(name, `/api/Messages/Groups/${group.Id}/Join`));
    const before = new Map(await Promise.all(members.map(async (name) => [name, await unread(name)] as const)));
    // Their unread messages elsewhere differ: a count sent to the wrong member, or summed over members, shows.
    expect(new Set(before.values()).size).toBeGreaterThan(1);
    const counts = (name: string, more: number, inGroup: number): [number, ChatUnreadChanged] => [
      id(name),
      { Unread: before.get(name)! + more, ConversationId: group.Id, ConversationUnread: inGroup },
    ];

    const unreadChanged = vi.spyOn(t.app.hubs.chat, 'unreadChanged');
    // Who was told what, once each, for the event.
    const told = () => {
      const calls = unreadChanged.mock.calls;
      expect(calls.every(([, eventId]) => eventId === 2026)).toBe(true);
      const byUser = new Map(calls.map(([userId, , unread]) => [userId, unread]));
      expect(byUser.size).toBe(calls.length);
      return byUser;
    };
    try {
      const first = await ok<ChatMessage>(send('mateo.garcia', group.Id, 'Does anyone have the slides of this session?'), 201);
      expect(told()).toEqual(new Map([counts('amara.okafor', 1, 1), counts('priya.sharma', 1, 1), counts('attendee', 1, 1)]));

      // Priya reads it, the others do not: the next message is her first unread one there, the attendee's second.
      await ok(post('priya.sharma', `/api/Messages/Conversations/${group.Id}/Read`, { MessageId: first.Id }));
      unreadChanged.mockClear();
      await ok(send('amara.okafor', group.Id, 'I will ask the chair to share them.'), 201);
      const second = told();
      expect(second).toEqual(new Map([counts('mateo.garcia', 1, 1), counts('priya.sharma', 1, 1), counts('attendee', 2, 2)]));
      // What each member was told is what they read.
      for (const name of ['mateo.garcia', 'priya.sharma', 'attendee']) expect(await unread(name)).toBe(second.get(id(name))!.Unread);
      expect(await unread('amara.okafor')).toBe(before.get('amara.okafor')! + 1);
    } finally {
      unreadChanged.mockRestore();
    }
  });
});

async function memberIds(conversationId: number, except: string): Promise<number[]> {
  const rows = await t.db
    .selectFrom('conversation_participants')
    .select('user_id')
    .where('conversation_id', '=', conversationId)
    .where('user_id', '!=', id(except))
    .execute();
  return rows.map((row) => row.user_id);
}
