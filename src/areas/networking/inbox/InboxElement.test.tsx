// @vitest-environment happy-dom
/**
 * <vmx-inbox>'s body: a visitor is asked to sign in on the platform; a signed-in user sees the unread count in the
 * heading and the conversations; a conversation opens in place (the page's address stays) with its heading focused, and
 * "Back to conversations" returns to the list with focus on that conversation's row; a modified click is left to the
 * browser; a user who may not take part is told why; and beside <vmx-app>'s MessagingLive on one page, the chat hub is
 * joined once.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage, ConversationsAnswer, ConversationSummary, MessagesPage } from '../../../contracts';
import { renderInContext, testUser, type Fixtures } from '../../../testing/renderInContext';
import type { PageProps } from '../../../ui/page';
import { MessagingLive } from '../live/MessagingLive';
import { outboxFor } from '../outbox/outboxStore';
import { InboxElement } from './InboxElement';

const connectChat = vi.hoisted(() => vi.fn());
vi.mock('../../../realtime', () => ({ connectChat }));

const SELF = 7;

afterEach(() => {
  vi.restoreAllMocks();
  connectChat.mockReset();
  const outbox = outboxFor('demo', 'ehc2026', SELF);
  outbox.remove(outbox.entries().map((entry) => entry.Id));
});

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
  LastMessage: message('m2', 20, 'See you at the poster', '2026-06-11T09:01:00Z'),
  Unread: 2,
  CanWrite: true,
  ...overrides,
});

const HISTORY: MessagesPage = {
  Messages: [message('m1', SELF, 'Hello Grace!'), message('m2', 20, 'See you at the poster', '2026-06-11T09:01:00Z')],
  HasMore: false,
};

const FIXTURES: Fixtures = {
  'GET /api/Messages/Conversations': {
    Conversations: [
      summary(),
      summary({
        Id: 3,
        Participants: [{ UserId: 21, Name: 'Ada Yonath', PicturePath: null }],
        LastMessage: message('o1', SELF, 'Older', '2026-06-10T08:00:00Z', 3),
        Unread: 0,
      }),
    ],
    Unread: 2,
    Moderator: false,
  } satisfies ConversationsAnswer,
  'GET /api/Messages/Unread': { Unread: 2 },
  'GET /api/Messages/Conversations/4': summary(),
  'GET /api/Messages/Conversations/4/Messages': HISTORY,
  'POST /api/Messages/Conversations/4/Read': { Unread: 0 },
};

function renderElement(options: { signedIn?: boolean; fixtures?: Fixtures; platformUrl?: string } = {}) {
  return renderInContext(<InboxElement platformUrl={options.platformUrl} />, {
    user: options.signedIn === false ? null : testUser({ userId: SELF }),
    details: { TimeZone: 'Europe/Berlin' },
    fixtures: { ...FIXTURES, ...options.fixtures },
  });
}

describe('<vmx-inbox>', () => {
  it('asks a visitor to sign in, on the platform', async () => {
    renderElement({ signedIn: false, platformUrl: 'https://congress.example.org/' });
    expect(screen.getByRole('heading', { name: 'Your messages' })).toBeTruthy();
    expect(screen.getByText(/Sign in to read and write your messages\./u)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Sign in' });
    expect(link.getAttribute('href')).toMatch(/^https:\/\/congress\.example\.org\/login\/demo\/ehc2026\/en-GB\?returnUrl=/u);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the unread count in its heading and the conversations, newest first, linking to the platform', async () => {
    renderElement();
    await screen.findByRole('heading', { name: /^Your messages\s*,\s*2 unread messages$/u });
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const links = within(list).getAllByRole('link');
    // Without platform-url, the api-base (where the platform is served), never a path of the host site.
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'http://vmx.test/myarea/demo/ehc2026/en-GB/inbox/4',
      'http://vmx.test/myarea/demo/ehc2026/en-GB/inbox/3',
    ]);
    expect(links[0]!.textContent).toContain('Grace Hopper');
    expect(links[0]!.textContent).toContain('2 unread messages');
  });

  it('opens a conversation in place, and "Back to conversations" returns focus to its row', async () => {
    const { user } = renderElement();
    const address = location.href;
    const list = await screen.findByRole('list', { name: 'Conversations' });
    await user.click(within(list).getAllByRole('link')[0]!);

    const heading = await screen.findByRole('heading', { name: 'Conversation with Grace Hopper' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(location.href).toBe(address);
    expect(screen.queryByRole('list', { name: 'Conversations' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Messages with Grace Hopper' }).textContent).toContain('See you at the poster');
    // Read while shown: the heading's count follows.
    await screen.findByRole('heading', { name: 'Your messages' });
    // The conversation's own link back to the platform's inbox gives way to the element's button.
    expect(screen.queryByRole('link', { name: 'All conversations' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Back to conversations' }));
    const row = within(await screen.findByRole('list', { name: 'Conversations' })).getAllByRole('link')[0]!;
    await waitFor(() => expect(document.activeElement).toBe(row));
    expect(row.textContent).toContain('Grace Hopper');
    expect(screen.queryByRole('heading', { name: 'Conversation with Grace Hopper' })).toBeNull();
  });

  it('leaves a click with a modifier key to the browser (the platform, in a new tab)', async () => {
    const ada = summary({ Id: 3, Participants: [{ UserId: 21, Name: 'Ada Yonath', PicturePath: null }], Unread: 0 });
    const { user } = renderElement({
      fixtures: {
        'GET /api/Messages/Conversations/3': ada,
        'GET /api/Messages/Conversations/3/Messages': { Messages: [], HasMore: false } satisfies MessagesPage,
      },
    });
    const list = await screen.findByRole('list', { name: 'Conversations' });
    // Heard after the element's own handler (React's, on its root): was the click taken over?
    const taken: boolean[] = [];
    const listen = (event: Event) => {
      taken.push(event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', listen);
    try {
      await user.keyboard('{Control>}');
      await user.click(within(list).getAllByRole('link')[1]!);
      await user.keyboard('{/Control}');
      await user.click(within(list).getAllByRole('link')[1]!);
    } finally {
      document.removeEventListener('click', listen);
    }
    expect(taken).toEqual([false, true]);
    await screen.findByRole('heading', { name: 'Conversation with Ada Yonath' });
  });

  it('tells a user who may not take part in networking why, and nothing else', async () => {
    const refused = { status: 403, body: { statusCode: 403, code: 'networking-not-participant' } };
    renderElement({
      fixtures: { 'GET /api/Messages/Conversations': () => refused, 'GET /api/Messages/Unread': () => refused },
    });
    await screen.findByText(/Networking is for participants with a ticket for this congress\./u);
    expect(screen.getByRole('heading', { name: 'Your messages' })).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('beside <vmx-app> on one page, joins the chat hub once, and keeps it while either is there', async () => {
    const stop = vi.fn(() => Promise.resolve());
    connectChat.mockImplementation(() => ({ ready: Promise.resolve(), stop }));
    let closeApp = () => undefined as void;
    function AppAndInbox() {
      const [app, setApp] = useState(true);
      closeApp = () => setApp(false);
      return (
        <>
          <InboxElement />
          {app && <MessagingLive {...({} as PageProps)} />}
        </>
      );
    }
    renderInContext(<AppAndInbox />, {
      user: testUser({ userId: SELF }),
      details: { TimeZone: 'Europe/Berlin' },
      fixtures: { ...FIXTURES, 'GET /api/Public/Instance': { signalrHub: '/hubs' } },
    });
    await screen.findByRole('list', { name: 'Conversations' });
    await waitFor(() => expect(connectChat).toHaveBeenCalledTimes(1));
    expect(connectChat.mock.calls[0]![0]).toMatchObject({ hubBase: 'http://vmx.test/hubs', eventId: 2026 });

    // The app's overlay goes: the inbox still holds the connection, and nothing connects again.
    act(() => closeApp());
    await act(async () => undefined);
    expect(stop).not.toHaveBeenCalled();
    expect(connectChat).toHaveBeenCalledTimes(1);
  });
});
