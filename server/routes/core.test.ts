import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/Core/ServerTime', () => {
  it("returns the server's current time as an ISO 8601 UTC instant, not cached", async () => {
    const before = Date.now();
    const response = await t.app.inject({ method: 'GET', url: '/api/Core/ServerTime' });
    expect(response.statusCode).toBe(200);
    const { ServerTime } = response.json<{ ServerTime: string }>();
    expect(ServerTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Date.parse(ServerTime)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(ServerTime)).toBeLessThanOrEqual(Date.now());
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /api/health', () => {
  it('answers ok when the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });
});
