/**
 * Rate limits (issue 16, point 4): the endpoints that send mail, cost a password hash or can be guessed
 * answer 429 with Retry-After past their limit, counted per client address and per target account, at
 * every case variant of their path. Runs at the real limits (rateLimitScale 1), or with every limit at
 * one request where the test is about which routes are covered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMIT_RULES } from '../../server/http/rateLimits';
import { DEMO_PASSWORD } from '../../server/db/seed/identity';
import { createTestApp, type TestApp } from '../../server/testing';

const FORGOT = '/api/Token/ForgotPasswordFromBody?context=Event&shortname=ehc2026&language=en-GB&returnUrl=%2F';
const VICTIM = 'attendee@ehc2026.test';

describe('at the real limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimitScale: 1 });
  });
  afterAll(async () => t.close());

  const forgot = (email: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: FORGOT, payload: { Email: email }, remoteAddress });
  const mailsTo = async (email: string) => (await t.db.selectFrom('outbox').select('id').where('to', '=', email).execute()).length;

  it('a flood of 200 password-reset requests for one address sends at most 3 mails, then answers 429 with Retry-After and the API error body', async () => {
    const statuses: number[] = [];
    let limited: Awaited<ReturnType<typeof forgot>> | undefined;
    for (let i = 0; i < 200; i += 1) {
      const response = await forgot(VICTIM, '198.51.100.1');
      statuses.push(response.statusCode);
      if (response.statusCode === 429) limited = response;
    }
    expect(await mailsTo(VICTIM)).toBeLessThanOrEqual(3);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(190);
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited?.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
  });

  it('counts per account: the same address asked for from many clients is limited after 3', async () => {
    const email = 'visitor@ehc2026.test';
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await forgot(email, `203.0.113.${i + 1}`)).statusCode);
    expect(statuses.slice(0, 3).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(3).every((status) => status === 429)).toBe(true);
    expect(await mailsTo(email)).toBeLessThanOrEqual(3);
  });

  it('counts per client: one client asking for many addresses is limited after 20', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1) statuses.push((await forgot(`nobody-${i}@example.test`, '192.0.2.77')).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(20).every((status) => status === 429)).toBe(true);
    // Another client is not affected.
    expect((await forgot('nobody-x@example.test', '192.0.2.78')).statusCode).toBe(200);
  });

  it('sign-in counts per address and client: a flood of wrong passwords from one client is refused with 429, and the owner still signs in from another', async () => {
    const email = 'member@ehc2026.test';
    const signIn = (password: string, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/Token/ValidateLoginFromBody',
        payload: {
          Email: email,
          Password: password,
          AcceptTermsOfUse: false,
          RememberMe: false,
          ContextModel: { EContext: 'Event', Short: 'ehc2026' },
        },
        remoteAddress,
      });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await signIn('wrong-guess-2026', '198.51.100.66')).statusCode);
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect((await signIn(DEMO_PASSWORD, '198.51.100.67')).statusCode).toBe(200);
  });

  it('counts per signed-in user across clients for comments (the bearer names the account)', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/Token/ValidateLoginFromBody',
      payload: {
        Email: 'hcp@ehc2026.test',
        Password: DEMO_PASSWORD,
        AcceptTermsOfUse: false,
        RememberMe: false,
        ContextModel: { EContext: 'Event', Short: 'ehc2026' },
      },
      remoteAddress: '198.51.100.50',
    });
    const token = signIn.json<{ accessToken: string }>().accessToken;
    const statuses: number[] = [];
    // 31 requests from 31 addresses: the per-user limit (30 a minute) is what stops the last.
    for (let i = 0; i < 31; i += 1) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/App/SetNoteLikeCount?eventid=2026&noteid=999999',
        headers: { authorization: `Bearer ${token}` },
        remoteAddress: `198.51.100.${100 + i}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 30)).not.toContain(429);
    expect(statuses[30]).toBe(429);
  });
});

describe('coverage of the table', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Every limit becomes one request: a second request to any listed route is refused.
    t = await createTestApp({ rateLimitScale: 1e-6 });
  });
  afterAll(async () => t.close());

  const concrete = (path: string) => path.replace(/:[A-Za-z]+/g, '2026');
  const routes = RATE_LIMIT_RULES.flatMap((rule) => rule.routes.map(([method, path]) => ({ rule: rule.name, method, path })));

  it('answers the second request to every listed route (sign-in, account, mail, token, lookup, SSO, view counters, networking), as written and in lower case, with 429; other routes are not limited', async () => {
    for (const name of [
      'sign-in',
      'create-account',
      'forgot-password',
      'reset-password',
      'send-confirmation',
      'confirm-email',
      'manage-transfer',
      'contact-form',
      'comments',
      'contact-requests',
      'messages',
      'speaker-mail',
      'service-token',
      'registration-lookup',
      'sso-confirm',
      'view-counts',
      'analytics-events',
      'certificate-verification',
    ]) {
      expect(
        routes.some((route) => route.rule === name),
        name,
      ).toBe(true);
    }
    // Each is written as the route is registered (a renamed route would lose its limit).
    for (const { method, path } of routes) expect(t.app.hasRoute({ method, url: path }), `${method} ${path}`).toBe(true);

    let client = 0;
    for (const { method, path } of routes) {
      for (const url of [concrete(path), concrete(path).toLowerCase()]) {
        client += 1;
        const remoteAddress = `10.9.${Math.floor(client / 200)}.${client % 200}`;
        const send = () => t.app.inject({ method, url, payload: method === 'GET' ? undefined : {}, remoteAddress });
        const first = await send();
        expect(first.statusCode, `first ${method} ${url}`).not.toBe(429);
        const second = await send();
        expect(second.statusCode, `second ${method} ${url}`).toBe(429);
        expect(Number(second.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    for (let i = 0; i < 3; i += 1)
      expect((await t.app.inject({ method: 'GET', url: '/api/Event/Shortname?shortName=ehc2026' })).statusCode).toBe(200);
  });
});
