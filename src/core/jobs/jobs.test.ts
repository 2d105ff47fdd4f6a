import { describe, expect, it } from 'vitest';
import type { JobSummary } from '../../contracts';
import { applyLink, filterJobs, jobFilterQuery, jobLocations, parseJobFilter } from './jobs';

const job = (id: string, fields: Partial<JobSummary>): JobSummary => ({
  Id: id,
  Title: 'Resident',
  Employer: 'Hospital',
  CompanyAccountId: null,
  Location: 'Berlin',
  Kind: 'fullTime',
  Summary: '',
  PublishedAt: '2026-06-01T07:00:00Z',
  ...fields,
});

describe('applyLink', () => {
  it('links http(s) addresses and mailto with an address', () => {
    expect(applyLink('https://careers.example.org/x')).toEqual({ href: 'https://careers.example.org/x', kind: 'web' });
    expect(applyLink('HTTP://example.org')).toEqual({ href: 'HTTP://example.org', kind: 'web' });
    expect(applyLink('mailto:jobs@example.org')).toEqual({ href: 'mailto:jobs@example.org', kind: 'email' });
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' https://example.org',
    'java\tscript:alert(1)',
    'data:text/html,x',
    'mailto:',
    '//evil.example',
    'www.example.org',
    '',
  ])('never makes %j a link', (url) => {
    expect(applyLink(url)).toBeNull();
  });
});

describe('filterJobs', () => {
  const jobs = [
    job('a', { Title: 'Consultant in public health', Location: 'Zürich', Kind: 'fullTime' }),
    job('b', { Title: 'Research fellowship', Employer: 'European Health Society', Location: 'Berlin', Kind: 'fellowship' }),
    job('c', { Title: 'Resident in cardiology', Location: 'München', Kind: 'residency' }),
  ];

  it('matches every word in any case, accents ignored', () => {
    expect(filterJobs(jobs, { text: 'zurich', kind: null, location: null }, 'en-GB').map((j) => j.Id)).toEqual(['a']);
    expect(filterJobs(jobs, { text: 'HEALTH society', kind: null, location: null }, 'en-GB').map((j) => j.Id)).toEqual(['b']);
    expect(filterJobs(jobs, { text: 'health cardiology', kind: null, location: null }, 'en-GB')).toEqual([]);
  });

  it('filters by kind and location together with the search', () => {
    expect(filterJobs(jobs, { text: '', kind: 'residency', location: null }, 'en-GB').map((j) => j.Id)).toEqual(['c']);
    expect(filterJobs(jobs, { text: 'res', kind: null, location: 'Berlin' }, 'en-GB').map((j) => j.Id)).toEqual(['b']);
  });

  it('lists each location once in the language order', () => {
    expect(jobLocations([...jobs, job('d', { Location: 'Berlin' })], 'de-DE')).toEqual(['Berlin', 'München', 'Zürich']);
  });
});

describe('the filter in the address', () => {
  it('reads q, kind and location and writes them back, an unknown kind dropped', () => {
    expect(parseJobFilter({ q: 'fellow', kind: 'fellowship', location: 'Berlin' })).toEqual({
      text: 'fellow',
      kind: 'fellowship',
      location: 'Berlin',
    });
    expect(parseJobFilter({ kind: 'javascript' })).toEqual({ text: '', kind: null, location: null });
    expect(jobFilterQuery({ text: ' ', kind: 'partTime', location: null })).toEqual({ q: null, kind: 'partTime', location: null });
  });
});
