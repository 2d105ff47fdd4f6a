import { describe, expect, it } from 'vitest';
import { buildExhibitorSearchIndex, searchExhibitors } from './search';
import { exhibitorSuggestions, exhibitorVocabulary } from './suggestions';
import { account } from './testAccounts';

const ACCOUNTS = [
  account('a', { Name: 'Cardioflow Inc.', Tags: ['Cardiology', 'Digital health'], BoothNumbers: ['A12'] }),
  account('b', { Name: 'Cardiogen Ltd', Tags: ['Cardiology'] }),
  account('c', { Name: 'Nephrovita Pharma', Tags: ['Nephrologie', 'Onkologie'] }),
  account('d', { Name: 'Biocore Medical' }),
];
const index = buildExhibitorSearchIndex(ACCOUNTS);
const finds = (term: string) => (searchExhibitors(index, term) ?? []).length > 0;

describe('exhibitorVocabulary', () => {
  it('holds company names, their words and topics, not booth numbers', () => {
    const texts = exhibitorVocabulary(ACCOUNTS).map((term) => term.text);
    expect(texts).toEqual(
      expect.arrayContaining(['Cardioflow Inc.', 'Cardioflow', 'Cardiogen', 'Cardiology', 'Digital health', 'Nephrologie']),
    );
    expect(texts).not.toContain('A12');
    // Words shorter than four letters ("Inc", "Ltd") are not offered.
    expect(texts).not.toContain('Ltd');
  });

  it('counts a topic once per company that has it', () => {
    expect(exhibitorVocabulary(ACCOUNTS).find((term) => term.text === 'Cardiology')?.uses).toBe(2);
  });
});

describe('exhibitorSuggestions', () => {
  it('offers words of company names close to a misspelt search that found nothing, each one that finds something', () => {
    expect(finds('Meidcal')).toBe(false);
    const suggestions = exhibitorSuggestions(exhibitorVocabulary(ACCOUNTS), 'Meidcal', finds);
    expect(suggestions).toEqual(['Medical']);
    expect(suggestions.every(finds)).toBe(true);
  });

  it('offers topics too, in the language they are shown in', () => {
    expect(exhibitorSuggestions(exhibitorVocabulary(ACCOUNTS), 'Nefrologie', finds)).toContain('Nephrologie');
  });

  it('leaves out terms that would find nothing with the list’s filters, closest first, and keeps to the limit', () => {
    const vocabulary = exhibitorVocabulary(ACCOUNTS);
    const all = exhibitorSuggestions(vocabulary, 'Cardoi', () => true);
    expect(all.slice(0, 2)).toEqual(['Cardiology', 'Cardioflow']);
    expect(exhibitorSuggestions(vocabulary, 'Cardoi', (term) => term !== 'Cardiology', 2)).toEqual(
      all.filter((term) => term !== 'Cardiology').slice(0, 2),
    );
  });

  it('offers nothing for a query too short to correct', () => {
    expect(exhibitorSuggestions(exhibitorVocabulary(ACCOUNTS), 'xy', finds)).toEqual([]);
  });
});
