// The chat hub's client module against the reference server (a real port, the real @microsoft/signalr client, the
// server's own tokens).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { until } from '../../server/hubs/testClient';
import { buildApp } from '../../server/app';
import { createTestApp, createTestDb, signInDemoUsers, TEST_SCRYPT_COST, type TestApp } from '../../server/testing';
import { connectChat } from './index';
import { HUB_RETRY_MS } from '../contracts';
import type { ChatMeetingChanged, ChatMessageAdded, ChatMessageRemoved, ChatUnreadChanged, ConversationsAnswer } from '../contracts';

let t: TestApp;
let hubBase: string;
let users: Record<string, { token: string; id: number }> = {};

beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 1000 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  hubBase = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}/hubs`;
  users = await signInDemoUsers(t.app, ['attendee', 'lucas.moreau']);
}, 30_000);
afterAll(() => t.close());

describe('connectChat', () => {
  it('hears MessageAdded and UnreadChanged of the signed-in user, live', async () => {
    const messages: ChatMessageAdded[] = [];
    const counts: ChatUnreadChanged[] = [];
    const token = users['lucas.moreau']!.token;
    const chat = connectChat({
      hubBase: `${hubBase}/`,
      eventId: 2026,
      accessToken: () => token,
      onMessage: (message) => messages.push(message),
      onUnread: (unread) => counts.push(unread),
    });
    try {
      await chat.ready;
      const auth = { authorization: `Bearer ${users.attendee!.token}` };
      const { Conversations } = (
        await t.app.inject({ method: 'GET', url: '/api/Messages/Conversations?eventid=2026', headers: auth })
      ).json<ConversationsAnswer>();
      const conversation = Conversations[0]!;
      const id = randomUUID();
      const sent = await t.app.inject({
        method: 'POST',
        url: `/api/Messages/Conversations/${conversation.Id}/Messages?eventid=2026`,
        headers: auth,
        payload: { Id: id, Text: 'Hello through the hub' },
      });
      expect(sent.statusCode).toBe(201);
      await until(() => messages.length === 1 && counts.length === 1);
      expect(messages[0]).toMatchObject({
        Id: id,
        ConversationId: conversation.Id,
        SenderName: 'Alice Adler',
        Text: 'Hello through the hub',
      });
      expect(counts[0]).toEqual({ Unread: 1, ConversationId: conversation.Id, ConversationUnread: 1 });
    } finally {
      await chat.stop();
    }
  });

  it('hears MessageRemoved of the signed-in user’s conversations, and stops hearing it once stopped', async () => {
    const removals: ChatMessageRemoved[] = [];
    const lucas = users['lucas.moreau']!;
    const chat = connectChat({
      hubBase,
      eventId: 2026,
      accessToken: () => lucas.token,
      onMessage: () => undefined,
      onUnread: () => undefined,
      onMessageRemoved: (removed) => removals.push(removed),
    });
    try {
      await chat.ready;
      // What a moderator's removal sends to each participant (server/hubs/chatHub.ts), straight from the server's hubs.
      const removed: ChatMessageRemoved = { ConversationId: 41, Id: randomUUID() };
      // Another event's removal does not reach a connection that hears of 2026 only.
      t.app.hubs.chat.messageRemoved(lucas.id, 2025, { ConversationId: 40, Id: randomUUID() });
      expect(t.app.hubs.chat.messageRemoved(lucas.id, 2026, removed)).toBeGreaterThan(0);
      await until(() => removals.length === 1);
      expect(removals).toEqual([removed]);
    } finally {
      await chat.stop();
    }
    t.app.hubs.chat.messageRemoved(lucas.id, 2026, { ConversationId: 41, Id: randomUUID() });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(removals).toHaveLength(1);
  });

  it('hears MeetingChanged of the signed-in user’s conversations, as that user sees the meeting', async () => {
    const changes: ChatMeetingChanged[] = [];
    const lucas = users['lucas.moreau']!;
    const chat = connectChat({
      hubBase,
      eventId: 2026,
      accessToken: () => lucas.token,
      onMessage: () => undefined,
      onUnread: () => undefined,
      onMeetingChanged: (meeting) => changes.push(meeting),
    });
    try {
      await chat.ready;
      const auth = { authorization: `Bearer ${users.attendee!.token}` };
      const { Conversations } = (
        await t.app.inject({ method: 'GET', url: '/api/Messages/Conversations?eventid=2026', headers: auth })
      ).json<ConversationsAnswer>();
      const conversation = Conversations.find((entry) => entry.Participants.some((person) => person.UserId === lucas.id))!;
      const id = randomUUID();
      const startsAt = new Date(Date.now() + 86_400_000).toISOString();
      const proposed = await t.app.inject({
        method: 'POST',
        url: `/api/Messages/Conversations/${conversation.Id}/Meetings?eventid=2026`,
        headers: auth,
        payload: { Id: id, StartsAt: startsAt, DurationMinutes: 30 },
      });
      expect(proposed.statusCode).toBe(201);
      await until(() => changes.length === 1);
      // Lucas's view: the other side proposed it, so he may accept or decline it.
      expect(changes[0]).toMatchObject({
        Id: id,
        ConversationId: conversation.Id,
        Outgoing: false,
        Status: 'pending',
        With: 'Alice Adler',
      });
    } finally {
      await chat.stop();
    }
    t.app.hubs.chat.meetingChanged(lucas.id, 2026, { ...changes[0]!, Status: 'cancelled' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(changes).toHaveLength(1);
  });

  it(
    'says when it is connected, the first time and again after the server went away, so that the page can read what it missed',
    { timeout: 30_000 },
    async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      // One database and one token secret for both servers: the session signed in at the first is good at the second.
      const db = await createTestDb();
      const options = { db, rateLimitScale: 1000, identity: { scryptCost: TEST_SCRYPT_COST, tokenSecret: 'chat-reconnect-test-secret' } };
      let server = await buildApp(options);
      await server.listen({ port: 0, host: '127.0.0.1' });
      const port = (server.server.address() as { port: number }).port;
      const { lucas } = await signInDemoUsers(server, ['lucas.moreau']).then((signed) => ({ lucas: signed['lucas.moreau']! }));
      let connections = 0;
      const chat = connectChat({
        hubBase: `http://127.0.0.1:${port}/hubs`,
        eventId: 2026,
        accessToken: () => lucas.token,
        onMessage: () => undefined,
        onUnread: () => undefined,
        onConnected: () => connections++,
      });
      try {
        await chat.ready;
        expect(connections).toBe(1);
        await server.close();
        server = await buildApp(options);
        await server.listen({ port, host: '127.0.0.1' });
        await until(() => connections === 2, HUB_RETRY_MS + 10_000);
      } finally {
        await chat.stop();
        await server.close();
        await db.destroy();
      }
    },
  );

  it('is refused without a token, logs it without the token, and does not try again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const chat = connectChat({ hubBase, accessToken: () => 'forged-token-value', onMessage: () => undefined, onUnread: () => undefined });
      // Only this connection's refusal: another test's connection may still be saying goodbye.
      const refused = () => warn.mock.calls.find((call) => /\/hubs\/chat: the server refused the connection/.test(String(call[0])));
      await until(() => refused() !== undefined);
      expect(JSON.stringify(warn.mock.calls)).not.toContain('forged-token-value');
      await chat.stop();
    } finally {
      warn.mockRestore();
    }
  });
});
