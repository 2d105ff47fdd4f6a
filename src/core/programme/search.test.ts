import fc from 'fast-check';
import Fuse, { type FuseOptionKey } from 'fuse.js';
import { describe, expect, it } from 'vitest';
import { buildFuzzySearchIndex, searchFuzzy } from '../fuzzySearch';
import {
  buildPresentationSearchIndex,
  buildProgrammeSearchIndex,
  buildSessionSearchIndex,
  FUZZY_MAX_PATTERN_LENGTH,
  FUZZY_SEARCH_OPTIONS,
  PRESENTATION_SEARCH_KEYS,
  searchProgramme,
  SESSION_SEARCH_KEYS,
  SESSION_SEARCH_OPTIONS,
} from './search';
import type { PresentationRecord, SessionRecord } from './types';

const fuseSessionIds = (sessions: SessionRecord[], pattern: string, keys: readonly FuseOptionKey<SessionRecord>[] = SESSION_SEARCH_KEYS) =>
  new Fuse(sessions, { ...SESSION_SEARCH_OPTIONS, keys: [...keys] }).search(pattern).map((result) => result.item.Id);

const sessionIds = (sessions: SessionRecord[], pattern: string) =>
  searchProgramme(buildSessionSearchIndex(sessions), pattern).map((result) => result.item.Id);

function session(Id: number, fields: Partial<SessionRecord> = {}): SessionRecord {
  return { Id, Name: `Session ${Id}`, ...fields };
}

describe('search options (content sections 5 and 9)', () => {
  it('general fuzzy search: threshold 0.3, minimum match 3, pattern length 32', () => {
    expect(FUZZY_SEARCH_OPTIONS.threshold).toBe(0.3);
    expect(FUZZY_SEARCH_OPTIONS.minMatchCharLength).toBe(3);
    expect(FUZZY_MAX_PATTERN_LENGTH).toBe(32);
  });

  it('session and presentation search: minimum 2, threshold 0, location ignored', () => {
    expect(SESSION_SEARCH_OPTIONS.minMatchCharLength).toBe(2);
    expect(SESSION_SEARCH_OPTIONS.threshold).toBe(0);
    expect(SESSION_SEARCH_OPTIONS.ignoreLocation).toBe(true);
  });
});

describe('searchProgramme on sessions (named cases, each checked against fuse.js too)', () => {
  const sessions: SessionRecord[] = [
    session(1, { Name: 'Heart failure update', RoomName: 'Hall A', groups: [{ Name: 'Cardiology' }] }),
    session(2, {
      Name: 'Imaging',
      Presentations: [{ Title: 'MRI of the failing heart', SpeakerFirstname: 'Anna', SpeakerSurname: 'Müller' }],
      Chairs: [{ Firstname: 'Jürgen', Surname: 'Straße' }],
    }),
    session(3, { Name: 'heart', groups: [{ Name: 'Meeting point' }, { Name: '   ' }] }),
    session(4, { Name: null, RoomName: 'Room 7', Presentations: [{ Title: '' }, { SpeakerSurname: 'Lee' }] }),
    session(5, { Name: 'Keynote' }),
  ];

  const expectSame = (pattern: string, expected: number[]) => {
    expect(sessionIds(sessions, pattern)).toEqual(expected);
    expect(fuseSessionIds(sessions, pattern)).toEqual(expected);
  };

  it('returns every session in original order for an empty or blank pattern (the element shows the whole list)', () => {
    expectSame('', [1, 2, 3, 4, 5]);
    expectSame('   ', [1, 2, 3, 4, 5]);
  });

  it('matches a substring case-insensitively; an exact name ranks first, then the heavier key', () => {
    expectSame('HEART', [3, 1, 2]);
  });

  it('keeps diacritics: "muller" does not find Müller, "müller" does (ignoreDiacritics is off)', () => {
    expectSame('muller', []);
    expectSame('MÜLLER', [2]);
  });

  it('finds a speaker or a chair by the whole name', () => {
    expectSame('anna müller', [2]);
    expectSame('jürgen straße', [2]);
  });

  it('searches tags (group names), rooms and titles', () => {
    expectSame('cardio', [1]);
    expectSame('room 7', [4]);
    expectSame('failing', [2]);
  });

  it('treats a 1-character pattern as Fuse does: only a doubled letter makes a run of 2', () => {
    expectSame('e', [4, 3]);
    expectSame('k', []);
  });

  it('keeps spaces in the pattern as characters', () => {
    expectSame('heart ', [1]);
    expectSame(' hall', []);
  });

  it('matches a pattern longer than 32 characters chunk by chunk', () => {
    const long = session(6, { Name: 'The failing heart in the elderly: imaging, therapy and follow-up' });
    const withLong = [...sessions, long];
    // The first 32-character chunk occurs in the name, the last one does not.
    const pattern = `${long.Name!.slice(20, 52)} and in the young`;
    expect(pattern.length).toBeGreaterThan(32);
    expect(sessionIds(withLong, pattern)).toEqual([6]);
    expect(fuseSessionIds(withLong, pattern)).toEqual([6]);
  });

  it('scores a long pattern by the mean over its chunks: containing every chunk beats containing one', () => {
    const pattern = 'cardiac imaging in heart failure patients';
    const oneChunk = session(7, { Name: `${pattern.slice(0, 32)} today` });
    const everyChunk = session(8, { Name: `new ${pattern}` });
    expect(sessionIds([oneChunk, everyChunk], pattern)).toEqual([8, 7]);
    expect(fuseSessionIds([oneChunk, everyChunk], pattern)).toEqual([8, 7]);
  });

  it('returns nothing when nothing contains the pattern, and nothing for an empty programme', () => {
    expectSame('oncology', []);
    expect(sessionIds([], 'heart')).toEqual([]);
    expect(sessionIds([], '')).toEqual([]);
  });

  it('returns the items themselves with their original index, like fuse.js', () => {
    const results = searchProgramme(buildSessionSearchIndex(sessions), 'keynote');
    expect(results).toEqual([{ item: sessions[4], refIndex: 4 }]);
  });
});

describe('searchProgramme on presentations', () => {
  const presentations: PresentationRecord[] = [
    { Id: 10, Title: 'Statins revisited', SpeakerFirstname: 'Li', SpeakerSurname: 'Wang', SessionName: 'Lipids' },
    { Id: 11, Title: 'Lipid apheresis', SpeakerFirstname: 'Ólafur', SpeakerSurname: 'Jónsson', SessionName: 'Therapy' },
    { Id: 12, Title: null, SpeakerSurname: 'Lipowski' },
  ];

  it('searches title, speaker and session name as fuse.js does', () => {
    // Presentation search is session search (content section 5 names no other options).
    const fuse = new Fuse(presentations, { ...SESSION_SEARCH_OPTIONS, keys: [...PRESENTATION_SEARCH_KEYS] });
    const index = buildPresentationSearchIndex(presentations);
    for (const pattern of ['lip', 'LIPIDS', 'ólafur jón', 'wang', 'x', 'ss']) {
      expect(searchProgramme(index, pattern).map((result) => result.item.Id)).toEqual(fuse.search(pattern).map((result) => result.item.Id));
    }
    expect(searchProgramme(index, 'lip').map((result) => result.item.Id)).toEqual([11, 10, 12]);
  });
});

describe('searchFuzzy (general fuzzy search wraps fuse.js)', () => {
  const exhibitors = [{ Name: 'Cardiology Devices Ltd' }, { Name: 'Pharma Nord' }, { Name: 'Medi' }];

  it('tolerates a typo and honours the minimum match length of 3', () => {
    const index = buildFuzzySearchIndex(exhibitors, ['Name']);
    expect(searchFuzzy(index, 'cardiolgy').map((result) => result.refIndex)).toEqual([0]);
    expect(searchFuzzy(index, 'me').map((result) => result.refIndex)).toEqual([]);
    const fuse = new Fuse(exhibitors, { ...FUZZY_SEARCH_OPTIONS, keys: ['Name'] });
    expect(searchFuzzy(index, 'pharma').map((result) => result.refIndex)).toEqual(fuse.search('pharma').map((result) => result.refIndex));
  });
});

// ---- property tests: identical to fuse.js on generated programmes and patterns ----

const WORDS = [
  'Heart',
  'failure',
  'HEART',
  'kardiologie',
  'Müller',
  'muller',
  'Straße',
  'STRASSE',
  'Øresund',
  'Łódź',
  'İstanbul',
  'naïve',
  'François',
  'ÉCLAIR',
  'Ærø',
  'COVID-19',
  'MRI',
  'ct',
  'ee',
  'Meeting',
  'all',
  'a',
  'e',
  'Lee',
  'Session',
  'imaging',
  'therapy',
  'follow-up',
  'of',
  'the',
  'in',
  'and',
  '日本',
  'Ωmega',
  'x',
  '',
];
const SEPARATORS = [' ', ' ', ' ', '  ', '\t', '\u00a0', '-', ''];

const wordArb = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...WORDS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 4, unit: 'grapheme' }) },
);
const textArb = fc
  .array(fc.tuple(wordArb, fc.constantFrom(...SEPARATORS)), { maxLength: 14 })
  .map((parts) => parts.map(([word, separator]) => word + separator).join(''));
const optionalTextArb = fc
  .option(textArb, { nil: undefined, freq: 5 })
  .chain((text) => fc.constantFrom<string | null | undefined>(text, text, text, null));

const sessionsArb = fc
  .array(
    fc.record(
      {
        Name: optionalTextArb,
        RoomName: optionalTextArb,
        groups: fc.array(fc.record({ Name: optionalTextArb }), { maxLength: 3 }),
        Presentations: fc.array(
          fc.record(
            { Title: optionalTextArb, SpeakerFirstname: optionalTextArb, SpeakerSurname: optionalTextArb },
            { requiredKeys: [], noNullPrototype: true },
          ),
          { maxLength: 4 },
        ),
        Chairs: fc.array(fc.record({ Firstname: optionalTextArb, Surname: optionalTextArb }), { maxLength: 2 }),
      },
      { requiredKeys: [], noNullPrototype: true },
    ),
    { maxLength: 25 },
  )
  .chain((records) =>
    // Real programmes repeat texts (a speaker in many sessions, a title reused): copy some session names onto others,
    // prefixed or suffixed, so that many items tie or nearly tie and the ordering is exercised.
    fc.array(fc.tuple(fc.nat(), fc.nat(), fc.constantFrom('', 'Update: ', ' (part 2)')), { maxLength: 6 }).map((copies) => {
      const sessions = records.map((record, index): SessionRecord => ({ Id: index + 1, ...record }));
      for (const [from, to, affix] of copies) {
        if (!sessions.length) break;
        const name = sessions[from % sessions.length]!.Name;
        const target = sessions[to % sessions.length]!;
        if (name) target.Name = affix.endsWith(' ') ? affix + name : name + affix;
      }
      return sessions;
    }),
  );

const casing = (text: string, mode: number) => (mode === 0 ? text : mode === 1 ? text.toUpperCase() : text.toLowerCase());

/** Pattern recipes, resolved against the generated programme so that most patterns do hit something. */
const patternRecipeArb = fc.oneof(
  fc.record({
    kind: fc.constant('substring' as const),
    text: fc.nat(),
    start: fc.nat(),
    length: fc.integer({ min: 1, max: 80 }),
    mode: fc.nat(2),
  }),
  fc.record({
    kind: fc.constant('literal' as const),
    value: fc.oneof(wordArb, textArb, fc.constantFrom(' ', '  ', '\t', ' e', 'e ', '\u0000', 'a\u0000b')),
  }),
  fc.record({ kind: fc.constant('char' as const), value: fc.constantFrom('e', 'E', 'l', 'a', 's', ' ', 'ß', 'ø', '-') }),
  fc.record({
    kind: fc.constant('long' as const),
    value: fc.array(wordArb, { minLength: 6, maxLength: 16 }).map((words) => words.join(' ')),
  }),
  fc.record({
    kind: fc.constant('longest' as const),
    start: fc.nat(),
    suffix: fc.constantFrom('', ' and more', ' in the elderly and young'),
    mode: fc.nat(2),
  }),
);

function allTexts(sessions: SessionRecord[]): string[] {
  return sessions
    .flatMap((item) => [
      item.Name,
      item.RoomName,
      ...(item.groups ?? []).map((group) => group.Name),
      ...(item.Presentations ?? []).flatMap((presentation) => [
        presentation.Title,
        `${presentation.SpeakerFirstname} ${presentation.SpeakerSurname}`,
      ]),
    ])
    .filter((text): text is string => typeof text === 'string' && text.length > 0);
}

type PatternRecipe = typeof patternRecipeArb extends fc.Arbitrary<infer Recipe> ? Recipe : never;

function resolvePattern(recipe: PatternRecipe, sessions: SessionRecord[]): string {
  if (recipe.kind !== 'substring' && recipe.kind !== 'longest') return recipe.value;
  const texts = allTexts(sessions);
  if (!texts.length) return 'heart';
  if (recipe.kind === 'longest') {
    // Chunks of a pattern over 32 characters only hit texts that long: take the longest text, shifted and extended.
    const longest = texts.reduce((a, b) => (b.length > a.length ? b : a));
    return casing(longest.slice(recipe.start % Math.max(1, longest.length - 32)) + recipe.suffix, recipe.mode);
  }
  const text = texts[recipe.text % texts.length]!;
  const start = recipe.start % text.length;
  return casing(text.slice(start, start + recipe.length), recipe.mode);
}

describe('searchProgramme equals fuse.js (property)', () => {
  it('on sessions with the session keys', () => {
    fc.assert(
      fc.property(sessionsArb, fc.array(patternRecipeArb, { minLength: 1, maxLength: 6 }), (sessions, recipes) => {
        const index = buildSessionSearchIndex(sessions);
        const fuse = new Fuse(sessions, { ...SESSION_SEARCH_OPTIONS, keys: [...SESSION_SEARCH_KEYS] });
        for (const recipe of recipes) {
          const pattern = resolvePattern(recipe, sessions);
          const ours = searchProgramme(index, pattern).map((result) => result.refIndex);
          expect(ours, JSON.stringify(pattern)).toEqual(fuse.search(pattern).map((result) => result.refIndex));
        }
      }),
      { numRuns: 400 },
    );
  });

  it('with any subset of keys, as paths, arrays or getFns, and any positive weights', () => {
    const keyChoices: FuseOptionKey<SessionRecord>[] = [
      'Name',
      ['RoomName'],
      'groups.Name',
      ['Presentations', 'Title'],
      'Presentations.SpeakerSurname',
      'Chairs.Firstname',
      'Id',
      'Presentations',
    ];
    const keysArb = fc.uniqueArray(fc.nat(keyChoices.length - 1), { minLength: 1, maxLength: keyChoices.length }).chain((picked) =>
      fc.tuple(
        ...picked.map((choice) =>
          fc.option(fc.double({ min: 0.1, max: 5, noNaN: true }), { nil: undefined }).map((weight) => {
            const key = keyChoices[choice]!;
            if (weight === undefined) return key;
            return { name: typeof key === 'string' || Array.isArray(key) ? key : key.name, weight };
          }),
        ),
      ),
    );
    fc.assert(
      fc.property(sessionsArb, keysArb, fc.array(patternRecipeArb, { minLength: 1, maxLength: 4 }), (sessions, keys, recipes) => {
        const index = buildProgrammeSearchIndex(sessions, keys);
        const fuse = new Fuse(sessions, { ...SESSION_SEARCH_OPTIONS, keys });
        for (const recipe of [...recipes, { kind: 'literal' as const, value: '1' }]) {
          const pattern = resolvePattern(recipe, sessions);
          const ours = searchProgramme(index, pattern).map((result) => result.refIndex);
          expect(ours, JSON.stringify(pattern)).toEqual(fuse.search(pattern).map((result) => result.refIndex));
        }
      }),
      { numRuns: 300 },
    );
  });
});
