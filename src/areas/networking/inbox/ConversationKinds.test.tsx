// @vitest-environment happy-dom
/**
 * The inbox by conversation kind (contracts/messaging.ts Kind): the list's rows and the conversation's heading name a
 * company's conversation by the company for its visitor and by the visitor "for {company}" for its staff, and a group
 * by its name and count of members; in company and group conversations each message from the other side names who
 * wrote it (and the company a staff member wrote for), in a direct one the company is never shown; a group's heading
 * offers Leave group, which leaves it and goes back to the groups.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ChatGroup, ChatMessage, ConversationsAnswer, ConversationSummary, MessagesPage } from '../../../contracts';
import { renderInContext, testUser } from '../../../testing/renderInContext';
import { InboxModule } from './InboxPage';

const SELF = 7;
const message = (
  id: string,
  senderId: number,
  senderName: string | null,
  text: string,
  overrides: Partial<ChatMessage> = {},
): ChatMessage => ({
  Id: id,
  ConversationId: 4,
  SenderId: senderId,
  SenderName: senderName,
  Text: text,
  SentAt: '2026-06-11T09:00:00Z',
  Removed: false,
  SenderCompany: null,
  ...overrides,
});

const GROUP: ChatGroup = {
  Id: 6,
  Kind: 'topic',
  Name: 'Trichology',
  Description: 'Hair and scalp',
  SessionId: null,
  Members: 12,
  Joined: true,
};

const summary = (overrides: Partial<ConversationSummary>): ConversationSummary => ({
  Id: 4,
  Kind: 'direct',
  Participants: [{ UserId: 20, Name: 'Grace Hopper', PicturePath: null }],
  Company: null,
  AsStaff: false,
  Group: null,
  LastMessage: null,
  Unread: 0,
  CanWrite: true,
  ...overrides,
});

/** As the visitor: the company; as its staff: the visitor; a group; a person. */
const VISITING = summary({
  Id: 4,
  Kind: 'company',
  Participants: [],
  Company: { CompanyAccountId: 'CA-0001', Name: 'Acme Dermatology' },
  LastMessage: message('c2', 30, 'Stefan Stein', 'We do ship to Austria.', { SenderCompany: 'Acme Dermatology' }),
});
const ANSWERING = summary({
  Id: 5,
  Kind: 'company',
  Participants: [{ UserId: 21, Name: 'Linus Berg', PicturePath: null }],
  Company: { CompanyAccountId: 'CA-0002', Name: 'Hairline Labs' },
  AsStaff: true,
  LastMessage: message('s1', 21, 'Linus Berg', 'Is the booth open?', { ConversationId: 5, SentAt: '2026-06-11T08:00:00Z' }),
});
const IN_GROUP = summary({
  Id: 6,
  Kind: 'group',
  Participants: [],
  Group: GROUP,
  LastMessage: message('g1', 22, 'Mia Wong', 'Who is at the poster?', { ConversationId: 6, SentAt: '2026-06-11T07:00:00Z' }),
});
const DIRECT = summary({
  Id: 3,
  LastMessage: message('d1', 20, 'Grace Hopper', 'Hello', { ConversationId: 3, SentAt: '2026-06-11T06:00:00Z' }),
});

function renderInbox(id: string | undefined, fixtures: Record<string, unknown> = {}, navigate = vi.fn()) {
  const route = { name: 'MyAreaPage', params: { module: 'inbox', ...(id ? { id } : {}) }, query: {} } as never;
  const rendered = renderInContext(<InboxModule route={route} navigate={navigate} />, {
    user: testUser({ userId: SELF }),
    details: { TimeZone: 'Europe/Berlin' },
    fixtures: {
      'GET /api/Messages/Conversations': {
        Conversations: [VISITING, ANSWERING, IN_GROUP, DIRECT],
        Unread: 0,
        Moderator: false,
      } satisfies ConversationsAnswer,
      'GET /api/Messages/Conversations/4': VISITING,
      'GET /api/Messages/Conversations/5': ANSWERING,
      'GET /api/Messages/Conversations/6': IN_GROUP,
      'GET /api/Messages/Conversations/3': DIRECT,
      ...fixtures,
    },
  });
  return { ...rendered, navigate };
}

describe('the conversation list by kind', () => {
  it('names the company for its visitor, the visitor for the company’s staff, and a group with its members', async () => {
    renderInbox(undefined);
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const rows = within(list).getAllByRole('link');
    expect(rows.map((row) => row.getAttribute('href'))).toEqual([
      '/myarea/demo/ehc2026/en-GB/inbox/4',
      '/myarea/demo/ehc2026/en-GB/inbox/5',
      '/myarea/demo/ehc2026/en-GB/inbox/6',
      '/myarea/demo/ehc2026/en-GB/inbox/3',
    ]);
    const names = rows.map((row) => row.querySelector('.vmx-conversation-name')!.textContent);
    expect(names).toEqual(['Acme Dermatology', 'Linus Berg · for Hairline Labs', 'Trichology · 12 members', 'Grace Hopper']);
    // Someone else's last message in a company's or a group's conversation says who wrote it; a person's does not.
    expect(rows[0]!.textContent).toContain('Stefan Stein: We do ship to Austria.');
    expect(rows[2]!.textContent).toContain('Mia Wong: Who is at the poster?');
    expect(rows[3]!.querySelector('.vmx-conversation-last')!.textContent).toBe('Hello');
  });
});

describe('a conversation by kind', () => {
  it('shows its visitor the company in the heading and the staff member’s name and company on each answer', async () => {
    renderInbox('4', {
      'GET /api/Messages/Conversations/4/Messages': {
        Messages: [
          message('c1', SELF, 'Ada Lovelace', 'Do you ship to Austria?'),
          message('c2', 30, 'Stefan Stein', 'We do ship to Austria.', { SenderCompany: 'Acme Dermatology' }),
          message('c3', 31, 'Clara Vogt', 'From Vienna, even.', { SenderCompany: 'Acme Dermatology' }),
        ],
        HasMore: false,
      } satisfies MessagesPage,
    });
    expect(await screen.findByRole('heading', { name: 'Conversation with Acme Dermatology' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Message to Acme Dermatology' })).toBeTruthy();
    const log = screen.getByRole('region', { name: 'Messages with Acme Dermatology' });
    const senders = [...log.querySelectorAll('[data-message] strong')].map((name) => name.textContent);
    expect(senders).toEqual(['You', 'Stefan Stein · Acme Dermatology', 'Clara Vogt · Acme Dermatology']);
  });

  it('shows the company’s staff the visitor’s name and the company they answer for', async () => {
    renderInbox('5', {
      'GET /api/Messages/Conversations/5/Messages': { Messages: [ANSWERING.LastMessage!], HasMore: false } satisfies MessagesPage,
    });
    expect(await screen.findByRole('heading', { name: 'Conversation with Linus Berg' })).toBeTruthy();
    expect(screen.getByText('for Hairline Labs')).toBeTruthy();
  });

  it('names a group and its members in the heading, and each member on their messages', async () => {
    renderInbox('6', {
      'GET /api/Messages/Conversations/6/Messages': {
        Messages: [
          message('g0', 23, 'Omar Haddad', 'Good morning!', { ConversationId: 6 }),
          message('g1', 22, 'Mia Wong', 'Who is at the poster?', { ConversationId: 6 }),
          message('g2', 24, null, 'Me.', { ConversationId: 6 }),
        ],
        HasMore: false,
      } satisfies MessagesPage,
    });
    expect(await screen.findByRole('heading', { name: 'Trichology' })).toBeTruthy();
    expect(screen.getByText('12 members')).toBeTruthy();
    const log = screen.getByRole('region', { name: 'Messages with Trichology' });
    const senders = [...log.querySelectorAll('[data-message] strong')].map((name) => name.textContent);
    expect(senders).toEqual(['Omar Haddad', 'Mia Wong', 'Participant']);
  });

  it('shows no sender’s company in a conversation with a person', async () => {
    renderInbox('3', {
      'GET /api/Messages/Conversations/3/Messages': {
        Messages: [message('d1', 20, 'Grace Hopper', 'Hello', { ConversationId: 3, SenderCompany: 'Acme Dermatology' })],
        HasMore: false,
      } satisfies MessagesPage,
    });
    expect(await screen.findByRole('heading', { name: 'Conversation with Grace Hopper' })).toBeTruthy();
    const log = screen.getByRole('region', { name: 'Messages with Grace Hopper' });
    expect([...log.querySelectorAll('[data-message] strong')].map((name) => name.textContent)).toEqual(['Grace Hopper']);
    expect(log.querySelector('[data-sender]')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Leave group' })).toBeNull();
  });

  it('leaves a group from its heading and goes back to the groups', async () => {
    const { user, server, navigate } = renderInbox('6', {
      'GET /api/Messages/Conversations/6/Messages': { Messages: [], HasMore: false } satisfies MessagesPage,
      'POST /api/Messages/Groups/6/Leave': { ...GROUP, Joined: false, Members: 11 } satisfies ChatGroup,
    });
    await user.click(await screen.findByRole('button', { name: 'Leave group' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/myarea/demo/ehc2026/en-GB/groups'));
    expect(server.requestsTo('POST /api/Messages/Groups/6/Leave')).toHaveLength(1);
    expect(server.requestsTo('POST /api/Messages/Groups/6/Leave')[0]!.query.get('eventid')).toBe('2026');
  });
});
