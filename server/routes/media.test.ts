import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initials } from '../media/logo';
import { createTestApp, type TestApp } from '../testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const companyName = async (id: string) =>
  (await t.db.selectFrom('company_accounts').select('name').where('company_account_id', '=', id).executeTakeFirstOrThrow()).name;

describe('GET /media/logos/:id.svg', () => {
  it("returns an SVG with the company's initials and name, cacheable", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/media/logos/ca-0001.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const name = await companyName('ca-0001');
    expect(response.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(response.body).toContain(`>${initials(name)}</text>`);
    expect(response.body).toContain(name.split(' ')[0]);
  });

  it('serves the same picture every time and answers 304 to its ETag', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/media/logos/ca-0002.svg' });
    const second = await t.app.inject({ method: 'GET', url: '/media/logos/ca-0002.svg' });
    expect(second.body).toBe(first.body);
    const etag = first.headers.etag as string;
    // As a cache sends it: alone, in a list, or weak (If-None-Match compares weakly, RFC 9110 13.1.2).
    for (const header of [etag, `"other", ${etag}`, `W/${etag}`]) {
      const cached = await t.app.inject({ method: 'GET', url: '/media/logos/ca-0002.svg', headers: { 'if-none-match': header } });
      expect(cached.statusCode, header).toBe(304);
    }
    const changed = await t.app.inject({ method: 'GET', url: '/media/logos/ca-0002.svg', headers: { 'if-none-match': '"other"' } });
    expect(changed.statusCode).toBe(200);
  });

  it('finds ids with upper-case letters exactly as written', async () => {
    const id = (
      await t.db
        .selectFrom('company_accounts')
        .select('company_account_id')
        .where('company_account_id', 'like', 'CA-%')
        .executeTakeFirstOrThrow()
    ).company_account_id;
    expect((await t.app.inject({ method: 'GET', url: `/media/logos/${id}.svg` })).statusCode).toBe(200);
  });

  it('answers 404 JSON for an unknown company or a file that is not .svg', async () => {
    for (const url of ['/media/logos/ca-9999.svg', '/media/logos/ca-0001.png']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404 });
    }
  });
});

describe('initials', () => {
  it('takes the first letters of the first two words', () => {
    expect(initials('Cardiotec GmbH')).toBe('CG');
    expect(initials('Biocore Life Sciences')).toBe('BL');
    expect(initials('Solo')).toBe('S');
  });
});
