import { describe, expect, it } from 'vitest';
import type { ChatMessage, ConversationsAnswer, ConversationSummary, MessagesPage } from '../../contracts';
import { mergeMessages } from './outbox';
import { asRemoved, conversationsWithRemoved, historyWithRemoved, summaryWithRemoved } from './removal';

const message = (id: string, text: string, sentAt = '2026-06-11T09:00:00Z'): ChatMessage => ({
  Id: id,
  ConversationId: 4,
  SenderId: 20,
  SenderName: 'Grace Hopper',
  Text: text,
  SentAt: sentAt,
  Removed: false,
  SenderCompany: null,
});

const summary = (id: number, last: ChatMessage | null): ConversationSummary => ({
  Id: id,
  Kind: 'direct',
  Participants: [{ UserId: 20, Name: 'Grace Hopper', PicturePath: null }],
  Company: null,
  AsStaff: false,
  Group: null,
  LastMessage: last,
  Unread: 0,
  CanWrite: true,
});

describe('a removed message', () => {
  it('has no text and is marked removed', () => {
    expect(asRemoved(message('m1', 'Buy now'))).toMatchObject({ Id: 'm1', Text: '', Removed: true });
  });

  it('loses its text in a loaded history, and a history without it stays the same object', () => {
    const page: MessagesPage = { Messages: [message('m1', 'Hello'), message('m2', 'Buy now', '2026-06-11T09:01:00Z')], HasMore: true };
    const after = historyWithRemoved(page, { ConversationId: 4, Id: 'm2' });
    expect(after.Messages.map((m) => [m.Id, m.Text, m.Removed])).toEqual([
      ['m1', 'Hello', false],
      ['m2', '', true],
    ]);
    expect(after.HasMore).toBe(true);
    expect(historyWithRemoved(page, { ConversationId: 4, Id: 'm9' })).toBe(page);
    expect(historyWithRemoved(after, { ConversationId: 4, Id: 'm2' })).toBe(after);
  });

  it('shows removed as a conversation’s last message, and only there', () => {
    const answer: ConversationsAnswer = {
      Conversations: [summary(4, message('m2', 'Buy now')), summary(5, message('m3', 'Hi'))],
      Unread: 0,
      Moderator: false,
    };
    const after = conversationsWithRemoved(answer, { ConversationId: 4, Id: 'm2' });
    expect(after.Conversations[0]!.LastMessage).toMatchObject({ Text: '', Removed: true });
    expect(after.Conversations[1]).toBe(answer.Conversations[1]);
    expect(conversationsWithRemoved(answer, { ConversationId: 4, Id: 'm1' })).toBe(answer);
    // The same id in another conversation is another message.
    expect(summaryWithRemoved(answer.Conversations[1]!, { ConversationId: 4, Id: 'm3' })).toBe(answer.Conversations[1]);
  });

  it('replaces the same message in a merge, and stays removed when an older answer brings its text again', () => {
    const shown = [message('m1', 'Buy now')];
    const removed = mergeMessages(shown, [asRemoved(message('m1', 'Buy now'))]);
    expect(removed).toEqual([asRemoved(message('m1', 'Buy now'))]);
    expect(mergeMessages(removed, [message('m1', 'Buy now')])).toEqual(removed);
  });
});
