/**
 * The one rule for every return address the platform follows (issue 16, point 6): login and SSO
 * returnUrl, prevPage, correlate, the user form, the venue link, header links and the host script's
 * frame restore. A candidate is followed only when it is a place on the platform's own origin: never
 * another origin (an open redirect), never a javascript: or data: address.
 *
 * The candidate is resolved the way a browser resolves a link (`new URL(candidate, platformOrigin)`,
 * the WHATWG URL parser that browsers and Node share), so the tricks that look like a path but are not
 * ('/\t/evil.example' and '/\n/evil.example', whose tab or line feed the parser drops, leaving '//';
 * '/\\evil.example', whose backslash it reads as a slash) resolve to another origin and are refused.
 * On top of that, a candidate with a control character or a backslash anywhere is refused outright:
 * no address the platform writes has one, so only a crafted one would.
 */

import { OAUTH_ARRIVAL_QUERY } from './oauth';

/**
 * The query parameters that are credentials arriving in the address: ?jwt_token= and an OAuth answer
 * (docs/rules/shell-access-identity.md section 4 step 3), and other bearer or id tokens (ours: never taken, only
 * cleaned away). The shell takes or drops them and cleans the address; they never go into a return
 * address (access/flow.ts returnPath), and a framed page reports nothing while its address holds one
 * (frame.ts).
 */
export const CREDENTIAL_QUERY: readonly string[] = ['jwt_token', ...OAUTH_ARRIVAL_QUERY, 'token', 'id_token', 'session_state'];

/** Whether a query (parsed, or location.search with or without '?') carries a credential. */
export function carriesCredential(query: string | Readonly<Record<string, string | undefined>>): boolean {
  if (typeof query === 'string') {
    const params = new URLSearchParams(query);
    return CREDENTIAL_QUERY.some((name) => params.has(name));
  }
  return CREDENTIAL_QUERY.some((name) => query[name] !== undefined);
}

/** Control characters (C0 and DEL) and the backslash: refused anywhere in a return address. */
// eslint-disable-next-line no-control-regex -- deliberate: control characters are what it refuses.
const FORBIDDEN = /[\u0000-\u001f\u007f\\]/;

/**
 * candidate as a place on platformOrigin (pathname, query and fragment: the fragment stays on the same
 * page, so it is harmless and a link to a section keeps it), or null when it is none. platformOrigin is
 * the platform's origin (`location.origin` in the browser), e.g. 'https://congress.example'.
 */
export function safeReturnPath(candidate: string | undefined | null, platformOrigin: string): string | null {
  if (typeof candidate !== 'string' || FORBIDDEN.test(candidate)) return null;
  const trimmed = candidate.trim();
  if (trimmed === '') return null;
  let base: URL;
  let resolved: URL;
  try {
    base = new URL(platformOrigin);
    resolved = new URL(trimmed, base.origin);
  } catch {
    return null;
  }
  if (base.origin === 'null' || resolved.origin !== base.origin) return null;
  return resolved.pathname + resolved.search + resolved.hash;
}
