import { describe, expect, it } from 'vitest';
import type { Preceptorship, WorldVillageSociety } from '../../contracts';
import { winnerInitials, winnerPhoto } from './awards';
import {
  applyLinks,
  calendarDateRange,
  filterPreceptorships,
  preceptorshipChoices,
  preceptorshipQuery,
  readPreceptorshipFilters,
} from './preceptorships';
import { buildSocietySearchIndex, readWorldVillageState, societyIdOf, worldVillageQuery, worldVillageResults } from './worldVillage';

const preceptorship = (id: number, topic: string, topicName: string, country: string, countryName: string): Preceptorship => ({
  Id: id,
  Title: `P${id}`,
  Topic: topic,
  TopicName: topicName,
  HostCentre: 'Centre',
  City: 'City',
  Country: country,
  CountryName: countryName,
  StartDate: '2026-09-14',
  EndDate: '2026-09-18',
  Places: 4,
  ApplicationDeadline: null,
  Description: '<p>x</p>',
  ApplyUrl: null,
  ApplyEmail: null,
});

describe('preceptorships', () => {
  const list = [
    preceptorship(1, 'cardiology', 'Kardiologie', 'DE', 'Deutschland'),
    preceptorship(2, 'cardiology', 'Kardiologie', 'ES', 'Spanien'),
    preceptorship(3, 'nephrology', 'Nephrologie', 'AT', 'Österreich'),
  ];

  it('filters by topic, by country, and by both at once', () => {
    expect(filterPreceptorships(list, { topic: 'cardiology', country: null }).map((item) => item.Id)).toEqual([1, 2]);
    expect(filterPreceptorships(list, { topic: null, country: 'AT' }).map((item) => item.Id)).toEqual([3]);
    expect(filterPreceptorships(list, { topic: 'cardiology', country: 'AT' })).toEqual([]);
    expect(filterPreceptorships(list, { topic: null, country: null })).toHaveLength(3);
  });

  it('keeps its filters in the address as topic and country, blank values being no filter', () => {
    expect(readPreceptorshipFilters({ topic: 'nephrology', country: ' ' })).toEqual({ topic: 'nephrology', country: null });
    expect(preceptorshipQuery({ topic: null, country: 'DE' })).toEqual({ country: 'DE' });
  });

  it('offers only the topics and countries some preceptorship has, sorted by name in the language', () => {
    const { topics, countries } = preceptorshipChoices(list, 'de-DE');
    expect(topics).toEqual([
      { value: 'cardiology', label: 'Kardiologie' },
      { value: 'nephrology', label: 'Nephrologie' },
    ]);
    expect(countries.map((country) => country.label)).toEqual(['Deutschland', 'Österreich', 'Spanien']);
  });

  it('writes dates as a range in the language’s own format', () => {
    // Intl writes the dash with the spaces its locale data asks for (thin or none).
    expect(calendarDateRange('2026-09-14', '2026-09-18', 'en-GB')).toMatch(/^14\s?–\s?18 September 2026$/u);
    expect(calendarDateRange('2026-09-14', '2026-09-18', 'de-DE')).toBe('14.–18. September 2026');
    expect(calendarDateRange('2026-09-28', '2026-10-02', 'en-GB')).toMatch(/^28 September\s–\s2 October 2026$/u);
    expect(calendarDateRange('2026-07-31', null, 'de-DE')).toBe('31. Juli 2026');
    expect(calendarDateRange('soon', null, 'en-GB')).toBe('');
  });

  it('makes only safe application links: never javascript:, never a malformed e-mail', () => {
    expect(applyLinks({ Title: 'A&B', ApplyUrl: 'https://example.org/apply', ApplyEmail: 'team@example.org' })).toEqual({
      url: 'https://example.org/apply',
      email: { address: 'team@example.org', href: 'mailto:team@example.org?subject=A%26B' },
    });
    expect(applyLinks({ Title: 'x', ApplyUrl: 'javascript:alert(1)', ApplyEmail: 'javascript:alert(1)//@x.org' })).toEqual({
      url: null,
      email: null,
    });
    expect(applyLinks({ Title: 'x', ApplyUrl: 'JAVASCRIPT:alert(1)', ApplyEmail: 'a@b' })).toEqual({ url: null, email: null });
    expect(applyLinks({ Title: 'x', ApplyUrl: null, ApplyEmail: 'x" onclick="y@z.org' }).email).toBeNull();
  });
});

const society = (
  id: number,
  name: string,
  acronym: string,
  kind: 'National' | 'Partner',
  countryName: string | null,
  tags: string[] = [],
): WorldVillageSociety => ({
  Id: id,
  Name: name,
  Acronym: acronym,
  Kind: kind,
  Country: null,
  CountryName: countryName,
  Summary: '',
  Description: '',
  LogoPath: `/media/worldvillage/1/${id}.svg`,
  Website: null,
  Email: null,
  Phone: null,
  Address: null,
  Links: [],
  Tags: tags,
});

describe('world village', () => {
  const societies = [
    society(1, 'German Society of Internal Medicine', 'GSIM', 'National', 'Germany'),
    society(2, 'Italian Society of Nephrology', 'ISN-IT', 'National', 'Italy', ['nephrology']),
    society(3, 'Hellenic Society of Nephrology', 'HSN', 'National', 'Greece', ['nephrology']),
    society(4, 'European Patients’ Health Forum', 'EPHF', 'Partner', null),
  ];
  const index = buildSocietySearchIndex(societies);

  it('searches names, acronyms, countries and topics (tags) with the general fuzzy search, forgiving a typo', () => {
    expect(worldVillageResults(index, { text: 'Nephrolgy', kind: null }).map((item) => item.Id)).toEqual(expect.arrayContaining([2, 3]));
    expect(worldVillageResults(index, { text: 'Greece', kind: null }).map((item) => item.Id)).toEqual([3]);
    expect(worldVillageResults(index, { text: 'EPHF', kind: null })[0]!.Id).toBe(4);
    // Threshold 0.3 (docs/rules/content-areas.md section 9): three wrong letters in six are too many.
    expect(worldVillageResults(index, { text: 'Grxxxe', kind: null })).toEqual([]);
  });

  it('filters by kind, and shows everything in the society’s order without a text', () => {
    expect(worldVillageResults(index, { text: '', kind: null }).map((item) => item.Id)).toEqual([1, 2, 3, 4]);
    expect(worldVillageResults(index, { text: '', kind: 'Partner' }).map((item) => item.Id)).toEqual([4]);
    expect(worldVillageResults(index, { text: 'Nephrology', kind: 'Partner' })).toEqual([]);
  });

  it('keeps the list in the address as q and kind, and a profile as id', () => {
    expect(readWorldVillageState({ q: 'neph', kind: 'Partner' })).toEqual({ text: 'neph', kind: 'Partner' });
    expect(readWorldVillageState({ kind: 'Alien' })).toEqual({ text: '', kind: null });
    expect(worldVillageQuery({ text: ' ', kind: 'National' })).toEqual({ kind: 'National' });
    expect(societyIdOf({ id: '7' })).toBe(7);
    expect(societyIdOf({ id: '7; drop' })).toBeNull();
    expect(societyIdOf({})).toBeNull();
  });
});

describe('award winners', () => {
  it('shows initials from the name without academic titles or post-nominal letters', () => {
    expect(winnerInitials('Prof. Dr. Ingrid Halvorsen')).toBe('IH');
    expect(winnerInitials('Marta Oliveira, RN, MSc')).toBe('MO');
    expect(winnerInitials('Dr. Aleksandra Nowak')).toBe('AN');
    expect(winnerInitials('Éva')).toBe('É');
  });

  it('shows a photo only from a safe address', () => {
    expect(winnerPhoto({ PhotoUrl: 'javascript:alert(1)' })).toBeNull();
    expect(winnerPhoto({ PhotoUrl: '/media/a.jpg' })).toBe('/media/a.jpg');
  });
});
