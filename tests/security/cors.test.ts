/**
 * CORS (issue 16, point 15): the preflight allows every method the API answers (an embedded programme
 * unstars a session with DELETE) and the headers the client and the hub client send; a 429's
 * Retry-After can be read cross-origin.
 */
import type { OutgoingHttpHeader } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../server/testing';

const FOREIGN = 'https://society.example';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const preflight = (url: string, method: string, headers: string) =>
  t.app.inject({
    method: 'OPTIONS',
    url,
    headers: { origin: FOREIGN, 'access-control-request-method': method, 'access-control-request-headers': headers },
  });

const listed = (value: OutgoingHttpHeader | undefined) =>
  String(value ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase());

describe('the preflight', () => {
  it('allows DELETE with Authorization from another origin (unstarring a session in an embedded programme)', async () => {
    const response = await preflight('/api/Modules/PersonalProgram/?eventid=2026&pSessionId=10005', 'DELETE', 'authorization');
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(listed(response.headers['access-control-allow-methods'])).toContain('delete');
    expect(listed(response.headers['access-control-allow-headers'])).toContain('authorization');
  });

  it('allows every method the API answers, the JSON content type and the headers of a hub negotiate (@microsoft/signalr)', async () => {
    const response = await preflight('/api/Token/ValidateLoginFromBody', 'POST', 'content-type');
    const methods = listed(response.headers['access-control-allow-methods']);
    for (const method of ['get', 'head', 'post', 'delete']) expect(methods).toContain(method);
    expect(listed(response.headers['access-control-allow-headers'])).toEqual(expect.arrayContaining(['authorization', 'content-type']));
    const hub = await preflight('/hubs/notificationhub/negotiate?negotiateVersion=1', 'POST', 'x-requested-with,x-signalr-user-agent');
    expect(listed(hub.headers['access-control-allow-headers'])).toEqual(
      expect.arrayContaining(['x-requested-with', 'x-signalr-user-agent']),
    );
  });
});

it('exposes Retry-After to other origins', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/Event/Shortname?shortName=ehc2026', headers: { origin: FOREIGN } });
  expect(listed(response.headers['access-control-expose-headers'])).toContain('retry-after');
});
