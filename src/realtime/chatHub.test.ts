// The chat hub's client module against the reference server (a real port, the real @microsoft/signalr client, the
// server's own tokens).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { until } from '../../server/hubs/testClient';
import { createTestApp, signInDemoUsers, type TestApp } from '../../server/testing';
import { connectChat } from './index';
import type { ChatMessageAdded, ChatUnreadChanged, ConversationsAnswer } from '../contracts';

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

  it('is refused without a token, logs it without the token, and does not try again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const chat = connectChat({ hubBase, accessToken: () => 'forged-token-value', onMessage: () => undefined, onUnread: () => undefined });
      await until(() => warn.mock.calls.length > 0);
      expect(String(warn.mock.calls[0]![0])).toMatch(/\/hubs\/chat: the server refused the connection/);
      expect(JSON.stringify(warn.mock.calls)).not.toContain('forged-token-value');
      await chat.stop();
    } finally {
      warn.mockRestore();
    }
  });
});
