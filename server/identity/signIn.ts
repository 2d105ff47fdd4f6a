/**
 * Every sign-in of the identity service (docs/rules/shell-access-identity.md sections 4, 5 and 8): checking a
 * password against the Lockout rule, starting the session with its per-event first-login record, and
 * the whole password sign-in with its login results, shared by ValidateLoginFromBody, the OAuth
 * authorization page (server/routes/oauth.ts) and single sign-on (server/routes/sso.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import { SIGNED_IN_ELSEWHERE, type LoginData, type LoginStatus } from '../../src/contracts';
import type { EventRow } from '../db/events';
import { emitSignIn } from './events';
import { hasTicket } from './profile';
import type { Identity, UserRow } from './service';

export type PasswordCheck = 'ok' | 'wrong' | 'locked';

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Verifies a password for an e-mail address from one client, under the Lockout rule (identity/lockout.ts):
 * a locked (address, client) pair answers 'locked' without verifying; each wrong password counts, the
 * fifth in a row locks the pair for 15 minutes. user undefined: no account has the address; the same
 * verification time is spent and the failure counts the same, so that nothing tells the two apart.
 */
export async function checkPassword(
  identity: Identity,
  email: string,
  user: UserRow | undefined,
  password: string,
  client: string,
  log: FastifyBaseLogger,
): Promise<PasswordCheck> {
  if (await identity.lockout.isLocked(email, client)) return 'locked';
  const ok = user ? await identity.verifyPassword(password, user.password_hash) : (await identity.burnVerification(password), false);
  if (!ok) {
    if (await identity.lockout.fail(email, client))
      log.warn({ client }, 'sign-ins for an address locked for one client after failed attempts');
    return 'wrong';
  }
  await identity.lockout.succeed(email, client);
  return 'ok';
}

/**
 * Single login (docs/rules/shell-access-identity.md sections 4 and 7, remote logout over the account hub, which is
 * per eventShort): ends the account's other live sessions for the event, those started no later than the
 * new one (of two sign-ins at once the later keeps its session). Revoking emits the sign-out event on
 * which the app sends remoteLogout to their hub sockets and closes them (server/app.ts).
 */
async function endOtherSessions(identity: Identity, userId: number, eventShort: string, sessionId: string): Promise<void> {
  const { db } = identity;
  const started = await db.selectFrom('sessions').select('created_at').where('id', '=', sessionId).executeTakeFirstOrThrow();
  const others = await db
    .selectFrom('sessions')
    .select('id')
    .where('user_id', '=', userId)
    .where('event_short', '=', eventShort)
    .where('revoked_at', 'is', null)
    .where('id', '!=', sessionId)
    .where('created_at', '<=', started.created_at)
    .execute();
  if (others.length > 0)
    await identity.revokeSessions(
      userId,
      SIGNED_IN_ELSEWHERE,
      others.map((row) => row.id),
    );
}

/**
 * Starts a session for the event, ends the account's other sessions for it (single login), records the
 * first sign-in, tells the hubs; the login data of section 4. Every sign-in comes here: password,
 * the OAuth authorisation page and single sign-on.
 */
export async function completeSignIn(identity: Identity, user: UserRow, event: EventRow, rememberMe: boolean): Promise<LoginData> {
  const { db } = identity;
  const now = identity.now();
  const perEvent = await db
    .selectFrom('user_events')
    .selectAll()
    .where('user_id', '=', user.id)
    .where('event_id', '=', event.id)
    .executeTakeFirst();
  const initialLogin = !perEvent || perEvent.first_login_at === null;
  if (!perEvent) {
    await db
      .insertInto('user_events')
      .values({ user_id: user.id, event_id: event.id, user_form_complete: 0, first_login_at: iso(now) })
      .execute();
  } else if (perEvent.first_login_at === null) {
    await db
      .updateTable('user_events')
      .set({ first_login_at: iso(now) })
      .where('user_id', '=', user.id)
      .where('event_id', '=', event.id)
      .execute();
  }
  const session = await identity.startSession(user.id, event.short, rememberMe);
  await endOtherSessions(identity, user.id, event.short, session.sessionId);
  emitSignIn({ userId: user.id, eventShort: event.short, sessionId: session.sessionId });
  return {
    accessToken: session.accessToken,
    validUntil: session.validUntil,
    userId: user.id,
    email: user.email,
    firstname: user.firstname,
    surname: user.surname,
    hasTicket: await hasTicket(db, user.id, event.id),
    initialLogin,
  };
}

export type PasswordSignIn =
  | { kind: 'signed-in'; data: LoginData }
  /** Section 4, login result: the account cannot sign in yet, or this client is locked out for the address. */
  | { kind: 'status'; status: LoginStatus }
  /** No such account, or a wrong password: one answer for both, so that accounts cannot be probed. */
  | { kind: 'wrong' };

export interface PasswordSignInRequest {
  /** Already normalised (lowercase, trimmed). */
  email: string;
  password: string;
  /** The client's address (request.ip): failures are counted per address and client. */
  client: string;
  acceptTerms: boolean;
  rememberMe: boolean;
}

/** Sign-in with e-mail and password for an event, every login result of section 4 and 5. */
export async function signInWithPassword(
  identity: Identity,
  request: PasswordSignInRequest,
  event: EventRow,
  log: FastifyBaseLogger,
): Promise<PasswordSignIn> {
  const { db } = identity;
  const user = await db.selectFrom('users').selectAll().where('email', '=', request.email).executeTakeFirst();
  // Lockout and wrong answer alike for addresses with and without an account (no account oracle).
  const check = await checkPassword(identity, request.email, user, request.password, request.client, log);
  if (check === 'locked') return { kind: 'status', status: 'Lockout' };
  if (check === 'wrong' || !user) return { kind: 'wrong' };
  if (user.email_confirmed !== 1) return { kind: 'status', status: 'Unconfirmed' };
  if (user.terms_accepted_at === null) {
    if (!request.acceptTerms) return { kind: 'status', status: 'Terms' };
    await db
      .updateTable('users')
      .set({ terms_accepted_at: iso(identity.now()) })
      .where('id', '=', user.id)
      .execute();
  }
  return { kind: 'signed-in', data: await completeSignIn(identity, user, event, request.rememberMe) };
}
