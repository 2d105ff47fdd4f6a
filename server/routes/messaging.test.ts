import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CONTACT_NOTE_MAX_LENGTH,
  DEFAULT_NETWORKING_SETTINGS,
  MESSAGE_MAX_LENGTH,
  MESSAGES_PAGE_SIZE,
  NETWORKING_REFUSALS,
  PEOPLE_PAGE_SIZE,
  type ChatMessage,
  type ContactRequest,
  type ContactsAnswer,
  type ConversationsAnswer,
  type ConversationSummary,
  type MessagesPage,
  type NetworkingRefusalBody,
  type NetworkingSettings,
  type NetworkPerson,
  type PeoplePage,
  type UnreadAnswer,
} from '../../src/contracts';
import { NETWORKERS, networkerEmail } from '../db/seed/networking';
import { createTestApp, signInDemoUsers, type TestApp } from '../testing';
import { MESSAGES_TAKE_MAX, PEOPLE_TAKE_MAX } from './messaging';

/** The demo network's people (server/db/seed/networking.ts), signed in by the part of their e-mail before the @. */
const NETWORKER = Object.fromEntries(
  NETWORKERS.map((networker) => [networker.firstname.toLowerCase(), networkerEmail(networker).split('@')[0]!]),
);
const NAMES = ['attendee', 'visitor', 'member', 'preview', 'hcp', 'associate', 'registered', 'onboarding', ...Object.values(NETWORKER)];

let t: TestApp;
let users: Record<string, { token: string; id: number }> = {};
beforeAll(async () => {
  // Every limit far out of reach: the rate limits have a test of their own below. A clock on the congress's second
  // day, after the seeded messages.
  t = await createTestApp({ rateLimitScale: 1000, now: () => Date.parse('2026-06-11T10:00:00Z') });
  users = await signInDemoUsers(t.app, NAMES);
}, 60_000);
afterAll(() => t.close());

const id = (name: string) => users[name]!.id;
const withEvent = (path: string, eventId = 2026) => `${path}${path.includes('?') ? '&' : '?'}eventid=${eventId}`;
const headers = (name: string | null) => (name ? { authorization: `Bearer ${users[name]!.token}` } : {});
const get = (name: string | null, path: string) => t.app.inject({ method: 'GET', url: withEvent(path), headers: headers(name) });
const post = (name: string | null, path: string, payload?: object) =>
  t.app.inject({ method: 'POST', url: withEvent(path), headers: headers(name), payload: payload ?? {} });
async function ok<T>(pending: ReturnType<typeof get>, status = 200): Promise<T> {
  const response = await pending;
  expect(response.statusCode, response.body).toBe(status);
  return response.json<T>();
}

const settings = (name: string, value: Partial<NetworkingSettings> & { Show?: Partial<NetworkingSettings['Show']> }) =>
  post(name, '/api/Networking/Settings', {
    ...DEFAULT_NETWORKING_SETTINGS,
    ...value,
    Show: { ...DEFAULT_NETWORKING_SETTINGS.Show, ...value.Show },
  });
const people = (name: string, query = '') => ok<PeoplePage>(get(name, `/api/Networking/People${query}`));
const personIn = (page: PeoplePage, userId: number) => page.Items.find((person) => person.UserId === userId);
const openConversation = (name: string, other: string) => post(name, '/api/Messages/Conversations', { UserId: id(other) });
const send = (name: string, conversationId: number, Text: string, Id: string = randomUUID()) =>
  post(name, `/api/Messages/Conversations/${conversationId}/Messages`, { Id, Text });
const messages = (name: string, conversationId: number, query = '') =>
  ok<MessagesPage>(get(name, `/api/Messages/Conversations/${conversationId}/Messages${query}`));
const unread = async (name: string) => (await ok<UnreadAnswer>(get(name, '/api/Messages/Unread'))).Unread;

/** The seeded conversation of the demo attendee and their contact Lucas. */
async function seededConversation(): Promise<ConversationSummary> {
  const { Conversations } = await ok<ConversationsAnswer>(get('attendee', '/api/Messages/Conversations'));
  return Conversations.find((conversation) => conversation.Participants.some((person) => person.UserId === id(NETWORKER.lucas!)))!;
}

const EVERY_CALL: ReadonlyArray<readonly ['GET' | 'POST', string, object?]> = [
  ['GET', '/api/Networking/Settings'],
  ['POST', '/api/Networking/Settings', DEFAULT_NETWORKING_SETTINGS],
  ['GET', '/api/Networking/People'],
  ['GET', '/api/Networking/Contacts'],
  ['POST', '/api/Networking/ContactRequests', { UserId: 1 }],
  ['POST', '/api/Networking/ContactRequests/1/Accept'],
  ['POST', '/api/Networking/ContactRequests/1/Decline'],
  ['GET', '/api/Messages/Conversations'],
  ['POST', '/api/Messages/Conversations', { UserId: 1 }],
  ['GET', '/api/Messages/Conversations/1'],
  ['GET', '/api/Messages/Conversations/1/Messages'],
  ['POST', '/api/Messages/Conversations/1/Messages', { Id: randomUUID(), Text: 'Hello' }],
  ['POST', '/api/Messages/Conversations/1/Read', { MessageId: randomUUID() }],
  ['GET', '/api/Messages/Unread'],
];

describe('who may call', () => {
  const call = (name: string | null, [method, path, payload]: (typeof EVERY_CALL)[number]) =>
    method === 'GET' ? get(name, path) : post(name, path, payload);

  it('needs a signed-in user on every call (401), and answers nothing to any cache', async () => {
    for (const entry of EVERY_CALL) expect((await call(null, entry)).statusCode, `${entry[0]} ${entry[1]}`).toBe(401);
    const answer = await get('attendee', '/api/Networking/Settings');
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.headers.vary).toMatch(/Authorization/);
  });

  it('refuses everyone without a ticket, or whom the Networking policy does not admit, with 403 notParticipant on every call', async () => {
    // visitor has no ticket; member's day ticket is not the full-congress ticket the demo's policy asks for.
    for (const name of ['visitor', 'member']) {
      for (const entry of EVERY_CALL) {
        const response = await call(name, entry);
        expect(response.statusCode, `${name} ${entry[0]} ${entry[1]}`).toBe(403);
        expect(response.json<NetworkingRefusalBody>()).toEqual({
          statusCode: 403,
          error: 'Forbidden',
          message: expect.any(String),
          code: NETWORKING_REFUSALS.notParticipant,
        } satisfies NetworkingRefusalBody);
      }
    }
    // Nothing was written by the refused calls.
    expect(
      await t.db
        .selectFrom('networking_settings')
        .select('user_id')
        .where('user_id', 'in', [id('visitor'), id('member')])
        .execute(),
    ).toEqual([]);
  });

  it('lets a preview super user take part, and answers 404 for an unknown event and 400 naming a bad eventid', async () => {
    expect((await get('preview', '/api/Networking/Settings')).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/Networking/People?eventid=999999', headers: headers('attendee') })).statusCode,
    ).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: '/api/Messages/Unread?eventid=abc', headers: headers('attendee') });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'eventid' });
  });
});

describe('GET and POST /api/Networking/Settings', () => {
  it('gives the defaults until saved (not findable), saves the caller’s own, and refuses bad input naming the field without writing', async () => {
    expect(await ok<NetworkingSettings>(get('onboarding', '/api/Networking/Settings'))).toEqual(DEFAULT_NETWORKING_SETTINGS);
    const chosen: NetworkingSettings = {
      Findable: true,
      Show: { Name: true, Profession: false, Country: true, Interests: false, Picture: true },
      DirectMessages: 'everyone',
    };
    expect(await ok<NetworkingSettings>(post('onboarding', '/api/Networking/Settings', chosen))).toEqual(chosen);
    expect(await ok<NetworkingSettings>(get('onboarding', '/api/Networking/Settings'))).toEqual(chosen);
    // Another person's are their own.
    expect(await ok<NetworkingSettings>(get('registered', '/api/Networking/Settings'))).toEqual(DEFAULT_NETWORKING_SETTINGS);

    const policy = await post('onboarding', '/api/Networking/Settings', { ...chosen, Findable: false, DirectMessages: 'friends' });
    expect(policy.statusCode).toBe(400);
    expect(policy.json()).toMatchObject({ field: 'DirectMessages' });
    const show = await post('onboarding', '/api/Networking/Settings', { ...chosen, Findable: false, Show: { Name: true } });
    expect(show.statusCode).toBe(400);
    expect(show.json()).toMatchObject({ field: 'Show.Profession' });
    expect(await ok<NetworkingSettings>(get('onboarding', '/api/Networking/Settings'))).toEqual(chosen);
    await settings('onboarding', { Findable: false });
  });
});

describe('GET /api/Networking/People', () => {
  const findable = NETWORKERS.filter((networker) => networker.findable);

  it('lists the findable participants but the caller, by name, each through what they show and how they stand with the caller', async () => {
    const page = await people('attendee', `?take=${PEOPLE_TAKE_MAX}&language=en-GB`);
    expect(page.Total).toBe(findable.length);
    const ids = page.Items.map((person) => person.UserId);
    expect(ids).not.toContain(id('attendee'));
    expect(ids).not.toContain(id(NETWORKER.thomas!));
    // By name; Sofia shows no name to a stranger and comes last, as "a participant".
    const named = page.Items.filter((person) => person.Name !== null).map((person) => person.Name!);
    expect(named).toEqual([...named].sort((a, b) => a.localeCompare(b, 'en-GB')));
    expect(page.Items.at(-1)).toMatchObject({ UserId: id(NETWORKER.sofia!), Name: null, Profession: 'Cardiac nurse', Country: 'Italy' });

    expect(personIn(page, id(NETWORKER.amara!))).toEqual({
      UserId: id(NETWORKER.amara!),
      Name: 'Amara Okafor',
      Profession: 'Cardiologist',
      Country: 'Nigeria',
      Interests: ['Cardiology', 'Digital health'],
      PicturePath: null,
      Contact: 'incoming',
      RequestId: expect.any(Number),
      CanMessage: true,
      Blocked: false,
    } satisfies NetworkPerson);
    expect(personIn(page, id(NETWORKER.lucas!))).toMatchObject({ Contact: 'contact', RequestId: null, CanMessage: true });
    // Hidden fields are null; the message policies decide CanMessage.
    expect(personIn(page, id(NETWORKER.ingrid!))).toMatchObject({ Profession: null, Contact: 'none', CanMessage: false });
    expect(personIn(page, id(NETWORKER.mateo!))).toMatchObject({ Country: null, CanMessage: true });
    expect(personIn(page, id(NETWORKER.priya!))).toMatchObject({ Interests: [], Profession: 'Epidemiologist' });
    expect(personIn(page, id(NETWORKER.kenji!))).toMatchObject({ CanMessage: false });
    expect(personIn(page, id(NETWORKER.jan!))).toMatchObject({ Name: 'Jan Novák', Profession: null, Interests: [], Country: 'Czechia' });
  });

  it('names countries and areas of interest in the asked language', async () => {
    const page = await people('attendee', `?take=${PEOPLE_TAKE_MAX}&language=de-DE`);
    expect(personIn(page, id(NETWORKER.lucas!))).toMatchObject({ Country: 'Frankreich', Interests: ['Kardiologie', 'Geriatrie'] });
  });

  it('pages with skip and take (at most PEOPLE_TAKE_MAX), PEOPLE_PAGE_SIZE by default', async () => {
    const all = await people('attendee', `?take=${PEOPLE_TAKE_MAX}`);
    const page = await people('attendee', '?skip=3&take=3');
    expect(page.Total).toBe(all.Total);
    expect(page.Items).toEqual(all.Items.slice(3, 6));
    expect((await people('attendee')).Items).toHaveLength(Math.min(PEOPLE_PAGE_SIZE, all.Total));
    for (const query of [`?take=${PEOPLE_TAKE_MAX + 1}`, '?take=0', '?skip=-1']) {
      const response = await get('attendee', `/api/Networking/People${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ field: query.slice(1, 5) });
    }
  });

  it('finds people by name, interest, country and profession, fuzzily, but only in what they show the caller', async () => {
    const found = async (query: string) =>
      (await people('associate', `?query=${encodeURIComponent(query)}`)).Items.map((person) => person.UserId);
    expect(await found('Okafor')).toEqual([id(NETWORKER.amara!)]);
    expect(await found('Amara Okafr')).toEqual([id(NETWORKER.amara!)]);
    expect(await found('Pulmonology')).toContain(id(NETWORKER.elena!));
    expect(await found('Sweden')).toEqual([id(NETWORKER.ingrid!)]);
    expect(await found('Epidemiologist')).toEqual([id(NETWORKER.priya!)]);
    expect(await found('Cardiac nurse')).toContain(id(NETWORKER.sofia!));
    // Hidden: Sofia's name, Mateo's country, Ingrid's profession, Priya's interests, Thomas altogether.
    expect(await found('Rossi')).toEqual([]);
    expect(await found('Spain')).toEqual([]);
    expect(await found('Heart failure specialist')).not.toContain(id(NETWORKER.ingrid!));
    expect(await found('Diabetes')).not.toContain(id(NETWORKER.priya!));
    expect(await found('Becker')).toEqual([]);
  });

  it('shows the name of someone who turned to the caller (a contact request) whatever their settings, and then finds them by it', async () => {
    await settings('associate', { Findable: true });
    await ok(post(NETWORKER.sofia!, '/api/Networking/ContactRequests', { UserId: id('associate') }), 201);
    const page = await people('associate', `?take=${PEOPLE_TAKE_MAX}`);
    expect(personIn(page, id(NETWORKER.sofia!))).toMatchObject({ Name: 'Sofia Rossi', Contact: 'incoming' });
    expect((await people('associate', '?query=Rossi')).Items.map((person) => person.UserId)).toEqual([id(NETWORKER.sofia!)]);
    // Still hidden from everyone else.
    expect((await people('registered', '?query=Rossi')).Items).toEqual([]);
  });
});

describe('contacts and contact requests', () => {
  it('gives the demo attendee their seeded contact and the request waiting for them, with its note', async () => {
    const answer = await ok<ContactsAnswer>(get('attendee', '/api/Networking/Contacts'));
    expect(answer.Contacts.map((person) => person.UserId)).toEqual([id(NETWORKER.lucas!)]);
    expect(answer.Contacts[0]).toMatchObject({ Name: 'Lucas Moreau', Contact: 'contact', CanMessage: true });
    expect(answer.Incoming).toEqual([
      {
        Id: expect.any(Number),
        Person: expect.objectContaining({ UserId: id(NETWORKER.amara!), Name: 'Amara Okafor', Contact: 'incoming' }),
        Outgoing: false,
        Note: expect.stringContaining('remote rhythm monitoring'),
        Status: 'pending',
        CreatedAt: expect.any(String),
      },
    ]);
    expect(answer.Outgoing).toEqual([]);
  });

  it('refuses a request to someone not findable, to oneself and to nobody (403 notFindable), and a long note (400), writing nothing', async () => {
    const before = await t.db.selectFrom('contact_requests').select('id').execute();
    for (const target of [id('hcp'), id('registered'), id(NETWORKER.thomas!), id('hcp') + 100_000]) {
      const response = await post('onboarding', '/api/Networking/ContactRequests', { UserId: target });
      expect(response.statusCode, String(target)).toBe(403);
      expect(response.json()).toMatchObject({ code: NETWORKING_REFUSALS.notFindable });
    }
    const self = await post('onboarding', '/api/Networking/ContactRequests', { UserId: id('onboarding') });
    expect(self.json()).toMatchObject({ statusCode: 403, code: NETWORKING_REFUSALS.notFindable });
    const long = await post('onboarding', '/api/Networking/ContactRequests', {
      UserId: id(NETWORKER.amara!),
      Note: 'x'.repeat(CONTACT_NOTE_MAX_LENGTH + 1),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ field: 'Note', reason: 'tooLong' });
    const badId = await post('onboarding', '/api/Networking/ContactRequests', { UserId: 'someone' });
    expect(badId.json()).toMatchObject({ statusCode: 400, field: 'UserId' });
    expect(await t.db.selectFrom('contact_requests').select('id').execute()).toEqual(before);
  });

  it('sends one open request per pair; only its receiver accepts it, and then the two are contacts', async () => {
    await settings('registered', { Findable: true });
    const first = await ok<ContactRequest>(
      post('hcp', '/api/Networking/ContactRequests', { UserId: id('registered'), Note: '  Shall we meet at the poster session?  ' }),
      201,
    );
    expect(first).toMatchObject({ Outgoing: true, Status: 'pending', Note: 'Shall we meet at the poster session?' });
    expect(first.Person).toMatchObject({ UserId: id('registered'), Contact: 'requested', RequestId: first.Id });
    // Asked again: the same request, not a second one.
    const again = await ok<ContactRequest>(post('hcp', '/api/Networking/ContactRequests', { UserId: id('registered') }));
    expect(again.Id).toBe(first.Id);
    const rows = await t.db.selectFrom('contact_requests').select('id').where('from_user_id', '=', id('hcp')).execute();
    expect(rows).toHaveLength(1);

    const incoming = await ok<ContactsAnswer>(get('registered', '/api/Networking/Contacts'));
    expect(incoming.Incoming.map((request) => request.Id)).toEqual([first.Id]);
    expect((await ok<ContactsAnswer>(get('hcp', '/api/Networking/Contacts'))).Outgoing.map((request) => request.Id)).toEqual([first.Id]);

    // Neither the sender nor a third person may decide it; nor may it be decided in another event.
    for (const name of ['hcp', 'onboarding']) {
      expect((await post(name, `/api/Networking/ContactRequests/${first.Id}/Accept`)).statusCode, name).toBe(404);
      expect((await post(name, `/api/Networking/ContactRequests/${first.Id}/Decline`)).statusCode, name).toBe(404);
    }
    const accepted = await ok<ContactRequest>(post('registered', `/api/Networking/ContactRequests/${first.Id}/Accept`));
    expect(accepted).toMatchObject({
      Id: first.Id,
      Status: 'accepted',
      Outgoing: false,
      Person: { UserId: id('hcp'), Contact: 'contact' },
    });
    // The same decision again answers the same; the other one finds no open request.
    expect((await ok<ContactRequest>(post('registered', `/api/Networking/ContactRequests/${first.Id}/Accept`))).Status).toBe('accepted');
    expect((await post('registered', `/api/Networking/ContactRequests/${first.Id}/Decline`)).statusCode).toBe(404);
    expect((await post('registered', '/api/Networking/ContactRequests/abc/Accept')).json()).toMatchObject({ statusCode: 400, field: 'id' });

    for (const [name, other] of [
      ['hcp', 'registered'],
      ['registered', 'hcp'],
    ] as const) {
      const answer = await ok<ContactsAnswer>(get(name, '/api/Networking/Contacts'));
      expect(answer.Contacts.map((person) => person.UserId)).toContain(id(other));
      expect(answer.Incoming.concat(answer.Outgoing).map((request) => request.Id)).not.toContain(first.Id);
    }
    // A request to a contact gives the accepted one.
    expect(await ok<ContactRequest>(post('registered', '/api/Networking/ContactRequests', { UserId: id('hcp') }))).toMatchObject({
      Id: first.Id,
      Status: 'accepted',
    });
  });

  it('accepts their request when the caller asks someone who asked them', async () => {
    const theirs = await ok<ContactRequest>(
      post(NETWORKER.fatima!, '/api/Networking/ContactRequests', { UserId: id(NETWORKER.elena!) }),
      201,
    );
    const mine = await ok<ContactRequest>(post(NETWORKER.elena!, '/api/Networking/ContactRequests', { UserId: id(NETWORKER.fatima!) }));
    expect(mine).toMatchObject({ Id: theirs.Id, Status: 'accepted', Outgoing: false, Person: { Contact: 'contact' } });
  });

  it('lets a declined request be followed by a new one', async () => {
    const first = await ok<ContactRequest>(post(NETWORKER.mateo!, '/api/Networking/ContactRequests', { UserId: id(NETWORKER.jan!) }), 201);
    const declined = await ok<ContactRequest>(post(NETWORKER.jan!, `/api/Networking/ContactRequests/${first.Id}/Decline`));
    expect(declined).toMatchObject({ Id: first.Id, Status: 'declined', Person: { Contact: 'none', RequestId: null } });
    expect((await ok<ContactsAnswer>(get(NETWORKER.jan!, '/api/Networking/Contacts'))).Incoming).toEqual([]);
    const second = await ok<ContactRequest>(post(NETWORKER.mateo!, '/api/Networking/ContactRequests', { UserId: id(NETWORKER.jan!) }), 201);
    expect(second.Id).not.toBe(first.Id);
    expect(second.Status).toBe('pending');
  });
});

describe('conversations and the message policies', () => {
  it('opens a conversation only as the other person’s DirectMessages setting allows (403 notAccepting), once per pair', async () => {
    // Kenji takes messages from no one, Ingrid from contacts only: refused, and nothing is made.
    for (const other of [NETWORKER.kenji!, NETWORKER.ingrid!]) {
      const refused = await openConversation('attendee', other);
      expect(refused.statusCode, other).toBe(403);
      expect(refused.json()).toMatchObject({ code: NETWORKING_REFUSALS.notAccepting });
    }
    expect(
      await t.db
        .selectFrom('conversations')
        .select('id')
        .where('pair_key', 'like', `%:${id(NETWORKER.kenji!)}`)
        .execute(),
    ).toEqual([]);
    // Thomas would take messages from everyone, but is not in the network.
    expect((await openConversation('attendee', NETWORKER.thomas!)).json()).toMatchObject({
      statusCode: 403,
      code: NETWORKING_REFUSALS.notFindable,
    });
    expect((await openConversation('attendee', 'attendee')).json()).toMatchObject({
      statusCode: 403,
      code: NETWORKING_REFUSALS.notFindable,
    });

    // Mateo takes messages from everyone: a new conversation, and the same one when asked again (or by him).
    const created = await ok<ConversationSummary>(openConversation('attendee', NETWORKER.mateo!), 201);
    expect(created).toEqual({
      Id: expect.any(Number),
      Kind: 'direct',
      Participants: [{ UserId: id(NETWORKER.mateo!), Name: 'Mateo García', PicturePath: null }],
      Company: null,
      AsStaff: false,
      Group: null,
      LastMessage: null,
      Unread: 0,
      CanWrite: true,
    } satisfies ConversationSummary);
    expect((await ok<ConversationSummary>(openConversation('attendee', NETWORKER.mateo!))).Id).toBe(created.Id);
    // Lucas takes messages from contacts: the seeded conversation of the two.
    expect((await ok<ConversationSummary>(openConversation('attendee', NETWORKER.lucas!))).Id).toBe((await seededConversation()).Id);

    // Until its first message it is the opener's alone.
    const listed = async (name: string) =>
      (await ok<ConversationsAnswer>(get(name, '/api/Messages/Conversations'))).Conversations.map((c) => c.Id);
    expect(await listed('attendee')).toContain(created.Id);
    expect(await listed(NETWORKER.mateo!)).not.toContain(created.Id);
    await ok(send('attendee', created.Id, 'Hello Mateo'), 201);
    expect(await listed(NETWORKER.mateo!)).toContain(created.Id);
    // Newest activity first.
    expect((await listed('attendee'))[0]).toBe(created.Id);
  });

  it('makes one conversation of two openings at once', async () => {
    const [a, b] = await Promise.all([openConversation('associate', NETWORKER.fatima!), openConversation('associate', NETWORKER.fatima!)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json<ConversationSummary>().Id).toBe(b.json<ConversationSummary>().Id);
  });

  it('always lets a person answer someone who wrote to them, whatever the writer’s own setting', async () => {
    await settings('onboarding', { Findable: true, DirectMessages: 'everyone' });
    // Kenji takes no messages, but writes to onboarding, who takes them from everyone.
    const conversation = await ok<ConversationSummary>(openConversation(NETWORKER.kenji!, 'onboarding'), 201);
    await ok(send(NETWORKER.kenji!, conversation.Id, 'Hello from Kenji'), 201);
    const opened = await ok<ConversationSummary>(openConversation('onboarding', NETWORKER.kenji!));
    expect(opened).toMatchObject({
      Id: conversation.Id,
      CanWrite: true,
      Participants: [{ UserId: id(NETWORKER.kenji!), Name: 'Kenji Tanaka' }],
    });
    await ok(send('onboarding', conversation.Id, 'Hello Kenji'), 201);

    // After onboarding stops taking messages, Kenji may still answer (onboarding has written), and onboarding may too.
    await settings('onboarding', { Findable: true, DirectMessages: 'none' });
    await ok(send(NETWORKER.kenji!, conversation.Id, 'Thanks!'), 201);
    // Someone who never had an answer is refused once the other side stops taking messages.
    await settings('registered', { Findable: true, DirectMessages: 'everyone' });
    const priya = await ok<ConversationSummary>(openConversation(NETWORKER.priya!, 'registered'), 201);
    await settings('registered', { Findable: true, DirectMessages: 'none' });
    const refused = await send(NETWORKER.priya!, priya.Id, 'Are you there?');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: NETWORKING_REFUSALS.notAccepting });
    expect((await ok<ConversationSummary>(get(NETWORKER.priya!, `/api/Messages/Conversations/${priya.Id}`))).CanWrite).toBe(false);
    expect(await messages(NETWORKER.priya!, priya.Id)).toEqual({ Messages: [], HasMore: false });
  });

  it('shows a stranger nothing of a conversation: every call answers as for one that does not exist (404)', async () => {
    const seeded = await seededConversation();
    const calls = (conversationId: number) => [
      () => get('hcp', `/api/Messages/Conversations/${conversationId}`),
      () => get('hcp', `/api/Messages/Conversations/${conversationId}/Messages`),
      () => send('hcp', conversationId, 'Let me in'),
      () => post('hcp', `/api/Messages/Conversations/${conversationId}/Read`, { MessageId: '5eed0000-0000-4000-8000-000000000005' }),
    ];
    const nobody = calls(999_999);
    for (const [index, call] of calls(seeded.Id).entries()) {
      const response = await call();
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe((await nobody[index]!()).body);
    }
    // Nor through another event, where its own participant has no ticket.
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: withEvent(`/api/Messages/Conversations/${seeded.Id}`, 2025),
      headers: headers('attendee'),
    });
    expect(elsewhere.json()).toMatchObject({ statusCode: 403, code: NETWORKING_REFUSALS.notParticipant });
    expect(await t.db.selectFrom('chat_messages').select('id').where('sender_id', '=', id('hcp')).execute()).toEqual([]);
  });
});

describe('messages', () => {
  it('pages newest first and answers oldest first, with `before` a message Id and HasMore', async () => {
    const seeded = await seededConversation();
    const all = await messages('attendee', seeded.Id);
    expect(all.HasMore).toBe(false);
    expect(all.Messages.length).toBeGreaterThanOrEqual(5);
    expect(all.Messages[0]).toEqual({
      Id: '5eed0000-0000-4000-8000-000000000001',
      ConversationId: seeded.Id,
      SenderId: id(NETWORKER.lucas!),
      SenderName: 'Lucas Moreau',
      Text: expect.stringContaining('thanks for connecting'),
      SentAt: expect.stringMatching(/^2026-06-08T08:40:00/),
      Removed: false,
      SenderCompany: null,
    } satisfies ChatMessage);
    const ids = all.Messages.map((message) => message.Id);
    const last = await messages('attendee', seeded.Id, '?take=2');
    expect(last).toEqual({ Messages: all.Messages.slice(-2), HasMore: true });
    const before = await messages('attendee', seeded.Id, `?take=2&before=${last.Messages[0]!.Id}`);
    expect(before.Messages.map((message) => message.Id)).toEqual(ids.slice(-4, -2));
    const first = await messages('attendee', seeded.Id, `?take=${MESSAGES_PAGE_SIZE}&before=${ids[1]}`);
    expect(first).toEqual({ Messages: [all.Messages[0]], HasMore: false });
    // Ids compare without regard to case (a UUID written in capitals is the same message).
    expect((await messages('attendee', seeded.Id, `?take=1&before=${ids[1]!.toUpperCase()}`)).Messages).toEqual([all.Messages[0]]);

    for (const [query, field] of [
      ['?before=not-a-uuid', 'before'],
      [`?before=${randomUUID()}`, 'before'],
      [`?take=${MESSAGES_TAKE_MAX + 1}`, 'take'],
    ] as const) {
      const response = await get('attendee', `/api/Messages/Conversations/${seeded.Id}/Messages${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ field });
    }
  });

  it('stores the text trimmed and as written (never as HTML), and refuses bad input naming the field, writing nothing', async () => {
    const seeded = await seededConversation();
    const count = async () =>
      (await t.db.selectFrom('chat_messages').select('id').where('conversation_id', '=', seeded.Id).execute()).length;
    const before = await count();
    for (const [payload, field, reason] of [
      [{ Id: 'message-1', Text: 'Hello' }, 'Id', undefined],
      [{ Text: 'Hello' }, 'Id', undefined],
      [{ Id: randomUUID(), Text: '  \n ' }, 'Text', 'empty'],
      [{ Id: randomUUID(), Text: 'x'.repeat(MESSAGE_MAX_LENGTH + 1) }, 'Text', 'tooLong'],
      [{ Id: randomUUID(), Text: 42 }, 'Text', undefined],
    ] as const) {
      const response = await post('attendee', `/api/Messages/Conversations/${seeded.Id}/Messages`, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(response.json()).toMatchObject({ field, ...(reason ? { reason } : {}) });
    }
    expect(await count()).toBe(before);

    const text = '<b>See</b> <a href="javascript:alert(1)">this</a>';
    const sent = await ok<ChatMessage>(send('attendee', seeded.Id, `  ${text}\n`), 201);
    expect(sent).toMatchObject({ SenderId: id('attendee'), SenderName: 'Alice Adler', Text: text, ConversationId: seeded.Id });
    expect((await messages(NETWORKER.lucas!, seeded.Id, '?take=1')).Messages).toEqual([sent]);
  });

  it('stores a message sent again under the same Id once, answers the stored one (200) and tells the hub once', async () => {
    const seeded = await seededConversation();
    const messageAdded = vi.spyOn(t.app.hubs.chat, 'messageAdded');
    try {
      const messageId = randomUUID();
      const first = await ok<ChatMessage>(send('attendee', seeded.Id, 'Sent once', messageId), 201);
      const again = await ok<ChatMessage>(send('attendee', seeded.Id, 'Sent once', messageId), 200);
      expect(again).toEqual(first);
      expect(await t.db.selectFrom('chat_messages').select('id').where('client_id', '=', messageId).execute()).toHaveLength(1);
      // MessageAdded to each of the two participants, once.
      expect(messageAdded.mock.calls.map(([userId]) => userId).sort()).toEqual([id('attendee'), id(NETWORKER.lucas!)].sort());
      expect(messageAdded.mock.calls.every(([, eventId, message]) => eventId === 2026 && message.Id === messageId)).toBe(true);
      // Another sender's message under that Id is not theirs to resend.
      const taken = await send(NETWORKER.lucas!, seeded.Id, 'Mine?', messageId);
      expect(taken.statusCode).toBe(400);
      expect(taken.json()).toMatchObject({ field: 'Id', reason: 'used' });
    } finally {
      messageAdded.mockRestore();
    }
  });
});

describe('unread messages and read marks', () => {
  it('counts the messages of others after the read mark, and moves the mark forwards only', async () => {
    await settings('registered', { Findable: true, DirectMessages: 'everyone' });
    const conversation = await ok<ConversationSummary>(openConversation(NETWORKER.amara!, 'registered'), 201);
    const unreadChanged = vi.spyOn(t.app.hubs.chat, 'unreadChanged');
    try {
      const before = await unread('registered');
      const sent = [];
      for (const text of ['One', 'Two', 'Three']) sent.push(await ok<ChatMessage>(send(NETWORKER.amara!, conversation.Id, text), 201));
      expect(await unread('registered')).toBe(before + 3);
      // The sender's own messages are never unread.
      expect((await ok<ConversationSummary>(get(NETWORKER.amara!, `/api/Messages/Conversations/${conversation.Id}`))).Unread).toBe(0);
      expect((await ok<ConversationSummary>(get('registered', `/api/Messages/Conversations/${conversation.Id}`))).Unread).toBe(3);
      // UnreadChanged to the receiver after each message.
      expect(unreadChanged.mock.calls.at(-1)).toEqual([
        id('registered'),
        2026,
        { Unread: before + 3, ConversationId: conversation.Id, ConversationUnread: 3 },
      ]);

      const read = await ok<UnreadAnswer>(
        post('registered', `/api/Messages/Conversations/${conversation.Id}/Read`, { MessageId: sent[1]!.Id }),
      );
      expect(read.Unread).toBe(before + 1);
      expect(unreadChanged.mock.calls.at(-1)).toEqual([
        id('registered'),
        2026,
        { Unread: before + 1, ConversationId: conversation.Id, ConversationUnread: 1 },
      ]);
      // An older mark changes nothing (and tells no one).
      const calls = unreadChanged.mock.calls.length;
      expect(
        (await ok<UnreadAnswer>(post('registered', `/api/Messages/Conversations/${conversation.Id}/Read`, { MessageId: sent[0]!.Id })))
          .Unread,
      ).toBe(before + 1);
      expect(unreadChanged.mock.calls.length).toBe(calls);
      await ok(post('registered', `/api/Messages/Conversations/${conversation.Id}/Read`, { MessageId: sent[2]!.Id }));
      expect(await unread('registered')).toBe(before);
    } finally {
      unreadChanged.mockRestore();
    }
    // A message of another conversation, or no message id at all, is refused naming the field.
    for (const MessageId of ['5eed0000-0000-4000-8000-000000000001', 'first']) {
      const response = await post('registered', `/api/Messages/Conversations/${conversation.Id}/Read`, { MessageId });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'MessageId' });
    }
  });

  // A database and an app of its own: seconds on a busy machine.
  it("gives the demo attendee the seeded conversation's last message to read", { timeout: 30_000 }, async () => {
    const fresh = await createTestApp();
    try {
      const { attendee } = await signInDemoUsers(fresh.app, ['attendee']);
      const answer = await fresh.app.inject({
        method: 'GET',
        url: '/api/Messages/Conversations?eventid=2026',
        headers: { authorization: `Bearer ${attendee!.token}` },
      });
      const { Conversations, Unread } = answer.json<ConversationsAnswer>();
      expect(Unread).toBe(1);
      expect(Conversations).toHaveLength(1);
      expect(Conversations[0]).toMatchObject({
        Participants: [{ Name: 'Lucas Moreau' }],
        Unread: 1,
        CanWrite: true,
        LastMessage: { Id: '5eed0000-0000-4000-8000-000000000005', SenderName: 'Lucas Moreau' },
      });
    } finally {
      await fresh.close();
    }
  });
});

describe('rate limits', () => {
  it('refuses the 31st message and the 31st contact request of a user within their windows with 429', { timeout: 30_000 }, async () => {
    const limited = await createTestApp({ rateLimitScale: 1 });
    try {
      const signedIn = await signInDemoUsers(limited.app, ['attendee']);
      const auth = { authorization: `Bearer ${signedIn.attendee!.token}` };
      const conversation = (
        await limited.app.inject({ method: 'GET', url: '/api/Messages/Conversations?eventid=2026', headers: auth })
      ).json<ConversationsAnswer>().Conversations[0]!;
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) {
        const response = await limited.app.inject({
          method: 'POST',
          url: `/api/Messages/Conversations/${conversation.Id}/Messages?eventid=2026`,
          headers: auth,
          payload: { Id: randomUUID(), Text: `Message ${i}` },
          // From many addresses: the per-user limit is what stops the last.
          remoteAddress: `198.51.100.${i + 1}`,
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 30).every((status) => status === 201)).toBe(true);
      expect(statuses[30]).toBe(429);
      const stored = await limited.db.selectFrom('chat_messages').select('id').where('conversation_id', '=', conversation.Id).execute();
      expect(stored).toHaveLength(5 + 30);

      const requests: number[] = [];
      for (let i = 0; i < 31; i++) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/Networking/ContactRequests?eventid=2026',
          headers: auth,
          payload: { UserId: 1 },
          remoteAddress: `198.51.100.${i + 1}`,
        });
        requests.push(response.statusCode);
      }
      expect(requests.slice(0, 30)).not.toContain(429);
      expect(requests[30]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
