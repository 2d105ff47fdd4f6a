import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OAUTH_CLIENT_ID } from '../../src/core/oauth';
import { DEMO_PASSWORD } from '../db/seed/identity';
import { createTestApp, type TestApp } from '../testing';

let t: TestApp;
beforeAll(async () => {
  // The site lives at HOST: links and return addresses must be on it (server/identity/links.ts).
  t = await createTestApp({ identity: { publicUrl: ORIGIN } });
});
afterAll(() => t.close());

const HOST = 'vmx.test';
const ORIGIN = `http://${HOST}`;
const BACK = `http://${HOST}/live/demo-oauth/ehc2026/en-GB`;
const params = { response_type: 'token', client_id: OAUTH_CLIENT_ID, redirect_uri: BACK, state: 'state-1', shortname: 'ehc2026' };

const page = (query: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/connect/authorize?${new URLSearchParams(query)}`, headers: { host: HOST } });
const submit = (form: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/connect/authorize',
    headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...params, ...form }).toString(),
  });

describe('GET /connect/authorize', () => {
  it('shows a sign-in page with labelled fields that posts back here only', async () => {
    const response = await page(params);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-security-policy']).toContain("form-action 'self'");
    expect(response.body).toContain('<label for="email">E-mail</label>');
    expect(response.body).toContain('<label for="password">Password</label>');
    expect(response.body).toContain('name="state" value="state-1"');
  });

  it('answers 400 naming the field for another client, another response type, or a way back to another site', async () => {
    for (const [field, value] of [
      ['client_id', 'someone-else'],
      ['response_type', 'code'],
      ['redirect_uri', 'https://evil.example/steal'],
      ['state', ''],
    ] as const) {
      const response = await page({ ...params, [field]: value });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().field, field).toBe(field);
    }
  });

  it('answers 404 for an unknown event', async () => {
    expect((await page({ ...params, shortname: 'nope' })).statusCode).toBe(404);
  });
});

describe('POST /connect/authorize', () => {
  it('signs in and goes back with access_token, token_type, expires_in and the state', async () => {
    const response = await submit({ action: 'signin', email: 'Visitor@ehc2026.test', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(303);
    const back = new URL(response.headers.location as string);
    expect(back.origin + back.pathname).toBe(BACK);
    expect(back.searchParams.get('state')).toBe('state-1');
    expect(back.searchParams.get('token_type')).toBe('Bearer');
    // A session that is not remembered: 12 hours.
    expect(Number(back.searchParams.get('expires_in'))).toBeGreaterThan(12 * 3600 - 60);
    expect(Number(back.searchParams.get('expires_in'))).toBeLessThanOrEqual(12 * 3600);
    const user = await t.app.inject({
      url: '/api/Core/User?eventid=2026',
      headers: { authorization: `Bearer ${back.searchParams.get('access_token')}` },
    });
    expect(user.json()).toMatchObject({ Email: 'visitor@ehc2026.test' });
  });

  it('shows the credentials error on the page for a wrong password, and gives no token', async () => {
    const response = await submit({ action: 'signin', email: 'visitor@ehc2026.test', password: 'wrong-password-1' });
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain('The e-mail address or the password is wrong.');
    expect(response.headers.location).toBeUndefined();
  });

  it('goes back with error=access_denied when the person cancels', async () => {
    const response = await submit({ action: 'cancel' });
    expect(response.statusCode).toBe(303);
    const back = new URL(response.headers.location as string);
    expect(Object.fromEntries(back.searchParams)).toEqual({ error: 'access_denied', state: 'state-1' });
  });

  it('never sends a token to a way back on another site', async () => {
    const response = await submit({
      action: 'signin',
      email: 'visitor@ehc2026.test',
      password: DEMO_PASSWORD,
      redirect_uri: 'https://evil.example/',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('redirect_uri');
  });
});
