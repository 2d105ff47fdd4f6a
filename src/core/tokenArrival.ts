/**
 * Arriving with ?jwt_token= while someone is signed in (issue 16, point 7; docs/rules/shell-access-identity.md
 * section 4 step 3). A link that carries a token must not silently swap the signed-in session for
 * another account's (login CSRF: an attacker's link would sign the victim into the attacker's account,
 * and what the victim then does lands there). Who a token belongs to is its `sub` claim (the user id;
 * read without verifying: only the server can verify, and the answer here only decides whether to ask).
 */
import { decodeJwt } from 'jose';

export type JwtArrival =
  /** Nobody is signed in (or the session has ended): the token becomes the session. */
  | { kind: 'take' }
  /** The token is the signed-in user's own: the session stays, the address is cleaned. */
  | { kind: 'same' }
  /** Another account's token: ask before switching (signedInAs: who is signed in, for the question). */
  | { kind: 'ask'; signedInAs: string | null }
  /** A token that is no JWT with a subject while someone is signed in: keep the session, clean the address. */
  | { kind: 'keep' };

export interface ArrivalSession {
  accessToken: string;
  validUntil: number;
  userId: number | null;
  email: string | null;
  firstname: string | null;
  surname: string | null;
}

/** The token's `sub` claim (the user id), or null when the token is no JWT or has no subject. */
export function tokenSubject(token: string): string | null {
  try {
    const { sub } = decodeJwt(token);
    return typeof sub === 'string' && sub !== '' ? sub : null;
  } catch {
    return null;
  }
}

/** What to do with a ?jwt_token= arriving now (epoch ms) given the stored session. */
export function jwtArrival(token: string, session: ArrivalSession | null, now: number): JwtArrival {
  if (session === null || session.validUntil <= now) return { kind: 'take' };
  const arriving = tokenSubject(token);
  if (arriving === null) return { kind: 'keep' };
  const current = session.userId !== null ? String(session.userId) : tokenSubject(session.accessToken);
  if (current === arriving) return { kind: 'same' };
  const name = [session.firstname, session.surname].filter((part) => part).join(' ');
  return { kind: 'ask', signedInAs: session.email ?? (name === '' ? null : name) };
}
