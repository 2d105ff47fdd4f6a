/**
 * Class: weak passwords (OWASP ASVS V2.1.7, NIST SP 800-63B 5.1.1.2). Every place a password is chosen
 * (create account, reset, account transfer, the password of an SSO account) refuses common passwords and
 * passwords made of the person's e-mail or names or the event's name with a 400 naming Password, a
 * machine-readable reason (weak-password) and zxcvbn's warning, and writes nothing. Good passwords (the
 * demo's, the browser tests') still pass.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGACY_ACCOUNT } from '../../server/db/seed/identity';
import { transferSignature } from '../../server/identity/secrets';
import { createTestApp, type TestApp } from '../../server/testing';

const CONTEXT = { EContext: 'Event', Short: 'ehc2026' };
const CONFIRM_URL = 'http://localhost/confirmation/demo/ehc2026/en-GB';
const EMAIL = 'curie1867@example.test';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 1000 });
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

const createAccount = (Password: string, Email = EMAIL) =>
  post(`/api/Token/CreateAccountFromBody?confirmUrl=${encodeURIComponent(CONFIRM_URL)}`, {
    Firstname: 'Marie',
    Surname: 'Sklodowska',
    Email,
    Password,
    ConfirmPassword: Password,
    AcceptTermsOfUse: true,
    ContextModel: CONTEXT,
  });

const userCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

function expectWeak(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ statusCode: 400, field: 'Password', reason: 'weak-password', warning: expect.any(String) });
}

describe('weak passwords are refused, saying why', () => {
  it.each([
    ['a common password', 'password1'],
    ['another common password', 'Password123'],
    ['the e-mail address', EMAIL],
    ["the e-mail's local part", 'curie1867'],
    ["the person's names", 'marie-sklodowska-1'],
    ["the event's name", 'european-health-2026'],
    ["the event's short name", 'ehc2026-ehc2026'],
  ])('create account refuses %s (%s) and writes nothing', async (_label, password) => {
    const before = await userCount();
    expectWeak(await createAccount(password));
    expect(await userCount()).toBe(before);
  });

  it('names the warning of a common password and of personal data', async () => {
    expect((await createAccount('password1')).json()).toMatchObject({ warning: 'common' });
    expect((await createAccount('marie-sklodowska-1')).json()).toMatchObject({ warning: 'userInputs' });
  });

  it("accepts good passwords, the demo's and the browser tests' among them", async () => {
    for (const [index, password] of ['vmx-demo-2026', 'own-account-2026', 'cobol-1959', 'Radium & polonium 1898'].entries()) {
      expect((await createAccount(password, `good-${index}@example.test`)).statusCode).toBe(200);
    }
  });

  it('a password reset refuses a weak password and leaves the link usable', async () => {
    await post('/api/Token/ForgotPasswordFromBody?shortname=ehc2026', { Email: 'visitor@ehc2026.test' });
    await t.app.identity.settled?.();
    const mails = (await t.app.inject({ method: 'GET', url: '/dev/outbox?to=visitor%40ehc2026.test' })).json<{ links: string[] }[]>();
    const code = new URL(mails.flatMap((mail) => mail.links).find((link) => link.includes('/resetpassword/'))!).searchParams.get('code')!;
    const reset = (Password: string) =>
      post('/api/token/ResetPasswordFromBody?shortName=ehc2026', {
        Email: 'visitor@ehc2026.test',
        Code: code,
        Password,
        ConfirmPassword: Password,
      });
    expectWeak(await reset('qwerty123'));
    expectWeak(await reset('visitor@ehc2026.test1'));
    expect((await reset('a-much-better-secret-7')).statusCode).toBe(200);
  });

  it('an account transfer refuses a weak password', async () => {
    const transfer = (Password: string) =>
      post(`/api/Token/ManageTransferFromBody?confirmUrl=${encodeURIComponent(CONFIRM_URL)}`, {
        Email: LEGACY_ACCOUNT.email,
        ManageUserId: LEGACY_ACCOUNT.manage_user_id,
        Encrypted: transferSignature(t.app.identity.secret, LEGACY_ACCOUNT.manage_user_id, LEGACY_ACCOUNT.email),
        Password,
        ConfirmPassword: Password,
        AcceptTermsOfUse: true,
        ContextModel: CONTEXT,
      });
    const before = await userCount();
    expectWeak(await transfer('iloveyou1'));
    expect(await userCount()).toBe(before);
    expect((await transfer('moved-over-2026')).statusCode).toBe(200);
  });

  it('the password of an account made by single sign-on refuses a weak password', async () => {
    const host = { host: 'localhost' };
    const jar: Record<string, string> = {};
    const keep = (response: LightMyRequestResponse) => {
      for (const cookie of response.cookies as { name: string; value: string }[]) jar[cookie.name] = cookie.value;
    };
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: host, cookies: jar });
    const back = 'http://localhost/demo/ehc2026/en-GB/auth/correlate';
    const challenge = await get(`/api/token/external/challenge?shortname=ehc2026&provider=vmx-test&returnUrl=${encodeURIComponent(back)}`);
    keep(challenge);
    const authorize = new URL(challenge.headers.location as string);
    const form = new URLSearchParams({
      ...Object.fromEntries(authorize.searchParams),
      action: 'signin',
      email: 'irene.sso@example.org',
      given_name: 'Irene',
      family_name: 'Joliot',
    });
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/sso-test-provider/authorize',
      headers: { ...host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    const callback = new URL(signedIn.headers.location as string);
    keep(await get(callback.pathname + callback.search));
    const registered = await get('/api/token/external/register?acceptedTerms=true&returnUrl=%2F');
    expect(registered.statusCode).toBe(200);
    const token = registered.json<{ redirect: { token: string } }>().redirect.token;
    const setPassword = (Password: string) =>
      post('/api/token/external/register/password', { Password, ConfirmPassword: Password }, { ...host, authorization: `Bearer ${token}` });
    expectWeak(await setPassword('irene-joliot-1'));
    expectWeak(await setPassword('abc123456'));
    expect((await setPassword('artificial-radioactivity-1934')).statusCode).toBe(200);
  });
});
