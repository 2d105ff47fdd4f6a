import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExternalUserCompareData, LoginData, SsoEvaluation, SsoLink, UserProfile } from '../../src/contracts';
import { DEMO_PASSWORD } from '../db/seed/identity';
import { createTestApp, type TestApp } from '../testing';
import { SSO_PASSWORD_MESSAGE } from './sso';

let t: TestApp;
beforeAll(async () => {
  // The site lives at HOST: links and return addresses must be on it (server/identity/links.ts).
  t = await createTestApp({ identity: { publicUrl: ORIGIN } });
});
afterAll(() => t.close());

const HOST = 'vmx.test';
const ORIGIN = `http://${HOST}`;
const CORRELATE = `${ORIGIN}/demo/ehc2026/en-GB/auth/correlate?returnUrl=%2Fhome%2Fdemo%2Fehc2026%2Fen-GB`;

type Jar = Record<string, string>;

/** Keeps the cookies a response sets (and drops the ones it clears), as a browser would. */
function keep(jar: Jar, response: LightMyRequestResponse): Jar {
  for (const cookie of response.cookies as Array<{ name: string; value: string; maxAge?: number; expires?: Date }>) {
    const cleared = cookie.value === '' || cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() < Date.now());
    if (cleared) delete jar[cookie.name];
    else jar[cookie.name] = cookie.value;
  }
  return jar;
}

const request = (
  method: 'GET' | 'POST',
  url: string,
  jar: Jar = {},
  extra: { payload?: object | string; headers?: Record<string, string> } = {},
) =>
  t.app.inject({
    method,
    url,
    cookies: jar,
    headers: { host: HOST, ...extra.headers },
    ...(extra.payload !== undefined ? { payload: extra.payload } : {}),
  });

/** Challenge, the provider's sign-in form, and the callback: the jar then holds the external identity. */
async function signInAtProvider(person: { email: string; given: string; family: string }): Promise<{ jar: Jar; landedOn: string }> {
  const jar: Jar = {};
  const challenge = await request(
    'GET',
    `/api/token/external/challenge?shortname=ehc2026&language=en-GB&context=Event&provider=vmx-test&returnUrl=${encodeURIComponent(CORRELATE)}`,
  );
  expect(challenge.statusCode).toBe(302);
  keep(jar, challenge);
  const authorize = new URL(challenge.headers.location as string);
  expect(authorize.origin + authorize.pathname).toBe(`${ORIGIN}/sso-test-provider/authorize`);

  const page = await request('GET', authorize.pathname + authorize.search);
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('<label for="email">');

  const form = new URLSearchParams({
    ...Object.fromEntries(authorize.searchParams),
    action: 'signin',
    email: person.email,
    given_name: person.given,
    family_name: person.family,
  });
  const signedIn = await request(
    'POST',
    '/sso-test-provider/authorize',
    {},
    { payload: form.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } },
  );
  expect(signedIn.statusCode).toBe(303);
  const callback = new URL(signedIn.headers.location as string);
  expect(callback.pathname).toBe('/api/token/external/callback');

  const back = await request('GET', callback.pathname + callback.search, jar);
  expect(back.statusCode).toBe(302);
  keep(jar, back);
  return { jar, landedOn: back.headers.location as string };
}

const correlate = (jar: Jar) =>
  request('GET', `/api/token/external/correlate?returnUrl=${encodeURIComponent('/home/demo/ehc2026/en-GB')}`, jar);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('single sign-on with the test provider', () => {
  it('registers a new person: correlate asks for registration, register signs in, a second visit is ready to log in', async () => {
    const person = { email: 'nora.sso@example.org', given: 'Nora', family: 'Neumann' };
    const { jar, landedOn } = await signInAtProvider(person);
    expect(landedOn).toBe(CORRELATE);
    expect(Object.keys(jar)).toEqual(['vmx_sso_external']);

    const first = (await correlate(jar)).json<SsoEvaluation>();
    expect(first).toMatchObject({
      statusAction: 'ExternalUserNeedsRegistration',
      areTermsAccepted: false,
      transfer: false,
      redirect: null,
      user: null,
    });
    expect(first.external).toEqual({ provider: 'vmx-test', email: person.email, firstname: 'Nora', surname: 'Neumann' });

    expect((await request('GET', '/api/token/external/register?acceptedTerms=false', jar)).statusCode).toBe(403);
    const registered = await request(
      'GET',
      `/api/token/external/register?acceptedTerms=true&returnUrl=${encodeURIComponent('/home/demo/ehc2026/en-GB')}`,
      jar,
    );
    expect(registered.statusCode).toBe(200);
    const evaluation = registered.json<SsoEvaluation>();
    expect(evaluation).toMatchObject({ statusAction: 'ExternalUserReadyToLogin', areTermsAccepted: true, userDataComparisonNeeded: false });
    expect(evaluation.redirect?.redirectUrl).toBe('/home/demo/ehc2026/en-GB');
    expect(evaluation.user).toMatchObject({ email: person.email, firstname: 'Nora', surname: 'Neumann', initialLogin: true });
    // The external cookie has done its work.
    keep(jar, registered);
    expect(jar.vmx_sso_external).toBeUndefined();
    expect((await correlate(jar)).statusCode).toBe(401);

    const profile = await request('GET', '/api/Core/User?eventid=2026', {}, { headers: bearer(evaluation.redirect!.token) });
    expect(profile.json<UserProfile>().Email).toBe(person.email);

    // No password yet: a password sign-in fails until one is set through register/password.
    const login = (password: string) =>
      request(
        'POST',
        '/api/Token/ValidateLoginFromBody',
        {},
        {
          payload: {
            Email: person.email,
            Password: password,
            AcceptTermsOfUse: false,
            RememberMe: false,
            ContextModel: { EContext: 'Event', Short: 'ehc2026' },
          },
        },
      );
    expect((await login('no-password-1')).statusCode).toBe(401);
    const weak = await request(
      'POST',
      '/api/token/external/register/password',
      {},
      { payload: { Password: 'short', ConfirmPassword: 'short' }, headers: bearer(evaluation.redirect!.token) },
    );
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ field: 'Password' });
    const set = await request(
      'POST',
      '/api/token/external/register/password',
      {},
      { payload: { Password: 'nora-pass-2026', ConfirmPassword: 'nora-pass-2026' }, headers: bearer(evaluation.redirect!.token) },
    );
    expect(set.statusCode).toBe(200);
    const signedIn = await login('nora-pass-2026');
    expect(signedIn.statusCode).toBe(200);
    // Single login: that sign-in ended the single sign-on session, whose token is refused now.
    expect((await request('GET', '/api/Core/User?eventid=2026', {}, { headers: bearer(evaluation.redirect!.token) })).statusCode).toBe(401);
    const again = await request(
      'POST',
      '/api/token/external/register/password',
      {},
      {
        payload: { Password: 'other-pass-2026', ConfirmPassword: 'other-pass-2026' },
        headers: bearer(signedIn.json<LoginData>().accessToken),
      },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already has a password/);

    const second = await signInAtProvider(person);
    const ready = (await correlate(second.jar)).json<SsoEvaluation>();
    expect(ready).toMatchObject({ statusAction: 'ExternalUserReadyToLogin', areTermsAccepted: true });
    expect(ready.user?.initialLogin).toBe(false);
  });

  it('links an existing account only with its password, then offers the provider names for the profile', async () => {
    const person = { email: 'attendee@ehc2026.test', given: 'Adele', family: 'Attendee-Smith' };
    const { jar } = await signInAtProvider(person);
    const first = (await correlate(jar)).json<SsoEvaluation>();
    expect(first).toMatchObject({
      statusAction: 'ExternalUserNeedsPasswordConfirmation',
      transfer: true,
      areTermsAccepted: true,
      redirect: null,
    });

    const wrong = await request('POST', '/api/token/external/confirm?acceptedTerms=true', jar, {
      payload: { Password: 'not-the-password-1' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(SSO_PASSWORD_MESSAGE);
    expect((await request('GET', '/api/token/external/register?acceptedTerms=true', jar)).statusCode).toBe(409);

    const confirmed = await request(
      'POST',
      `/api/token/external/confirm?acceptedTerms=true&returnUrl=${encodeURIComponent('/home/demo/ehc2026/en-GB')}`,
      jar,
      { payload: { Password: DEMO_PASSWORD } },
    );
    expect(confirmed.statusCode).toBe(200);
    const evaluation = confirmed.json<SsoEvaluation>();
    expect(evaluation).toMatchObject({ statusAction: 'ExternalUserReadyToLogin', userDataComparisonNeeded: true });
    const token = evaluation.redirect!.token;

    const compare = (
      await request('GET', '/api/user/ExternalUserCompareData', {}, { headers: bearer(token) })
    ).json<ExternalUserCompareData>();
    expect(compare.Provider).toBe('vmx-test');
    expect(compare.Fields.find((field) => field.Name === 'Surname')).toMatchObject({ External: 'Attendee-Smith', Differs: true });

    const kept = await request(
      'POST',
      '/api/user/SyncExternalUser?context=Event&shortName=ehc2026&doSyncContact=false',
      {},
      { headers: bearer(token) },
    );
    expect(kept.json<UserProfile>().Surname).not.toBe('Attendee-Smith');
    const synced = await request(
      'POST',
      '/api/user/SyncExternalUser?context=Event&shortName=ehc2026&doSyncContact=true',
      {},
      { headers: bearer(token) },
    );
    expect(synced.statusCode).toBe(200);
    expect(synced.json<UserProfile>()).toMatchObject({ Firstname: 'Adele', Surname: 'Attendee-Smith' });
    const after = (
      await request('GET', '/api/user/ExternalUserCompareData', {}, { headers: bearer(token) })
    ).json<ExternalUserCompareData>();
    expect(after.Fields.every((field) => !field.Differs)).toBe(true);
  });

  it('sends the visitor back with ssoError when they cancel at the provider', async () => {
    const jar: Jar = {};
    const challenge = await request('GET', `/api/token/external/challenge?shortname=ehc2026&returnUrl=${encodeURIComponent(CORRELATE)}`);
    keep(jar, challenge);
    const authorize = new URL(challenge.headers.location as string);
    const form = new URLSearchParams({ ...Object.fromEntries(authorize.searchParams), action: 'cancel' });
    const cancelled = await request(
      'POST',
      '/sso-test-provider/authorize',
      {},
      { payload: form.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    );
    const callback = new URL(cancelled.headers.location as string);
    const back = await request('GET', callback.pathname + callback.search, jar);
    expect(back.statusCode).toBe(302);
    expect(new URL(back.headers.location as string).searchParams.get('ssoError')).toBe('access_denied');
    expect(keep(jar, back).vmx_sso_external).toBeUndefined();
  });
});

describe('single sign-on: bad input', () => {
  it('refuses a returnUrl on another site, an unknown provider and a missing shortname, naming the field', async () => {
    const foreign = await request(
      'GET',
      `/api/token/external/challenge?shortname=ehc2026&returnUrl=${encodeURIComponent('https://evil.example/steal')}`,
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ field: 'returnUrl' });
    const unknown = await request(
      'GET',
      `/api/token/external/challenge?shortname=ehc2026&provider=nobody&returnUrl=${encodeURIComponent(CORRELATE)}`,
    );
    expect(unknown.json()).toMatchObject({ statusCode: 400, field: 'provider' });
    expect((await request('GET', `/api/token/external/challenge?returnUrl=${encodeURIComponent(CORRELATE)}`)).json()).toMatchObject({
      field: 'shortname',
    });
  });

  it('refuses a callback whose state was not issued to this browser', async () => {
    const challenge = await request('GET', `/api/token/external/challenge?shortname=ehc2026&returnUrl=${encodeURIComponent(CORRELATE)}`);
    const jar = keep({}, challenge);
    expect((await request('GET', '/api/token/external/callback?code=abc&state=forged', jar)).statusCode).toBe(400);
    expect((await request('GET', '/api/token/external/callback?code=abc&state=forged')).statusCode).toBe(400);
  });

  it('does not believe a code that the provider did not issue', async () => {
    const challenge = await request('GET', `/api/token/external/challenge?shortname=ehc2026&returnUrl=${encodeURIComponent(CORRELATE)}`);
    const jar = keep({}, challenge);
    const state = new URL(challenge.headers.location as string).searchParams.get('state')!;
    const back = await request('GET', `/api/token/external/callback?code=made-up&state=${encodeURIComponent(state)}`, jar);
    expect(back.statusCode).toBe(302);
    expect(new URL(back.headers.location as string).searchParams.get('ssoError')).toBe('invalid_response');
    expect(keep(jar, back).vmx_sso_external).toBeUndefined();
  });

  it('answers 401 to correlate, register and confirm without a provider sign-in, and to the user calls without a token', async () => {
    expect((await correlate({})).statusCode).toBe(401);
    expect((await correlate({ vmx_sso_external: 'tampered.jwt.value' })).statusCode).toBe(401);
    expect((await request('GET', '/api/token/external/register?acceptedTerms=true')).statusCode).toBe(401);
    expect((await request('POST', '/api/token/external/confirm', {}, { payload: { Password: 'x' } })).statusCode).toBe(401);
    expect((await request('GET', '/api/user/ExternalUserCompareData')).statusCode).toBe(401);
    expect((await request('POST', '/api/user/SyncExternalUser?shortName=ehc2026&doSyncContact=true')).statusCode).toBe(401);
  });

  it('validates the sync query and answers 404 for an account without a single sign-on identity', async () => {
    const login = await request(
      'POST',
      '/api/Token/ValidateLoginFromBody',
      {},
      {
        payload: {
          Email: 'member@ehc2026.test',
          Password: DEMO_PASSWORD,
          AcceptTermsOfUse: false,
          RememberMe: false,
          ContextModel: { EContext: 'Event', Short: 'ehc2026' },
        },
      },
    );
    const token = login.json<LoginData>().accessToken;
    const badFlag = await request(
      'POST',
      '/api/user/SyncExternalUser?shortName=ehc2026&doSyncContact=maybe',
      {},
      { headers: bearer(token) },
    );
    expect(badFlag.json()).toMatchObject({ statusCode: 400, field: 'doSyncContact' });
    expect((await request('GET', '/api/user/ExternalUserCompareData', {}, { headers: bearer(token) })).statusCode).toBe(404);
  });
});

describe('GET /v2/event/{eventShort}/config/sso/links', () => {
  it('lists the providers of the event, and none for an event without single sign-on', async () => {
    expect((await request('GET', '/v2/event/ehc2026/config/sso/links')).json<SsoLink[]>()).toEqual([
      { Provider: 'vmx-test', Label: 'EHC Society ID' },
    ]);
    expect((await request('GET', '/v2/event/ehc2025/config/sso/links')).json()).toEqual([]);
    expect((await request('GET', '/v2/event/nosuch/config/sso/links')).statusCode).toBe(404);
  });
});
