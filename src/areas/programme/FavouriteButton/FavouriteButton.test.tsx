// @vitest-environment happy-dom
/**
 * The favourites star (docs/rules/content-areas.md section 4): its name says what a press does, a press
 * toggles it and tells the host page (vmx-favourite-change), every star of the item follows, a visitor's
 * stars stay on the device and a signed-in user's go to the personal programme.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PersonalSchedule } from '../../../contracts';
import { favouritesOf, favouritesStorageKey } from '../../../store/favourites';
import { renderInContext, testUser, type FakeRequest } from '../../../testing/renderInContext';
import { FavouriteButton } from './FavouriteButton';

const SCHEDULE: PersonalSchedule = { Entries: [], SessionIds: [], PresentationIds: [], SpeakerIds: [] };

describe('FavouriteButton', () => {
  it('is named for adding the item while it is not starred, and for removing it once starred', async () => {
    const { user } = renderInContext(<FavouriteButton kind="sessions" id={12} name="Hair and health" />);
    const star = screen.getByRole('button', { name: 'Add Hair and health to my programme' });
    expect(star.dataset.favourite).toBe('off');

    await user.click(star);
    expect(screen.getByRole('button', { name: 'Remove Hair and health from my programme' }).dataset.favourite).toBe('on');
    await user.click(screen.getByRole('button', { name: 'Remove Hair and health from my programme' }));
    expect(screen.getByRole('button', { name: 'Add Hair and health to my programme' }).dataset.favourite).toBe('off');
  });

  it('toggles from the keyboard (Enter and Space)', async () => {
    const { user } = renderInContext(<FavouriteButton kind="presentations" id="5" name="Poster 5" />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Add Poster 5 to my programme' })).toHaveProperty('tagName', 'BUTTON');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Remove Poster 5 from my programme' })).toBe(document.activeElement);
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Add Poster 5 to my programme' })).toBe(document.activeElement);
  });

  it('emits vmx-favourite-change from the element, bubbling and composed, with the new state', async () => {
    const heard: CustomEvent[] = [];
    document.addEventListener('vmx-favourite-change', (event) => heard.push(event as CustomEvent));
    const { user, host } = renderInContext(<FavouriteButton kind="speakers" id={3} name="Dr Ada" />);
    await user.click(screen.getByRole('button'));
    await user.click(screen.getByRole('button'));
    expect(heard.map((event) => event.detail)).toEqual([
      { kind: 'speakers', id: '3', favourite: true },
      { kind: 'speakers', id: '3', favourite: false },
    ]);
    expect(heard[0]?.target).toBe(host);
    expect(heard[0]?.bubbles).toBe(true);
    expect(heard[0]?.composed).toBe(true);
  });

  it('keeps every star of the same item in step', async () => {
    const { user } = renderInContext(
      <>
        <FavouriteButton kind="sessions" id={12} name="Session 12" />
        <FavouriteButton kind="sessions" id={12} name="Session 12 again" />
        <FavouriteButton kind="sessions" id={13} name="Session 13" />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Add Session 12 to my programme' }));
    expect(screen.getByRole('button', { name: 'Remove Session 12 again from my programme' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Add Session 13 to my programme' })).toBeDefined();
  });

  it('signed out: keeps the star on this device and calls no server', async () => {
    const { user, server, context } = renderInContext(<FavouriteButton kind="sessions" id={12} name="Session 12" />);
    await user.click(screen.getByRole('button'));
    expect(JSON.parse(localStorage.getItem(favouritesStorageKey('demo', 'ehc2026')) ?? 'null')).toMatchObject({ sessions: ['12'] });
    expect(favouritesOf(context).getState().synced).toBe(false);
    expect(server.requests).toEqual([]);
  });

  it("signed in: saves the star to the user's personal programme", async () => {
    const saved: FakeRequest[] = [];
    const { user, context } = renderInContext(<FavouriteButton kind="sessions" id={12} name="Session 12" />, {
      user: testUser(),
      fixtures: {
        'GET /api/Modules/PagPersonalSchedule/': SCHEDULE,
        'POST /api/Modules/PersonalProgram/': (request: FakeRequest) => {
          saved.push(request);
          return { body: { ...SCHEDULE, SessionIds: [12] } };
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Add Session 12 to my programme' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.body).toEqual(['12']);
    expect(saved[0]?.query.get('eventid')).toBe('2026');
    await waitFor(() => expect(favouritesOf(context).getState().synced).toBe(true));
    expect(screen.getByRole('button', { name: 'Remove Session 12 from my programme' })).toBeDefined();
  });

  it('signed in: puts the star back as the server has it when saving fails', async () => {
    const { user } = renderInContext(<FavouriteButton kind="sessions" id={12} name="Session 12" />, {
      user: testUser(),
      fixtures: {
        'GET /api/Modules/PagPersonalSchedule/': SCHEDULE,
        'POST /api/Modules/PersonalProgram/': () => ({ status: 500, body: { message: 'down' } }),
      },
    });
    const warn = console.warn;
    console.warn = () => undefined; // the store logs the failed save; expected here
    try {
      await user.click(screen.getByRole('button', { name: 'Add Session 12 to my programme' }));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Add Session 12 to my programme' })).toBeDefined());
    } finally {
      console.warn = warn;
    }
  });
});
