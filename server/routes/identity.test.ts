import { SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody, LoginData } from '../../src/contracts';
import { DEMO_PASSWORD, LEGACY_ACCOUNT } from '../db/seed/identity';
import {
  CONFIRM_CODE_VALIDITY_MS,
  LOCKOUT_DURATION_MS,
  LOCKOUT_MAX_FAILED_LOGINS,
  RESET_CODE_VALIDITY_MS,
  TOKEN_LIFETIME_REMEMBER_MS,
  TOKEN_LIFETIME_SESSION_MS,
} from '../identity/constants';
import { onSignIn, onSignOut, type SignInEvent, type SignOutEvent } from '../identity/events';
import { transferSignature } from '../identity/secrets';
import { createTestApp, type TestApp } from '../testing';
import { CREDENTIALS_MESSAGE } from './identity';

const START = Date.parse('2026-05-04T08:00:00Z');
let clock = START;
let t: TestApp;
beforeAll(async () => {
  // The identity rules, not the rate limits (tests/security/rate-limits): many requests from one client.
  t = await createTestApp({ now: () => clock, rateLimitScale: 1000 });
});
afterAll(() => t.close());
afterEach(() => {
  clock = START;
});

const CONTEXT = { EContext: 'Event', Short: 'ehc2026' };
const CONFIRM_URL = 'http://localhost/confirmation/demo/ehc2026/en-GB';

interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  created_at: string;
}

let serial = 0;
const uniqueEmail = (label: string) => `${label}-${++serial}@example.test`;

const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, ...(payload === undefined ? {} : { payload: payload as object }), headers });

const login = (Email: string, Password: string, extra: { AcceptTermsOfUse?: boolean; RememberMe?: boolean; Short?: string } = {}) =>
  post('/api/Token/ValidateLoginFromBody', {
    Email,
    Password,
    AcceptTermsOfUse: extra.AcceptTermsOfUse ?? false,
    RememberMe: extra.RememberMe ?? true,
    ContextModel: { ...CONTEXT, Short: extra.Short ?? 'ehc2026' },
  });

const createAccount = (fields: Record<string, unknown> = {}, confirmUrl = CONFIRM_URL) =>
  post(`/api/Token/CreateAccountFromBody?confirmUrl=${encodeURIComponent(confirmUrl)}`, {
    Firstname: 'Grace',
    Surname: 'Hopper',
    Email: uniqueEmail('grace'),
    Password: 'cobol-1959',
    ConfirmPassword: 'cobol-1959',
    AcceptTermsOfUse: true,
    ContextModel: CONTEXT,
    ...fields,
  });

async function outbox(to: string): Promise<Mail[]> {
  const response = await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(to)}` });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function latestLink(to: string, fragment: string): Promise<URL> {
  const link = (await outbox(to)).flatMap((mail) => mail.links).find((url) => url.includes(fragment));
  expect(link, `a link with ${fragment} to ${to}`).toBeDefined();
  return new URL(link!);
}

const confirm = (userId: string, code: string) =>
  post(
    `/api/token/ConfirmEmailFromBody?userId=${userId}&code=${encodeURIComponent(code)}&context=Event&shortName=ehc2026&returnUrl=%2F&language=en-GB`,
  );

const getUser = (token?: string) =>
  t.app.inject({ method: 'GET', url: '/api/Core/User?eventid=2026', headers: token ? { authorization: `Bearer ${token}` } : {} });

async function counts() {
  const count = async (table: 'users' | 'codes' | 'outbox' | 'sessions') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { users: await count('users'), codes: await count('codes'), outbox: await count('outbox'), sessions: await count('sessions') };
}

/** A confirmed account with a known password (through create + confirm). */
async function confirmedAccount(label: string, password = 'secret-pass-1') {
  const email = uniqueEmail(label);
  expect((await createAccount({ Email: email, Password: password, ConfirmPassword: password })).statusCode).toBe(200);
  const link = await latestLink(email, '/confirmation/');
  expect((await confirm(link.searchParams.get('userId')!, link.searchParams.get('code')!)).statusCode).toBe(200);
  return { email, password, userId: Number(link.searchParams.get('userId')) };
}

describe('POST /api/Token/ValidateLoginFromBody', () => {
  it("signs a demo account in: token, validUntil, the user's data, a ticket, initialLogin the first time only", async () => {
    const first = await login('attendee@ehc2026.test', DEMO_PASSWORD);
    expect(first.statusCode).toBe(200);
    const data = first.json<LoginData>();
    expect(data).toMatchObject({
      email: 'attendee@ehc2026.test',
      firstname: 'Alice',
      surname: 'Adler',
      hasTicket: true,
      initialLogin: true,
    });
    expect(data.accessToken.split('.')).toHaveLength(3);
    expect(data.validUntil).toBe(new Date(Math.floor(START / 1000) * 1000 + TOKEN_LIFETIME_REMEMBER_MS).toISOString());
    expect((await getUser(data.accessToken)).statusCode).toBe(200);

    const second = (await login('ATTENDEE@ehc2026.test', DEMO_PASSWORD)).json<LoginData>();
    expect(second.initialLogin).toBe(false);
  });

  it('gives a 12-hour token without RememberMe', async () => {
    const data = (await login('visitor@ehc2026.test', DEMO_PASSWORD, { RememberMe: false })).json<LoginData>();
    expect(data.hasTicket).toBe(false);
    expect(Date.parse(data.validUntil) - Math.floor(START / 1000) * 1000).toBe(TOKEN_LIFETIME_SESSION_MS);
  });

  it('answers a wrong password and an unknown e-mail with the same 401', async () => {
    const wrong = await login('hcp@ehc2026.test', 'not-the-password-1');
    const unknown = await login('nobody@ehc2026.test', DEMO_PASSWORD);
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: CREDENTIALS_MESSAGE });
    }
    // A wrong attempt does not stop the right password.
    expect((await login('hcp@ehc2026.test', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it(`answers "Lockout" after ${LOCKOUT_MAX_FAILED_LOGINS} wrong passwords, for ${LOCKOUT_DURATION_MS / 60000} minutes`, async () => {
    const { email, password } = await confirmedAccount('locked');
    for (let attempt = 1; attempt <= LOCKOUT_MAX_FAILED_LOGINS; attempt++) {
      expect((await login(email, `wrong-${attempt}-x`)).statusCode).toBe(401);
    }
    const locked = await login(email, password);
    expect(locked.statusCode).toBe(200);
    expect(locked.headers['content-type']).toMatch(/^application\/json/);
    expect(locked.json()).toBe('Lockout');

    clock = START + LOCKOUT_DURATION_MS - 1000;
    expect((await login(email, password)).json()).toBe('Lockout');
    clock = START + LOCKOUT_DURATION_MS + 1000;
    expect((await login(email, password)).json()).toMatchObject({ email });
  });

  it('answers "Unconfirmed" for the right password of an unconfirmed address (and 401 for a wrong one)', async () => {
    const email = uniqueEmail('unconfirmed');
    await createAccount({ Email: email });
    const response = await login(email, 'cobol-1959');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('"Unconfirmed"');
    expect((await login(email, 'cobol-1960')).statusCode).toBe(401);
  });

  it('answers "Terms" until the terms are accepted, then records the acceptance', async () => {
    const { email, password, userId } = await confirmedAccount('terms');
    await t.db.updateTable('users').set({ terms_accepted_at: null }).where('id', '=', userId).execute();
    expect((await login(email, password)).json()).toBe('Terms');
    const accepted = await login(email, password, { AcceptTermsOfUse: true });
    expect(accepted.json()).toMatchObject({ userId });
    const row = await t.db.selectFrom('users').select('terms_accepted_at').where('id', '=', userId).executeTakeFirstOrThrow();
    expect(row.terms_accepted_at).toBe(new Date(START).toISOString());
    expect((await login(email, password)).json()).toMatchObject({ userId });
  });

  it('emits a sign-in event with the user, the event and the session', async () => {
    const events: SignInEvent[] = [];
    const stop = onSignIn((event) => events.push(event));
    try {
      const data = (await login('staff@ehc2026.test', DEMO_PASSWORD)).json<LoginData>();
      expect(events).toHaveLength(1);
      const session = await t.db.selectFrom('sessions').selectAll().where('id', '=', events[0]!.sessionId).executeTakeFirstOrThrow();
      expect(events[0]).toEqual({ userId: data.userId, eventShort: 'ehc2026', sessionId: session.id });
    } finally {
      stop();
    }
  });

  it('answers 400 naming the field, and 404 for an unknown event', async () => {
    const missing = await post('/api/Token/ValidateLoginFromBody', { Email: 'a@b.test', ContextModel: CONTEXT });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: 'Password', message: 'body.Password: Required' });
    const noContext = await post('/api/Token/ValidateLoginFromBody', { Email: 'a@b.test', Password: 'x' });
    expect(noContext.json()).toMatchObject({ statusCode: 400, field: 'ContextModel' });
    expect((await login('attendee@ehc2026.test', DEMO_PASSWORD, { Short: 'nosuchevent' })).statusCode).toBe(404);
  });

  it('answers at the lower-case path too', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/token/validateloginfrombody',
      payload: { Email: 'member@ehc2026.test', Password: DEMO_PASSWORD, AcceptTermsOfUse: false, RememberMe: false, ContextModel: CONTEXT },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('tokens', () => {
  it('refuses a missing, tampered, foreign-signed or expired token with 401', async () => {
    const { accessToken } = (await login('attendee@ehc2026.test', DEMO_PASSWORD)).json<LoginData>();
    const [header, payload, signature] = accessToken.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url');
    const flipped = signature.slice(0, -2) + (signature.endsWith('AA') ? 'BB' : 'AA');

    expect((await getUser()).statusCode).toBe(401);
    expect((await getUser(`${header}.${forged}.${signature}`)).statusCode).toBe(401);
    expect((await getUser(`${header}.${payload}.${flipped}`)).statusCode).toBe(401);
    expect((await getUser('not-a-jwt')).statusCode).toBe(401);

    const sign = (secret: string, exp: number) =>
      new SignJWT({ sid: claims.sid, event: 'ehc2026', kind: 'access' })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuedAt(Math.floor(START / 1000) - 3600)
        .setExpirationTime(exp)
        .sign(new TextEncoder().encode(secret));
    expect((await getUser(await sign(t.app.identity.secret, Math.floor(START / 1000) + 60))).statusCode).toBe(200);
    expect((await getUser(await sign(t.app.identity.secret, Math.floor(START / 1000) - 60))).statusCode).toBe(401);
    expect((await getUser(await sign('another secret', Math.floor(START / 1000) + 60))).statusCode).toBe(401);

    const response = await getUser(`${header}.${forged}.${signature}`);
    expect(response.headers['www-authenticate']).toBe('Bearer');
    expect(response.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
  });

  it('expires with the clock', async () => {
    const { accessToken } = (await login('attendee@ehc2026.test', DEMO_PASSWORD, { RememberMe: false })).json<LoginData>();
    clock = START + TOKEN_LIFETIME_SESSION_MS - 1000;
    expect((await getUser(accessToken)).statusCode).toBe(200);
    clock = START + TOKEN_LIFETIME_SESSION_MS + 1000;
    expect((await getUser(accessToken)).statusCode).toBe(401);
  });
});

describe('POST /api/Token/LougoutFromBody', () => {
  it('revokes the session of the token (401 afterwards) and emits a sign-out event; other sessions stay', async () => {
    const a = (await login('preview@ehc2026.test', DEMO_PASSWORD)).json<LoginData>();
    // Another event's session: a second one for the same event would have ended the first (single login).
    const b = (await login('preview@ehc2026.test', DEMO_PASSWORD, { Short: 'ehc2025' })).json<LoginData>();
    const events: SignOutEvent[] = [];
    const stop = onSignOut((event) => events.push(event));
    try {
      const response = await post('/api/Token/LougoutFromBody?returnUrl=%2Fhome', undefined, { authorization: `Bearer ${a.accessToken}` });
      expect(response.statusCode).toBe(200);
      expect(events).toEqual([{ userId: a.userId, sessionIds: [expect.any(String)], reason: 'logout' }]);
    } finally {
      stop();
    }
    expect((await getUser(a.accessToken)).statusCode).toBe(401);
    expect((await getUser(b.accessToken)).statusCode).toBe(200);
  });

  it('answers 200 without a token, and with an empty JSON body', async () => {
    expect((await post('/api/Token/LougoutFromBody')).statusCode).toBe(200);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Token/LougoutFromBody',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('POST /api/Token/CreateAccountFromBody', () => {
  it('creates an unconfirmed account and mails a confirmation link to confirmUrl', async () => {
    const email = uniqueEmail('new');
    const before = await counts();
    const response = await createAccount({ Email: `  ${email.toUpperCase()} ` });
    expect(response.statusCode).toBe(200);
    expect(await counts()).toEqual({ ...before, users: before.users + 1, codes: before.codes + 1, outbox: before.outbox + 1 });

    const user = await t.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      firstname: 'Grace',
      surname: 'Hopper',
      email_confirmed: 0,
      terms_accepted_at: new Date(START).toISOString(),
    });
    expect(user.password_hash).toMatch(/^scrypt\$1024\$8\$1\$[\w-]+\$[\w-]+$/);

    const [mail] = await outbox(email);
    expect(mail!.subject).toContain('Confirm your e-mail address');
    const link = new URL(mail!.links[0]!);
    expect(`${link.origin}${link.pathname}`).toBe(CONFIRM_URL);
    expect(link.searchParams.get('userId')).toBe(String(user.id));
    expect(link.searchParams.get('code')).toMatch(/^[\w-]{20,}$/);
    // Only a hash of the code is stored.
    const codes = await t.db.selectFrom('codes').select('code_hash').where('user_id', '=', user.id).execute();
    expect(codes.map((code) => code.code_hash)).not.toContain(link.searchParams.get('code'));
  });

  it('answers 200 for an address that has an account, mails its owner and creates nothing', async () => {
    const before = await counts();
    const response = await createAccount({ Email: 'attendee@ehc2026.test' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual((await createAccount()).json());
    const [mail] = await outbox('attendee@ehc2026.test');
    expect(mail!.subject).toContain('You already have an account');
    expect(mail!.links.some((url) => url.includes('/forgotpassword/demo/ehc2026/en-GB'))).toBe(true);
    expect((await counts()).users).toBe(before.users + 1);
  });

  it.each([
    ['Email', { Email: 'not-an-address' }],
    ['Email', { Email: undefined }],
    ['Password', { Password: 'short1', ConfirmPassword: 'short1' }],
    ['Password', { Password: 'onlyletters', ConfirmPassword: 'onlyletters' }],
    ['Password', { Password: '1234567890', ConfirmPassword: '1234567890' }],
    ['ConfirmPassword', { ConfirmPassword: 'cobol-1960' }],
    ['Firstname', { Firstname: '  ' }],
    ['Surname', { Surname: undefined }],
    ['AcceptTermsOfUse', { AcceptTermsOfUse: 'yes' }],
  ])('answers 400 naming %s, and writes nothing', async (field, fields) => {
    const before = await counts();
    const response = await createAccount(fields);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', field });
    expect(await counts()).toEqual(before);
  });

  it('answers 403 when the terms are not accepted, and writes nothing', async () => {
    const before = await counts();
    const response = await createAccount({ AcceptTermsOfUse: false });
    expect(response.statusCode).toBe(403);
    expect(response.json<ErrorBody>().message).toMatch(/terms of use/);
    expect(await counts()).toEqual(before);
  });

  it('answers 400 naming confirmUrl when it points to another site or is missing', async () => {
    for (const url of ['https://evil.example/confirm', 'javascript:alert(1)', 'not a url']) {
      const response = await createAccount({}, url);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'confirmUrl' });
    }
    const missing = await post('/api/Token/CreateAccountFromBody', { Email: uniqueEmail('x') });
    expect(missing.json()).toMatchObject({ field: 'confirmUrl', message: 'querystring.confirmUrl: Required' });
  });

  it('accepts a confirmUrl on one of VMX_CORS_ORIGINS', async () => {
    const other = await createTestApp({ corsOrigins: ['https://society.example'] });
    try {
      const response = await other.app.inject({
        method: 'POST',
        url: `/api/Token/CreateAccountFromBody?confirmUrl=${encodeURIComponent('https://society.example/confirm')}`,
        payload: {
          Firstname: 'A',
          Surname: 'B',
          Email: 'cors@example.test',
          Password: 'cobol-1959',
          ConfirmPassword: 'cobol-1959',
          AcceptTermsOfUse: true,
          ContextModel: CONTEXT,
        },
      });
      expect(response.statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe('POST /api/token/ConfirmEmailFromBody', () => {
  it('confirms once; the same link again is a 400 that says it has been used', async () => {
    const email = uniqueEmail('confirm');
    await createAccount({ Email: email });
    const link = await latestLink(email, '/confirmation/');
    const [userId, code] = [link.searchParams.get('userId')!, link.searchParams.get('code')!];
    const response = await confirm(userId, code);
    expect(response.statusCode).toBe(200);
    expect((await login(email, 'cobol-1959')).json()).toMatchObject({ email });

    const again = await confirm(userId, code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'This link has already been used',
      field: 'code',
      reason: 'used',
    });
  });

  it('refuses an expired link with a 400 that says so', async () => {
    const email = uniqueEmail('late');
    await createAccount({ Email: email });
    const link = await latestLink(email, '/confirmation/');
    clock = START + CONFIRM_CODE_VALIDITY_MS + 1000;
    const response = await confirm(link.searchParams.get('userId')!, link.searchParams.get('code')!);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'This link has expired', reason: 'expired' });
    expect((await login(email, 'cobol-1959')).json()).toBe('Unconfirmed');
  });

  it('answers 400 for a wrong code, 404 for an unknown user, 400 naming userId when it is missing', async () => {
    const email = uniqueEmail('wrongcode');
    await createAccount({ Email: email });
    const link = await latestLink(email, '/confirmation/');
    expect((await confirm(link.searchParams.get('userId')!, 'not-the-code')).json()).toMatchObject({
      statusCode: 400,
      message: 'This link is not valid',
      reason: 'invalid',
    });
    const unknown = await confirm('999999', 'whatever');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    expect((await post('/api/token/ConfirmEmailFromBody?code=x')).json()).toMatchObject({ field: 'userId' });
  });

  it('also answers at /api/Token/ConfirmEmailFromBody', async () => {
    expect((await post('/api/Token/ConfirmEmailFromBody?userId=999999&code=x')).statusCode).toBe(404);
  });
});

describe('POST /api/Token/SendConfirmationFromBody', () => {
  it('mails a new link to {origin}/confirmation/{instance}/{event}/{language} for an unconfirmed account only; 200 always', async () => {
    const email = uniqueEmail('resend');
    await createAccount({ Email: email });
    const send = (Email: string) => post('/api/Token/SendConfirmationFromBody?language=de-DE', { Email, ContextModel: CONTEXT });
    const response = await send(email);
    expect(response.statusCode).toBe(200);
    const link = (await outbox(email))[0]!.links[0]!;
    expect(link).toMatch(/^http:\/\/localhost(:80)?\/confirmation\/demo\/ehc2026\/de-DE\?userId=\d+&code=[\w-]+$/);
    const url = new URL(link);
    expect((await confirm(url.searchParams.get('userId')!, url.searchParams.get('code')!)).statusCode).toBe(200);

    const before = await counts();
    const unknown = await send(uniqueEmail('nobody'));
    const confirmed = await send('attendee@ehc2026.test');
    expect([unknown.statusCode, confirmed.statusCode]).toEqual([200, 200]);
    expect(unknown.json()).toEqual(response.json());
    expect((await counts()).outbox).toBe(before.outbox);
  });

  it('answers 400 naming Email and 404 for an unknown event', async () => {
    expect((await post('/api/Token/SendConfirmationFromBody', { ContextModel: CONTEXT })).json()).toMatchObject({ field: 'Email' });
    expect((await post('/api/Token/SendConfirmationFromBody', { Email: 'a@b.test', ContextModel: { Short: 'nope' } })).statusCode).toBe(
      404,
    );
  });
});

describe('forgot and reset password', () => {
  const forgot = (Email: string, shortname = 'ehc2026', language = 'en-GB') =>
    post(`/api/Token/ForgotPasswordFromBody?context=Event&shortname=${shortname}&language=${language}&returnUrl=%2F`, { Email });
  const reset = (Email: string, Code: string, Password = 'brand-new-pass-2', ConfirmPassword = Password) =>
    post('/api/token/ResetPasswordFromBody?context=Event&shortName=ehc2026&language=en-GB&returnUrl=%2F', {
      Email,
      Password,
      ConfirmPassword,
      Code,
    });

  it('mails a reset link; the reset sets the password, ends a lockout and revokes every session', async () => {
    const { email, password } = await confirmedAccount('reset');
    const { accessToken } = (await login(email, password)).json<LoginData>();
    for (let attempt = 0; attempt < LOCKOUT_MAX_FAILED_LOGINS; attempt++) await login(email, 'wrong-pass-9');
    expect((await login(email, password)).json()).toBe('Lockout');

    const response = await forgot(email, 'ehc2026', 'de-DE');
    expect(response.statusCode).toBe(200);
    const link = await latestLink(email, '/resetpassword/');
    expect(`${link.pathname}`).toBe('/resetpassword/demo/ehc2026/de-DE');
    expect(link.searchParams.get('email')).toBe(email);

    const events: SignOutEvent[] = [];
    const stop = onSignOut((event) => events.push(event));
    try {
      expect((await reset(email, link.searchParams.get('code')!)).statusCode).toBe(200);
    } finally {
      stop();
    }
    expect(events).toMatchObject([{ reason: 'password-reset' }]);
    expect((await getUser(accessToken)).statusCode).toBe(401);
    expect((await login(email, password)).statusCode).toBe(401);
    expect((await login(email, 'brand-new-pass-2')).json()).toMatchObject({ email });

    const again = await reset(email, link.searchParams.get('code')!);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: 'This link has already been used', field: 'Code', reason: 'used' });
  });

  it('answers an unknown address exactly like a known one, and mails nothing', async () => {
    const before = await counts();
    const unknown = await forgot(uniqueEmail('nobody'));
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual((await forgot('visitor@ehc2026.test')).json());
    // The mail is written after the answer.
    await t.app.identity.settled();
    expect((await counts()).outbox).toBe(before.outbox + 1);
  });

  it('refuses an expired reset link (valid for 1 hour)', async () => {
    const { email } = await confirmedAccount('expired-reset');
    await forgot(email);
    const link = await latestLink(email, '/resetpassword/');
    clock = START + RESET_CODE_VALIDITY_MS + 1000;
    const response = await reset(email, link.searchParams.get('code')!);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'This link has expired', reason: 'expired' });
  });

  it('answers 400 for a wrong code or an unknown address, naming the field of a bad password; 404 for an unknown event', async () => {
    const { email } = await confirmedAccount('bad-reset');
    await forgot(email);
    const code = (await latestLink(email, '/resetpassword/')).searchParams.get('code')!;
    expect((await reset(email, 'nope')).json()).toMatchObject({ statusCode: 400, message: 'This link is not valid', reason: 'invalid' });
    expect((await reset(uniqueEmail('nobody'), code)).json()).toMatchObject({
      statusCode: 400,
      message: 'This link is not valid',
      reason: 'invalid',
    });
    expect((await reset(email, code, 'short')).json()).toMatchObject({ field: 'Password' });
    expect((await reset(email, code, 'long-enough-1', 'long-enough-2')).json()).toMatchObject({ field: 'ConfirmPassword' });
    // The code was not spent by the refused attempts.
    expect((await reset(email, code)).statusCode).toBe(200);
    expect((await forgot(email, 'nosuchevent')).statusCode).toBe(404);
    expect((await post('/api/Token/ForgotPasswordFromBody', { Email: email })).json()).toMatchObject({ field: 'shortname' });
  });
});

describe('POST /api/Token/ManageTransferFromBody', () => {
  const transfer = (fields: Record<string, unknown> = {}) =>
    post(`/api/Token/ManageTransferFromBody?confirmUrl=${encodeURIComponent(CONFIRM_URL)}`, {
      Email: LEGACY_ACCOUNT.email,
      ManageUserId: LEGACY_ACCOUNT.manage_user_id,
      Encrypted: transferSignature(t.app.identity.secret, LEGACY_ACCOUNT.manage_user_id, LEGACY_ACCOUNT.email),
      Password: 'moved-over-1',
      ConfirmPassword: 'moved-over-1',
      AcceptTermsOfUse: true,
      ContextModel: CONTEXT,
      ...fields,
    });

  it('the seed mailed the legacy user a link to the transfer page carrying the values to transfer with', async () => {
    const [mail] = await outbox(LEGACY_ACCOUNT.email);
    const link = new URL(mail!.links[0]!);
    expect(link.origin + link.pathname).toBe('http://localhost:8080/createaccount/demo/ehc2026/en-GB');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      transfer: '1',
      ManageUserId: LEGACY_ACCOUNT.manage_user_id,
      Encrypted: transferSignature(t.app.identity.secret, LEGACY_ACCOUNT.manage_user_id, LEGACY_ACCOUNT.email),
      Email: LEGACY_ACCOUNT.email,
    });
    expect(mail!.html).toContain('Move your account');
  });

  it('answers 403 for a wrong signature or user id, 400 naming a bad field, 403 without the terms', async () => {
    const before = await counts();
    expect((await transfer({ Encrypted: 'forged' })).statusCode).toBe(403);
    expect((await transfer({ ManageUserId: 'M-1' })).statusCode).toBe(403);
    expect((await transfer({ Email: 'other@ehc2026.test' })).statusCode).toBe(403);
    expect((await transfer({ Password: 'short' })).json()).toMatchObject({ statusCode: 400, field: 'Password' });
    expect((await transfer({ Encrypted: undefined })).json()).toMatchObject({ statusCode: 400, field: 'Encrypted' });
    expect((await transfer({ AcceptTermsOfUse: false })).statusCode).toBe(403);
    expect((await transfer({}).then(() => counts())).users).toBe(before.users + 1);
  });

  it('created a confirmed account with the new password; a second transfer is a 403', async () => {
    expect((await login(LEGACY_ACCOUNT.email, 'moved-over-1')).json()).toMatchObject({ firstname: 'Lena', surname: 'Lang' });
    expect((await transfer()).statusCode).toBe(403);
  });
});

describe('POST /api/Core/AuthenticationToken', () => {
  it('answers 501 when no service credentials are configured (not 503: that means maintenance)', async () => {
    const response = await post('/api/Core/AuthenticationToken?client_id=a&client_secret=b');
    expect(response.statusCode).toBe(501);
    expect(response.json()).toMatchObject({ statusCode: 501, message: expect.stringContaining('VMX_SERVICE_CLIENT_ID') });
  });

  it('gives a service token in the X-Service-Token header for the right credentials, 401 otherwise', async () => {
    const other = await createTestApp({ identity: { serviceClientId: 'cms', serviceClientSecret: 'cms-secret-1' } });
    try {
      const ok = await other.app.inject({ method: 'POST', url: '/api/Core/AuthenticationToken?client_id=cms&client_secret=cms-secret-1' });
      expect(ok.statusCode).toBe(200);
      const token = ok.headers['x-service-token'] as string;
      expect(token.split('.')).toHaveLength(3);
      expect(ok.headers['access-control-expose-headers']).toContain('X-Service-Token');
      // A service token is not a user's.
      const user = await other.app.inject({
        method: 'GET',
        url: '/api/Core/User?eventid=2026',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(user.statusCode).toBe(401);
      const wrong = await other.app.inject({ method: 'POST', url: '/api/Core/AuthenticationToken?client_id=cms&client_secret=nope' });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.headers['x-service-token']).toBeUndefined();
    } finally {
      await other.close();
    }
  });
});

describe('GET /dev/outbox', () => {
  it('lists the newest mails first with their links, filtered by ?to=', async () => {
    const email = uniqueEmail('outbox');
    await createAccount({ Email: email });
    await post('/api/Token/SendConfirmationFromBody', { Email: email, ContextModel: CONTEXT });
    const mails = await outbox(email.toUpperCase());
    expect(mails).toHaveLength(2);
    expect(mails[0]!.links[0]).toContain('/confirmation/demo/ehc2026/en-GB?');
    expect(mails[1]!.links[0]).toContain(CONFIRM_URL);
    expect(Object.keys(mails[0]!).sort()).toEqual(['created_at', 'html', 'links', 'subject', 'text', 'to']);
  });

  it('is not served when turned off', async () => {
    const other = await createTestApp({ identity: { devOutbox: false } });
    try {
      expect((await other.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });
});
