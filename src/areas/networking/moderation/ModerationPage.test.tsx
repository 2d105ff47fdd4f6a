// @vitest-environment happy-dom
/**
 * The moderators' page: the open reports first, each with the message as plain text, its sender, who reported it,
 * the reason, the note and the times in the event's time zone; Dismiss decides at once and the report shows its new
 * status in place, the words replacing its buttons taking focus; Remove message asks first; the other statuses are
 * tabs; someone who is not a moderator is told only moderators see reports. "Show more reports" asks for the page
 * after the last report shown (also when a decision took that one out of the status), its first report's heading
 * taking focus; Lift suspension asks first and shows the sender no longer suspended on each of their reports. The
 * inbox links here for a super user and for whom the event's Moderation policy allows, and for no one else.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NETWORKING_REFUSALS, REPORTS_PAGE_SIZE, type MessageReport, type ReportsAnswer } from '../../../contracts';
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
        body: { Reports: request.query.get('status') === 'open' ? [report()] : [], HasMore: false } satisfies ReportsAnswer,
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
      'GET /api/Messages/Reports': { Reports: [report()], HasMore: false },
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
      'GET /api/Messages/Reports': { Reports: [report()], HasMore: false },
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
        body: {
          Reports: request.query.get('status') === 'suspended' ? [report({ Status: 'suspended', SenderSuspended: true })] : [],
          HasMore: false,
        },
      }),
    });
    await screen.findByText('There are no reports here.');
    await user.click(screen.getByRole('tab', { name: 'Sender suspended' }));
    await screen.findByText('Grace Hopper (suspended)');
    expect(server.requestsTo('GET /api/Messages/Reports').map((request) => request.query.get('status'))).toEqual(['open', 'suspended']);
    // A suspended sender's report offers to lift the suspension, and nothing else.
    expect(screen.getAllByRole('button', { name: /Grace Hopper/u }).map((button) => button.getAttribute('aria-label'))).toEqual([
      'Lift the suspension of Grace Hopper',
    ]);
  });

  it('lifts a suspension after asking: the report keeps its status, its sender shows as no longer suspended, on each of their reports', async () => {
    const suspended = report({ Status: 'suspended', SenderSuspended: true, Message: { ...report().Message, Removed: true } });
    const earlier = report({
      Id: 3,
      Status: 'suspended',
      SenderSuspended: true,
      Message: { ...report().Message, Id: 'm1', Removed: true },
    });
    const { user, server } = renderModeration({
      'GET /api/Messages/Reports': { Reports: [suspended, earlier], HasMore: false },
      'POST /api/Messages/Reports/5/LiftSuspension': { ...suspended, SenderSuspended: false } satisfies MessageReport,
    });
    const card = (await screen.findAllByRole('listitem')).find((item) => item.getAttribute('data-report') === '5')!;
    const other = card.nextElementSibling as HTMLElement;
    expect(card.querySelector('[data-networking="report-sender"]')!.textContent).toBe('Grace Hopper (suspended)');
    const lift = within(card).getByRole('button', { name: 'Lift the suspension of Grace Hopper' });
    await user.click(lift);
    let dialog = await screen.findByRole('dialog', { name: 'Lift the suspension of Grace Hopper?' });
    expect(dialog.textContent).toContain('Grace Hopper can find people, write messages and send contact requests at this congress again');
    await user.click(within(dialog).getAllByRole('button', { name: 'Cancel' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(lift);
    expect(server.requestsTo('POST /api/Messages/Reports/5/LiftSuspension')).toHaveLength(0);

    await user.click(lift);
    dialog = await screen.findByRole('dialog', { name: 'Lift the suspension of Grace Hopper?' });
    await user.click(within(dialog).getByRole('button', { name: 'Lift suspension' }));
    const done = await within(card).findByText('Done: Grace Hopper can network again.');
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(server.requestsTo('POST /api/Messages/Reports/5/LiftSuspension')).toHaveLength(1);
    expect(card.querySelector('[data-networking="report-status"]')!.textContent).toBe('Sender suspended');
    expect(card.querySelector('[data-networking="report-sender"]')!.textContent).toBe('Grace Hopper (suspension lifted)');
    // No longer suspended, the sender may be suspended again, from this report and from their other one.
    for (const item of [card, other]) {
      expect(within(item).queryByRole('button', { name: 'Lift the suspension of Grace Hopper' })).toBeNull();
      expect(within(item).getByRole('button', { name: 'Remove the message and suspend Grace Hopper' })).toBeTruthy();
    }
    expect(other.querySelector('[data-networking="report-sender"]')!.textContent).toBe('Grace Hopper (suspension lifted)');
    expect(server.requestsTo('GET /api/Messages/Reports')).toHaveLength(1);
  });

  it('offers to lift the suspension of an open report’s sender suspended for another message, instead of suspending them', async () => {
    renderModeration({ 'GET /api/Messages/Reports': { Reports: [report({ SenderSuspended: true })], HasMore: false } });
    await screen.findByText('Grace Hopper (suspended)');
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('data-decision'))).toContain('LiftSuspension');
    expect(screen.queryByRole('button', { name: 'Remove the message and suspend Grace Hopper' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Dismiss the report of the message from Grace Hopper' })).toBeTruthy();
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

describe('the moderation page, a page at a time', () => {
  const named = (Id: number, name: string) => report({ Id, Message: { ...report().Message, Id: `m${Id}`, SenderName: name } });
  /** Reports 9 and 8 first, more after 8: report 7, then nothing (or what `after8` answers). */
  const pages = (after8: (request: FakeRequest) => { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>) => ({
    'GET /api/Messages/Reports': (request: FakeRequest) =>
      request.query.get('before') === null
        ? { body: { Reports: [named(9, 'Ada Lovelace'), named(8, 'Grace Hopper')], HasMore: true } satisfies ReportsAnswer }
        : after8(request),
  });
  const headings = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

  it('shows the first page and "Show more reports": the next page follows on, its first report’s heading takes focus, a status says how many came', async () => {
    const { user, server } = renderModeration(
      pages(() => ({ body: { Reports: [named(7, 'Alan Turing')], HasMore: false } satisfies ReportsAnswer })),
    );
    const more = await screen.findByRole('button', { name: 'Show more reports' });
    expect(headings()).toEqual(['Message from Ada Lovelace', 'Message from Grace Hopper']);
    expect(server.requestsTo('GET /api/Messages/Reports')[0]!.query.get('take')).toBe(String(REPORTS_PAGE_SIZE));
    expect(server.requestsTo('GET /api/Messages/Reports')[0]!.query.get('before')).toBeNull();

    await user.click(more);
    const next = await screen.findByRole('heading', { name: 'Message from Alan Turing' });
    await waitFor(() => expect(document.activeElement).toBe(next));
    expect(headings()).toEqual(['Message from Ada Lovelace', 'Message from Grace Hopper', 'Message from Alan Turing']);
    const asked = server.requestsTo('GET /api/Messages/Reports')[1]!;
    expect([asked.query.get('status'), asked.query.get('before'), asked.query.get('take')]).toEqual([
      'open',
      '8',
      String(REPORTS_PAGE_SIZE),
    ]);
    expect(screen.getByText('1 more report shown.').getAttribute('role')).toBe('status');
    // The last page: no button, and the list says it is complete.
    expect(screen.queryByRole('button', { name: 'Show more reports' })).toBeNull();
    expect(screen.getByText('These are all the reports.')).toBeTruthy();
  });

  it('follows on from the last report shown when a decision took it out of the status', async () => {
    const { user, server } = renderModeration({
      ...pages(() => ({ body: { Reports: [named(7, 'Alan Turing')], HasMore: false } })),
      'POST /api/Messages/Reports/8/Dismiss': { ...named(8, 'Grace Hopper'), Status: 'dismissed' } satisfies MessageReport,
    });
    await user.click(await screen.findByRole('button', { name: 'Dismiss the report of the message from Grace Hopper' }));
    await screen.findByText('Done: Dismissed.');
    await user.click(screen.getByRole('button', { name: 'Show more reports' }));
    await screen.findByRole('heading', { name: 'Message from Alan Turing' });
    expect(server.requestsTo('GET /api/Messages/Reports').map((request) => request.query.get('before'))).toEqual([null, '8']);
    // The decided report stays where it was, decided.
    expect(headings()).toEqual(['Message from Ada Lovelace', 'Message from Grace Hopper', 'Message from Alan Turing']);
    expect(document.querySelector('[data-report="8"]')!.getAttribute('data-status')).toBe('dismissed');
  });

  it('says so when no more came, the words taking focus', async () => {
    const { user } = renderModeration(pages(() => ({ body: { Reports: [], HasMore: false } satisfies ReportsAnswer })));
    await user.click(await screen.findByRole('button', { name: 'Show more reports' }));
    const end = await screen.findByText('These are all the reports.');
    await waitFor(() => expect(document.activeElement).toBe(end));
    expect(headings()).toHaveLength(2);
  });

  it('keeps the button, busy and focused, while the page loads, and offers it again when loading failed', async () => {
    let release: (reply: { status?: number; body?: unknown }) => void = () => undefined;
    const { user, server } = renderModeration(pages(() => new Promise((resolve) => (release = resolve))));
    const more = await screen.findByRole('button', { name: 'Show more reports' });
    await user.click(more);
    await waitFor(() => expect(more.textContent).toBe('Loading more reports…'));
    expect(more.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(more);
    // Pressed again while it loads: asked once.
    await user.click(more);
    expect(server.requestsTo('GET /api/Messages/Reports')).toHaveLength(2);
    release({ status: 500, body: { message: 'down' } });
    expect((await screen.findByRole('alert')).textContent).toBe('More reports could not be loaded.');
    expect(more.textContent).toBe('Show more reports');
    expect(more.getAttribute('aria-disabled')).toBeNull();
    expect(headings()).toHaveLength(2);
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
