/**
 * Single sign-on (docs/rules/shell-access-identity.md sections 4 and 7): the identity service's external calls,
 * the SSO user calls of the core API, and the event's SSO links.
 *
 *   GET  /api/token/external/challenge?shortname&language&returnUrl&context&provider   (ours: the
 *        instance's sso.url) 302 to the provider's sign-in; the flow's state and nonce go in a cookie.
 *   GET  /api/token/external/callback?code&state       the provider comes back; 302 to returnUrl
 *        (the client's correlate page) with the external identity in a short-lived signed cookie.
 *   GET  /api/token/external/correlate?returnUrl       the evaluated SSO user (SsoEvaluation).
 *   GET  /api/token/external/register?acceptedTerms&returnUrl   a new account for the identity.
 *   POST /api/token/external/confirm?returnUrl&acceptedTerms    {Password}: links an existing account.
 *   POST /api/token/external/register/password         {Password, ConfirmPassword}, bearer: a password
 *        for an account made by single sign-on, so that it can also sign in without the provider.
 *   GET  /api/user/ExternalUserCompareData              bearer: profile next to the provider's data.
 *   POST /api/user/SyncExternalUser?context&shortName&doSyncContact   bearer: take the provider's names.
 *   GET  /v2/event/{eventShort}/config/sso/links        the providers on the event's login page.
 *
 * An account is signed in by SSO only through a linked external identity (provider + subject); the
 * first link to an existing account needs its password, so an identity provider that says "this is
 * anna@..." cannot take over Anna's account.
 */
import { randomBytes } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { ExternalUserCompareData, LoginData, SsoEvaluation, SsoLink } from '../../src/contracts';
import { requireEvent, type EventRow } from '../db/events';
import type { Database } from '../db/schema';
import { caseVariants } from '../http/caseVariants';
import { BadRequestError, NotFoundError } from '../http/errors';
import { languageCode, text } from '../http/params';
import { parseBody, parseParams, parseQuery } from '../http/validation';
import { linkPolicy } from '../identity/links';
import { userProfileFor } from '../identity/profile';
import { requireStrongPassword } from '../identity/passwordStrength';
import { newPassword } from '../identity/schemas';
import { safeEqual } from '../identity/secrets';
import { HttpProblem, type Identity, type UserRow } from '../identity/service';
import { checkPassword, completeSignIn } from '../identity/signIn';
import {
  authorizationUrl,
  exchangeCode,
  SsoExchangeError,
  type ExternalIdentity,
  type OidcProviderConfig,
  type ProviderTransport,
} from '../sso/oidcClient';
import { TEST_PROVIDER_BASE, testProvider, testProviderIssuer } from '../sso/testProvider';
import { apiDocs, type DocumentedRoute } from '../http/apiDocs';

export interface SsoRouteDeps {
  db: Kysely<Database>;
  identity: Identity;
  /** The configured origins a returnUrl may point to (VMX_CORS_ORIGINS and the embedding origins). */
  linkOrigins?: string[] | null;
}

/** The test provider's name in the instance config and the SSO links. */
export const TEST_PROVIDER_NAME = 'vmx-test';
const CALLBACK_PATH = '/api/token/external/callback';
const COOKIE_PATH = '/api/token/external';
const FLOW_COOKIE = 'vmx_sso_flow';
const EXTERNAL_COOKIE = 'vmx_sso_external';
/** Ours: the provider round trip must finish within 10 minutes, and the correlate steps within 15. */
const FLOW_LIFETIME_S = 600;
const EXTERNAL_LIFETIME_S = 900;
/** Section 8: the SSO password confirmation's message on 401. */
export const SSO_PASSWORD_MESSAGE = 'Something went wrong. Please check your password and try again.';
/** An account made by SSO has no password until it sets one: no hash verifies against this. */
const NO_PASSWORD = 'none';

const ChallengeQuery = z.object({
  shortname: text(),
  language: languageCode().optional(),
  returnUrl: text().max(2048),
  context: z.string().optional(),
  provider: z.string().optional(),
});
const CallbackQuery = z.object({
  state: text().max(512),
  code: z.string().max(2048).optional(),
  error: z.string().max(200).optional(),
});
const ReturnUrlQuery = z.object({ returnUrl: z.string().max(2048).optional() });
const AcceptedTerms = z
  .enum(['true', 'false'])
  .optional()
  .transform((value) => value === 'true');
const RegisterQuery = ReturnUrlQuery.extend({ acceptedTerms: AcceptedTerms });
const ConfirmBody = z.object({ Password: z.string().min(1, 'must not be empty').max(1024, 'is too long') });
const PasswordBody = z
  .object({ Password: newPassword(), ConfirmPassword: z.string() })
  .refine((body) => body.Password === body.ConfirmPassword, { path: ['ConfirmPassword'], message: 'must equal Password' });
const SyncQuery = z.object({
  context: z.string().optional(),
  shortName: text(),
  doSyncContact: z.enum(['true', 'false'], { message: 'must be true or false' }).transform((value) => value === 'true'),
});
const LinksParams = z.object({ eventShort: text() });

interface FlowClaims {
  state: string;
  nonce: string;
  provider: string;
  returnUrl: string;
  short: string;
}

const docs = apiDocs('SSO');

export const ssoRoutes: FastifyPluginAsync<SsoRouteDeps> = async (app, deps) => {
  const { db, identity } = deps;
  // The callback and the test provider's addresses come from the same allow-list as e-mailed links.
  const links = linkPolicy(identity.options.publicUrl, deps.linkOrigins);
  const origin = (request: FastifyRequest) => links.origin(request);
  const key = new TextEncoder().encode(identity.secret);
  const iso = (ms: number) => new Date(ms).toISOString();
  await app.register(cookie);

  const route = (method: 'GET' | 'POST', path: string, options: DocumentedRoute, handler: RouteHandlerMethod) => {
    for (const url of caseVariants(path)) app.route({ method, url, ...options, handler });
  };

  // ---- providers ----

  const testClient = { clientId: 'vmx-identity', clientSecret: randomBytes(24).toString('base64url'), redirectPath: CALLBACK_PATH };
  const providers = new Map<string, (request: FastifyRequest) => OidcProviderConfig>();
  if (identity.options.ssoTestProvider) {
    await app.register(testProvider, { client: testClient, now: identity.now });
    providers.set(TEST_PROVIDER_NAME, (request) => ({
      name: TEST_PROVIDER_NAME,
      issuer: testProviderIssuer(origin(request)),
      authorizationEndpoint: `${testProviderIssuer(origin(request))}/authorize`,
      tokenPath: `${TEST_PROVIDER_BASE}/token`,
      jwksPath: `${TEST_PROVIDER_BASE}/jwks`,
      ...testClient,
    }));
  }

  /** The test provider lives in this server: it is asked in-process, with the request's own host. */
  const inProcess = (request: FastifyRequest): ProviderTransport => ({
    async getJson(path) {
      const answer = await app.inject({ method: 'GET', url: path, headers: { host: new URL(origin(request)).host } });
      return { status: answer.statusCode, body: answer.json() };
    },
    async postForm(path, form) {
      const answer = await app.inject({
        method: 'POST',
        url: path,
        headers: { host: new URL(origin(request)).host, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(form).toString(),
      });
      return { status: answer.statusCode, body: answer.json() };
    },
  });

  // ---- signed cookies ----

  const cookieOptions = (request: FastifyRequest, maxAge: number) => ({
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
    maxAge,
  });

  async function sign(kind: string, claims: object, lifetimeS: number): Promise<string> {
    const issuedAt = Math.floor(identity.now() / 1000);
    return new SignJWT({ ...claims, kind })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + lifetimeS)
      .sign(key);
  }

  async function readCookie<T>(request: FastifyRequest, name: string, kind: string): Promise<T | null> {
    const value = request.cookies[name];
    if (!value) return null;
    try {
      const { payload } = await jwtVerify(value, key, { algorithms: ['HS256'], currentDate: new Date(identity.now()) });
      return payload.kind === kind ? (payload as T) : null;
    } catch {
      return null;
    }
  }

  async function requireExternal(request: FastifyRequest): Promise<ExternalIdentity & { short: string }> {
    const external = await readCookie<ExternalIdentity & { short: string }>(request, EXTERNAL_COOKIE, 'sso-external');
    if (!external) throw new HttpProblem(401, 'There is no single sign-on in progress, or it took too long: please start again');
    return external;
  }

  const checkReturnUrl = (returnUrl: string) => {
    if (!links.isAllowed(returnUrl)) {
      throw new BadRequestError('returnUrl', 'querystring.returnUrl: must be an http(s) address on this site or on an allowed origin');
    }
  };

  // ---- the evaluated SSO user ----

  const namesDiffer = (user: UserRow, external: ExternalIdentity) =>
    (external.firstname !== '' && external.firstname !== user.firstname) || (external.surname !== '' && external.surname !== user.surname);

  async function link(userId: number, external: ExternalIdentity) {
    const now = iso(identity.now());
    const snapshot = { email: external.email, firstname: external.firstname, surname: external.surname, updated_at: now };
    await db
      .insertInto('external_logins')
      .values({ provider: external.provider, subject: external.subject, user_id: userId, linked_at: now, ...snapshot })
      .onConflict((oc) => oc.columns(['provider', 'subject']).doUpdateSet(snapshot))
      .execute();
  }

  /** Signs the linked user in; the external cookie has done its work and is cleared. */
  async function readyToLogin(
    reply: FastifyReply,
    user: UserRow,
    event: EventRow,
    external: ExternalIdentity,
    returnUrl: string,
  ): Promise<SsoEvaluation> {
    const data: LoginData = await completeSignIn(identity, user, event, false);
    reply.clearCookie(EXTERNAL_COOKIE, { path: COOKIE_PATH });
    reply.header('cache-control', 'no-store');
    return {
      statusAction: 'ExternalUserReadyToLogin',
      areTermsAccepted: user.terms_accepted_at !== null,
      transfer: false,
      userDataComparisonNeeded: namesDiffer(user, external),
      redirect: { token: data.accessToken, redirectUrl: returnUrl },
      user: data,
      external: publicExternal(external),
    };
  }

  const publicExternal = (external: ExternalIdentity) => ({
    provider: external.provider,
    email: external.email,
    firstname: external.firstname,
    surname: external.surname,
  });

  const linkedUser = async (external: ExternalIdentity) => {
    const row = await db
      .selectFrom('external_logins')
      .innerJoin('users', 'users.id', 'external_logins.user_id')
      .selectAll('users')
      .where('external_logins.provider', '=', external.provider)
      .where('external_logins.subject', '=', external.subject)
      .executeTakeFirst();
    return row;
  };
  const userByEmail = (address: string) => db.selectFrom('users').selectAll().where('email', '=', address).executeTakeFirst();

  // ---- the provider round trip ----

  route(
    'GET',
    '/api/token/external/challenge',
    docs("Starts single sign-on: redirects to the provider's sign-in", { querystring: ChallengeQuery }),
    async (request, reply) => {
      const query = parseQuery(ChallengeQuery, request);
      const event = await requireEvent(db, { short: query.shortname });
      checkReturnUrl(query.returnUrl);
      const name = query.provider ?? TEST_PROVIDER_NAME;
      const offered = await db
        .selectFrom('sso_links')
        .select('provider')
        .where('event_id', '=', event.id)
        .where('provider', '=', name)
        .executeTakeFirst();
      const config = providers.get(name);
      if (!offered || !config)
        throw new BadRequestError('provider', `querystring.provider: ${name} is not a single sign-on provider of this event`);
      const claims: FlowClaims = {
        state: randomBytes(24).toString('base64url'),
        nonce: randomBytes(24).toString('base64url'),
        provider: name,
        returnUrl: query.returnUrl,
        short: event.short,
      };
      reply.setCookie(FLOW_COOKIE, await sign('sso-flow', claims, FLOW_LIFETIME_S), cookieOptions(request, FLOW_LIFETIME_S));
      reply.header('cache-control', 'no-store');
      return reply.redirect(
        authorizationUrl(config(request), { redirectUri: `${origin(request)}${CALLBACK_PATH}`, state: claims.state, nonce: claims.nonce }),
        302,
      );
    },
  );

  route(
    'GET',
    CALLBACK_PATH,
    docs("The provider's return: redirects back to the page that started", { querystring: CallbackQuery }),
    async (request, reply) => {
      const query = parseQuery(CallbackQuery, request);
      const flow = await readCookie<FlowClaims>(request, FLOW_COOKIE, 'sso-flow');
      if (!flow || !safeEqual(flow.state, query.state)) {
        throw new HttpProblem(400, 'This sign-in was not started here, or it took too long: please start again from the login page');
      }
      reply.clearCookie(FLOW_COOKIE, { path: COOKIE_PATH });
      reply.header('cache-control', 'no-store');
      const back = new URL(flow.returnUrl);
      if (query.error || !query.code) {
        back.searchParams.set('ssoError', query.error ?? 'no_code');
        return reply.redirect(back.href, 302);
      }
      const config = providers.get(flow.provider);
      if (!config) throw new HttpProblem(400, `The provider ${flow.provider} is no longer offered`);
      let external: ExternalIdentity;
      try {
        external = await exchangeCode(config(request), inProcess(request), {
          code: query.code,
          redirectUri: `${origin(request)}${CALLBACK_PATH}`,
          nonce: flow.nonce,
          now: identity.now(),
        });
      } catch (error) {
        if (!(error instanceof SsoExchangeError)) throw error;
        request.log.warn({ provider: flow.provider, reason: error.message }, 'single sign-on refused');
        back.searchParams.set('ssoError', 'invalid_response');
        return reply.redirect(back.href, 302);
      }
      reply.setCookie(
        EXTERNAL_COOKIE,
        await sign('sso-external', { ...external, short: flow.short }, EXTERNAL_LIFETIME_S),
        cookieOptions(request, EXTERNAL_LIFETIME_S),
      );
      return reply.redirect(back.href, 302);
    },
  );

  // ---- correlate, register, confirm ----

  route(
    'GET',
    '/api/token/external/correlate',
    docs('What the provider identity leads to: sign-in, registration or confirmation', { querystring: ReturnUrlQuery }),
    async (request, reply): Promise<SsoEvaluation> => {
      const { returnUrl = '' } = parseQuery(ReturnUrlQuery, request);
      const external = await requireExternal(request);
      const event = await requireEvent(db, { short: external.short });
      const linked = await linkedUser(external);
      if (linked) {
        await link(linked.id, external);
        return readyToLogin(reply, linked, event, external, returnUrl);
      }
      const existing = await userByEmail(external.email);
      reply.header('cache-control', 'no-store');
      return {
        statusAction: existing ? 'ExternalUserNeedsPasswordConfirmation' : 'ExternalUserNeedsRegistration',
        areTermsAccepted: existing ? existing.terms_accepted_at !== null : false,
        transfer: existing !== undefined,
        userDataComparisonNeeded: false,
        redirect: null,
        user: null,
        external: publicExternal(external),
      };
    },
  );

  route(
    'GET',
    '/api/token/external/register',
    docs('Creates an account for the provider identity', { querystring: RegisterQuery }),
    async (request, reply): Promise<SsoEvaluation> => {
      const query = parseQuery(RegisterQuery, request);
      const external = await requireExternal(request);
      if (!query.acceptedTerms) throw new HttpProblem(403, 'Please accept the terms of use to create an account');
      if (!external.emailVerified) throw new HttpProblem(403, 'The provider has not confirmed this e-mail address');
      const event = await requireEvent(db, { short: external.short });
      if (await userByEmail(external.email))
        throw new HttpProblem(409, 'There is already an account for this e-mail address: confirm its password instead');
      const now = iso(identity.now());
      const user = await db.transaction().execute(async (trx) => {
        const created = await trx
          .insertInto('users')
          .values({
            email: external.email,
            firstname: external.firstname || external.email,
            surname: external.surname,
            password_hash: NO_PASSWORD,
            email_confirmed: 1,
            terms_accepted_at: now,
            failed_logins: 0,
            locked_until: null,
            selected_interests: '[]',
            created_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('external_logins')
          .values({
            provider: external.provider,
            subject: external.subject,
            user_id: created.id,
            email: external.email,
            firstname: external.firstname,
            surname: external.surname,
            linked_at: now,
            updated_at: now,
          })
          .execute();
        return created;
      });
      return readyToLogin(reply, user, event, external, query.returnUrl ?? '');
    },
  );

  route(
    'POST',
    '/api/token/external/confirm',
    docs('Links the provider identity to an existing account with its password', { querystring: RegisterQuery, body: ConfirmBody }),
    async (request, reply): Promise<SsoEvaluation> => {
      const query = parseQuery(RegisterQuery, request);
      const body = parseBody(ConfirmBody, request);
      const external = await requireExternal(request);
      const event = await requireEvent(db, { short: external.short });
      const user = await userByEmail(external.email);
      if (!user) throw new NotFoundError('There is no account for this e-mail address: register instead');
      const check = await checkPassword(identity, user.email, user, body.Password, request.ip, request.log);
      if (check !== 'ok')
        throw new HttpProblem(
          401,
          check === 'locked' ? 'This account is locked for a while after too many wrong passwords' : SSO_PASSWORD_MESSAGE,
        );
      if (user.terms_accepted_at === null && !query.acceptedTerms) throw new HttpProblem(403, 'Please accept the terms of use to continue');
      // The provider vouches for the address and the password for the account: both are now confirmed.
      const updated = await db
        .updateTable('users')
        .set({ email_confirmed: 1, terms_accepted_at: user.terms_accepted_at ?? iso(identity.now()) })
        .where('id', '=', user.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await link(user.id, external);
      return readyToLogin(reply, updated, event, external, query.returnUrl ?? '');
    },
  );

  route(
    'POST',
    '/api/token/external/register/password',
    docs('Gives an account made by single sign-on a password (signed in)', { body: PasswordBody }),
    async (request, reply) => {
      const { user } = await identity.requireUser(request, reply);
      const body = parseBody(PasswordBody, request);
      if (user.password_hash !== NO_PASSWORD)
        throw new HttpProblem(409, 'This account already has a password: change it through password reset');
      await requireStrongPassword(body.Password, [user.email, user.firstname, user.surname]);
      await db
        .updateTable('users')
        .set({ password_hash: await identity.hashPassword(body.Password) })
        .where('id', '=', user.id)
        .execute();
      return { message: 'Your password is set. You can also sign in with your e-mail address and password now.' };
    },
  );

  // ---- the SSO user calls of the core API ----

  const latestExternal = (userId: number) =>
    db.selectFrom('external_logins').selectAll().where('user_id', '=', userId).orderBy('updated_at', 'desc').executeTakeFirst();

  route(
    'GET',
    '/api/user/ExternalUserCompareData',
    docs("The caller's name beside the provider's (signed in)"),
    async (request, reply): Promise<ExternalUserCompareData> => {
      const { user } = await identity.requireUser(request, reply);
      const external = await latestExternal(user.id);
      if (!external) throw new NotFoundError('This account has no single sign-on identity');
      reply.header('cache-control', 'no-store');
      const field = (Name: 'Firstname' | 'Surname', Current: string, External: string) => ({
        Name,
        Current,
        External,
        Differs: External !== '' && External !== Current,
      });
      return {
        Provider: external.provider,
        Fields: [field('Firstname', user.firstname, external.firstname), field('Surname', user.surname, external.surname)],
      };
    },
  );

  route(
    'POST',
    '/api/user/SyncExternalUser',
    docs("Takes the provider's name over (signed in)", { querystring: SyncQuery }),
    async (request, reply) => {
      const { user } = await identity.requireUser(request, reply);
      const query = parseQuery(SyncQuery, request);
      const event = await requireEvent(db, { short: query.shortName });
      const external = await latestExternal(user.id);
      if (!external) throw new NotFoundError('This account has no single sign-on identity');
      let current = user;
      if (query.doSyncContact) {
        current = await db
          .updateTable('users')
          .set({ firstname: external.firstname || user.firstname, surname: external.surname || user.surname })
          .where('id', '=', user.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      }
      return userProfileFor(db, current, event.id);
    },
  );

  // ---- the event's SSO links ----

  app.get(
    '/v2/event/:eventShort/config/sso/links',
    docs("The event's single sign-on links", { params: LinksParams }),
    async (request): Promise<SsoLink[]> => {
      const { eventShort } = parseParams(LinksParams, request);
      const event = await requireEvent(db, { short: eventShort });
      const rows = await db.selectFrom('sso_links').selectAll().where('event_id', '=', event.id).orderBy('position').execute();
      return rows.filter((row) => providers.has(row.provider)).map((row) => ({ Provider: row.provider, Label: row.label }));
    },
  );
};
