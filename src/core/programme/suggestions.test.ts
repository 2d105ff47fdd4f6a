import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  buildVocabulary,
  editDistance,
  isCorrectable,
  maxSuggestionDistance,
  programmeVocabulary,
  suggest,
  SUGGESTION_LIMIT,
  SUGGESTION_MIN_QUERY_LENGTH,
  titleWords,
  VOCABULARY_MIN_WORD_LENGTH,
} from './suggestions';
import type { SessionRecord } from './types';

const SESSIONS: SessionRecord[] = [
  {
    Id: 1,
    Name: 'Heart failure with preserved ejection fraction',
    groups: [{ Name: 'Cardiology' }],
    Chairs: [{ Firstname: 'Charlotte', Surname: 'Papadopoulos' }],
    Presentations: [{ Title: 'Catheter ablation of atrial fibrillation', SpeakerFirstname: 'Jonas', SpeakerSurname: 'Müller' }],
    RoomName: 'Hall A',
  },
  {
    Id: 2,
    Name: 'Diabetes in primary care',
    groups: [{ Name: 'Diabetes and endocrinology' }, { Name: 'Cardiology' }],
    Presentations: [{ Title: 'Insulin pumps', SpeakerFirstname: 'Eleni', SpeakerSurname: 'Svoboda' }],
  },
];

const vocabulary = programmeVocabulary(
  { Groups: [{ Name: 'Cardiology' }, { Name: 'Oncology' }], SessionTypes: [{ Name: 'Meet the expert' }], Rooms: [{ Name: 'Room Vienna' }] },
  SESSIONS,
);

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and adjacent transpositions as one edit each', () => {
    expect(editDistance('svoboda', 'svoboda')).toBe(0);
    expect(editDistance('svobda', 'svoboda')).toBe(1);
    expect(editDistance('svobodaa', 'svoboda')).toBe(1);
    expect(editDistance('svobeda', 'svoboda')).toBe(1);
    expect(editDistance('svoobda', 'svoboda')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });

  it('stops at limit + 1 once the distance must exceed the limit', () => {
    expect(editDistance('cardiology', 'oncology', 1)).toBe(2);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });

  it('is symmetric and zero exactly for equal strings', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }), (a, b) => {
        expect(editDistance(a, b)).toBe(editDistance(b, a));
        expect(editDistance(a, b) === 0).toBe(a === b);
      }),
    );
  });
});

describe('programmeVocabulary', () => {
  it('holds speakers and chairs by whole name and surname, topics, types, rooms and title words, each once with its uses', () => {
    const texts = vocabulary.map((term) => term.text);
    expect(texts).toEqual(
      expect.arrayContaining([
        'Charlotte Papadopoulos',
        'Papadopoulos',
        'Jonas Müller',
        'Müller',
        'Svoboda',
        'Cardiology',
        'Diabetes and endocrinology',
        'Meet the expert',
        'Room Vienna',
        'Heart',
        'failure',
        'ablation',
        'Insulin',
      ]),
    );
    expect(vocabulary.find((term) => term.text === 'Cardiology')?.uses).toBe(3);
    expect(new Set(vocabulary.map((term) => term.key)).size).toBe(vocabulary.length);
  });

  it(`leaves out title words shorter than ${VOCABULARY_MIN_WORD_LENGTH} letters`, () => {
    expect(titleWords('Heart failure in the ICU: what’s new?')).toEqual(['Heart', 'failure', 'what’s']);
  });

  it('merges spellings that differ only in case or diacritics', () => {
    expect(buildVocabulary(['Müller', 'muller', ' MÜLLER ']).map((term) => [term.text, term.uses])).toEqual([['Müller', 3]]);
  });
});

describe('suggest', () => {
  it("offers a speaker's surname for the surname with one letter wrong", () => {
    expect(suggest(vocabulary, 'Papadopulos')[0]).toBe('Papadopoulos');
    expect(suggest(vocabulary, 'Svobodo')[0]).toBe('Svoboda');
  });

  it('offers a topic for a misspelt topic, and a term for a misspelt start of it', () => {
    expect(suggest(vocabulary, 'cardiolgy')[0]).toBe('Cardiology');
    expect(suggest(vocabulary, 'Cardilo')).toContain('Cardiology');
  });

  it('offers the spelling with diacritics for a query typed without them', () => {
    expect(suggest(vocabulary, 'Muller')).toEqual(['Müller']);
  });

  it(`offers nothing for queries shorter than ${SUGGESTION_MIN_QUERY_LENGTH} letters or far from every term`, () => {
    expect(suggest(vocabulary, 'ca')).toEqual([]);
    expect(suggest(vocabulary, 'xylophone')).toEqual([]);
    expect(maxSuggestionDistance(2)).toBe(0);
  });

  it(`says a query is correctable from ${SUGGESTION_MIN_QUERY_LENGTH} letters (white space and diacritics aside), and suggest agrees`, () => {
    expect(isCorrectable('h')).toBe(false);
    expect(isCorrectable('  ca  ')).toBe(false);
    expect(isCorrectable('car')).toBe(true);
    expect(isCorrectable('a  b')).toBe(true);
    fc.assert(
      fc.property(fc.string({ minLength: 0, maxLength: 8 }), (query) => {
        if (!isCorrectable(query)) expect(suggest(vocabulary, query)).toEqual([]);
      }),
    );
  });

  it('never offers the query itself', () => {
    expect(suggest(vocabulary, 'cardiology')).not.toContain('Cardiology');
  });

  it(`offers at most ${SUGGESTION_LIMIT}, closest first, then the most used`, () => {
    const many = buildVocabulary(['tests', 'testa', 'testb', 'testc', 'testd', 'teste', 'testf', 'testa', 'texts']);
    const offered = suggest(many, 'testz');
    expect(offered).toHaveLength(SUGGESTION_LIMIT);
    expect(offered[0]).toBe('testa');
  });

  it('only offers terms of the vocabulary, within the allowed distance', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 0, maxLength: 14 }), (query) => {
        for (const offered of suggest(vocabulary, query)) expect(vocabulary.some((term) => term.text === offered)).toBe(true);
      }),
    );
  });
});
