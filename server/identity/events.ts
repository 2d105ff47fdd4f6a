/**
 * Sign-in and sign-out notifications, for the account hub (/hubs/singlelogin, remote logout) and
 * anything else that wants to know. Process-wide and synchronous: emit calls every listener at once;
 * a listener that throws is reported on stderr and does not stop the others or the request.
 *
 *   import { onSignIn, onSignOut } from '../identity/events';
 *   const stop = onSignIn(({ userId, eventShort, sessionId }) => { ... });
 *   stop(); // unsubscribes
 *
 * SignIn: after every sign-in (password, OAuth authorisation page, single sign-on: completeSignIn), once
 * the new session exists and the account's other sessions for the event have been ended.
 * SignOut: after sessions were revoked: logout (one session), password reset (all of the user's), a new
 * sign-in (the account's other sessions for that event: single login). The app closes the revoked
 * sessions' hub sockets on it (server/app.ts).
 */
import type { SIGNED_IN_ELSEWHERE } from '../../src/contracts';

export interface SignInEvent {
  userId: number;
  /** The event short name the user signed in for (ContextModel.Short, lower-case). */
  eventShort: string;
  /** The new session: the token's sid claim. */
  sessionId: string;
}

export interface SignOutEvent {
  userId: number;
  /** The sessions that were revoked. */
  sessionIds: string[];
  /** SIGNED_IN_ELSEWHERE: single login, the account signed in again for the event. */
  reason: 'logout' | 'password-reset' | 'revoked' | typeof SIGNED_IN_ELSEWHERE;
}

type Listener<E> = (event: E) => void;

function channel<E>() {
  const listeners = new Set<Listener<E>>();
  return {
    on(listener: Listener<E>): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(event: E): void {
      for (const listener of [...listeners]) {
        try {
          listener(event);
        } catch (error) {
          console.error('identity event listener failed', error);
        }
      }
    },
  };
}

const signIn = channel<SignInEvent>();
const signOut = channel<SignOutEvent>();

/** Calls listener after every sign-in; returns a function that unsubscribes it. */
export const onSignIn = (listener: Listener<SignInEvent>) => signIn.on(listener);
export const emitSignIn = (event: SignInEvent) => signIn.emit(event);

/** Calls listener after sessions were revoked; returns a function that unsubscribes it. */
export const onSignOut = (listener: Listener<SignOutEvent>) => signOut.on(listener);
export const emitSignOut = (event: SignOutEvent) => signOut.emit(event);
