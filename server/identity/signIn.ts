/**
 * Every sign-in of the identity service (shell-access-identity.md sections 4, 5 and 8): checking a
 * password against the Lockout rule, starting the session with its per-event first-login record, and
 * the whole password sign-in with its login results, shared by ValidateLoginFromBody, the OAuth
 * authorization page (server/routes/oauth.ts) and single sign-on (server/routes/sso.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { LoginData, LoginStatus } from '../../src/api/types';
import type { EventRow } from '../db/events';
import { LOCKOUT_DURATION_MS, LOCKOUT_MAX_FAILED_LOGINS } from './constants';
import { emitSignIn } from './events';
import { hasTicket } from './profile';
import type { Identity, UserRow } from './service';

export type PasswordCheck = 'ok' | 'wrong' | 'locked';

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Verifies the password of a known user. A locked account answers 'locked' until the lock is over;
 * each wrong password counts, and the fifth in a row locks the account for 15 minutes.
 */
export async function checkPassword(identity: Identity, user: UserRow, password: string, log: FastifyBaseLogger): Promise<PasswordCheck> {
  const { db } = identity;
  const now = identity.now();
  if (user.locked_until !== null) {
    if (user.locked_until > iso(now)) return 'locked';
    // The lock is over: the count starts again.
    await db.updateTable('users').set({ failed_logins: 0, locked_until: null }).where('id', '=', user.id).execute();
  }
  if (!(await identity.verifyPassword(password, user.password_hash))) {
    const counted = await db
      .updateTable('users')
      .set((eb) => ({ failed_logins: eb('failed_logins', '+', 1) }))
      .where('id', '=', user.id)
      .returning('failed_logins')
      .executeTakeFirstOrThrow();
    if (counted.failed_logins >= LOCKOUT_MAX_FAILED_LOGINS) {
      await db.updateTable('users').set({ locked_until: iso(now + LOCKOUT_DURATION_MS) }).where('id', '=', user.id).execute();
      log.warn({ userId: user.id }, 'account locked after failed sign-ins');
    }
    return 'wrong';
  }
  if (user.failed_logins !== 0) await db.updateTable('users').set({ failed_logins: 0 }).where('id', '=', user.id).execute();
  return 'ok';
}

/** Starts a session for the event, records the first sign-in, tells the hubs; the login data of section 4. */
export async function completeSignIn(identity: Identity, user: UserRow, event: EventRow, rememberMe: boolean): Promise<LoginData> {
  const { db } = identity;
  const now = identity.now();
  const perEvent = await db.selectFrom('user_events').selectAll().where('user_id', '=', user.id).where('event_id', '=', event.id).executeTakeFirst();
  const initialLogin = !perEvent || perEvent.first_login_at === null;
  if (!perEvent) {
    await db.insertInto('user_events').values({ user_id: user.id, event_id: event.id, user_form_complete: 0, first_login_at: iso(now) }).execute();
  } else if (perEvent.first_login_at === null) {
    await db.updateTable('user_events').set({ first_login_at: iso(now) }).where('user_id', '=', user.id).where('event_id', '=', event.id).execute();
  }
  const session = await identity.startSession(user.id, event.short, rememberMe);
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
  /** Section 4, login result: the account cannot sign in yet (or is locked). */
  | { kind: 'status'; status: LoginStatus }
  /** No such account, or a wrong password: one answer for both, so that accounts cannot be probed. */
  | { kind: 'wrong' };

export interface PasswordSignInRequest {
  /** Already normalised (lowercase, trimmed). */
  email: string;
  password: string;
  acceptTerms: boolean;
  rememberMe: boolean;
}

/** Sign-in with e-mail and password for an event, every login result of section 4 and 5. */
export async function signInWithPassword(identity: Identity, request: PasswordSignInRequest, event: EventRow, log: FastifyBaseLogger): Promise<PasswordSignIn> {
  const { db } = identity;
  const user = await db.selectFrom('users').selectAll().where('email', '=', request.email).executeTakeFirst();
  if (!user) {
    await identity.burnVerification(request.password);
    return { kind: 'wrong' };
  }
  const check = await checkPassword(identity, user, request.password, log);
  if (check === 'locked') return { kind: 'status', status: 'Lockout' };
  if (check === 'wrong') return { kind: 'wrong' };
  if (user.email_confirmed !== 1) return { kind: 'status', status: 'Unconfirmed' };
  if (user.terms_accepted_at === null) {
    if (!request.acceptTerms) return { kind: 'status', status: 'Terms' };
    await db.updateTable('users').set({ terms_accepted_at: iso(identity.now()) }).where('id', '=', user.id).execute();
  }
  return { kind: 'signed-in', data: await completeSignIn(identity, user, event, request.rememberMe) };
}
