import { describe, expect, it } from 'vitest';
import type { ChatMessage, ConversationsAnswer, ConversationSummary } from '../../contracts';
import {
  conversationTimeline,
  dueForSending,
  mergeMessages,
  OUTBOX_MAX_ENTRIES,
  outboxStorageKey,
  parseOutbox,
  readUpTo,
  sendFailure,
  sortConversations,
  withArrivedMessage,
  withMessages,
  withoutMessages,
  withQueued,
  withRefusal,
  withUnreadCounts,
  type OutboxEntry,
} from './outbox';

const entry = (id: string, writtenAt: number, conversationId = 4): OutboxEntry => ({
  Id: id,
  ConversationId: conversationId,
  Text: `text ${id}`,
  WrittenAt: writtenAt,
  Refused: null,
});

const message = (id: string, sentAt: string, senderId = 2, conversationId = 4): ChatMessage => ({
  Id: id,
  ConversationId: conversationId,
  SenderId: senderId,
  SenderName: senderId === 1 ? 'Ada' : 'Grace',
  Text: `text ${id}`,
  SentAt: sentAt,
  Removed: false,
  SenderCompany: null,
});

const summary = (id: number, last: ChatMessage | null, unread = 0): ConversationSummary => ({
  Id: id,
  Kind: 'direct',
  Participants: [{ UserId: 2, Name: 'Grace', PicturePath: null }],
  Company: null,
  AsStaff: false,
  Group: null,
  LastMessage: last,
  Unread: unread,
  CanWrite: true,
});

describe('the outbox in storage', () => {
  it('is kept per user and event, whatever the casing of the address', () => {
    expect(outboxStorageKey('Demo', 'EHC2026', 7)).toBe('vmx-outbox:demo/ehc2026:7');
    expect(outboxStorageKey('demo', 'ehc2026', 8)).not.toBe(outboxStorageKey('demo', 'ehc2026', 7));
  });

  it('reads back what it wrote, oldest first', () => {
    const written = [entry('b', 20), entry('a', 10)];
    expect(parseOutbox(JSON.stringify(written)).map((e) => e.Id)).toEqual(['a', 'b']);
  });

  it('leaves out what it cannot read, and never throws', () => {
    expect(parseOutbox(null)).toEqual([]);
    expect(parseOutbox('not json')).toEqual([]);
    expect(parseOutbox('{"Id":"a"}')).toEqual([]);
    const mixed = [entry('a', 1), { Id: 'b' }, { ...entry('c', 2), ConversationId: '4' }, { ...entry('d', 3), Refused: 5 }];
    expect(parseOutbox(JSON.stringify(mixed)).map((e) => e.Id)).toEqual(['a']);
  });
});

describe('queueing, sending and refusing', () => {
  it('keeps a message once by its Id', () => {
    const once = withQueued(withQueued([], entry('a', 1)), { ...entry('a', 1), Text: 'edited' });
    expect(once).toHaveLength(1);
    expect(once[0]!.Text).toBe('edited');
  });

  it(`drops the oldest past ${OUTBOX_MAX_ENTRIES} messages`, () => {
    let entries: OutboxEntry[] = [];
    for (let index = 0; index <= OUTBOX_MAX_ENTRIES; index++) entries = withQueued(entries, entry(`m${index}`, index));
    expect(entries).toHaveLength(OUTBOX_MAX_ENTRIES);
    expect(entries[0]!.Id).toBe('m1');
  });

  it('sends in the order written and leaves the refused ones alone until sent again', () => {
    const entries = withRefusal([entry('c', 30), entry('a', 10), entry('b', 20)], 'b', 'networking-not-accepting');
    expect(dueForSending(entries).map((e) => e.Id)).toEqual(['a', 'c']);
    expect(dueForSending(withRefusal(entries, 'b', null)).map((e) => e.Id)).toEqual(['a', 'b', 'c']);
    expect(withoutMessages(entries, ['a', 'c']).map((e) => e.Id)).toEqual(['b']);
  });

  it('sends again after no answer, a busy or failing server and a sign-in; not after a refusal', () => {
    for (const status of [null, 401, 408, 429, 500, 502, 503]) expect(sendFailure(status), String(status)).toBe('retry');
    for (const status of [400, 403, 404, 409, 422]) expect(sendFailure(status), String(status)).toBe('refused');
  });
});

describe('a conversation as shown', () => {
  const me = { id: 1, name: 'Ada' };

  it('shows what is still in the outbox after the stored messages, as sending or waiting', () => {
    const stored = [message('s1', '2026-06-11T09:00:00Z')];
    const outbox = [entry('p1', Date.parse('2026-06-11T09:05:00Z')), entry('p2', Date.parse('2026-06-11T09:06:00Z')), entry('other', 1, 9)];
    const timeline = conversationTimeline(stored, outbox, 4, me, new Set(['p1']));
    expect(timeline.map((item) => [item.message.Id, item.state])).toEqual([
      ['s1', 'sent'],
      ['p1', 'sending'],
      ['p2', 'waiting'],
    ]);
    expect(timeline[1]!.message).toMatchObject({ SenderId: 1, SenderName: 'Ada', SentAt: '2026-06-11T09:05:00.000Z' });
  });

  it('shows a message once when the server has stored it and the outbox still holds it', () => {
    const stored = [message('p1', '2026-06-11T09:05:01Z', 1)];
    const timeline = conversationTimeline(stored, [entry('p1', 5)], 4, me, new Set());
    expect(timeline).toHaveLength(1);
    expect(timeline[0]!.state).toBe('sent');
  });

  it('marks a refused message with its reason', () => {
    const timeline = conversationTimeline([], withRefusal([entry('p1', 5)], 'p1', 'networking-not-accepting'), 4, me, new Set());
    expect(timeline[0]).toMatchObject({ state: 'refused', reason: 'networking-not-accepting' });
  });
});

describe('merging messages', () => {
  const a = message('a', '2026-06-11T09:00:00Z');
  const b = message('b', '2026-06-11T09:01:00Z');
  const c = message('c', '2026-06-11T09:02:00Z');

  it('keeps each message once, oldest first, whichever way they come', () => {
    expect(mergeMessages([b, c], [a, b]).map((m) => m.Id)).toEqual(['a', 'b', 'c']);
    expect(mergeMessages([a], [c, b, c]).map((m) => m.Id)).toEqual(['a', 'b', 'c']);
  });

  it('keeps whether older pages exist when a live message comes', () => {
    expect(withMessages({ Messages: [a], HasMore: true }, [b])).toEqual({ Messages: [a, b], HasMore: true });
  });
});

describe('the conversation list', () => {
  const older = summary(1, message('x', '2026-06-10T10:00:00Z', 2, 1));
  const newer = summary(2, message('y', '2026-06-11T10:00:00Z', 2, 2));
  const empty = summary(3, null);

  it('is newest activity first, an empty conversation last', () => {
    expect(sortConversations([empty, older, newer]).map((c) => c.Id)).toEqual([2, 1, 3]);
  });

  it('moves the conversation of an arriving message to the top with it as its last message', () => {
    const answer: ConversationsAnswer = { Conversations: [newer, older], Unread: 0, Moderator: false };
    const arrived = message('z', '2026-06-11T11:00:00Z', 2, 1);
    const next = withArrivedMessage(answer, arrived)!;
    expect(next.Conversations.map((c) => c.Id)).toEqual([1, 2]);
    expect(next.Conversations[0]!.LastMessage).toBe(arrived);
  });

  it('keeps a newer last message over an older one that arrives late, and asks again for an unknown conversation', () => {
    const answer: ConversationsAnswer = { Conversations: [newer], Unread: 0, Moderator: false };
    expect(withArrivedMessage(answer, message('late', '2026-06-11T09:00:00Z', 2, 2))).toBe(answer);
    expect(withArrivedMessage(answer, message('new', '2026-06-11T12:00:00Z', 2, 99))).toBeNull();
  });

  it('takes the counts of UnreadChanged', () => {
    const answer: ConversationsAnswer = { Conversations: [summary(1, null, 2), summary(2, null, 1)], Unread: 3, Moderator: false };
    const next = withUnreadCounts(answer, { Unread: 1, ConversationId: 1, ConversationUnread: 0 });
    expect(next.Unread).toBe(1);
    expect(next.Conversations.map((c) => c.Unread)).toEqual([0, 1]);
  });
});

describe('marking read', () => {
  it('marks up to the newest message from the other side, and only when something is unread', () => {
    const messages = [message('a', '2026-06-11T09:00:00Z', 2), message('b', '2026-06-11T09:01:00Z', 1)];
    expect(readUpTo(messages, 1, 1)).toBe('a');
    expect(readUpTo(messages, 1, 0)).toBeNull();
    expect(readUpTo([message('mine', '2026-06-11T09:00:00Z', 1)], 1, 2)).toBeNull();
  });
});
