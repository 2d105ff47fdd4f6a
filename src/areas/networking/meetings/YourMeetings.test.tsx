// @vitest-environment happy-dom
/**
 * The meeting hub's "Your meetings" (contracts/messaging.ts GET /api/Messages/Meetings): upcoming first, then those
 * that are over; each with whom it is with, its status, the reader's actions and a link to its conversation; none yet
 * says where to propose one; someone who may not network sees nothing of it. Its "Propose a meeting" asks whom to meet
 * (the exhibitors that offer a chat, GET /api/Networking/Companies, and the contacts who take the reader's messages),
 * opens that conversation (POST /api/Messages/Conversations) and proposes the meeting in it, under one Id however often
 * it is sent; a missing choice is said like the other fields' problems, a refusal keeps what was typed.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type {
  ContactsAnswer,
  ConversationCreate,
  ConversationSummary,
  MeetingCreate,
  MeetingRequest,
  MessageableCompaniesAnswer,
  NetworkPerson,
} from '../../../contracts';
import { renderInContext, testUser, type FakeRequest, type Fixtures } from '../../../testing/renderInContext';
import { YourMeetings } from './YourMeetings';

const meeting = (overrides: Partial<MeetingRequest>): MeetingRequest => ({
  Id: 'm',
  ConversationId: 4,
  ProposerId: 7,
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

function renderHub(answer: unknown, fixtures: Fixtures = {}) {
  const route = { name: 'MeetingHubPage', params: {}, query: {} } as never;
  return renderInContext(<YourMeetings route={route} navigate={vi.fn()} />, {
    user: testUser({ userId: 7 }),
    details: { TimeZone: 'Europe/Berlin' },
    fixtures: { 'GET /api/Messages/Meetings': answer, ...fixtures },
  });
}

describe('your meetings in the meeting hub', () => {
  it('lists the upcoming ones first, each with whom, its status, its actions and its conversation', async () => {
    renderHub({
      Meetings: [
        meeting({ Id: 'past', StartsAt: '2020-06-11T08:00:00.000Z', EndsAt: '2020-06-11T08:30:00.000Z', Status: 'accepted' }),
        meeting({
          Id: 'later',
          ConversationId: 9,
          With: 'Acme Dermatology',
          Outgoing: false,
          StartsAt: '2031-06-12T08:00:00.000Z',
          EndsAt: '2031-06-12T08:15:00.000Z',
        }),
        meeting({ Id: 'soon' }),
      ],
    });
    const hub = await screen.findByRole('region', { name: 'Your meetings' });
    const items = await within(hub).findAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-meeting'))).toEqual(['soon', 'later', 'past']);
    expect(within(items[0]!).getByText('With Grace Hopper')).toBeTruthy();
    expect(within(items[0]!).getByRole('button', { name: /^Cancel meeting on Wednesday, 11 June 2031, 14:00–14:30$/u })).toBeTruthy();
    expect(within(items[1]!).getByText('With Acme Dermatology')).toBeTruthy();
    expect(within(items[1]!).getByRole('button', { name: /^Accept the meeting on Thursday, 12 June 2031, 10:00–10:15$/u })).toBeTruthy();
    expect(within(items[1]!).getByRole('link', { name: 'Open the conversation with Acme Dermatology' }).getAttribute('href')).toBe(
      '/myarea/demo/ehc2026/en-GB/inbox/9',
    );
    // Over: nothing more to do, though it was accepted.
    expect(within(items[2]!).getByText('This meeting is over.')).toBeTruthy();
    expect(within(items[2]!).queryAllByRole('button')).toEqual([]);
  });

  it('says where to propose one when there are none', async () => {
    renderHub({ Meetings: [] });
    const hub = await screen.findByRole('region', { name: 'Your meetings' });
    expect(await within(hub).findByText(/You have no meetings yet/u)).toBeTruthy();
    expect(within(hub).getByRole('link', { name: 'Your conversations' }).getAttribute('href')).toBe('/myarea/demo/ehc2026/en-GB/inbox');
  });

  it('shows nothing to someone who may not take part in networking', async () => {
    const { server } = renderHub(() => ({ status: 403, body: { statusCode: 403, code: 'networking-not-participant' } }));
    await vi.waitFor(() => expect(server.requestsTo('GET /api/Messages/Meetings')).toHaveLength(1));
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: 'Your meetings' })).toBeNull());
  });
});

const person = (overrides: Partial<NetworkPerson>): NetworkPerson => ({
  UserId: 20,
  Name: 'Grace Hopper',
  Profession: null,
  Country: null,
  Interests: [],
  PicturePath: null,
  Contact: 'contact',
  RequestId: null,
  CanMessage: true,
  Blocked: false,
  ...overrides,
});

const COMPANIES: MessageableCompaniesAnswer = {
  Companies: [
    { CompanyAccountId: 'ca-0012', Name: 'Acme Dermatology' },
    { CompanyAccountId: 'ca-0030', Name: 'Nephrovita Pharma' },
  ],
};

const CONTACTS: ContactsAnswer = {
  Contacts: [
    person({}),
    person({ UserId: 21, Name: null }),
    // Neither is offered: the reader blocked one, the other takes no messages from them.
    person({ UserId: 22, Name: 'Blocked Person', Blocked: true }),
    person({ UserId: 23, Name: 'Silent Person', CanMessage: false }),
  ],
  Incoming: [],
  Outgoing: [],
};

const summary = (overrides: Partial<ConversationSummary>): ConversationSummary => ({
  Id: 9,
  Kind: 'company',
  Participants: [],
  Company: { CompanyAccountId: 'ca-0030', Name: 'Nephrovita Pharma' },
  AsStaff: false,
  Group: null,
  LastMessage: null,
  Unread: 0,
  CanWrite: true,
  ...overrides,
});

/** The hub with whom to meet, a conversation opened as asked and a proposal in it answered by `propose`. */
function renderProposing(propose: (request: FakeRequest) => { status: number; body?: unknown }, fixtures: Fixtures = {}) {
  return renderHub(
    { Meetings: [] },
    {
      'GET /api/Networking/Companies': COMPANIES,
      'GET /api/Networking/Contacts': CONTACTS,
      'POST /api/Messages/Conversations': (request: FakeRequest) => {
        const body = request.body as ConversationCreate;
        return body.CompanyAccountId !== undefined
          ? { status: 201, body: summary({}) }
          : {
              status: 200,
              body: summary({
                Id: 4,
                Kind: 'direct',
                Company: null,
                Participants: [{ UserId: 20, Name: 'Grace Hopper', PicturePath: null }],
              }),
            };
      },
      'POST /api/Messages/Conversations/9/Meetings': propose,
      'POST /api/Messages/Conversations/4/Meetings': propose,
      ...fixtures,
    },
  );
}

const proposedMeeting = (request: FakeRequest, conversationId: number, With: string) => {
  const body = request.body as MeetingCreate;
  return { status: 201, body: meeting({ Id: body.Id, ConversationId: conversationId, With, Note: body.Note ?? '' }) };
};

async function openDialog(user: ReturnType<typeof renderHub>['user']) {
  const hub = await screen.findByRole('region', { name: 'Your meetings' });
  const open = within(hub).getByRole('button', { name: 'Propose a meeting' });
  await user.click(open);
  return { hub, open, dialog: await screen.findByRole('dialog', { name: 'Propose a meeting' }) };
}

function fillWhen(dialog: HTMLElement) {
  fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: '2031-06-11' } });
  fireEvent.change(within(dialog).getByLabelText('Start time'), { target: { value: '14:00' } });
}

describe('proposing a meeting from the meeting hub', () => {
  it('asks whom to meet among the exhibitors and the contacts, opens that conversation, proposes there and says so', async () => {
    const { user, server } = renderProposing((request) => proposedMeeting(request, 9, 'Nephrovita Pharma'));
    // Offered though there are no meetings yet.
    expect(await screen.findByText(/You have no meetings yet/u)).toBeTruthy();
    const { hub, open, dialog } = await openDialog(user);
    const partner = within(dialog).getByRole('combobox', { name: 'With' });
    await waitFor(() => expect(within(partner).getAllByRole('option')).toHaveLength(5));
    const [exhibitors, contacts] = within(partner).getAllByRole('group');
    expect(exhibitors!.getAttribute('label')).toBe('Exhibitors');
    expect(
      within(exhibitors!)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Acme Dermatology', 'Nephrovita Pharma']);
    expect(contacts!.getAttribute('label')).toBe('Your contacts');
    expect(
      within(contacts!)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Grace Hopper', 'Participant']);

    await user.selectOptions(partner, 'Nephrovita Pharma');
    fillWhen(dialog);
    await user.type(within(dialog).getByRole('textbox', { name: 'A note (optional)' }), 'Your renal trial data');
    await user.click(within(dialog).getByRole('button', { name: 'Send proposal' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.requestsTo('POST /api/Messages/Conversations').map((request) => request.body)).toEqual([{ CompanyAccountId: 'ca-0030' }]);
    const [proposal] = server.requestsTo('POST /api/Messages/Conversations/9/Meetings');
    expect(proposal!.query.get('eventid')).toBe('2026');
    expect(proposal!.body).toEqual({
      Id: expect.stringMatching(/^[0-9a-f-]{36}$/u),
      StartsAt: '2031-06-11T14:00',
      DurationMinutes: 30,
      Note: 'Your renal trial data',
    });
    const item = await within(hub).findByRole('listitem');
    expect(within(item).getByText('With Nephrovita Pharma')).toBeTruthy();
    expect(within(item).getByText('Waiting for an answer')).toBeTruthy();
    // Said in the hub's status (happy-dom matches :empty on any text, so it is found by its words).
    const said = within(hub).getByText('Your proposal was sent to Nephrovita Pharma: Wednesday, 11 June 2031, 14:00–14:30.');
    expect(said.getAttribute('role')).toBe('status');
    await waitFor(() => expect(document.activeElement).toBe(open));
  });

  it('says that whom to meet is missing, like the time, and sends nothing', async () => {
    const { user, server } = renderProposing((request) => proposedMeeting(request, 9, 'Nephrovita Pharma'));
    const { dialog } = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send proposal' }));
    const partner = within(dialog).getByRole('combobox', { name: 'With' });
    const error = within(dialog).getByText('Choose whom you would like to meet.');
    expect(partner.getAttribute('aria-invalid')).toBe('true');
    expect(partner.getAttribute('aria-describedby')).toContain(error.id);
    expect(within(dialog).getByText('Choose a date and a start time.')).toBeTruthy();
    // The first field to fix has focus.
    await waitFor(() => expect(document.activeElement).toBe(partner));

    await waitFor(() => expect(within(partner).getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(partner, 'Grace Hopper');
    await user.click(within(dialog).getByRole('button', { name: 'Send proposal' }));
    expect(within(dialog).queryByText('Choose whom you would like to meet.')).toBeNull();
    expect(server.requestsTo('POST /api/Messages/Conversations')).toHaveLength(0);
  });

  it('opens the conversation with a contact by UserId and, after a lost answer, proposes again under the same Id', async () => {
    let calls = 0;
    const { user, server } = renderProposing((request) => (++calls === 1 ? { status: 502 } : proposedMeeting(request, 4, 'Grace Hopper')));
    const { dialog } = await openDialog(user);
    const partner = within(dialog).getByRole('combobox', { name: 'With' });
    await waitFor(() => expect(within(partner).getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(partner, 'Grace Hopper');
    fillWhen(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Send proposal' }));
    expect(await within(dialog).findByText('Your proposal could not be sent. Please try again.')).toBeTruthy();
    // Nothing typed is lost.
    expect((partner as HTMLSelectElement).value).toBe('user:20');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Start time').value).toBe('14:00');
    await user.click(within(dialog).getByRole('button', { name: 'Send proposal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.requestsTo('POST /api/Messages/Conversations').map((request) => request.body)).toEqual([{ UserId: 20 }, { UserId: 20 }]);
    const ids = server.requestsTo('POST /api/Messages/Conversations/4/Meetings').map((request) => (request.body as MeetingCreate).Id);
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(ids[0]);
    expect(await screen.findByText('With Grace Hopper')).toBeTruthy();
  });

  it('says when a company takes no messages, keeping what was typed', async () => {
    const { user, server } = renderProposing((request) => proposedMeeting(request, 9, 'Nephrovita Pharma'), {
      'POST /api/Messages/Conversations': () => ({ status: 403, body: { statusCode: 403, code: 'networking-company-no-chat' } }),
    });
    const { dialog } = await openDialog(user);
    const partner = within(dialog).getByRole('combobox', { name: 'With' });
    await waitFor(() => expect(within(partner).getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(partner, 'Nephrovita Pharma');
    fillWhen(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Send proposal' }));
    expect(
      await within(dialog).findByText('Nephrovita Pharma does not take messages from you at the moment, so no meeting can be proposed.'),
    ).toBeTruthy();
    expect((partner as HTMLSelectElement).value).toBe('company:ca-0030');
    expect(server.requestsTo('POST /api/Messages/Conversations/9/Meetings')).toHaveLength(0);
  });

  it('says when whom to meet could not be loaded, and loads them again on request', async () => {
    let failing = true;
    const { user } = renderProposing((request) => proposedMeeting(request, 9, 'Nephrovita Pharma'), {
      'GET /api/Networking/Companies': () => (failing ? { status: 500 } : { status: 200, body: COMPANIES }),
    });
    const { dialog } = await openDialog(user);
    expect(await within(dialog).findByText('The exhibitors or your contacts could not be loaded.', {}, { timeout: 5_000 })).toBeTruthy();
    failing = false;
    await user.click(within(dialog).getByRole('button', { name: 'Load them again' }));
    const partner = within(dialog).getByRole('combobox', { name: 'With' });
    await waitFor(() => expect(within(partner).getAllByRole('group')).toHaveLength(2));
    expect(within(dialog).queryByText('The exhibitors or your contacts could not be loaded.')).toBeNull();
  });
});
