/**
 * Signing in and out of an event context (docs/rules/shell-access-identity.md section 4, login result and logout).
 * Every element of the instance, in every tab of the origin, follows through the stored session.
 */
import { logout } from '../api/identity';
import type { LoginData } from '../contracts';
import { TICKET_COOKIES } from '../core/ticketCookie';
import type { EventContext } from './eventContext';
import type { UserSession } from './eventStore';
import { writeInitialLoginStamp } from './initialLoginStamp';
import { clearSignInFlags } from './storageFlags';
import { track } from './track';

/** docs/rules/shell-access-identity.md section 4, Logout: the cookies that go with the user. */
export const LOGOUT_COOKIES = [TICKET_COOKIES.accessOnDays, TICKET_COOKIES.tickets, TICKET_COOKIES.hcp] as const;
/** docs/rules/shell-access-identity.md section 3, stored flags removed on logout. */
export const LOGOUT_FLAGS = ['externalLogin'] as const;

export function sessionFromLogin(data: LoginData): UserSession {
  return {
    accessToken: data.accessToken,
    validUntil: Date.parse(data.validUntil),
    hasTicket: data.hasTicket,
    userId: data.userId,
    email: data.email,
    firstname: data.firstname,
    surname: data.surname,
    initialLogin: data.initialLogin,
  };
}

export function signIn(context: EventContext, data: LoginData): UserSession {
  const session = sessionFromLogin(data);
  // Section 9: a profile opened right after the first login skips its redirects for a moment.
  if (data.initialLogin) writeInitialLoginStamp(context.instance, Date.now());
  context.store.getState().setUser(session);
  // Tracked (docs/rules/shell-access-identity.md section 7, custom tracking actions: login/logout).
  track(context, { kind: 'login' });
  return session;
}

/**
 * A token that arrived in the address (section 4 step 3: ?jwt_token= or an OAuth answer) becomes the
 * session; who it belongs to is read from the profile afterwards.
 */
export function signInWithToken(context: EventContext, accessToken: string, validUntil: number): void {
  context.store.getState().setUser({
    accessToken,
    validUntil,
    hasTicket: false,
    userId: null,
    email: null,
    firstname: null,
    surname: null,
    initialLogin: false,
  });
  track(context, { kind: 'login' });
}

/** A session that arrived as a bare token learns from the profile whose it is (shown as "Signed in as"). */
export function completeSessionFromProfile(
  context: EventContext,
  profile: { UserId: number; Email: string; Firstname: string; Surname: string },
): void {
  const session = context.store.getState().user;
  if (!session || session.email !== null) return;
  context.store
    .getState()
    .setUser({ ...session, userId: profile.UserId, email: profile.Email, firstname: profile.Firstname, surname: profile.Surname });
}

/** The profile's names changed: the session (shown as "Signed in as") follows, here and everywhere else. */
export function renameSession(context: EventContext, names: { firstname: string; surname: string }): void {
  const session = context.store.getState().user;
  if (session) context.store.getState().setUser({ ...session, ...names });
}

/** Ends the session on the server (best effort), then drops it here and everywhere else. */
export async function signOut(context: EventContext, returnUrl: string): Promise<void> {
  if (context.store.getState().user) {
    track(context, { kind: 'logout' });
    await logout(context.http, returnUrl).catch((error: unknown) => console.warn('[vmx] sign-out request failed', error));
  }
  dropSession(context);
}

/** Drops the session here and everywhere else, without asking the server (it ended the session itself). */
export function dropSession(context: EventContext): void {
  for (const name of LOGOUT_COOKIES) document.cookie = `${name}=; Max-Age=0; path=/`;
  for (const flag of LOGOUT_FLAGS) localStorage.removeItem(flag);
  clearSignInFlags();
  context.store.getState().setUser(null);
}
