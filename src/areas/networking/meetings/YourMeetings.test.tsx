// @vitest-environment happy-dom
/**
 * The meeting hub's "Your meetings" (contracts/messaging.ts GET /api/Messages/Meetings): upcoming first, then those
 * that are over; each with whom it is with, its status, the reader's actions and a link to its conversation; none yet
 * says where to propose one; someone who may not network sees nothing of it.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MeetingRequest } from '../../../contracts';
import { renderInContext, testUser } from '../../../testing/renderInContext';
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

function renderHub(answer: unknown) {
  const route = { name: 'MeetingHubPage', params: {}, query: {} } as never;
  return renderInContext(<YourMeetings route={route} navigate={vi.fn()} />, {
    user: testUser({ userId: 7 }),
    details: { TimeZone: 'Europe/Berlin' },
    fixtures: { 'GET /api/Messages/Meetings': answer },
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
