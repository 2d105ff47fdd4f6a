// @vitest-environment happy-dom
/**
 * The network: a user who cannot be found is told so with the way to the settings (and may still search); the search
 * asks the server once typing pauses and says how many it found; a hidden name reads "Participant"; Connect opens a
 * dialog for an optional note and sends the request; an incoming request is accepted with a button that names the
 * person; Message opens the conversation and goes to it; a user without a ticket is told networking needs one.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_NETWORKING_SETTINGS,
  NETWORKING_REFUSALS,
  type ContactsAnswer,
  type NetworkPerson,
  type PeoplePage,
} from '../../../contracts';
import { renderInContext, testUser, type FakeRequest } from '../../../testing/renderInContext';
import { NetworkPage } from './NetworkPage';

const person = (overrides: Partial<NetworkPerson>): NetworkPerson => ({
  UserId: 20,
  Name: 'Grace Hopper',
  Profession: 'Dermatologist',
  Country: 'Germany',
  Interests: ['Alopecia', 'Trichoscopy'],
  PicturePath: null,
  Contact: 'none',
  RequestId: null,
  CanMessage: false,
  Blocked: false,
  ...overrides,
});

const NO_CONTACTS: ContactsAnswer = { Contacts: [], Incoming: [], Outgoing: [] };

function renderNetwork(fixtures: Record<string, unknown>) {
  const navigate = vi.fn();
  const route = { name: 'MyAreaPage', params: { module: 'network' }, query: {} } as never;
  const rendered = renderInContext(<NetworkPage route={route} navigate={navigate} />, {
    user: testUser(),
    fixtures: {
      'GET /api/Networking/Settings': DEFAULT_NETWORKING_SETTINGS,
      'GET /api/Networking/Contacts': NO_CONTACTS,
      ...fixtures,
    },
  });
  return { ...rendered, navigate };
}

describe('NetworkPage', () => {
  it('tells a user who cannot be found so, with the way to the settings, and still lets them search', async () => {
    const everyone: PeoplePage = { Total: 2, Items: [person({}), person({ UserId: 21, Name: null, Interests: [] })] };
    const cardio: PeoplePage = { Total: 1, Items: [person({})] };
    const { user, server } = renderNetwork({
      'GET /api/Networking/People': (request: FakeRequest) => ({ body: request.query.get('query') === 'alopecia' ? cardio : everyone }),
    });
    const notice = await screen.findByText(/Other participants cannot find you/u);
    expect(within(notice.parentElement!).getByRole('link', { name: 'Change your networking settings' }).getAttribute('href')).toBe(
      '/myarea/demo/ehc2026/en-GB/networking_settings',
    );
    await screen.findByText('2 people in the network');
    expect(screen.getByRole('heading', { name: 'Participant', level: 4 })).toBeTruthy();
    expect(screen.getAllByText('Dermatologist · Germany')).toHaveLength(2);

    await user.type(screen.getByRole('searchbox', { name: 'Search by name, area of interest, country or profession' }), 'alopecia');
    await screen.findByText('1 person found');
    const asked = server.requestsTo('GET /api/Networking/People').map((request) => request.query.get('query'));
    // Asked once typing paused, not at every key.
    expect(asked).toEqual(['', 'alopecia']);
    const last = server.requestsTo('GET /api/Networking/People').at(-1)!;
    expect(Object.fromEntries(last.query)).toMatchObject({ eventid: '2026', language: 'en-GB', skip: '0', take: '20' });
  });

  it('shows more people a page at a time, the new page taking focus', async () => {
    const pageOf = (skip: number, count: number): PeoplePage => ({
      Total: 25,
      Items: Array.from({ length: count }, (_, index) => person({ UserId: 100 + skip + index, Name: `Person ${skip + index + 1}` })),
    });
    const { user, server } = renderNetwork({
      'GET /api/Networking/People': (request: FakeRequest) => ({
        body: request.query.get('skip') === '20' ? pageOf(20, 5) : pageOf(0, 20),
      }),
    });
    await screen.findByText('25 people in the network');
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Show more people' }));
    await screen.findByRole('heading', { name: 'Person 25', level: 4 });
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(25);
    expect(screen.queryByRole('button', { name: 'Show more people' })).toBeNull();
    expect(document.activeElement?.getAttribute('data-skip')).toBe('20');
    expect(server.requestsTo('GET /api/Networking/People').map((request) => request.query.get('skip'))).toEqual(['0', '20']);
  });

  it('sends a contact request with a note from a dialog, and then says it is sent', async () => {
    let requested = false;
    const { user, server } = renderNetwork({
      'GET /api/Networking/People': () => ({
        body: { Total: 1, Items: [person(requested ? { Contact: 'requested', RequestId: 5 } : {})] } satisfies PeoplePage,
      }),
      'POST /api/Networking/ContactRequests': (request: FakeRequest) => {
        requested = true;
        return {
          status: 201,
          body: { Id: 5, Person: person({}), Outgoing: true, Note: (request.body as { Note?: string }).Note ?? '', Status: 'pending' },
        };
      },
    });
    const connect = await screen.findByRole('button', { name: 'Connect with Grace Hopper' });
    await user.click(connect);
    const dialog = await screen.findByRole('dialog', { name: 'Connect with Grace Hopper' });
    await user.type(within(dialog).getByRole('textbox', { name: 'A note (optional)' }), 'We met at the poster session.');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.requestsTo('POST /api/Networking/ContactRequests')[0]!.body).toEqual({
      UserId: 20,
      Note: 'We met at the poster session.',
    });
    await screen.findByText('Request sent');
    expect(screen.queryByRole('button', { name: 'Connect with Grace Hopper' })).toBeNull();
  });

  it('refuses a note that is too long, and sends nothing', async () => {
    const { user, server } = renderNetwork({ 'GET /api/Networking/People': { Total: 1, Items: [person({})] } });
    await user.click(await screen.findByRole('button', { name: 'Connect with Grace Hopper' }));
    const dialog = await screen.findByRole('dialog');
    const note = within(dialog).getByRole('textbox', { name: 'A note (optional)' });
    await user.click(note);
    await user.paste('x'.repeat(301));
    await within(dialog).findByText('Your note is too long: at most 300 characters.');
    expect(note.getAttribute('aria-invalid')).toBe('true');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(server.requestsTo('POST /api/Networking/ContactRequests')).toHaveLength(0);
  });

  it('accepts an incoming request with a button that names the person', async () => {
    let accepted = false;
    const incoming = person({ UserId: 30, Name: 'Ada Byron', Contact: 'incoming', RequestId: 9 });
    const { user, server } = renderNetwork({
      'GET /api/Networking/People': { Total: 0, Items: [] },
      'GET /api/Networking/Contacts': () => ({
        body: accepted
          ? { Contacts: [{ ...incoming, Contact: 'contact', RequestId: null, CanMessage: true }], Incoming: [], Outgoing: [] }
          : {
              Contacts: [],
              Incoming: [{ Id: 9, Person: incoming, Outgoing: false, Note: 'Hello!', Status: 'pending', CreatedAt: '' }],
              Outgoing: [],
            },
      }),
      'POST /api/Networking/ContactRequests/9/Accept': () => {
        accepted = true;
        return { body: { Id: 9, Person: incoming, Outgoing: false, Note: '', Status: 'accepted', CreatedAt: '' } };
      },
    });
    const requests = await screen.findByRole('region', { name: 'Requests to you' });
    expect(within(requests).getByText('Hello!')).toBeTruthy();
    await user.click(within(requests).getByRole('button', { name: 'Accept the request of Ada Byron' }));
    expect(server.requestsTo('POST /api/Networking/ContactRequests/9/Accept')).toHaveLength(1);
    const contacts = screen.getByRole('region', { name: 'Your contacts' });
    await within(contacts).findByRole('button', { name: 'Write to Ada Byron' });
    expect(screen.queryByRole('region', { name: 'Requests to you' })).toBeNull();
  });

  it('opens the conversation with a person and goes to it', async () => {
    const { user, navigate, server } = renderNetwork({
      'GET /api/Networking/People': { Total: 1, Items: [person({ CanMessage: true })] },
      'POST /api/Messages/Conversations': () => ({
        status: 201,
        body: {
          Id: 77,
          Kind: 'direct',
          Participants: [{ UserId: 20, Name: 'Grace Hopper', PicturePath: null }],
          LastMessage: null,
          Unread: 0,
          CanWrite: true,
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Write to Grace Hopper' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/myarea/demo/ehc2026/en-GB/inbox/77'));
    expect(server.requestsTo('POST /api/Messages/Conversations')[0]!.body).toEqual({ UserId: 20 });
  });

  it('tells a user without a ticket that networking needs one', async () => {
    renderNetwork({
      'GET /api/Networking/Settings': () => ({ status: 403, body: { statusCode: 403, code: NETWORKING_REFUSALS.notParticipant } }),
      'GET /api/Networking/Contacts': () => ({ status: 403, body: { statusCode: 403, code: NETWORKING_REFUSALS.notParticipant } }),
      'GET /api/Networking/People': () => ({ status: 403, body: { statusCode: 403, code: NETWORKING_REFUSALS.notParticipant } }),
    });
    await screen.findByText(/Networking is for participants with a ticket/u);
    expect(screen.queryByRole('searchbox')).toBeNull();
  });
});
