// @vitest-environment happy-dom
/**
 * My area's groups (contracts/messaging.ts, Groups): the list in two sections, topic and session groups, each with its
 * members and a Join or Leave button named with the group (one button, so focus stays on it), and Open once joined;
 * groups/{id} shows a joined group's conversation; groups/session-{id} reads the session's group, joins it on Join and
 * shows its conversation; a session that does not exist, or a user without a ticket, is told so.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ChatGroup, ChatGroupsAnswer, ConversationSummary, MessagesPage } from '../../../contracts';
import { renderInContext, testUser, type FakeRequest } from '../../../testing/renderInContext';
import { GroupsModule, groupTarget } from './GroupsPage';

const topic = (overrides: Partial<ChatGroup> = {}): ChatGroup => ({
  Id: 6,
  Kind: 'topic',
  Name: 'Trichology',
  Description: 'Hair and scalp, from research to practice.',
  SessionId: null,
  Members: 12,
  Joined: false,
  ...overrides,
});
const SESSION_GROUP: ChatGroup = {
  Id: 9,
  Kind: 'session',
  Name: 'Alopecia update',
  Description: '',
  SessionId: 101,
  Members: 3,
  Joined: false,
};

const conversationOf = (group: ChatGroup): ConversationSummary => ({
  Id: group.Id,
  Kind: 'group',
  Participants: [],
  Company: null,
  AsStaff: false,
  Group: group,
  LastMessage: null,
  Unread: 0,
  CanWrite: true,
});

function renderGroups(id: string | undefined, fixtures: Record<string, unknown> = {}) {
  const route = { name: 'MyAreaPage', params: { module: 'groups', ...(id ? { id } : {}) }, query: {} } as never;
  return renderInContext(<GroupsModule route={route} navigate={vi.fn()} />, {
    user: testUser({ userId: 7 }),
    fixtures: {
      'GET /api/Messages/Groups': {
        Groups: [
          topic(),
          topic({ Id: 7, Name: 'Nail disorders', Description: '', Members: 1, Joined: true }),
          { ...SESSION_GROUP, Joined: true },
        ],
      } satisfies ChatGroupsAnswer,
      'GET /api/Messages/Conversations': { Conversations: [], Unread: 0 },
      ...fixtures,
    },
  });
}

describe('groupTarget', () => {
  it('reads the list, a group, a session’s group, and nothing known', () => {
    expect(groupTarget(undefined)).toEqual({ kind: 'list' });
    expect(groupTarget('6')).toEqual({ kind: 'group', groupId: 6 });
    expect(groupTarget('session-101')).toEqual({ kind: 'session', sessionId: 101 });
    expect(groupTarget('session-')).toEqual({ kind: 'unknown' });
    expect(groupTarget('../6')).toEqual({ kind: 'unknown' });
  });
});

describe('the groups page', () => {
  it('lists topic and session groups with their members, Join for others and Leave and Open for the caller’s', async () => {
    const { server } = renderGroups(undefined);
    const topics = await screen.findByRole('region', { name: 'Topic groups' });
    const sessions = screen.getByRole('region', { name: 'Session groups' });
    const trichology = within(topics).getByRole('listitem', { name: 'Trichology' });
    expect(trichology.textContent).toContain('Hair and scalp, from research to practice.');
    expect(trichology.textContent).toContain('12 members');
    expect(within(trichology).getByRole('button', { name: 'Join Trichology' })).toBeTruthy();
    expect(within(trichology).queryByRole('link')).toBeNull();
    const nails = within(topics).getByRole('listitem', { name: 'Nail disorders' });
    expect(nails.textContent).toContain('1 member');
    expect(within(nails).getByRole('button', { name: 'Leave Nail disorders' })).toBeTruthy();
    expect(within(nails).getByRole('link', { name: 'Open Nail disorders' }).getAttribute('href')).toBe(
      '/myarea/demo/ehc2026/en-GB/groups/7',
    );
    expect(within(sessions).getByRole('listitem', { name: 'Alopecia update' })).toBeTruthy();
    expect(server.requestsTo('GET /api/Messages/Groups')[0]!.query.get('language')).toBe('en-GB');
  });

  it('joins a group and leaves it again with the same button, which keeps the focus', async () => {
    // The server's side: the group as joining and leaving leave it.
    let trichology = topic();
    const { user, server } = renderGroups(undefined, {
      'GET /api/Messages/Groups': () => ({ body: { Groups: [trichology] } }),
      'POST /api/Messages/Groups/6/Join': () => ({ body: (trichology = topic({ Joined: true, Members: 13 })) }),
      'POST /api/Messages/Groups/6/Leave': () => ({ body: (trichology = topic({ Joined: false, Members: 12 })) }),
    });
    const join = await screen.findByRole('button', { name: 'Join Trichology' });
    await user.click(join);
    const leave = await screen.findByRole('button', { name: 'Leave Trichology' });
    expect(leave).toBe(join);
    expect(document.activeElement).toBe(leave);
    const card = screen.getByRole('listitem', { name: 'Trichology' });
    expect(card.textContent).toContain('13 members');
    expect(within(card).getByRole('link', { name: 'Open Trichology' })).toBeTruthy();
    expect(server.requestsTo('POST /api/Messages/Groups/6/Join')).toHaveLength(1);

    await user.click(leave);
    await screen.findByRole('button', { name: 'Join Trichology' });
    expect(server.requestsTo('POST /api/Messages/Groups/6/Leave')).toHaveLength(1);
    expect(within(screen.getByRole('listitem', { name: 'Trichology' })).queryByRole('link')).toBeNull();
  });

  it('says when joining did not work', async () => {
    const { user } = renderGroups(undefined, {
      'POST /api/Messages/Groups/6/Join': () => ({ status: 500, body: { message: 'no' } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Join Trichology' }));
    expect(await screen.findByText('That did not work. Please try again.')).toBeTruthy();
  });

  it('tells a user without a ticket that networking needs one', async () => {
    renderGroups(undefined, {
      'GET /api/Messages/Groups': () => ({
        status: 403,
        body: { statusCode: 403, error: 'Forbidden', message: 'no', code: 'networking-not-participant' },
      }),
    });
    expect(await screen.findByText(/Networking is for participants with a ticket/u)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('opens a joined group’s conversation with its composer', async () => {
    const nails = topic({ Id: 7, Name: 'Nail disorders', Description: '', Members: 1, Joined: true });
    renderGroups('7', {
      'GET /api/Messages/Conversations/7': conversationOf(nails),
      'GET /api/Messages/Conversations/7/Messages': { Messages: [], HasMore: false } satisfies MessagesPage,
    });
    expect(await screen.findByRole('heading', { name: 'Nail disorders' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Message to Nail disorders' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Leave group' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All groups' }).getAttribute('href')).toBe('/myarea/demo/ehc2026/en-GB/groups');
  });
});

describe('a session’s group', () => {
  it('loads the session’s group, joins it on Join, and shows its conversation', async () => {
    let group = SESSION_GROUP;
    const { user, server } = renderGroups('session-101', {
      'GET /api/Messages/Groups/Session/101': () => ({ body: group }),
      'POST /api/Messages/Groups/9/Join': (request: FakeRequest) => {
        expect(request.query.get('eventid')).toBe('2026');
        return { body: (group = { ...SESSION_GROUP, Joined: true, Members: 4 }) };
      },
      'GET /api/Messages/Conversations/9': conversationOf({ ...SESSION_GROUP, Joined: true, Members: 4 }),
      'GET /api/Messages/Conversations/9/Messages': { Messages: [], HasMore: false } satisfies MessagesPage,
    });
    expect(await screen.findByRole('heading', { name: 'Alopecia update' })).toBeTruthy();
    expect(screen.getByText('3 members')).toBeTruthy();
    expect(screen.getByText('Join the group to read and write its messages.')).toBeTruthy();
    expect(server.requestsTo('GET /api/Messages/Conversations/9')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Join Alopecia update' }));
    expect(await screen.findByRole('textbox', { name: 'Message to Alopecia update' })).toBeTruthy();
    await waitFor(() => expect(screen.getByText('4 members')).toBeTruthy());
    expect(server.requestsTo('POST /api/Messages/Groups/9/Join')).toHaveLength(1);
  });

  it('says when the session does not exist', async () => {
    renderGroups('session-999', {
      'GET /api/Messages/Groups/Session/999': () => ({ status: 404, body: { message: 'not found' } }),
    });
    expect(await screen.findByText('This session was not found, so it has no group.')).toBeTruthy();
  });
});
