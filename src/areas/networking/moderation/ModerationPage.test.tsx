// @vitest-environment happy-dom
/**
 * The moderators' page: the open reports first, each with the message as plain text, its sender, who reported it,
 * the reason, the note and the times in the event's time zone; Dismiss decides at once and the report shows its new
 * status in place, the words replacing its buttons taking focus; Remove message asks first; the other statuses are
 * tabs; someone who is not a moderator is told only moderators see reports. The inbox links here for a super user and
 * for whom the event's Moderation policy allows, and for no one else.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NETWORKING_REFUSALS, type MessageReport, type ReportsAnswer } from '../../../contracts';
import { renderInContext, testUser, type FakeRequest } from '../../../testing/renderInContext';
import { InboxModule } from '../inbox/InboxPage';
import { ModerationPage } from './ModerationPage';

const ROUTE = { name: 'MyAreaPage', params: { module: 'moderation' }, query: {} } as never;

const report = (overrides: Partial<MessageReport> = {}): MessageReport => ({
  Id: 5,
  Reason: 'harassment',
  Note: 'He wrote this to three of us.',
  Status: 'open',
  CreatedAt: '2026-06-11T10:00:00Z',
  Message: {
    Id: 'm2',
    ConversationId: 4,
    SenderId: 20,
    SenderName: 'Grace Hopper',
    Text: 'You will regret this. <b>bold</b>',
    SentAt: '2026-06-11T09:01:00Z',
    Removed: false,
    SenderCompany: null,
  },
  ReporterName: 'Ada Lovelace',
  SenderSuspended: false,
  ...overrides,
});

function renderModeration(fixtures: Record<string, unknown>) {
  return renderInContext(<ModerationPage route={ROUTE} navigate={() => undefined} />, {
    user: testUser(),
    details: { TimeZone: 'Europe/Berlin' },
    fixtures,
  });
}

describe('the moderation page', () => {
  it('lists the open reports with the message as plain text, who sent and reported it, why and when', async () => {
    const { server } = renderModeration({
      'GET /api/Messages/Reports': (request: FakeRequest) => ({
        body: { Reports: request.query.get('status') === 'open' ? [report()] : [] } satisfies ReportsAnswer,
      }),
    });
    const card = (await screen.findByRole('heading', { name: 'Message from Grace Hopper' })).closest('li')!;
    expect(server.requestsTo('GET /api/Messages/Reports')[0]!.query.get('status')).toBe('open');
    expect(server.requestsTo('GET /api/Messages/Reports')[0]!.query.get('eventid')).toBe('2026');
    expect(card.querySelector('b')).toBeNull();
    expect(within(card).getByText(/You will regret this\. <b>bold<\/b>/u)).toBeTruthy();
    const facts = Object.fromEntries(
      [...card.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']),
    );
    expect(facts).toEqual({
      Sender: 'Grace Hopper',
      Sent: 'Thursday, 11 June 2026 at 11:01',
      'Reported by': 'Ada Lovelace',
      Reported: 'Thursday, 11 June 2026 at 12:00',
      Reason: 'Harassment or threats',
      Note: 'He wrote this to three of us.',
      Status: 'To review',
    });
    const tabs = screen.getByRole('tablist', { name: 'Reports by status' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['To review', 'Dismissed', 'Message removed', 'Sender suspended']);
  });

  it('dismisses a report at once and shows its new status in place, the words taking focus', async () => {
    const { user, server } = renderModeration({
      'GET /api/Messages/Reports': { Reports: [report()] },
      'POST /api/Messages/Reports/5/Dismiss': { ...report(), Status: 'dismissed' } satisfies MessageReport,
    });
    await user.click(await screen.findByRole('button', { name: 'Dismiss the report of the message from Grace Hopper' }));
    const done = await screen.findByText('Done: Dismissed.');
    expect(document.activeElement).toBe(done);
    expect(server.requestsTo('POST /api/Messages/Reports/5/Dismiss')).toHaveLength(1);
    const card = done.closest('li')!;
    expect(card.getAttribute('data-status')).toBe('dismissed');
    expect(card.querySelector('[data-networking="report-status"]')!.textContent).toBe('Dismissed');
    expect(within(card).queryByRole('button', { name: /Dismiss/u })).toBeNull();
    // Not read again: it stays where it is.
    expect(server.requestsTo('GET /api/Messages/Reports')).toHaveLength(1);
  });

  it('asks before removing a message; removed, the report shows so and can still suspend the sender', async () => {
    const removed = report({ Status: 'removed', Message: { ...report().Message, Removed: true } });
    const { user, server } = renderModeration({
      'GET /api/Messages/Reports': { Reports: [report()] },
      'POST /api/Messages/Reports/5/RemoveMessage': removed,
    });
    const remove = await screen.findByRole('button', { name: 'Remove the message from Grace Hopper' });
    await user.click(remove);
    let dialog = await screen.findByRole('dialog', { name: 'Remove this message?' });
    await user.click(within(dialog).getAllByRole('button', { name: 'Cancel' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(remove);
    expect(server.requestsTo('POST /api/Messages/Reports/5/RemoveMessage')).toHaveLength(0);

    await user.click(remove);
    dialog = await screen.findByRole('dialog', { name: 'Remove this message?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove message' }));
    const done = await screen.findByText('Done: Message removed.');
    await waitFor(() => expect(document.activeElement).toBe(done));
    const card = done.closest('li')!;
    expect(within(card).getByRole('heading').textContent).toBe('Message from Grace HopperRemoved');
    expect(within(card).getByRole('button', { name: 'Remove the message and suspend Grace Hopper' })).toBeTruthy();
    expect(server.requestsTo('POST /api/Messages/Reports/5/RemoveMessage')).toHaveLength(1);
  });

  it('shows the other statuses in their tabs', async () => {
    const { user, server } = renderModeration({
      'GET /api/Messages/Reports': (request: FakeRequest) => ({
        body: { Reports: request.query.get('status') === 'suspended' ? [report({ Status: 'suspended', SenderSuspended: true })] : [] },
      }),
    });
    await screen.findByText('There are no reports here.');
    await user.click(screen.getByRole('tab', { name: 'Sender suspended' }));
    await screen.findByText('Grace Hopper (suspended)');
    expect(server.requestsTo('GET /api/Messages/Reports').map((request) => request.query.get('status'))).toEqual(['open', 'suspended']);
    expect(screen.queryByRole('button', { name: /Grace Hopper/u })).toBeNull();
  });

  it('tells someone who is not a moderator that only moderators see reports', async () => {
    renderModeration({
      'GET /api/Messages/Reports': () => ({
        status: 403,
        body: { statusCode: 403, error: 'Forbidden', message: 'not a moderator', code: NETWORKING_REFUSALS.notModerator },
      }),
    });
    await screen.findByText('Only the event’s moderators see reports.');
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});

describe('the inbox’s link to the reports', () => {
  const inbox = (moderator: boolean) =>
    renderInContext(
      <InboxModule route={{ name: 'MyAreaPage', params: { module: 'inbox' }, query: {} } as never} navigate={() => undefined} />,
      {
        user: testUser(),
        fixtures: { 'GET /api/Messages/Conversations': { Conversations: [], Unread: 0, Moderator: moderator } },
      },
    );

  it('is there for whom the server names a moderator', async () => {
    inbox(true);
    const link = await screen.findByRole('link', { name: 'Reports to review' });
    expect(link.getAttribute('href')).toBe('/myarea/demo/ehc2026/en-GB/moderation');
  });

  it('is not there for anyone else', async () => {
    inbox(false);
    await screen.findByText('You have no conversations yet.');
    expect(screen.queryByRole('link', { name: 'Reports to review' })).toBeNull();
  });
});
