import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseHeaderModel } from '../../src/core/header';
import { createTestApp, type TestApp } from '../testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/Core/GetVMXHeader', () => {
  it("returns the theme the event's config picks, with the event's languages and a model the client reads without warnings", async () => {
    const response = await get('/api/Core/GetVMXHeader?shortname=ehc2026&language=en-GB');
    expect(response.statusCode).toBe(200);
    const body = response.json<{ theme: string; EventLanguages: string[]; menuItems: { Displayname: string }[] }>();
    expect(body.theme).toBe('one');
    expect(body.EventLanguages).toEqual(['en-GB', 'de-DE']);
    expect(body.menuItems.map((item) => item.Displayname)).toContain('Programme');
    const { warnings } = parseHeaderModel(body);
    expect(warnings).toEqual([]);
  });

  it('gives ehc2025 the second theme and German texts in de-DE', async () => {
    const body = (await get('/api/Core/GetVMXHeader?shortname=EHC2025&language=de-de')).json<{
      theme: string;
      menuItems: { Displayname: string }[];
    }>();
    expect(body.theme).toBe('two');
    expect(body.menuItems.map((item) => item.Displayname)).toContain('Programm');
  });

  it('answers at the lower-case spellings of the path too', async () => {
    for (const path of ['/api/core/GetVMXHeader', '/api/core/getvmxheader']) {
      expect((await get(`${path}?shortname=ehc2026`)).statusCode).toBe(200);
    }
  });

  it('previews another theme with ?theme=', async () => {
    const body = (await get('/api/Core/GetVMXHeader?shortname=ehc2026&theme=three')).json<{
      theme: string;
      config: { banners: { second: unknown } };
    }>();
    expect(body.theme).toBe('three');
    expect(body.config.banners.second).toBeNull();
  });

  it('rejects a request without shortname, or with a bad language or theme, naming the field', async () => {
    for (const [url, field] of [
      ['/api/Core/GetVMXHeader', 'shortname'],
      ['/api/Core/GetVMXHeader?shortname=ehc2026&language=english!', 'language'],
      ['/api/Core/GetVMXHeader?shortname=ehc2026&theme=four', 'theme'],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(field);
    }
  });

  it('answers 404 for an unknown event', async () => {
    expect((await get('/api/Core/GetVMXHeader?shortname=nosuchevent')).statusCode).toBe(404);
  });
});
