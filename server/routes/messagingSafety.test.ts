import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_NETWORKING_SETTINGS,
  NETWORKING_REFUSALS,
  PEOPLE_PAGE_SIZE,
  REPORT_NOTE_MAX_LENGTH,
  REPORTS_PAGE_SIZE,
  REPORTS_TAKE_MAX,
  RESOURCE_SETS,
  type AccessPolicy,
  type BlocksAnswer,
  type ChatMessage,
  type ContactsAnswer,
  type ConversationSummary,
  type MessageReport,
  type MessagesPage,
  type NetworkingRefusalBody,
  type NetworkingSettings,
  type PeoplePage,
  type ReportsAnswer,
} from '../../src/contracts';
import { writeContentVersions } from '../db/contentVersions';
import { NETWORKERS, networkerEmail } from '../db/seed/networking';
import { DEMO_EVENT_ID, TICKET_SYNC_GONE_EVENT_ID } from '../db/seed/identity';
import { createTestApp, signInDemoUsers, type TestApp } from '../testing';
import { isModerator } from '../networking/participant';

/** The demo network's people (server/db/seed/networking.ts), signed in by the part of their e-mail before the @. */
const NETWORKER = Object.fromEntries(
  NETWORKERS.map((networker) => [networker.firstname.toLowerCase(), networkerEmail(networker).split('@')[0]!]),
);
/** preview@ehc2026.test holds the event's preview ticket: a super user, so a moderator (the demo's moderator). */
const NAMES = ['attendee', 'visitor', 'member', 'preview', 'hcp', 'associate', 'registered', 'onboarding', ...Object.values(NETWORKER)];

/** The seeded conversation of the demo attendee and Lucas: his first message, and the attendee's answer. */
const LUCAS_MESSAGE = '5eed0000-0000-4000-8000-000000000001';
const ATTENDEE_MESSAGE = '5eed0000-0000-4000-8000-000000000002';

let t: TestApp;
let users: Record<string, { token: string; id: number }> = {};
// A clock on the congress's second day that the tests move on, so that "newest first" has something to go by.
let clock = Date.parse('2026-06-11T10:00:00Z');
const tick = () => (clock += 1000);
beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 1000, now: () => clock });
  users = await signInDemoUsers(t.app, NAMES);
}, 60_000);
afterAll(() => t.close());

const id = (name: string) => users[name]!.id;
const withEvent = (path: string, eventId = DEMO_EVENT_ID) => `${path}${path.includes('?') ? '&' : '?'}eventid=${eventId}`;
const headers = (name: string | null) => (name ? { authorization: `Bearer ${users[name]!.token}` } : {});
const get = (name: string | null, path: string) => t.app.inject({ method: 'GET', url: withEvent(path), headers: headers(name) });
const post = (name: string | null, path: string, payload?: object) =>
  t.app.inject({ method: 'POST', url: withEvent(path), headers: headers(name), payload: payload ?? {} });
const remove = (name: string | null, path: string) => t.app.inject({ method: 'DELETE', url: withEvent(path), headers: headers(name) });
async function ok<T>(pending: ReturnType<typeof get>, status = 200): Promise<T> {
  const response = await pending;
  expect(response.statusCode, response.body).toBe(status);
  return response.json<T>();
}
async function refused(pending: ReturnType<typeof get>, code: string, what = '') {
  const response = await pending;
  expect(response.statusCode, `${what} ${response.body}`).toBe(403);
  expect(response.json<NetworkingRefusalBody>(), what).toMatchObject({ statusCode: 403, error: 'Forbidden', code });
}

const settings = (name: string, value: Partial<NetworkingSettings>) =>
  ok(post(name, '/api/Networking/Settings', { ...DEFAULT_NETWORKING_SETTINGS, ...value }));
const peopleIds = async (name: string) =>
  (await ok<PeoplePage>(get(name, '/api/Networking/People?take=50'))).Items.map((person) => person.UserId);
const blocks = (name: string) => ok<BlocksAnswer>(get(name, '/api/Networking/Blocks'));
const block = (name: string, other: number) => post(name, '/api/Networking/Blocks', { UserId: other });
const unblock = (name: string, other: number | string) => remove(name, `/api/Networking/Blocks/${other}`);
const openConversation = (name: string, other: string) => post(name, '/api/Messages/Conversations', { UserId: id(other) });
const send = (name: string, conversationId: number, Text: string) =>
  ok<ChatMessage>(post(name, `/api/Messages/Conversations/${conversationId}/Messages`, { Id: randomUUID(), Text }), 201);
const report = (name: string, conversationId: number, messageId: string, body: object = { Reason: 'spam' }) =>
  post(name, `/api/Messages/Conversations/${conversationId}/Messages/${messageId}/Report`, body);
const reports = (name: string, status = '') => ok<ReportsAnswer>(get(name, `/api/Messages/Reports${status && `?status=${status}`}`));
const decide = (name: string, reportId: number, action: 'Dismiss' | 'RemoveMessage' | 'SuspendSender' | 'LiftSuspension') =>
  post(name, `/api/Messages/Reports/${reportId}/${action}`);
/** One page of the open reports: their ids, newest first, and whether more follow. */
async function openPage(query: string): Promise<{ ids: number[]; hasMore: boolean }> {
  const page = await ok<ReportsAnswer>(get('preview', `/api/Messages/Reports?${query}`));
  return { ids: page.Reports.map((item) => item.Id), hasMore: page.HasMore };
}

/** Whether a moderator's suspension of the person stands in ehc2026. */
async function isSuspendedNow(name: string): Promise<boolean> {
  const row = await t.db
    .selectFrom('networking_suspensions')
    .select('user_id')
    .where('event_id', '=', DEMO_EVENT_ID)
    .where('user_id', '=', id(name))
    .executeTakeFirst();
  return row !== undefined;
}

/** The seeded conversation of the demo attendee and Lucas. */
async function seededConversationId(): Promise<number> {
  const row = await t.db
    .selectFrom('chat_messages')
    .select('conversation_id')
    .where('client_id', '=', LUCAS_MESSAGE)
    .executeTakeFirstOrThrow();
  return row.conversation_id;
}

/** A new conversation from `sender` to `reader` (who takes messages from everyone) with one message of the sender's. */
async function conversationWithMessage(sender: string, reader: string, text: string) {
  await settings(reader, { Findable: true, DirectMessages: 'everyone' });
  const conversation = await ok<ConversationSummary>(openConversation(sender, reader), 201);
  const message = await send(sender, conversation.Id, text);
  return { conversationId: conversation.Id, message };
}

/** Changes ehc2026's config_json (every language) for one test, as a writer of configuration would. */
async function withConfig(change: (config: { accessPolicies: AccessPolicy[] }) => void, body: () => Promise<void>) {
  const where = { event_id: DEMO_EVENT_ID, setname: RESOURCE_SETS.config, resourcename: RESOURCE_SETS.config };
  const rows = await t.db
    .selectFrom('resources')
    .select(['language', 'resourcevalue'])
    .where('event_id', '=', where.event_id)
    .where('setname', '=', where.setname)
    .where('resourcename', '=', where.resourcename)
    .execute();
  const write = async (language: string, value: string) =>
    t.db
      .updateTable('resources')
      .set({ resourcevalue: value })
      .where('event_id', '=', where.event_id)
      .where('setname', '=', where.setname)
      .where('resourcename', '=', where.resourcename)
      .where('language', '=', language)
      .execute();
  for (const row of rows) {
    const config = JSON.parse(row.resourcevalue) as { accessPolicies: AccessPolicy[] };
    change(config);
    await write(row.language, JSON.stringify(config));
  }
  await writeContentVersions(t.db, [DEMO_EVENT_ID]);
  try {
    await body();
  } finally {
    for (const row of rows) await write(row.language, row.resourcevalue);
    await writeContentVersions(t.db, [DEMO_EVENT_ID]);
  }
}

const moderationPolicy = (Effect: AccessPolicy['Effect'], visitorIds: string[]): AccessPolicy => ({
  Name: 'Moderators',
  Version: '1',
  Type: 'Key',
  Identifier: 'Moderation',
  Effect,
  Requirements: [{ PrincipalField: 'VisitorIdIncluded', Values: visitorIds }],
  ConditionType: 'All',
});

const SAFETY_CALLS: ReadonlyArray<readonly ['GET' | 'POST' | 'DELETE', string, object?]> = [
  ['GET', '/api/Networking/Blocks'],
  ['POST', '/api/Networking/Blocks', { UserId: 1 }],
  ['DELETE', '/api/Networking/Blocks/1'],
  ['POST', `/api/Messages/Conversations/1/Messages/${LUCAS_MESSAGE}/Report`, { Reason: 'spam' }],
];
const MODERATION_CALLS: ReadonlyArray<readonly ['GET' | 'POST', string]> = [
  ['GET', '/api/Messages/Reports'],
  ['POST', '/api/Messages/Reports/1/Dismiss'],
  ['POST', '/api/Messages/Reports/1/RemoveMessage'],
  ['POST', '/api/Messages/Reports/1/SuspendSender'],
  ['POST', '/api/Messages/Reports/1/LiftSuspension'],
];
const call = (name: string | null, [method, path, payload]: readonly ['GET' | 'POST' | 'DELETE', string, object?]) =>
  method === 'GET' ? get(name, path) : method === 'DELETE' ? remove(name, path) : post(name, path, payload);

describe('who may call', () => {
  it('needs a signed-in user on every call (401), and answers nothing to any cache', async () => {
    for (const entry of [...SAFETY_CALLS, ...MODERATION_CALLS]) {
      expect((await call(null, entry)).statusCode, `${entry[0]} ${entry[1]}`).toBe(401);
    }
    for (const answer of [await get('attendee', '/api/Networking/Blocks'), await get('preview', '/api/Messages/Reports')]) {
      expect(answer.headers['cache-control']).toBe('private, no-store');
      expect(answer.headers.vary).toMatch(/Authorization/);
    }
  });

  it('refuses blocks and reports to whom the network does not admit (403 notParticipant)', async () => {
    for (const name of ['visitor', 'member']) {
      for (const entry of SAFETY_CALLS) await refused(call(name, entry), NETWORKING_REFUSALS.notParticipant, `${name} ${entry[1]}`);
    }
  });

  it('keeps the reports and their decisions to moderators: 403 notModerator for anyone else, ticket or not', async () => {
    for (const name of ['attendee', 'visitor', 'member', NETWORKER.amara!]) {
      for (const entry of MODERATION_CALLS) await refused(call(name, entry), NETWORKING_REFUSALS.notModerator, `${name} ${entry[1]}`);
    }
    // The preview super user moderates (the demo's moderator); an unknown event is a 404, a bad status a 400.
    expect(await reports('preview')).toEqual({ Reports: expect.any(Array), HasMore: expect.any(Boolean) });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/Messages/Reports?eventid=999999', headers: headers('preview') })).statusCode,
    ).toBe(404);
    const bad = await get('preview', '/api/Messages/Reports?status=closed');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'status' });
    expect((await decide('preview', 999_999, 'Dismiss')).statusCode).toBe(404);
    expect((await post('preview', '/api/Messages/Reports/abc/Dismiss')).json()).toMatchObject({ statusCode: 400, field: 'id' });
  });

  it('lets whom the Key policy "Moderation" allows moderate, and nobody else: a Deny-only policy makes no one a moderator', async () => {
    // hcp@ehc2026.test's registration is EHC26-0003.
    await withConfig(
      (config) => config.accessPolicies.push(moderationPolicy('Allow', ['EHC26-0003'])),
      async () => {
        expect(await reports('hcp')).toEqual({ Reports: expect.any(Array), HasMore: expect.any(Boolean) });
        await refused(get('attendee', '/api/Messages/Reports'), NETWORKING_REFUSALS.notModerator);
        expect((await get('preview', '/api/Messages/Reports')).statusCode).toBe(200);
      },
    );
    await withConfig(
      (config) => config.accessPolicies.push(moderationPolicy('Deny', ['EHC26-0003'])),
      async () => {
        for (const name of ['hcp', 'attendee']) await refused(get(name, '/api/Messages/Reports'), NETWORKING_REFUSALS.notModerator, name);
      },
    );
  });

  it('moderates as a super user or under an Allow policy only', () => {
    const access = (superUser: boolean, policies: AccessPolicy[], allowed: boolean) =>
      ({ superUser, config: { accessPolicies: policies }, decide: () => ({ allowed, reasons: [] }) }) as unknown as Parameters<
        typeof isModerator
      >[0];
    expect(isModerator(access(true, [], true))).toBe(true);
    // The access engine allows everyone where no policy names the key: not a moderator for that.
    expect(isModerator(access(false, [], true))).toBe(false);
    expect(isModerator(access(false, [moderationPolicy('Allow', ['X'])], true))).toBe(true);
    expect(isModerator(access(false, [moderationPolicy('Allow', ['X'])], false))).toBe(false);
    expect(isModerator(access(false, [moderationPolicy('Deny', ['X'])], true))).toBe(false);
  });
});

describe('blocks', () => {
  it('hides the two from each other in the network, lists the block for its maker only, and is idempotent', async () => {
    await settings('associate', { Findable: true });
    const fatima = id(NETWORKER.fatima!);
    expect(await peopleIds('associate')).toContain(fatima);
    expect(await peopleIds(NETWORKER.fatima!)).toContain(id('associate'));

    tick();
    const answer = await ok<BlocksAnswer>(block('associate', fatima));
    expect(answer).toEqual({
      People: [{ UserId: fatima, Name: 'Fatima Haddad', BlockedAt: new Date(clock).toISOString() }],
    } satisfies BlocksAnswer);
    expect(await blocks('associate')).toEqual(answer);
    expect(await peopleIds('associate')).not.toContain(fatima);
    expect(await peopleIds(NETWORKER.fatima!)).not.toContain(id('associate'));
    // The blocked person's own list knows nothing of it.
    expect(await blocks(NETWORKER.fatima!)).toEqual({ People: [] });

    // Again: the same block, from its first time.
    tick();
    expect(await ok<BlocksAnswer>(block('associate', fatima))).toEqual(answer);
    expect(
      await t.db.selectFrom('networking_blocks').select('blocked_id').where('blocker_id', '=', id('associate')).execute(),
    ).toHaveLength(1);
  });

  it('declines the pending contact request between the two, and tells the blocked person nothing', async () => {
    await settings('attendee', { Findable: true });
    const amara = id(NETWORKER.amara!);
    // Amara's seeded request waits for the attendee.
    const before = await ok<ContactsAnswer>(get('attendee', '/api/Networking/Contacts'));
    const request = before.Incoming.find((item) => item.Person.UserId === amara)!;
    expect(request.Status).toBe('pending');

    const hub = t.app.hubs.chat;
    const told = [vi.spyOn(hub, 'messageAdded'), vi.spyOn(hub, 'unreadChanged'), vi.spyOn(hub, 'messageRemoved')];
    try {
      await ok<BlocksAnswer>(block('attendee', amara));
      for (const spy of told) expect(spy).not.toHaveBeenCalled();
    } finally {
      for (const spy of told) spy.mockRestore();
    }
    const row = await t.db
      .selectFrom('contact_requests')
      .select(['status', 'open_pair'])
      .where('id', '=', request.Id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'declined', open_pair: null });
    expect((await ok<ContactsAnswer>(get('attendee', '/api/Networking/Contacts'))).Incoming).toEqual([]);
    expect((await ok<ContactsAnswer>(get(NETWORKER.amara!, '/api/Networking/Contacts'))).Outgoing).toEqual([]);
    expect(await blocks(NETWORKER.amara!)).toEqual({ People: [] });
  });

  // The refusal itself is server/routes/messaging.ts's (its routes check relationsOf's blocks).
  it('refuses contact requests between a blocked pair, either way, with 403 blocked', async () => {
    const amara = id(NETWORKER.amara!);
    await refused(
      post(NETWORKER.amara!, '/api/Networking/ContactRequests', { UserId: id('attendee') }),
      NETWORKING_REFUSALS.blocked,
      'to the blocker',
    );
    await refused(post('attendee', '/api/Networking/ContactRequests', { UserId: amara }), NETWORKING_REFUSALS.blocked, 'to the blocked');
    const pending = await t.db
      .selectFrom('contact_requests')
      .select('id')
      .where('status', '=', 'pending')
      .where((eb) =>
        eb.or([
          eb.and([eb('from_user_id', '=', amara), eb('to_user_id', '=', id('attendee'))]),
          eb.and([eb('from_user_id', '=', id('attendee')), eb('to_user_id', '=', amara)]),
        ]),
      )
      .execute();
    expect(pending).toEqual([]);
  });

  it('refuses a conversation between a blocked pair with 403 blocked', async () => {
    // Amara takes messages from everyone: only the block stands in the way.
    await refused(openConversation('attendee', NETWORKER.amara!), NETWORKING_REFUSALS.blocked);
  });

  it('names people as the caller may see them, newest first; unblocking is idempotent and shows them again', async () => {
    const [sofia, priya] = [id(NETWORKER.sofia!), id(NETWORKER.priya!)];
    tick();
    await ok(block('onboarding', sofia));
    tick();
    const both = await ok<BlocksAnswer>(block('onboarding', priya));
    // Sofia shows no name and never turned to onboarding: blocking her does not reveal it.
    expect(both.People).toEqual([
      { UserId: priya, Name: 'Priya Sharma', BlockedAt: new Date(clock).toISOString() },
      { UserId: sofia, Name: null, BlockedAt: new Date(clock - 1000).toISOString() },
    ]);
    expect(await peopleIds('onboarding')).not.toContain(priya);

    const left = await ok<BlocksAnswer>(unblock('onboarding', sofia));
    expect(left.People.map((person) => person.UserId)).toEqual([priya]);
    expect(await ok<BlocksAnswer>(unblock('onboarding', sofia))).toEqual(left);
    // Someone never blocked, or nobody at all: nothing changes.
    expect(await ok<BlocksAnswer>(unblock('onboarding', id('hcp')))).toEqual(left);
    expect(await ok<BlocksAnswer>(unblock('onboarding', 999_999))).toEqual(left);
    expect(await ok<BlocksAnswer>(unblock('onboarding', priya))).toEqual({ People: [] });
    expect(await peopleIds('onboarding')).toContain(priya);
    // Case variants of the path answer too.
    expect((await remove('onboarding', `/api/networking/blocks/${priya}`)).statusCode).toBe(200);
  });

  it('refuses blocking oneself (403 notFindable), someone without a ticket for the event (404) and bad input (400)', async () => {
    await refused(block('registered', id('registered')), NETWORKING_REFUSALS.notFindable);
    for (const other of [id('visitor'), 999_999]) expect((await block('registered', other)).statusCode, String(other)).toBe(404);
    for (const payload of [{}, { UserId: 'someone' }, { UserId: -1 }]) {
      const response = await post('registered', '/api/Networking/Blocks', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'UserId' });
    }
    const bad = await unblock('registered', 'someone');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'userId' });
    expect(await blocks('registered')).toEqual({ People: [] });
  });
});

describe('reports of messages', () => {
  it("reports a message of the caller's conversation once: 201, then 200 with the same report as the reporter sees it", async () => {
    const conversationId = await seededConversationId();
    const first = await ok<MessageReport>(
      report('attendee', conversationId, LUCAS_MESSAGE, { Reason: 'harassment', Note: '  Rude.  ' }),
      201,
    );
    expect(first).toEqual({
      Id: expect.any(Number),
      Reason: 'harassment',
      Note: 'Rude.',
      Status: 'open',
      CreatedAt: new Date(clock).toISOString(),
      Message: {
        Id: LUCAS_MESSAGE,
        ConversationId: conversationId,
        SenderId: id(NETWORKER.lucas!),
        SenderName: 'Lucas Moreau',
        Text: expect.stringContaining('thanks for connecting'),
        SentAt: expect.stringMatching(/^2026-06-08T08:40:00/),
        Removed: false,
        SenderCompany: null,
      },
      ReporterName: null,
      SenderSuspended: false,
    } satisfies MessageReport);
    // Again (in capitals, another reason): the first report, unchanged.
    const again = await ok<MessageReport>(report('attendee', conversationId, LUCAS_MESSAGE.toUpperCase(), { Reason: 'spam' }), 200);
    expect(again).toEqual(first);
    // Every spelling of the path (the parameters' names kept).
    const lower = await post('attendee', `/api/messages/conversations/${conversationId}/messages/${LUCAS_MESSAGE}/report`, {
      Reason: 'spam',
    });
    expect(lower.statusCode, lower.body).toBe(200);
    expect(await t.db.selectFrom('message_reports').select('id').where('reporter_id', '=', id('attendee')).execute()).toHaveLength(1);

    // The moderator's view: the reporter's and sender's names, the open report first.
    const open = await reports('preview');
    expect(open.Reports.find((item) => item.Id === first.Id)).toEqual({
      ...first,
      Message: { ...first.Message, SenderName: 'Lucas Moreau' },
      ReporterName: 'Alice Adler',
      SenderSuspended: false,
    });
  });

  it('shows a stranger nothing: a conversation they are not in is a 404 like none, whatever the message', async () => {
    const conversationId = await seededConversationId();
    const nobody = await report('hcp', 999_999, LUCAS_MESSAGE);
    expect(nobody.statusCode).toBe(404);
    for (const messageId of [LUCAS_MESSAGE, randomUUID()]) {
      const response = await report('hcp', conversationId, messageId);
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(nobody.body);
    }
    // A participant asking for a message that is not in it: 404 too.
    expect((await report('attendee', conversationId, randomUUID())).statusCode).toBe(404);
    expect(await t.db.selectFrom('message_reports').select('id').where('reporter_id', '=', id('hcp')).execute()).toEqual([]);
  });

  it("refuses the caller's own message and bad input, naming the field, writing nothing", async () => {
    const conversationId = await seededConversationId();
    const count = async () => (await t.db.selectFrom('message_reports').select('id').execute()).length;
    const before = await count();
    for (const [messageId, body, field, reason] of [
      [ATTENDEE_MESSAGE, { Reason: 'spam' }, 'messageId', 'own'],
      ['not-a-uuid', { Reason: 'spam' }, 'messageId', undefined],
      [LUCAS_MESSAGE, { Reason: 'rude' }, 'Reason', undefined],
      [LUCAS_MESSAGE, {}, 'Reason', undefined],
      [LUCAS_MESSAGE, { Reason: 'other', Note: 'x'.repeat(REPORT_NOTE_MAX_LENGTH + 1) }, 'Note', 'tooLong'],
      [LUCAS_MESSAGE, { Reason: 'other', Note: 42 }, 'Note', undefined],
    ] as const) {
      const response = await report('attendee', conversationId, messageId, body);
      expect(response.statusCode, `${messageId} ${JSON.stringify(body).slice(0, 40)}`).toBe(400);
      expect(response.json()).toMatchObject({ field, ...(reason ? { reason } : {}) });
    }
    expect(await count()).toBe(before);
    // A note of the longest length, with spaces around it, is fine (as Lucas, of the attendee's message).
    const note = 'y'.repeat(REPORT_NOTE_MAX_LENGTH);
    const fine = await ok<MessageReport>(
      report(NETWORKER.lucas!, conversationId, ATTENDEE_MESSAGE, { Reason: 'other', Note: ` ${note} ` }),
      201,
    );
    expect(fine.Note).toBe(note);
  });

  it('answers 404 for a report of another event', async () => {
    const message = await t.db.selectFrom('chat_messages').select('id').where('client_id', '=', LUCAS_MESSAGE).executeTakeFirstOrThrow();
    const { id: elsewhere } = await t.db
      .insertInto('message_reports')
      .values({
        event_id: TICKET_SYNC_GONE_EVENT_ID,
        message_id: message.id,
        reporter_id: id('hcp'),
        reason: 'spam',
        note: '',
        status: 'open',
        created_at: new Date(clock).toISOString(),
        decided_at: null,
        decided_by: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const action of ['Dismiss', 'RemoveMessage', 'SuspendSender', 'LiftSuspension'] as const) {
      expect((await decide('preview', elsewhere, action)).statusCode, action).toBe(404);
    }
    // Nor does it mark a place in this event's list.
    const bad = await get('preview', `/api/Messages/Reports?before=${elsewhere}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'before' });
    expect((await reports('preview')).Reports.map((item) => item.Id)).not.toContain(elsewhere);
    const row = await t.db.selectFrom('message_reports').select('status').where('id', '=', elsewhere).executeTakeFirstOrThrow();
    expect(row.status).toBe('open');
  });
});

describe('moderation', () => {
  it('dismisses a report: the message stands; the same decision again answers it unchanged', async () => {
    const conversationId = await seededConversationId();
    const mine = await ok<MessageReport>(report('attendee', conversationId, LUCAS_MESSAGE));
    tick();
    const dismissed = await ok<MessageReport>(decide('preview', mine.Id, 'Dismiss'));
    expect(dismissed).toMatchObject({ Id: mine.Id, Status: 'dismissed', ReporterName: 'Alice Adler', Message: { Removed: false } });
    expect(await ok<MessageReport>(decide('preview', mine.Id, 'Dismiss'))).toEqual(dismissed);
    const row = await t.db.selectFrom('message_reports').selectAll().where('id', '=', mine.Id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'dismissed', decided_by: id('preview'), decided_at: new Date(clock).toISOString() });
    expect((await reports('preview')).Reports.map((item) => item.Id)).not.toContain(mine.Id);
    expect((await reports('preview', 'dismissed')).Reports.map((item) => item.Id)).toContain(mine.Id);
    // The reporter sees their report decided; the message is as it was.
    expect(await ok<MessageReport>(report('attendee', conversationId, LUCAS_MESSAGE))).toMatchObject({ Status: 'dismissed' });
    const page = await ok<MessagesPage>(get('attendee', `/api/Messages/Conversations/${conversationId}/Messages`));
    expect(page.Messages.find((message) => message.Id === LUCAS_MESSAGE)).toMatchObject({
      Removed: false,
      Text: expect.stringContaining('Hello'),
    });
  });

  it('removes a message for everyone once, decides its open reports and tells every participant', async () => {
    const { conversationId, message } = await conversationWithMessage(NETWORKER.mateo!, 'hcp', 'Cheap watches at www.example.test');
    // A third participant (as in a group), who reports it too.
    await t.db
      .insertInto('conversation_participants')
      .values({ conversation_id: conversationId, user_id: id('associate'), last_read_id: 0 })
      .execute();
    tick();
    const first = await ok<MessageReport>(report('hcp', conversationId, message.Id, { Reason: 'spam' }), 201);
    tick();
    const second = await ok<MessageReport>(report('associate', conversationId, message.Id, { Reason: 'inappropriate' }), 201);
    const open = (await reports('preview')).Reports.map((item) => item.Id);
    // Newest first.
    expect(open.indexOf(second.Id)).toBeLessThan(open.indexOf(first.Id));

    const messageRemoved = vi.spyOn(t.app.hubs.chat, 'messageRemoved');
    try {
      const removed = await ok<MessageReport>(decide('preview', first.Id, 'RemoveMessage'));
      expect(removed).toEqual({
        ...first,
        Status: 'removed',
        // The moderator keeps the original text.
        Message: { ...message, Removed: true, SenderName: 'Mateo García' },
        ReporterName: 'Hanna Hartmann',
        SenderSuspended: false,
      } satisfies MessageReport);
      expect(messageRemoved.mock.calls.map(([userId]) => userId).sort()).toEqual([id('hcp'), id('associate'), id(NETWORKER.mateo!)].sort());
      for (const [, eventId, argument] of messageRemoved.mock.calls) {
        expect(eventId).toBe(DEMO_EVENT_ID);
        expect(argument).toEqual({ ConversationId: conversationId, Id: message.Id });
      }
      // Once: the same decision again, or on the message's other report, changes and tells nothing.
      messageRemoved.mockClear();
      expect(await ok<MessageReport>(decide('preview', first.Id, 'RemoveMessage'))).toEqual(removed);
      expect((await ok<MessageReport>(decide('preview', second.Id, 'RemoveMessage'))).Status).toBe('removed');
      expect(messageRemoved).not.toHaveBeenCalled();
    } finally {
      messageRemoved.mockRestore();
    }
    const decided = (await reports('preview', 'removed')).Reports.filter((item) => item.Message.Id === message.Id);
    expect(decided.map((item) => item.Id).sort()).toEqual([first.Id, second.Id].sort());
    expect((await reports('preview')).Reports.map((item) => item.Id)).not.toContain(second.Id);
    const row = await t.db
      .selectFrom('chat_messages')
      .select(['removed_at', 'removed_by'])
      .where('client_id', '=', message.Id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ removed_at: expect.any(String), removed_by: id('preview') });

    // Its text is gone for everyone who reads it, the reporter's view included.
    for (const name of ['hcp', NETWORKER.mateo!]) {
      const page = await ok<MessagesPage>(get(name, `/api/Messages/Conversations/${conversationId}/Messages`));
      expect(
        page.Messages.find((item) => item.Id === message.Id),
        name,
      ).toMatchObject({ Removed: true, Text: '' });
    }
    expect((await ok<MessageReport>(report('hcp', conversationId, message.Id))).Message).toMatchObject({ Removed: true, Text: '' });
    // A removal is not undone by a more lenient decision.
    expect((await decide('preview', first.Id, 'Dismiss')).statusCode).toBe(409);
  });

  it('suspends a sender: their message is removed, they leave the network and every networking call refuses them', async () => {
    const { conversationId, message } = await conversationWithMessage(NETWORKER.jan!, 'registered', 'You will regret this.');
    const filed = await ok<MessageReport>(report('registered', conversationId, message.Id, { Reason: 'harassment' }), 201);
    expect(await peopleIds('registered')).toContain(id(NETWORKER.jan!));
    // Dismissed first, then a stricter decision after all.
    await ok(decide('preview', filed.Id, 'Dismiss'));
    const messageRemoved = vi.spyOn(t.app.hubs.chat, 'messageRemoved');
    let suspended: MessageReport;
    try {
      suspended = await ok<MessageReport>(decide('preview', filed.Id, 'SuspendSender'));
      expect(messageRemoved.mock.calls.map(([userId]) => userId).sort()).toEqual([id('registered'), id(NETWORKER.jan!)].sort());
    } finally {
      messageRemoved.mockRestore();
    }
    expect(suspended).toMatchObject({
      Id: filed.Id,
      Status: 'suspended',
      SenderSuspended: true,
      Message: { Id: message.Id, Removed: true, Text: 'You will regret this.', SenderName: 'Jan Novák' },
      ReporterName: 'Rita Roth',
    });
    expect(
      await t.db.selectFrom('networking_suspensions').selectAll().where('user_id', '=', id(NETWORKER.jan!)).executeTakeFirstOrThrow(),
    ).toMatchObject({ event_id: DEMO_EVENT_ID, suspended_by: id('preview'), report_id: filed.Id });
    expect((await reports('preview', 'suspended')).Reports.map((item) => item.Id)).toContain(filed.Id);

    // Again: unchanged; more lenient: refused.
    expect(await ok<MessageReport>(decide('preview', filed.Id, 'SuspendSender'))).toEqual(suspended);
    for (const action of ['Dismiss', 'RemoveMessage'] as const)
      expect((await decide('preview', filed.Id, action)).statusCode, action).toBe(409);

    // The sender may network no more in the event: every call, messaging's and these, is refused.
    const jan = NETWORKER.jan!;
    for (const entry of [
      ['GET', '/api/Networking/Settings'],
      ['GET', '/api/Networking/People'],
      ['GET', '/api/Networking/Contacts'],
      ['POST', '/api/Networking/ContactRequests', { UserId: id('registered') }],
      ['GET', '/api/Messages/Conversations'],
      ['GET', `/api/Messages/Conversations/${conversationId}/Messages`],
      ['POST', `/api/Messages/Conversations/${conversationId}/Messages`, { Id: randomUUID(), Text: 'Let me back in' }],
      ['GET', '/api/Messages/Unread'],
      ...SAFETY_CALLS,
    ] as const) {
      await refused(call(jan, entry), NETWORKING_REFUSALS.suspended, `${entry[0]} ${entry[1]}`);
    }
    expect(await peopleIds('registered')).not.toContain(id(NETWORKER.jan!));
    expect((await ok<PeoplePage>(get('registered', `/api/Networking/People?take=${PEOPLE_PAGE_SIZE}&query=Novák`))).Items).toEqual([]);
  });

  it('lifts a suspension for moderators only: the sender networks and writes again at once, and the report stays decided', async () => {
    const elena = NETWORKER.elena!;
    const { conversationId, message } = await conversationWithMessage(elena, 'associate', 'Answer me or else.');
    tick();
    const filed = await ok<MessageReport>(report('associate', conversationId, message.Id, { Reason: 'harassment' }), 201);
    const suspended = await ok<MessageReport>(decide('preview', filed.Id, 'SuspendSender'));
    expect(suspended).toMatchObject({ Status: 'suspended', SenderSuspended: true });
    await refused(
      post(elena, `/api/Messages/Conversations/${conversationId}/Messages`, { Id: randomUUID(), Text: 'Let me back in' }),
      NETWORKING_REFUSALS.suspended,
    );

    // Only a moderator lifts it: anyone else (the sender too) is refused, an unknown report is a 404, a bad id a 400.
    for (const name of ['associate', 'attendee', elena])
      await refused(decide(name, filed.Id, 'LiftSuspension'), NETWORKING_REFUSALS.notModerator, name);
    expect((await decide('preview', 999_999, 'LiftSuspension')).statusCode).toBe(404);
    expect((await post('preview', '/api/Messages/Reports/abc/LiftSuspension')).json()).toMatchObject({ statusCode: 400, field: 'id' });
    expect(await isSuspendedNow(elena)).toBe(true);

    const lifted = await ok<MessageReport>(decide('preview', filed.Id, 'LiftSuspension'));
    // The report keeps its decision (and the message stays removed); only the sender's suspension is gone.
    expect(lifted).toEqual({ ...suspended, SenderSuspended: false } satisfies MessageReport);
    expect(await isSuspendedNow(elena)).toBe(false);
    const row = await t.db.selectFrom('message_reports').selectAll().where('id', '=', filed.Id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'suspended', decided_by: id('preview') });
    expect((await reports('preview', 'suspended')).Reports.find((item) => item.Id === filed.Id)).toEqual(lifted);

    // At once, on every call: she writes again, and is in the network again.
    for (const path of ['/api/Networking/Settings', '/api/Networking/Contacts', '/api/Messages/Conversations', '/api/Messages/Unread']) {
      expect((await get(elena, path)).statusCode, path).toBe(200);
    }
    const again = await send(elena, conversationId, 'I am sorry.');
    const history = await ok<MessagesPage>(get('associate', `/api/Messages/Conversations/${conversationId}/Messages`));
    expect(history.Messages.at(-1)).toMatchObject({ Id: again.Id, Text: 'I am sorry.', Removed: false });
    expect(await peopleIds('associate')).toContain(id(elena));

    // Lifting again changes nothing.
    expect(await ok<MessageReport>(decide('preview', filed.Id, 'LiftSuspension'))).toEqual(lifted);
    expect(await isSuspendedNow(elena)).toBe(false);
  });

  it('treats a suspension as the sender’s: lifted from any report of theirs, and imposed again from the one it was lifted on', async () => {
    const elena = NETWORKER.elena!;
    const { conversationId, message } = await conversationWithMessage(elena, 'hcp', 'First of two.');
    const second = await send(elena, conversationId, 'Second of two.');
    tick();
    const first = await ok<MessageReport>(report('hcp', conversationId, message.Id), 201);
    const other = await ok<MessageReport>(report('hcp', conversationId, second.Id), 201);
    await ok(decide('preview', first.Id, 'SuspendSender'));
    // The other report is still open, its sender suspended; lifting from it leaves it open.
    const open = (await reports('preview')).Reports.find((item) => item.Id === other.Id);
    expect(open).toMatchObject({ Status: 'open', SenderSuspended: true });
    expect(await ok<MessageReport>(decide('preview', other.Id, 'LiftSuspension'))).toMatchObject({
      Status: 'open',
      SenderSuspended: false,
    });
    expect(await isSuspendedNow(elena)).toBe(false);
    expect((await reports('preview', 'suspended')).Reports.find((item) => item.Id === first.Id)).toMatchObject({
      Status: 'suspended',
      SenderSuspended: false,
    });

    // Suspending from the suspended report again suspends her again; the report is as it was.
    tick();
    expect(await ok<MessageReport>(decide('preview', first.Id, 'SuspendSender'))).toMatchObject({
      Status: 'suspended',
      SenderSuspended: true,
    });
    expect(
      await t.db.selectFrom('networking_suspensions').selectAll().where('user_id', '=', id(elena)).executeTakeFirstOrThrow(),
    ).toMatchObject({
      event_id: DEMO_EVENT_ID,
      suspended_by: id('preview'),
      report_id: first.Id,
      created_at: new Date(clock).toISOString(),
    });
    await refused(get(elena, '/api/Messages/Conversations'), NETWORKING_REFUSALS.suspended);
    await ok(decide('preview', first.Id, 'LiftSuspension'));
    expect((await get(elena, '/api/Messages/Conversations')).statusCode).toBe(200);
  });
});

describe('the reports, a page at a time', () => {
  /** New open reports by hcp of Thomas's messages, one a second (newest last); `sameTime` files them in one second. */
  async function fileReports(count: number, { sameTime = false } = {}): Promise<number[]> {
    await settings('hcp', { Findable: true, DirectMessages: 'everyone' });
    // Their conversation: new the first time (201), the same one after (200).
    const opened = await openConversation(NETWORKER.thomas!, 'hcp');
    expect([200, 201]).toContain(opened.statusCode);
    const conversationId = opened.json<ConversationSummary>().Id;
    const messages: ChatMessage[] = [];
    for (let i = 0; i < count; i++) messages.push(await send(NETWORKER.thomas!, conversationId, `Report ${i}`));
    const ids: number[] = [];
    if (sameTime) tick();
    for (const filed of messages) {
      if (!sameTime) tick();
      ids.push((await ok<MessageReport>(report('hcp', conversationId, filed.Id), 201)).Id);
    }
    return ids;
  }

  it(`answers ${REPORTS_PAGE_SIZE} unless asked for another number, newest first, and says whether more follow`, async () => {
    const filed = await fileReports(REPORTS_PAGE_SIZE + 1);
    const newestFirst = [...filed].reverse();
    expect(await openPage('')).toEqual({ ids: newestFirst.slice(0, REPORTS_PAGE_SIZE), hasMore: true });
    expect(await openPage('take=3')).toEqual({ ids: newestFirst.slice(0, 3), hasMore: true });
    // The page after a report follows on from it.
    expect(await openPage(`take=3&before=${newestFirst[2]}`)).toEqual({ ids: newestFirst.slice(3, 6), hasMore: true });
  });

  it('reads every report once, to the last page, whose HasMore is false', async () => {
    await fileReports(4);
    const all = await openPage(`take=${REPORTS_TAKE_MAX}`);
    expect(all.hasMore).toBe(false);
    const paged: number[] = [];
    let page = await openPage('take=7');
    paged.push(...page.ids);
    while (page.hasMore) {
      page = await openPage(`take=7&before=${paged.at(-1)}`);
      paged.push(...page.ids);
    }
    expect(paged).toEqual(all.ids);
    expect(await openPage(`before=${all.ids.at(-1)}`)).toEqual({ ids: [], hasMore: false });
  });

  it('keeps its place when reports are decided meanwhile: the one it reads after too', async () => {
    const newestFirst = (await fileReports(6)).reverse();
    expect((await openPage('take=2')).ids).toEqual(newestFirst.slice(0, 2));
    // A moderator decides the report the next page follows on from, and one of that next page.
    await ok(decide('preview', newestFirst[1]!, 'Dismiss'));
    await ok(decide('preview', newestFirst[3]!, 'Dismiss'));
    expect(await openPage(`take=2&before=${newestFirst[1]}`)).toEqual({ ids: [newestFirst[2], newestFirst[4]], hasMore: true });
  });

  it('orders reports of the same moment by id, newest first, and pages through them', async () => {
    const newestFirst = (await fileReports(3, { sameTime: true })).reverse();
    expect((await openPage('take=1')).ids).toEqual([newestFirst[0]]);
    expect((await openPage(`take=1&before=${newestFirst[0]}`)).ids).toEqual([newestFirst[1]]);
    expect((await openPage(`take=1&before=${newestFirst[1]}`)).ids).toEqual([newestFirst[2]]);
  });

  it('refuses a page size out of bounds and a place that is no report, naming the field', async () => {
    for (const [query, field] of [
      ['take=0', 'take'],
      [`take=${REPORTS_TAKE_MAX + 1}`, 'take'],
      ['take=many', 'take'],
      ['before=-1', 'before'],
      ['before=999999999', 'before'],
    ] as const) {
      const answer = await get('preview', `/api/Messages/Reports?${query}`);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json(), query).toMatchObject({ statusCode: 400, field });
    }
    expect((await openPage(`take=${REPORTS_TAKE_MAX}`)).ids.length).toBeLessThanOrEqual(REPORTS_TAKE_MAX);
  });
});

describe('rate limits', () => {
  it('refuses the 21st report of a user within the hour with 429', { timeout: 30_000 }, async () => {
    const limited = await createTestApp({ rateLimitScale: 1 });
    try {
      const { attendee } = await signInDemoUsers(limited.app, ['attendee']);
      const conversation = await limited.db
        .selectFrom('chat_messages')
        .select('conversation_id')
        .where('client_id', '=', LUCAS_MESSAGE)
        .executeTakeFirstOrThrow();
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) {
        const response = await limited.app.inject({
          method: 'POST',
          url: `/api/Messages/Conversations/${conversation.conversation_id}/Messages/${LUCAS_MESSAGE}/Report?eventid=${DEMO_EVENT_ID}`,
          headers: { authorization: `Bearer ${attendee!.token}` },
          payload: { Reason: 'spam' },
          // From many addresses: the per-user limit is what stops the last.
          remoteAddress: `198.51.100.${i + 1}`,
        });
        statuses.push(response.statusCode);
      }
      expect(statuses[0]).toBe(201);
      expect(statuses.slice(1, 20).every((status) => status === 200)).toBe(true);
      expect(statuses[20]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
