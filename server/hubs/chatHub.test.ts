import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ChatHubMethods, type ChatMessageAdded, type ChatUnreadChanged, type ConversationsAnswer } from '../../src/contracts';
import { createTestApp, signInDemoUsers, type TestApp } from '../testing';
import { listen, nextMessage, RawHubSocket, until } from './testClient';

let t: TestApp;
let base: string;
let users: Record<string, { token: string; id: number }> = {};
let conversationId: number;
const open: HubConnection[] = [];

beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 1000 });
  base = await listen(t.app);
  users = await signInDemoUsers(t.app, ['attendee', 'lucas.moreau', 'hcp']);
  // The seeded conversation of the demo attendee and their contact (server/db/seed/networking.ts).
  const answer = await t.app.inject({ method: 'GET', url: '/api/Messages/Conversations?eventid=2026', headers: auth('attendee') });
  conversationId = answer.json<ConversationsAnswer>().Conversations[0]!.Id;
}, 30_000);
afterAll(() => t.close());
afterEach(async () => {
  await Promise.all(open.splice(0).map((connection) => connection.stop()));
});

function auth(name: string) {
  return { authorization: `Bearer ${users[name]!.token}` };
}

/** The real client as an element uses it: the token from an accessTokenFactory (from Node: the Authorization header). */
async function chatClient(name: string, query = ''): Promise<HubConnection> {
  const connection = new HubConnectionBuilder()
    .withUrl(`${base}/hubs/chat${query}`, {
      transport: HttpTransportType.WebSockets,
      withCredentials: false,
      accessTokenFactory: () => users[name]!.token,
    })
    .configureLogging(LogLevel.None)
    .build();
  open.push(connection);
  await connection.start();
  return connection;
}

const send = (name: string, Text: string, Id: string = randomUUID()) =>
  t.app.inject({
    method: 'POST',
    url: `/api/Messages/Conversations/${conversationId}/Messages?eventid=2026`,
    headers: auth(name),
    payload: { Id, Text },
  });

/** Every MessageAdded a connection hears, in order. */
function collect(connection: HubConnection): ChatMessageAdded[] {
  const heard: ChatMessageAdded[] = [];
  connection.on(ChatHubMethods.messageAdded, (message: ChatMessageAdded) => heard.push(message));
  return heard;
}

describe('the chat hub', () => {
  it('refuses anonymous and bad tokens (401) and takes the token from access_token or the Authorization header', async () => {
    const negotiate = (query: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: `/hubs/chat/negotiate?negotiateVersion=1${query}`, headers });
    expect((await negotiate('')).statusCode).toBe(401);
    expect((await negotiate('&access_token=forged')).statusCode).toBe(401);
    expect((await negotiate('', { authorization: 'Bearer forged' })).statusCode).toBe(401);
    expect((await negotiate(`&access_token=${users.attendee!.token}&eventid=abc`)).statusCode).toBe(401);
    expect((await negotiate(`&access_token=${users.attendee!.token}`)).statusCode).toBe(200);
    expect((await negotiate('&eventid=2026', auth('attendee'))).statusCode).toBe(200);
    // The socket checks the token again: a browser's, in the query.
    await expect(RawHubSocket.connect(base, '/hubs/chat?access_token=forged')).rejects.toThrow(/401/);
  });

  it('sends MessageAdded to every connection of both participants and UnreadChanged to the receiver, live', async () => {
    const firstTab = await chatClient('attendee');
    const secondTab = await chatClient('attendee', '?eventid=2026');
    const lucas = await chatClient('lucas.moreau');
    // Hears of another event's conversations only; and someone outside the conversation hears nothing.
    const otherEvent = collect(await chatClient('attendee', '?eventid=2025'));
    const stranger = collect(await chatClient('hcp'));

    const arrivals = [firstTab, secondTab, lucas].map((connection) =>
      nextMessage<ChatMessageAdded>(connection, ChatHubMethods.messageAdded, 3000),
    );
    const unread = nextMessage<ChatUnreadChanged>(lucas, ChatHubMethods.unreadChanged, 3000);
    const response = await send('attendee', 'Live from the plenary hall');
    expect(response.statusCode).toBe(201);
    const stored = response.json<ChatMessageAdded>();
    for (const arrived of await Promise.all(arrivals)) expect(arrived).toEqual({ ...stored, SenderName: 'Alice Adler' });
    expect(await unread).toEqual({ Unread: 1, ConversationId: conversationId, ConversationUnread: 1 });

    // Read: the reader's connections hear the new counts.
    const cleared = nextMessage<ChatUnreadChanged>(lucas, ChatHubMethods.unreadChanged, 3000);
    const read = await t.app.inject({
      method: 'POST',
      url: `/api/Messages/Conversations/${conversationId}/Read?eventid=2026`,
      headers: auth('lucas.moreau'),
      payload: { MessageId: stored.Id },
    });
    expect(read.json()).toEqual({ Unread: 0 });
    expect(await cleared).toEqual({ Unread: 0, ConversationId: conversationId, ConversationUnread: 0 });
    expect(otherEvent).toEqual([]);
    expect(stranger).toEqual([]);
  });

  it('tells the hub once of a message sent twice under one Id', async () => {
    const lucas = collect(await chatClient('lucas.moreau'));
    const messageId = randomUUID();
    expect((await send('attendee', 'Once only', messageId)).statusCode).toBe(201);
    expect((await send('attendee', 'Once only', messageId)).statusCode).toBe(200);
    // A later message arrives after the first; the resend in between brought nothing.
    const later = (await send('attendee', 'And then this')).json<ChatMessageAdded>();
    await until(() => lucas.some((message) => message.Id === later.Id));
    expect(lucas.map((message) => message.Id)).toEqual([messageId, later.Id]);
  });

  it('delivers to a browser-style socket that sends its token as access_token in the query', async () => {
    const socket = await RawHubSocket.open(
      base,
      '/hubs/chat',
      `access_token=${encodeURIComponent(users['lucas.moreau']!.token)}&eventid=2026`,
    );
    try {
      expect(await socket.handshake()).toEqual({});
      const stored = (await send('attendee', 'Through the query')).json<ChatMessageAdded>();
      await socket.until(() => socket.frames.some((frame) => (frame as { target?: string }).target === ChatHubMethods.messageAdded), 3000);
      expect(socket.frames).toContainEqual({ type: 1, target: ChatHubMethods.messageAdded, arguments: [stored] });
    } finally {
      socket.close();
    }
  });

  it('closes the connections of a session that signs out', async () => {
    const fresh = await signInDemoUsers(t.app, ['hcp']);
    users.hcp = fresh.hcp!;
    const connection = await chatClient('hcp');
    const closed = new Promise<void>((resolve) => connection.onclose(() => resolve()));
    await t.app.identity.revokeSessions(users.hcp.id, 'logout');
    await closed;
  });
});

describe('the log', () => {
  it('never holds the token of a hub address', { timeout: 30_000 }, async () => {
    let log = '';
    const stream = new Writable({
      write(chunk, _encoding, done) {
        log += String(chunk);
        done();
      },
    });
    const logged = await createTestApp({ logger: true, logStream: stream });
    try {
      await logged.app.inject({ method: 'POST', url: '/hubs/chat/negotiate?negotiateVersion=1&access_token=SECRET-CHAT-TOKEN' });
    } finally {
      await logged.close();
    }
    expect(log).toContain('/hubs/chat/negotiate?negotiateVersion=1&access_token=[redacted]');
    expect(log).not.toContain('SECRET-CHAT-TOKEN');
  });
});
