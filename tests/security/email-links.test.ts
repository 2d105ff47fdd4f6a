/**
 * Class: e-mailed links and return addresses (host-header poisoning). A reset or confirmation link, a
 * confirmUrl, an OAuth redirect_uri and an SSO return address never take their origin from the request's
 * Host (or X-Forwarded-Host) header: production needs PUBLIC_URL, and without it (development) an
 * origin must be on the allow-list (the configured origins and loopback).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OAUTH_CLIENT_ID } from '../../src/core/oauth';
import { readConfig } from '../../server/config';
import { createTestApp, type TestApp } from '../../server/testing';

const EVIL = 'evil.example';
const WITH_PUBLIC_URL = 'with PUBLIC_URL';
const SOCIETY = 'https://society.example';
const CONTEXT = { EContext: 'Event', Short: 'ehc2026' };
let serial = 0;
const uniqueEmail = (label: string) => `${label}-${++serial}@links.test`;

let dev: TestApp;
let prod: TestApp;
beforeAll(async () => {
  // A configured origin (VMX_CORS_ORIGINS), so that a confirmUrl passes and the mail itself is written.
  dev = await createTestApp({ corsOrigins: [SOCIETY] });
  prod = await createTestApp({ identity: { publicUrl: 'https://congress.example' } });
});
afterAll(async () => {
  await dev.close();
  await prod.close();
});

async function mailsTo(t: TestApp, to: string): Promise<string[]> {
  const response = await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(to)}` });
  return response.json<{ links: string[] }[]>().flatMap((mail) => mail.links);
}

const forged = { host: EVIL, 'x-forwarded-host': EVIL, 'x-forwarded-proto': 'https' };

const createAccount = (t: TestApp, email: string, confirmUrl: string, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/Token/CreateAccountFromBody?confirmUrl=${encodeURIComponent(confirmUrl)}`,
    headers,
    payload: {
      Firstname: 'Ada',
      Surname: 'Byron',
      Email: email,
      Password: 'analytical-engine-1843',
      ConfirmPassword: 'analytical-engine-1843',
      AcceptTermsOfUse: true,
      ContextModel: CONTEXT,
    },
  });

describe('production settings', () => {
  it('refuses to start in production without PUBLIC_URL', () => {
    expect(() => readConfig({ NODE_ENV: 'production' }, [])).toThrow(/PUBLIC_URL/);
    expect(readConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://congress.example' }, []).identity.publicUrl).toBe(
      'https://congress.example',
    );
  });
});

describe('mailed links never follow a forged Host header', () => {
  for (const [name, app] of [
    ['without PUBLIC_URL (development)', () => dev],
    [WITH_PUBLIC_URL, () => prod],
  ] as const) {
    it(`a reset link for a known address is never on the forged host, ${name}`, async () => {
      const t = app();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/Token/ForgotPasswordFromBody?shortname=ehc2026&language=en-GB',
        headers: forged,
        payload: { Email: 'visitor@ehc2026.test' },
      });
      expect([200, 400]).toContain(response.statusCode);
      const links = await mailsTo(t, 'visitor@ehc2026.test');
      expect(links.filter((link) => link.includes(EVIL))).toEqual([]);
    });

    it(`the "already registered" mail links nowhere near the forged host, ${name}`, async () => {
      const t = app();
      const confirmUrl = name === WITH_PUBLIC_URL ? 'https://congress.example/confirmation/demo/ehc2026/en-GB' : `${SOCIETY}/confirm`;
      await createAccount(t, 'attendee@ehc2026.test', confirmUrl, forged);
      const links = await mailsTo(t, 'attendee@ehc2026.test');
      expect(links.filter((link) => link.includes(EVIL))).toEqual([]);
    });

    it(`a confirmUrl on the forged host is refused with 400 naming confirmUrl, ${name}`, async () => {
      const t = app();
      const email = uniqueEmail('forged-confirm');
      const response = await createAccount(t, email, `https://${EVIL}/confirmation/demo/ehc2026/en-GB`, forged);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'confirmUrl' });
      expect(await mailsTo(t, email)).toEqual([]);
    });

    it(`an OAuth redirect_uri on the forged host is refused, ${name}`, async () => {
      const t = app();
      const query = new URLSearchParams({
        response_type: 'token',
        client_id: OAUTH_CLIENT_ID,
        redirect_uri: `http://${EVIL}/back`,
        state: 's',
        shortname: 'ehc2026',
      });
      const response = await t.app.inject({ method: 'GET', url: `/connect/authorize?${query}`, headers: { host: EVIL } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'redirect_uri' });
    });

    it(`an SSO return address on the forged host is refused, and the provider never gets a callback on it, ${name}`, async () => {
      const t = app();
      const foreign = await t.app.inject({
        method: 'GET',
        url: `/api/token/external/challenge?shortname=ehc2026&returnUrl=${encodeURIComponent(`http://${EVIL}/steal`)}`,
        headers: { host: EVIL },
      });
      expect(foreign.statusCode).toBe(400);
      const allowedBack =
        name === WITH_PUBLIC_URL
          ? 'https://congress.example/demo/ehc2026/en-GB/auth/correlate'
          : 'http://localhost:5173/demo/ehc2026/en-GB/auth/correlate';
      const challenge = await t.app.inject({
        method: 'GET',
        url: `/api/token/external/challenge?shortname=ehc2026&returnUrl=${encodeURIComponent(allowedBack)}`,
        headers: { host: EVIL },
      });
      if (challenge.statusCode === 302) expect(decodeURIComponent(String(challenge.headers.location))).not.toContain(EVIL);
      else expect(challenge.statusCode).toBe(400);
    });
  }

  it('without PUBLIC_URL, a mail to an unknown address and to a known one get the same answer under a forged Host (no oracle)', async () => {
    const known = await dev.app.inject({
      method: 'POST',
      url: '/api/Token/ForgotPasswordFromBody?shortname=ehc2026',
      headers: forged,
      payload: { Email: 'hcp@ehc2026.test' },
    });
    const unknown = await dev.app.inject({
      method: 'POST',
      url: '/api/Token/ForgotPasswordFromBody?shortname=ehc2026',
      headers: forged,
      payload: { Email: uniqueEmail('nobody') },
    });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
  });

  it('with PUBLIC_URL, links point to PUBLIC_URL and a loopback confirmUrl is no longer accepted', async () => {
    const email = uniqueEmail('public');
    expect((await createAccount(prod, email, 'http://localhost/confirmation/demo/ehc2026/en-GB', { host: 'localhost' })).statusCode).toBe(
      400,
    );
    expect((await createAccount(prod, email, 'https://congress.example/confirmation/demo/ehc2026/en-GB', forged)).statusCode).toBe(200);
    await prod.app.inject({
      method: 'POST',
      url: '/api/Token/ForgotPasswordFromBody?shortname=ehc2026',
      headers: forged,
      payload: { Email: 'hcp@ehc2026.test' },
    });
    const links = await mailsTo(prod, 'hcp@ehc2026.test');
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((link) => link.startsWith('https://congress.example/'))).toBe(true);
  });

  it('in development, loopback on any port is allowed and the mail follows an allowed request origin', async () => {
    const email = uniqueEmail('loopback');
    expect(
      (await createAccount(dev, email, 'http://127.0.0.1:5173/confirmation/demo/ehc2026/en-GB', { host: 'localhost:4321' })).statusCode,
    ).toBe(200);
    await dev.app.inject({
      method: 'POST',
      url: '/api/Token/ForgotPasswordFromBody?shortname=ehc2026',
      headers: { host: 'localhost:4321' },
      payload: { Email: 'staff@ehc2026.test' },
    });
    const links = await mailsTo(dev, 'staff@ehc2026.test');
    expect(links.some((link) => link.startsWith('http://localhost:4321/resetpassword/demo/ehc2026/'))).toBe(true);
  });
});
