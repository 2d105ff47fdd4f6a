/**
 * Identity service (docs/rules/shell-access-identity.md section 7, "Identity service"; results of sections 4 and
 * 8): sign-in, accounts, e-mail confirmation, password reset, the transfer from the older Manage
 * system, sign-out, the service token of the core API, and (development) the e-mail outbox.
 *
 * No account enumeration (OWASP ASVS V2.2, V3): a wrong password and an unknown e-mail get the same
 * 401 and cost the same scrypt verification; the Lockout result is per address and client, for unknown
 * addresses too (identity/lockout.ts); account creation hashes the password whether or not the address
 * has an account; forgot-password and send-confirmation answer at once and write their mail after the
 * answer; a reset with a wrong code is refused before any hashing, for known and unknown addresses alike.
 *
 * No account pre-hijacking: a registration for an address whose account is unconfirmed replaces that
 * account's names and password and voids its earlier codes, so a confirmation link only ever confirms the
 * password of the person the mail went to; a confirmed account gets a mail without any confirmation link.
 *
 * E-mailed links take their origin from PUBLIC_URL or an allowed request origin (identity/links.ts).
 */
import type { FastifyPluginAsync, FastifyReply, RouteHandlerMethod } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import type { LoginStatus } from '../../src/contracts';
import { eventLanguage, findEventByShort, requireEvent, type EventRow } from '../db/events';
import type { Database } from '../db/schema';
import { caseVariants } from '../http/caseVariants';
import { BadRequestError, NotFoundError } from '../http/errors';
import { languageCode, numericId, text } from '../http/params';
import { parseBody, parseQuery } from '../http/validation';
import { consumeCode, CODE_MESSAGES, hashCode, issueCode } from '../identity/codes';
import { CONFIRM_CODE_VALIDITY_MS, RESET_CODE_VALIDITY_MS } from '../identity/constants';
import { linkPolicy, withQuery } from '../identity/links';
import { extractLinks, mails, queueMail } from '../identity/mail';
import { requireStrongPassword } from '../identity/passwordStrength';
import { signInWithPassword } from '../identity/signIn';
import { CreateAccountBody, EmailBody, LoginBody, ResetPasswordBody, SendConfirmationBody, TransferAccountBody } from '../identity/schemas';
import { isValidTransferSignature, safeEqual } from '../identity/secrets';
import { bearerToken, HttpProblem, type Identity } from '../identity/service';
import { apiDocs, type DocumentedRoute } from '../http/apiDocs';

export interface IdentityRouteDeps {
  db: Kysely<Database>;
  identity: Identity;
  /** The configured origins a confirmUrl may point to (VMX_CORS_ORIGINS and the embedding origins). */
  linkOrigins?: string[] | null;
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
/** The reset page sends the event's address too; its short name adds the event's words to the password check. */
const ResetPasswordQuery = z.object({ shortName: z.string().max(64).optional() });
const ServiceCredentialsQuery = z.object({ client_id: text(), client_secret: text() });
const OutboxQuery = z.object({
  to: z.string().trim().optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});

/** A 200 whose body is a JSON string (Fastify would send a bare string as text/plain). */
function sendJsonString(reply: FastifyReply, value: LoginStatus) {
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(value));
}

const docs = apiDocs('Identity');

export const identityRoutes: FastifyPluginAsync<IdentityRouteDeps> = async (app, { db, identity, linkOrigins }) => {
  const links = linkPolicy(identity.options.publicUrl, linkOrigins);
  // Mails written after an answer are finished before the database closes.
  app.addHook('onClose', () => identity.settled());
  const iso = (ms: number) => new Date(ms).toISOString();
  const findUser = (emailAddress: string) => db.selectFrom('users').selectAll().where('email', '=', emailAddress).executeTakeFirst();

  // The confirmation and sign-out calls have an empty body; some clients still send a JSON content type.
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '' || (typeof body === 'string' && body.trim() === '')) return done(null, undefined);
    return json(request, body as string, done);
  });

  const post = (path: string, options: DocumentedRoute, handler: RouteHandlerMethod) => {
    for (const url of caseVariants(path)) app.post(url, options, handler);
  };

  /** Where the e-mailed pages of an event live: {origin}/{page}/{instance}/{event}/{language} (origin: links.origin). */
  const pageUrl = (origin: string, page: string, event: EventRow, language: string) =>
    `${origin}/${page}/${encodeURIComponent(event.instance)}/${encodeURIComponent(event.short)}/${encodeURIComponent(language)}`;

  const checkConfirmUrl = (confirmUrl: string) => {
    if (!links.isAllowed(confirmUrl)) {
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

  post('/api/Token/ValidateLoginFromBody', docs('Signs in with e-mail and password', { body: LoginBody }), async (request, reply) => {
    const body = parseBody(LoginBody, request);
    const event = await requireEvent(db, { short: body.ContextModel.Short });
    reply.header('cache-control', 'no-store');
    const result = await signInWithPassword(
      identity,
      { email: body.Email, password: body.Password, client: request.ip, acceptTerms: body.AcceptTermsOfUse, rememberMe: body.RememberMe },
      event,
      request.log,
    );
    if (result.kind === 'wrong') throw new HttpProblem(401, CREDENTIALS_MESSAGE);
    if (result.kind === 'status') return sendJsonString(reply, result.status);
    return result.data;
  });

  // ---- accounts ----

  /** Deletes the user's codes not used yet: an earlier link then reads as not valid. */
  const voidCodes = (trx: Transaction<Database>, userId: number) =>
    trx.deleteFrom('codes').where('user_id', '=', userId).where('used_at', 'is', null).execute();

  post(
    '/api/Token/CreateAccountFromBody',
    docs('Creates an account and mails its confirmation link', { querystring: ConfirmUrlQuery, body: CreateAccountBody }),
    async (request) => {
      const { confirmUrl } = parseQuery(ConfirmUrlQuery, request);
      checkConfirmUrl(confirmUrl);
      const body = parseBody(CreateAccountBody, request);
      if (!body.AcceptTermsOfUse) throw new HttpProblem(403, 'Please accept the terms of use to create an account');
      const event = await requireEvent(db, { short: body.ContextModel.Short });
      const origin = links.origin(request);
      const language = event.default_language;
      // The context comes from the request alone, so the answer does not depend on whether the address has an account.
      await requireStrongPassword(body.Password, [body.Email, body.Firstname, body.Surname, event.name, event.short]);
      // Hash even for a known address, so that the answer takes as long either way.
      const passwordHash = await identity.hashPassword(body.Password);
      const now = identity.now();
      const answer = { message: 'If the address can be used, we have sent an e-mail with a link to confirm it.' };

      const existing = await findUser(body.Email);
      try {
        await withMail(async (trx, mailIds) => {
          if (existing?.email_confirmed === 1) {
            // No confirmation link: the account is confirmed, and its password is not this registrant's.
            mailIds.push(
              await queueMail(
                trx,
                mails.alreadyRegistered(
                  existing.email,
                  existing.firstname,
                  event.name,
                  pageUrl(origin, 'login', event, language),
                  pageUrl(origin, 'forgotpassword', event, language),
                ),
                now,
              ),
            );
            return;
          }
          let id: number;
          if (existing) {
            // Unconfirmed: nobody has proved the mailbox yet. This registration replaces the earlier one
            // (names, password), and every earlier link is void: a link only confirms this password.
            await trx
              .updateTable('users')
              .set({ firstname: body.Firstname, surname: body.Surname, password_hash: passwordHash, terms_accepted_at: iso(now) })
              .where('id', '=', existing.id)
              .where('email_confirmed', '=', 0)
              .execute();
            await voidCodes(trx, existing.id);
            id = existing.id;
          } else {
            ({ id } = await trx
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
              .executeTakeFirstOrThrow());
          }
          const code = await issueCode(trx, 'confirm', id, now, CONFIRM_CODE_VALIDITY_MS);
          mailIds.push(
            await queueMail(trx, mails.confirm(body.Email, body.Firstname, event.name, withQuery(confirmUrl, { userId: id, code })), now),
          );
        });
      } catch (error) {
        // Created by a parallel request in between: the same answer as for a known address.
        if (!existing && (await findUser(body.Email))) return answer;
        throw error;
      }
      return answer;
    },
  );

  post(
    '/api/token/ConfirmEmailFromBody',
    docs("Confirms an account's e-mail address with the mailed code", { querystring: ConfirmEmailQuery }),
    async (request) => {
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
    },
  );

  post(
    '/api/Token/SendConfirmationFromBody',
    docs('Mails the confirmation link again', { querystring: SendConfirmationQuery, body: SendConfirmationBody }),
    async (request) => {
      const { language: requested } = parseQuery(SendConfirmationQuery, request);
      const body = parseBody(SendConfirmationBody, request);
      const event = await requireEvent(db, { short: body.ContextModel.Short });
      const link = pageUrl(links.origin(request), 'confirmation', event, eventLanguage(event, requested));
      // After the answer: it takes as long whether or not the address has an unconfirmed account.
      identity.afterResponse(async () => {
        const user = await findUser(body.Email);
        if (!user || user.email_confirmed === 1) return;
        const now = identity.now();
        await withMail(async (trx, mailIds) => {
          const code = await issueCode(trx, 'confirm', user.id, now, CONFIRM_CODE_VALIDITY_MS);
          mailIds.push(
            await queueMail(trx, mails.confirm(user.email, user.firstname, event.name, withQuery(link, { userId: user.id, code })), now),
          );
        });
      });
      return { message: 'If the address has an unconfirmed account, we have sent an e-mail with a link to confirm it.' };
    },
  );

  post(
    '/api/Token/ForgotPasswordFromBody',
    docs('Mails a password reset link', { querystring: ForgotPasswordQuery, body: EmailBody }),
    async (request) => {
      const query = parseQuery(ForgotPasswordQuery, request);
      const body = parseBody(EmailBody, request);
      const event = await requireEvent(db, { short: query.shortname });
      const link = pageUrl(links.origin(request), 'resetpassword', event, eventLanguage(event, query.language));
      // After the answer: it takes as long whether or not the address has an account.
      identity.afterResponse(async () => {
        const user = await findUser(body.Email);
        if (!user) return;
        const now = identity.now();
        await withMail(async (trx, mailIds) => {
          const code = await issueCode(trx, 'reset', user.id, now, RESET_CODE_VALIDITY_MS);
          mailIds.push(
            await queueMail(trx, mails.reset(user.email, user.firstname, event.name, withQuery(link, { email: user.email, code })), now),
          );
        });
      });
      return { message: 'If an account exists for this address, we have sent an e-mail with a link to set a new password.' };
    },
  );

  post(
    '/api/token/ResetPasswordFromBody',
    docs('Sets a new password with the mailed code', { querystring: ResetPasswordQuery, body: ResetPasswordBody }),
    async (request) => {
      const { shortName } = parseQuery(ResetPasswordQuery, request);
      const body = parseBody(ResetPasswordBody, request);
      const user = await findUser(body.Email);
      // The code is looked at first, the same way for an unknown address (no user has id 0): a wrong code
      // costs no hash and reads the same whether or not the address has an account.
      const code = await db
        .selectFrom('codes')
        .select(['used_at', 'expires_at'])
        .where('user_id', '=', user?.id ?? 0)
        .where('kind', '=', 'reset')
        .where('code_hash', '=', hashCode(body.Code))
        .executeTakeFirst();
      const seen = !code || !user ? 'invalid' : code.used_at !== null ? 'used' : code.expires_at <= iso(identity.now()) ? 'expired' : 'ok';
      if (seen !== 'ok' || !user)
        throw new BadRequestError('Code', CODE_MESSAGES[seen === 'ok' ? 'invalid' : seen], seen === 'ok' ? 'invalid' : seen);
      // Only the holder of the link gets this far: the account's own names may be part of the context.
      const event = shortName ? await findEventByShort(db, shortName) : undefined;
      await requireStrongPassword(body.Password, [user.email, user.firstname, user.surname, event?.name, event?.short]);
      const passwordHash = await identity.hashPassword(body.Password);
      const check = await db.transaction().execute(async (trx) => {
        const result = await consumeCode(trx, 'reset', user.id, body.Code, identity.now());
        if (result === 'ok') {
          // The link proves the mailbox: the address is confirmed, and every other link (an earlier
          // registrant's confirmation among them) is void.
          await trx.updateTable('users').set({ password_hash: passwordHash, email_confirmed: 1 }).where('id', '=', user.id).execute();
          await voidCodes(trx, user.id);
        }
        return result;
      });
      if (check !== 'ok') throw new BadRequestError('Code', CODE_MESSAGES[check], check);
      // A lock from failed sign-ins ends, for every client.
      await identity.lockout.clearAddress(user.email);
      await identity.revokeSessions(user.id, 'password-reset');
      return { message: 'Your password has been changed. You can sign in now.' };
    },
  );

  post(
    '/api/Token/ManageTransferFromBody',
    docs('Moves a legacy account over', { querystring: ConfirmUrlQuery, body: TransferAccountBody }),
    async (request) => {
      const { confirmUrl } = parseQuery(ConfirmUrlQuery, request);
      checkConfirmUrl(confirmUrl);
      const body = parseBody(TransferAccountBody, request);
      if (!body.AcceptTermsOfUse) throw new HttpProblem(403, 'Please accept the terms of use to move your account');
      const event = await requireEvent(db, { short: body.ContextModel.Short });
      const origin = links.origin(request);
      const legacy = await db.selectFrom('legacy_accounts').selectAll().where('manage_user_id', '=', body.ManageUserId).executeTakeFirst();
      const valid =
        legacy !== undefined &&
        legacy.email === body.Email &&
        isValidTransferSignature(identity.secret, body.ManageUserId, body.Email, body.Encrypted);
      if (!valid) throw new HttpProblem(403, 'This account transfer is not valid');
      if (legacy.transferred_at !== null || (await findUser(body.Email))) {
        throw new HttpProblem(403, 'This account has already been moved: please sign in, or reset your password');
      }
      await requireStrongPassword(body.Password, [legacy.email, legacy.firstname, legacy.surname, event.name, event.short]);
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
        await trx
          .updateTable('legacy_accounts')
          .set({ transferred_at: iso(now) })
          .where('manage_user_id', '=', legacy.manage_user_id)
          .execute();
        mailIds.push(
          await queueMail(
            trx,
            mails.transferred(legacy.email, legacy.firstname, event.name, pageUrl(origin, 'login', event, event.default_language)),
            now,
          ),
        );
      });
      return { message: 'Your account has been moved. You can sign in now.' };
    },
  );

  post('/api/Token/LougoutFromBody', docs('Signs the bearer out'), async (request) => {
    // Signing out twice, or with an expired token, is not an error: there is nothing left to end.
    const found = await identity.authenticate(bearerToken(request));
    if (found) await identity.revokeSessions(found.user.id, 'logout', [found.sessionId]);
    return { message: 'Signed out' };
  });

  // ---- the core API's service token (section 7, module and core API) ----

  post(
    '/api/Core/AuthenticationToken',
    docs('A service token for client credentials', { querystring: ServiceCredentialsQuery }),
    async (request, reply) => {
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
    },
  );

  // ---- development: the outbox ----

  if (identity.options.devOutbox) {
    app.get('/dev/outbox', async (request, reply) => {
      const query = parseQuery(OutboxQuery, request);
      // Mails written after an answer (forgot password, send confirmation) are listed once written.
      await identity.settled();
      let select = db
        .selectFrom('outbox')
        .selectAll()
        .orderBy('id', 'desc')
        .limit(query.limit ?? 50);
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
