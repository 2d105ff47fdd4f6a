// @vitest-environment happy-dom
/**
 * The header's unread messages: a ticket holder's count is read once (the store's query, shared with the networking
 * area, which keeps it live) and shown as a pill with its words for screen readers; a user without a ticket takes no
 * part in networking and is not asked; a refusal shows no count; the messages' addresses are known.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryScope } from '../../store/queries/keys';
import { messagingQueries } from '../../store/queries/messaging';
import { renderInContext, testUser } from '../../testing/renderInContext';
import { isMessagesPath, MessagesLink, useUnreadMessages } from './UnreadMessages';

function Probe() {
  const unread = useUnreadMessages();
  return unread === null ? <p>no networking</p> : <MessagesLink count={unread} />;
}

describe('the unread messages in the header', () => {
  it('shows a ticket holder’s count with its words, and follows the shared query', async () => {
    const { server, context } = renderInContext(<Probe />, {
      user: testUser({ userId: 7 }),
      fixtures: { 'GET /api/Messages/Unread': { Unread: 3 } },
    });
    const link = await screen.findByRole('link', { name: /^Messages\s*,\s*3 unread messages$/u });
    expect(link.getAttribute('href')).toBe('/messages/demo/ehc2026/en-GB');
    expect(server.requestsTo('GET /api/Messages/Unread')[0]!.query.get('eventid')).toBe('2026');

    // The networking area sets the count (the chat hub's UnreadChanged): the header shows it at once.
    context.queryClient.setQueryData(messagingQueries.unread(queryScope(context, ''), 2026, 7).queryKey, { Unread: 0 });
    await screen.findByRole('link', { name: 'Messages' });
  });

  it('does not ask for a user without a ticket, and shows no count after a refusal', async () => {
    const { server } = renderInContext(<Probe />, { user: testUser({ hasTicket: false }) });
    await screen.findByText('no networking');
    expect(server.requestsTo('GET /api/Messages/Unread')).toHaveLength(0);

    renderInContext(<Probe />, {
      user: testUser(),
      fixtures: { 'GET /api/Messages/Unread': () => ({ status: 403, body: { code: 'networking-not-participant' } }) },
    });
    await waitFor(() => expect(screen.getAllByText('no networking')).toHaveLength(2));
  });

  it('knows the messages route and my area’s inbox as where messages are read', () => {
    expect(isMessagesPath('/messages/demo/ehc2026/en-GB')).toBe(true);
    expect(isMessagesPath('/myarea/demo/ehc2026/de-DE/inbox')).toBe(true);
    expect(isMessagesPath('/myarea/demo/ehc2026/de-DE/network')).toBe(false);
    expect(isMessagesPath('/home/demo/ehc2026/en-GB')).toBe(false);
  });
});
