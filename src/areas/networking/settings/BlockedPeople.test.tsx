// @vitest-environment happy-dom
/**
 * The networking settings' blocked people: listed with their names ("Participant" for one who never showed a name)
 * and since when, each with an Unblock button that names them; unblocked, the person leaves the list, the heading
 * takes focus and a status says so; with no one blocked, a sentence says so. A suspended participant is told why.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_NETWORKING_SETTINGS, NETWORKING_REFUSALS, type BlocksAnswer } from '../../../contracts';
import { renderInContext, testUser } from '../../../testing/renderInContext';
import { NetworkingSettingsPage } from './NetworkingSettingsPage';

const ROUTE = { name: 'MyAreaPage', params: { module: 'networking_settings' }, query: {} } as never;
const page = <NetworkingSettingsPage route={ROUTE} navigate={() => undefined} />;

describe('the blocked people in the networking settings', () => {
  it('lists them with Unblock; an unblocked person leaves the list and the heading takes focus', async () => {
    let blocks: BlocksAnswer = {
      People: [
        { UserId: 20, Name: 'Grace Hopper', BlockedAt: '2026-06-11T09:00:00Z' },
        { UserId: 21, Name: null, BlockedAt: '2026-06-10T09:00:00Z' },
      ],
    };
    const { user, server } = renderInContext(page, {
      user: testUser(),
      details: { TimeZone: 'Europe/Berlin' },
      fixtures: {
        'GET /api/Networking/Settings': DEFAULT_NETWORKING_SETTINGS,
        'GET /api/Networking/Blocks': () => ({ body: blocks }),
        'DELETE /api/Networking/Blocks/20': () => {
          blocks = { People: blocks.People.filter((person) => person.UserId !== 20) };
          return { body: blocks };
        },
      },
    });
    const section = await screen.findByRole('region', { name: 'Blocked people' });
    const list = await within(section).findByRole('list', { name: 'Blocked people' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(list.textContent).toContain('Grace Hopper');
    expect(list.textContent).toContain('Blocked on Thursday, 11 June 2026 at 11:00');
    expect(within(list).getByRole('button', { name: 'Unblock Participant' })).toBeTruthy();

    await user.click(within(list).getByRole('button', { name: 'Unblock Grace Hopper' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(server.requestsTo('DELETE /api/Networking/Blocks/20')).toHaveLength(1);
    expect(Object.fromEntries(server.requestsTo('DELETE /api/Networking/Blocks/20')[0]!.query)).toEqual({ eventid: '2026' });
    expect(document.activeElement).toBe(within(section).getByRole('heading', { name: 'Blocked people' }));
    expect(within(section).getByRole('status').textContent).toBe('You unblocked Grace Hopper.');
  });

  it('says so when no one is blocked', async () => {
    renderInContext(page, {
      user: testUser(),
      fixtures: { 'GET /api/Networking/Settings': DEFAULT_NETWORKING_SETTINGS, 'GET /api/Networking/Blocks': { People: [] } },
    });
    await screen.findByText('You have not blocked anyone.');
  });

  it('tells a suspended participant why, instead of the settings', async () => {
    renderInContext(page, {
      user: testUser(),
      fixtures: {
        'GET /api/Networking/Settings': () => ({ status: 403, body: { code: NETWORKING_REFUSALS.suspended, message: 'suspended' } }),
      },
    });
    await screen.findByText(/The organisers have suspended your networking at this congress/u);
    expect(screen.queryByRole('button', { name: 'Save settings' })).toBeNull();
  });
});
