/**
 * The identity service's OAuth 2.0 authorization endpoint (docs/rules/shell-access-identity.md section 4: the login
 * action "starts an OAuth authorization flow when an identity URL exists", and access flow step 3, "an
 * OAuth state query sets the user and token"). The platform sends the person here; they sign in on this
 * page; they come back to redirect_uri with access_token, token_type, expires_in and state in the query,
 * which the platform checks against the state it stored, then cleans from the address. (Request logs
 * redact access_token: server/logging.ts.)
 *
 *   GET  /connect/authorize?response_type=token&client_id&redirect_uri&state&shortname   the sign-in page
 *   POST /connect/authorize   its form: email, password, accept_terms, action=signin|cancel
 *
 * Ours: the one client is the platform (OAUTH_CLIENT_ID), and redirect_uri must be on this site or an
 * allowed origin, as for e-mailed links. Every login result of section 4 shows on the page.
 */
import formbody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { LoginStatus } from '../../src/contracts';
import { OAUTH_CLIENT_ID } from '../../src/core/oauth';
import { requireEvent } from '../db/events';
import type { Database } from '../db/schema';
import { sendFormPage, type FormPage } from '../http/formPage';
import { text } from '../http/params';
import { parseBody, parseQuery } from '../http/validation';
import { linkPolicy, withQuery } from '../identity/links';
import type { Identity } from '../identity/service';
import { signInWithPassword } from '../identity/signIn';
import { CREDENTIALS_MESSAGE } from './identity';

export interface OauthRouteDeps {
  db: Kysely<Database>;
  identity: Identity;
  /** The configured origins a redirect_uri may point to (VMX_CORS_ORIGINS and the embedding origins). */
  linkOrigins?: string[] | null;
}

export const AUTHORIZE_PATH = '/connect/authorize';

const AuthorizeQuery = z.object({
  response_type: z.literal('token', { message: 'must be token' }),
  client_id: z.literal(OAUTH_CLIENT_ID, { message: `must be ${OAUTH_CLIENT_ID}` }),
  redirect_uri: text().max(2048),
  state: text().max(512),
  shortname: text(),
  scope: z.string().max(200).optional(),
});

const SignInForm = AuthorizeQuery.extend({
  action: z.enum(['signin', 'cancel']),
  email: z.string().trim().toLowerCase().max(254).optional(),
  password: z.string().max(1024).optional(),
  accept_terms: z.literal('true').optional(),
});

/** Section 4, login result: what each status means to the person on the page. */
const STATUS_MESSAGES: Record<LoginStatus, string> = {
  Unconfirmed: 'Please confirm your e-mail address first: open the link in the e-mail we have sent you.',
  Lockout: 'Too many failed attempts: please wait 15 minutes before you try again.',
  Terms: 'Please accept the terms of use to continue.',
};

type AuthorizeParams = z.infer<typeof AuthorizeQuery>;

function signInPage(params: AuthorizeParams, options: { email?: string; error?: string; askTerms?: boolean } = {}): FormPage {
  return {
    title: 'Sign in',
    intro: ['Sign in with the e-mail address and password of your congress account.'],
    error: options.error,
    hidden: {
      response_type: params.response_type,
      client_id: params.client_id,
      redirect_uri: params.redirect_uri,
      state: params.state,
      shortname: params.shortname,
      scope: params.scope,
    },
    fields: [
      { name: 'email', label: 'E-mail', type: 'email', value: options.email ?? '', autocomplete: 'username' },
      { name: 'password', label: 'Password', type: 'password', autocomplete: 'current-password' },
      ...(options.askTerms ? [{ name: 'accept_terms', label: 'I accept the terms of use', type: 'checkbox' as const }] : []),
    ],
    buttons: [
      { label: 'Sign in', value: 'signin' },
      { label: 'Cancel', value: 'cancel', skipValidation: true },
    ],
  };
}

export const oauthRoutes: FastifyPluginAsync<OauthRouteDeps> = async (app, { db, identity, linkOrigins }) => {
  const links = linkPolicy(identity.options.publicUrl, linkOrigins);
  await app.register(formbody);

  /** A redirect_uri elsewhere would hand the token to someone else: refused on the page, never followed. */
  const checkRedirect = (reply: FastifyReply, redirectUri: string) => {
    if (links.isAllowed(redirectUri)) return true;
    void reply.status(400).send({
      statusCode: 400,
      error: 'Bad Request',
      message: 'querystring.redirect_uri: must be an http(s) address on this site or on an allowed origin',
      field: 'redirect_uri',
    });
    return false;
  };

  app.get(AUTHORIZE_PATH, async (request, reply) => {
    const query = parseQuery(AuthorizeQuery, request);
    if (!checkRedirect(reply, query.redirect_uri)) return reply;
    await requireEvent(db, { short: query.shortname });
    return sendFormPage(reply, signInPage(query));
  });

  app.post(AUTHORIZE_PATH, async (request, reply) => {
    const form = parseBody(SignInForm, request);
    if (!checkRedirect(reply, form.redirect_uri)) return reply;
    const event = await requireEvent(db, { short: form.shortname });
    reply.header('cache-control', 'no-store');
    if (form.action === 'cancel') return reply.redirect(withQuery(form.redirect_uri, { error: 'access_denied', state: form.state }), 303);

    const email = form.email ?? '';
    if (email === '' || !form.password)
      return sendFormPage(reply, signInPage(form, { email, error: 'Please fill in your e-mail address and password.' }), 400);
    const result = await signInWithPassword(
      identity,
      { email, password: form.password, client: request.ip, acceptTerms: form.accept_terms === 'true', rememberMe: false },
      event,
      request.log,
    );
    if (result.kind === 'wrong') return sendFormPage(reply, signInPage(form, { email, error: CREDENTIALS_MESSAGE }), 401);
    if (result.kind === 'status') {
      return sendFormPage(
        reply,
        signInPage(form, { email, error: STATUS_MESSAGES[result.status], askTerms: result.status === 'Terms' }),
        403,
      );
    }
    const expiresIn = Math.max(0, Math.floor((Date.parse(result.data.validUntil) - identity.now()) / 1000));
    return reply.redirect(
      withQuery(form.redirect_uri, {
        access_token: result.data.accessToken,
        token_type: 'Bearer',
        expires_in: expiresIn,
        state: form.state,
      }),
      303,
    );
  });
};
