// @vitest-environment happy-dom
/**
 * The profile's chat tab and lounge with the company's conversations (contracts/messaging.ts, Companies): the chat tab
 * opens the caller's conversation with saveChatModel (restoreId `new` before the first) and sends the first message
 * into it under one id, kept when the answer is lost, then links to the conversation in the inbox; a conversation held
 * before is linked at once. The lounge shows the company's staff the visitors' conversations, and nobody else.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type {
  ChatMessage,
  ChatModel,
  CompanyProfile,
  ConversationsAnswer,
  ConversationSummary,
  ExhibitorLounge,
  MessageCreate,
  Ticket,
  UserProfile,
} from '../../../../contracts';
import { renderInContext, testUser, type FakeRequest } from '../../../../testing/renderInContext';
import { ChatPanel, LoungePanel } from './Panels';

const COMPANY = 'CA-0001';
const profile = { CompanyAccountId: COMPANY, Name: 'Acme Dermatology', HasChat: true, HasLounge: true } as CompanyProfile;
const CHAT = 'GET /api/exhibition/getChatModel';
const SAVE = 'POST /api/exhibition/saveChatModel';
const SEND = 'POST /api/Messages/Conversations/41/Messages';

const stored = (body: MessageCreate): ChatMessage => ({
  Id: body.Id,
  ConversationId: 41,
  SenderId: 7,
  SenderName: 'Ada Lovelace',
  Text: body.Text,
  SentAt: '2026-06-11T09:00:00Z',
  Removed: false,
  SenderCompany: null,
});

function renderChat(fixtures: Record<string, unknown>) {
  return renderInContext(<ChatPanel profile={profile} />, { user: testUser(), fixtures });
}

describe('the chat tab', () => {
  it('opens the conversation with saveChatModel, sends the first message under one id, then links to the inbox conversation', async () => {
    const sent: MessageCreate[] = [];
    const { user, server } = renderChat({
      [CHAT]: { CompanyAccountId: COMPANY, Enabled: true, RestoreId: null } satisfies ChatModel,
      [SAVE]: { CompanyAccountId: COMPANY, Enabled: true, RestoreId: '41' } satisfies ChatModel,
      [SEND]: (request: FakeRequest) => {
        const body = request.body as MessageCreate;
        sent.push(body);
        return { status: 201, body: stored(body) };
      },
    });
    const field = await screen.findByRole('textbox', { name: 'Your message to Acme Dermatology' });
    expect(screen.queryByRole('link', { name: 'Open the conversation' })).toBeNull();
    await user.type(field, 'Do you ship samples to Austria?');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await screen.findByText('Sent. The company’s staff answer in your inbox.');
    const saves = server.requestsTo(SAVE);
    expect(saves).toHaveLength(1);
    expect(saves[0]!.query.get('id')).toBe(COMPANY);
    expect(saves[0]!.query.get('restoreId')).toBe('new');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.Text).toBe('Do you ship samples to Austria?');
    expect(sent[0]!.Id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/u);
    expect(screen.getByRole('link', { name: 'Open the conversation' }).getAttribute('href')).toBe('/myarea/demo/ehc2026/en-GB/inbox/41');
    expect((field as HTMLTextAreaElement).value).toBe('');

    // Writing again keeps the conversation: saveChatModel gets the handle now held.
    await user.type(field, 'And to Switzerland?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(server.requestsTo(SAVE)[1]!.query.get('restoreId')).toBe('41');
    expect(sent[1]!.Id).not.toBe(sent[0]!.Id);
  });

  it('sends a message again under the same id after its answer was lost, and keeps the text until then', async () => {
    const sent: MessageCreate[] = [];
    let lose = true;
    const { user } = renderChat({
      [CHAT]: { CompanyAccountId: COMPANY, Enabled: true, RestoreId: null } satisfies ChatModel,
      [SAVE]: { CompanyAccountId: COMPANY, Enabled: true, RestoreId: '41' } satisfies ChatModel,
      [SEND]: (request: FakeRequest) => {
        const body = request.body as MessageCreate;
        sent.push(body);
        if (lose) return { status: 502, body: { message: 'bad gateway' } };
        return { status: 200, body: stored(body) };
      },
    });
    const field = await screen.findByRole('textbox', { name: 'Your message to Acme Dermatology' });
    await user.type(field, 'Hello there');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Your message could not be sent. Please try again; your text is kept.');
    expect((field as HTMLTextAreaElement).value).toBe('Hello there');

    lose = false;
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Sent. The company’s staff answer in your inbox.');
    expect(sent).toHaveLength(2);
    expect(sent[1]!.Id).toBe(sent[0]!.Id);
  });

  it('links a conversation held before at once, with the field to write again', async () => {
    renderChat({ [CHAT]: { CompanyAccountId: COMPANY, Enabled: true, RestoreId: '41' } satisfies ChatModel });
    const link = await screen.findByRole('link', { name: 'Open the conversation' });
    expect(link.getAttribute('href')).toBe('/myarea/demo/ehc2026/en-GB/inbox/41');
    expect(screen.getByRole('textbox', { name: 'Your message to Acme Dermatology' })).toBeTruthy();
  });

  it('sends nothing blank, and says so', async () => {
    const { user, server } = renderChat({ [CHAT]: { CompanyAccountId: COMPANY, Enabled: true, RestoreId: null } satisfies ChatModel });
    await screen.findByRole('textbox', { name: 'Your message to Acme Dermatology' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Please write a message first.');
    expect(server.requestsTo(SAVE)).toHaveLength(0);
  });

  it('offers a visitor the sign-in', () => {
    renderInContext(<ChatPanel profile={profile} />, { fixtures: {} });
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('says when the company offers no chat', async () => {
    renderChat({ [CHAT]: { CompanyAccountId: COMPANY, Enabled: false, RestoreId: null } satisfies ChatModel });
    await screen.findByText('The chat is not available right now.');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('says a user without a ticket cannot write to companies', async () => {
    const { user } = renderChat({
      [CHAT]: { CompanyAccountId: COMPANY, Enabled: true, RestoreId: null } satisfies ChatModel,
      [SAVE]: () => ({ status: 403, body: { statusCode: 403, error: 'Forbidden', message: 'no', code: 'networking-not-participant' } }),
    });
    await user.type(await screen.findByRole('textbox', { name: 'Your message to Acme Dermatology' }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Writing to companies is for participants with a ticket for this congress.');
  });
});

const LOUNGE: ExhibitorLounge = {
  CompanyAccountId: COMPANY,
  Title: 'The Acme lounge',
  Welcome: '<p>Welcome!</p>',
  Staff: [],
  MeetingUrl: null,
  OpenFrom: null,
  OpenUntil: null,
};

const companyConversation = (overrides: Partial<ConversationSummary>): ConversationSummary => ({
  Id: 41,
  Kind: 'company',
  Participants: [{ UserId: 20, Name: 'Grace Hopper', PicturePath: null }],
  Company: { CompanyAccountId: COMPANY, Name: 'Acme Dermatology' },
  AsStaff: true,
  Group: null,
  LastMessage: null,
  Unread: 0,
  CanWrite: true,
  ...overrides,
});

const CONVERSATIONS: ConversationSummary[] = [
  companyConversation({ Id: 41, Unread: 2 }),
  companyConversation({ Id: 42, Participants: [{ UserId: 21, Name: null, PicturePath: null }] }),
  // Another company's, one where the caller is the visitor, and one with a person: not this lounge's.
  companyConversation({ Id: 43, Company: { CompanyAccountId: 'CA-0002', Name: 'Other' } }),
  companyConversation({ Id: 44, AsStaff: false, Participants: [] }),
  companyConversation({ Id: 45, Kind: 'direct', Company: null, AsStaff: false }),
];

function renderLounge(staffOf: string | null, conversations = CONVERSATIONS, ticketOf: string | null = null) {
  return renderInContext(<LoungePanel profile={profile} />, {
    user: testUser({ userId: 9 }),
    fixtures: {
      'GET /api/Exhibition/ExhibitorLounge/2026/de-DE': LOUNGE,
      'GET /api/Core/User': { UserId: 9, CompanyAccountId: staffOf } satisfies Partial<UserProfile>,
      'GET /api/modules/BookedTickets': [{ CompanyAccountId: ticketOf, IsValid: true, IsPayed: true } satisfies Partial<Ticket>],
      'GET /api/Messages/Conversations': { Conversations: conversations, Unread: 2, Moderator: false } satisfies ConversationsAnswer,
    },
  });
}

describe('the lounge', () => {
  it('shows the company’s staff the visitors’ conversations, each a link to the inbox with its unread count', async () => {
    renderLounge(COMPANY);
    const section = await screen.findByRole('region', { name: 'Visitors’ conversations' });
    const list = await within(section).findByRole('list');
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/myarea/demo/ehc2026/en-GB/inbox/42',
      '/myarea/demo/ehc2026/en-GB/inbox/41',
    ]);
    expect(links[1]!.textContent).toContain('Grace Hopper');
    expect(links[1]!.textContent).toContain('2 unread messages');
    expect(links[0]!.textContent).toContain('Visitor');
  });

  it('knows the staff by a ticket that names the company, as the server does', async () => {
    renderLounge(null, CONVERSATIONS, COMPANY);
    const section = await screen.findByRole('region', { name: 'Visitors’ conversations' });
    expect(await within(section).findAllByRole('link')).toHaveLength(2);
  });

  it('says when no visitor has written yet', async () => {
    renderLounge(COMPANY, CONVERSATIONS.slice(2));
    const section = await screen.findByRole('region', { name: 'Visitors’ conversations' });
    await within(section).findByText('No visitor has written to your company yet.');
    expect(within(section).queryByRole('link')).toBeNull();
  });

  it('shows no conversations to anyone but the company’s staff', async () => {
    const { server } = renderLounge('CA-0002');
    await screen.findByRole('heading', { name: 'The Acme lounge' });
    await waitFor(() => expect(server.requestsTo('GET /api/modules/BookedTickets')).toHaveLength(1));
    await waitFor(() => expect(server.requestsTo('GET /api/Core/User')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Visitors’ conversations' })).toBeNull();
    expect(server.requestsTo('GET /api/Messages/Conversations')).toHaveLength(0);
  });
});
