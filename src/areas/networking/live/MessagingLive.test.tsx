// @vitest-environment happy-dom
/**
 * Messaging kept live (useMessagingLive, here through <vmx-inbox>, which holds it as <vmx-app>'s MessagingLive does):
 * the chat hub only tells of what happens once it is connected, so at its first connection and at every reconnection
 * the unread count and the conversation list are read again, and a message written in between shows.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConversationsAnswer, ConversationSummary, UnreadAnswer } from '../../../contracts';
import type { ChatHubOptions } from '../../../realtime/chatHub';
import { renderInContext, testUser } from '../../../testing/renderInContext';
import { InboxElement } from '../inbox/InboxElement';

const connectChat = vi.hoisted(() => vi.fn());
vi.mock('../../../realtime', () => ({ connectChat }));

afterEach(() => {
  vi.restoreAllMocks();
  connectChat.mockReset();
});

/** Grace's conversation with the user, with `unread` of her messages unread. */
const conversation = (unread: number): ConversationSummary => ({
  Id: 4,
  Kind: 'direct',
  Participants: [{ UserId: 20, Name: 'Grace Hopper', PicturePath: null }],
  Company: null,
  AsStaff: false,
  Group: null,
  LastMessage: {
    Id: `m${unread}`,
    ConversationId: 4,
    SenderId: 20,
    SenderName: 'Grace Hopper',
    Text: `Message ${unread}`,
    SentAt: '2026-06-11T09:00:00Z',
    Removed: false,
    SenderCompany: null,
  },
  Unread: unread,
  CanWrite: true,
});

describe('useMessagingLive', () => {
  it('reads the unread count and the conversations again when the chat hub connects, the first time and after a reconnection', async () => {
    connectChat.mockImplementation(() => ({ ready: Promise.resolve(), stop: () => Promise.resolve() }));
    // What the server has: Grace writes while the page has no hub to tell it.
    let unread = 2;
    const { server } = renderInContext(<InboxElement />, {
      user: testUser({ userId: 7 }),
      details: { TimeZone: 'Europe/Berlin' },
      fixtures: {
        'GET /api/Public/Instance': { signalrHub: '/hubs' },
        'GET /api/Messages/Unread': () => ({ body: { Unread: unread } satisfies UnreadAnswer }),
        'GET /api/Messages/Conversations': () => ({
          body: { Conversations: [conversation(unread)], Unread: unread, Moderator: false } satisfies ConversationsAnswer,
        }),
      },
    });
    await screen.findByRole('heading', { name: /^Your messages\s*,\s*2 unread messages$/u });
    await waitFor(() => expect(connectChat).toHaveBeenCalledTimes(1));
    const hub = connectChat.mock.calls[0]![0] as ChatHubOptions;
    const reads = () => [server.requestsTo('GET /api/Messages/Unread').length, server.requestsTo('GET /api/Messages/Conversations').length];
    const shows = async (count: number) => {
      await screen.findByRole('heading', { name: new RegExp(`^Your messages\\s*,\\s*${count} unread messages$`, 'u') });
      const row = within(screen.getByRole('list', { name: 'Conversations' })).getByRole('link');
      await waitFor(() => expect(row.textContent).toContain(`${count} unread messages`));
    };

    // Written after the page's first reads, before the hub's first connection: the connection reads it.
    unread = 3;
    const first = reads();
    act(() => hub.onConnected!());
    await shows(3);
    expect(reads()).toEqual([first[0]! + 1, first[1]! + 1]);

    // Written while the connection was lost: the reconnection reads it.
    unread = 4;
    act(() => hub.onConnected!());
    await shows(4);
    expect(reads()).toEqual([first[0]! + 2, first[1]! + 2]);
  });
});
