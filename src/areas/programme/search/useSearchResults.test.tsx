// @vitest-environment happy-dom
/**
 * The search view's rows (useSearchResults): the text index of the view's list is made in an idle moment
 * once the list and the search code are in, so the first keystroke finds it made (at 5,000 sessions making it
 * takes longer than a frame), and the rows a text finds are those of the index.
 */
import { act, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ProgrammeSession } from '../../../contracts';
import { PROGRAMME_LIST_PATHS } from '../../../contracts';
import type { SearchState } from '../../../core/programme/searchView';
import { renderInContext } from '../../../testing/renderInContext';
import { useSearchResults, type SearchResults } from './useSearchResults';

const built = vi.hoisted(() => ({ lists: [] as unknown[] }));
vi.mock('../../../core/programme/search', async (original) => {
  const actual = await original<typeof import('../../../core/programme/search')>();
  return {
    ...actual,
    buildProgrammeSearchIndex: (...args: Parameters<typeof actual.buildProgrammeSearchIndex>) => {
      built.lists.push(args[0]);
      return actual.buildProgrammeSearchIndex(...args);
    },
  };
});

function session(id: number, name: string): ProgrammeSession {
  return {
    Id: id,
    Code: `S${id}`,
    Name: name,
    SessionType: 'Symposium',
    SessionTypeId: 1,
    IsPoster: false,
    StartDateTime: `2026-06-11T0${id}:00:00`,
    EndDateTime: `2026-06-11T0${id}:30:00`,
    RoomId: 1,
    RoomName: 'Hall A',
    ImageThumbPath: null,
    Color: '#123456',
    CompanyAccountId: null,
    CompanyAccountName: null,
    SponsorType: null,
    ProgramGrade: 'Scientific',
    HideOnScheduler: false,
    Highlighted: false,
    IsCancelled: false,
    groups: [],
    Presentations: [],
    Chairs: [],
  };
}

const SESSIONS = [session(1, 'Heart failure today'), session(2, 'Imaging the scalp'), session(3, 'Heart rhythm')];
// Sorted by name: the whole list is asked for at once (no first rows), as after any change to the search.
const STATE: SearchState = { view: 'sessions', text: '', days: [], rooms: [], types: [], tags: [], filter: null, sort: 'name' };

/** The hook under a search state the test changes (setState), as SearchPage holds it. */
function show(initial: SearchState) {
  const seen: { results: SearchResults | null; setState: (state: SearchState) => void } = { results: null, setState: () => undefined };
  function Rows() {
    const [state, setState] = useState(initial);
    seen.setState = setState;
    seen.results = useSearchResults(state, { timeZone: 'Europe/Berlin', language: 'en-GB', now: 0, seed: 1 }, true);
    return null;
  }
  renderInContext(<Rows />, { fixtures: { [`GET ${PROGRAMME_LIST_PATHS.sessions}`]: SESSIONS } });
  return seen;
}

describe('useSearchResults', () => {
  it('makes the list index before the first keystroke, once, and the first keystroke searches it', async () => {
    built.lists.length = 0;
    const seen = show(STATE);
    await waitFor(() => expect(seen.results?.rows?.items).toHaveLength(3));
    // Nothing typed yet: the index is made in an idle moment all the same.
    await waitFor(() => expect(built.lists).toHaveLength(1));
    expect(built.lists[0]).toHaveLength(3);

    act(() => seen.setState({ ...STATE, text: 'heart' }));
    await waitFor(() => expect(seen.results?.rows?.items.map((item) => item.Id)).toEqual([1, 3]));
    expect(built.lists).toHaveLength(1);
  });
});
