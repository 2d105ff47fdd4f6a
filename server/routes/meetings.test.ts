/**
 * Meetings proposed in conversations (server/routes/meetings.ts), the speakers who take messages
 * (GET /api/Networking/Speakers, server/networking/speakers.ts) and, for the meeting hub, the companies one may turn to
 * (GET /api/Networking/Companies) and the conversation with a company opened by POST /api/Messages/Conversations
 * (server/networking/companies.ts), against the seeded demo.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  ChatModel,
  ConversationsAnswer,
  ConversationSummary,
  MeetingRequest,
  MeetingsAnswer,
  MessageableCompaniesAnswer,
  SpeakersAnswer,
} from '../../src/contracts';
import { SECOND_STAFF_ACCOUNT, SPEAKER_ACCOUNT } from '../db/seed/community';
import { createTestApp, signInDemoUsers, type TestApp } from '../testing';

const SABINE = SECOND_STAFF_ACCOUNT.split('@')[0]!;
const SPEAKER = SPEAKER_ACCOUNT.split('@')[0]!;
const NOW = Date.parse('2026-06-11T10:00:00Z');

let t: TestApp;
let users: Record<string, { token: string; id: number }> = {};
let staffCompany = '';
beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 1000, now: () => NOW, companyDigests: false });
  users = await signInDemoUsers(t.app, [
    'attendee',
    'hcp',
    'staff',
    SABINE,
    SPEAKER,
    'lucas.moreau',
    'amara.okafor',
    'mateo.garcia',
    'visitor',
  ]);
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
const propose = (
  name: string,
  conversationId: number,
  body: Partial<{ Id: string; StartsAt: string; DurationMinutes: number; Note: string }> = {},
) =>
  post(name, `/api/Messages/Conversations/${conversationId}/Meetings`, {
    Id: randomUUID(),
    StartsAt: '2026-06-12T09:00:00.000Z',
    DurationMinutes: 30,
    ...body,
  });

/** The seeded conversation of the demo attendee and Lucas. */
async function lucasConversation(): Promise<ConversationSummary> {
  const { Conversations } = await ok<ConversationsAnswer>(get('attendee', '/api/Messages/Conversations'));
  return Conversations.find((c) => c.Participants.some((p) => p.UserId === id('lucas.moreau')))!;
}

describe('meetings', () => {
  it('are proposed once per Id, reach both sides live, accepted by the other side, and download as a calendar file', async () => {
    const conversation = await lucasConversation();
    const meetingChanged = vi.spyOn(t.app.hubs.chat, 'meetingChanged');
    const Id = randomUUID();
    try {
      const proposed = await ok<MeetingRequest>(propose('attendee', conversation.Id, { Id, Note: ' Coffee at the poster hall? ' }), 201);
      expect(proposed).toEqual({
        Id,
        ConversationId: conversation.Id,
        ProposerId: id('attendee'),
        ProposerName: 'Alice Adler',
        Outgoing: true,
        With: 'Lucas Moreau',
        StartsAt: '2026-06-12T09:00:00.000Z',
        EndsAt: '2026-06-12T09:30:00.000Z',
        Note: 'Coffee at the poster hall?',
        Status: 'pending',
        CreatedAt: new Date(NOW).toISOString(),
      } satisfies MeetingRequest);
      expect(meetingChanged.mock.calls.map(([userId, , meeting]) => [userId, meeting.Outgoing]).sort()).toEqual(
        [
          [id('attendee'), true],
          [id('lucas.moreau'), false],
        ].sort(),
      );
      // Sent again: the same meeting, nobody told twice.
      expect(await ok<MeetingRequest>(propose('attendee', conversation.Id, { Id }))).toEqual(proposed);
      expect(meetingChanged).toHaveBeenCalledTimes(2);
    } finally {
      meetingChanged.mockRestore();
    }

    // Only the other side answers; the proposer cancels.
    expect((await post('attendee', `/api/Messages/Meetings/${Id}/Accept`)).statusCode).toBe(403);
    expect((await get('attendee', `/api/Messages/Meetings/${Id}/Calendar`)).statusCode).toBe(404);
    const accepted = await ok<MeetingRequest>(post('lucas.moreau', `/api/Messages/Meetings/${Id}/Accept`));
    expect(accepted).toMatchObject({ Status: 'accepted', Outgoing: false, With: 'Alice Adler' });
    expect(await ok<MeetingRequest>(post('lucas.moreau', `/api/Messages/Meetings/${Id}/Accept`))).toEqual(accepted);
    expect((await post('lucas.moreau', `/api/Messages/Meetings/${Id}/Decline`)).statusCode).toBe(409);

    for (const name of ['attendee', 'lucas.moreau']) {
      const calendar = await get(name, `/api/Messages/Meetings/${Id}/Calendar`);
      expect(calendar.statusCode).toBe(200);
      expect(calendar.headers['content-type']).toMatch(/^text\/calendar/);
      expect(calendar.body).toContain(`UID:meeting-${Id}@`);
      expect(calendar.body).toMatch(/DTSTART;TZID=Europe\/\w+:20260612T\d{6}/);
    }
    expect((await get('mateo.garcia', `/api/Messages/Meetings/${Id}/Calendar`)).statusCode).toBe(404);
    const listed = await ok<MeetingsAnswer>(get('lucas.moreau', '/api/Messages/Meetings'));
    expect(listed.Meetings.map((meeting) => meeting.Id)).toContain(Id);

    const cancelled = await ok<MeetingRequest>(post('attendee', `/api/Messages/Meetings/${Id}/Cancel`));
    expect(cancelled.Status).toBe('cancelled');
  });

  it('reads a wall time in the event’s time zone (the congress’s clock, whoever proposes from wherever)', async () => {
    const conversation = await lucasConversation();
    const meeting = await ok<MeetingRequest>(
      propose('attendee', conversation.Id, { StartsAt: '2026-06-12T11:00', DurationMinutes: 45 }),
      201,
    );
    // Berlin in June is two hours ahead of UTC.
    expect([meeting.StartsAt, meeting.EndsAt]).toEqual(['2026-06-12T09:00:00.000Z', '2026-06-12T09:45:00.000Z']);
  });

  it('refuses a time in the past, a bad length, a group and a stranger, naming the field and storing nothing', async () => {
    const conversation = await lucasConversation();
    expect((await propose('attendee', conversation.Id, { StartsAt: '2026-06-10T09:00:00Z' })).json()).toMatchObject({ field: 'StartsAt' });
    expect((await propose('attendee', conversation.Id, { StartsAt: 'tomorrow' })).json()).toMatchObject({ field: 'StartsAt' });
    expect((await propose('attendee', conversation.Id, { DurationMinutes: 5 })).json()).toMatchObject({ field: 'DurationMinutes' });
    expect((await propose('attendee', conversation.Id, { Note: 'x'.repeat(501) })).json()).toMatchObject({ field: 'Note' });
    expect((await propose('mateo.garcia', conversation.Id)).statusCode).toBe(404);
    const group = await t.db.selectFrom('conversations').select('id').where('kind', '=', 'group').orderBy('id').executeTakeFirstOrThrow();
    expect((await propose('amara.okafor', group.id)).json()).toMatchObject({ field: 'id' });
    expect(await t.db.selectFrom('meeting_requests').select('id').where('proposer_id', '=', id('mateo.garcia')).execute()).toEqual([]);
  });

  it('in a company’s conversation, any member of the staff accepts for the company, and the visitor meets the company', async () => {
    const model = await ok<ChatModel>(post('hcp', `/api/exhibition/saveChatModel?id=${staffCompany}&restoreId=new`), 201);
    const Id = randomUUID();
    const proposed = await ok<MeetingRequest>(
      propose('hcp', Number(model.RestoreId), { Id, StartsAt: '2026-06-12T14:00:00Z', DurationMinutes: 15 }),
      201,
    );
    expect(proposed.With).not.toBeNull();
    expect((await ok<MeetingsAnswer>(get('staff', '/api/Messages/Meetings'))).Meetings.find((m) => m.Id === Id)).toMatchObject({
      Outgoing: false,
      With: 'Hanna Hartmann',
    });
    expect(await ok<MeetingRequest>(post(SABINE, `/api/Messages/Meetings/${Id}/Accept`))).toMatchObject({ Status: 'accepted' });
    // Stefan is on the same side as Sabine: the company has answered.
    expect((await post('staff', `/api/Messages/Meetings/${Id}/Cancel`)).statusCode).toBe(403);
  });
});

describe('speakers who take messages', () => {
  it('lists the seeded speaker, whom a participant may write to though they are not in the network', async () => {
    const { Speakers } = await ok<SpeakersAnswer>(get('attendee', '/api/Networking/Speakers'));
    expect(Speakers).toEqual([{ AuthorId: expect.any(Number), UserId: id(SPEAKER), Name: expect.any(String) }]);
    const opened = await ok<ConversationSummary>(post('attendee', '/api/Messages/Conversations', { UserId: id(SPEAKER) }), 201);
    expect(opened.Participants).toEqual([{ UserId: id(SPEAKER), Name: Speakers[0]!.Name, PicturePath: null }]);
    // Once they take messages from contacts only, they are no longer offered.
    const settings = await ok<{ DirectMessages: string }>(get(SPEAKER, '/api/Networking/Settings'));
    await ok(post(SPEAKER, '/api/Networking/Settings', { ...settings, DirectMessages: 'contacts' }));
    expect((await ok<SpeakersAnswer>(get('attendee', '/api/Networking/Speakers'))).Speakers).toEqual([]);
    expect((await post('mateo.garcia', '/api/Messages/Conversations', { UserId: id(SPEAKER) })).json()).toMatchObject({ statusCode: 403 });
  });
});

describe('companies to propose a meeting to, from the meeting hub', () => {
  /** The event's companies that offer a chat (or not), by id. */
  const companiesWithChat = async (hasChat: 0 | 1) =>
    (
      await t.db
        .selectFrom('company_profiles')
        .select('company_account_id')
        .where('event_id', '=', 2026)
        .where('has_chat', '=', hasChat)
        .orderBy('company_account_id')
        .execute()
    ).map((row) => row.company_account_id);
  const openWithCompany = (name: string, body: object) => post(name, '/api/Messages/Conversations', body);

  it('are the event’s companies that offer a chat, by name, less the caller’s own, for participants only', async () => {
    const offering = await companiesWithChat(1);
    expect(offering).toContain(staffCompany);
    const { Companies } = await ok<MessageableCompaniesAnswer>(get('lucas.moreau', '/api/Networking/Companies'));
    expect(Companies.map((company) => company.CompanyAccountId).sort()).toEqual([...offering].sort());
    const names = await t.db
      .selectFrom('company_accounts')
      .select(['company_account_id', 'name'])
      .where('event_id', '=', 2026)
      .where('company_account_id', 'in', offering)
      .execute();
    expect(Companies).toEqual(
      Companies.map((company) => ({
        CompanyAccountId: company.CompanyAccountId,
        Name: names.find((row) => row.company_account_id === company.CompanyAccountId)!.name,
      })),
    );
    const collator = new Intl.Collator('en-GB');
    for (let i = 1; i < Companies.length; i++) {
      expect(collator.compare(Companies[i - 1]!.Name, Companies[i]!.Name), Companies[i]!.Name).toBeLessThanOrEqual(0);
    }
    // Its staff answer the company's visitors: they are offered every other company.
    const forStaff = await ok<MessageableCompaniesAnswer>(get(SABINE, '/api/networking/companies'));
    expect(forStaff.Companies.map((company) => company.CompanyAccountId)).toEqual(
      Companies.map((company) => company.CompanyAccountId).filter((id) => id !== staffCompany),
    );
    expect((await get('visitor', '/api/Networking/Companies')).json()).toMatchObject({
      statusCode: 403,
      code: 'networking-not-participant',
    });
    expect((await t.app.inject({ method: 'GET', url: withEvent('/api/Networking/Companies') })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/Networking/Companies', headers: headers('lucas.moreau') })).json(),
    ).toMatchObject({
      statusCode: 400,
      field: 'eventid',
    });
  });

  it('open the caller’s conversation with the company’s staff: 201 new, then 200 the same, as its chat model’s', async () => {
    const opened = await ok<ConversationSummary>(openWithCompany('lucas.moreau', { CompanyAccountId: staffCompany }), 201);
    expect(opened).toMatchObject({
      Kind: 'company',
      Company: { CompanyAccountId: staffCompany },
      AsStaff: false,
      Participants: [],
      LastMessage: null,
      CanWrite: true,
    });
    expect(await ok<ConversationSummary>(openWithCompany('lucas.moreau', { CompanyAccountId: staffCompany }))).toEqual(opened);
    expect((await ok<ChatModel>(get('lucas.moreau', `/api/exhibition/getChatModel?id=${staffCompany}`))).RestoreId).toBe(String(opened.Id));
    // Amara wrote to the company before: hers is the seeded conversation.
    const seeded = (await ok<ConversationsAnswer>(get('amara.okafor', '/api/Messages/Conversations'))).Conversations.find(
      (c) => c.Company?.CompanyAccountId === staffCompany,
    )!;
    expect((await ok<ConversationSummary>(openWithCompany('amara.okafor', { CompanyAccountId: staffCompany }))).Id).toBe(seeded.Id);
  });

  it('refuse neither or both of UserId and CompanyAccountId, an unknown company, one without chat and its own staff', async () => {
    expect((await openWithCompany('mateo.garcia', {})).json()).toMatchObject({ statusCode: 400, field: 'UserId' });
    expect((await openWithCompany('mateo.garcia', { UserId: id('amara.okafor'), CompanyAccountId: staffCompany })).json()).toMatchObject({
      statusCode: 400,
      field: 'CompanyAccountId',
    });
    expect((await openWithCompany('mateo.garcia', { CompanyAccountId: ' ' })).json()).toMatchObject({
      statusCode: 400,
      field: 'CompanyAccountId',
    });
    expect((await openWithCompany('mateo.garcia', { CompanyAccountId: 'x'.repeat(201) })).json()).toMatchObject({
      statusCode: 400,
      field: 'CompanyAccountId',
    });
    expect((await openWithCompany('mateo.garcia', { CompanyAccountId: 'ca-nobody' })).statusCode).toBe(404);
    expect((await openWithCompany('mateo.garcia', { CompanyAccountId: (await companiesWithChat(0))[0]! })).json()).toMatchObject({
      statusCode: 403,
      code: 'networking-company-no-chat',
    });
    expect((await openWithCompany('staff', { CompanyAccountId: staffCompany })).json()).toMatchObject({
      statusCode: 403,
      code: 'networking-not-findable',
    });
    expect((await openWithCompany('visitor', { CompanyAccountId: staffCompany })).json()).toMatchObject({
      statusCode: 403,
      code: 'networking-not-participant',
    });
    expect(
      await t.db
        .selectFrom('conversations')
        .select('id')
        .where('created_by', 'in', [id('mateo.garcia'), id('staff')])
        .where('kind', '=', 'company')
        .execute(),
    ).toEqual([]);
  });

  it('then take a meeting proposed in that conversation, which the company’s staff see waiting and accept', async () => {
    const conversation = await ok<ConversationSummary>(openWithCompany('mateo.garcia', { CompanyAccountId: staffCompany }), 201);
    const Id = randomUUID();
    const meetingChanged = vi.spyOn(t.app.hubs.chat, 'meetingChanged');
    try {
      const proposed = await ok<MeetingRequest>(
        propose('mateo.garcia', conversation.Id, { Id, StartsAt: '2026-06-12T13:00:00Z', DurationMinutes: 30 }),
        201,
      );
      expect(proposed).toMatchObject({
        ConversationId: conversation.Id,
        Outgoing: true,
        Status: 'pending',
        With: conversation.Company!.Name,
      });
      // Every member of the staff hears of it, and so does the proposer.
      expect(meetingChanged.mock.calls.map(([userId]) => userId)).toEqual(
        expect.arrayContaining([id('mateo.garcia'), id('staff'), id(SABINE)]),
      );
    } finally {
      meetingChanged.mockRestore();
    }
    // Sent again after a lost answer (the conversation opened again first): one meeting.
    expect((await ok<ConversationSummary>(openWithCompany('mateo.garcia', { CompanyAccountId: staffCompany }))).Id).toBe(conversation.Id);
    expect((await ok<MeetingRequest>(propose('mateo.garcia', conversation.Id, { Id, StartsAt: '2026-06-12T13:00:00Z' }))).Id).toBe(Id);
    expect(await t.db.selectFrom('meeting_requests').select('id').where('client_id', '=', Id).execute()).toHaveLength(1);

    for (const name of ['staff', SABINE]) {
      const waiting = (await ok<MeetingsAnswer>(get(name, '/api/Messages/Meetings'))).Meetings.find((m) => m.Id === Id);
      expect(waiting, name).toMatchObject({ Status: 'pending', Outgoing: false, With: 'Mateo García', ProposerName: 'Mateo García' });
    }
    expect(await ok<MeetingRequest>(post('staff', `/api/Messages/Meetings/${Id}/Accept`))).toMatchObject({ Status: 'accepted' });
    expect((await get('mateo.garcia', `/api/Messages/Meetings/${Id}/Calendar`)).statusCode).toBe(200);
  });
});
