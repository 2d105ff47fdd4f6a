import { describe, expect, it } from 'vitest';
import { DEFAULT_EXHIBITOR_SORT, EXHIBITOR_SORTS, exhibitorSort, sortExhibitors } from './sort';
import { account, ids } from './testAccounts';

describe('exhibitor sorts (content section 9)', () => {
  it('options and default', () => {
    expect(EXHIBITOR_SORTS).toEqual(['alphabetically', 'ranking', 'booth']);
    expect(DEFAULT_EXHIBITOR_SORT).toBe('alphabetically');
  });

  it('parses a sort name, trimmed and case-insensitively', () => {
    expect(exhibitorSort('Ranking ')).toBe('ranking');
    expect(exhibitorSort('booth')).toBe('booth');
    expect(exhibitorSort('name')).toBeNull();
    expect(exhibitorSort(null)).toBeNull();
    expect(exhibitorSort(undefined)).toBeNull();
  });

  it('alphabetically: by name, case-insensitively, then by id', () => {
    const accounts = [
      account('3', { Name: 'beta' }),
      account('2', { Name: 'Alpha' }),
      account('1', { Name: 'Beta' }),
      account('0', { Name: 'alpha 10' }),
      account('4', { Name: 'alpha 9' }),
    ];
    expect(ids(sortExhibitors(accounts, 'alphabetically', 'en'))).toEqual(['2', '4', '0', '1', '3']);
  });

  it('alphabetically in the language: ä with a in German, after z in Swedish', () => {
    const accounts = [account('1', { Name: 'Zeta' }), account('2', { Name: 'Äpfel' })];
    expect(ids(sortExhibitors(accounts, 'alphabetically', 'de'))).toEqual(['2', '1']);
    expect(ids(sortExhibitors(accounts, 'alphabetically', 'sv'))).toEqual(['1', '2']);
  });

  it('ranking: Sort ascending, missing or non-numeric last, then name', () => {
    const accounts = [
      account('a', { Name: 'A', Sort: 3 }),
      account('b', { Name: 'B', Sort: 1 }),
      account('c', { Name: 'C', Sort: Number.NaN }),
      account('d', { Name: 'D', Sort: 1 }),
      account('e', { Name: 'E' }),
      account('f', { Name: 'F' }),
    ];
    (accounts[4] as { Sort: unknown }).Sort = undefined;
    (accounts[5] as { Sort: unknown }).Sort = 'first';
    const z = account('z', { Name: 'Z' });
    (z as { Sort: unknown }).Sort = '2';
    expect(ids(sortExhibitors([...accounts, z], 'ranking'))).toEqual(['b', 'd', 'z', 'a', 'c', 'e', 'f']);
  });

  it('booth: lowest booth in natural order (A3 < A12 < B1), no booth last, then name (a3 equals A3)', () => {
    const accounts = [
      account('none', { Name: 'A none' }),
      account('b1', { Name: 'B1', BoothNumbers: ['B1'] }),
      account('a12', { Name: 'A12', BoothNumbers: ['C5', 'A12'] }),
      account('a3', { Name: 'A3', ExhibitorBooths: [{ BoothNumber: 'A3' }] }),
      account('a3bis', { Name: 'Another A3', BoothNumbers: ['a3'] }),
    ];
    expect(ids(sortExhibitors(accounts, 'booth'))).toEqual(['a3', 'a3bis', 'a12', 'b1', 'none']);
  });

  it('returns a new array and leaves the input alone', () => {
    const accounts = [account('2', { Name: 'B' }), account('1', { Name: 'A' })];
    const sorted = sortExhibitors(accounts, 'alphabetically');
    expect(sorted).not.toBe(accounts);
    expect(ids(accounts)).toEqual(['2', '1']);
  });
});
