// @vitest-environment happy-dom
/**
 * My area's "Recorded about you": the entries the server keeps about the user and this browser (asked with the bearer
 * token and the visitor header), each in words with its time in the event's language and zone; whether this browser
 * gave the analytics consent; the profile facts recorded with the user id (advanced tracking), or that there are none;
 * deleting asks first (a dialog), then the list and the facts are empty.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_VISITOR_HEADER, type RecordedAnalyticsUser, type RecordedEvent } from '../../contracts';
import { visitorStorageKey } from '../../core/analytics/tracking';
import { renderInContext, testUser, type FakeRequest } from '../../testing/renderInContext';
import { RecordedModule } from './RecordedModule';

const VISITOR = '0b8f3a2e-6c1d-4e5f-9a7b-1c2d3e4f5a6b';

const entry = (overrides: Partial<RecordedEvent> = {}): RecordedEvent => ({
  Kind: 'session-open',
  At: '2026-06-10T08:05:00.000Z',
  Page: 'SessionPage',
  Element: '',
  TargetType: 'session',
  TargetId: '10005',
  Value: null,
  Seconds: null,
  Country: 'DE',
  Device: 'desktop',
  WithUserId: false,
  ...overrides,
});

describe('Recorded about you', () => {
  it('lists what was recorded in words, asked with the token and this browser’s visitor id', async () => {
    document.cookie = 'ehc2026.cookie=accepted; path=/';
    localStorage.setItem(visitorStorageKey('ehc2026'), VISITOR);
    const { server } = renderInContext(<RecordedModule description={null} />, {
      user: testUser(),
      details: { TimeZone: 'Europe/Berlin' },
      fixtures: {
        'GET /api/Analytics/Me': {
          Events: [entry(), entry({ Kind: 'favourite', Value: 0, TargetType: 'presentation', TargetId: '7', WithUserId: true })],
          Total: 2,
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'What was recorded' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['10 Jun 2026, 10:05:00', 'Opened a session', 'Session', 'Session 10005'],
      ['10 Jun 2026, 10:05:00', 'Changed a favourite: Removed', 'Session', 'Presentation 7 · With your user id'],
    ]);
    const asked = server.requestsTo('GET /api/Analytics/Me')[0]!;
    expect(asked.query.get('eventid')).toBe('2026');
    expect(asked.headers.get('Authorization')).toBe('Bearer test-token');
    expect(asked.headers.get(ANALYTICS_VISITOR_HEADER)).toBe(VISITOR);
    expect(screen.getByText('You have allowed analytics cookies for this congress.')).toBeTruthy();
    document.cookie = 'ehc2026.cookie=; max-age=0; path=/';
  });

  it('deletes only after the dialog’s confirmation, then shows the list empty', async () => {
    let events = [entry()];
    const { server, user } = renderInContext(<RecordedModule description="What this platform recorded." />, {
      user: testUser(),
      fixtures: {
        'GET /api/Analytics/Me': () => ({ body: { Events: events, Total: events.length } }),
        'DELETE /api/Analytics/Me': (request: FakeRequest) => {
          expect(request.query.get('eventid')).toBe('2026');
          events = [];
          return { status: 204 };
        },
      },
    });
    expect(await screen.findByText(/not allowed analytics cookies/)).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Delete my recorded data' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your recorded data?' });
    // The dialog's own close button and the one beside Delete both cancel.
    await user.click(within(dialog).getAllByRole('button', { name: 'Cancel' }).at(-1)!);
    expect(server.requestsTo('DELETE /api/Analytics/Me')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete my recorded data' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByText('Nothing is recorded about you.')).toBeTruthy());
    expect(server.requestsTo('DELETE /api/Analytics/Me')).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe('Your recorded data has been deleted.');
  });

  it('shows the profile facts recorded with the user id, in the event’s language, until they are deleted', async () => {
    let recorded: { Events: RecordedEvent[]; Total: number; User: RecordedAnalyticsUser | null } = {
      Events: [entry({ WithUserId: true })],
      Total: 1,
      User: {
        AnalyticsUserId: 1_000_042,
        IsHcp: true,
        Country: 'DE',
        VisitorType: 'Attendee',
        Interests: ['Heart failure', 'Imaging'],
        Profession: 'Cardiologist',
        City: 'Heidelberg',
        Gender: false,
        ExternalId: 'M-1',
        Device: 'tablet',
        FirstSeen: '2026-06-10T08:05:00.000Z',
        LastSeen: '2026-06-10T08:05:00.000Z',
      },
    };
    const { user } = renderInContext(<RecordedModule description={null} />, {
      user: testUser(),
      details: { TimeZone: 'Europe/Berlin' },
      fixtures: {
        'GET /api/Analytics/Me': () => ({ body: recorded }),
        'DELETE /api/Analytics/Me': () => {
          recorded = { Events: [], Total: 0, User: null };
          return { status: 204 };
        },
      },
    });
    const facts = await screen.findByRole('table', { name: 'Profile facts recorded with your user id' });
    const value = (label: string) => within(facts).getByRole('rowheader', { name: label }).nextElementSibling?.textContent;
    expect(value('Health care professional')).toBe('Yes');
    expect(value('Country (from your connection)')).toBe('Germany');
    expect(value('Visitor type (your ticket)')).toBe('Attendee');
    expect(value('Areas of interest')).toBe('Heart failure, Imaging');
    expect(value('Gender')).toBe('Female');
    expect(value('Device')).toBe('Tablet');
    expect(value('First recorded')).toMatch(/10 Jun 2026.*10:05/);
    await user.click(screen.getByRole('button', { name: 'Delete my recorded data' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByText('No profile facts are recorded about you.')).toBeTruthy());
    expect(screen.queryByRole('table', { name: 'Profile facts recorded with your user id' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Your recorded data has been deleted.');
  });
});
