import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/Event/Shortname', () => {
  const get = (query: string) => t.app.inject({ method: 'GET', url: `/api/Event/Shortname?${query}` });

  it('returns the numeric id of an event short name', async () => {
    const response = await get('shortName=ehc2026');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ Id: 2026 });
    expect((await get('shortName=ehc2025')).json()).toEqual({ Id: 2025 });
  });

  it('matches the short name case-insensitively', async () => {
    expect((await get('shortName=EHC2026')).json()).toEqual({ Id: 2026 });
  });

  it('answers 404 for an unknown short name', async () => {
    const response = await get('shortName=nosuchevent');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('answers 400 naming shortName when it is missing or empty', async () => {
    for (const query of ['', 'shortname=ehc2026', 'shortName=']) {
      const response = await get(query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', field: 'shortName' });
    }
    expect((await get('')).json().message).toBe('querystring.shortName: Required');
  });
});
