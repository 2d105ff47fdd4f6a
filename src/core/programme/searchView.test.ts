import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROGRAMME_FILTERS, type RouteName } from '../routes';
import {
  DEFAULT_SESSION_SORT,
  readSearchState,
  searchQuery,
  SEARCH_VIEW_ROUTES,
  SEARCH_VIEWS,
  showsFirstRows,
  type SearchState,
} from './searchView';
import { SESSION_SORTS } from './sort';

const empty: SearchState = { view: 'sessions', text: '', days: [], rooms: [], types: [], tags: [], filter: null, sort: 'date' };

describe('readSearchState: the view of a route', () => {
  it.each<[RouteName, SearchState['view']]>([
    ['PagSearchPage', 'sessions'],
    ['PresentationSearchPage', 'presentations'],
    ['FacultySearchPage', 'faculty'],
    ['AbstractSearchPage', 'abstracts'],
    ['AbstractSolrPage', 'abstracts'],
    ['PosterPage', 'posters'],
    ['PosterLandingPage', 'posters'],
    ['EPosterPage', 'posters'],
    ['IndustrySymposiaPage', 'sessions'],
  ])('%s shows %s', (name, view) => {
    expect(readSearchState(name, {}).view).toBe(view);
  });

  it('PagSearchPage shows the view named by ?view=, case-insensitively and trimmed', () => {
    expect(readSearchState('PagSearchPage', { view: 'faculty' }).view).toBe('faculty');
    expect(readSearchState('PagSearchPage', { view: ' Posters ' }).view).toBe('posters');
  });

  it('PagSearchPage shows sessions for an unknown or blank ?view=', () => {
    expect(readSearchState('PagSearchPage', { view: 'speakers' }).view).toBe('sessions');
    expect(readSearchState('PagSearchPage', { view: '' }).view).toBe('sessions');
  });

  it('a route with its own view ignores ?view=', () => {
    expect(readSearchState('FacultySearchPage', { view: 'posters' }).view).toBe('faculty');
  });
});

describe('readSearchState: the query', () => {
  it('reads an empty query as the empty state', () => {
    expect(readSearchState('PagSearchPage', {})).toEqual(empty);
  });

  it('reads the text as written', () => {
    expect(readSearchState('PagSearchPage', { q: ' heart failure ' }).text).toBe(' heart failure ');
  });

  it('reads day, room, type and tags as comma lists, trimmed, blank parts dropped', () => {
    const state = readSearchState('PagSearchPage', {
      day: '2026-06-10, ,2026-06-11,',
      room: ',11, 12',
      type: 'Lecture,,Satellite symposium',
      tags: ' Cardiology , Imaging,  ',
    });
    expect(state.days).toEqual(['2026-06-10', '2026-06-11']);
    expect(state.rooms).toEqual(['11', '12']);
    expect(state.types).toEqual(['Lecture', 'Satellite symposium']);
    expect(state.tags).toEqual(['Cardiology', 'Imaging']);
  });

  it('reads a list of only commas and blanks as no list', () => {
    expect(readSearchState('PagSearchPage', { day: ' , ,', tags: '' })).toMatchObject({ days: [], tags: [] });
  });

  it.each(PROGRAMME_FILTERS)('reads the filter %s case-insensitively', (filter) => {
    expect(readSearchState('PagSearchPage', { filter: ` ${filter.toUpperCase()} ` }).filter).toBe(filter);
  });

  it('reads an unknown filter as none', () => {
    expect(readSearchState('PagSearchPage', { filter: 'sponsors' }).filter).toBeNull();
  });

  it.each(SESSION_SORTS)('reads the sort %s case-insensitively', (sort) => {
    expect(readSearchState('PagSearchPage', { sort: sort.toUpperCase() }).sort).toBe(sort);
  });

  it('reads an unknown or missing sort as the date sort', () => {
    expect(DEFAULT_SESSION_SORT).toBe('date');
    expect(readSearchState('PagSearchPage', { sort: 'popularity' }).sort).toBe('date');
    expect(readSearchState('PagSearchPage', {}).sort).toBe('date');
  });
});

describe('readSearchState: IndustrySymposiaPage', () => {
  it('opens with the industry filter when the query names no filter', () => {
    expect(readSearchState('IndustrySymposiaPage', {}).filter).toBe('industry');
  });

  it('keeps a filter the query names', () => {
    expect(readSearchState('IndustrySymposiaPage', { filter: 'industryspecial' }).filter).toBe('industryspecial');
  });

  it('does not fall back to industry when the query names an unknown filter', () => {
    expect(readSearchState('IndustrySymposiaPage', { filter: 'sponsors' }).filter).toBeNull();
  });

  it('is the only route that opens with a filter', () => {
    expect(readSearchState('PagSearchPage', {}).filter).toBeNull();
    expect(readSearchState('PresentationSearchPage', {}).filter).toBeNull();
  });
});

describe('searchQuery', () => {
  const full = (view: SearchState['view']): SearchState => ({
    view,
    text: 'heart failure',
    days: ['2026-06-10', '2026-06-11'],
    rooms: ['11', 'hall-b'],
    types: ['Lecture', 'Satellite symposium'],
    tags: ['Cardiology', 'Imaging'],
    filter: 'scientificprogram',
    sort: 'name',
  });

  it.each(SEARCH_VIEWS)('reads back as the same state on the own route of the %s view', (view) => {
    const state = full(view);
    expect(readSearchState(SEARCH_VIEW_ROUTES[view], searchQuery(state))).toEqual(state);
    const bare = { ...empty, view };
    expect(readSearchState(SEARCH_VIEW_ROUTES[view], searchQuery(bare))).toEqual(bare);
  });

  it('reads back as the same state for any state (property)', () => {
    const part = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 _-]{0,10}[A-Za-z0-9]$|^[A-Za-z0-9]$/);
    const arb = fc.record({
      view: fc.constantFrom(...SEARCH_VIEWS),
      text: fc.oneof(
        fc.constant(''),
        fc.string({ minLength: 1 }).filter((t) => t.trim() !== ''),
      ),
      days: fc.array(part, { maxLength: 3 }),
      rooms: fc.array(part, { maxLength: 3 }),
      types: fc.array(part, { maxLength: 3 }),
      tags: fc.array(part, { maxLength: 3 }),
      filter: fc.constantFrom(null, ...PROGRAMME_FILTERS),
      sort: fc.constantFrom(...SESSION_SORTS),
    });
    fc.assert(
      fc.property(arb, (state: SearchState) => {
        expect(readSearchState(SEARCH_VIEW_ROUTES[state.view], searchQuery(state))).toEqual(state);
      }),
    );
  });

  it('writes the lists comma-separated under q, day, room, type, tags, filter and sort', () => {
    expect(searchQuery(full('sessions'))).toEqual({
      q: 'heart failure',
      day: '2026-06-10,2026-06-11',
      room: '11,hall-b',
      type: 'Lecture,Satellite symposium',
      tags: 'Cardiology,Imaging',
      filter: 'scientificprogram',
      sort: 'name',
    });
  });

  it('leaves out empty lists, blank text, no filter and the default sort', () => {
    expect(searchQuery({ ...empty, text: '   ' })).toEqual({});
    expect(searchQuery({ ...empty, view: 'posters', sort: 'date' })).toEqual({});
  });

  it('writes no view: the view is the route', () => {
    expect(searchQuery({ ...empty, view: 'faculty' })).not.toHaveProperty('view');
  });

  it('keeps the unrelated params of the address', () => {
    expect(searchQuery({ ...empty, text: 'valve' }, { viewType: 'grid', viewSize: 'small', container: 'vmx-1' })).toEqual({
      viewType: 'grid',
      viewSize: 'small',
      container: 'vmx-1',
      q: 'valve',
    });
  });

  it("drops the search's own params from keep, so that the state alone decides them", () => {
    const keep = {
      q: 'old',
      day: '2026-06-09',
      room: '9',
      type: 'Poster',
      tags: 'Oncology',
      filter: 'industry',
      sort: 'random',
      view: 'faculty',
      viewType: 'list',
    };
    expect(searchQuery(empty, keep)).toEqual({ viewType: 'list' });
    expect(searchQuery({ ...empty, rooms: ['12'] }, keep)).toEqual({ viewType: 'list', room: '12' });
  });

  it('does not change keep', () => {
    const keep = { q: 'old', viewSize: 'large' };
    searchQuery({ ...empty, text: 'new' }, keep);
    expect(keep).toEqual({ q: 'old', viewSize: 'large' });
  });
});

describe('lists with a comma inside an item', () => {
  it('keeps a topic with a comma whole through the address', () => {
    const state = { ...readSearchState('PagSearchPage', {}), tags: ['Heart, lung', 'Imaging'], types: ['Poster, guided'] };
    const query = searchQuery(state);
    expect(readSearchState('PagSearchPage', query)).toEqual(state);
  });
});

describe('showsFirstRows: the views that open on the list’s first rows', () => {
  const plain = readSearchState('PagSearchPage', {});

  it('is the sessions, unsearched, unfiltered, in date order', () => {
    expect(showsFirstRows(plain)).toBe(true);
  });

  it('is no other view, and no search, filter or sort', () => {
    const others: Record<string, string>[] = [
      { q: 'heart' },
      { day: '2026-06-10' },
      { room: '3' },
      { type: 'Debate' },
      { tags: 'Cardiology' },
      { filter: 'industry' },
      { sort: 'name' },
    ];
    for (const query of others) {
      expect(showsFirstRows(readSearchState('PagSearchPage', query)), JSON.stringify(query)).toBe(false);
    }
    for (const view of SEARCH_VIEWS.filter((view) => view !== 'sessions')) expect(showsFirstRows({ ...plain, view })).toBe(false);
  });
});
