/**
 * A small OpenID Connect provider for trying single sign-on on one machine (authorization code flow,
 * ES256 id tokens, discovery and JWKS). Its sign-in page lets anyone be anybody: it is a test
 * provider, served only while SSO_TEST_PROVIDER is on (the default outside production).
 *
 *   GET  {base}/.well-known/openid-configuration
 *   GET  {base}/jwks
 *   GET  {base}/authorize   response_type=code, client_id, redirect_uri, scope, state, nonce: the sign-in page
 *   POST {base}/authorize   the page's form: 302 to redirect_uri with code and state (or error=access_denied)
 *   POST {base}/token       grant_type=authorization_code, code, redirect_uri, client_id, client_secret
 *
 * Codes live in memory for a minute and work once; the key pair is made at start.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import formbody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { z } from 'zod';
import { escapeHtml, sendFormPage, type FormPage } from '../http/formPage';
import { text } from '../http/params';
import { parseBody, parseQuery } from '../http/validation';
import { safeEqual } from '../identity/secrets';

/** Where the provider is mounted. */
export const TEST_PROVIDER_BASE = '/sso-test-provider';
const CODE_LIFETIME_MS = 60_000;
const ID_TOKEN_LIFETIME_S = 300;

/** The one client the provider knows: the reference server's identity service. */
export interface TestProviderClient {
  clientId: string;
  clientSecret: string;
  /** Path of the client's callback on the same origin as the provider. */
  redirectPath: string;
}

export interface TestProviderOptions {
  client: TestProviderClient;
  now: () => number;
}

/** The people the sign-in page offers, to show each single sign-on path (README: single sign-on). */
export const TEST_IDENTITIES = [
  { email: 'sso.newcomer@ehc2026.test', givenName: 'Nora', familyName: 'Neumann', note: 'no account yet: registers' },
  { email: 'attendee@ehc2026.test', givenName: 'Adele', familyName: 'Attendee-Smith', note: 'has an account: confirms its password' },
] as const;

interface IssuedCode {
  redirectUri: string;
  nonce: string | undefined;
  claims: { sub: string; email: string; given_name: string; family_name: string };
  expiresAt: number;
}

const AuthorizeQuery = z.object({
  response_type: z.literal('code', { message: 'must be code' }),
  client_id: text(),
  redirect_uri: text().max(2048),
  scope: z.string().optional(),
  state: text().max(512),
  nonce: z.string().max(512).optional(),
});

const SignInForm = AuthorizeQuery.extend({
  action: z.enum(['signin', 'cancel']),
  email: z.string().trim().max(254).optional(),
  given_name: z.string().trim().max(100).optional(),
  family_name: z.string().trim().max(100).optional(),
});

const TokenForm = z.object({
  grant_type: z.literal('authorization_code', { message: 'must be authorization_code' }),
  code: text(),
  redirect_uri: text(),
  client_id: z.string().optional(),
  client_secret: z.string().optional(),
});

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The issuer: this origin plus the base path (PUBLIC_URL is not needed: the client and provider share it). */
export function testProviderIssuer(origin: string): string {
  return `${origin}${TEST_PROVIDER_BASE}`;
}

function oauthError(reply: FastifyReply, status: number, error: string, description: string) {
  return reply.status(status).header('cache-control', 'no-store').send({ error, error_description: description });
}

export const testProvider: FastifyPluginAsync<TestProviderOptions> = async (app, { client, now }) => {
  await app.register(formbody);
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  const kid = randomUUID();
  const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' };
  const codes = new Map<string, IssuedCode>();
  const origin = (request: { protocol: string; host: string }) => `${request.protocol}://${request.host}`;

  /** The redirect_uri must be the client's callback on this origin (no open redirect). */
  const validRedirect = (request: { protocol: string; host: string }, clientId: string, redirectUri: string) =>
    clientId === client.clientId && redirectUri === `${origin(request)}${client.redirectPath}`;

  app.get(`${TEST_PROVIDER_BASE}/.well-known/openid-configuration`, async (request) => {
    const issuer = testProviderIssuer(origin(request));
    return {
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/token`,
      jwks_uri: `${issuer}/jwks`,
      response_types_supported: ['code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['ES256'],
      scopes_supported: ['openid', 'email', 'profile'],
      token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
      claims_supported: ['sub', 'email', 'email_verified', 'given_name', 'family_name'],
    };
  });

  app.get(`${TEST_PROVIDER_BASE}/jwks`, async () => ({ keys: [publicJwk] }));

  app.get(`${TEST_PROVIDER_BASE}/authorize`, async (request, reply) => {
    const query = parseQuery(AuthorizeQuery, request);
    if (!validRedirect(request, query.client_id, query.redirect_uri)) {
      return oauthError(reply, 400, 'invalid_request', 'unknown client_id or redirect_uri');
    }
    return sendFormPage(reply, signInPage(query));
  });

  app.post(`${TEST_PROVIDER_BASE}/authorize`, async (request, reply) => {
    const form = parseBody(SignInForm, request);
    if (!validRedirect(request, form.client_id, form.redirect_uri)) {
      return oauthError(reply, 400, 'invalid_request', 'unknown client_id or redirect_uri');
    }
    const target = new URL(form.redirect_uri);
    target.searchParams.set('state', form.state);
    if (form.action === 'cancel') {
      target.searchParams.set('error', 'access_denied');
      return reply.redirect(target.href, 303);
    }
    const email = (form.email ?? '').toLowerCase();
    if (!EMAIL_PATTERN.test(email) || !form.given_name || !form.family_name) {
      return sendFormPage(reply, signInPage(form, 'Please give an e-mail address, a given name and a family name.'), 400);
    }
    const code = randomBytes(32).toString('base64url');
    codes.set(code, {
      redirectUri: form.redirect_uri,
      nonce: form.nonce,
      // A stable subject per address, as a real provider keeps one per person.
      claims: { sub: `test|${email}`, email, given_name: form.given_name, family_name: form.family_name },
      expiresAt: now() + CODE_LIFETIME_MS,
    });
    target.searchParams.set('code', code);
    return reply.redirect(target.href, 303);
  });

  app.post(`${TEST_PROVIDER_BASE}/token`, async (request, reply) => {
    const form = parseBody(TokenForm, request);
    const basic = basicCredentials(request.headers.authorization);
    if (basic === 'malformed') {
      return oauthError(
        reply,
        400,
        'invalid_request',
        `the Authorization header must be "Basic base64(client_id:client_secret)" (${BASIC_RFC})`,
      );
    }
    const clientId = basic?.id ?? form.client_id ?? '';
    const clientSecret = basic?.secret ?? form.client_secret ?? '';
    if (!safeEqual(clientId, client.clientId) || !safeEqual(clientSecret, client.clientSecret)) {
      return oauthError(reply, 401, 'invalid_client', 'unknown client or wrong secret');
    }
    const issued = codes.get(form.code);
    codes.delete(form.code);
    if (!issued || issued.expiresAt <= now() || issued.redirectUri !== form.redirect_uri) {
      return oauthError(reply, 400, 'invalid_grant', 'the code is unknown, used, expired or for another redirect_uri');
    }
    const issuedAt = Math.floor(now() / 1000);
    const idToken = await new SignJWT({ ...issued.claims, email_verified: true, ...(issued.nonce ? { nonce: issued.nonce } : {}) })
      .setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' })
      .setIssuer(testProviderIssuer(origin(request)))
      .setAudience(client.clientId)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ID_TOKEN_LIFETIME_S)
      .sign(privateKey);
    reply.header('cache-control', 'no-store');
    return {
      access_token: randomBytes(32).toString('base64url'),
      token_type: 'Bearer',
      expires_in: ID_TOKEN_LIFETIME_S,
      id_token: idToken,
    };
  });
};

/** Where client_secret_basic is defined: the id and secret are form-urlencoded, then joined by a colon. */
const BASIC_RFC = 'RFC 6749 section 2.3.1';
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * The client credentials of an `Authorization: Basic` header; null without one (the form may carry
 * them), 'malformed' when the header is Basic but not base64 of "id:secret" with valid encoding. A bad
 * header is the caller's mistake (400), not the server's (it used to throw from decodeURIComponent).
 */
function basicCredentials(header: string | undefined): { id: string; secret: string } | null | 'malformed' {
  if (!header || !/^Basic(\s|$)/i.test(header)) return null;
  const value = header.slice('Basic'.length).trim();
  if (!BASE64.test(value)) return 'malformed';
  const decoded = Buffer.from(value, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return 'malformed';
  const formDecode = (part: string) => decodeURIComponent(part.replace(/\+/g, ' '));
  try {
    return { id: formDecode(decoded.slice(0, colon)), secret: formDecode(decoded.slice(colon + 1)) };
  } catch {
    return 'malformed';
  }
}

type AuthorizeParams = z.infer<typeof AuthorizeQuery> & { email?: string; given_name?: string; family_name?: string };

/** The provider's own page: plain HTML, labelled fields, real buttons. */
function signInPage(params: AuthorizeParams, error?: string): FormPage {
  const first = TEST_IDENTITIES[0];
  const people = TEST_IDENTITIES.map((person) => `<li><code>${escapeHtml(person.email)}</code>: ${escapeHtml(person.note)}</li>`).join('');
  return {
    title: 'VMX test identity provider',
    intro: ['This provider signs in whoever you say you are. It exists to try single sign-on on one machine.'],
    error,
    hidden: {
      response_type: params.response_type,
      client_id: params.client_id,
      redirect_uri: params.redirect_uri,
      scope: params.scope,
      state: params.state,
      nonce: params.nonce,
    },
    fields: [
      { name: 'email', label: 'E-mail address', type: 'email', value: params.email ?? first.email },
      { name: 'given_name', label: 'Given name', value: params.given_name ?? first.givenName },
      { name: 'family_name', label: 'Family name', value: params.family_name ?? first.familyName },
    ],
    buttons: [
      { label: 'Sign in', value: 'signin' },
      { label: 'Cancel', value: 'cancel', skipValidation: true },
    ],
    after: `<h2>Try</h2><ul>${people}</ul>`,
  };
}
