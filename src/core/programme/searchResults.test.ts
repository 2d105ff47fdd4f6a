import { describe, expect, it } from 'vitest';
import {
  ABSTRACT_SEARCH_KEYS,
  AUTHOR_SEARCH_KEYS,
  buildProgrammeSearchIndex,
  PRESENTATION_SEARCH_KEYS,
  searchProgramme,
  SESSION_SEARCH_KEYS,
} from './search';
import {
  abstractResults,
  authorResults,
  presentationResults,
  sessionResults,
  sortedPresentations,
  sortedSessions,
  type ResultOptions,
  type SearchablePresentation,
} from './searchResults';
import type { SearchState } from './searchView';
import { SESSION_SORTS } from './sort';

const TZ = 'Europe/Berlin';
const options: ResultOptions = { timeZone: TZ, language: 'en', now: Date.parse('2026-06-10T12:00:00Z'), seed: 7 };
const state = (patch: Partial<SearchState> = {}): SearchState => ({
  view: 'sessions',
  text: '',
  days: [],
  rooms: [],
  types: [],
  tags: [],
  filter: null,
  sort: 'date',
  ...patch,
});
const groups = (...names: string[]) => names.map((Name) => ({ Name }));

/** What the text search finds, as the set the result functions take. */
function matches<T>(items: readonly T[], keys: Parameters<typeof buildProgrammeSearchIndex<T>>[1], pattern: string): Set<T> {
  return new Set(searchProgramme(buildProgrammeSearchIndex(items, keys), pattern).map((result) => result.item));
}

interface Session {
  Id: number;
  Name?: string | null;
  SessionType?: string | null;
  StartDateTime?: string | null;
  EndDateTime?: string | null;
  RoomId?: number | string | null;
  RoomName?: string | null;
  CompanyAccountId?: string | number | null;
  SponsorType?: string | null;
  groups?: { Name: string }[] | null;
}

const sessions: Session[] = [
  // 22:30 UTC on the 10th is 00:30 on the 11th in Berlin (CEST).
  {
    Id: 1,
    Name: 'Heart failure update',
    SessionType: 'Lecture',
    StartDateTime: '2026-06-10T22:30:00Z',
    EndDateTime: '2026-06-10T23:30:00Z',
    RoomId: 11,
    RoomName: 'Hall A',
    groups: groups('Cardiology', 'Imaging'),
  },
  {
    Id: 2,
    Name: 'Valve devices',
    SessionType: 'Satellite',
    StartDateTime: '2026-06-10T09:00:00',
    EndDateTime: '2026-06-10T10:00:00',
    RoomId: 12,
    RoomName: 'Hall B',
    CompanyAccountId: 'c-1',
    SponsorType: 'Gold',
    groups: groups('Imaging'),
  },
  { Id: 3, Name: null, SessionType: null, RoomId: 999, groups: null },
  {
    Id: 4,
    Name: 'Heart rhythm',
    SessionType: 'lecture',
    StartDateTime: '2026-06-11T08:00:00',
    EndDateTime: '2026-06-11T09:00:00',
    RoomId: '12',
    RoomName: 'Hall B',
    groups: groups('cardiology'),
  },
];
const ids = (list: readonly { Id: number }[]) => list.map((item) => item.Id);
const byDate = () => sortedSessions(sessions, state(), options);

describe('sessionResults', () => {
  it('keeps every session, in the sorted order, without text and filters', () => {
    expect(ids(byDate())).toEqual([2, 1, 4, 3]);
    expect(ids(sessionResults(byDate(), null, state(), TZ))).toEqual([2, 1, 4, 3]);
    const byName = sortedSessions(sessions, state({ sort: 'name' }), options);
    expect(ids(sessionResults(byName, null, state({ sort: 'name' }), TZ))).toEqual([1, 4, 2, 3]);
  });

  it('picks the matches out of the sorted list, in the sorted order rather than the match order', () => {
    const found = searchProgramme(buildProgrammeSearchIndex(sessions as never[], SESSION_SEARCH_KEYS as never), 'heart').map(
      (r) => (r.item as Session).Id,
    );
    expect(found.sort()).toEqual([1, 4]);
    const matched = matches(sessions, SESSION_SEARCH_KEYS as never, 'heart');
    expect(ids(sessionResults(byDate(), matched, state({ text: 'heart' }), TZ))).toEqual([1, 4]);
    const reversed = [...byDate()].reverse();
    expect(ids(sessionResults(reversed, matched, state({ text: 'heart' }), TZ))).toEqual([4, 1]);
  });

  it('keeps nothing when the text matches nothing', () => {
    expect(sessionResults(byDate(), new Set(), state({ text: 'oncology' }), TZ)).toEqual([]);
  });

  it('takes the day of a UTC instant in the event time zone', () => {
    expect(ids(sessionResults(byDate(), null, state({ days: ['2026-06-11'] }), TZ))).toEqual([1, 4]);
    expect(ids(sessionResults(byDate(), null, state({ days: ['2026-06-10'] }), TZ))).toEqual([2]);
    expect(ids(sessionResults(byDate(), null, state({ days: ['2026-06-10'] }), 'UTC'))).toEqual([2, 1]);
  });

  it('keeps a session on any of the chosen days', () => {
    expect(ids(sessionResults(byDate(), null, state({ days: ['2026-06-10', '2026-06-11'] }), TZ))).toEqual([2, 1, 4]);
  });

  it('filters by room id, whether the id is a number or a string', () => {
    expect(ids(sessionResults(byDate(), null, state({ rooms: ['12'] }), TZ))).toEqual([2, 4]);
    expect(ids(sessionResults(byDate(), null, state({ rooms: ['11', '999'] }), TZ))).toEqual([1, 3]);
  });

  it('filters by session type, case-insensitively', () => {
    expect(ids(sessionResults(byDate(), null, state({ types: ['LECTURE'] }), TZ))).toEqual([1, 4]);
  });

  it('keeps only sessions that carry all chosen tags', () => {
    expect(ids(sessionResults(byDate(), null, state({ tags: ['Cardiology'] }), TZ))).toEqual([1, 4]);
    expect(ids(sessionResults(byDate(), null, state({ tags: ['Cardiology', 'Imaging'] }), TZ))).toEqual([1]);
  });

  it('applies the industry and scientificprogram filters', () => {
    expect(ids(sessionResults(byDate(), null, state({ filter: 'industry' }), TZ))).toEqual([2]);
    expect(ids(sessionResults(byDate(), null, state({ filter: 'scientificprogram' }), TZ))).toEqual([1, 4, 3]);
  });

  it('combines text and every filter', () => {
    const matched = matches(sessions, SESSION_SEARCH_KEYS as never, 'heart');
    expect(
      ids(
        sessionResults(
          byDate(),
          matched,
          state({
            text: 'heart',
            days: ['2026-06-11'],
            rooms: ['12'],
            types: ['Lecture'],
            tags: ['Cardiology'],
            filter: 'scientificprogram',
          }),
          TZ,
        ),
      ),
    ).toEqual([4]);
    expect(ids(sessionResults(byDate(), matched, state({ text: 'heart', filter: 'industry' }), TZ))).toEqual([]);
  });
});

describe('malformed sessions (no start or end, null name, unknown room, groups null)', () => {
  it('never throw, in any sort and with any text', () => {
    for (const sort of SESSION_SORTS) expect(() => sortedSessions(sessions, state({ sort }), options)).not.toThrow();
    expect(() => matches(sessions, SESSION_SEARCH_KEYS as never, 'hall')).not.toThrow();
  });

  it('are kept when no filter excludes them', () => {
    expect(ids(sessionResults(byDate(), null, state({ filter: 'scientificprogram' }), TZ))).toContain(3);
    expect(ids(sessionResults(byDate(), null, state({ rooms: ['999'] }), TZ))).toEqual([3]);
  });

  it('without a start are excluded by a day filter', () => {
    expect(ids(sessionResults(byDate(), null, state({ days: ['2026-06-10', '2026-06-11'] }), TZ))).not.toContain(3);
  });

  it('without groups are excluded by a tag filter and without a type by a type filter', () => {
    expect(ids(sessionResults(byDate(), null, state({ tags: ['Imaging'] }), TZ))).not.toContain(3);
    expect(ids(sessionResults(byDate(), null, state({ types: ['Lecture'] }), TZ))).not.toContain(3);
  });
});

type Presentation = SearchablePresentation;

const sessionsById = new Map(sessions.map((s) => [s.Id, s]));
const presentations: Presentation[] = [
  { Id: 101, SessionId: 2, Title: 'Device therapy', StartDateTime: '2026-06-10T09:10:00', EndDateTime: '2026-06-10T09:30:00' },
  { Id: 102, SessionId: 1, Title: 'Heart failure drugs', StartDateTime: '2026-06-10T22:40:00Z', EndDateTime: '2026-06-10T23:00:00Z' },
  { Id: 103, SessionId: 77, Title: 'Orphan talk', StartDateTime: '2026-06-11T10:00:00', EndDateTime: '2026-06-11T10:20:00' },
  { Id: 104, SessionId: null, Title: null },
  // A talk of session 2 (the 10th) held on the 11th: its own day counts.
  { Id: 105, SessionId: 2, Title: 'Device follow-up', StartDateTime: '2026-06-11T09:00:00', EndDateTime: '2026-06-11T09:20:00' },
  { Id: 106, SessionId: 4, Title: 'Rhythm poster', IsPoster: true, PosterNumber: 'P10', StartDateTime: '2026-06-11T08:00:00' },
];
const pIds = (list: readonly Presentation[]) => list.map((p) => p.Id);
const presentationsIn = (patch: Partial<SearchState>, posters = false, matched: Set<Presentation> | null = null) =>
  pIds(presentationResults(presentations, matched, sessionsById, state({ view: 'presentations', ...patch }), { timeZone: TZ, posters }));

describe('presentationResults', () => {
  it('keeps every presentation, in the given order, without text and filters', () => {
    expect(presentationsIn({})).toEqual([101, 102, 103, 104, 105, 106]);
  });

  it('filters through the session: a talk of an industry session passes the industry filter', () => {
    expect(presentationsIn({ filter: 'industry' })).toEqual([101, 105]);
    expect(presentationsIn({ filter: 'scientificprogram' })).toEqual([102, 106]);
    expect(presentationsIn({ rooms: ['11'] })).toEqual([102]);
    expect(presentationsIn({ tags: ['Cardiology'] })).toEqual([102, 106]);
    expect(presentationsIn({ types: ['satellite'] })).toEqual([101, 105]);
  });

  it('keeps a presentation whose session is unknown only while no session filter is set', () => {
    expect(presentationsIn({})).toEqual(expect.arrayContaining([103, 104]));
    for (const patch of [{ filter: 'scientificprogram' as const }, { rooms: ['77'] }, { types: ['Lecture'] }, { tags: ['Cardiology'] }]) {
      expect(presentationsIn(patch)).not.toContain(103);
      expect(presentationsIn(patch)).not.toContain(104);
    }
  });

  it('filters by its own day (in the event time zone), not its session’s', () => {
    expect(presentationsIn({ days: ['2026-06-11'] })).toEqual([102, 103, 105, 106]);
    expect(presentationsIn({ days: ['2026-06-10'] })).toEqual([101]);
  });

  it('a day filter alone is no session filter: a talk of an unknown session on that day passes', () => {
    expect(presentationsIn({ days: ['2026-06-11'] })).toContain(103);
  });

  it('a day filter excludes a presentation without a start', () => {
    expect(presentationsIn({ days: ['2026-06-10', '2026-06-11'] })).not.toContain(104);
  });

  it('keeps only poster presentations in the posters view', () => {
    expect(presentationsIn({}, true)).toEqual([106]);
    expect(presentationsIn({ filter: 'industry' }, true)).toEqual([]);
  });

  it('picks the text matches in the given order', () => {
    const matched = matches(presentations, PRESENTATION_SEARCH_KEYS as never, 'device');
    expect(presentationsIn({ text: 'device' }, false, matched)).toEqual([101, 105]);
    expect(presentationsIn({ text: 'device', days: ['2026-06-11'] }, false, matched)).toEqual([105]);
  });
});

describe('sortedPresentations', () => {
  const posters: Presentation[] = [
    { Id: 1, Title: 'B poster', IsPoster: true, PosterNumber: 'P10' },
    { Id: 2, Title: 'Z poster', IsPoster: true, PosterNumber: 'P2' },
    { Id: 3, Title: null, IsPoster: true, PosterNumber: null },
    { Id: 4, Title: 'a poster', IsPoster: true, PosterNumber: 'P2' },
    { Id: 5, Title: 'C poster', IsPoster: true, PosterNumber: 'P1' },
  ];

  it('orders posters by poster number numerically ("P2" before "P10"), then title; no number last', () => {
    expect(pIds(sortedPresentations(posters, state({ view: 'posters' }), { ...options, posters: true }))).toEqual([5, 4, 2, 1, 3]);
  });

  it('orders posters by number whatever the sort', () => {
    expect(pIds(sortedPresentations(posters, state({ view: 'posters', sort: 'name' }), { ...options, posters: true }))).toEqual([
      5, 4, 2, 1, 3,
    ]);
  });

  it("orders by title for 'name', untitled last", () => {
    expect(pIds(sortedPresentations(presentations, state({ sort: 'name' }), { ...options, posters: false }))).toEqual([
      105, 101, 102, 103, 106, 104,
    ]);
  });

  it("orders by start for 'date' and for 'companyname', undated last", () => {
    // 102 is 22:40 UTC on the 10th = 00:40 on the 11th; 105 and 106 are 09:00 and 08:00 on the 11th (CEST).
    expect(pIds(sortedPresentations(presentations, state({ sort: 'date' }), { ...options, posters: false }))).toEqual([
      101, 102, 106, 105, 103, 104,
    ]);
    expect(pIds(sortedPresentations(presentations, state({ sort: 'companyname' }), { ...options, posters: false }))).toEqual([
      101, 102, 106, 105, 103, 104,
    ]);
  });

  it('never throws on presentations without dates or title, in any sort', () => {
    for (const sort of SESSION_SORTS) {
      expect(() => sortedPresentations(presentations, state({ sort }), { ...options, posters: false })).not.toThrow();
      expect(() => sortedPresentations(presentations, state({ sort }), { ...options, posters: true })).not.toThrow();
    }
  });
});

describe('authorResults', () => {
  const authors = [
    { Firstname: 'Zoe', Surname: 'Zander', City: 'Berlin' },
    { Firstname: 'Bert', Surname: 'Meyer', Affiliation: 'Charité Berlin' },
    { Firstname: 'Anna', Surname: 'meyer', City: 'Hamburg' },
    { Firstname: 'Olga', Surname: 'Öberg', Country: 'Sweden' },
  ];
  const names = (list: readonly { Firstname: string; Surname: string }[]) => list.map((a) => `${a.Firstname} ${a.Surname}`);

  it('lists all speakers without text by surname, then first name, case-insensitively', () => {
    expect(names(authorResults(authors, null, 'de'))).toEqual(['Anna meyer', 'Bert Meyer', 'Olga Öberg', 'Zoe Zander']);
  });

  it('compares names in the language (Swedish puts Ö after Z)', () => {
    expect(names(authorResults(authors, null, 'sv'))).toEqual(['Anna meyer', 'Bert Meyer', 'Zoe Zander', 'Olga Öberg']);
  });

  it('keeps the match order with text, not the name order', () => {
    const found = searchProgramme(buildProgrammeSearchIndex(authors, AUTHOR_SEARCH_KEYS as never), 'berlin').map((r) => r.item);
    // An exact city ranks above an affiliation that contains the word.
    expect(names(found)).toEqual(['Zoe Zander', 'Bert Meyer']);
    expect(names(authorResults(authors, new Set(found), 'de'))).toEqual(['Zoe Zander', 'Bert Meyer']);
  });

  it('does not change its input', () => {
    const copy = [...authors];
    authorResults(authors, null, 'de');
    expect(authors).toEqual(copy);
  });

  it('never throws on speakers without names', () => {
    const odd = [{ Firstname: null, Surname: null }, { Surname: 'Meyer' }, {}];
    expect(() => authorResults(odd, null, 'en')).not.toThrow();
    expect(authorResults(odd, null, 'en')).toHaveLength(3);
    expect(() => matches(odd, AUTHOR_SEARCH_KEYS as never, 'meyer')).not.toThrow();
  });
});

describe('abstractResults', () => {
  const abstracts = [
    { Number: 'A10', Title: 'Late valve outcomes', Authors: [{ Firstname: 'Anna', Surname: 'Meyer' }] },
    { Number: 'A2', Title: 'Valve', Authors: null },
    { Number: 'B1', Title: 'Rhythm', Authors: [] },
    { Number: 'A1', Title: 'Early valve outcomes', Authors: [{ Firstname: null, Surname: 'Zander' }] },
  ];
  const numbers = (list: readonly { Number: string }[]) => list.map((a) => a.Number);

  it('lists all abstracts without text by number, numerically ("A2" before "A10")', () => {
    expect(numbers(abstractResults(abstracts, null, 'en'))).toEqual(['A1', 'A2', 'A10', 'B1']);
  });

  it('keeps the match order with text', () => {
    const found = searchProgramme(buildProgrammeSearchIndex(abstracts, ABSTRACT_SEARCH_KEYS as never), 'valve').map((r) => r.item);
    // The title that is exactly "Valve" ranks first.
    expect(numbers(found)[0]).toBe('A2');
    expect(numbers(abstractResults(abstracts, new Set(found), 'en'))).toEqual(numbers(found));
    expect(numbers(found)).not.toEqual(['A1', 'A2', 'A10']);
  });

  it('never throws on abstracts without number, title or authors', () => {
    const odd = [{ Number: null, Title: null, Authors: null }, {}, { Number: 'A1' }];
    expect(() => abstractResults(odd, null, 'en')).not.toThrow();
    expect(() => matches(odd, ABSTRACT_SEARCH_KEYS as never, 'a1')).not.toThrow();
  });
});

describe('missing names and numbers sort last', () => {
  it('lists a speaker without surname and an abstract without number after the others', () => {
    const authors = [
      { Surname: null, Firstname: 'Ann' },
      { Surname: 'Berg', Firstname: 'Bo' },
      { Surname: '', Firstname: 'Cy' },
    ];
    expect(authorResults(authors, null, 'en').map((author) => author.Firstname)).toEqual(['Bo', 'Ann', 'Cy']);
    const abstracts = [
      { Number: '', Title: 'x' },
      { Number: 'A2', Title: 'y' },
      { Number: null, Title: 'z' },
      { Number: 'A10', Title: 'w' },
    ];
    expect(abstractResults(abstracts, null, 'en').map((item) => item.Title)).toEqual(['y', 'w', 'x', 'z']);
  });
});
