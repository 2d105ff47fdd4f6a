import { describe, expect, it } from 'vitest';
import { exhibitorSponsorTypeOptions, exhibitorTagOptions, passesExhibitorFilter, type ExhibitorFilter } from './filters';
import { account } from './testAccounts';

const none: ExhibitorFilter = { include: [], exclude: [], tags: [], sponsorTypes: [] };
const gold = account('Acme', { Tags: ['Cardiology', 'Imaging'], SponsorType: 'Gold' });
const bronze = account('Beta', { Tags: ['Oncology'], SponsorType: 'Bronze' });
const passing = (filter: Partial<ExhibitorFilter>) =>
  [gold, bronze].filter((a) => passesExhibitorFilter(a, { ...none, ...filter })).map((a) => a.CompanyAccountId);

describe('passesExhibitorFilter (content section 5)', () => {
  it('no filter passes everything', () => {
    expect(passing({})).toEqual(['Acme', 'Beta']);
  });

  it('include keeps accounts matching any value by tag, sponsor type or id', () => {
    expect(passing({ include: ['imaging'] })).toEqual(['Acme']);
    expect(passing({ include: ['BRONZE'] })).toEqual(['Beta']);
    expect(passing({ include: ['acme', 'oncology'] })).toEqual(['Acme', 'Beta']);
    expect(passing({ include: ['nothing'] })).toEqual([]);
  });

  it('exclude drops accounts matching any value, and wins over include', () => {
    expect(passing({ exclude: ['Gold'] })).toEqual(['Beta']);
    expect(passing({ exclude: [' beta '] })).toEqual(['Acme']);
    expect(passing({ include: ['Cardiology'], exclude: ['imaging'] })).toEqual([]);
  });

  it('blank include values are ignored', () => {
    expect(passing({ include: ['', '  '] })).toEqual(['Acme', 'Beta']);
  });

  it('tags: any selected tag, case-insensitively', () => {
    expect(passing({ tags: ['cardiology'] })).toEqual(['Acme']);
    expect(passing({ tags: ['Imaging', 'Oncology'] })).toEqual(['Acme', 'Beta']);
    expect(passing({ tags: ['Gold'] })).toEqual([]); // a sponsor type is not a tag
  });

  it('sponsor types: any selected type', () => {
    expect(passing({ sponsorTypes: ['gold'] })).toEqual(['Acme']);
    expect(passing({ sponsorTypes: ['Gold', 'Bronze'] })).toEqual(['Acme', 'Beta']);
  });

  it('filters combine', () => {
    expect(passing({ tags: ['Cardiology', 'Oncology'], sponsorTypes: ['Bronze'] })).toEqual(['Beta']);
  });

  it('missing or malformed Tags count as no tags (section 3: defaults to an empty list)', () => {
    const broken = account('X', { SponsorType: 'Gold' });
    (broken as { Tags: unknown }).Tags = undefined;
    expect(passesExhibitorFilter(broken, none)).toBe(true);
    expect(passesExhibitorFilter(broken, { ...none, tags: ['Cardiology'] })).toBe(false);
    expect(passesExhibitorFilter(broken, { ...none, include: ['gold'] })).toBe(true);
    (broken as { Tags: unknown }).Tags = null;
    expect(passesExhibitorFilter(broken, { ...none, exclude: ['x'] })).toBe(false);
  });
});

describe('filter options', () => {
  it('tags: distinct (case-insensitively), sorted case-insensitively, with account counts', () => {
    const accounts = [
      account('1', { Tags: ['imaging', 'Cardiology'] }),
      account('2', { Tags: ['Imaging', 'imaging'] }),
      account('3', { Tags: ['apps'] }),
      account('4'),
    ];
    (accounts[3] as { Tags: unknown }).Tags = null;
    expect(exhibitorTagOptions(accounts)).toEqual([
      { value: 'apps', count: 1 },
      { value: 'Cardiology', count: 1 },
      { value: 'imaging', count: 2 },
    ]);
  });

  it('sponsor types, without blanks', () => {
    const accounts = [
      account('1', { SponsorType: 'Gold' }),
      account('2', { SponsorType: 'gold' }),
      account('3', { SponsorType: 'Bronze' }),
      account('4'),
    ];
    expect(exhibitorSponsorTypeOptions(accounts)).toEqual([
      { value: 'Bronze', count: 1 },
      { value: 'Gold', count: 2 },
    ]);
  });
});
