// @vitest-environment happy-dom
/**
 * Meetings in a conversation (contracts/messaging.ts, "Meetings"): "Propose a meeting" opens a dialog that names the
 * event's time zone and posts the start as an instant from the date and time on the event's wall clock, with the
 * duration and note, under one Id however often it is sent; a past or missing time is said in the dialog and nothing
 * is sent; the meeting shows in the conversation at once; the other side is offered Accept and Decline, the proposer
 * Cancel meeting; an accepted meeting's calendar file is fetched with the user's token and saved; a meeting from the
 * chat hub shows live; a group offers no meetings.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConversationSummary, MeetingCreate, MeetingRequest, MeetingsAnswer, MessagesPage } from '../../../contracts';
import { queryScope } from '../../../store/queries/keys';
import { renderInContext, testUser, type FakeRequest } from '../../../testing/renderInContext';
import { InboxModule } from '../inbox/InboxPage';
import { applyMeeting } from '../messagingCache';

const SELF = 7;
const GRACE = 20;

const DIRECT: ConversationSummary = {
  Id: 4,
  Kind: 'direct',
  Participants: [{ UserId: GRACE, Name: 'Grace Hopper', PicturePath: null }],
  Company: null,
  AsStaff: false,
  Group: null,
  LastMessage: null,
  Unread: 0,
  CanWrite: true,
};

/** A meeting a few years ahead, so it is never over while the tests run. */
const meeting = (overrides: Partial<MeetingRequest> = {}): MeetingRequest => ({
  Id: '0a0b0c0d-0000-4000-8000-000000000001',
  ConversationId: 4,
  ProposerId: SELF,
  ProposerName: 'Ada Lovelace',
  Outgoing: true,
  With: 'Grace Hopper',
  StartsAt: '2031-06-11T12:00:00.000Z',
  EndsAt: '2031-06-11T12:30:00.000Z',
  Note: '',
  Status: 'pending',
  CreatedAt: '2031-06-01T08:00:00.000Z',
  ...overrides,
});

const TIME = 'Wednesday, 11 June 2031, 14:00–14:30';

function renderConversation(fixtures: Record<string, unknown> = {}, conversation: ConversationSummary = DIRECT) {
  const route = { name: 'MyAreaPage', params: { module: 'inbox', id: String(conversation.Id) }, query: {} } as never;
  return renderInContext(<InboxModule route={route} navigate={vi.fn()} />, {
    user: testUser({ userId: SELF }),
    details: { TimeZone: 'Europe/Berlin' },
    fixtures: {
      'GET /api/Messages/Conversations': { Conversations: [conversation], Unread: 0 },
      [`GET /api/Messages/Conversations/${conversation.Id}`]: conversation,
      [`GET /api/Messages/Conversations/${conversation.Id}/Messages`]: { Messages: [], HasMore: false } satisfies MessagesPage,
      'GET /api/Messages/Meetings': { Meetings: [] } satisfies MeetingsAnswer,
      ...fixtures,
    },
  });
}

const meetingsList = () => screen.findByRole('region', { name: 'Meetings' });

afterEach(() => vi.restoreAllMocks());

describe('proposing a meeting in a conversation', () => {
  it('posts the start as the date and time on the event’s wall clock, with the duration and note, and shows it', async () => {
    const proposed: FakeRequest[] = [];
    const { user } = renderConversation({
      'POST /api/Messages/Conversations/4/Meetings': (request: FakeRequest) => {
        proposed.push(request);
        const body = request.body as MeetingCreate;
        return {
          status: 201,
          body: meeting({ Id: body.Id, StartsAt: '2031-06-11T12:00:00.000Z', EndsAt: '2031-06-11T12:45:00.000Z', Note: body.Note ?? '' }),
        };
      },
    });
    const open = await screen.findByRole('button', { name: 'Propose a meeting' });
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Propose a meeting to Grace Hopper' });
    expect(within(dialog).getByText(/congress’s time zone: Central European \w+ Time \(Europe\/Berlin\)\./u)).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: '2031-06-11' } });
    fireEvent.change(within(dialog).getByLabelText('Start time'), { target: { value: '14:00' } });
    await user.selectOptions(within(dialog).getByLabelText('Duration'), '45 minutes');
    await user.type(within(dialog).getByRole('textbox', { name: 'A note (optional)' }), ' At the poster hall ');
    await user.click(within(dialog).getByRole('button', { name: 'Send proposal' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(proposed).toHaveLength(1);
    expect(proposed[0]!.query.get('eventid')).toBe('2026');
    const body = proposed[0]!.body as MeetingCreate;
    // 14:00 on the congress's wall clock, as chosen: the server reads it in the event's zone (Berlin).
    expect(body).toEqual({
      Id: expect.stringMatching(/^[0-9a-f-]{36}$/u),
      StartsAt: '2031-06-11T14:00',
      DurationMinutes: 45,
      Note: 'At the poster hall',
    });

    const list = await meetingsList();
    const item = within(list).getByText('Wednesday, 11 June 2031, 14:00–14:45').closest('li')!;
    expect(within(item).getByText('Waiting for an answer')).toBeTruthy();
    expect(within(item).getByText('Proposed by you')).toBeTruthy();
    expect(within(item).getByText('At the poster hall')).toBeTruthy();
    expect(within(item).getByRole('button', { name: /^Cancel meeting on / })).toBeTruthy();
    expect(within(item).queryByRole('button', { name: /^Accept/ })).toBeNull();
    expect(screen.getByText('You proposed a meeting: Wednesday, 11 June 2031, 14:00–14:45.')).toBeTruthy();
  });

  it('says a time that has passed, or none, in the dialog and sends nothing', async () => {
    const { user, server } = renderConversation();
    await user.click(await screen.findByRole('button', { name: 'Propose a meeting' }));
    const dialog = await screen.findByRole('dialog');
    const date = within(dialog).getByLabelText('Date');
    await user.click(within(dialog).getByRole('button', { name: 'Send proposal' }));
    expect(within(dialog).getByText('Choose a date and a start time.')).toBeTruthy();

    fireEvent.change(date, { target: { value: '2020-01-15' } });
    fireEvent.change(within(dialog).getByLabelText('Start time'), { target: { value: '09:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Send proposal' }));
    const error = within(dialog).getByText('This time has already passed. Choose a time in the future.');
    expect(date.getAttribute('aria-invalid')).toBe('true');
    expect(date.getAttribute('aria-describedby')).toContain(error.id);
    await waitFor(() => expect(document.activeElement).toBe(date));
    expect(server.requestsTo('POST /api/Messages/Conversations/4/Meetings')).toHaveLength(0);
  });

  it('sends a proposal again under the same Id after a failure, so that it is stored once', async () => {
    let calls = 0;
    const { user, server } = renderConversation({
      'POST /api/Messages/Conversations/4/Meetings': (request: FakeRequest) =>
        ++calls === 1 ? { status: 502 } : { status: 201, body: meeting({ Id: (request.body as MeetingCreate).Id }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Propose a meeting' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: '2031-06-11' } });
    fireEvent.change(within(dialog).getByLabelText('Start time'), { target: { value: '14:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Send proposal' }));
    expect(await within(dialog).findByText('Your proposal could not be sent. Please try again.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Send proposal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const ids = server.requestsTo('POST /api/Messages/Conversations/4/Meetings').map((request) => (request.body as MeetingCreate).Id);
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(ids[0]);
  });

  it('is not offered in a group, nor where the reader may not write', async () => {
    renderConversation({}, { ...DIRECT, Id: 6, Kind: 'group', Participants: [], Group: null });
    await screen.findByRole('heading', { level: 3 });
    expect(screen.queryByRole('button', { name: 'Propose a meeting' })).toBeNull();
  });
});

describe('a conversation’s meetings', () => {
  it('offer the other side Accept and Decline, and accepting shows it accepted with its calendar file', async () => {
    const theirs = meeting({ Outgoing: false, ProposerId: GRACE, ProposerName: 'Grace Hopper' });
    const { user, server } = renderConversation({
      'GET /api/Messages/Meetings': { Meetings: [theirs] },
      [`POST /api/Messages/Meetings/${theirs.Id}/Accept`]: { ...theirs, Status: 'accepted' },
    });
    const list = await meetingsList();
    expect(within(list).getByText('Proposed by Grace Hopper')).toBeTruthy();
    expect(within(list).getByRole('button', { name: `Decline the meeting on ${TIME}` })).toBeTruthy();
    expect(within(list).queryByRole('button', { name: /^Cancel meeting/ })).toBeNull();
    await user.click(within(list).getByRole('button', { name: `Accept the meeting on ${TIME}` }));
    expect(await within(list).findByText('Accepted')).toBeTruthy();
    expect(server.requestsTo(`POST /api/Messages/Meetings/${theirs.Id}/Accept`)[0]!.query.get('eventid')).toBe('2026');
    expect(within(list).queryByRole('button', { name: /^Accept/ })).toBeNull();
    expect(within(list).getByRole('button', { name: `Add to calendar (.ics): the meeting on ${TIME}` })).toBeTruthy();
    const said = within(list).getByText(`You accepted the meeting on ${TIME}.`);
    await waitFor(() => expect(document.activeElement).toBe(said));
  });

  it('offer the proposer Cancel meeting for a pending or accepted one, and nothing for a declined one', async () => {
    renderConversation({
      'GET /api/Messages/Meetings': {
        Meetings: [
          meeting({ Id: 'a1' }),
          meeting({ Id: 'a2', Status: 'accepted', StartsAt: '2031-06-12T08:00:00.000Z', EndsAt: '2031-06-12T08:30:00.000Z' }),
          meeting({ Id: 'a3', Status: 'declined', StartsAt: '2031-06-13T08:00:00.000Z', EndsAt: '2031-06-13T08:30:00.000Z' }),
        ],
      },
    });
    const list = await meetingsList();
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-status'))).toEqual(['pending', 'accepted', 'declined']);
    expect(
      within(items[0]!)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Cancel meeting']);
    expect(
      within(items[1]!)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Add to calendar (.ics)', 'Cancel meeting']);
    expect(within(items[2]!).queryAllByRole('button')).toEqual([]);
  });

  it('fetch an accepted meeting’s calendar file with the user’s token and save it', async () => {
    const accepted = meeting({ Status: 'accepted' });
    const ics = 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n';
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:vmx-test');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe(`meeting-${accepted.Id}.ics`);
      expect(this.href).toBe('blob:vmx-test');
    });
    const { user, server } = renderConversation({
      'GET /api/Messages/Meetings': { Meetings: [accepted] },
      [`GET /api/Messages/Meetings/${accepted.Id}/Calendar`]: ics,
    });
    const list = await meetingsList();
    await user.click(within(list).getByRole('button', { name: /^Add to calendar \(\.ics\)/ }));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    const [request] = server.requestsTo(`GET /api/Messages/Meetings/${accepted.Id}/Calendar`);
    expect(request!.headers.get('authorization')).toBe('Bearer test-token');
    expect(request!.query.get('eventid')).toBe('2026');
    const blob = created.mock.calls[0]![0] as Blob;
    expect(blob.type).toBe('text/calendar;charset=utf-8');
    expect(await blob.text()).toContain('BEGIN:VCALENDAR');
  });

  it('show a meeting the chat hub brings, live', async () => {
    const { context } = renderConversation();
    await screen.findByRole('button', { name: 'Propose a meeting' });
    expect(screen.queryByRole('region', { name: 'Meetings' })).toBeNull();
    const messaging = { scope: queryScope(context, 'en-GB'), eventId: 2026, userId: SELF };
    await waitFor(() =>
      expect(context.queryClient.getQueryData(['demo', 'ehc2026', '', 'messaging', SELF, 2026, 'meetings'])).toBeTruthy(),
    );
    act(() => applyMeeting(context.queryClient, messaging, meeting({ Outgoing: false, ProposerName: 'Grace Hopper' })));
    const list = await meetingsList();
    expect(within(list).getByRole('button', { name: `Accept the meeting on ${TIME}` })).toBeTruthy();
    act(() => applyMeeting(context.queryClient, messaging, meeting({ Outgoing: false, Status: 'cancelled' })));
    expect(await within(list).findByText('Cancelled')).toBeTruthy();
    expect(within(within(list).getByRole('listitem')).queryByRole('button')).toBeNull();
  });
});
