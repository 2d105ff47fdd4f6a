// @vitest-environment happy-dom
/**
 * Safety in a conversation: someone else's message has a Report button named for its sender (one's own has none);
 * the report dialog posts the reason and the note, closes, gives focus back to the button and says thanks; a refused
 * report (too many) is said in the dialog with what was written kept; a message a moderator removed shows that
 * instead of its text, in the log and the list, also when the chat hub says so live; Block in a one-to-one
 * conversation asks first, and a blocked person's conversation says no messages can be sent, with Unblock; a suspended
 * participant's inbox says why.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  NETWORKING_REFUSALS,
  type BlocksAnswer,
  type ChatMessage,
  type ConversationsAnswer,
  type ConversationSummary,
  type MessageReport,
  type MessagesPage,
} from '../../../contracts';
import { queryScope } from '../../../store/queries/keys';
import { renderInContext, testUser, type FakeRequest } from '../../../testing/renderInContext';
import { InboxModule } from '../inbox/InboxPage';
import { applyRemoved } from '../messagingCache';
import { outboxFor } from '../outbox/outboxStore';

const SELF = 7;

afterEach(() => {
  vi.restoreAllMocks();
  const outbox = outboxFor('demo', 'ehc2026', SELF);
  outbox.remove(outbox.entries().map((entry) => entry.Id));
});

const message = (id: string, senderId: number, text: string, overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  Id: id,
  ConversationId: 4,
  SenderId: senderId,
  SenderName: senderId === SELF ? 'Ada Lovelace' : 'Grace Hopper',
  Text: text,
  SentAt: '2026-06-11T09:00:00Z',
  Removed: false,
  SenderCompany: null,
  ...overrides,
});

const summary = (overrides: Partial<ConversationSummary> = {}): ConversationSummary => ({
  Id: 4,
  Kind: 'direct',
  Participants: [{ UserId: 20, Name: 'Grace Hopper', PicturePath: null }],
  Company: null,
  AsStaff: false,
  Group: null,
  LastMessage: message('m2', 20, 'Buy cheap followers at https://spam.example', { SentAt: '2026-06-11T09:01:00Z' }),
  Unread: 0,
  CanWrite: true,
  ...overrides,
});

const HISTORY: MessagesPage = {
  Messages: [
    message('m1', SELF, 'Hello Grace!'),
    message('m2', 20, 'Buy cheap followers at https://spam.example', { SentAt: '2026-06-11T09:01:00Z' }),
  ],
  HasMore: false,
};

function renderConversation(fixtures: Record<string, unknown> = {}) {
  const route = { name: 'MyAreaPage', params: { module: 'inbox', id: '4' }, query: {} } as never;
  return renderInContext(<InboxModule route={route} navigate={() => undefined} />, {
    user: testUser({ userId: SELF }),
    details: { TimeZone: 'Europe/Berlin' },
    fixtures: {
      'GET /api/Messages/Conversations': { Conversations: [summary()], Unread: 0, Moderator: false } satisfies ConversationsAnswer,
      'GET /api/Messages/Conversations/4': summary(),
      'GET /api/Messages/Conversations/4/Messages': HISTORY,
      'GET /api/Networking/Blocks': { People: [] } satisfies BlocksAnswer,
      ...fixtures,
    },
  });
}

const report = (reason: MessageReport['Reason'], note: string): MessageReport => ({
  Id: 1,
  Reason: reason,
  Note: note,
  Status: 'open',
  CreatedAt: '2026-06-11T09:05:00Z',
  Message: HISTORY.Messages[1]!,
  ReporterName: null,
  SenderSuspended: false,
});

describe('reporting a message', () => {
  it('posts the reason and the note, then gives focus back to the button and says thanks', async () => {
    const { user, server } = renderConversation({
      'POST /api/Messages/Conversations/4/Messages/m2/Report': (request: FakeRequest) => {
        const body = request.body as { Reason: MessageReport['Reason']; Note?: string };
        return { status: 201, body: report(body.Reason, body.Note ?? '') };
      },
    });
    const log = await screen.findByRole('region', { name: 'Messages with Grace Hopper' });
    // Only someone else's message can be reported.
    expect(within(log).getAllByRole('button', { name: /^Report message from/u })).toHaveLength(1);
    const button = within(log).getByRole('button', { name: 'Report message from Grace Hopper' });
    expect(button.closest('[data-message]')!.getAttribute('data-message')).toBe('m2');

    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Report a message' });
    expect(within(dialog).getByText('Buy cheap followers at https://spam.example')).toBeTruthy();
    // A reason is needed first.
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await within(dialog).findByText('Choose what is wrong with the message.');
    expect(server.requestsTo('POST /api/Messages/Conversations/4/Messages/m2/Report')).toHaveLength(0);

    const reasons = within(dialog).getByRole('group', { name: 'What is wrong with it?' });
    expect(
      within(reasons)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement!.textContent),
    ).toEqual(['Spam or advertising', 'Harassment or threats', 'Inappropriate or offensive', 'Something else']);
    await user.click(within(reasons).getByRole('radio', { name: 'Spam or advertising' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'A note for the organisers (optional)' }), '  Sent to everyone.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const posted = server.requestsTo('POST /api/Messages/Conversations/4/Messages/m2/Report');
    expect(posted).toHaveLength(1);
    expect(posted[0]!.body).toEqual({ Reason: 'spam', Note: 'Sent to everyone.' });
    expect(posted[0]!.query.get('eventid')).toBe('2026');
    expect(document.activeElement).toBe(button);
    expect(
      within(log)
        .getAllByRole('status')
        .map((status) => status.textContent),
    ).toContain('Thanks — the organisers will review it.');
  });

  it('says in the dialog when the server refuses more reports for now, keeping what was chosen and written', async () => {
    const { user } = renderConversation({
      'POST /api/Messages/Conversations/4/Messages/m2/Report': () => ({ status: 429, body: { message: 'Too many requests' } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Report message from Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report a message' });
    await user.click(within(dialog).getByRole('radio', { name: 'Harassment or threats' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'A note for the organisers (optional)' }), 'Third time today.');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'You have sent many reports in a short time. Please wait a few minutes and send this one again.',
    );
    expect(within(dialog).getByRole<HTMLInputElement>('radio', { name: 'Harassment or threats' }).checked).toBe(true);
    expect(within(dialog).getByRole<HTMLTextAreaElement>('textbox', { name: 'A note for the organisers (optional)' }).value).toBe(
      'Third time today.',
    );
  });
});

describe('a removed message', () => {
  it('shows that a moderator removed it instead of its text, in the log and as the last message', async () => {
    const removed = message('m2', 20, '', { Removed: true, SentAt: '2026-06-11T09:01:00Z' });
    renderConversation({
      'GET /api/Messages/Conversations': { Conversations: [summary({ LastMessage: removed })], Unread: 0 },
      'GET /api/Messages/Conversations/4': summary({ LastMessage: removed }),
      'GET /api/Messages/Conversations/4/Messages': { Messages: [HISTORY.Messages[0]!, removed], HasMore: false },
    });
    const log = await screen.findByRole('region', { name: 'Messages with Grace Hopper' });
    const row = log.querySelector('[data-message="m2"]')!;
    expect(row.textContent).toContain('This message was removed by a moderator.');
    expect(row.textContent).not.toContain('Buy cheap followers');
    expect(within(row as HTMLElement).queryByRole('button', { name: /Report/u })).toBeNull();
    const list = await screen.findByRole('list', { name: 'Conversations' });
    expect(within(list).getByRole('link').textContent).toContain('This message was removed by a moderator.');
  });

  it('loses its text live when the chat hub says a moderator removed it', async () => {
    const { context } = renderConversation();
    const log = await screen.findByRole('region', { name: 'Messages with Grace Hopper' });
    await within(log).findByText(/Buy cheap followers/u);
    act(() =>
      applyRemoved(
        context.queryClient,
        { scope: queryScope(context, 'en-GB'), eventId: 2026, userId: SELF },
        { ConversationId: 4, Id: 'm2' },
      ),
    );
    await within(log).findByText('This message was removed by a moderator.');
    expect(log.textContent).not.toContain('Buy cheap followers');
    expect(within(screen.getByRole('list', { name: 'Conversations' })).getByRole('link').textContent).toContain(
      'This message was removed by a moderator.',
    );
  });
});

describe('blocking in a conversation', () => {
  it('asks first; once blocked, no messages can be sent, and Unblock brings the composer back', async () => {
    let blocked = false;
    const blocks = (): BlocksAnswer => ({
      People: blocked ? [{ UserId: 20, Name: 'Grace Hopper', BlockedAt: '2026-06-11T09:10:00Z' }] : [],
    });
    const { user, server } = renderConversation({
      'GET /api/Networking/Blocks': () => ({ body: blocks() }),
      'GET /api/Messages/Conversations/4': () => ({ body: summary({ CanWrite: !blocked }) }),
      'POST /api/Networking/Blocks': () => {
        blocked = true;
        return { body: blocks() };
      },
      'DELETE /api/Networking/Blocks/20': () => {
        blocked = false;
        return { body: blocks() };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Block Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Grace Hopper?' });
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    const notice = await screen.findByText('You blocked Grace Hopper: no messages can be sent in this conversation.');
    expect(server.requestsTo('POST /api/Networking/Blocks')[0]!.body).toEqual({ UserId: 20 });
    expect(screen.queryByRole('textbox', { name: 'Message to Grace Hopper' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Block Grace Hopper' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(notice.parentElement));

    await user.click(within(notice.parentElement!).getByRole('button', { name: 'Unblock Grace Hopper' }));
    await screen.findByRole('textbox', { name: 'Message to Grace Hopper' });
    expect(server.requestsTo('DELETE /api/Networking/Blocks/20')).toHaveLength(1);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Conversation with Grace Hopper' }));
  });

  it('tells a suspended participant why the inbox is closed to them', async () => {
    renderConversation({
      'GET /api/Messages/Conversations': () => ({ status: 403, body: { code: NETWORKING_REFUSALS.suspended, message: 'suspended' } }),
    });
    await screen.findByText(/The organisers have suspended your networking at this congress/u);
  });
});
