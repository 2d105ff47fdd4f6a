/**
 * Development surfaces (issue 16, point 16): the outbox, the notification and remote-logout tools and
 * the SSO test provider answer callers on this machine only, whatever X-Forwarded-For says, and never
 * with Access-Control-Allow-Origin; a development server listens on loopback unless told otherwise.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { createTestApp, type TestApp } from '../../server/testing';

const REMOTE = '203.0.113.9';
const SURFACES = [
  ['GET', '/dev/outbox'],
  ['POST', '/dev/notifications'],
  ['POST', '/dev/hubs/remote-logout?userId=11'],
  ['GET', '/sso-test-provider/.well-known/openid-configuration'],
  ['GET', '/sso-test-provider/jwks'],
  [
    'GET',
    '/sso-test-provider/authorize?response_type=code&client_id=vmx-identity&redirect_uri=http%3A%2F%2Flocalhost%2Fapi%2Ftoken%2Fexternal%2Fcallback&state=s',
  ],
] as const;

let t: TestApp;
beforeAll(async () => {
  // Even a server told to believe X-Forwarded-For must not take it for these.
  t = await createTestApp({ trustProxy: true });
});
afterAll(async () => t.close());

describe('from another machine', () => {
  for (const [method, url] of SURFACES) {
    it(`${method} ${url.split('?')[0]} answers 404, also with X-Forwarded-For: 127.0.0.1, while the API answers`, async () => {
      for (const headers of [{ origin: 'https://evil.example' }, { origin: 'https://evil.example', 'x-forwarded-for': '127.0.0.1' }]) {
        const response = await t.app.inject({ method, url, remoteAddress: REMOTE, headers, payload: method === 'POST' ? {} : undefined });
        expect(response.statusCode).toBe(404);
        expect(response.headers['access-control-allow-origin']).toBeUndefined();
        expect(response.json()).toMatchObject({ statusCode: 404 });
      }
      expect((await t.app.inject({ method: 'GET', url: '/api/Event/Shortname?shortName=ehc2026', remoteAddress: REMOTE })).statusCode).toBe(
        200,
      );
    });
  }
});

describe('from this machine', () => {
  for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
    it(`the outbox answers ${remoteAddress}, without Access-Control-Allow-Origin for a page of another origin`, async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/dev/outbox',
        remoteAddress,
        headers: { origin: 'https://evil.example' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    });
  }

  it('the preflight of a development surface is refused', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/dev/notifications',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.statusCode).toBe(404);
  });
});

it('a development server listens on loopback by default', () => {
  expect(readConfig({}, []).host).toBe('127.0.0.1');
});
