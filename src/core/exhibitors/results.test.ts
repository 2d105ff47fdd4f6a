import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { joinQueryList, splitQueryList } from './queryList';
import { EMPTY_EXHIBITOR_LIST_STATE, exhibitorListQuery, readExhibitorListState, type ExhibitorListState } from './results';
import { buildExhibitorSearchIndex, exhibitorResults } from './search';
import { EXHIBITOR_SORTS } from './sort';
import { account, ids } from './testAccounts';

const accounts = [
  account('zeta', { Name: 'Zeta Cardio', Tags: ['Cardiology'], SponsorType: 'Gold', Sort: 1, BoothNumbers: ['B1'] }),
  account('alpha', { Name: 'Alpha Cardio', Tags: ['Cardiology', 'Imaging'], SponsorType: 'Bronze', Sort: 2, BoothNumbers: ['A12'] }),
  account('mid', { Name: 'Mid Oncology', Tags: ['Oncology'], SponsorType: 'Gold', Sort: 3, BoothNumbers: ['A3'] }),
  account('cardio', { Name: 'Cardio', Tags: [], SponsorType: 'Silver', Sort: 4 }),
];
const state = (fields: Partial<ExhibitorListState>): ExhibitorListState => ({ ...EMPTY_EXHIBITOR_LIST_STATE, ...fields });

describe('exhibitorResults (content section 5)', () => {
  it('without text or filters: every account in the chosen sort', () => {
    expect(ids(exhibitorResults(accounts, state({})))).toEqual(['alpha', 'cardio', 'mid', 'zeta']);
    expect(ids(exhibitorResults(accounts, state({ sort: 'ranking' })))).toEqual(['zeta', 'alpha', 'mid', 'cardio']);
    expect(ids(exhibitorResults(accounts, state({ sort: 'booth' })))).toEqual(['mid', 'alpha', 'zeta', 'cardio']);
  });

  it('search matches keep the chosen sort, not the score order', () => {
    // fuse ranks the exact name "Cardio" first; the list stays alphabetical / by ranking.
    const index = buildExhibitorSearchIndex(accounts);
    expect(ids(exhibitorResults(accounts, state({ text: 'cardio' }), { index }))).toEqual(['alpha', 'cardio', 'zeta']);
    expect(ids(exhibitorResults(accounts, state({ text: 'cardio', sort: 'ranking' }), { index }))).toEqual(['zeta', 'alpha', 'cardio']);
  });

  it('filters and search combine', () => {
    expect(ids(exhibitorResults(accounts, state({ text: 'cardio', sponsorTypes: ['gold'] })))).toEqual(['zeta']);
    expect(ids(exhibitorResults(accounts, state({ tags: ['Imaging', 'Oncology'] })))).toEqual(['alpha', 'mid']);
    expect(ids(exhibitorResults(accounts, state({}), { include: ['Gold', 'Silver'], exclude: ['mid'] }))).toEqual(['cardio', 'zeta']);
    expect(ids(exhibitorResults(accounts, state({ text: 'cardio', tags: ['cardiology'] }), { exclude: ['zeta'] }))).toEqual(['alpha']);
  });

  it('a blank text searches nothing', () => {
    expect(ids(exhibitorResults(accounts, state({ text: '  ' })))).toEqual(['alpha', 'cardio', 'mid', 'zeta']);
  });
});

describe('exhibitor list address (q, tags, types, sort)', () => {
  it('reads the query, unknown sort as the default', () => {
    expect(readExhibitorListState({ q: 'card', tags: 'A, B\\,C', types: 'Gold', sort: 'Booth' })).toEqual({
      text: 'card',
      tags: ['A', 'B,C'],
      sponsorTypes: ['Gold'],
      sort: 'booth',
    });
    expect(readExhibitorListState({ sort: 'random' })).toEqual(EMPTY_EXHIBITOR_LIST_STATE);
    expect(readExhibitorListState({})).toEqual(EMPTY_EXHIBITOR_LIST_STATE);
  });

  it('leaves out defaults and empty values', () => {
    expect(exhibitorListQuery(state({}))).toEqual({});
    expect(exhibitorListQuery(state({ text: '  ', sort: 'alphabetically' }))).toEqual({});
    expect(exhibitorListQuery(state({ text: 'x', tags: ['a,b'], sponsorTypes: ['Gold', 'Silver'], sort: 'ranking' }))).toEqual({
      q: 'x',
      tags: 'a\\,b',
      types: 'Gold,Silver',
      sort: 'ranking',
    });
  });

  it('round trip: the query reads back as the state (tags with commas and backslashes too)', () => {
    const item = fc
      .string({ unit: fc.constantFrom('a', 'B', ',', '\\', ' ', 'ü'), minLength: 1, maxLength: 8 })
      .filter((s) => s.trim() === s && s !== '');
    const stateArb = fc.record({
      text: fc.oneof(
        fc.constant(''),
        fc.string({ maxLength: 10 }).filter((s) => s.trim() !== ''),
      ),
      tags: fc.array(item, { maxLength: 4 }),
      sponsorTypes: fc.array(item, { maxLength: 3 }),
      sort: fc.constantFrom(...EXHIBITOR_SORTS),
    });
    fc.assert(
      fc.property(stateArb, (s) => {
        expect(readExhibitorListState(exhibitorListQuery(s))).toEqual(s);
      }),
      { numRuns: 500 },
    );
  });

  it('list helper: programme-style escapes read the same; a trailing backslash survives', () => {
    expect(splitQueryList('a\\,b,c')).toEqual(['a,b', 'c']);
    expect(splitQueryList('a\\b')).toEqual(['a\\b']);
    expect(splitQueryList(joinQueryList(['a\\', 'b']))).toEqual(['a\\', 'b']);
    expect(splitQueryList(' , a ,')).toEqual(['a']);
    expect(splitQueryList(undefined)).toEqual([]);
  });
});
