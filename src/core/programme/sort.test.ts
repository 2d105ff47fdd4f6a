import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  byCompanyName,
  byLabel,
  byName,
  byRating,
  SESSION_SORTS,
  sessionSort,
  shuffle,
  sortSessions,
  sortWith,
  upcomingGroup,
  type SortableSession,
} from './sort';

const s = (
  Id: number,
  Name: string | null,
  StartDateTime: string | null,
  EndDateTime: string | null,
  CompanyAccountName: string | null = null,
): SortableSession => ({
  Id,
  Name,
  StartDateTime,
  EndDateTime,
  CompanyAccountName,
});
const ids = (list: SortableSession[]) => list.map((x) => x.Id);

const sessions = [
  s(1, 'Beta', '2025-06-11T09:00:00', '2025-06-11T10:00:00', 'Zeta Pharma'),
  s(2, 'alpha', '2025-06-10T14:00:00', '2025-06-10T15:00:00', null),
  s(3, 'Gamma', '2025-06-10T09:00:00', '2025-06-10T12:00:00', 'acme'),
  s(4, 'Alpha', '2025-06-10T09:00:00', '2025-06-10T10:00:00', 'Acme'),
  s(5, null, null, null, 'Beta Med'),
];

describe('session sorts (content section 9)', () => {
  it('names the six session sorts of the spec', () => {
    expect(SESSION_SORTS).toEqual(['date', 'name', 'random', 'companyname', 'featuredDateSort', 'upcoming']);
    expect(sessionSort(' CompanyName ')).toBe('companyname');
    expect(sessionSort('featureddatesort')).toBe('featuredDateSort');
    expect(sessionSort('rating')).toBeNull();
  });

  it('date: by start, then end, unreadable dates last', () => {
    expect(ids(sortSessions(sessions, 'date'))).toEqual([4, 3, 2, 1, 5]);
  });

  it('date: reads instants through the CET rule, so a Z time compares by its instant', () => {
    const a = s(1, 'a', '2025-06-10T09:00:00', null); // 07:00Z
    const b = s(2, 'b', '2025-06-10T06:30:00Z', null);
    expect(ids(sortSessions([a, b], 'date'))).toEqual([2, 1]);
  });

  it('name: case-insensitive, stable for equal names, unnamed last', () => {
    expect(ids(sortSessions(sessions, 'name'))).toEqual([2, 4, 1, 3, 5]);
  });

  it('name: compares in the language passed in', () => {
    const list = [s(1, 'Zebra', null, null), s(2, 'Äpfel', null, null), s(3, 'Birne', null, null)];
    expect(ids(sortSessions(list, 'name', { language: 'de-DE' }))).toEqual([2, 3, 1]);
  });

  it('companyname: case-insensitive, equal companies by date, no company last', () => {
    expect(ids(sortSessions(sessions, 'companyname'))).toEqual([4, 3, 5, 1, 2]);
  });

  it('featuredDateSort: featured sessions first, each group by date', () => {
    expect(ids(sortSessions(sessions, 'featuredDateSort', { featuredIds: ['1', 2] }))).toEqual([2, 1, 4, 3, 5]);
    expect(ids(sortSessions(sessions, 'featuredDateSort'))).toEqual(ids(sortSessions(sessions, 'date')));
  });

  it('random: the same seed gives the same order, another seed another order', () => {
    const many = Array.from({ length: 30 }, (_, i) => s(i, `n${i}`, null, null));
    expect(ids(sortSessions(many, 'random', { seed: 7 }))).toEqual(ids(sortSessions(many, 'random', { seed: 7 })));
    expect(ids(sortSessions(many, 'random', { seed: 7 }))).not.toEqual(ids(sortSessions(many, 'random', { seed: 8 })));
    expect(ids(sortSessions(many, 'random', { seed: 7 }))).not.toEqual(ids(many));
  });

  it('random: is a permutation of the input (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer(), (values, seed) => {
        expect([...shuffle(values, seed)].sort()).toEqual([...values].sort());
      }),
    );
  });

  it('does not change the input array', () => {
    const copy = [...sessions];
    sortSessions(sessions, 'name');
    sortSessions(sessions, 'random', { seed: 3 });
    expect(sessions).toEqual(copy);
  });
});

describe('upcoming sort (content section 4)', () => {
  // 2025-06-10T10:30 in the event = 08:30Z
  const now = Date.parse('2025-06-10T08:30:00Z');
  const past = s(1, 'past', '2025-06-10T08:00:00', '2025-06-10T09:00:00');
  const earlierPast = s(2, 'earlier past', '2025-06-09T08:00:00', '2025-06-09T09:00:00');
  const running = s(3, 'running', '2025-06-10T10:00:00', '2025-06-10T11:00:00');
  const runningLong = s(4, 'running long', '2025-06-10T08:00:00', '2025-06-10T18:00:00');
  const future = s(5, 'future', '2025-06-10T12:00:00', '2025-06-10T13:00:00');
  const soon = s(6, 'soon', '2025-06-10T10:30:00', '2025-06-10T11:00:00');
  const undated = s(7, 'undated', null, null);

  it('puts running sessions first, then future, then past, each by date', () => {
    const sorted = sortSessions([past, future, undated, running, earlierPast, soon, runningLong], 'upcoming', { now });
    expect(ids(sorted)).toEqual([4, 3, 6, 5, 2, 1, 7]);
  });

  it('counts a session as running from its start instant, and as past from its end instant', () => {
    expect(upcomingGroup(soon, now)).toBe(0);
    expect(upcomingGroup(soon, now - 1)).toBe(1);
    expect(upcomingGroup(running, Date.parse('2025-06-10T09:00:00Z'))).toBe(2);
    expect(upcomingGroup(running, Date.parse('2025-06-10T09:00:00Z') - 1)).toBe(0);
  });

  it('treats a session without a readable end as past once started', () => {
    expect(upcomingGroup(s(1, 'x', '2025-06-10T10:00:00', null), now)).toBe(2);
  });

  it('needs now, passed in', () => {
    expect(() => sortSessions([past], 'upcoming')).toThrow(/needs now/);
    expect(ids(sortSessions([future, past], 'upcoming', { now: new Date(now) }))).toEqual([5, 1]);
  });

  it('is a partition running | future | past, each part in date order, input order for ties (property)', () => {
    const hour = 3600_000;
    const base = Date.parse('2025-06-10T00:00:00Z');
    const arb = fc.array(fc.record({ start: fc.integer({ min: 0, max: 48 }), length: fc.integer({ min: 0, max: 6 }) }), { maxLength: 40 });
    fc.assert(
      fc.property(arb, fc.integer({ min: 0, max: 54 }), (specs, nowHour) => {
        const list = specs.map((x, i) =>
          s(i, `s${i}`, new Date(base + x.start * hour).toISOString(), new Date(base + (x.start + x.length) * hour).toISOString()),
        );
        const at = base + nowHour * hour;
        const sorted = sortSessions(list, 'upcoming', { now: at });
        expect([...ids(sorted)].sort((a, b) => Number(a) - Number(b))).toEqual(ids(list));
        const groups = sorted.map((x) => upcomingGroup(x, at));
        expect(groups).toEqual([...groups].sort());
        for (let i = 1; i < sorted.length; i++) {
          if (groups[i] !== groups[i - 1]) continue;
          const a = Date.parse(sorted[i - 1]!.StartDateTime!);
          const b = Date.parse(sorted[i]!.StartDateTime!);
          expect(a).toBeLessThanOrEqual(b);
          const ea = Date.parse(sorted[i - 1]!.EndDateTime!);
          const eb = Date.parse(sorted[i]!.EndDateTime!);
          if (a === b && ea === eb) expect(Number(sorted[i - 1]!.Id)).toBeLessThan(Number(sorted[i]!.Id));
        }
      }),
    );
  });
});

describe('helper sorts (content section 9)', () => {
  it('by name, ascending or descending, case-insensitive, missing names last either way', () => {
    const list = [{ Name: 'b' }, { Name: null }, { Name: 'A' }, { Name: 'a' }, { Name: 'C' }];
    expect(sortWith(list, byName()).map((x) => x.Name)).toEqual(['A', 'a', 'b', 'C', null]);
    expect(sortWith(list, byName('desc')).map((x) => x.Name)).toEqual(['C', 'b', 'A', 'a', null]);
  });

  it('by company name: CompanyName, else CompanyAccountName', () => {
    const list = [{ CompanyName: 'beta' }, { CompanyAccountName: 'Alpha' }, { CompanyName: '', CompanyAccountName: 'Gamma' }, {}];
    expect(sortWith(list, byCompanyName())).toEqual([
      { CompanyAccountName: 'Alpha' },
      { CompanyName: 'beta' },
      { CompanyName: '', CompanyAccountName: 'Gamma' },
      {},
    ]);
    expect(sortWith(list, byCompanyName('desc'))[0]).toEqual({ CompanyName: '', CompanyAccountName: 'Gamma' });
  });

  it('by label, case-insensitive and numeric', () => {
    const list = [{ label: 'hall 10' }, { label: 'Hall 2' }, { label: 'HALL 1' }];
    expect(sortWith(list, byLabel()).map((x) => x.label)).toEqual(['HALL 1', 'Hall 2', 'hall 10']);
    expect(sortWith(list, byLabel('desc')).map((x) => x.label)).toEqual(['hall 10', 'Hall 2', 'HALL 1']);
  });

  it('by rating, ascending or descending, unrated last', () => {
    const list = [{ Rating: 3 }, { Rating: null }, { Rating: 5 }, { Rating: 1 }];
    expect(sortWith(list, byRating()).map((x) => x.Rating)).toEqual([1, 3, 5, null]);
    expect(sortWith(list, byRating('desc')).map((x) => x.Rating)).toEqual([5, 3, 1, null]);
  });

  it('is stable in both directions (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ Rating: fc.integer({ min: 0, max: 3 }), i: fc.nat() })),
        fc.constantFrom('asc' as const, 'desc' as const),
        (raw, dir) => {
          const list = raw.map((x, i) => ({ ...x, i }));
          const sorted = sortWith(list, byRating(dir));
          for (let k = 1; k < sorted.length; k++) {
            if (sorted[k]!.Rating === sorted[k - 1]!.Rating) expect(sorted[k]!.i).toBeGreaterThan(sorted[k - 1]!.i);
            else expect(dir === 'asc' ? sorted[k]!.Rating > sorted[k - 1]!.Rating : sorted[k]!.Rating < sorted[k - 1]!.Rating).toBe(true);
          }
        },
      ),
    );
  });
});

describe('works on the programme records of src/contracts', () => {
  it('sorts SessionRecord lists without conversion', () => {
    const records: import('./types').SessionRecord[] = [
      { Id: 2, Name: 'b', StartDateTime: '2025-06-10T10:00:00', EndDateTime: '2025-06-10T11:00:00' },
      { Id: 1, Name: 'a', StartDateTime: '2025-06-10T09:00:00', EndDateTime: '2025-06-10T10:00:00' },
    ];
    expect(sortSessions(records, 'date').map((r) => r.Id)).toEqual([1, 2]);
  });
});
