import fc from 'fast-check';
import Fuse from 'fuse.js';
import { describe, expect, it } from 'vitest';
import { buildFuzzySearchIndex, FUZZY_SEARCH_OPTIONS, searchFuzzy } from './fuzzySearch';

interface Item {
  Name: string;
  Tags: string[];
}

// A small alphabet (with a capital, a space and an umlaut) makes near matches common: the letter-count
// shortcut is tested where it matters, on texts that almost match.
const text = (max: number) => fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'A', ' ', 'ü'), maxLength: max });
const items = fc.array(fc.record({ Name: text(24), Tags: fc.array(text(10), { maxLength: 3 }) }), { maxLength: 40 });

describe('searchFuzzy', () => {
  it('finds exactly what fuse.js finds with the spec options, in the same order, for any items and pattern', () => {
    fc.assert(
      fc.property(items, text(40), (list: Item[], pattern) => {
        const keys = ['Name', 'Tags'] as const;
        const expected = new Fuse(list, { ...FUZZY_SEARCH_OPTIONS, keys: [...keys] }).search(pattern).map((result) => result.refIndex);
        const found = searchFuzzy(buildFuzzySearchIndex(list, keys), pattern).map((result) => result.refIndex);
        expect(found).toEqual(expected);
      }),
      { numRuns: 2000 },
    );
  });
});
