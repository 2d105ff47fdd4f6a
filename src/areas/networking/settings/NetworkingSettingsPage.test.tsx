// @vitest-environment happy-dom
/**
 * The networking settings: off by default with what that means said plainly, what others see offered only once
 * findable (and why not before), who may write as a radio group, and Save that says whether it worked; a user without
 * a ticket is told networking needs one.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_NETWORKING_SETTINGS, NETWORKING_REFUSALS, type NetworkingSettings } from '../../../contracts';
import { renderInContext, testUser, type FakeRequest } from '../../../testing/renderInContext';
import { NetworkingSettingsPage } from './NetworkingSettingsPage';

/** The words an element's aria-describedby points to. */
const description = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

const ROUTE = { name: 'MyAreaPage', params: { module: 'networking_settings' }, query: {} } as never;
const page = <NetworkingSettingsPage route={ROUTE} navigate={() => undefined} />;

describe('NetworkingSettingsPage', () => {
  it('starts not findable, says nothing is shown before, and offers what others see only once findable', async () => {
    const { user } = renderInContext(page, {
      user: testUser(),
      fixtures: { 'GET /api/Networking/Settings': DEFAULT_NETWORKING_SETTINGS },
    });
    const findable = await screen.findByRole('checkbox', { name: 'Let other participants find me in the network' });
    expect((findable as HTMLInputElement).checked).toBe(false);
    expect(description(findable)).toMatch(/nothing about you is shown to other participants/u);

    const shown = screen.getByRole('group', { name: 'What others see of you' });
    // The whole group is disabled (its fieldset), with the reason said.
    expect((shown as HTMLFieldSetElement).disabled).toBe(true);
    expect(within(shown).getAllByRole('checkbox')).toHaveLength(5);
    expect(description(shown)).toMatch(/Turn on being found first/u);

    await user.click(findable);
    expect((shown as HTMLFieldSetElement).disabled).toBe(false);
    expect(within(shown).getByRole<HTMLInputElement>('checkbox', { name: 'Your name' }).checked).toBe(true);
    expect(within(shown).getByRole<HTMLInputElement>('checkbox', { name: 'Your profile picture' }).checked).toBe(false);
  });

  it('saves the choices and says so; a failed save says that instead', async () => {
    let saved: NetworkingSettings | null = null;
    let fail = true;
    const { user, server } = renderInContext(page, {
      user: testUser(),
      fixtures: {
        'GET /api/Networking/Settings': DEFAULT_NETWORKING_SETTINGS,
        'GET /api/Networking/Blocks': { People: [] },
        'POST /api/Networking/Settings': (request: FakeRequest) => {
          if (fail) return { status: 500, body: { message: 'down' } };
          saved = request.body as NetworkingSettings;
          return { body: saved };
        },
      },
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Let other participants find me in the network' }));
    await user.click(screen.getByRole('checkbox', { name: 'Your country' }));
    const messages = screen.getByRole('group', { name: 'Who may start a conversation with you' });
    await user.click(within(messages).getByRole('radio', { name: 'Every participant' }));

    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Your settings could not be saved.');

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByText('Your networking settings are saved.');
    expect(saved).toEqual({
      Findable: true,
      Show: { Name: true, Profession: true, Country: false, Interests: true, Picture: false },
      DirectMessages: 'everyone',
    });
    expect(server.requestsTo('POST /api/Networking/Settings')[0]!.query.get('eventid')).toBe('2026');

    // A change after saving is not "saved" any more.
    await user.click(within(messages).getByRole('radio', { name: 'No one' }));
    await waitFor(() => expect(screen.queryByText('Your networking settings are saved.')).toBeNull());
  });

  it('tells a user without a ticket that networking needs one', async () => {
    renderInContext(page, {
      user: testUser({ hasTicket: false }),
      fixtures: {
        'GET /api/Networking/Settings': () => ({ status: 403, body: { statusCode: 403, code: NETWORKING_REFUSALS.notParticipant } }),
      },
    });
    await screen.findByText(/Networking is for participants with a ticket/u);
    expect(screen.queryByRole('button', { name: 'Save settings' })).toBeNull();
  });
});
