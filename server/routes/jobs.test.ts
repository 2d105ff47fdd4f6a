import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_KINDS, type JobPosting, type JobSummary } from '../../src/contracts';
import { createTestApp, publicRequests, type TestApp } from '../testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { get, ok } = publicRequests(() => t.app);

describe('GET /api/Modules/Jobs', () => {
  it('lists ten postings newest first, by exhibitors (linked), the society and hospitals, of several kinds', async () => {
    const jobs = await ok<JobSummary[]>('/api/Modules/Jobs?eventid=2026&language=en-GB');
    expect(jobs).toHaveLength(10);
    expect(jobs[0]!.Id).toBe('j-1');
    const dates = jobs.map((job) => Date.parse(job.PublishedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(jobs.filter((job) => job.CompanyAccountId !== null).length).toBeGreaterThanOrEqual(3);
    expect(jobs.filter((job) => job.Employer === 'European Health Society')).toHaveLength(3);
    expect(new Set(jobs.map((job) => job.Kind))).toEqual(new Set(JOB_KINDS));
  });

  it('answers in German for de-DE', async () => {
    const jobs = await ok<JobSummary[]>('/api/modules/jobs?eventid=2026&language=de-DE');
    expect(jobs.find((job) => job.Id === 'j-5')).toMatchObject({
      Title: 'EHS-Forschungsstipendium Prävention',
      Employer: 'Europäische Gesellschaft für Gesundheit',
      Kind: 'fellowship',
    });
  });

  it.each([
    ['', 'eventid'],
    ['eventid=12345678901', 'eventid'],
    ['eventid=2026&language=1', 'language'],
  ])('refuses "%s" with 400 naming %s', async (query, field) => {
    const response = await get(`/api/Modules/Jobs?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field });
  });
});

describe('GET /api/Modules/Job', () => {
  it('gives j-5, the society fellowship, with its description and an e-mail address to apply to, in both languages', async () => {
    const english = await ok<JobPosting>('/api/Modules/Job?eventid=2026&language=en-GB&id=j-5');
    expect(english).toMatchObject({ Title: 'EHS research fellowship in prevention', ApplyUrl: 'mailto:fellowships@society.example.org' });
    expect(english.Description).toContain('<ul>');
    const german = await ok<JobPosting>('/api/Modules/Job?eventid=2026&language=de-DE&id=j-5');
    expect(german.HowToApply).toContain('per E-Mail');
  });

  it('answers 404 for an unknown posting and 400 naming id for a malformed one', async () => {
    expect((await get('/api/Modules/Job?eventid=2026&id=j-404')).statusCode).toBe(404);
    const bad = await get('/api/Modules/Job?eventid=2026&id=j%205');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'id' });
  });
});
