// @vitest-environment happy-dom
/**
 * The programme search controls (docs/rules/content-areas.md sections 2, 5 and 9): the text follows every
 * keystroke, the filters set the search state, the clear button empties it, and all of it works from the
 * keyboard.
 */
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ProgrammeData } from '../../../contracts';
import type { SearchState } from '../../../core/programme/searchView';
import { renderInContext } from '../../../testing/renderInContext';
import { SearchControls } from './SearchControls';

// Counts the day names formatted: the filters are made again only when they change.
const dayNames = vi.hoisted(() => ({ formatted: 0 }));
vi.mock('../../../core/programme/dateFormat', async (original) => {
  const actual = await original<typeof import('../../../core/programme/dateFormat')>();
  return {
    ...actual,
    formatProgrammeDate: (...args: Parameters<typeof actual.formatProgrammeDate>) => {
      dayNames.formatted += 1;
      return actual.formatProgrammeDate(...args);
    },
  };
});

const DATA: ProgrammeData = {
  EventId: 2026,
  Version: '1',
  TimeZone: 'Europe/Berlin',
  Days: [
    {
      date: '2026-06-11',
      sessionsCount: 12,
      PosterSessionsCount: 2,
      SessionsHideOnSchedulerCount: 0,
      PosterSessionsHideOnSchedulerCount: 0,
    },
    {
      date: '2026-06-12',
      sessionsCount: 5,
      PosterSessionsCount: 0,
      SessionsHideOnSchedulerCount: 0,
      PosterSessionsHideOnSchedulerCount: 0,
    },
  ],
  SessionTypes: [{ Id: 1, Name: 'Symposium', IsPoster: false, Color: '#123456' }],
  Groups: [
    { Id: 1, Name: 'Alopecia' },
    { Id: 2, Name: 'Scalp' },
  ],
  Rooms: [
    { Id: 20, Name: 'Hall B', Sort: 2 },
    { Id: 10, Name: 'Hall A', Sort: 1 },
  ],
  ProgramGrades: [],
  SessionsCount: 17,
  PresentationsCount: 0,
  AuthorsCount: 0,
  AbstractsCount: 0,
};

const EMPTY: SearchState = { view: 'sessions', text: '', days: [], rooms: [], types: [], tags: [], filter: null, sort: 'date' };

/** The controls with their state held as SearchPage holds it; every change is recorded. */
function show(initial: Partial<SearchState> = {}, data: ProgrammeData | null = DATA) {
  const changes: SearchState[] = [];
  function Controlled() {
    const [state, setState] = useState<SearchState>({ ...EMPTY, ...initial });
    return (
      <SearchControls
        state={state}
        data={data}
        onChange={(next) => {
          changes.push(next);
          setState(next);
        }}
      />
    );
  }
  return { ...renderInContext(<Controlled />), changes };
}

const searchBox = () => screen.getByRole('searchbox', { name: /Search the programme/ });
const clearButton = () => screen.queryByRole('button', { name: 'Clear filters' });

describe('SearchControls', () => {
  it('reports the text at every keystroke', async () => {
    const { user, changes } = show();
    await user.type(searchBox(), 'hair');
    expect(changes.map((change) => change.text)).toEqual(['h', 'ha', 'hai', 'hair']);
    expect(searchBox()).toHaveProperty('value', 'hair');
  });

  it('does not make the filters again on a keystroke, and a filter set after typing keeps the text', async () => {
    const { user, changes } = show();
    const before = dayNames.formatted;
    await user.type(searchBox(), 'hair');
    expect(dayNames.formatted).toBe(before);
    await user.click(screen.getByRole('checkbox', { name: 'Scalp' }));
    expect(changes.at(-1)).toMatchObject({ text: 'hair', tags: ['Scalp'] });
    await user.selectOptions(screen.getByRole('combobox', { name: /Day/ }), '2026-06-12');
    expect(changes.at(-1)).toMatchObject({ text: 'hair', tags: ['Scalp'], days: ['2026-06-12'] });
  });

  it('is a search landmark named Filters, and Enter in the text does not submit the page', async () => {
    const { user, changes } = show();
    const form = screen.getByRole('search', { name: 'Filters' });
    const submits: Event[] = [];
    // On the document: React's own handler (on its root, inside) has run by then.
    document.addEventListener('submit', (event) => submits.push(event));
    await user.type(searchBox(), 'scalp{Enter}');
    expect(submits.map((event) => [event.target, event.defaultPrevented])).toEqual([[form, true]]);
    expect(changes.at(-1)?.text).toBe('scalp');
  });

  it('offers each day with its session count and the rooms in their order', () => {
    show();
    const days = within(screen.getByRole('combobox', { name: /Day/ })).getAllByRole('option');
    expect(days.map((option) => option.getAttribute('value'))).toEqual(['', '2026-06-11', '2026-06-12']);
    expect(days[1]?.textContent).toMatch(/\(10 sessions\)$/); // 12 sessions minus 2 poster sessions
    const rooms = within(screen.getByRole('combobox', { name: /Room/ })).getAllByRole('option');
    expect(rooms.map((option) => option.textContent)).toEqual(['All rooms', 'Hall A', 'Hall B']);
  });

  it('sets a day, a room and topics (all must match)', async () => {
    const { user, changes } = show();
    await user.selectOptions(screen.getByRole('combobox', { name: /Day/ }), '2026-06-12');
    await user.selectOptions(screen.getByRole('combobox', { name: /Room/ }), 'Hall B');
    await user.click(screen.getByRole('checkbox', { name: 'Alopecia' }));
    await user.click(screen.getByRole('checkbox', { name: 'Scalp' }));
    expect(changes.at(-1)).toMatchObject({ days: ['2026-06-12'], rooms: ['20'], tags: ['Alopecia', 'Scalp'] });
    await user.click(screen.getByRole('checkbox', { name: 'Alopecia' }));
    expect(changes.at(-1)?.tags).toEqual(['Scalp']);
  });

  it('shows Clear filters only while something is set, and clearing empties text and filters but keeps view and sort', async () => {
    const { user, changes } = show({ sort: 'name' });
    expect(clearButton()).toBeNull();
    await user.type(searchBox(), 'x');
    await user.click(screen.getByRole('checkbox', { name: 'Scalp' }));
    await user.click(clearButton()!);
    expect(changes.at(-1)).toEqual({ ...EMPTY, sort: 'name' });
    expect(searchBox()).toHaveProperty('value', '');
    expect(clearButton()).toBeNull();
  });

  it('works from the keyboard: Tab goes from the text to the day, Space ticks a topic', async () => {
    const { user, changes } = show();
    await user.click(searchBox());
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: /Day/ }));
    screen.getByRole('checkbox', { name: 'Scalp' }).focus();
    await user.keyboard(' ');
    expect(changes.at(-1)?.tags).toEqual(['Scalp']);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Alopecia' }));
  });

  it('shows only the text for the faculty (no session filters)', () => {
    show({ view: 'faculty' });
    expect(searchBox()).toBeDefined();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('shows only the text while the programme has not loaded', () => {
    show({}, null);
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
