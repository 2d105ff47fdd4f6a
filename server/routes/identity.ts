/**
 * Identity service (shell-access-identity.md section 7, "Identity service"; results of sections 4 and
 * 8): sign-in, accounts, e-mail confirmation, password reset, the transfer from the older Manage
 * system, sign-out, the service token of the core API, and (development) the e-mail outbox.
 *
 * No account enumeration: a wrong password and an unknown e-mail get the same 401; account creation,
 * forgot-password and send-confirmation answer 200 whether or not the address has an account.
 */
import type { FastifyPluginAsync, FastifyReply, RouteHandlerMethod } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import type { LoginStatus } from '../../src/api/types';
import { eventLanguage, requireEvent, type EventRow } from '../db/events';
import type { Database } from '../db/schema';
import { caseVariants } from '../http/caseVariants';
import { BadRequestError, NotFoundError } from '../http/errors';
import { languageCode, numericId, text } from '../http/params';
import { parseBody, parseQuery } from '../http/validation';
import { consumeCode, CODE_MESSAGES, issueCode } from '../identity/codes';
import { CONFIRM_CODE_VALIDITY_MS, RESET_CODE_VALIDITY_MS } from '../identity/constants';
import { isAllowedLinkTarget, publicOrigin, withQuery } from '../identity/links';
import { extractLinks, mails, queueMail } from '../identity/mail';
import { signInWithPassword } from '../identity/signIn';
import { CreateAccountBody, EmailBody, LoginBody, ResetPasswordBody, SendConfirmationBody, TransferAccountBody } from '../identity/schemas';
import { isValidTransferSignature, safeEqual } from '../identity/secrets';
import { bearerToken, HttpProblem, type Identity } from '../identity/service';

export interface IdentityRouteDeps {
  db: Kysely<Database>;
  identity: Identity;
  /** VMX_CORS_ORIGINS: other sites a confirmUrl may point to. */
  corsOrigins?: string[] | null;
}

/** The one message of a failed sign-in, whatever failed (section 8: login errors; texts ours). */
export const CREDENTIALS_MESSAGE = 'The e-mail address or the password is wrong.';

const ConfirmUrlQuery = z.object({ confirmUrl: text().max(2048) });
const ConfirmEmailQuery = z.object({
  userId: numericId(),
  code: text().max(256),
  context: z.string().optional(),
  shortName: z.string().optional(),
  returnUrl: z.string().optional(),
  language: z.string().optional(),
});
const ForgotPasswordQuery = z.object({
  context: z.string().optional(),
  shortname: text(),
  language: languageCode().optional(),
  returnUrl: z.string().optional(),
});
const SendConfirmationQuery = z.object({ language: languageCode().optional() });
const ServiceCredentialsQuery = z.object({ client_id: text(), client_secret: text() });
const OutboxQuery = z.object({
  to: z.string().trim().optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});

/** A 200 whose body is a JSON string (Fastify would send a bare string as text/plain). */
function sendJsonString(reply: FastifyReply, value: LoginStatus) {
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(value));
}

export const identityRoutes: FastifyPluginAsync<IdentityRouteDeps> = async (app, { db, identity, corsOrigins }) => {
  const iso = (ms: number) => new Date(ms).toISOString();
  const findUser = (emailAddress: string) => db.selectFrom('users').selectAll().where('email', '=', emailAddress).executeTakeFirst();

  // The confirmation and sign-out calls have an empty body; some clients still send a JSON content type.
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '' || (typeof body === 'string' && body.trim() === '')) return done(null, undefined);
    return json(request, body as string, done);
  });

  const post = (path: string, handler: RouteHandlerMethod) => {
    for (const url of caseVariants(path)) app.post(url, handler);
  };

  /** Where the e-mailed pages of an event live: {origin}/{page}/{instance}/{event}/{language}. */
  const pageUrl = (request: Parameters<typeof publicOrigin>[0], page: string, event: EventRow, language: string) =>
    `${publicOrigin(request, identity.options.publicUrl)}/${page}/${encodeURIComponent(event.instance)}/${encodeURIComponent(event.short)}/${encodeURIComponent(language)}`;

  const checkConfirmUrl = (request: Parameters<typeof publicOrigin>[0], confirmUrl: string) => {
    if (!isAllowedLinkTarget(confirmUrl, request, corsOrigins, identity.options.publicUrl)) {
      throw new BadRequestError('confirmUrl', 'querystring.confirmUrl: must be an http(s) address on this site or on an allowed origin');
    }
  };

  /** Runs work in a transaction, then delivers the mails it queued (SMTP, when configured). */
  async function withMail<T>(work: (trx: Transaction<Database>, mailIds: number[]) => Promise<T>): Promise<T> {
    const mailIds: number[] = [];
    const result = await db.transaction().execute((trx) => work(trx, mailIds));
    void identity.mailer.deliver(mailIds);
    return result;
  }

  // ---- sign-in ----

  post('/api/Token/ValidateLoginFromBody', async (request, reply) => {
    const body = parseBody(LoginBody, request);
    const event = await requireEvent(db, { short: body.ContextModel.Short });
    reply.header('cache-control', 'no-store');
    const result = await signInWithPassword(
      identity,
      { email: body.Email, password: body.Password, acceptTerms: body.AcceptTermsOfUse, rememberMe: body.RememberMe },
      event,
      request.log,
    );
    if (result.kind === 'wrong') throw new HttpProblem(401, CREDENTIALS_MESSAGE);
    if (result.kind === 'status') return sendJsonString(reply, result.status);
    return result.data;
  });

  // ---- accounts ----

  post('/api/Token/CreateAccountFromBody', async (request) => {
    const { confirmUrl } = parseQuery(ConfirmUrlQuery, request);
    checkConfirmUrl(request, confirmUrl);
    const body = parseBody(CreateAccountBody, request);
    if (!body.AcceptTermsOfUse) throw new HttpProblem(403, 'Please accept the terms of use to create an account');
    const event = await requireEvent(db, { short: body.ContextModel.Short });
    const language = event.default_language;
    // Hash even for a known address, so that the answer takes as long either way.
    const passwordHash = await identity.hashPassword(body.Password);
    const now = identity.now();
    const answer = { message: 'If the address can be used, we have sent an e-mail with a link to confirm it.' };

    const existing = await findUser(body.Email);
    try {
      await withMail(async (trx, mailIds) => {
        if (existing) {
          const confirmLink =
            existing.email_confirmed === 1
              ? null
              : withQuery(confirmUrl, { userId: existing.id, code: await issueCode(trx, 'confirm', existing.id, now, CONFIRM_CODE_VALIDITY_MS) });
          mailIds.push(
            await queueMail(
              trx,
              mails.alreadyRegistered(existing.email, existing.firstname, event.name, pageUrl(request, 'login', event, language), pageUrl(request, 'forgotpassword', event, language), confirmLink),
              now,
            ),
          );
          return;
        }
        const { id } = await trx
          .insertInto('users')
          .values({
            email: body.Email,
            firstname: body.Firstname,
            surname: body.Surname,
            password_hash: passwordHash,
            email_confirmed: 0,
            terms_accepted_at: iso(now),
            failed_logins: 0,
            locked_until: null,
            selected_interests: '[]',
            created_at: iso(now),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const code = await issueCode(trx, 'confirm', id, now, CONFIRM_CODE_VALIDITY_MS);
        mailIds.push(await queueMail(trx, mails.confirm(body.Email, body.Firstname, event.name, withQuery(confirmUrl, { userId: id, code })), now));
      });
    } catch (error) {
      // Created by a parallel request in between: the same answer as for a known address.
      if (!existing && (await findUser(body.Email))) return answer;
      throw error;
    }
    return answer;
  });

  post('/api/token/ConfirmEmailFromBody', async (request) => {
    const query = parseQuery(ConfirmEmailQuery, request);
    const user = await db.selectFrom('users').select(['id', 'email_confirmed']).where('id', '=', query.userId).executeTakeFirst();
    if (!user) throw new NotFoundError('There is no account for this link');
    const check = await db.transaction().execute(async (trx) => {
      const result = await consumeCode(trx, 'confirm', user.id, query.code, identity.now());
      if (result === 'ok') await trx.updateTable('users').set({ email_confirmed: 1 }).where('id', '=', user.id).execute();
      return result;
    });
    if (check !== 'ok') throw new BadRequestError('code', CODE_MESSAGES[check], check);
    return { message: 'Your e-mail address is confirmed. You can sign in now.' };
  });

  post('/api/Token/SendConfirmationFromBody', async (request) => {
    const { language: requested } = parseQuery(SendConfirmationQuery, request);
    const body = parseBody(SendConfirmationBody, request);
    const event = await requireEvent(db, { short: body.ContextModel.Short });
    const user = await findUser(body.Email);
    if (user && user.email_confirmed !== 1) {
      const now = identity.now();
      await withMail(async (trx, mailIds) => {
        const code = await issueCode(trx, 'confirm', user.id, now, CONFIRM_CODE_VALIDITY_MS);
        const link = withQuery(pageUrl(request, 'confirmation', event, eventLanguage(event, requested)), { userId: user.id, code });
        mailIds.push(await queueMail(trx, mails.confirm(user.email, user.firstname, event.name, link), now));
      });
    }
    return { message: 'If the address has an unconfirmed account, we have sent an e-mail with a link to confirm it.' };
  });

  post('/api/Token/ForgotPasswordFromBody', async (request) => {
    const query = parseQuery(ForgotPasswordQuery, request);
    const body = parseBody(EmailBody, request);
    const event = await requireEvent(db, { short: query.shortname });
    const user = await findUser(body.Email);
    if (user) {
      const now = identity.now();
      await withMail(async (trx, mailIds) => {
        const code = await issueCode(trx, 'reset', user.id, now, RESET_CODE_VALIDITY_MS);
        const link = withQuery(pageUrl(request, 'resetpassword', event, eventLanguage(event, query.language)), { email: user.email, code });
        mailIds.push(await queueMail(trx, mails.reset(user.email, user.firstname, event.name, link), now));
      });
    }
    return { message: 'If an account exists for this address, we have sent an e-mail with a link to set a new password.' };
  });

  post('/api/token/ResetPasswordFromBody', async (request) => {
    const body = parseBody(ResetPasswordBody, request);
    const user = await findUser(body.Email);
    // An unknown address reads like a bad link: the caller learns nothing about accounts.
    if (!user) throw new BadRequestError('Code', CODE_MESSAGES.invalid, 'invalid');
    const passwordHash = await identity.hashPassword(body.Password);
    const check = await db.transaction().execute(async (trx) => {
      const result = await consumeCode(trx, 'reset', user.id, body.Code, identity.now());
      if (result === 'ok') {
        // The link proves the address: it is confirmed, and a lock from failed sign-ins ends.
        await trx
          .updateTable('users')
          .set({ password_hash: passwordHash, failed_logins: 0, locked_until: null, email_confirmed: 1 })
          .where('id', '=', user.id)
          .execute();
      }
      return result;
    });
    if (check !== 'ok') throw new BadRequestError('Code', CODE_MESSAGES[check], check);
    await identity.revokeSessions(user.id, 'password-reset');
    return { message: 'Your password has been changed. You can sign in now.' };
  });

  post('/api/Token/ManageTransferFromBody', async (request) => {
    const { confirmUrl } = parseQuery(ConfirmUrlQuery, request);
    checkConfirmUrl(request, confirmUrl);
    const body = parseBody(TransferAccountBody, request);
    if (!body.AcceptTermsOfUse) throw new HttpProblem(403, 'Please accept the terms of use to move your account');
    const event = await requireEvent(db, { short: body.ContextModel.Short });
    const legacy = await db.selectFrom('legacy_accounts').selectAll().where('manage_user_id', '=', body.ManageUserId).executeTakeFirst();
    const valid = legacy !== undefined && legacy.email === body.Email && isValidTransferSignature(identity.secret, body.ManageUserId, body.Email, body.Encrypted);
    if (!valid) throw new HttpProblem(403, 'This account transfer is not valid');
    if (legacy.transferred_at !== null || (await findUser(body.Email))) {
      throw new HttpProblem(403, 'This account has already been moved: please sign in, or reset your password');
    }
    const passwordHash = await identity.hashPassword(body.Password);
    const now = identity.now();
    await withMail(async (trx, mailIds) => {
      await trx
        .insertInto('users')
        .values({
          email: legacy.email,
          firstname: legacy.firstname,
          surname: legacy.surname,
          password_hash: passwordHash,
          email_confirmed: 1,
          terms_accepted_at: iso(now),
          failed_logins: 0,
          locked_until: null,
          import_id: legacy.manage_user_id,
          selected_interests: '[]',
          created_at: iso(now),
        })
        .execute();
      await trx.updateTable('legacy_accounts').set({ transferred_at: iso(now) }).where('manage_user_id', '=', legacy.manage_user_id).execute();
      mailIds.push(await queueMail(trx, mails.transferred(legacy.email, legacy.firstname, event.name, pageUrl(request, 'login', event, event.default_language)), now));
    });
    return { message: 'Your account has been moved. You can sign in now.' };
  });

  post('/api/Token/LougoutFromBody', async (request) => {
    // Signing out twice, or with an expired token, is not an error: there is nothing left to end.
    const found = await identity.authenticate(bearerToken(request));
    if (found) await identity.revokeSessions(found.user.id, 'logout', [found.sessionId]);
    return { message: 'Signed out' };
  });

  // ---- the core API's service token (section 7, module and core API) ----

  post('/api/Core/AuthenticationToken', async (request, reply) => {
    const { serviceClientId, serviceClientSecret } = identity.options;
    if (!serviceClientId || !serviceClientSecret) {
      // Not 503: that status switches the client into maintenance mode (section 4).
      return reply.status(501).send({
        statusCode: 501,
        error: 'Not Implemented',
        message: 'Service credentials are not configured on this server (VMX_SERVICE_CLIENT_ID, VMX_SERVICE_CLIENT_SECRET)',
      });
    }
    const query = parseQuery(ServiceCredentialsQuery, request);
    const idOk = safeEqual(query.client_id, serviceClientId);
    const secretOk = safeEqual(query.client_secret, serviceClientSecret);
    if (!idOk || !secretOk) {
      reply.header('www-authenticate', 'Bearer');
      throw new HttpProblem(401, 'The client id or the client secret is wrong');
    }
    const { token, validUntil } = await identity.signServiceToken(serviceClientId);
    reply.header('cache-control', 'no-store');
    reply.header('x-service-token', token);
    reply.header('access-control-expose-headers', 'X-Service-Token');
    return { validUntil };
  });

  // ---- development: the outbox ----

  if (identity.options.devOutbox) {
    app.get('/dev/outbox', async (request, reply) => {
      const query = parseQuery(OutboxQuery, request);
      let select = db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(query.limit ?? 50);
      if (query.to) select = select.where('to', '=', query.to.toLowerCase());
      reply.header('cache-control', 'no-store');
      const rows = await select.execute();
      return rows.map((row) => ({
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html,
        links: extractLinks(row.text),
        created_at: row.created_at,
      }));
    });
  }
};
