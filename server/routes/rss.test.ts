import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const titles = (xml: string) => [...xml.matchAll(/<item>\s*<title>([^<]*)<\/title>/g)].map((match) => match[1]);

describe('GET /rss/:event/:language.xml', () => {
  it('returns an RSS 2.0 feed with five items, each with title, link, description and pubDate', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/rss/ehc2025/en-GB.xml', headers: { host: 'vmx.test' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/rss\+xml/);
    const xml = response.body;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\s*<rss version="2.0"/);
    expect(titles(xml)).toHaveLength(5);
    expect(titles(xml)[0]).toBe('EHC 2025 recordings now on demand');
    const items = xml.split('<item>').slice(1);
    for (const item of items) {
      expect(item).toMatch(/<link>http:\/\/vmx\.test\/demo\/ehc2025\/en-GB\/page\/news-\d<\/link>/);
      expect(item).toMatch(/<description>[^<]+<\/description>/);
      expect(item).toMatch(/<pubDate>\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT<\/pubDate>/);
    }
  });

  it('serves the German feed with German titles, whatever the case of the code', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/rss/ehc2025/de-de.xml' });
    expect(response.statusCode).toBe(200);
    expect(titles(response.body)[0]).toBe('Aufzeichnungen der EHC 2025 jetzt auf Abruf');
  });

  it('answers 404 for an unknown event, a language the event does not have, or a name without .xml', async () => {
    for (const url of ['/rss/nosuchevent/en-GB.xml', '/rss/ehc2025/fr-FR.xml', '/rss/ehc2025/en-GB']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404 });
    }
  });
});
