import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsArticle, NewsPage } from '../../src/contracts';
import { createTestApp, publicRequests, type TestApp } from '../testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { get, ok } = publicRequests(() => t.app);
const page = (query: string, language = 'en-GB') => ok<NewsPage>(`/api/Modules/News?eventid=2026&language=${language}&${query}`);

describe('GET /api/Modules/News', () => {
  it('gives six articles newest first by default, with the total and the industry companies', async () => {
    const first = await page('');
    expect(first.Items).toHaveLength(6);
    expect(first.Total).toBe(12);
    const dates = first.Items.map((item) => Date.parse(item.PublishedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(first.Items[0]).toMatchObject({ Id: 'n-1', Title: 'Welcome to Berlin: the congress opens tomorrow', Category: 'congress' });
    expect(first.Companies).toHaveLength(3);
    expect(first.Items.every((item) => item.ImageUrl === `/media/news/2026/${item.Id}.svg`)).toBe(true);
  });

  it('pages with skip and take, the pages adding up to every article once', async () => {
    const a = await page('skip=0&take=5');
    const b = await page('skip=5&take=5');
    const c = await page('skip=10&take=5');
    const ids = [...a.Items, ...b.Items, ...c.Items].map((item) => item.Id);
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(12);
  });

  it('keeps the industry news with display=industry, each with its company, and one company with company=', async () => {
    const industry = await page('display=industry&take=60');
    expect(industry.Total).toBe(5);
    expect(industry.Items.every((item) => item.Category === 'industry' && item.CompanyAccountId && item.CompanyName)).toBe(true);
    const company = industry.Companies[0]!;
    const one = await page(`display=Industry&company=${company.CompanyAccountId}&take=60`);
    expect(one.Items.length).toBeGreaterThan(0);
    expect(one.Items.every((item) => item.CompanyAccountId === company.CompanyAccountId)).toBe(true);
    expect(one.Items[0]!.Title).toContain(one.Items[0]!.CompanyName!);
  });

  it('answers in German for de-DE', async () => {
    const german = await page('', 'de-DE');
    expect(german.Items[0]).toMatchObject({ Id: 'n-1', Title: 'Willkommen in Berlin: Morgen beginnt der Kongress' });
    expect(german.Total).toBe(12);
  });

  it.each([
    ['eventid=abc', 'eventid'],
    ['eventid=2026&display=partners', 'display'],
    ['eventid=2026&take=0', 'take'],
    ['eventid=2026&take=61', 'take'],
    ['eventid=2026&skip=-1', 'skip'],
    ['eventid=2026&company=%3Cscript%3E', 'company'],
    ['eventid=2026&language=english!', 'language'],
  ])('refuses %s with 400 naming %s', async (query, field) => {
    const response = await get(`/api/Modules/News?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field });
  });

  it('answers 404 for an unknown event', async () => {
    expect((await get('/api/Modules/News?eventid=999')).statusCode).toBe(404);
  });
});

describe('GET /api/Modules/NewsArticle', () => {
  it('gives an article with its HTML body in both languages', async () => {
    const english = await ok<NewsArticle>('/api/Modules/NewsArticle?eventid=2026&language=en-GB&id=n-1');
    expect(english.Body).toContain('<p>Registration opens at 07:00');
    const german = await ok<NewsArticle>('/api/modules/newsarticle?eventid=2026&language=de-DE&id=n-1');
    expect(german.Body).toContain('<p>Die Registrierung öffnet um 07:00');
  });

  it('answers 404 for an unknown article and 400 naming id for a malformed one', async () => {
    expect((await get('/api/Modules/NewsArticle?eventid=2026&id=n-999')).statusCode).toBe(404);
    const bad = await get('/api/Modules/NewsArticle?eventid=2026&id=..%2Fetc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'id' });
  });

  it('serves each article a picture, and 404 for another file', async () => {
    const picture = await get('/media/news/2026/n-2.svg');
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toContain('image/svg+xml');
    expect(picture.body).toMatch(/^<svg /);
    expect((await get('/media/news/2026/n-99.svg')).statusCode).toBe(404);
    expect((await get('/media/news/2026/n-2.png')).statusCode).toBe(404);
  });
});
