import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  availableTags,
  filterByProgrammeFilter,
  filterByTags,
  filterSessions,
  hasAllTags,
  isPosterSession,
  passesProgrammeFilter,
  sessionTags,
  type FilterableSession,
} from './filters';

type S = FilterableSession & { Id: number };
const groups = (...names: (string | null)[]) => names.map((Name) => ({ Name }));
const ids = (list: S[]) => list.map((s) => s.Id);

const sessions: S[] = [
  {
    Id: 1,
    SessionType: 'Lecture',
    StartDateTime: '2025-06-10T09:00:00',
    groups: groups('Cardiology', 'Imaging'),
    RoomId: 11,
    RoomName: 'Hall A',
  },
  {
    Id: 2,
    SessionType: 'Poster session',
    StartDateTime: '2025-06-10T14:00:00',
    groups: groups('Cardiology'),
    RoomId: 12,
    RoomName: 'Poster area',
  },
  {
    Id: 3,
    SessionType: 'Satellite',
    StartDateTime: '2025-06-11T12:30:00',
    CompanyAccountId: 'c-7',
    SponsorType: 'Platinum',
    groups: groups('Imaging'),
    RoomId: 11,
    RoomName: 'Hall A',
  },
  {
    Id: 4,
    SessionType: 'satellite',
    StartDateTime: '2025-06-11T08:00:00',
    CompanyAccountId: 9,
    SponsorType: null,
    groups: null,
    RoomId: 13,
    RoomName: 'Hall B',
  },
  {
    Id: 5,
    SessionType: 'Lecture',
    StartDateTime: '2025-06-09T22:30:00Z',
    CompanyAccountId: ' ',
    groups: groups('cardiology ', 'Imaging', 'Imaging', '', null),
  },
];

describe('tags (content sections 3 and 5)', () => {
  it('derive from group names, trimmed, without empties and duplicates', () => {
    expect(sessionTags(sessions[4]!)).toEqual(['cardiology', 'Imaging']);
    expect(sessionTags(sessions[3]!)).toEqual([]);
  });

  it('filter sessions that carry ALL selected tags, case-insensitively', () => {
    expect(ids(filterByTags(sessions, ['Cardiology']))).toEqual([1, 2, 5]);
    expect(ids(filterByTags(sessions, ['cardiology', 'IMAGING']))).toEqual([1, 5]);
    expect(ids(filterByTags(sessions, ['Cardiology', 'Imaging', 'Oncology']))).toEqual([]);
  });

  it('keep every session when nothing is selected', () => {
    expect(ids(filterByTags(sessions, []))).toEqual([1, 2, 3, 4, 5]);
    expect(hasAllTags({ groups: null }, ['  '])).toBe(true);
  });

  it('selecting one more tag never adds a session (property)', () => {
    const tag = fc.constantFrom('a', 'b', 'c', 'd');
    const arb = fc.array(fc.record({ Id: fc.nat(), groups: fc.array(tag.map((Name) => ({ Name }))) }));
    fc.assert(
      fc.property(arb, fc.array(tag), tag, (list, selected, extra) => {
        const narrower = filterByTags(list, [...selected, extra]);
        const wider = filterByTags(list, selected);
        expect(narrower.every((s) => wider.includes(s))).toBe(true);
      }),
    );
  });

  it('lists the available tags once each, sorted', () => {
    expect(availableTags(sessions)).toEqual(['Cardiology', 'Imaging']);
  });
});

describe('programme filter query (content section 2)', () => {
  it('industry keeps sessions with a company account', () => {
    expect(ids(filterByProgrammeFilter(sessions, 'industry'))).toEqual([3, 4]);
  });

  it('industryspecial keeps industry sessions with a sponsor type', () => {
    expect(ids(filterByProgrammeFilter(sessions, 'industryspecial'))).toEqual([3]);
  });

  it('scientificprogram keeps sessions without a company account', () => {
    expect(ids(filterByProgrammeFilter(sessions, 'scientificprogram'))).toEqual([1, 2, 5]);
  });

  it('no filter keeps everything; industry and scientific split the programme', () => {
    expect(ids(filterByProgrammeFilter(sessions, null))).toEqual([1, 2, 3, 4, 5]);
    for (const s of sessions) expect(passesProgrammeFilter(s, 'industry')).toBe(!passesProgrammeFilter(s, 'scientificprogram'));
  });
});

describe('filters by day, room and session type', () => {
  const zone = 'Europe/Berlin';

  it('by day in the event time zone: a wall-clock start by its date, a Z start converted', () => {
    expect(ids(filterSessions(sessions, { days: ['2025-06-10'], timeZone: zone }))).toEqual([1, 2, 5]);
    expect(ids(filterSessions(sessions, { days: ['2025-06-09'], timeZone: 'UTC' }))).toEqual([5]);
    expect(ids(filterSessions(sessions, { days: ['2025-06-11', '2025-06-09'], timeZone: zone }))).toEqual([3, 4]);
  });

  it('by room id or room name', () => {
    expect(ids(filterSessions(sessions, { rooms: [11], timeZone: zone }))).toEqual([1, 3]);
    expect(ids(filterSessions(sessions, { rooms: ['Hall B', '12'], timeZone: zone }))).toEqual([2, 4]);
  });

  it('by session type, case-insensitively', () => {
    expect(ids(filterSessions(sessions, { sessionTypes: ['SATELLITE'], timeZone: zone }))).toEqual([3, 4]);
  });

  it('combines facets: any value within a facet, all facets together', () => {
    const filter = {
      days: ['2025-06-10', '2025-06-11'],
      rooms: ['Hall A'],
      tags: ['Imaging'],
      programmeFilter: 'industry' as const,
      timeZone: zone,
    };
    expect(ids(filterSessions(sessions, filter))).toEqual([3]);
    expect(ids(filterSessions(sessions, { timeZone: zone }))).toEqual([1, 2, 3, 4, 5]);
  });

  it('knows a poster session by its type', () => {
    expect(sessions.filter(isPosterSession).map((s) => s.Id)).toEqual([2]);
    expect(isPosterSession({ SessionType: null })).toBe(false);
  });
});

describe('works on the programme records of src/contracts', () => {
  it('filters SessionRecord lists without conversion', () => {
    const records: import('./types').SessionRecord[] = [
      { Id: 1, StartDateTime: '2025-06-10T09:00:00', groups: [{ Name: 'Imaging' }], RoomName: 'Hall A' },
      { Id: 2, StartDateTime: '2025-06-11T09:00:00', groups: [{ Name: 'Imaging' }], RoomName: 'Hall A' },
    ];
    expect(
      filterSessions(records, { days: ['2025-06-11'], rooms: ['Hall A'], tags: ['imaging'], timeZone: 'Europe/Berlin' }).map((r) => r.Id),
    ).toEqual([2]);
  });
});
