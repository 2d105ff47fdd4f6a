import fc from 'fast-check';
import Fuse from 'fuse.js';
import { describe, expect, it } from 'vitest';
import { FUZZY_SEARCH_OPTIONS } from '../fuzzySearch';
import { buildExhibitorSearchIndex, EXHIBITOR_SEARCH_KEYS, searchExhibitors } from './search';
import { account, ids } from './testAccounts';

const fuseIds = (accounts: ReturnType<typeof account>[], query: string) =>
  new Fuse(accounts, { ...FUZZY_SEARCH_OPTIONS, keys: [...EXHIBITOR_SEARCH_KEYS] }).search(query).map((r) => r.item.CompanyAccountId);

// A small alphabet so that random queries often match (and often nearly match, which is where fuzzy scoring matters).
const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'A', 'B', ' ', '1', '2'), minLength: 0, maxLength: 12 });
const accountsArb = fc
  .array(
    fc.record({
      Name: fc.oneof(word, fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'A', ' ', '1'), minLength: 4, maxLength: 16 })),
      Tags: fc.array(word, { maxLength: 3 }),
      BoothNumbers: fc.array(word, { maxLength: 3 }),
    }),
    { minLength: 1, maxLength: 15 },
  )
  .map((records) => records.map((fields, i) => account(`id${i}`, fields)));
const longQuery = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'd', 'e'), minLength: 30, maxLength: 40 });
/** A piece of one of the accounts' texts, sometimes with one character changed: near matches are fuzzy search's point. */
const pieceOf = (accounts: ReturnType<typeof account>[]) => {
  const texts = accounts.flatMap((a) => [a.Name, ...a.Tags, ...a.BoothNumbers]).filter((t) => t.length > 0);
  if (texts.length === 0) return word;
  return fc
    .tuple(fc.constantFrom(...texts), fc.nat(), fc.nat(), fc.option(fc.tuple(fc.nat(), fc.constantFrom('a', 'x', 'B'))))
    .map(([text, from, length, edit]) => {
      // Mostly 3 characters or more: shorter ones are below the minimum match and find nothing.
      const start = from % text.length;
      let piece = text.slice(start, start + 3 + (length % 8));
      if (edit) {
        const at = edit[0] % piece.length;
        piece = piece.slice(0, at) + edit[1] + piece.slice(at + 1);
      }
      return piece;
    });
};
const accountsAndQuery = accountsArb.chain((accounts) =>
  fc.tuple(
    fc.constant(accounts),
    fc.oneof({ arbitrary: word, weight: 1 }, { arbitrary: longQuery, weight: 1 }, { arbitrary: pieceOf(accounts), weight: 3 }),
  ),
);

describe('exhibitor search (content sections 5 and 9)', () => {
  it('searches names, tags and booth numbers', () => {
    expect(EXHIBITOR_SEARCH_KEYS).toEqual(['Name', 'Tags', 'BoothNumbers']);
    const accounts = [
      account('1', { Name: 'Cardiomed' }),
      account('2', { Name: 'Other', Tags: ['cardiology'] }),
      account('3', { Name: 'Third', BoothNumbers: ['H12'] }),
    ];
    const index = buildExhibitorSearchIndex(accounts);
    expect(ids(searchExhibitors(index, 'cardio'))!.sort()).toEqual(['1', '2']);
    expect(ids(searchExhibitors(index, 'H12'))).toEqual(['3']);
  });

  it('a blank text is no search (null)', () => {
    const index = buildExhibitorSearchIndex([account('1')]);
    expect(searchExhibitors(index, '')).toBeNull();
    expect(searchExhibitors(index, '   ')).toBeNull();
  });

  it('tolerates missing Tags and BoothNumbers', () => {
    const broken = account('1', { Name: 'Pharma' });
    (broken as { Tags: unknown }).Tags = null;
    (broken as { BoothNumbers: unknown }).BoothNumbers = undefined;
    expect(ids(searchExhibitors(buildExhibitorSearchIndex([broken]), 'pharma'))).toEqual(['1']);
  });

  it('returns what fuse.js returns with the spec options, in the same order', () => {
    fc.assert(
      fc.property(accountsAndQuery, ([accounts, query]) => {
        fc.pre(query.trim() !== '');
        const ours = ids(searchExhibitors(buildExhibitorSearchIndex(accounts), query))!;
        const fuse = fuseIds(accounts, query);
        expect(new Set(ours)).toEqual(new Set(fuse));
        expect(ours).toEqual(fuse);
      }),
      { numRuns: 300 },
    );
  });
});
