// @vitest-environment happy-dom
/**
 * Blocking from the network: Block on a person's card asks first, in a dialog that says what it does (and that they
 * are not told); confirmed, it posts the block, the lists read again (the person leaves the search) and the page's
 * notice takes focus; cancelled, nothing is sent and focus is back on the button. A contact the caller blocked shows
 * so, with Unblock. A suspended participant is told why the network is closed to them.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_NETWORKING_SETTINGS,
  NETWORKING_REFUSALS,
  type BlocksAnswer,
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
  Interests: [],
  PicturePath: null,
  Contact: 'none',
  RequestId: null,
  CanMessage: true,
  Blocked: false,
  ...overrides,
});

const NO_CONTACTS: ContactsAnswer = { Contacts: [], Incoming: [], Outgoing: [] };

function renderNetwork(fixtures: Record<string, unknown>) {
  const route = { name: 'MyAreaPage', params: { module: 'network' }, query: {} } as never;
  return renderInContext(<NetworkPage route={route} navigate={vi.fn()} />, {
    user: testUser(),
    fixtures: {
      'GET /api/Networking/Settings': { ...DEFAULT_NETWORKING_SETTINGS, Findable: true },
      'GET /api/Networking/Contacts': NO_CONTACTS,
      ...fixtures,
    },
  });
}

describe('blocking from the network', () => {
  it('asks first, then posts the block; the person leaves the search and the notice takes focus', async () => {
    let blocked = false;
    const { user, server } = renderNetwork({
      'GET /api/Networking/People': () => ({ body: { Total: blocked ? 0 : 1, Items: blocked ? [] : [person({})] } satisfies PeoplePage }),
      'POST /api/Networking/Blocks': () => {
        blocked = true;
        return { body: { People: [{ UserId: 20, Name: 'Grace Hopper', BlockedAt: '2026-06-11T09:00:00Z' }] } satisfies BlocksAnswer };
      },
    });
    const block = await screen.findByRole('button', { name: 'Block Grace Hopper' });

    // Cancelled: nothing sent, focus back on the button.
    await user.click(block);
    let dialog = await screen.findByRole('dialog', { name: 'Block Grace Hopper?' });
    expect(dialog.textContent).toContain('Grace Hopper will no longer find you in the network, cannot write to you');
    expect(dialog.textContent).toContain('Grace Hopper is not told that you blocked them.');
    await user.click(within(dialog).getAllByRole('button', { name: 'Cancel' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(block);
    expect(server.requestsTo('POST /api/Networking/Blocks')).toHaveLength(0);

    await user.click(block);
    dialog = await screen.findByRole('dialog', { name: 'Block Grace Hopper?' });
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.requestsTo('POST /api/Networking/Blocks')[0]!.body).toEqual({ UserId: 20 });
    expect(Object.fromEntries(server.requestsTo('POST /api/Networking/Blocks')[0]!.query)).toEqual({ eventid: '2026' });

    const notice = await screen.findByText('You blocked Grace Hopper.');
    await waitFor(() => expect(document.activeElement).toBe(notice.parentElement));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Grace Hopper', level: 4 })).toBeNull());
    // The search and the contacts were read again.
    expect(server.requestsTo('GET /api/Networking/People').length).toBeGreaterThan(1);
    expect(server.requestsTo('GET /api/Networking/Contacts').length).toBeGreaterThan(1);
  });

  it('says what went wrong in the dialog, and keeps it open', async () => {
    const { user } = renderNetwork({
      'GET /api/Networking/People': { Total: 1, Items: [person({})] },
      'POST /api/Networking/Blocks': () => ({ status: 500, body: { message: 'boom' } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Block Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Grace Hopper?' });
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('That did not work. Please try again.');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('shows a contact the caller blocked as blocked, and unblocks them with a button that names them', async () => {
    let blocked = true;
    const { user, server } = renderNetwork({
      'GET /api/Networking/People': { Total: 0, Items: [] },
      'GET /api/Networking/Contacts': () => ({
        body: { ...NO_CONTACTS, Contacts: [person({ Contact: 'contact', Blocked: blocked, CanMessage: !blocked })] },
      }),
      'DELETE /api/Networking/Blocks/20': () => {
        blocked = false;
        return { body: { People: [] } satisfies BlocksAnswer };
      },
    });
    const contacts = await screen.findByRole('region', { name: 'Your contacts' });
    await within(contacts).findByText('Blocked');
    const unblock = within(contacts).getByRole('button', { name: 'Unblock Grace Hopper' });
    await user.click(unblock);
    await waitFor(() => expect(server.requestsTo('DELETE /api/Networking/Blocks/20')).toHaveLength(1));
    // The same button now blocks, and keeps focus.
    await waitFor(() => expect(unblock.getAttribute('aria-label')).toBe('Block Grace Hopper'));
    expect(document.activeElement).toBe(unblock);
    expect(within(contacts).queryByText('Blocked')).toBeNull();
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('You unblocked Grace Hopper.');
  });

  it('tells a suspended participant why the network is closed to them', async () => {
    const refused = {
      status: 403,
      body: { statusCode: 403, error: 'Forbidden', message: 'suspended', code: NETWORKING_REFUSALS.suspended },
    };
    renderNetwork({
      'GET /api/Networking/Settings': () => refused,
      'GET /api/Networking/Contacts': () => refused,
      'GET /api/Networking/People': (_request: FakeRequest) => refused,
    });
    await screen.findByText(/The organisers have suspended your networking at this congress/u);
    expect(screen.queryByRole('searchbox')).toBeNull();
  });
});
