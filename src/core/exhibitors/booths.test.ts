import { describe, expect, it } from 'vitest';
import { boothLabelKey, compareBoothNumbers, sortedBoothNumbers } from './booths';
import { account } from './testAccounts';

describe('sortedBoothNumbers (content sections 2 and 3)', () => {
  it('BoothNumbers trimmed, de-duplicated, in natural ascending order', () => {
    expect(sortedBoothNumbers(account('1', { BoothNumbers: ['B1', ' A12', 'A3', 'A12 ', 'Hall 10', 'Hall 2', ''] }))).toEqual([
      'A3',
      'A12',
      'B1',
      'Hall 2',
      'Hall 10',
    ]);
  });

  it('falls back to ExhibitorBooths when BoothNumbers is empty or missing', () => {
    expect(
      sortedBoothNumbers(account('1', { ExhibitorBooths: [{ BoothNumber: 'C2' }, { BoothNumber: 'C10' }, { BoothNumber: 'C2' }] })),
    ).toEqual(['C2', 'C10']);
    const missing = account('2', { ExhibitorBooths: [{ BoothNumber: 'D1' }] });
    (missing as { BoothNumbers: unknown }).BoothNumbers = null;
    expect(sortedBoothNumbers(missing)).toEqual(['D1']);
  });

  it('no booths at all, or malformed ones, give an empty list', () => {
    expect(sortedBoothNumbers({})).toEqual([]);
    expect(sortedBoothNumbers({ BoothNumbers: null as never, ExhibitorBooths: [null as never, { BoothNumber: '  ' }] })).toEqual([]);
  });

  it('compares case-insensitively, numbers as numbers', () => {
    expect(compareBoothNumbers('a3', 'A12')).toBeLessThan(0);
    expect(compareBoothNumbers('A12', 'b1')).toBeLessThan(0);
    expect(compareBoothNumbers('A03', 'A3')).toBe(0);
    expect(compareBoothNumbers('a3', 'A3')).toBe(0);
  });

  it('the list order does not depend on the input order for collation ties', () => {
    expect(sortedBoothNumbers({ BoothNumbers: ['A3', 'A03'] })).toEqual(sortedBoothNumbers({ BoothNumbers: ['A03', 'A3'] }));
  });
});

describe('boothLabelKey', () => {
  it('Booth for one, Booths for more', () => {
    expect(boothLabelKey(1)).toBe('exhibitors.booth');
    expect(boothLabelKey(2)).toBe('exhibitors.booths');
    expect(boothLabelKey(5)).toBe('exhibitors.booths');
  });
});
