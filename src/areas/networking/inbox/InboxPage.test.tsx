// @vitest-environment happy-dom
/**
 * The inbox and a conversation: the list is newest first with the last message and an unread count in words; opening
 * a conversation puts focus on its heading; messages show their links as links to a new tab (never HTML); Enter sends
 * (with the client's UUID) and leaves focus in the field, Shift+Enter does not; a message written offline shows as not
 * sent yet and is kept; the server's copy replaces a pending message, never shown twice; unread messages are marked
 * read; a conversation the caller may not write in says so.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage, ConversationsAnswer, ConversationSummary, MessageCreate, MessagesPage } from '../../../contracts';
import { outboxStorageKey, parseOutbox } from '../../../core/networking/outbox';
import { queryScope } from '../../../store/queries/keys';
import { renderInContext, testUser, type FakeRequest } from '../../../testing/renderInContext';
import { applyMessage } from '../messagingCache';
import { outboxFor } from '../outbox/outboxStore';
import { InboxModule } from './InboxPage';

afterEach(() => {
  vi.restoreAllMocks();
  // The page's outbox outlives a test (one per page, as the page's hub connections): each test starts with it empty.
  const outbox = outboxFor('demo', 'ehc2026', SELF);
  outbox.remove(outbox.entries().map((entry) => entry.Id));
});

const SELF = 7;
const message = (id: string, senderId: number, text: string, sentAt = '2026-06-11T09:00:00Z', conversationId = 4): ChatMessage => ({
  Id: id,
  ConversationId: conversationId,
  SenderId: senderId,
  SenderName: senderId === SELF ? 'Ada Lovelace' : 'Grace Hopper',
  Text: text,
  SentAt: sentAt,
  Removed: false,
  SenderCompany: null,
});

const summary = (overrides: Partial<ConversationSummary> = {}): ConversationSummary => ({
  Id: 4,
  Kind: 'direct',
  Participants: [{ UserId: 20, Name: 'Grace Hopper', PicturePath: null }],
  Company: null,
  AsStaff: false,
  Group: null,
  LastMessage: message('m2', 20, 'See https://ehc.example/poster. <b>bold</b>', '2026-06-11T09:01:00Z'),
  Unread: 0,
  CanWrite: true,
  ...overrides,
});

const HISTORY: MessagesPage = {
  Messages: [message('m1', SELF, 'Hello Grace!'), message('m2', 20, 'See https://ehc.example/poster. <b>bold</b>', '2026-06-11T09:01:00Z')],
  HasMore: false,
};

function renderInbox(id: string | undefined, fixtures: Record<string, unknown> = {}) {
  const route = { name: 'MyAreaPage', params: { module: 'inbox', ...(id ? { id } : {}) }, query: {} } as never;
  return renderInContext(<InboxModule route={route} navigate={() => undefined} />, {
    user: testUser({ userId: SELF }),
    details: { TimeZone: 'Europe/Berlin' },
    fixtures: {
      'GET /api/Messages/Conversations': {
        Conversations: [
          summary({
            Id: 3,
            Participants: [{ UserId: 21, Name: null, PicturePath: null }],
            LastMessage: message('o1', SELF, 'Older', '2026-06-10T08:00:00Z', 3),
          }),
          summary({ Unread: 2 }),
        ],
        Unread: 2,
        Moderator: false,
      } satisfies ConversationsAnswer,
      'GET /api/Messages/Conversations/4': summary(),
      'GET /api/Messages/Conversations/4/Messages': HISTORY,
      ...fixtures,
    },
  });
}

describe('the inbox', () => {
  it('lists the conversations newest first, with the last message and the unread count in words', async () => {
    renderInbox(undefined);
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/myarea/demo/ehc2026/en-GB/inbox/4',
      '/myarea/demo/ehc2026/en-GB/inbox/3',
    ]);
    expect(links[0]!.textContent).toContain('Grace Hopper');
    expect(links[0]!.textContent).toContain('2 unread messages');
    expect(links[1]!.textContent).toContain('Participant');
    expect(links[1]!.textContent).toContain('You: Older');
    expect(screen.getByText('Choose a conversation to read it.')).toBeTruthy();
  });
});

describe('a conversation', () => {
  it('puts focus on its heading and shows links as links to a new tab, never HTML', async () => {
    renderInbox('4');
    const heading = await screen.findByRole('heading', { name: 'Conversation with Grace Hopper' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const log = screen.getByRole('region', { name: 'Messages with Grace Hopper' });
    const link = within(log).getByRole('link', { name: 'https://ehc.example/poster' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(log.querySelector('b')).toBeNull();
    expect(within(log).getByText(/<b>bold<\/b>/u)).toBeTruthy();
    expect(within(log).getAllByText('You')).toHaveLength(1);
  });

  it('sends with Enter under the client’s UUID, keeps focus in the field, and starts a new line with Shift+Enter', async () => {
    const sent: MessageCreate[] = [];
    const { user } = renderInbox('4', {
      'POST /api/Messages/Conversations/4/Messages': (request: FakeRequest) => {
        const body = request.body as MessageCreate;
        sent.push(body);
        return { status: 201, body: message(body.Id, SELF, body.Text, '2026-06-11T09:05:00Z') };
      },
    });
    const field = await screen.findByRole('textbox', { name: 'Message to Grace Hopper' });
    await user.click(field);
    await user.keyboard('First line{Shift>}{Enter}{/Shift}second line');
    expect((field as HTMLTextAreaElement).value).toBe('First line\nsecond line');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.Text).toBe('First line\nsecond line');
    expect(sent[0]!.Id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/u);
    expect((field as HTMLTextAreaElement).value).toBe('');
    expect(document.activeElement).toBe(field);
    const log = screen.getByRole('region', { name: 'Messages with Grace Hopper' });
    await waitFor(() => expect(log.querySelectorAll(`[data-message="${sent[0]!.Id}"]`)).toHaveLength(1));
    expect(log.querySelector(`[data-message="${sent[0]!.Id}"]`)!.getAttribute('data-state')).toBe('sent');
  });

  it('says an empty message needs writing and a long one is too long, and sends neither', async () => {
    const { user, server } = renderInbox('4');
    const field = await screen.findByRole('textbox', { name: 'Message to Grace Hopper' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Write a message first.');
    await user.click(field);
    await user.paste('x'.repeat(4001));
    await screen.findByText('Your message is too long: at most 4,000 characters.');
    await user.keyboard('{Enter}');
    expect(server.requestsTo('POST /api/Messages/Conversations/4/Messages')).toHaveLength(0);
  });

  it('keeps a message written offline as not sent yet, and shows it once when the server’s copy arrives', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { user, server, context } = renderInbox('4');
    const field = await screen.findByRole('textbox', { name: 'Message to Grace Hopper' });
    await user.click(field);
    await user.keyboard('Written on the train{Enter}');
    const log = screen.getByRole('region', { name: 'Messages with Grace Hopper' });
    const pending = await within(log).findByText('Not sent yet: it will be sent when you are back online.');
    expect(pending).toBeTruthy();
    expect(server.requestsTo('POST /api/Messages/Conversations/4/Messages')).toHaveLength(0);
    const kept = parseOutbox(localStorage.getItem(outboxStorageKey('demo', 'ehc2026', SELF)));
    expect(kept).toMatchObject([{ ConversationId: 4, Text: 'Written on the train', Refused: null }]);

    // The chat hub brings the stored message (sent from another tab, say): it takes the pending one's place.
    act(() =>
      applyMessage(
        context.queryClient,
        { scope: queryScope(context, 'en-GB'), eventId: 2026, userId: SELF },
        message(kept[0]!.Id, SELF, 'Written on the train', '2026-06-11T09:06:00Z'),
      ),
    );
    await waitFor(() => expect(within(log).queryByText('Not sent yet: it will be sent when you are back online.')).toBeNull());
    expect(within(log).getAllByText('Written on the train')).toHaveLength(1);
  });

  it('marks unread messages read up to the newest from the other side', async () => {
    const { server } = renderInbox('4', {
      'GET /api/Messages/Conversations/4': summary({ Unread: 1 }),
      'POST /api/Messages/Conversations/4/Read': { Unread: 0 },
    });
    await waitFor(() => expect(server.requestsTo('POST /api/Messages/Conversations/4/Read')).toHaveLength(1));
    expect(server.requestsTo('POST /api/Messages/Conversations/4/Read')[0]!.body).toEqual({ MessageId: 'm2' });
    // The list's count follows.
    const list = await screen.findByRole('list', { name: 'Conversations' });
    await waitFor(() => expect(within(list).getAllByRole('link')[0]!.textContent).not.toContain('unread'));
  });

  it('loads older messages a page at a time, before the first one shown, into the same history', async () => {
    const older: MessagesPage = { Messages: [message('m0', 20, 'The very first message', '2026-06-10T08:00:00Z')], HasMore: false };
    const { user, server } = renderInbox('4', {
      'GET /api/Messages/Conversations/4/Messages': (request: FakeRequest) => ({
        body: request.query.get('before') === 'm1' ? older : { ...HISTORY, HasMore: true },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Show older messages' }));
    const log = screen.getByRole('region', { name: 'Messages with Grace Hopper' });
    await within(log).findByText('The very first message');
    expect([...log.querySelectorAll('[data-message]')].map((row) => row.getAttribute('data-message'))).toEqual(['m0', 'm1', 'm2']);
    expect(server.requestsTo('GET /api/Messages/Conversations/4/Messages').at(-1)!.query.get('take')).toBe('50');
    await screen.findByText('This is the beginning of your conversation.');
    expect(screen.queryByRole('button', { name: 'Show older messages' })).toBeNull();
  });

  it('says when the other side takes no messages, with no field to write in', async () => {
    renderInbox('4', { 'GET /api/Messages/Conversations/4': summary({ CanWrite: false }) });
    await screen.findByText('Grace Hopper does not take messages from you at the moment.');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('says a conversation the caller is not in was not found', async () => {
    renderInbox('99', {
      'GET /api/Messages/Conversations/99': () => ({ status: 404, body: { message: 'not found' } }),
      'GET /api/Messages/Conversations/99/Messages': () => ({ status: 404, body: { message: 'not found' } }),
    });
    await screen.findByText('This conversation was not found.');
  });
});
